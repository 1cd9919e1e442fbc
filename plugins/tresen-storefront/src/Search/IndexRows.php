<?php
/**
 * Writes products' rows of the search index (Index): the title, the haystack
 * of title, SKU, categories (with their parents) and tags in the folded forms
 * of Text, the category ids and the stock; a product a shopper may not find
 * loses its row. The stored suggestion is emptied (made again by the next
 * search that finds the product).
 *
 * @package Tresen\Storefront
 */

namespace Tresen\Storefront\Search;

defined( 'ABSPATH' ) || exit;

/**
 * Writes rows of the search index.
 */
final class IndexRows {
	/** Products indexed per batch of SQL. */
	public const BATCH = 500;

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
		$kept   = array();
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
			$kept[] = $id;
		}

		// Only the products that lose their row are deleted; the others are
		// written in place (an upsert on the product id): another PHP node
		// writing the same products at the same moment can neither make this
		// write fail on a duplicate key nor leave a product without its row.
		$table = Index::table();
		$gone  = array_values( array_diff( $ids, $kept ) );
		if ( $gone ) {
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE product_id IN (" . implode( ',', array_fill( 0, count( $gone ), '%d' ) ) . ')', $gone ) );
		}
		if ( $values ) {
			$wpdb->query(
				$wpdb->prepare(
					"INSERT INTO {$table} (product_id, title, haystack, category_ids, in_stock, suggestion, suggestion_key, suggestion_expires) VALUES " . implode( ', ', $values )
					. ' ON DUPLICATE KEY UPDATE title = VALUES(title), haystack = VALUES(haystack), category_ids = VALUES(category_ids), in_stock = VALUES(in_stock),'
					. ' suggestion = VALUES(suggestion), suggestion_key = VALUES(suggestion_key), suggestion_expires = VALUES(suggestion_expires)',
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
}
