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
 * The stored suggestion is dropped (made again on the next search) when the
 * product, one of its variations, its price, sale dates, tax class, image,
 * unit data, SKU, stock or terms change; it expires by itself when a
 * scheduled sale starts or ends; and every stored suggestion counts as stale
 * when a setting that shapes them changes (tax display and rates, currency
 * and price format, price suffix, permalinks, language, active plugins: the
 * "context" key, filter `tresen_search_suggestion_context`), when an image's
 * sizes are regenerated, or on `do_action( 'tresen_search_suggestions_stale' )`.
 *
 * Kept current by hooks: a product's save (WooCommerce's and WordPress's own),
 * status change, trash, restore, deletion, stock status, SKU, visibility and
 * term changes queue the product; the queue is written before the next search
 * and at the end of the request. Renaming or deleting a category or tag
 * queues its products. The table is created and filled when its schema version
 * changes (plugin activation or update) and can be rebuilt in wp-admin
 * (Werkzeuge, or WooCommerce → Status → Werkzeuge).
 *
 * @package Tresen\Storefront
 */

namespace Tresen\Storefront\Search;

defined( 'ABSPATH' ) || exit;

/**
 * Creates, fills and queries the search index.
 */
final class Index {

	/** Option with the schema version the table was built with. */
	public const OPTION = 'tresen_search_index_version';

	/** Schema version; raise it when the DDL or the stored text changes (the table is then rebuilt). */
	public const VERSION = '3';

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

		// A variation's price, stock or image changes its product's price range and suggestion.
		add_action( 'woocommerce_new_product_variation', array( self::class, 'queue_post' ) );
		add_action( 'woocommerce_update_product_variation', array( self::class, 'queue_post' ) );
		add_action( 'woocommerce_variation_set_stock_status', array( self::class, 'queue_post' ) );
		// Tax rates shape every price; regenerated image sizes every image address.
		foreach ( array( 'woocommerce_tax_rate_added', 'woocommerce_tax_rate_updated', 'woocommerce_tax_rate_deleted' ) as $hook ) {
			add_action( $hook, array( self::class, 'stale_all' ) );
		}
		add_filter( 'wp_update_attachment_metadata', array( self::class, 'attachment_changed' ) );
		add_action( 'tresen_search_suggestions_stale', array( self::class, 'stale_all' ) );

		add_action( 'shutdown', array( self::class, 'flush' ) );
	}

	/** Meta keys whose change makes a product's row (and its stored suggestion) stale. */
	private const META_KEYS = array(
		'_sku',
		'_stock_status',
		'_price',
		'_regular_price',
		'_sale_price',
		'_sale_price_dates_from',
		'_sale_price_dates_to',
		'_tax_class',
		'_tax_status',
		'_thumbnail_id',
		'_tresen_unit',
		'_tresen_unit_base',
		'_tresen_unit_amount',
	);

	/**
	 * Options whose value shapes every suggestion (prices, addresses, texts).
	 */
	private const CONTEXT_OPTIONS = array(
		'woocommerce_calc_taxes',
		'woocommerce_prices_include_tax',
		'woocommerce_tax_display_shop',
		'woocommerce_tax_based_on',
		'woocommerce_default_country',
		'woocommerce_price_display_suffix',
		'woocommerce_currency',
		'woocommerce_currency_pos',
		'woocommerce_price_thousand_sep',
		'woocommerce_price_decimal_sep',
		'woocommerce_price_num_decimals',
		'woocommerce_permalinks',
		'woocommerce_placeholder_image',
		'permalink_structure',
		'home',
		'active_plugins',
		'WPLANG',
	);

	/**
	 * The key of everything beyond the product that shapes a stored
	 * suggestion: a suggestion stored under another key is made again.
	 */
	public static function context(): string {
		$values = array( self::VERSION, get_locale(), (string) get_option( self::STALE_OPTION, '' ) );
		foreach ( self::CONTEXT_OPTIONS as $option ) {
			$values[] = get_option( $option );
		}
		/**
		 * Filters what a stored search suggestion depends on beyond the product
		 * (add a setting of a plugin that changes price HTML).
		 *
		 * @param array<int, mixed> $values Values.
		 */
		$values = apply_filters( 'tresen_search_suggestion_context', $values );
		return md5( (string) wp_json_encode( $values ) );
	}

	/** Option whose change marks every stored suggestion stale. */
	public const STALE_OPTION = 'tresen_search_suggestions_stale';

	/**
	 * Marks every stored suggestion stale (they are made again when found).
	 */
	public static function stale_all(): void {
		update_option( self::STALE_OPTION, uniqid( '', true ), true );
	}

	/**
	 * An image's sizes were regenerated: its addresses may have changed.
	 *
	 * @param mixed $data Attachment metadata (passed on).
	 * @return mixed
	 */
	public static function attachment_changed( $data ) {
		self::stale_all();
		return $data;
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
		if ( $id <= 0 ) {
			return;
		}
		$type = get_post_type( $id );
		// Also before a deletion: the next flush finds the post gone and drops its row.
		if ( 'product' === $type ) {
			self::$pending[ $id ] = true;
		} elseif ( 'product_variation' === $type ) {
			self::queue( wp_get_post_parent_id( $id ) );
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
		if ( in_array( $meta_key, self::META_KEYS, true ) ) {
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
			// The suggestion is made when a search first finds the product (Endpoint).
			$values[] = "(%d, %s, %s, %s, %d, '', '', 0)";
			array_push( $args, $id, $row['title'], $row['haystack'], $row['category_ids'], $row['in_stock'] );
		}

		$table = self::table();
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE product_id IN ({$in})", $ids ) );
		if ( $values ) {
			$wpdb->query(
				$wpdb->prepare(
					"INSERT INTO {$table} (product_id, title, haystack, category_ids, in_stock, suggestion, suggestion_key, suggestion_expires) VALUES " . implode( ', ', $values ),
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
		return array_map( 'intval', array_column( self::search_rows( $tokens, $category_id, $in_stock, $limit ), 'product_id' ) );
	}

	/**
	 * The rows of search(): product id and stored suggestion (JSON, its
	 * context key and expiry), best first, in one query.
	 *
	 * @param string[] $tokens      Words in the base form of Text::tokens().
	 * @param int      $category_id Only products in this category or its subcategories (0: all).
	 * @param bool     $in_stock    Only products in stock.
	 * @param int      $limit       How many.
	 * @return array<int, array{product_id: int, suggestion: string, suggestion_key: string, suggestion_expires: int}>
	 */
	public static function search_rows( array $tokens, int $category_id, bool $in_stock, int $limit ): array {
		if ( ! $tokens || $limit < 1 ) {
			return array();
		}
		self::maybe_install();
		self::flush();
		return self::rows( $tokens, $category_id, $in_stock, $limit );
	}

	/**
	 * The query of search_rows() alone, without installing the table or
	 * writing queued products first (FastRoute runs it without the rest of
	 * WordPress).
	 *
	 * @param string[] $tokens      Query words (Text::tokens()).
	 * @param int      $category_id Category term id, 0 for all.
	 * @param bool     $in_stock    Only products in stock.
	 * @param int      $limit       Most rows.
	 * @return array<int, array{product_id: int, suggestion: string, suggestion_key: string, suggestion_expires: int}>
	 */
	public static function rows( array $tokens, int $category_id, bool $in_stock, int $limit ): array {
		global $wpdb;
		if ( ! $tokens || $limit < 1 ) {
			return array();
		}
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
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT product_id, suggestion, suggestion_key, suggestion_expires FROM {$table} WHERE " . implode( ' AND ', $where ) . '
				ORDER BY CASE WHEN title LIKE %s THEN 0 WHEN title LIKE %s THEN 1 WHEN title LIKE %s THEN 2 ELSE 3 END,
				in_stock DESC, LENGTH(title), title, product_id
				LIMIT %d',
				$args
			),
			'ARRAY_A'
		);
		// phpcs:enable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber
		$out = array();
		foreach ( (array) $rows as $row ) {
			$out[] = array(
				'product_id'         => (int) $row['product_id'],
				'suggestion'         => (string) $row['suggestion'],
				'suggestion_key'     => (string) $row['suggestion_key'],
				'suggestion_expires' => (int) $row['suggestion_expires'],
			);
		}
		return $out;
	}

	/**
	 * Stores a product's suggestion (as the endpoint made it) in its row.
	 *
	 * @param int                  $product_id Product id.
	 * @param array<string, mixed> $suggestion The suggestion.
	 * @param string               $key        context() when it was made.
	 * @param int                  $expires    Unix time it stops being right (a scheduled sale starts or ends), 0: never.
	 */
	public static function store_suggestion( int $product_id, array $suggestion, string $key, int $expires ): void {
		global $wpdb;
		$json = wp_json_encode( $suggestion );
		if ( ! is_string( $json ) ) {
			return;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- our own table; nothing to cache.
		$wpdb->update(
			self::table(),
			array(
				'suggestion'         => $json,
				'suggestion_key'     => $key,
				'suggestion_expires' => $expires,
			),
			array( 'product_id' => $product_id ),
			array( '%s', '%s', '%d' ),
			array( '%d' )
		);
	}
}
