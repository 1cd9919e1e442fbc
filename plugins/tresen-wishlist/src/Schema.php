<?php
/**
 * The wishlist tables: lists (owner, token, name, privacy, default flag) and
 * their items (product, parent product, quantity, position).
 *
 * @package Tresen\Wishlist
 */

namespace Tresen\Wishlist;

use Tresen\Common\V4\Schema as Tables;

defined( 'ABSPATH' ) || exit;

/**
 * Creates, upgrades and (on request) removes `{prefix}tresen_wishlists` and
 * `{prefix}tresen_wishlist_items`.
 */
final class Schema {

	/** Option holding the schema version the tables were created with. */
	public const OPTION = 'tresen_wishlist_db';

	/** Schema version; raise it when the DDL changes (dbDelta adds what is new). */
	public const VERSION = '1';

	/**
	 * Adds the version check, so an updated plugin (or a site that never ran
	 * the activation hook) gets its tables without reactivation.
	 */
	public static function register(): void {
		add_action( 'init', array( self::class, 'maybe_install' ), 1 );
	}

	/**
	 * Table of the lists.
	 */
	public static function lists(): string {
		return Tables::table( 'tresen_wishlists' );
	}

	/**
	 * Table of the items.
	 */
	public static function items(): string {
		return Tables::table( 'tresen_wishlist_items' );
	}

	/**
	 * Creates the tables when the stored schema version differs.
	 */
	public static function maybe_install(): void {
		if ( ! Tables::up_to_date( self::OPTION, self::VERSION ) ) {
			self::install();
		}
	}

	/**
	 * Creates (or upgrades) both tables.
	 */
	public static function install(): void {
		Tables::install(
			self::OPTION,
			self::VERSION,
			array(
				self::lists() => "
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  token varchar(12) NOT NULL,
  user_id bigint(20) unsigned NOT NULL DEFAULT 0,
  session_id varchar(64) NOT NULL DEFAULT '',
  name varchar(255) NOT NULL DEFAULT '',
  privacy tinyint(1) unsigned NOT NULL DEFAULT 0,
  is_default tinyint(1) unsigned NOT NULL DEFAULT 0,
  created_at datetime NOT NULL,
  expires_at datetime NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY token (token),
  KEY user_id (user_id),
  KEY session_id (session_id)
",
				self::items() => '
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  wishlist_id bigint(20) unsigned NOT NULL,
  product_id bigint(20) unsigned NOT NULL,
  original_product_id bigint(20) unsigned NOT NULL DEFAULT 0,
  quantity int(11) unsigned NOT NULL DEFAULT 1,
  position int(11) unsigned NOT NULL DEFAULT 0,
  added_at datetime NOT NULL,
  PRIMARY KEY  (id),
  KEY wishlist_position (wishlist_id,position),
  KEY product_id (product_id)
',
			)
		);
	}

	/**
	 * Drops both tables and the plugin's options (uninstall, when the owner chose it).
	 */
	public static function drop(): void {
		global $wpdb;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- the plugin’s own tables, names from the prefix.
		$wpdb->query( 'DROP TABLE IF EXISTS ' . self::items() );
		$wpdb->query( 'DROP TABLE IF EXISTS ' . self::lists() );
		// phpcs:enable
		foreach ( Settings::OPTIONS as $option ) {
			delete_option( $option );
		}
		delete_option( self::OPTION );
	}
}
