<?php
/**
 * The cart link the storefront adds to another theme's main menu, and only
 * there: a theme with its own header cart (the Tresen theme) gets none.
 *
 * @package Tresen\Storefront
 */

namespace Tresen\Storefront\Tests;

use Tresen\Tests\TestCase;
use Tresen\Storefront\Cart\MenuCart;

/**
 * MenuCart.
 */
class MenuCartTest extends TestCase {

	private const ITEMS = '<li class="menu-item"><a href="/shop/">Shop</a></li>';

	/**
	 * The filter's result for a menu at a location.
	 *
	 * @param string $location Theme location.
	 */
	private function menu_at( string $location ): string {
		return (string) apply_filters( 'wp_nav_menu_items', self::ITEMS, (object) array( 'theme_location' => $location ) );
	}

	public function test_a_theme_with_its_own_header_cart_gets_no_second_link(): void {
		$this->assertTrue( current_theme_supports( MenuCart::THEME_SUPPORT ), 'the Tresen theme prints its header cart' );
		$this->assertSame( self::ITEMS, $this->menu_at( 'primary' ) );
	}

	public function test_another_theme_gets_the_cart_link_with_the_count_in_its_main_menu_only(): void {
		remove_theme_support( MenuCart::THEME_SUPPORT );
		try {
			WC()->cart->empty_cart();
			$html = $this->menu_at( 'primary' );
			$this->assertStringStartsWith( self::ITEMS, $html );
			$this->assertStringContainsString( '<a class="header-cart-link" href="' . esc_url( wc_get_cart_url() ) . '">Warenkorb <span class="cart-count" data-cart-count="0">0</span></a>', $html );
			$this->assertStringContainsString( '<div class="header-mini-cart" hidden></div>', $html );
			$this->assertSame( self::ITEMS, $this->menu_at( 'footer' ), 'not in the footer menu' );

			WC()->cart->add_to_cart( $this->factory()->product()->get_id(), 2 );
			$this->assertStringContainsString( 'data-cart-count="2">2</span>', $this->menu_at( 'primary' ) );

			add_filter( 'tresen_storefront_menu_cart_location', '__return_empty_string' );
			$this->assertSame( self::ITEMS, $this->menu_at( 'primary' ), 'the owner can turn it off' );
		} finally {
			remove_all_filters( 'tresen_storefront_menu_cart_location' );
			add_theme_support( MenuCart::THEME_SUPPORT );
			WC()->cart->empty_cart();
		}
	}
}
