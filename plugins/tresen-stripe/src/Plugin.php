<?php
/**
 * Bootstrap of the Stripe plugin.
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe;

use Tresen\Common\V1\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the plugin's hooks.
 */
final class Plugin {

	public const DOMAIN = 'tresen-stripe';

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
		self::$assets = Assets::for_plugin( TRESEN_STRIPE_FILE, self::DOMAIN );
		add_action( 'init', array( self::class, 'load_textdomain' ) );
		add_filter( 'woocommerce_payment_gateways', array( self::class, 'add_gateway' ) );
		add_action( 'wp_enqueue_scripts', array( self::class, 'enqueue' ) );
	}

	/**
	 * Loads PHP translations.
	 */
	public static function load_textdomain(): void {
		load_plugin_textdomain( self::DOMAIN, false, dirname( plugin_basename( TRESEN_STRIPE_FILE ) ) . '/languages' );
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
		$settings = get_option( 'woocommerce_' . Gateway::ID . '_settings', array() );
		return is_array( $settings ) && isset( $settings['enabled'] ) && 'yes' === $settings['enabled'];
	}

	/**
	 * Enqueues the card script on the checkout page, only when the gateway is on.
	 */
	public static function enqueue(): void {
		if ( null === self::$assets || ! self::gateway_enabled() ) {
			return;
		}
		if ( ! function_exists( 'is_checkout' ) || ! is_checkout() || ( function_exists( 'is_order_received_page' ) && is_order_received_page() ) ) {
			return;
		}
		$handle = self::$assets->enqueue( 'checkout' );
		self::$assets->settings( $handle, 'tresenStripe', self::settings() );
	}

	/**
	 * Settings for the script (the same for every visitor: pages are cached).
	 *
	 * @return array<string, mixed>
	 */
	public static function settings(): array {
		return array(
			'gatewayId'  => Gateway::ID,
			'cardBrands' => array( 'visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb' ),
		);
	}
}
