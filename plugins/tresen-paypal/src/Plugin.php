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
		if ( ! class_exists( 'WooCommerce' ) || ! class_exists( \Tresen\Common\V3\Assets::class ) ) {
			return;
		}
		add_action( 'init', array( self::class, 'load_textdomain' ) );
		add_filter( 'woocommerce_payment_gateways', array( self::class, 'add_gateway' ) );
		Checkout::register();
		Webhook::register();
		ProductCart::register();
		Buttons::register( \Tresen\Common\V3\Assets::for_plugin( TRESEN_PAYPAL_FILE, self::DOMAIN ) );
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
		$gateways   = is_array( $gateways ) ? $gateways : array();
		$gateways[] = Gateway::class;
		return $gateways;
	}

	/**
	 * Whether the store owner switched the gateway on (read from its
	 * settings without building every gateway).
	 */
	public static function gateway_enabled(): bool {
		return Settings::enabled();
	}
}
