<?php
/**
 * Bootstrap of the wishlist plugin.
 *
 * @package Tresen\Wishlist
 */

namespace Tresen\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the plugin's hooks.
 */
final class Plugin {

	public const DOMAIN = 'tresen-wishlist';

	/** Option holding the id of the wishlist page. */
	public const PAGE_OPTION = 'tresen_wishlist_page_id';

	/**
	 * Adds every hook. Called on plugins_loaded.
	 */
	public static function boot(): void {
		if ( ! class_exists( 'WooCommerce' ) ) {
			return;
		}
		add_action( 'init', array( self::class, 'load_textdomain' ) );
		Schema::register();
		Visitor::register();
		Ajax::register();
		Frontend::register();
		Settings::register();
		Privacy::register();
		add_action( self::CRON, array( Store::class, 'prune_expired' ) );
		add_action( 'init', array( self::class, 'schedule' ) );
	}

	/** Daily clean-up of guest lists nobody came back to. */
	public const CRON = 'tresen_wishlist_prune';

	/**
	 * Activation: tables now, not on the first request.
	 */
	public static function activate(): void {
		Schema::install();
	}

	/**
	 * Deactivation: no clean-up runs while the plugin is off.
	 */
	public static function deactivate(): void {
		wp_clear_scheduled_hook( self::CRON );
	}

	/**
	 * Schedules the daily clean-up.
	 */
	public static function schedule(): void {
		if ( ! wp_next_scheduled( self::CRON ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', self::CRON );
		}
	}

	/**
	 * Loads PHP translations.
	 */
	public static function load_textdomain(): void {
		load_plugin_textdomain( self::DOMAIN, false, dirname( plugin_basename( TRESEN_WISHLIST_FILE ) ) . '/languages' );
	}

	/**
	 * Id of the wishlist page, 0 when none is set.
	 */
	public static function page_id(): int {
		/**
		 * Id of the page that shows the wishlist.
		 *
		 * @param int $page_id Page id from the option.
		 */
		return (int) apply_filters( 'tresen_wishlist_page_id', (int) get_option( self::PAGE_OPTION, 0 ) );
	}

	/**
	 * Settings the wishlist's script will read (the same for every visitor: pages are cached).
	 *
	 * @return array<string, mixed>
	 */
	public static function settings(): array {
		$page_id = self::page_id();
		return array(
			'ajaxUrl'            => admin_url( 'admin-ajax.php', 'relative' ),
			'wishlistUrl'        => $page_id > 0 ? (string) get_permalink( $page_id ) : '',
			'multipleLists'      => true,
			'quantityDebounceMs' => 1000,
			'popupCloseMs'       => 3000,
			'popupAutoClose'     => Settings::popup_auto_close(),
			'mobileQuery'        => '(max-width: 767px)',
		);
	}
}
