<?php
/**
 * Bootstrap of the unit price plugin.
 *
 * @package Tresen\UnitPrice
 */

namespace Tresen\UnitPrice;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the plugin's hooks.
 */
final class Plugin {

	public const DOMAIN = 'tresen-unit-price';

	/**
	 * Adds every hook. Called on plugins_loaded.
	 */
	public static function boot(): void {
		if ( ! class_exists( 'WooCommerce' ) ) {
			return;
		}
		add_action( 'init', array( self::class, 'load_textdomain' ) );
		UnitPrice::register();
		Script::register();
		GermanizedCompat::register();
		RefreshEndpoint::register();
		Admin\ProductFields::register();
		Blocks\BlockPrices::register();
	}

	/**
	 * Loads PHP translations.
	 */
	public static function load_textdomain(): void {
		load_plugin_textdomain( self::DOMAIN, false, dirname( plugin_basename( TRESEN_UNIT_PRICE_FILE ) ) . '/languages' );
	}
}
