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
 * The `buttons` script goes on the checkout (inside PayPal's payment box),
 * the cart page (below the checkout button) and product pages (in the
 * add-to-cart form, see ProductCart), only while the gateway
 * is enabled and has its credentials. It loads PayPal's SDK itself, on
 * intent. Cart and checkout pages are sent uncacheable, so the nonce may be
 * printed with the settings; product pages are cached and get none.
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
	}

	/** Whether the buttons may show at all. */
	public static function active(): bool {
		return Settings::enabled() && Settings::configured();
	}

	/**
	 * Enqueues the script on the checkout and the cart page.
	 */
	public static function enqueue(): void {
		if ( null === self::$assets || ! self::active() ) {
			return;
		}
		$checkout = function_exists( 'is_checkout' ) && is_checkout() && ! ( function_exists( 'is_order_received_page' ) && is_order_received_page() );
		$cart     = function_exists( 'is_cart' ) && is_cart();
		$product  = function_exists( 'is_product' ) && is_product();
		if ( ! $checkout && ! $cart && ! $product ) {
			return;
		}
		$handle = self::$assets->enqueue( 'buttons' );
		// Product pages are cached: their nonces come by ajax on click.
		self::$assets->settings( $handle, 'tresenPayPal', self::settings( ! $product ) );
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
			'disableFunding'   => array( 'credit', 'paylater' ),
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
