<?php
/**
 * The shop's page cache purge (mu-plugins/tresen-shop/PageCache.php): a change
 * an anonymous visitor would see empties nginx's cache folder once; internal
 * counters and locks do not.
 *
 * @package Tresen
 */

namespace Tresen\Cluster\Tests;

use Tresen\Shop\PageCache;
use Tresen\Tests\TestCase;

/**
 * Purge on product, price, stock and settings changes.
 */
final class PageCacheTest extends TestCase {

	private int $purges = 0;

	protected function setUp(): void {
		parent::setUp();
		if ( ! class_exists( PageCache::class ) ) {
			$this->markTestSkipped( 'the shop configuration (mu-plugins/tresen-shop.php) is not loaded' );
		}
		PageCache::hook();
		remove_action( PageCache::PURGE, array( PageCache::class, 'purge_folder' ) );
		add_action(
			PageCache::PURGE,
			function () {
				++$this->purges;
			}
		);
		PageCache::purge_if_due(); // Nothing pending from earlier tests.
		$this->purges = 0;
	}

	public function test_a_price_and_a_stock_change_purge_once_at_the_end_of_the_request(): void {
		$product = $this->factory()->product( array( 'regular_price' => '12.90' ) );
		PageCache::purge_if_due();
		$this->purges = 0;

		$product = wc_get_product( $product->get_id() );
		$product->set_regular_price( '13.90' );
		$product->set_manage_stock( true );
		$product->set_stock_quantity( 5 );
		$product->save();
		$this->assertSame( 0, $this->purges, 'not before the end of the request' );
		PageCache::purge_if_due();
		PageCache::purge_if_due();
		$this->assertSame( 1, $this->purges, 'once for the price' );

		wc_update_product_stock( wc_get_product( $product->get_id() ), 3 ); // A sale on another node.
		PageCache::purge_if_due();
		$this->assertSame( 2, $this->purges, 'again for the stock' );
	}

	public function test_a_shop_setting_purges_and_internal_rows_do_not(): void {
		update_option( '_tresen_rate_test', '1:1' );
		update_option( 'cron', _get_cron_array() );
		set_transient( 'tresen_test', 1 );
		PageCache::purge_if_due();
		$this->assertSame( 0, $this->purges );

		update_option( 'woocommerce_store_city', 'Leipzig' );
		PageCache::purge_if_due();
		$this->assertSame( 1, $this->purges );
	}

	public function test_a_form_a_page_prints_purges_and_a_message_does_not(): void {
		wp_insert_post( array( 'post_type' => 'tresen_cf_message', 'post_status' => 'private', 'post_title' => 'Frage' ) );
		PageCache::purge_if_due();
		$this->assertSame( 0, $this->purges, 'a stored message' );

		wp_insert_post( array( 'post_type' => 'tresen_contact_form', 'post_status' => 'publish', 'post_title' => 'Kontakt' ) );
		PageCache::purge_if_due();
		$this->assertSame( 1, $this->purges, 'the contact form' );
	}

	public function test_a_menu_item_added_without_the_menus_screen_purges(): void {
		$menu = wp_create_nav_menu( 'Seitenleiste ' . wp_generate_password( 6, false ) );
		PageCache::purge_if_due();
		$this->purges = 0;
		// As the REST API's menu-items route and WP-CLI add one: no wp_update_nav_menu.
		$item = wp_update_nav_menu_item(
			$menu,
			0,
			array(
				'menu-item-title'  => 'Rotwein',
				'menu-item-url'    => home_url( '/?s=Rotwein' ),
				'menu-item-type'   => 'custom',
				'menu-item-status' => 'publish',
			)
		);
		$this->assertIsInt( $item );
		PageCache::purge_if_due();
		$this->assertSame( 1, $this->purges, 'the menus every page prints changed' );
		wp_delete_nav_menu( $menu );
		PageCache::purge_if_due();
		$this->assertSame( 2, $this->purges, 'a deleted menu too' );
	}

	public function test_the_purge_deletes_the_cached_pages(): void {
		$root = get_temp_dir() . 'tresen-page-cache-' . wp_generate_password( 6, false );
		wp_mkdir_p( $root . '/a/bc' );
		file_put_contents( $root . '/a/bc/0123456789abcdef0123456789abcbca', 'KEY: httpGETlocalhost/' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test file.
		file_put_contents( $root . '/a/bc/0123456789abcdef0123456789abcbcb', 'KEY: httpGETlocalhost/shop/' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test file.
		$this->assertSame( 2, PageCache::purge_folder( $root ) );
		$this->assertSame( array(), glob( $root . '/a/bc/*' ) );
		$this->assertSame( 0, PageCache::purge_folder( $root . '/missing' ) );
	}
}
