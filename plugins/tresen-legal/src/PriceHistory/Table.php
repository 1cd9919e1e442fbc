<?php
/**
 * The price history table: one row per price a product or variation had,
 * from the moment it was recorded (UTC).
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal\PriceHistory;

defined( 'ABSPATH' ) || exit;

/**
 * Creates and upgrades `{prefix}tresen_price_history`.
 */
final class Table {

	/** Option holding the schema version the table was created with. */
	public const OPTION = 'tresen_legal_price_history_db';

	/** Schema version; raise it when the DDL changes (dbDelta adds what is new). */
	public const VERSION = '1';

	/**
	 * Adds the version check, so an updated plugin (or a site that never ran
	 * the activation hook) gets the table without reactivation.
	 */
	public static function register(): void {
		add_action( 'init', array( self::class, 'maybe_install' ), 1 );
	}

	/**
	 * The table's name with the site's prefix.
	 */
	public static function name(): string {
		global $wpdb;
		return $wpdb->prefix . 'tresen_price_history';
	}

	/**
	 * Creates the table when the stored schema version differs.
	 */
	public static function maybe_install(): void {
		if ( self::VERSION !== get_option( self::OPTION ) ) {
			self::install();
		}
	}

	/**
	 * Creates (or upgrades) the table. Plain DDL that the SQLite drop-in
	 * translates as well as MariaDB runs it.
	 */
	public static function install(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php'; // @phpstan-ignore requireOnce.fileNotFound (WordPress's own file, present at runtime)
		$table   = self::name();
		$collate = $wpdb->get_charset_collate();
		dbDelta(
			"CREATE TABLE {$table} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  product_id bigint(20) unsigned NOT NULL,
  price decimal(19,4) NOT NULL,
  recorded_at datetime NOT NULL,
  PRIMARY KEY  (id),
  KEY product_recorded (product_id,recorded_at)
) $collate;"
		);
		update_option( self::OPTION, self::VERSION );
	}
}
