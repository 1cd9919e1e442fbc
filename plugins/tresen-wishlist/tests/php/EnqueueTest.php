<?php
/**
 * Where the wishlist script loads.
 *
 * @package Tresen\Wishlist
 */

namespace Tresen\Wishlist\Tests;

use Tresen\Tests\TestCase;
use Tresen\Wishlist\Plugin;

/**
 * The script is on product pages and the wishlist page, nowhere else.
 */
class EnqueueTest extends TestCase {

	private const HANDLE = 'tresen-wishlist-wishlist';

	protected function setUp(): void {
		parent::setUp();
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
	}

	protected function tearDown(): void {
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		parent::tearDown();
	}

	private function enqueued_on( string $url ): bool {
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		$this->go_to( $url );
		do_action( 'wp_enqueue_scripts' );
		return wp_script_is( self::HANDLE, 'enqueued' );
	}

	public function test_loads_on_a_product_page(): void {
		$product = $this->factory()->product( array( 'name' => 'Gin 0,35 l' ) );
		$this->assertTrue( $this->enqueued_on( '/?post_type=product&p=' . $product->get_id() ) );
		$before = implode( "\n", (array) wp_scripts()->get_data( self::HANDLE, 'before' ) );
		$this->assertStringContainsString( '"quantityDebounceMs":1000', $before );
	}

	public function test_loads_on_the_wishlist_page_and_links_to_it(): void {
		$page = $this->factory()->page( 'Wunschliste' );
		update_option( Plugin::PAGE_OPTION, $page->ID );
		$this->assertTrue( $this->enqueued_on( '/?page_id=' . $page->ID ) );
		$this->assertSame( get_permalink( $page->ID ), Plugin::settings()['wishlistUrl'] );
	}

	public function test_stays_off_other_pages(): void {
		$wishlist = $this->factory()->page( 'Wunschliste' );
		update_option( Plugin::PAGE_OPTION, $wishlist->ID );
		$other = $this->factory()->page( 'Impressum' );
		$this->assertFalse( $this->enqueued_on( '/?page_id=' . $other->ID ) );
		$this->assertFalse( $this->enqueued_on( '/' ) );
	}
}
