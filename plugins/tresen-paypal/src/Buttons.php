<?php
/**
 * Where the PayPal buttons show and what they are told.
 *
 * @package Tresen\PayPal
 */

namespace Tresen\PayPal;

use Tresen\Common\V5\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * The `buttons` script goes on the pages that show PayPal buttons: the
 * checkout and the order-pay page (inside PayPal's payment box), the cart
 * page (below the checkout button) and product pages (in the add-to-cart
 * form, see ProductCart), only while the gateway is enabled and has its
 * credentials. Every other storefront page gets the small `buttons-loader`
 * instead, which brings the `buttons` script (with its settings) when a
 * button box comes into view: the mini cart's when the mini cart opens.
 * The script loads React and PayPal's SDK itself, on intent: when PayPal is
 * chosen, or when a button box comes into view. Cart and checkout pages are
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
	 * Whether this page shows PayPal buttons of its own: a product page,
	 * the cart, the checkout or the order-pay page.
	 */
	public static function page_has_buttons(): bool {
		return ( function_exists( 'is_product' ) && is_product() )
			|| ( function_exists( 'is_cart' ) && is_cart() )
			|| ( function_exists( 'is_checkout' ) && is_checkout() );
	}

	/**
	 * Registers the script with its settings on the storefront (not on the
	 * order-received page, where nothing is paid any more) and enqueues it
	 * where buttons show; elsewhere the loader for the mini cart's box.
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
		$handle   = self::$assets->register( 'buttons' );
		// Only cart and checkout pages are never cached: elsewhere the nonces come by ajax on click.
		self::$assets->settings( $handle, 'tresenPayPal', self::settings( $checkout || $cart ) );
		// The Cart and Checkout blocks show the buttons through the block script (Blocks\PaymentMethod):
		// there, as on pages without buttons, only the mini cart's loader.
		if ( ( self::page_has_buttons() && ! Blocks\Blocks::block_page() ) || ! self::$assets->exists( 'buttons-loader' ) ) {
			self::$assets->enqueue( 'buttons' );
			return;
		}
		self::$assets->enqueue( 'buttons-loader' );
		// The page's own scripts are all enqueued by the footer: the loader brings only what is missing.
		add_action( 'wp_footer', array( self::class, 'loader_settings' ), 5 );
	}

	/**
	 * Tells the loader what to bring when a button box comes into view:
	 * the `buttons` script with its settings, translations and whatever
	 * it needs that the page does not load, and its style.
	 */
	public static function loader_settings(): void {
		if ( null === self::$assets ) {
			return;
		}
		$loader = self::$assets->handle( 'buttons-loader' );
		$handle = self::$assets->handle( 'buttons' );
		if ( ! wp_script_is( $loader, 'enqueued' ) || wp_script_is( $handle, 'enqueued' ) ) {
			return;
		}
		$styles = array();
		$style  = wp_styles()->query( $handle );
		if ( $style instanceof \_WP_Dependency && is_string( $style->src ) && '' !== $style->src ) {
			$styles[] = (string) add_query_arg( 'ver', (string) $style->ver, $style->src );
		}
		self::$assets->settings(
			$loader,
			'tresenPayPalLoader',
			array(
				'scripts' => Assets::script_chain( array( $handle ) ),
				'styles'  => $styles,
				'error'   => __( 'An error occurred while processing your PayPal payment. Please contact the store owner for assistance.', 'tresen-paypal' ),
			)
		);
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
			// PayPal's "Jetzt bezahlen" where the button pays (checkout, order-pay page); "Weiter"
			// where the shopper comes back to review the order (cart, mini cart, product page).
			'commit'           => $checkout,
			'payOrderId'       => $pay,
			'payOrderKey'      => $key,
			'nonce'            => $with_nonce ? wp_create_nonce( Checkout::NONCE ) : '',
			'noncesUrl'        => \WC_AJAX::get_endpoint( 'tresen_paypal_nonces' ),
			'generateCartUrl'  => \WC_AJAX::get_endpoint( 'tresen_paypal_generate_cart' ),
			'startCheckoutUrl' => Checkout::start_url(),
			'returnUrl'        => Checkout::return_url(),
			'cancelUrl'        => '',
			'publicPath'       => null !== self::$assets ? self::$assets->url( 'build/' ) : '',
			'reactScripts'     => Assets::script_urls( array( 'wp-element', 'react-jsx-runtime' ) ),
		);
	}
}
