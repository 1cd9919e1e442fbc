<?php
/**
 * The ?wc-ajax= endpoints.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Dispatches /?wc-ajax=<name> to the wc_ajax_<name> action and implements
 * WooCommerce's add_to_cart, remove_from_cart, get_refreshed_fragments,
 * get_variation, checkout, update_order_review, update_shipping_method,
 * get_cart_totals, apply_coupon and remove_coupon endpoints with
 * WooCommerce's replies.
 */
class WC_AJAX {

	/**
	 * Hooks.
	 */
	public static function init() {
		add_action( 'init', array( self::class, 'define_ajax' ), 0 );
		add_action( 'template_redirect', array( self::class, 'do_wc_ajax' ), 0 );
		foreach ( array( 'get_refreshed_fragments', 'apply_coupon', 'remove_coupon', 'update_shipping_method', 'get_cart_totals', 'update_order_review', 'add_to_cart', 'remove_from_cart', 'checkout', 'get_variation' ) as $event ) {
			add_action( 'wc_ajax_' . $event, array( self::class, $event ) );
		}
	}

	/**
	 * URL of an endpoint; get_endpoint( '%%endpoint%%' ) gives the template scripts fill in.
	 *
	 * @param string $request Endpoint name.
	 */
	public static function get_endpoint( $request = '' ) {
		return esc_url_raw( apply_filters( 'woocommerce_ajax_get_endpoint', add_query_arg( 'wc-ajax', $request, remove_query_arg( array( 'remove_item', 'add-to-cart', 'added-to-cart', 'order_again', '_wpnonce' ), home_url( '/', 'relative' ) ) ), $request ) );
	}

	/**
	 * Marks wc-ajax requests as ajax early (so WooCommerce loads the cart for them).
	 */
	public static function define_ajax() {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended
		if ( ! empty( $_GET['wc-ajax'] ) ) {
			wc_maybe_define_constant( 'DOING_AJAX', true );
			wc_maybe_define_constant( 'WC_DOING_AJAX', true );
			if ( ! WP_DEBUG || ( WP_DEBUG && ! WP_DEBUG_DISPLAY ) ) {
				@ini_set( 'display_errors', 0 ); // phpcs:ignore WordPress.PHP.NoSilencedErrors, WordPress.PHP.IniSet
			}
			$GLOBALS['wpdb']->hide_errors();
		}
	}

	/**
	 * Headers of every wc-ajax reply.
	 */
	private static function wc_ajax_headers() {
		if ( ! headers_sent() ) {
			send_origin_headers();
			send_nosniff_header();
			wc_nocache_headers();
			header( 'Content-Type: text/html; charset=' . get_option( 'blog_charset' ) );
			header( 'X-Robots-Tag: noindex' );
			status_header( 200 );
		} elseif ( defined( 'WP_DEBUG' ) && WP_DEBUG && 'cli' !== PHP_SAPI ) {
			headers_sent( $file, $line );
			trigger_error( "wc_ajax_headers cannot set headers - headers already sent by {$file} on line {$line}", E_USER_NOTICE ); // phpcs:ignore
		}
	}

	/**
	 * Runs the requested endpoint.
	 */
	public static function do_wc_ajax() {
		global $wp_query;
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended
		if ( ! empty( $_GET['wc-ajax'] ) ) {
			$wp_query->set( 'wc-ajax', sanitize_text_field( wp_unslash( $_GET['wc-ajax'] ) ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		}
		$action = $wp_query->get( 'wc-ajax' );
		if ( $action ) {
			self::wc_ajax_headers();
			$action = sanitize_text_field( $action );
			do_action( 'wc_ajax_' . $action );
			wp_die();
		}
	}

	/**
	 * Mini cart fragments and cart hash: { fragments, cart_hash }.
	 */
	public static function get_refreshed_fragments() {
		// Cookies first: the JSON below sends the headers.
		WC()->cart->maybe_set_cart_cookies();
		wp_send_json( self::refreshed_fragments_data() );
	}

	/**
	 * The data of get_refreshed_fragments.
	 *
	 * @return array{fragments: array<string, string>, cart_hash: string}
	 */
	private static function refreshed_fragments_data(): array {
		ob_start();
		woocommerce_mini_cart();
		$mini_cart = (string) ob_get_clean();
		return array(
			'fragments' => apply_filters(
				'woocommerce_add_to_cart_fragments',
				array(
					'div.widget_shopping_cart_content' => '<div class="widget_shopping_cart_content">' . $mini_cart . '</div>',
				)
			),
			'cart_hash' => WC()->cart->get_cart_hash(),
		);
	}

	/**
	 * Adds a product (POST product_id, quantity). No nonce, like WooCommerce.
	 * Success: fragments + cart_hash. Failure: { error: true, product_url }.
	 */
	public static function add_to_cart() {
		// phpcs:disable WordPress.Security.NonceVerification.Missing
		if ( ! isset( $_POST['product_id'] ) ) {
			return;
		}
		$product_id   = apply_filters( 'woocommerce_add_to_cart_product_id', absint( $_POST['product_id'] ) );
		$product      = wc_get_product( $product_id );
		$quantity     = empty( $_POST['quantity'] ) ? 1 : wc_stock_amount( wp_unslash( $_POST['quantity'] ) );
		// phpcs:enable
		$passed       = apply_filters( 'woocommerce_add_to_cart_validation', true, $product_id, $quantity );
		$status       = get_post_status( $product_id );
		$variation_id = 0;
		$variation    = array();
		if ( $product && 'variation' === $product->get_type() ) {
			$variation_id = $product_id;
			$product_id   = $product->get_parent_id();
			$variation    = $product->get_variation_attributes();
			$status       = get_post_status( $product_id );
		}
		if ( $passed && false !== WC()->cart->add_to_cart( $product_id, $quantity, $variation_id, $variation ) && 'publish' === $status ) {
			do_action( 'woocommerce_ajax_added_to_cart', $product_id );
			if ( 'yes' === get_option( 'woocommerce_cart_redirect_after_add' ) ) {
				wc_add_to_cart_message( array( $product_id => $quantity ), true );
			}
			self::get_refreshed_fragments();
		} else {
			wp_send_json(
				array(
					'error'       => true,
					'product_url' => apply_filters( 'woocommerce_cart_redirect_after_error', get_permalink( $product_id ), $product_id ),
				)
			);
		}
	}

	/**
	 * Removes an item of the caller's own cart (POST cart_item_key).
	 */
	public static function remove_from_cart() {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing
		$cart_item_key = wc_clean( isset( $_POST['cart_item_key'] ) ? wp_unslash( $_POST['cart_item_key'] ) : '' );
		if ( $cart_item_key && false !== WC()->cart->remove_cart_item( $cart_item_key ) ) {
			self::get_refreshed_fragments();
		} else {
			wp_send_json_error();
		}
	}

	/**
	 * Data of the variation matching posted attributes (false when none).
	 */
	public static function get_variation() {
		// phpcs:disable WordPress.Security.NonceVerification.Missing
		if ( empty( $_POST['product_id'] ) ) {
			wp_die();
		}
		$product = wc_get_product( absint( $_POST['product_id'] ) );
		if ( ! $product instanceof WC_Product_Variable ) {
			wp_die();
		}
		$variation_id = WC_Data_Store::load( 'product' )->find_matching_product_variation( $product, wp_unslash( $_POST ) );
		// phpcs:enable
		wp_send_json( $variation_id ? $product->get_available_variation( $variation_id ) : false );
	}

	/**
	 * Processes the checkout form.
	 */
	public static function checkout() {
		wc_maybe_define_constant( 'WOOCOMMERCE_CHECKOUT', true );
		WC()->checkout()->process_checkout();
		wp_die( 0 );
	}

	/**
	 * Reply of update_order_review when the cart is gone (the session ended):
	 * the checkout form is replaced with an error notice.
	 */
	private static function update_order_review_expired() {
		$notice = esc_html__( 'Sorry, your session has expired.', 'woocommerce' ) . ' <a href="' . esc_url( wc_get_page_permalink( 'shop' ) ) . '" class="wc-backward">' . esc_html__( 'Return to shop', 'woocommerce' ) . '</a>';
		wp_send_json(
			array(
				'fragments' => apply_filters(
					'woocommerce_update_order_review_fragments',
					array(
						'form.woocommerce-checkout' => wc_print_notice( $notice, 'error', array(), true ),
					)
				),
			)
		);
	}

	/**
	 * A posted address field, cleaned; null when it was not posted (so
	 * set_props() leaves the prop alone).
	 *
	 * @param string $key POST key.
	 * @return string|string[]|null
	 */
	private static function posted_address_field( string $key ) {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- the caller checked the nonce; wc_clean() sanitizes.
		return isset( $_POST[ $key ] ) ? wc_clean( wp_unslash( $_POST[ $key ] ) ) : null;
	}

	/**
	 * The checkout's order review after the shopper changed the address,
	 * the shipping rate or the payment method (POST security, country, state,
	 * postcode, city, address, address_2, s_country ... s_address_2,
	 * has_full_address, shipping_method[n], payment_method, post_data):
	 * stores them, recalculates and replies with
	 * { result, messages, reload, fragments } holding the review table and
	 * the payment section.
	 */
	public static function update_order_review() {
		check_ajax_referer( 'update-order-review', 'security' );
		wc_maybe_define_constant( 'WOOCOMMERCE_CHECKOUT', true );

		if ( WC()->cart->is_empty() && ! is_customize_preview() && apply_filters( 'woocommerce_checkout_update_order_review_expired', true ) ) {
			self::update_order_review_expired();
		}

		// phpcs:disable WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- post_data is the serialized form, passed on as WooCommerce does; wc_clean() sanitizes the rest.
		do_action( 'woocommerce_checkout_update_order_review', isset( $_POST['post_data'] ) ? wp_unslash( $_POST['post_data'] ) : '' );

		$chosen = WC()->session->get( 'chosen_shipping_methods' );
		$posted = isset( $_POST['shipping_method'] ) ? wc_clean( wp_unslash( $_POST['shipping_method'] ) ) : array();
		if ( is_array( $posted ) ) {
			$chosen = is_array( $chosen ) ? $chosen : array();
			foreach ( $posted as $i => $value ) {
				if ( is_string( $value ) ) {
					$chosen[ $i ] = $value;
				}
			}
		}
		WC()->session->set( 'chosen_shipping_methods', $chosen );
		WC()->session->set( 'chosen_payment_method', empty( $_POST['payment_method'] ) ? '' : wc_clean( wp_unslash( $_POST['payment_method'] ) ) );
		// phpcs:enable

		$fields = array(
			'country'   => 'country',
			'state'     => 'state',
			'postcode'  => 'postcode',
			'city'      => 'city',
			'address'   => 'address_1',
			'address_2' => 'address_2',
		);

		$billing  = array();
		$shipping = array();
		$prefix   = wc_ship_to_billing_address_only() ? '' : 's_';
		foreach ( $fields as $posted_key => $prop ) {
			$billing[ 'billing_' . $prop ]   = self::posted_address_field( $posted_key );
			$shipping[ 'shipping_' . $prop ] = self::posted_address_field( $prefix . $posted_key );
		}
		WC()->customer->set_props( $billing );
		WC()->customer->set_props( $shipping );

		$full_address = self::posted_address_field( 'has_full_address' );
		WC()->customer->set_calculated_shipping( is_string( $full_address ) && wc_string_to_bool( $full_address ) );
		WC()->customer->save();

		// Shipping first: the chosen rates decide taxes (local pickup) before the totals.
		WC()->cart->calculate_shipping();
		WC()->cart->calculate_totals();

		ob_start();
		woocommerce_order_review();
		$order_review = (string) ob_get_clean();

		ob_start();
		woocommerce_checkout_payment();
		$payment = (string) ob_get_clean();

		$reload   = isset( WC()->session->reload_checkout );
		$messages = $reload ? '' : wc_print_notices( true );
		unset( WC()->session->refresh_totals, WC()->session->reload_checkout );

		wp_send_json(
			array(
				'result'    => empty( $messages ) ? 'success' : 'failure',
				'messages'  => $messages,
				'reload'    => $reload,
				'fragments' => apply_filters(
					'woocommerce_update_order_review_fragments',
					array(
						'.woocommerce-checkout-review-order-table' => $order_review,
						'.woocommerce-checkout-payment' => $payment,
					)
				),
			)
		);
	}

	/**
	 * Applies a coupon (POST security, coupon_code, billing_email) and prints
	 * the notices. The double has no coupons, so a code gets WooCommerce's
	 * "does not exist" error (WC_Cart::apply_coupon()).
	 */
	public static function apply_coupon() {
		check_ajax_referer( 'apply-coupon', 'security' );
		// phpcs:disable WordPress.Security.ValidatedSanitizedInput -- wc_format_coupon_code() sanitizes the code; is_email() checks the address.
		$coupon_code   = $_POST['coupon_code'] ?? null;
		$billing_email = $_POST['billing_email'] ?? null;
		// phpcs:enable

		if ( is_string( $billing_email ) && is_email( $billing_email ) ) {
			WC()->customer->set_billing_email( $billing_email );
		}

		if ( is_string( $coupon_code ) && ! self::is_blank( $coupon_code ) ) {
			WC()->cart->apply_coupon( wc_format_coupon_code( wp_unslash( $coupon_code ) ) );
		} else {
			// WC_Coupon::E_WC_COUPON_PLEASE_ENTER; no coupon to pass, as in WooCommerce.
			wc_add_notice( apply_filters( 'woocommerce_coupon_error', __( 'Please enter a coupon code.', 'woocommerce' ), 111, null ), 'error' );
		}

		wc_print_notices();
		wp_die();
	}

	/**
	 * Whether a text is empty or only whitespace.
	 *
	 * @param string $text Text.
	 */
	private static function is_blank( string $text ): bool {
		return '' === $text || ctype_space( $text );
	}

	/**
	 * Removes a coupon (POST security, coupon) and prints the notices.
	 */
	public static function remove_coupon() {
		check_ajax_referer( 'remove-coupon', 'security' );
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- wc_format_coupon_code() sanitizes the code.
		$coupon = isset( $_POST['coupon'] ) && is_string( $_POST['coupon'] ) ? wc_format_coupon_code( wp_unslash( $_POST['coupon'] ) ) : '';

		if ( self::is_blank( $coupon ) ) {
			wc_add_notice( __( 'Sorry there was a problem removing this coupon.', 'woocommerce' ), 'error' );
		} else {
			WC()->cart->remove_coupon( $coupon );
			wc_add_notice( __( 'Coupon has been removed.', 'woocommerce' ) );
		}

		wc_print_notices();
		wp_die();
	}

	/**
	 * Stores the shipping rates the shopper chose (POST shipping_method[n])
	 * and replies with the cart totals.
	 */
	public static function update_shipping_method() {
		check_ajax_referer( 'update-shipping-method', 'security' );
		wc_maybe_define_constant( 'WOOCOMMERCE_CART', true );
		$chosen = (array) WC()->session->get( 'chosen_shipping_methods', array() );
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput
		$posted = isset( $_POST['shipping_method'] ) ? wc_clean( wp_unslash( $_POST['shipping_method'] ) ) : array();
		if ( is_array( $posted ) ) {
			foreach ( $posted as $i => $value ) {
				if ( is_string( $value ) ) {
					$chosen[ $i ] = $value;
				}
			}
		}
		WC()->session->set( 'chosen_shipping_methods', $chosen );
		self::get_cart_totals();
	}

	/**
	 * The cart totals markup.
	 */
	public static function get_cart_totals() {
		wc_maybe_define_constant( 'WOOCOMMERCE_CART', true );
		WC()->cart->calculate_totals();
		woocommerce_cart_totals();
		wp_die();
	}
}
