<?php
/**
 * Bootstrap of the German law and drink data plugin.
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the plugin's features.
 */
final class Plugin {

	public const DOMAIN = 'tresen-legal';

	/**
	 * Feature classes, each with a static register(). Order matters only where noted.
	 *
	 * @var list<class-string>
	 */
	private const FEATURES = array(
		Admin\ProductFields::class,
		Admin\BlocksNotice::class,
		AgeNotice::class,
		PriceNotes::class,
		PriceHistory\PriceHistory::class,
		Deposit::class,
		AgeCheck::class,
		FoodInformation::class,
		CheckoutSummary::class,
		Blocks\BlockCheckout::class,
		OrderEmails::class,
		Withdrawal\Withdrawal::class,
		Usernames::class,
	);

	/**
	 * Adds every hook. Called on plugins_loaded.
	 */
	public static function boot(): void {
		if ( ! class_exists( 'WooCommerce' ) ) {
			return;
		}
		add_action( 'init', array( self::class, 'load_textdomain' ), 0 );
		foreach ( self::FEATURES as $feature ) {
			$feature::register();
		}
	}

	/**
	 * Creates what the plugin stores (tables, pages). Runs on activation and,
	 * through the version check, after an update.
	 */
	public static function activate(): void {
		update_option( 'tresen_legal_version', TRESEN_LEGAL_VERSION );
		PriceHistory\PriceHistory::install();
	}

	/**
	 * Stops the plugin's scheduled work (plugin deactivation); data stays.
	 */
	public static function deactivate(): void {
		wp_clear_scheduled_hook( PriceHistory\PriceHistory::CRON );
	}

	/**
	 * Loads PHP translations.
	 */
	public static function load_textdomain(): void {
		load_plugin_textdomain( self::DOMAIN, false, dirname( plugin_basename( TRESEN_LEGAL_FILE ) ) . '/languages' );
	}
}
