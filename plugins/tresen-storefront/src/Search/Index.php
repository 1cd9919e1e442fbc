<?php
/**
 * The live search's lookup table `{prefix}tresen_search_index`: one row per
 * product a shopper may find (published, without password, not hidden from
 * search), with its title and a haystack of title, SKU, categories (with their
 * parents) and tags in the folded forms of Text, its category ids and whether
 * it is in stock; and the product's suggestion as the live search sends it
 * (name, address, image, price HTML with the unit price: JSON), made on the
 * first search that finds the product and kept until the product changes.
 * One query then answers a search (Endpoint).
 *
 * Split by job: this class owns the table (its schema, creation and
 * rebuild, and the hooks of the others); IndexRows writes products' rows,
 * IndexQueue keeps them current, IndexLookup searches them and stores
 * suggestions, SuggestionContext says when stored suggestions are stale.
 * The table is created and filled when its schema version changes (plugin
 * activation or update) and can be rebuilt in wp-admin (Werkzeuge, or
 * WooCommerce → Status → Werkzeuge).
 *
 * @package Tresen\Storefront
 */

namespace Tresen\Storefront\Search;

defined( 'ABSPATH' ) || exit;

/**
 * Creates and rebuilds the search index table.
 */
final class Index {

	/** Option with the schema version the table was built with. */
	public const OPTION = 'tresen_search_index_version';

	/** Schema version; raise it when the DDL or the stored text changes (the table is then rebuilt). */
	public const VERSION = '3';

	/**
	 * Adds the hooks that create the table and keep it current.
	 */
	public static function register(): void {
		add_action( 'init', array( self::class, 'maybe_install' ), 1 );
		IndexQueue::register();
		SuggestionContext::register();
	}

	/**
	 * The table's name with the site's prefix.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'tresen_search_index';
	}

	/**
	 * Creates and fills the table when the stored schema version differs
	 * (first run, plugin update, or the table was dropped).
	 */
	public static function maybe_install(): void {
		if ( self::VERSION === get_option( self::OPTION ) ) {
			return;
		}
		self::activate();
	}

	/**
	 * Whether the table exists.
	 */
	public static function exists(): bool {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- schema check.
		return $table === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) );
	}

	/**
	 * Creates the table if needed and rebuilds it (plugin activation).
	 */
	public static function activate(): void {
		self::install();
		self::rebuild();
		update_option( self::OPTION, self::VERSION, true );
	}

	/**
	 * Creates (or upgrades) the table. Plain DDL that the SQLite drop-in
	 * translates as well as MariaDB runs it.
	 */
	public static function install(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php'; // @phpstan-ignore requireOnce.fileNotFound (WordPress's own file, present at runtime)
		$table   = self::table();
		$collate = $wpdb->get_charset_collate();
		dbDelta(
			"CREATE TABLE {$table} (
  product_id bigint(20) unsigned NOT NULL,
  title varchar(255) NOT NULL default '',
  haystack text NOT NULL,
  category_ids varchar(1000) NOT NULL default '',
  in_stock tinyint(1) NOT NULL default 1,
  suggestion longtext,
  suggestion_key varchar(32) NOT NULL default '',
  suggestion_expires bigint(20) NOT NULL default 0,
  PRIMARY KEY  (product_id)
) $collate;"
		);
	}

	/**
	 * Indexes every product anew. Rows are replaced batch by batch (no
	 * TRUNCATE: it would end a running transaction on MariaDB).
	 *
	 * @return int Number of products the index holds afterwards.
	 */
	public static function rebuild(): int {
		global $wpdb;
		$table = self::table();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery -- our own table; nothing to cache.
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from the prefix.
		$wpdb->query( "DELETE FROM {$table}" );
		$last = 0;
		do {
			$ids   = array_map(
				'intval',
				$wpdb->get_col(
					$wpdb->prepare(
						"SELECT ID FROM {$wpdb->posts} WHERE post_type = 'product' AND ID > %d ORDER BY ID LIMIT %d",
						$last,
						IndexRows::BATCH
					)
				)
			);
			$found = count( $ids );
			if ( $found ) {
				IndexRows::index( $ids );
				$last = (int) end( $ids );
			}
		} while ( IndexRows::BATCH === $found );
		IndexQueue::forget();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from the prefix.
		$count = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" );
		// phpcs:enable WordPress.DB.DirectDatabaseQuery
		return $count;
	}
}
