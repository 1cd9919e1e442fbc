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
		// No script yet: the live refresh comes with its issue, and a script that does
		// nothing is not enqueued.
	}

	/**
	 * Loads PHP translations.
	 */
	public static function load_textdomain(): void {
		load_plugin_textdomain( self::DOMAIN, false, dirname( plugin_basename( TRESEN_UNIT_PRICE_FILE ) ) . '/languages' );
	}

	/**
	 * Settings the refresh script will read (the same for every visitor: pages are cached).
	 *
	 * @return array<string, mixed>
	 */
	public static function settings(): array {
		return array(
			'ajaxUrl'           => class_exists( 'WC_AJAX' ) ? \WC_AJAX::get_endpoint( 'gzd_refresh_unit_price' ) : '',
			'decimalSeparator'  => function_exists( 'wc_get_price_decimal_separator' ) ? wc_get_price_decimal_separator() : ',',
			'thousandSeparator' => function_exists( 'wc_get_price_thousand_separator' ) ? wc_get_price_thousand_separator() : '.',
			'refreshDelayMs'    => 500,
			'initialDelayMs'    => 250,
		);
	}
}
