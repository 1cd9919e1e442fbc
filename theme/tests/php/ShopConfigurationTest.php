<?php
/**
 * The shop's mu-plugin (mu-plugins/tresen-shop): age notice and English route aliases.
 *
 * @package Tresen\Theme
 */

namespace Tresen\Theme\Tests;

use Tresen\Shop\RouteAliases;
use Tresen\Tests\TestCase;

/**
 * Site configuration that ships with the shop.
 */
class ShopConfigurationTest extends TestCase {

	public function test_english_cart_address_leads_to_the_german_cart_page(): void {
		$cart = (int) wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'Warenkorb',
				'post_name'    => 'warenkorb',
				'post_content' => '[woocommerce_cart]',
			)
		);
		update_option( 'woocommerce_cart_page_id', $cart );
		$this->assertSame( get_permalink( $cart ), RouteAliases::target( '/cart/' ) );
		$this->assertSame( get_permalink( $cart ) . '?foo=1', RouteAliases::target( '/cart/?foo=1' ) );
		$this->assertSame( '', RouteAliases::target( '/cartoons/' ) );
	}

	public function test_the_login_page_shows_no_language_switcher(): void {
		// Listing the languages would ask WordPress.org on every visit to the login page.
		$this->assertFalse( apply_filters( 'login_display_language_dropdown', true ) );
	}
}
