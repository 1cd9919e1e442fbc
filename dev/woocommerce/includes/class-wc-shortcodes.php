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
	 * The checkout page (form or order received).
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
