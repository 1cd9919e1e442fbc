<?php
/**
 * Product reviews: rating meta and the product's rating totals.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Reviews are comments of type "review" with comment meta "rating" (1-5);
 * the product's _wc_average_rating, _wc_rating_count and _wc_review_count
 * follow every change.
 */
class WC_Comments {

	/**
	 * Hooks.
	 */
	public static function init() {
		add_filter( 'preprocess_comment', array( self::class, 'check_comment_rating' ), 0 );
		add_filter( 'preprocess_comment', array( self::class, 'update_comment_type' ), 1 );
		add_action( 'comment_post', array( self::class, 'add_comment_rating' ), 1 );
		add_action( 'wp_update_comment_count', array( self::class, 'clear_transients' ) );
		add_action( 'transition_comment_status', array( self::class, 'on_status_change' ), 10, 3 );
		add_action( 'deleted_comment', array( self::class, 'on_deleted_comment' ), 10, 2 );
	}

	/**
	 * Refuses a product review without a rating when ratings are required.
	 *
	 * @param array $comment_data Comment.
	 * @return array
	 */
	public static function check_comment_rating( $comment_data ) {
		// phpcs:disable WordPress.Security.NonceVerification.Missing
		if ( ! is_admin() && isset( $_POST['comment_post_ID'], $_POST['rating'] ) && 'product' === get_post_type( absint( $_POST['comment_post_ID'] ) ) && empty( $_POST['rating'] ) && self::is_default_comment_type( $comment_data['comment_type'] ?? '' ) && wc_review_ratings_enabled() && wc_review_ratings_required() ) {
			wp_die( esc_html__( 'Please rate the product.', 'woocommerce' ) );
		}
		// phpcs:enable
		return $comment_data;
	}

	/**
	 * Product comments become reviews.
	 *
	 * @param array $comment_data Comment.
	 * @return array
	 */
	public static function update_comment_type( $comment_data ) {
		if ( ! is_admin() && isset( $comment_data['comment_post_ID'] ) && 'product' === get_post_type( absint( $comment_data['comment_post_ID'] ) ) && self::is_default_comment_type( $comment_data['comment_type'] ?? '' ) && empty( $comment_data['comment_parent'] ) ) {
			$comment_data['comment_type'] = 'review';
		}
		return $comment_data;
	}

	/**
	 * Stores the posted rating.
	 *
	 * @param int $comment_id Comment.
	 */
	public static function add_comment_rating( $comment_id ) {
		// phpcs:disable WordPress.Security.NonceVerification.Missing
		if ( isset( $_POST['rating'], $_POST['comment_post_ID'] ) && 'product' === get_post_type( absint( $_POST['comment_post_ID'] ) ) ) {
			$rating = intval( $_POST['rating'] );
			if ( $rating < 1 || $rating > 5 ) {
				return;
			}
			add_comment_meta( $comment_id, 'rating', $rating, true );
			self::clear_transients( absint( $_POST['comment_post_ID'] ) );
		}
		// phpcs:enable
	}

	/**
	 * Recounts on approval changes.
	 *
	 * @param string     $new_status New status.
	 * @param string     $old_status Old status.
	 * @param WP_Comment $comment    Comment.
	 */
	public static function on_status_change( $new_status, $old_status, $comment ) {
		if ( $comment instanceof WP_Comment ) {
			self::clear_transients( (int) $comment->comment_post_ID );
		}
	}

	/**
	 * Recounts after deletion.
	 *
	 * @param int        $comment_id Comment.
	 * @param WP_Comment $comment    Comment.
	 */
	public static function on_deleted_comment( $comment_id, $comment = null ) {
		if ( $comment instanceof WP_Comment ) {
			self::clear_transients( (int) $comment->comment_post_ID );
		}
	}

	/**
	 * Recomputes the product's rating counts, average and review count.
	 *
	 * @param int $post_id Product.
	 */
	public static function clear_transients( $post_id ) {
		if ( 'product' !== get_post_type( $post_id ) ) {
			return;
		}
		$product = wc_get_product( $post_id );
		if ( ! $product ) {
			return;
		}
		$product->set_rating_counts( self::get_rating_counts_for_product( $product ) );
		$product->set_average_rating( self::get_average_rating_for_product( $product ) );
		$product->set_review_count( self::get_review_count_for_product( $product ) );
		$product->save();
	}

	/**
	 * Rating => number of approved reviews with it.
	 *
	 * @param WC_Product $product Product.
	 * @return array<int, int>
	 */
	public static function get_rating_counts_for_product( &$product ) {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$rows   = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT cm.meta_value AS rating, COUNT(*) AS total FROM {$wpdb->comments} c
				INNER JOIN {$wpdb->commentmeta} cm ON cm.comment_id = c.comment_ID
				WHERE cm.meta_key = 'rating' AND c.comment_post_ID = %d AND c.comment_approved = '1' AND cm.meta_value > 0
				GROUP BY cm.meta_value",
				$product->get_id()
			)
		);
		$counts = array();
		foreach ( (array) $rows as $row ) {
			$counts[ (int) $row->rating ] = (int) $row->total;
		}
		ksort( $counts );
		return $counts;
	}

	/**
	 * Average of the approved ratings, two decimals.
	 *
	 * @param WC_Product $product Product.
	 */
	public static function get_average_rating_for_product( &$product ) {
		$counts = self::get_rating_counts_for_product( $product );
		$count  = array_sum( $counts );
		if ( ! $count ) {
			return 0;
		}
		$sum = 0;
		foreach ( $counts as $rating => $n ) {
			$sum += $rating * $n;
		}
		return number_format( $sum / $count, 2, '.', '' );
	}

	/**
	 * Number of approved top-level reviews.
	 *
	 * @param WC_Product $product Product.
	 */
	public static function get_review_count_for_product( &$product ) {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		return (int) $wpdb->get_var(
			$wpdb->prepare(
				"SELECT COUNT(*) FROM {$wpdb->comments} WHERE comment_parent = 0 AND comment_post_ID = %d AND comment_approved = '1' AND comment_type IN ('review', 'comment', '')",
				$product->get_id()
			)
		);
	}

	/**
	 * Whether a comment type is the default one.
	 *
	 * @param string $comment_type Type.
	 */
	private static function is_default_comment_type( $comment_type ) {
		return '' === $comment_type || 'comment' === $comment_type;
	}
}
