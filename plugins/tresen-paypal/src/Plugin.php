<?php
/**
 * Bootstrap of the PayPal plugin.
 *
 * @package Tresen\PayPal
 */

namespace Tresen\PayPal;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the plugin's hooks.
 */
final class Plugin {

	public const DOMAIN = 'tresen-paypal';

	/**
	 * Adds every hook. Called on plugins_loaded.
	 */
	public static function boot(): void {
		if ( ! class_exists( 'WooCommerce' ) || ! class_exists( \Tresen\Common\V5\Assets::class ) ) {
			return;
		}
		add_action( 'init', array( self::class, 'load_textdomain' ) );
		add_action( 'admin_notices', array( self::class, 'stand_down_notice' ) );
		add_filter( 'woocommerce_payment_gateways', array( self::class, 'add_gateway' ) );
		Checkout::register();
		Webhook::register();
		Claim::register();
		ProductCart::register();
		$assets = \Tresen\Common\V5\Assets::for_plugin( TRESEN_PAYPAL_FILE, self::DOMAIN );
		Buttons::register( $assets );
		Blocks\Blocks::register( $assets );
	}

	/**
	 * Loads PHP translations.
	 */
	public static function load_textdomain(): void {
		load_plugin_textdomain( self::DOMAIN, false, dirname( plugin_basename( TRESEN_PAYPAL_FILE ) ) . '/languages' );
	}

	/**
	 * Adds the gateway to WooCommerce's list.
	 *
	 * @param array<int|string, mixed> $gateways Gateway class names or instances.
	 * @return array<int|string, mixed>
	 */
	public static function add_gateway( $gateways ): array {
		$gateways = is_array( $gateways ) ? $gateways : array();
		// The official plugin uses the same gateway id: only one of them may answer to it.
		if ( ! self::official_active() ) {
			$gateways[] = Gateway::class;
		}
		return $gateways;
	}

	/** The official plugin's main file (relative to the plugins directory). */
	public const OFFICIAL = 'woocommerce-paypal-payments/woocommerce-paypal-payments.php';

	/**
	 * Whether WooCommerce PayPal Payments (the official plugin, gateway id
	 * `ppcp-gateway` too) is active: its main class is loaded, or its file
	 * is among the active plugins of the site or the network.
	 */
	public static function official_active(): bool {
		if ( class_exists( 'WooCommerce\\PayPalCommerce\\PPCP', false ) ) {
			return true;
		}
		$active = (array) get_option( 'active_plugins', array() );
		if ( in_array( self::OFFICIAL, $active, true ) ) {
			return true;
		}
		$network = is_multisite() ? (array) get_site_option( 'active_sitewide_plugins', array() ) : array();
		return isset( $network[ self::OFFICIAL ] );
	}

	/**
	 * Tells the store owner (in the admin, to those who manage WooCommerce)
	 * that the suite's PayPal stands down while the official plugin is active.
	 */
	public static function stand_down_notice(): void {
		if ( ! self::official_active() || ! current_user_can( 'manage_woocommerce' ) ) {
			return;
		}
		printf(
			'<div class="notice notice-warning"><p>%s</p></div>',
			esc_html__( 'Tresen PayPal is switched off because WooCommerce PayPal Payments is active: both use the payment method ID “ppcp-gateway”. PayPal payments now go through WooCommerce PayPal Payments. To use Tresen PayPal again, deactivate WooCommerce PayPal Payments.', 'tresen-paypal' )
		);
	}

	/**
	 * Whether the store owner switched the gateway on (read from its
	 * settings without building every gateway).
	 */
	public static function gateway_enabled(): bool {
		return Settings::enabled();
	}
}
