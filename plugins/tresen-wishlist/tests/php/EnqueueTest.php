<?php
/**
 * The wishlist script loads only where a button or a list is: product and
 * shop pages and the wishlist page, not the cart or an ordinary page.
 *
 * @package Tresen\Wishlist
 */

namespace Tresen\Wishlist\Tests;

use Tresen\Tests\TestCase;
use Tresen\Wishlist\Plugin;

/**
 * Where the script loads.
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
	 * Handles enqueued on a page that come from the wishlist plugin.
	 *
	 * @param string $url URL.
	 * @return string[]
	 */
	private function wishlist_scripts_on( string $url ): array {
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		$this->go_to( $url );
		do_action( 'wp_enqueue_scripts' );
		return array_values(
			array_filter(
				wp_scripts()->queue,
				static fn( $handle ) => 0 === strpos( $handle, 'tresen-wishlist' )
			)
		);
	}

	public function test_script_only_on_pages_with_buttons_or_a_list(): void {
		$product = $this->factory()->product( array( 'name' => 'Gin 0,35 l' ) );
		$page    = $this->factory()->page( 'Wunschliste' );
		$other   = $this->factory()->page( 'Über uns' );
		update_option( Plugin::PAGE_OPTION, $page->ID );
		$this->assertSame( array( 'tresen-wishlist-wishlist' ), $this->wishlist_scripts_on( '/?post_type=product&p=' . $product->get_id() ) );
		$this->assertSame( array( 'tresen-wishlist-wishlist', 'tresen-wishlist-wishlist-page' ), $this->wishlist_scripts_on( '/?page_id=' . $page->ID ) );
		$this->assertSame( array(), $this->wishlist_scripts_on( '/?page_id=' . $other->ID ) );
		$this->assertSame( get_permalink( $page->ID ), Plugin::settings()['wishlistUrl'] );
	}

	public function test_the_product_page_gets_no_react_and_the_popup_only_by_address(): void {
		$product = $this->factory()->product( array( 'name' => 'Gin 0,35 l' ) );
		$this->wishlist_scripts_on( '/?post_type=product&p=' . $product->get_id() );
		$deps = wp_scripts()->query( 'tresen-wishlist-wishlist' )->deps;
		$this->assertEmpty( array_intersect( array( 'wp-element', 'react', 'react-dom', 'react-jsx-runtime' ), $deps ) );
		$this->assertFalse( wp_script_is( 'tresen-wishlist-wishlist-popup', 'enqueued' ) );
		$data = implode( '', array_filter( (array) wp_scripts()->get_data( 'tresen-wishlist-wishlist', 'before' ), 'is_string' ) );
		$this->assertStringContainsString( 'build/wishlist-popup.js', $data );
		$this->assertStringContainsString( 'build/wishlist-popup.css', $data );
		$this->assertMatchesRegularExpression( '#react-dom(\.min)?\.js#', $data );
	}
}
