<?php
/**
 * The cart link for a theme without a header cart (Twenty Twenty-One,
 * GeneratePress …): the last item of the theme's main menu links to the
 * cart page and shows the count (`span[data-cart-count]`, kept current by
 * the cart fragments), and the storefront's mini cart opens from it, a
 * dropdown under the link on wide screens, a drawer on phones. A theme that
 * prints its own header cart (`a.header-cart-link` with a
 * `.header-mini-cart`, as the Tresen theme does) says so with
 * `add_theme_support( 'tresen-header-cart' )` and gets no second link.
 *
 * @package Tresen\Storefront
 */

namespace Tresen\Storefront\Cart;

use Tresen\Storefront\Feature;
use Tresen\Storefront\Plugin;

defined( 'ABSPATH' ) || exit;

/**
 * Adds the cart item to the theme's main menu.
 */
final class MenuCart implements Feature {

	/** Theme support of a theme that prints its own header cart. */
	public const THEME_SUPPORT = 'tresen-header-cart';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'wp_nav_menu_items', array( self::class, 'append' ), 10, 2 );
	}

	/**
	 * Appends the cart item to the menu at the theme's main location
	 * (`primary` by default, filter `tresen_storefront_menu_cart_location`;
	 * '' turns the link off).
	 *
	 * @param mixed $items Menu items' HTML.
	 * @param mixed $args  wp_nav_menu() arguments.
	 * @return mixed
	 */
	public static function append( $items, $args ) {
		if ( ! is_string( $items ) || ! is_object( $args ) || is_admin() || current_theme_supports( self::THEME_SUPPORT ) || ! Plugin::has_woocommerce() || ! function_exists( 'wc_get_cart_url' ) ) {
			return $items;
		}
		$location = (string) apply_filters( 'tresen_storefront_menu_cart_location', 'primary' );
		if ( '' === $location || ! isset( $args->theme_location ) || $location !== $args->theme_location ) {
			return $items;
		}
		return $items . self::item();
	}

	/**
	 * The menu item: the cart link with its count, and the mini cart's place.
	 * The count printed is the visitor's (0 on a cached page); the fragments
	 * correct it once the visitor has a cart.
	 */
	public static function item(): string {
		$count = function_exists( 'WC' ) && WC()->cart ? (int) WC()->cart->get_cart_contents_count() : 0;
		return sprintf(
			'<li class="menu-item tresen-menu-cart"><a class="header-cart-link" href="%1$s">%2$s <span class="cart-count" data-cart-count="%3$d">%4$s</span></a><div class="header-mini-cart" hidden></div></li>',
			esc_url( wc_get_cart_url() ),
			esc_html__( 'Cart', 'tresen-storefront' ),
			$count,
			esc_html( number_format_i18n( $count ) )
		);
	}
}
