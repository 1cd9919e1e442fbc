<?php
/**
 * The price history table: one row per price a product or variation had,
 * from the moment it was recorded (UTC).
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal\PriceHistory;

use Tresen\Common\V4\Schema;

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
		return Schema::table( 'tresen_price_history' );
	}

	/**
	 * Creates the table when the stored schema version differs.
	 */
	public static function maybe_install(): void {
		if ( ! Schema::up_to_date( self::OPTION, self::VERSION ) ) {
			self::install();
		}
	}

	/**
	 * Creates (or upgrades) the table.
	 */
	public static function install(): void {
		Schema::install(
			self::OPTION,
			self::VERSION,
			array(
				self::name() => '
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  product_id bigint(20) unsigned NOT NULL,
  price decimal(19,4) NOT NULL,
  recorded_at datetime NOT NULL,
  PRIMARY KEY  (id),
  KEY product_recorded (product_id,recorded_at)
',
			)
		);
	}
}
