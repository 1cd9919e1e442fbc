<?php
/**
 * Answers a search from the search index (Index) in one query, best first,
 * with each product's stored suggestion, and stores a suggestion the
 * endpoint made. `rows()` runs without the rest of WordPress (FastRoute,
 * fast.php).
 *
 * @package Tresen\Storefront
 */

namespace Tresen\Storefront\Search;

defined( 'ABSPATH' ) || exit;

/**
 * Searches the index and stores suggestions.
 */
final class IndexLookup {
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
		Index::maybe_install();
		IndexQueue::flush();
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
		$table = Index::table();
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
	 * @param string               $key        SuggestionContext::context() when it was made.
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
			Index::table(),
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
