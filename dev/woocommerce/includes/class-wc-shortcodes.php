<?php
/**
 * Shortcodes of the cart, checkout and account pages.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * [woocommerce_cart], [woocommerce_checkout], [woocommerce_my_account].
 */
class WC_Shortcodes {

	/**
	 * Registers the shortcodes.
	 */
	public static function init() {
		add_action( 'init', array( self::class, 'register' ) );
	}

	/**
	 * Adds them.
	 */
	public static function register() {
		$shortcodes = array(
			'woocommerce_cart'       => array( self::class, 'cart' ),
			'woocommerce_checkout'   => array( self::class, 'checkout' ),
			'woocommerce_my_account' => array( self::class, 'my_account' ),
		);
		foreach ( $shortcodes as $tag => $callback ) {
			add_shortcode( apply_filters( "{$tag}_shortcode_tag", $tag ), $callback );
		}
	}

	/**
	 * Wraps output in div.woocommerce.
	 *
	 * @param callable $function Renderer.
	 */
	private static function wrap( callable $function ): string { // phpcs:ignore Universal.NamingConventions.NoReservedKeywordParameterNames
		ob_start();
		echo '<div class="woocommerce">';
		$function();
		echo '</div>';
		return (string) ob_get_clean();
	}

	/**
	 * The cart page.
	 */
	public static function cart() {
		if ( is_null( WC()->cart ) ) {
			return '';
		}
		return self::wrap(
			static function () {
				WC_Shortcode_Cart::output( array() );
			}
		);
	}

	/**
	 * The checkout page (pay for an order, order received or the form).
	 *
	 * @param array $atts Attributes.
	 */
	public static function checkout( $atts = array() ) {
		if ( is_null( WC()->cart ) ) {
			return '';
		}
		return self::wrap(
			static function () {
				global $wp;
				if ( ! empty( $wp->query_vars['order-pay'] ) ) {
					self::order_pay( absint( $wp->query_vars['order-pay'] ) );
					return;
				}
				if ( isset( $wp->query_vars['order-received'] ) ) {
					self::order_received( absint( $wp->query_vars['order-received'] ) );
					return;
				}
				if ( WC()->cart->is_empty() && ! is_customize_preview() ) {
					wc_get_template( 'cart/cart-empty.php' );
					return;
				}
				do_action( 'woocommerce_check_cart_items' );
				WC()->cart->calculate_totals();
				wc_get_template( 'checkout/form-checkout.php', array( 'checkout' => WC()->checkout() ) );
			}
		);
	}

	/**
	 * The order-pay endpoint: the pay-for-order form for the order of the
	 * address (its key must match; a customer's order only for that customer,
	 * who is asked to log in first), as WooCommerce 10.5.
	 *
	 * @param int $order_id Order id.
	 */
	private static function order_pay( int $order_id ): void {
		do_action( 'before_woocommerce_pay' );
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- a link with the order's key.
		$order_key = isset( $_GET['key'] ) ? wc_clean( wp_unslash( $_GET['key'] ) ) : '';
		$order_key = is_string( $order_key ) ? $order_key : '';
		if ( isset( $_GET['pay_for_order'], $_GET['key'] ) && $order_id ) {
			// phpcs:enable WordPress.Security.NonceVerification.Recommended
			try {
				$order = wc_get_order( $order_id );
				if ( ! $order || $order->get_id() !== $order_id || ! hash_equals( $order->get_order_key(), $order_key ) ) {
					throw new Exception( __( 'Sorry, this order is invalid and cannot be paid for.', 'woocommerce' ) );
				}
				if ( ! current_user_can( 'pay_for_order', $order_id ) && ! is_user_logged_in() ) {
					wc_print_notice( esc_html__( 'Please log in to your account below to continue to the payment form.', 'woocommerce' ), 'notice' );
					woocommerce_login_form( array( 'redirect' => $order->get_checkout_payment_url() ) );
					return;
				}
				if ( ! $order->get_user_id() && is_user_logged_in() && $order->get_billing_email() !== wp_get_current_user()->user_email ) {
					wc_print_notice( __( 'You are paying for a guest order. Please continue with payment only if you recognize this order.', 'woocommerce' ), 'error' );
				}
				if ( ! current_user_can( 'pay_for_order', $order_id ) ) {
					throw new Exception( __( 'This order cannot be paid for. Please contact us if you need assistance.', 'woocommerce' ) );
				}
				if ( ! $order->needs_payment() ) {
					/* translators: %s: order status */
					throw new Exception( sprintf( __( 'This order&rsquo;s status is &ldquo;%s&rdquo;&mdash;it cannot be paid for. Please contact us if you need assistance.', 'woocommerce' ), wc_get_order_status_name( $order->get_status() ) ) );
				}
				if ( ! $order->has_status( wc_get_is_pending_statuses() ) ) {
					self::check_order_stock( $order );
				}
				WC()->customer->set_props(
					array(
						'billing_country'  => $order->get_billing_country() ? $order->get_billing_country() : null,
						'billing_state'    => $order->get_billing_state() ? $order->get_billing_state() : null,
						'billing_postcode' => $order->get_billing_postcode() ? $order->get_billing_postcode() : null,
					)
				);
				WC()->customer->save();
				$available_gateways = WC()->payment_gateways()->get_available_payment_gateways();
				WC()->payment_gateways()->set_current_gateway( $available_gateways );
				$order_button_text = apply_filters( 'woocommerce_pay_order_button_text', __( 'Pay for order', 'woocommerce' ) );
				do_action( 'before_woocommerce_pay_form', $order, $order_button_text, $available_gateways );
				wc_get_template(
					'checkout/form-pay.php',
					array(
						'order'              => $order,
						'available_gateways' => $available_gateways,
						'order_button_text'  => $order_button_text,
					)
				);
			} catch ( Exception $e ) {
				wc_print_notice( $e->getMessage(), 'error' );
			}
		} elseif ( $order_id ) {
			$order = wc_get_order( $order_id );
			if ( $order && $order->get_id() === $order_id && hash_equals( $order->get_order_key(), $order_key ) ) {
				if ( $order->needs_payment() ) {
					wc_get_template( 'checkout/order-receipt.php', array( 'order' => $order ) );
				} else {
					/* translators: %s: order status */
					wc_print_notice( sprintf( __( 'This order&rsquo;s status is &ldquo;%s&rdquo;&mdash;it cannot be paid for. Please contact us if you need assistance.', 'woocommerce' ), wc_get_order_status_name( $order->get_status() ) ), 'error' );
				}
			} else {
				wc_print_notice( __( 'Sorry, this order is invalid and cannot be paid for.', 'woocommerce' ), 'error' );
			}
		} else {
			wc_print_notice( __( 'Invalid order.', 'woocommerce' ), 'error' );
		}
		do_action( 'after_woocommerce_pay' );
	}

	/**
	 * A failed order whose stock was not reduced is paid only while its
	 * products are in stock in its quantities (the double holds no stock for
	 * pending orders, so nothing is held).
	 *
	 * @param WC_Order $order Order.
	 * @throws Exception When a product is out of stock or short.
	 */
	private static function check_order_stock( WC_Order $order ): void {
		$quantities = array();
		$products   = array();
		foreach ( $order->get_items() as $item ) {
			$product = $item instanceof WC_Order_Item_Product ? $item->get_product() : null;
			if ( ! $product ) {
				continue;
			}
			$id                = $product->get_stock_managed_by_id();
			$quantities[ $id ] = ( $quantities[ $id ] ?? 0 ) + $item->get_quantity();
			$products[]        = $product;
		}
		if ( $order->get_data_store()->get_stock_reduced( $order->get_id() ) ) {
			return;
		}
		foreach ( $products as $product ) {
			if ( ! apply_filters( 'woocommerce_pay_order_product_in_stock', $product->is_in_stock(), $product, $order ) ) {
				/* translators: %s: product name */
				throw new Exception( sprintf( __( 'Sorry, "%s" is no longer in stock so this order cannot be paid for. We apologize for any inconvenience caused.', 'woocommerce' ), $product->get_name() ) );
			}
			if ( ! $product->managing_stock() || $product->backorders_allowed() ) {
				continue;
			}
			$required = $quantities[ $product->get_stock_managed_by_id() ];
			if ( ! apply_filters( 'woocommerce_pay_order_product_has_enough_stock', ( $product->get_stock_quantity() >= $required ), $product, $order ) ) {
				/* translators: 1: product name 2: quantity in stock */
				throw new Exception( sprintf( __( 'Sorry, we do not have enough "%1$s" in stock to fulfill your order (%2$s available). We apologize for any inconvenience caused.', 'woocommerce' ), $product->get_name(), wc_format_stock_quantity_for_display( $product->get_stock_quantity(), $product ) ) );
			}
		}
	}

	/**
	 * Order received: shown when the key matches (and for the customer's own orders).
	 *
	 * @param int $order_id Order id.
	 */
	private static function order_received( int $order_id ): void {
		$order     = false;
		$order_key = isset( $_GET['key'] ) ? wc_clean( wp_unslash( $_GET['key'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		if ( $order_id > 0 ) {
			$candidate = wc_get_order( $order_id );
			if ( $candidate && is_string( $order_key ) && hash_equals( $candidate->get_order_key(), $order_key ) ) {
				$order = $candidate;
			}
		}
		unset( WC()->session->order_awaiting_payment );
		if ( $order && $order->is_created_via( 'admin' ) ) {
			$order->set_customer_ip_address( WC_Geolocation::get_ip_address() );
			$order->save();
		}
		wc_empty_cart();
		wc_get_template( 'checkout/thankyou.php', array( 'order' => $order ) );
	}

	/**
	 * The account page: login form for guests, navigation and content for users.
	 *
	 * @param array $atts Attributes.
	 */
	public static function my_account( $atts = array() ) {
		return self::wrap(
			static function () {
				if ( ! is_user_logged_in() ) {
					wc_get_template( 'myaccount/form-login.php' );
					return;
				}
				wc_get_template( 'myaccount/my-account.php', array( 'current_user' => get_user_by( 'id', get_current_user_id() ) ) );
			}
		);
	}
}
