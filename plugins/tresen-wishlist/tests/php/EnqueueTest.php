<?php
/**
 * The wishlist loads no script while it has nothing to show: no empty
 * bundle on product pages or the wishlist page.
 *
 * @package Tresen\Wishlist
 */

namespace Tresen\Wishlist\Tests;

use Tresen\Tests\TestCase;
use Tresen\Wishlist\Plugin;

/**
 * No script from the wishlist or unit price plugins yet.
 */
class EnqueueTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
	}

	protected function tearDown(): void {
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		parent::tearDown();
	}

	/**
	 * Handles enqueued on a page that come from the wishlist or unit price plugins.
	 *
	 * @param string $url URL.
	 * @return string[]
	 */
	private function plugin_scripts_on( string $url ): array {
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		$this->go_to( $url );
		do_action( 'wp_enqueue_scripts' );
		return array_values(
			array_filter(
				wp_scripts()->queue,
				static fn( $handle ) => 0 === strpos( $handle, 'tresen-wishlist' ) || 0 === strpos( $handle, 'tresen-unit-price' )
			)
		);
	}

	public function test_product_and_wishlist_pages_get_no_empty_bundle(): void {
		$product = $this->factory()->product( array( 'name' => 'Gin 0,35 l' ) );
		$page    = $this->factory()->page( 'Wunschliste' );
		update_option( Plugin::PAGE_OPTION, $page->ID );
		$this->assertSame( array(), $this->plugin_scripts_on( '/?post_type=product&p=' . $product->get_id() ) );
		$this->assertSame( array(), $this->plugin_scripts_on( '/?page_id=' . $page->ID ) );
		$this->assertSame( get_permalink( $page->ID ), Plugin::settings()['wishlistUrl'] );
	}
}
