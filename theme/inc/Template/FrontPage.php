<?php
/**
 * Sections of the home page.
 *
 * @package Tresen\Theme
 */

namespace Tresen\Theme\Template;

defined( 'ABSPATH' ) || exit;

/**
 * Category tiles and product lists for front-page.php.
 */
final class FrontPage {

	/**
	 * Tiles linking to the top-level product categories that hold products.
	 */
	public static function categories(): string {
		if ( ! taxonomy_exists( 'product_cat' ) ) {
			return '';
		}
		$terms = get_terms(
			array(
				'taxonomy'   => 'product_cat',
				'parent'     => 0,
				'hide_empty' => true,
				'number'     => 12,
			)
		);
		if ( ! is_array( $terms ) || array() === $terms ) {
			return '';
		}
		$items = '';
		foreach ( $terms as $term ) {
			$link = get_term_link( $term );
			if ( 'uncategorized' === $term->slug || ! is_string( $link ) ) {
				continue;
			}
			$items .= sprintf( '<li><a class="category-tile" href="%s">%s</a></li>', esc_url( $link ), esc_html( $term->name ) );
		}
		return sprintf(
			'<section class="home-section home-categories" aria-labelledby="home-categories-title"><h2 id="home-categories-title">%s</h2><ul class="category-tiles">%s</ul></section>',
			esc_html__( 'Browse by category', 'tresen' ),
			$items
		);
	}

	/**
	 * A titled product list rendered with WooCommerce's own loop template.
	 *
	 * @param string               $key   Section key (id and loop name).
	 * @param string               $title Heading.
	 * @param array<string, mixed> $query Extra query: on_sale => true picks products on sale.
	 * @param int                  $limit Number of products.
	 */
	public static function product_section( string $key, string $title, array $query, int $limit ): string {
		if ( ! function_exists( 'wc_get_products' ) ) {
			return '';
		}
		$args = array(
			'status'     => 'publish',
			'visibility' => 'catalog',
			'limit'      => $limit,
			'orderby'    => 'date',
			'order'      => 'DESC',
			'return'     => 'ids',
		);
		if ( ! empty( $query['on_sale'] ) ) {
			$on_sale = wc_get_product_ids_on_sale();
			if ( array() === $on_sale ) {
				return '';
			}
			$args['include'] = $on_sale;
		}
		$ids = wc_get_products( $args );
		if ( ! is_array( $ids ) || array() === $ids ) {
			return '';
		}
		$id = 'home-' . sanitize_key( $key );
		ob_start();
		printf( '<section class="home-section %1$s" aria-labelledby="%1$s-title"><h2 id="%1$s-title">%2$s</h2>', esc_attr( $id ), esc_html( $title ) );
		wc_set_loop_prop( 'name', $id );
		wc_set_loop_prop( 'columns', 4 ); // @phpstan-ignore argument.type (WooCommerce documents a string but stores any value; its loop counts columns as a number.)
		woocommerce_product_loop_start();
		foreach ( $ids as $product_id ) {
			$GLOBALS['post'] = get_post( $product_id ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- WooCommerce's loop template reads the global post.
			setup_postdata( $GLOBALS['post'] );
			wc_get_template_part( 'content', 'product' );
		}
		woocommerce_product_loop_end();
		wp_reset_postdata();
		wc_reset_loop();
		echo '</section>';
		return (string) ob_get_clean();
	}
}
