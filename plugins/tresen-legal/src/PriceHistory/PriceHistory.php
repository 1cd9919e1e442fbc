<?php
/**
 * The 30-day price history of § 11 PAngV: whenever a price reduction is
 * announced, the lowest price of the 30 days before the reduction started
 * is the reference (and any percentage is computed from it).
 *
 * Every product and variation gets a row in `{prefix}tresen_price_history`
 * whenever its active price (`get_price( 'edit' )`) differs from the last
 * recorded one: on every save (the product screen, the REST API, imports,
 * and WooCommerce's scheduled sales, which save the product when a sale
 * starts or ends) and on first sight in the shop. A daily cron removes rows
 * older than 30 days, keeping per product the newest row before that window
 * (the price valid when the window starts) and whatever the running
 * reduction's reference still needs.
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal\PriceHistory;

use Tresen\Common\V5\Claim;

defined( 'ABSPATH' ) || exit;

/**
 * Records prices and answers "what was the lowest price before this reduction".
 */
final class PriceHistory {

	/** Days before a reduction whose lowest price is the reference. */
	public const DAYS = 30;

	/** Daily cron event that prunes old rows. */
	public const CRON = 'tresen_legal_price_history_prune';

	/** Seconds record() waits for another node recording the same product. */
	private const LOCK_WAIT = 3;

	/** Object cache group of a product's rows. */
	private const CACHE_GROUP = 'tresen_price_history';

	/**
	 * Adds the hooks: table version check, recording on save, the daily
	 * pruning and the storefront display.
	 */
	public static function register(): void {
		Table::register();
		foreach ( array( 'woocommerce_new_product', 'woocommerce_update_product', 'woocommerce_new_product_variation', 'woocommerce_update_product_variation' ) as $hook ) {
			add_action( $hook, array( self::class, 'on_save' ), 20, 2 );
		}
		add_action( 'deleted_post', array( self::class, 'on_delete' ), 10, 2 );
		add_action( self::CRON, array( self::class, 'prune' ), 10, 0 );
		add_action( 'init', array( self::class, 'schedule' ) );
		Display::register();
	}

	/**
	 * Creates the table and schedules the pruning (plugin activation).
	 */
	public static function install(): void {
		Table::install();
		self::schedule();
	}

	/**
	 * Schedules the daily pruning when it is not scheduled yet.
	 */
	public static function schedule(): void {
		if ( ! wp_next_scheduled( self::CRON ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', self::CRON );
		}
	}

	/**
	 * Records the saved product's price when it changed.
	 *
	 * @param int|mixed $id      Product or variation id.
	 * @param mixed     $product The product WooCommerce saved (older callers pass none).
	 */
	public static function on_save( $id, $product = null ): void {
		if ( ! $product instanceof \WC_Product ) {
			$product = wc_get_product( absint( $id ) );
		}
		if ( $product instanceof \WC_Product ) {
			self::observe( $product );
		}
	}

	/**
	 * Drops the history of a deleted product or variation.
	 *
	 * @param int|mixed $post_id Post id.
	 * @param mixed     $post    The deleted post.
	 */
	public static function on_delete( $post_id, $post = null ): void {
		if ( $post instanceof \WP_Post && in_array( $post->post_type, array( 'product', 'product_variation' ), true ) ) {
			self::forget( absint( $post_id ) );
		}
	}

	/**
	 * Whether a product has a price of its own (variable and grouped products
	 * show their children's prices; those children have the history).
	 *
	 * @param \WC_Product $product Product.
	 */
	public static function has_own_price( \WC_Product $product ): bool {
		return ! $product instanceof \WC_Product_Variable && ! $product->is_type( 'grouped' );
	}

	/**
	 * Records the product's current active price when it differs from the
	 * last recorded one (or nothing was recorded yet). An object with unsaved
	 * changes (a price set in memory, e.g. by a discount on a cart item) is
	 * not the shop's price and is left alone.
	 *
	 * @param \WC_Product $product Product or variation.
	 * @return bool Whether a row was written.
	 */
	public static function observe( \WC_Product $product ): bool {
		if ( ! $product->get_id() || ! self::has_own_price( $product ) || array() !== $product->get_changes() ) {
			return false;
		}
		if ( in_array( $product->get_status( 'edit' ), array( 'trash', 'auto-draft' ), true ) ) {
			return false;
		}
		$price = (string) $product->get_price( 'edit' );
		if ( '' === $price || ! is_numeric( $price ) ) {
			return false;
		}
		return self::record( $product->get_id(), (float) $price );
	}

	/**
	 * Records a price for a product when it differs from the last recorded one.
	 *
	 * @param int      $product_id Product or variation id.
	 * @param float    $price      Active price.
	 * @param int|null $time       When (Unix time); now when null.
	 * @return bool Whether a row was written.
	 */
	public static function record( int $product_id, float $price, ?int $time = null ): bool {
		$last = self::last_price( $product_id );
		if ( null !== $last && self::same( $last, $price ) ) {
			return false;
		}
		// Several PHP nodes may see the same new price at once (first sight
		// in the shop, a save): one of them at a time compares with the last
		// row in the database, past the object cache, and writes.
		if ( ! self::lock( $product_id ) ) {
			return false;
		}
		try {
			$last = self::last_recorded( $product_id );
			if ( null !== $last && self::same( $last, $price ) ) {
				wp_cache_delete( $product_id, self::CACHE_GROUP );
				return false;
			}
			self::insert( $product_id, $price, $time ?? time() );
			return true;
		} finally {
			Claim::unlock( 'price-history', 'product-' . $product_id );
		}
	}

	/**
	 * Takes the product's recording lock (a row every node sees), waiting up
	 * to LOCK_WAIT seconds for a node that holds it.
	 *
	 * @param int $product_id Product or variation id.
	 * @return bool Whether this request holds it (false: another node is
	 *              still recording this product; it records the same price).
	 */
	private static function lock( int $product_id ): bool {
		$until = microtime( true ) + self::LOCK_WAIT;
		do {
			if ( Claim::lock( 'price-history', 'product-' . $product_id, 10 ) ) {
				return true;
			}
			usleep( 20000 );
		} while ( microtime( true ) < $until );
		return false;
	}

	/**
	 * The last price in the database (not the object cache), or null.
	 *
	 * @param int $product_id Product or variation id.
	 */
	private static function last_recorded( int $product_id ): ?float {
		global $wpdb;
		$table = Table::name();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- read past the caches under the lock on purpose.
		$price = $wpdb->get_var(
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table name is ours.
			$wpdb->prepare( "SELECT price FROM {$table} WHERE product_id = %d ORDER BY recorded_at DESC, id DESC LIMIT 1", $product_id )
		);
		return null === $price ? null : (float) $price;
	}

	/**
	 * Writes a row as given, without comparing (fixtures, the seed, imports
	 * of a known history).
	 *
	 * @param int   $product_id Product or variation id.
	 * @param float $price      Price.
	 * @param int   $time       When (Unix time).
	 */
	public static function insert( int $product_id, float $price, int $time ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery -- own table; the row cache is cleared below.
		$wpdb->insert(
			Table::name(),
			array(
				'product_id'  => $product_id,
				'price'       => wc_format_decimal( $price, 4 ),
				'recorded_at' => gmdate( 'Y-m-d H:i:s', $time ),
			),
			array( '%d', '%s', '%s' )
		);
		wp_cache_delete( $product_id, self::CACHE_GROUP );
	}

	/**
	 * Deletes a product's whole history.
	 *
	 * @param int $product_id Product or variation id.
	 */
	public static function forget( int $product_id ): void {
		global $wpdb;
		if ( $product_id <= 0 ) {
			return;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery -- own table; the row cache is cleared below.
		$wpdb->delete( Table::name(), array( 'product_id' => $product_id ), array( '%d' ) );
		wp_cache_delete( $product_id, self::CACHE_GROUP );
	}

	/**
	 * A product's history, oldest first.
	 *
	 * @param int $product_id Product or variation id.
	 * @return list<array{price: float, time: int}>
	 */
	public static function rows( int $product_id ): array {
		global $wpdb;
		$rows = wp_cache_get( $product_id, self::CACHE_GROUP );
		if ( is_array( $rows ) ) {
			return $rows;
		}
		$table = Table::name();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery -- own table, cached in the object cache.
		$raw = $wpdb->get_results(
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table name is ours.
			$wpdb->prepare( "SELECT price, recorded_at FROM {$table} WHERE product_id = %d ORDER BY recorded_at ASC, id ASC", $product_id )
		);
		$rows = array();
		foreach ( (array) $raw as $row ) {
			$time = strtotime( $row->recorded_at . ' UTC' );
			if ( false !== $time ) {
				$rows[] = array(
					'price' => (float) $row->price,
					'time'  => $time,
				);
			}
		}
		wp_cache_set( $product_id, $rows, self::CACHE_GROUP );
		return $rows;
	}

	/**
	 * The last recorded price, or null without history.
	 *
	 * @param int $product_id Product or variation id.
	 */
	public static function last_price( int $product_id ): ?float {
		$rows = self::rows( $product_id );
		return array() === $rows ? null : $rows[ count( $rows ) - 1 ]['price'];
	}

	/**
	 * When the current reduction started: the sale's start date when the
	 * owner set one, else the time the current price was first recorded
	 * (after the last row with another price); now without such a row.
	 *
	 * @param \WC_Product $product Product or variation.
	 * @param int|null    $now     Current Unix time (tests).
	 */
	public static function reduction_start( \WC_Product $product, ?int $now = null ): int {
		$now  = $now ?? time();
		$from = $product->get_date_on_sale_from( 'edit' );
		if ( $from instanceof \WC_DateTime && $from->getTimestamp() <= $now ) {
			return $from->getTimestamp();
		}
		$price = (string) $product->get_price( 'edit' );
		$rows  = self::rows( $product->get_id() );
		$start = null;
		if ( '' !== $price && is_numeric( $price ) ) {
			foreach ( array_reverse( $rows ) as $row ) {
				if ( ! self::same( $row['price'], (float) $price ) ) {
					break;
				}
				$start = $row['time'];
			}
		}
		return $start ?? $now;
	}

	/**
	 * The lowest price in the 30 days before the reduction started: the price
	 * valid at the window's start (the newest row at or before it) and every
	 * price recorded after it and before the reduction. Null when nothing
	 * was recorded before the reduction started.
	 *
	 * @param \WC_Product $product         Product or variation.
	 * @param int|null    $reduction_start Unix time the reduction started; see reduction_start() when null.
	 */
	public static function lowest_before( \WC_Product $product, ?int $reduction_start = null ): ?float {
		$start  = $reduction_start ?? self::reduction_start( $product );
		$window = $start - self::DAYS * DAY_IN_SECONDS;
		$lowest = null;
		foreach ( self::rows( $product->get_id() ) as $row ) {
			if ( $row['time'] >= $start ) {
				break;
			}
			if ( $row['time'] <= $window ) {
				$lowest = $row['price']; // The price valid at the window's start (rows are oldest first).
				continue;
			}
			$lowest = null === $lowest ? $row['price'] : min( $lowest, $row['price'] );
		}
		return $lowest;
	}

	/**
	 * The reference of a product on sale: the lowest price of the 30 days
	 * before the reduction, or the regular price when no history reaches
	 * back before it (a fresh shop). Null for a product not on sale and for
	 * variable and grouped products (their children have references).
	 *
	 * @param \WC_Product $product Product or variation.
	 */
	public static function reference_price( \WC_Product $product ): ?float {
		if ( ! self::has_own_price( $product ) || ! $product->is_on_sale() ) {
			return null;
		}
		$lowest = self::lowest_before( $product );
		if ( null !== $lowest ) {
			return $lowest;
		}
		$regular = (string) $product->get_regular_price();
		return is_numeric( $regular ) ? (float) $regular : null;
	}

	/**
	 * The reduction in whole percent against the reference, rounded down so
	 * it never claims more than it is (0 or less: no reduction against the
	 * 30-day lowest price). For a variable product the smallest reduction of
	 * its variations on sale, which is true for each of them. Null when the
	 * product is not on sale.
	 *
	 * @param \WC_Product $product Product, variation or variable product.
	 */
	public static function reduction_percent( \WC_Product $product ): ?int {
		if ( $product instanceof \WC_Product_Variable ) {
			$smallest = null;
			foreach ( $product->get_visible_children() as $child_id ) {
				$child = wc_get_product( $child_id );
				$pct   = $child instanceof \WC_Product ? self::reduction_percent( $child ) : null;
				if ( null !== $pct ) {
					$smallest = null === $smallest ? $pct : min( $smallest, $pct );
				}
			}
			return $smallest;
		}
		$reference = self::reference_price( $product );
		$price     = (string) $product->get_price();
		if ( null === $reference || $reference <= 0 || ! is_numeric( $price ) ) {
			return null;
		}
		return (int) floor( ( $reference - (float) $price ) / $reference * 100 + 1e-9 );
	}

	/**
	 * Removes rows older than 30 days, except per product the newest row at
	 * or before the window's start (the price valid then) and, for a product
	 * on sale whose reduction started earlier, the rows its reference needs.
	 *
	 * @param int|null $now Current Unix time (tests).
	 * @return int Rows deleted.
	 */
	public static function prune( ?int $now = null ): int {
		global $wpdb;
		$now     = $now ?? time();
		$cutoff  = $now - self::DAYS * DAY_IN_SECONDS;
		$table   = Table::name();
		$deleted = 0;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- cron over our own table.
		$ids = $wpdb->get_col(
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table name is ours.
			$wpdb->prepare( "SELECT DISTINCT product_id FROM {$table} WHERE recorded_at < %s", gmdate( 'Y-m-d H:i:s', $cutoff ) )
		);
		foreach ( array_map( 'absint', (array) $ids ) as $id ) {
			$product = wc_get_product( $id );
			if ( ! $product instanceof \WC_Product ) {
				self::forget( $id );
				continue;
			}
			$keep_from = $cutoff;
			if ( self::has_own_price( $product ) && $product->is_on_sale( 'edit' ) ) {
				$keep_from = min( $keep_from, self::reduction_start( $product, $now ) - self::DAYS * DAY_IN_SECONDS );
			}
			$keep_from = gmdate( 'Y-m-d H:i:s', $keep_from );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- cron over our own table.
			$anchor = $wpdb->get_var(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table name is ours.
				$wpdb->prepare( "SELECT id FROM {$table} WHERE product_id = %d AND recorded_at <= %s ORDER BY recorded_at DESC, id DESC LIMIT 1", $id, $keep_from )
			);
			if ( null === $anchor ) {
				continue;
			}
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- cron over our own table; the row cache is cleared below.
			$deleted += (int) $wpdb->query(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table name is ours.
				$wpdb->prepare( "DELETE FROM {$table} WHERE product_id = %d AND recorded_at <= %s AND id <> %d", $id, $keep_from, (int) $anchor )
			);
			wp_cache_delete( $id, self::CACHE_GROUP );
		}
		return $deleted;
	}

	/**
	 * Whether two prices are the same to the stored precision.
	 *
	 * @param float $a Price.
	 * @param float $b Price.
	 */
	private static function same( float $a, float $b ): bool {
		return abs( $a - $b ) < 0.00005;
	}
}
