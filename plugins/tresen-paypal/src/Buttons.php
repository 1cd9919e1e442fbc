<?php
/**
 * Where the PayPal buttons show and what they are told.
 *
 * @package Tresen\PayPal
 */

namespace Tresen\PayPal;

use Tresen\Common\V1\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * The `buttons` script goes on the checkout and the order-pay page (inside
 * PayPal's payment box), the cart page (below the checkout button), product
 * pages (in the add-to-cart form, see ProductCart) and every other
 * storefront page for the mini cart's button, only while the gateway is
 * enabled and has its credentials. It loads React and PayPal's SDK itself,
 * on intent: when PayPal is chosen, or when a button box comes into view
 * (the mini cart's when the mini cart opens). Cart and checkout pages are
 * sent uncacheable, so the nonce may be printed with the settings; every
 * other page is cached and gets none (the button fetches it on click).
 */
final class Buttons {

	/**
	 * Asset helper.
	 *
	 * @var Assets|null
	 */
	private static $assets = null;

	/**
	 * Adds the hooks.
	 *
	 * @param Assets $assets Asset helper.
	 */
	public static function register( Assets $assets ): void {
		self::$assets = $assets;
		add_action( 'wp_enqueue_scripts', array( self::class, 'enqueue' ) );
		add_action( 'woocommerce_proceed_to_checkout', array( self::class, 'cart_box' ), 30 );
		// The mini cart is a per-session fragment: the box never lands in cached HTML.
		add_action( 'woocommerce_widget_shopping_cart_after_buttons', array( self::class, 'mini_cart_box' ) );
	}

	/** Whether the buttons may show at all. */
	public static function active(): bool {
		return Settings::enabled() && Settings::configured();
	}

	/**
	 * Enqueues the script on the storefront (not on the order-received page,
	 * where nothing is paid any more).
	 */
	public static function enqueue(): void {
		if ( null === self::$assets || ! self::active() || is_admin() ) {
			return;
		}
		if ( function_exists( 'is_order_received_page' ) && is_order_received_page() ) {
			return;
		}
		$checkout = function_exists( 'is_checkout' ) && is_checkout();
		$cart     = function_exists( 'is_cart' ) && is_cart();
		$handle   = self::$assets->enqueue( 'buttons' );
		// Only cart and checkout pages are never cached: elsewhere the nonces come by ajax on click.
		self::$assets->settings( $handle, 'tresenPayPal', self::settings( $checkout || $cart ) );
	}

	/**
	 * The button box in the mini cart (below its buttons).
	 */
	public static function mini_cart_box(): void {
		if ( ! self::active() || ! WC()->cart || WC()->cart->is_empty() ) {
			return;
		}
		echo '<div class="tresen-paypal-buttons tresen-paypal-buttons--mini-cart" data-context="mini-cart"></div>';
	}

	/**
	 * The order paid on this order-pay page (id and key from its address),
	 * when it is one the visitor may pay: the start checks it again.
	 *
	 * @return array{0: int, 1: string}
	 */
	private static function pay_order(): array {
		if ( ! function_exists( 'is_checkout_pay_page' ) || ! is_checkout_pay_page() ) {
			return array( 0, '' );
		}
		$order_id = absint( get_query_var( 'order-pay' ) );
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- The order key is the check (WooCommerce's pay page).
		$key   = isset( $_GET['key'] ) && is_string( $_GET['key'] ) ? sanitize_text_field( wp_unslash( $_GET['key'] ) ) : '';
		$order = $order_id ? wc_get_order( $order_id ) : false;
		if ( ! $order instanceof \WC_Order || '' === $key || ! hash_equals( $order->get_order_key(), $key ) ) {
			return array( 0, '' );
		}
		return array( $order_id, $key );
	}

	/**
	 * The button box on the cart page.
	 */
	public static function cart_box(): void {
		if ( ! self::active() || ! WC()->cart || WC()->cart->is_empty() ) {
			return;
		}
		echo '<div class="tresen-paypal-buttons" data-context="cart"></div>';
	}

	/**
	 * The spec's PayPal context for the script.
	 *
	 * @param bool $with_nonce Whether the page may carry the visitor's nonce (not cached).
	 * @return array<string, mixed>
	 */
	public static function settings( bool $with_nonce = true ): array {
		$checkout          = function_exists( 'is_checkout' ) && is_checkout();
		list( $pay, $key ) = self::pay_order();
		return array(
			'gatewayId'        => Gateway::ID,
			'clientId'         => Settings::client_id(),
			'environment'      => Settings::sandbox() ? 'sandbox' : 'production',
			'locale'           => 'de_DE',
			'currency'         => get_woocommerce_currency(),
			'style'            => array(
				'color'  => 'gold',
				'shape'  => 'rect',
				'label'  => 'paypal',
				'layout' => 'horizontal',
			),
			// The mini cart stacks PayPal's buttons vertically, without card.
			'miniCartLayout'   => 'vertical',
			// One SDK per page: card is switched off where the mini cart may show (everywhere
			// but the checkout); the other boxes show only the PayPal button anyway.
			'disableFunding'   => $checkout ? array( 'credit', 'paylater' ) : array( 'credit', 'paylater', 'card' ),
			'payOrderId'       => $pay,
			'payOrderKey'      => $key,
			'nonce'            => $with_nonce ? wp_create_nonce( Checkout::NONCE ) : '',
			'noncesUrl'        => \WC_AJAX::get_endpoint( 'tresen_paypal_nonces' ),
			'generateCartUrl'  => \WC_AJAX::get_endpoint( 'tresen_paypal_generate_cart' ),
			'startCheckoutUrl' => Checkout::start_url(),
			'returnUrl'        => Checkout::return_url(),
			'cancelUrl'        => '',
			'publicPath'       => null !== self::$assets ? self::$assets->url( 'build/' ) : '',
			'reactScripts'     => self::script_chain( array( 'wp-element', 'react-jsx-runtime' ) ),
		);
	}

	/**
	 * The addresses of scripts (with their dependencies, in load order) the
	 * page does not load already: WordPress's React comes only when a
	 * button is about to show.
	 *
	 * @param string[] $handles Script handles.
	 * @return string[]
	 */
	public static function script_chain( array $handles ): array {
		$scripts        = wp_scripts();
		$saved          = $scripts->to_do;
		$scripts->to_do = array();
		$scripts->all_deps( $scripts->queue );
		// Read back through wp_scripts(): all_deps() fills to_do.
		$loaded         = wp_scripts()->to_do;
		$scripts->to_do = array();
		$scripts->all_deps( $handles );
		$order          = wp_scripts()->to_do;
		$scripts->to_do = $saved;
		$urls           = array();
		foreach ( $order as $handle ) {
			$dependency = $scripts->query( $handle, 'registered' );
			if ( ! $dependency instanceof \_WP_Dependency || ! $dependency->src || in_array( $handle, $loaded, true ) ) {
				continue;
			}
			$src = (string) $dependency->src;
			if ( ! preg_match( '#^(https?:)?//#', $src ) ) {
				$src = $scripts->base_url . $src;
			}
			$urls[] = add_query_arg( 'ver', $dependency->ver ? $dependency->ver : $scripts->default_version, $src );
		}
		return $urls;
	}
}
