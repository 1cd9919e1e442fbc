<?php
/**
 * Pieces of the site header. Everything here is the same for every
 * visitor (pages are cached): per-visitor counts are filled in by script.
 *
 * @package Tresen\Theme
 */

namespace Tresen\Theme\Template;

use Tresen\Theme\Header\MenuWalker;

defined( 'ABSPATH' ) || exit;

/**
 * Renders the header's parts.
 */
final class Header {

	/**
	 * Logo, or the site name as a home link.
	 */
	public static function branding(): string {
		if ( has_custom_logo() ) {
			return '<div class="site-branding">' . get_custom_logo() . '</div>';
		}
		return sprintf(
			'<div class="site-branding"><a class="site-title" href="%1$s" rel="home">%2$s</a></div>',
			esc_url( home_url( '/' ) ),
			esc_html( get_bloginfo( 'name' ) )
		);
	}

	/**
	 * Product search form (GET to home with post_type=product). Without
	 * JavaScript it is WordPress's product search; the search script turns the
	 * field into the live search's combobox once the shopper uses it.
	 *
	 * @param string $id_suffix Makes the field id unique when the form appears twice.
	 */
	public static function search_form( string $id_suffix = 'header' ): string {
		$id = 'tresen-search-' . sanitize_key( $id_suffix );
		return sprintf(
			'<form role="search" method="get" class="product-search" action="%1$s">'
			. '<label class="screen-reader-text" for="%2$s">%3$s</label>'
			. '<input type="search" id="%2$s" class="product-search__field" name="s" value="%4$s" placeholder="%5$s" autocomplete="off" maxlength="100" />'
			. '%8$s'
			. '<input type="hidden" name="post_type" value="product" />'
			. '<button type="submit" class="product-search__submit">%6$s<span class="screen-reader-text">%7$s</span></button>'
			. '</form>',
			esc_url( home_url( '/' ) ),
			esc_attr( $id ),
			esc_html__( 'Search products', 'tresen' ),
			esc_attr( get_search_query() ),
			esc_attr__( 'Search products…', 'tresen' ),
			Icons::get( 'search' ),
			esc_html__( 'Search', 'tresen' ),
			self::search_category_select( $id )
		);
	}

	/**
	 * The optional category select of the search form (name `product_cat`,
	 * which WordPress's search and the live search both read): the shop's
	 * top-level categories. Off unless the `tresen_search_category_select`
	 * filter turns it on.
	 *
	 * @param string $field_id Id of the search field.
	 */
	public static function search_category_select( string $field_id ): string {
		/**
		 * Filters whether the header search offers a category select.
		 *
		 * @param bool $show Whether to show it (default false).
		 */
		if ( ! apply_filters( 'tresen_search_category_select', false ) || ! taxonomy_exists( 'product_cat' ) ) {
			return '';
		}
		$terms = get_terms(
			array(
				'taxonomy'   => 'product_cat',
				'parent'     => 0,
				'hide_empty' => true,
			)
		);
		if ( ! is_array( $terms ) || ! $terms ) {
			return '';
		}
		$current = (string) get_query_var( 'product_cat' );
		$options = sprintf( '<option value="">%s</option>', esc_html__( 'All categories', 'tresen' ) );
		foreach ( $terms as $term ) {
			if ( ! $term instanceof \WP_Term || (int) get_option( 'default_product_cat' ) === $term->term_id ) {
				continue;
			}
			$options .= sprintf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( $term->slug ), selected( $current, $term->slug, false ), esc_html( $term->name ) );
		}
		return sprintf(
			'<label class="screen-reader-text" for="%1$s-category">%2$s</label><select id="%1$s-category" class="product-search__category" name="product_cat">%3$s</select>',
			esc_attr( $field_id ),
			esc_html__( 'Search in category', 'tresen' ),
			$options
		);
	}

	/**
	 * Link to the My Account page.
	 */
	public static function account_link(): string {
		$url = function_exists( 'wc_get_page_permalink' ) ? wc_get_page_permalink( 'myaccount' ) : wp_login_url();
		return sprintf(
			'<a class="header-account-link header-icon-link" href="%1$s">%2$s<span class="header-icon-link__label">%3$s</span></a>',
			esc_url( $url ),
			Icons::get( 'account' ),
			esc_html__( 'My account', 'tresen' )
		);
	}

	/**
	 * Wishlist link with an empty count badge: the header script fills it
	 * (`flatsome_update_wishlist_count`) and names it for screen readers.
	 */
	public static function wishlist_link(): string {
		// The wishlist plugin's page option first (autoloaded, no query); the page by its slug otherwise.
		$page_id = (int) get_option( 'tresen_wishlist_page_id', 0 );
		$page    = $page_id > 0 ? get_post( $page_id ) : get_page_by_path( 'wunschliste' );
		$url     = ( $page instanceof \WP_Post && 'publish' === $page->post_status ) ? (string) get_permalink( $page ) : '';
		/**
		 * Filters the URL of the header's wishlist link.
		 *
		 * @param string $url URL of the wishlist page ('' when there is none).
		 */
		$url = (string) apply_filters( 'tresen_header_wishlist_url', $url );
		if ( '' === $url ) {
			return '';
		}
		return sprintf(
			'<a class="header-wishlist-link header-icon-link" href="%1$s">%2$s<span class="header-icon-link__label">%3$s</span><span class="wishlist-count" data-count="" aria-hidden="true"></span><span class="wishlist-count-label screen-reader-text"></span></a>',
			esc_url( $url ),
			Icons::get( 'heart' ),
			esc_html__( 'Wishlist', 'tresen' )
		);
	}

	/**
	 * Cart link with a count badge, the empty mini-cart container, and the
	 * tresen_header_cart action for the cart feature. Cacheable pages print 0
	 * for everyone (the cart script fills it from fragments); the cart page and
	 * the checkout, never cached (WooCommerce sends no-cache headers there), print
	 * the shopper's count: the cart script loads no fragments there at load.
	 */
	public static function cart(): string {
		$url = function_exists( 'wc_get_cart_url' ) ? wc_get_cart_url() : home_url( '/' );
		// The cart and checkout pages (never cached) print the shopper's count; every
		// other page prints 0 for everyone. Asked of the queried page, not of
		// is_cart()/is_checkout(), which also hold wherever WOOCOMMERCE_CART or
		// WOOCOMMERCE_CHECKOUT was defined earlier in the process.
		$personal = function_exists( 'wc_get_page_id' ) && ( is_page( wc_get_page_id( 'cart' ) ) || is_page( wc_get_page_id( 'checkout' ) ) );
		$count    = $personal && function_exists( 'WC' ) && WC()->cart ? (int) WC()->cart->get_cart_contents_count() : 0;
		$out      = sprintf(
			'<a class="header-cart-link header-icon-link" href="%1$s">%2$s<span class="header-icon-link__label">%3$s</span><span class="cart-count" data-cart-count>%4$d</span></a>',
			esc_url( $url ),
			Icons::get( 'cart' ),
			esc_html__( 'Cart', 'tresen' ),
			$count
		);
		$out     .= '<div class="header-mini-cart" hidden></div>';
		ob_start();
		/**
		 * Fires right after the header's mini-cart container (the cart feature hooks in here).
		 */
		do_action( 'tresen_header_cart' );
		return $out . (string) ob_get_clean();
	}

	/**
	 * The primary menu, or a fallback with the shop and its top categories.
	 */
	public static function primary_menu(): string {
		if ( has_nav_menu( 'primary' ) ) {
			return (string) wp_nav_menu(
				array(
					'theme_location' => 'primary',
					'container'      => '',
					'menu_class'     => 'menu primary-menu',
					'depth'          => 3,
					'echo'           => false,
					'fallback_cb'    => false,
					'walker'         => new MenuWalker(),
				)
			);
		}
		return self::fallback_menu();
	}

	/**
	 * Menu shown until a primary menu is assigned.
	 */
	private static function fallback_menu(): string {
		$items   = array();
		$items[] = sprintf( '<li class="menu-item"><a href="%s">%s</a></li>', esc_url( home_url( '/' ) ), esc_html__( 'Home', 'tresen' ) );
		if ( function_exists( 'wc_get_page_permalink' ) ) {
			$terms = get_terms(
				array(
					'taxonomy'   => 'product_cat',
					'parent'     => 0,
					'hide_empty' => true,
					'number'     => 12,
				)
			);
			$sub   = '';
			if ( is_array( $terms ) ) {
				foreach ( $terms as $term ) {
					if ( 'uncategorized' === $term->slug ) {
						continue;
					}
					$link = get_term_link( $term );
					if ( is_string( $link ) ) {
						$sub .= sprintf( '<li class="menu-item"><a href="%s">%s</a></li>', esc_url( $link ), esc_html( $term->name ) );
					}
				}
			}
			$items[] = sprintf(
				'<li class="menu-item%3$s"><a href="%1$s">%2$s</a>%4$s</li>',
				esc_url( wc_get_page_permalink( 'shop' ) ),
				esc_html__( 'Shop', 'tresen' ),
				'' !== $sub ? ' menu-item-has-children' : '',
				'' !== $sub ? MenuWalker::toggle_button( 'sub-menu-shop', __( 'Shop', 'tresen' ) ) . MenuWalker::submenu_start( 'sub-menu-shop', __( 'Shop', 'tresen' ) ) . $sub . '</ul>' : ''
			);
		}
		return '<ul class="menu primary-menu">' . implode( '', $items ) . '</ul>';
	}
}
