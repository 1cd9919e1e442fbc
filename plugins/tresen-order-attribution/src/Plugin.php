<?php
/**
 * Bootstrap of the order attribution plugin.
 *
 * @package Tresen\OrderAttribution
 */

namespace Tresen\OrderAttribution;

use Tresen\Common\V5\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the plugin's hooks.
 */
final class Plugin {

	public const DOMAIN = 'tresen-order-attribution';

	/** Script handle of the cookie consent plugin's gate. */
	public const CONSENT_GATE = 'tresen-cookie-consent-gate';

	/**
	 * WooCommerce's own recorder and its library: ours replaces them on the
	 * storefront (same inputs and meta keys), so they are not loaded.
	 *
	 * @var string[]
	 */
	public const WOOCOMMERCE_HANDLES = array( 'wc-order-attribution', 'sourcebuster-js' );

	/**
	 * Asset helper.
	 *
	 * @var Assets|null
	 */
	private static $assets = null;

	/**
	 * Adds every hook. Called on plugins_loaded.
	 */
	public static function boot(): void {
		if ( ! class_exists( 'WooCommerce' ) || ! class_exists( Assets::class ) ) {
			return;
		}
		self::$assets = Assets::for_plugin( TRESEN_ORDER_ATTRIBUTION_FILE, self::DOMAIN );
		add_action( 'init', array( self::class, 'load_textdomain' ) );
		// After the consent plugin registered its gate script (priority 10).
		add_action( 'wp_enqueue_scripts', array( self::class, 'enqueue' ), 20 );
		add_action( 'woocommerce_after_order_notes', array( Fields::class, 'print_inputs' ) );
		add_action( 'woocommerce_checkout_order_processed', array( Fields::class, 'save_from_checkout' ), 10, 3 );
		Pixels::register();
		Blocks\BlockCheckout::register( self::$assets );
	}

	/**
	 * Loads PHP translations.
	 */
	public static function load_textdomain(): void {
		load_plugin_textdomain( self::DOMAIN, false, dirname( plugin_basename( TRESEN_ORDER_ATTRIBUTION_FILE ) ) . '/languages' );
	}

	/**
	 * Enqueues the recorder on every storefront page: the visit starts on
	 * whatever page the visitor lands. The script itself stays idle until
	 * the visitor agrees to marketing cookies.
	 */
	public static function enqueue(): void {
		if ( null === self::$assets || is_admin() ) {
			return;
		}
		// The consent gate (window.tresenConsent) must run first when the consent plugin is active.
		$deps = wp_script_is( self::CONSENT_GATE, 'registered' ) ? array( self::CONSENT_GATE ) : array();
		if ( $deps && self::checkout_without_consent() ) {
			// The checkout is never cached, so the visitor's choice is known here: without
			// consent neither script would do anything, and the page keeps its budget.
			// WooCommerce's own recorder stays off all the same.
			if ( ! self::block_checkout() ) {
				foreach ( self::WOOCOMMERCE_HANDLES as $wc_handle ) {
					wp_dequeue_script( $wc_handle );
				}
			}
			return;
		}
		$handle = self::$assets->enqueue( 'attribution', $deps );
		self::$assets->settings( $handle, 'tresenOrderAttribution', self::settings() );
		Analytics::enqueue( self::$assets, $deps ? self::CONSENT_GATE : '' );
		if ( self::block_checkout() ) {
			// The block checkout takes attribution through the Store API, which ours does not
			// fill: WooCommerce's own recorder stays, so those orders are attributed too.
			return;
		}
		// WooCommerce enqueued its recorder at priority 10; ours fills the same inputs.
		foreach ( self::WOOCOMMERCE_HANDLES as $wc_handle ) {
			wp_dequeue_script( $wc_handle );
		}
	}

	/**
	 * Whether this is the checkout form and the visitor has agreed neither to
	 * marketing (attribution) nor to analytics. Only the checkout asks: other
	 * pages are cached for everyone, so their scripts wait for consent in the browser.
	 */
	public static function checkout_without_consent(): bool {
		if ( ! function_exists( 'is_checkout' ) || ! is_checkout() || ( function_exists( 'is_order_received_page' ) && is_order_received_page() ) ) {
			return false;
		}
		if ( ! class_exists( '\\Tresen\\CookieConsent\\Consent' ) ) {
			return false;
		}
		$settings = self::settings();
		return ! \Tresen\CookieConsent\Consent::has( (string) $settings['consentCategory'] )
			&& ! \Tresen\CookieConsent\Consent::has( 'analytics' );
	}

	/**
	 * Whether the shop's checkout page holds WooCommerce's checkout block.
	 */
	public static function block_checkout(): bool {
		$page = function_exists( 'wc_get_page_id' ) ? wc_get_page_id( 'checkout' ) : 0;
		return $page > 0 && has_block( 'woocommerce/checkout', $page );
	}

	/**
	 * Settings for the script (the same for every visitor: pages are cached).
	 *
	 * @return array<string, mixed>
	 */
	public static function settings(): array {
		return array(
			/**
			 * Consent category that allows recording the visit.
			 *
			 * @param string $category Default "marketing".
			 */
			'consentCategory'      => (string) apply_filters( 'tresen_order_attribution_consent_category', 'marketing' ),
			'sessionMinutes'       => 30,
			'fieldPrefix'          => Fields::INPUT_PREFIX,
			/**
			 * Lifetime of WooCommerce's `sbjs_*` cookies (all but `sbjs_session`), written after consent.
			 *
			 * @param float $months Default 6 (30-day months; 0 keeps them for the browser session).
			 */
			'cookieLifetimeMonths' => max( 0.0, (float) apply_filters( 'tresen_order_attribution_cookie_lifetime_months', 6.0 ) ),
		);
	}
}
