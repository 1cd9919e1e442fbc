<?php
/**
 * The live search's lookup table `{prefix}tresen_search_index`: one row per
 * product a shopper may find (published, without password, not hidden from
 * search), with its title and a haystack of title, SKU, categories (with their
 * parents) and tags in the folded forms of Text, its category ids and whether
 * it is in stock.
 *
 * Kept current by hooks: a product's save (WooCommerce's and WordPress's own),
 * status change, trash, restore, deletion, stock status, SKU, visibility and
 * term changes queue the product; the queue is written before the next search
 * and at the end of the request. Renaming or deleting a category or tag
 * queues its products. The table is created and filled when its schema version
 * changes (theme activation or update) and can be rebuilt in wp-admin
 * (Werkzeuge, or WooCommerce → Status → Werkzeuge).
 *
 * @package Tresen\Theme
 */

namespace Tresen\Theme\Search;

defined( 'ABSPATH' ) || exit;

/**
 * Creates, fills and queries the search index.
 */
final class Index {

	/** Option with the schema version the table was built with. */
	public const OPTION = 'tresen_search_index_version';

	/** Schema version; raise it when the DDL or the stored text changes (the table is then rebuilt). */
	public const VERSION = '1';

	/** Products indexed per batch of SQL. */
	private const BATCH = 500;

	/** Taxonomies whose terms go into a product's row. */
	private const TAXONOMIES = array( 'product_cat', 'product_tag', 'product_visibility' );

	/**
	 * Products waiting to be (re)indexed: id => true.
	 *
	 * @var array<int, bool>
	 */
	private static $pending = array();

	/**
	 * Adds the hooks that create the table and keep it current.
	 */
	public static function register(): void {
		add_action( 'init', array( self::class, 'maybe_install' ), 1 );
		// While another theme was active nothing kept the table current.
		add_action( 'after_switch_theme', array( self::class, 'activate' ) );

		// WooCommerce writes posts, meta and terms first and fires these last.
		add_action( 'woocommerce_new_product', array( self::class, 'queue' ) );
		add_action( 'woocommerce_update_product', array( self::class, 'queue' ) );
		add_action( 'woocommerce_product_set_stock_status', array( self::class, 'queue' ) );
		add_action( 'woocommerce_product_set_visibility', array( self::class, 'queue' ) );
		// WordPress's own writes (quick edit, scheduled publishing, imports, trash).
		add_action( 'save_post_product', array( self::class, 'queue' ) );
		add_action( 'transition_post_status', array( self::class, 'status_changed' ), 10, 3 );
		add_action( 'trashed_post', array( self::class, 'queue_post' ) );
		add_action( 'untrashed_post', array( self::class, 'queue_post' ) );
		add_action( 'before_delete_post', array( self::class, 'queue_post' ) );
		add_action( 'set_object_terms', array( self::class, 'terms_set' ), 10, 4 );
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, array( self::class, 'meta_changed' ), 10, 3 );
		}
		// A renamed or deleted category or tag changes the haystack of its products.
		add_action( 'edited_term', array( self::class, 'term_changed' ), 10, 3 );
		add_action( 'pre_delete_term', array( self::class, 'term_deleted' ), 10, 2 );

		add_action( 'shutdown', array( self::class, 'flush' ) );
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
	 * (first run, theme update, or the table was dropped).
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
	 * Creates the table if needed and rebuilds it (theme activation).
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
						self::BATCH
					)
				)
			);
			$found = count( $ids );
			if ( $found ) {
				self::index( $ids );
				$last = (int) end( $ids );
			}
		} while ( self::BATCH === $found );
		self::$pending = array();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from the prefix.
		$count = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" );
		// phpcs:enable WordPress.DB.DirectDatabaseQuery
		return $count;
	}

	/**
	 * Queues a product for reindexing (hooked to actions that pass its id first).
	 *
	 * @param int|string $product_id Product id.
	 */
	public static function queue( $product_id ): void {
		$id = (int) $product_id;
		if ( $id > 0 ) {
			self::$pending[ $id ] = true;
		}
	}

	/**
	 * Queues a post if it is (or was) a product.
	 *
	 * @param int|string $post_id Post id.
	 */
	public static function queue_post( $post_id ): void {
		$id = (int) $post_id;
		// Also before a deletion: the next flush finds the post gone and drops its row.
		if ( $id > 0 && 'product' === get_post_type( $id ) ) {
			self::$pending[ $id ] = true;
		}
	}

	/**
	 * A product's status changed (published, scheduled, private, draft, trash).
	 *
	 * @param string   $new_status New status.
	 * @param string   $old_status Old status.
	 * @param \WP_Post $post       Post.
	 */
	public static function status_changed( $new_status, $old_status, $post ): void {
		if ( $post instanceof \WP_Post && 'product' === $post->post_type && $new_status !== $old_status ) {
			self::queue( $post->ID );
		}
	}

	/**
	 * A product's categories, tags or visibility terms were set.
	 *
	 * @param int    $object_id Object id.
	 * @param mixed  $terms     Terms.
	 * @param mixed  $tt_ids    Term taxonomy ids.
	 * @param string $taxonomy  Taxonomy.
	 */
	public static function terms_set( $object_id, $terms, $tt_ids, $taxonomy ): void {
		unset( $terms, $tt_ids );
		if ( in_array( $taxonomy, self::TAXONOMIES, true ) ) {
			self::queue_post( $object_id );
		}
	}

	/**
	 * The SKU or the stock status was written directly.
	 *
	 * @param mixed  $meta_ids  Meta id(s).
	 * @param int    $object_id Post id.
	 * @param string $meta_key  Meta key.
	 */
	public static function meta_changed( $meta_ids, $object_id, $meta_key ): void {
		unset( $meta_ids );
		if ( '_sku' === $meta_key || '_stock_status' === $meta_key ) {
			self::queue_post( $object_id );
		}
	}

	/**
	 * A category or tag was renamed or moved: its products and those of its
	 * subcategories get new text.
	 *
	 * @param int    $term_id  Term id.
	 * @param int    $tt_id    Term taxonomy id.
	 * @param string $taxonomy Taxonomy.
	 */
	public static function term_changed( $term_id, $tt_id, $taxonomy = '' ): void {
		unset( $tt_id );
		if ( 'product_cat' !== $taxonomy && 'product_tag' !== $taxonomy ) {
			return;
		}
		$term_ids = array( (int) $term_id );
		if ( 'product_cat' === $taxonomy ) {
			$children = get_term_children( (int) $term_id, 'product_cat' );
			if ( is_array( $children ) ) {
				$term_ids = array_merge( $term_ids, array_map( 'intval', $children ) );
			}
		}
		$objects = get_objects_in_term( $term_ids, $taxonomy );
		if ( is_array( $objects ) ) {
			foreach ( $objects as $object_id ) {
				self::queue( (int) $object_id );
			}
		}
	}

	/**
	 * A category or tag is about to be deleted: its products are queued now,
	 * while they can still be found through it.
	 *
	 * @param int    $term_id  Term id.
	 * @param string $taxonomy Taxonomy.
	 */
	public static function term_deleted( $term_id, $taxonomy ): void {
		self::term_changed( $term_id, 0, (string) $taxonomy );
	}

	/**
	 * Writes the queued products. Called before every search and at the end of
	 * the request.
	 */
	public static function flush(): void {
		if ( ! self::$pending || self::VERSION !== get_option( self::OPTION ) ) {
			return;
		}
		$ids           = array_keys( self::$pending );
		self::$pending = array();
		foreach ( array_chunk( $ids, self::BATCH ) as $chunk ) {
			self::index( $chunk );
		}
	}

	/**
	 * Replaces the rows of these products with their current data; a product
	 * a shopper may not find (draft, private, trashed, deleted, with a
	 * password, hidden from search, or not a product) loses its row.
	 *
	 * @param int[] $ids Post ids.
	 */
	public static function index( array $ids ): void {
		global $wpdb;
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ) ) ) );
		if ( ! $ids ) {
			return;
		}
		$in = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- one placeholder per id or value; table names from the prefix.
		$posts = $wpdb->get_results(
			$wpdb->prepare( "SELECT ID, post_title, post_status, post_password, post_type FROM {$wpdb->posts} WHERE ID IN ({$in})", $ids ),
			'ARRAY_A'
		);
		$meta  = $wpdb->get_results(
			$wpdb->prepare( "SELECT post_id, meta_key, meta_value FROM {$wpdb->postmeta} WHERE post_id IN ({$in}) AND meta_key IN ('_sku', '_stock_status')", $ids ),
			'ARRAY_A'
		);
		$terms = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT tr.object_id, tt.taxonomy, tt.term_id, t.name, t.slug FROM {$wpdb->term_relationships} tr
				INNER JOIN {$wpdb->term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id
				INNER JOIN {$wpdb->terms} t ON t.term_id = tt.term_id
				WHERE tr.object_id IN ({$in}) AND tt.taxonomy IN ('product_cat', 'product_tag', 'product_visibility')",
				$ids
			),
			'ARRAY_A'
		);

		$by_id = array();
		foreach ( (array) $meta as $row ) {
			$by_id[ (int) $row['post_id'] ]['meta'][ (string) $row['meta_key'] ] = (string) $row['meta_value'];
		}
		foreach ( (array) $terms as $row ) {
			$by_id[ (int) $row['object_id'] ]['terms'][ (string) $row['taxonomy'] ][ (int) $row['term_id'] ] = array(
				'name' => (string) $row['name'],
				'slug' => (string) $row['slug'],
			);
		}

		$values = array();
		$args   = array();
		foreach ( (array) $posts as $post ) {
			$id   = (int) $post['ID'];
			$data = $by_id[ $id ] ?? array();
			$row  = self::row( $post, $data['meta'] ?? array(), $data['terms'] ?? array() );
			if ( null === $row ) {
				continue;
			}
			$values[] = '(%d, %s, %s, %s, %d)';
			array_push( $args, $id, $row['title'], $row['haystack'], $row['category_ids'], $row['in_stock'] );
		}

		$table = self::table();
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE product_id IN ({$in})", $ids ) );
		if ( $values ) {
			$wpdb->query(
				$wpdb->prepare(
					"INSERT INTO {$table} (product_id, title, haystack, category_ids, in_stock) VALUES " . implode( ', ', $values ),
					$args
				)
			);
		}
		// phpcs:enable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared
	}

	/**
	 * The row of one product, or null when a shopper may not find it.
	 *
	 * @param array<string, mixed>                                        $post  ID, post_title, post_status, post_password, post_type.
	 * @param array<string, string>                                       $meta  _sku and _stock_status.
	 * @param array<string, array<int, array{name: string, slug: string}>> $terms Taxonomy => term id => name and slug.
	 * @return array{title: string, haystack: string, category_ids: string, in_stock: int}|null
	 */
	private static function row( array $post, array $meta, array $terms ): ?array {
		$visibility = $terms['product_visibility'] ?? array();
		if ( 'product' !== $post['post_type'] || 'publish' !== $post['post_status'] || '' !== (string) $post['post_password']
			|| in_array( 'exclude-from-search', array_column( $visibility, 'slug' ), true ) ) {
			return null;
		}
		$title_forms = Text::forms( (string) $post['post_title'] );
		$parts       = $title_forms;
		if ( '' !== ( $meta['_sku'] ?? '' ) ) {
			$parts = array_merge( $parts, Text::forms( $meta['_sku'] ) );
		}
		$category_ids = array();
		foreach ( array_keys( $terms['product_cat'] ?? array() ) as $term_id ) {
			$category_ids[] = $term_id;
			$ancestors      = get_ancestors( $term_id, 'product_cat', 'taxonomy' );
			$category_ids   = array_merge( $category_ids, array_map( 'intval', $ancestors ) );
		}
		$category_ids = array_values( array_unique( $category_ids ) );
		foreach ( $category_ids as $term_id ) {
			$term = $terms['product_cat'][ $term_id ]['name'] ?? null;
			if ( null === $term ) {
				$object = get_term( $term_id, 'product_cat' );
				$term   = $object instanceof \WP_Term ? $object->name : '';
			}
			$parts = array_merge( $parts, Text::forms( $term ) );
		}
		foreach ( $terms['product_tag'] ?? array() as $tag ) {
			$parts = array_merge( $parts, Text::forms( $tag['name'] ) );
		}
		$haystack = implode( ' ', array_unique( array_filter( $parts ) ) );
		return array(
			'title'        => mb_substr( $title_forms[0], 0, 255 ),
			// Space-delimited, so a whole word or a word start can be told apart.
			'haystack'     => ' ' . mb_substr( $haystack, 0, 60000 ) . ' ',
			'category_ids' => $category_ids ? ',' . implode( ',', $category_ids ) . ',' : '',
			'in_stock'     => 'outofstock' === ( $meta['_stock_status'] ?? '' ) ? 0 : 1,
		);
	}

	/**
	 * Ids of the products that match every word, best first: the title starts
	 * with the first word, a title word starts with it, the title holds it,
	 * then matches by SKU, category or tag; shorter titles first, in stock
	 * before out of stock.
	 *
	 * @param string[] $tokens      Words in the base form of Text::tokens().
	 * @param int      $category_id Only products in this category or its subcategories (0: all).
	 * @param bool     $in_stock    Only products in stock.
	 * @param int      $limit       How many.
	 * @return int[]
	 */
	public static function search( array $tokens, int $category_id, bool $in_stock, int $limit ): array {
		global $wpdb;
		if ( ! $tokens || $limit < 1 ) {
			return array();
		}
		self::maybe_install();
		self::flush();
		$where = array();
		$args  = array();
		foreach ( $tokens as $token ) {
			$where[] = 'haystack LIKE %s';
			$args[]  = '%' . $wpdb->esc_like( $token ) . '%';
		}
		if ( $category_id > 0 ) {
			$where[] = 'category_ids LIKE %s';
			$args[]  = '%,' . $category_id . ',%';
		}
		if ( $in_stock ) {
			$where[] = 'in_stock = 1';
		}
		$first = $wpdb->esc_like( $tokens[0] );
		array_push( $args, $first . '%', '% ' . $first . '%', '%' . $first . '%', $limit );
		$table = self::table();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- our own table, built from fixed parts; every value is a placeholder (passed as one array).
		$ids = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT product_id FROM {$table} WHERE " . implode( ' AND ', $where ) . '
				ORDER BY CASE WHEN title LIKE %s THEN 0 WHEN title LIKE %s THEN 1 WHEN title LIKE %s THEN 2 ELSE 3 END,
				in_stock DESC, LENGTH(title), title, product_id
				LIMIT %d',
				$args
			)
		);
		// phpcs:enable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber
		return array_map( 'intval', $ids );
	}
}
