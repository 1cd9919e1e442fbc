<?php
/**
 * The site header.
 *
 * @package Tresen\Theme
 */

namespace Tresen\Theme\Tests;

use Tresen\Tests\TestCase;

/**
 * What a shopper sees in the header, and that it is the same for everyone (page cache).
 */
class HeaderTest extends TestCase {

	/**
	 * The <header id="masthead"> element of the rendered header.php.
	 * (load_template without require_once: get_header() prints only once per process.)
	 */
	private function masthead(): string {
		// Each render is a request of its own: a fresh script registry, as WordPress starts with.
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		$html                  = $this->render( 'load_template', get_template_directory() . '/header.php', false );
		$this->assertSame( 1, preg_match( '#<header id="masthead".*?</header>#s', $html, $m ), 'header.php prints the masthead' );
		return $m[0];
	}

	public function test_skip_link_jumps_to_the_main_content(): void {
		$html = $this->render( 'load_template', get_template_directory() . '/header.php', false );
		$this->assertMatchesRegularExpression( '#<a class="skip-link screen-reader-text" href="\#content">Zum Inhalt springen</a>#', $html );
		$this->assertStringContainsString( '<main id="content"', $html );
	}

	public function test_product_search_form_sends_a_product_search_to_the_home_page(): void {
		$header = $this->masthead();
		$this->assertMatchesRegularExpression( '#<form role="search" method="get" class="product-search" action="' . preg_quote( esc_url( home_url( '/' ) ), '#' ) . '">#', $header );
		$this->assertMatchesRegularExpression( '#<label class="screen-reader-text" for="tresen-search-header">Produkte suchen</label>#', $header );
		$this->assertMatchesRegularExpression( '#<input type="search" id="tresen-search-header"[^>]* name="s"#', $header );
		$this->assertStringContainsString( '<input type="hidden" name="post_type" value="product" />', $header );
	}

	public function test_account_and_cart_links_point_to_the_woocommerce_pages(): void {
		$header = $this->masthead();
		$this->assertMatchesRegularExpression( '#<a class="header-account-link header-icon-link" href="' . preg_quote( esc_url( wc_get_page_permalink( 'myaccount' ) ), '#' ) . '">.*?Mein Konto#s', $header );
		$this->assertMatchesRegularExpression( '#<a class="header-cart-link header-icon-link" href="' . preg_quote( esc_url( wc_get_cart_url() ), '#' ) . '">.*?Warenkorb.*?<span class="cart-count" data-cart-count>0</span></a>#s', $header );
		$this->assertStringContainsString( '<div class="header-mini-cart" hidden></div>', $header );
	}

	public function test_cart_feature_can_hook_in_right_after_the_mini_cart_container(): void {
		add_action(
			'tresen_header_cart',
			static function () {
				echo '<span id="cart-feature-marker"></span>';
			}
		);
		$header = $this->masthead();
		remove_all_actions( 'tresen_header_cart' );
		$this->assertStringContainsString( '<div class="header-mini-cart" hidden></div><span id="cart-feature-marker"></span>', $header );
	}

	public function test_header_is_identical_for_a_guest_and_a_logged_in_customer_with_a_full_cart(): void {
		$product = $this->factory()->product( array( 'name' => 'Header Testgin' ) );
		$guest   = $this->masthead();

		wp_set_current_user( $this->factory()->user()->ID );
		if ( function_exists( 'WC' ) && WC()->cart ) {
			WC()->cart->add_to_cart( $product->get_id(), 3 );
		}
		$customer = $this->masthead();

		$this->assertSame( $guest, $customer, 'nothing per visitor in the header: the cart count is filled in by script' );
		$this->assertStringContainsString( 'data-cart-count>0<', $customer );
	}

	public function test_wishlist_link_has_an_empty_count_badge_when_a_wishlist_page_exists(): void {
		$this->without_pages( 'wunschliste' );
		delete_option( 'tresen_wishlist_page_id' );
		$this->assertStringNotContainsString( 'header-wishlist-link', $this->masthead(), 'no wishlist page, no link' );
		$page = $this->factory()->page( 'Wunschliste' );
		wp_update_post( array( 'ID' => $page->ID, 'post_name' => 'wunschliste' ) );
		$this->assertMatchesRegularExpression( '#<a class="header-wishlist-link header-icon-link" href="' . preg_quote( esc_url( get_permalink( $page->ID ) ), '#' ) . '">.*?Wunschliste.*?<span class="wishlist-count" data-count=""></span></a>#s', $this->masthead() );
	}

	public function test_menu_button_controls_the_navigation_and_starts_collapsed(): void {
		$header = $this->masthead();
		$this->assertMatchesRegularExpression( '#<button type="button" class="menu-toggle header-icon-link" aria-controls="site-navigation" aria-expanded="false">#', $header );
		$this->assertMatchesRegularExpression( '#<nav id="site-navigation" class="main-navigation" aria-label="Hauptmenü">#', $header );
		$this->assertStringContainsString( 'Menü schließen', $header );
	}

	public function test_primary_menu_renders_its_dropdown(): void {
		$menu   = wp_create_nav_menu( 'Testmenü ' . wp_generate_password( 4, false ) );
		$shop   = wp_update_nav_menu_item( $menu, 0, array( 'menu-item-title' => 'Sortiment', 'menu-item-url' => home_url( '/shop/' ), 'menu-item-status' => 'publish' ) );
		wp_update_nav_menu_item( $menu, 0, array( 'menu-item-title' => 'Gin-Auswahl', 'menu-item-url' => home_url( '/gin/' ), 'menu-item-parent-id' => $shop, 'menu-item-status' => 'publish' ) );
		set_theme_mod( 'nav_menu_locations', array( 'primary' => $menu ) );

		$header = $this->masthead();
		$this->assertMatchesRegularExpression( '#<li[^>]*menu-item-has-children[^>]*><a href="[^"]*/shop/">Sortiment</a>\s*<ul class="sub-menu">\s*<li[^>]*><a href="[^"]*/gin/">Gin-Auswahl</a>#', $header );
	}
}
