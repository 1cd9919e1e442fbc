<?php
/**
 * Keeps the search index current: a product's save (WooCommerce's and
 * WordPress's own), status change, trash, restore, deletion, stock status,
 * SKU, price, visibility and term changes, and a variation's, queue the
 * product; the queue is written before the next search and at the end of the
 * request. Renaming or deleting a category or tag queues its products.
 *
 * @package Tresen\Storefront
 */

namespace Tresen\Storefront\Search;

defined( 'ABSPATH' ) || exit;

/**
 * Queues products whose row is stale and writes them.
 */
final class IndexQueue {
	/** Taxonomies whose terms go into a product's row. */
	private const TAXONOMIES = array( 'product_cat', 'product_tag', 'product_visibility' );

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
	 * Products waiting to be (re)indexed: id => true.
	 *
	 * @var array<int, bool>
	 */
	private static $pending = array();

	/**
	 * Adds the hooks that queue a product when something it is found by changes.
	 */
	public static function register(): void {
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

		add_action( 'shutdown', array( self::class, 'flush' ) );
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
		if ( ! self::$pending || Index::VERSION !== get_option( Index::OPTION ) ) {
			return;
		}
		$ids           = array_keys( self::$pending );
		self::$pending = array();
		foreach ( array_chunk( $ids, IndexRows::BATCH ) as $chunk ) {
			IndexRows::index( $chunk );
		}
	}

	/**
	 * Forgets the queue (a rebuild has just written every product).
	 */
	public static function forget(): void {
		self::$pending = array();
	}
}
