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

	/** The Stripe gateways, by id. */
	public const GATEWAYS = array(
		Gateway::ID     => Gateway::class,
		SepaGateway::ID => SepaGateway::class,
	);

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
		Verify::register();
		Webhook::register();
	}

	/**
	 * Loads PHP translations.
	 */
	public static function load_textdomain(): void {
		load_plugin_textdomain( self::DOMAIN, false, dirname( plugin_basename( TRESEN_STRIPE_FILE ) ) . '/languages' );
	}

	/**
	 * Adds the gateways to WooCommerce's list.
	 *
	 * @param array<int|string, mixed> $gateways Gateway class names or instances.
	 * @return array<int|string, mixed>
	 */
	public static function add_gateway( $gateways ): array {
		$gateways = is_array( $gateways ) ? $gateways : array();
		foreach ( self::GATEWAYS as $class ) {
			$gateways[] = $class;
		}
		return $gateways;
	}

	/**
	 * Whether the store owner switched a Stripe gateway on (read from the
	 * settings without building every gateway) and set the keys.
	 */
	public static function gateway_enabled(): bool {
		if ( ! Settings::configured() ) {
			return false;
		}
		foreach ( array_keys( self::GATEWAYS ) as $id ) {
			$settings = get_option( 'woocommerce_' . $id . '_settings', array() );
			if ( is_array( $settings ) && isset( $settings['enabled'] ) && 'yes' === $settings['enabled'] ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Enqueues the checkout script on the checkout and order-pay pages, only
	 * when a Stripe method is on. It is small: its flow and Stripe.js load
	 * only once a Stripe method is chosen.
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
			'gatewayId'        => Gateway::ID,
			'sepaGatewayId'    => SepaGateway::ID,
			'publishableKey'   => Settings::publishable_key(),
			'allowPrepaidCard' => Settings::allow_prepaid_card(),
			'locale'           => 'de',
			'cardBrands'       => array( 'visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb' ),
			// Where the lazy part loads from when the script was moved (see common/js/public-path.ts).
			'publicPath'       => null !== self::$assets ? self::$assets->url( 'build/' ) : '',
		);
	}
}
