<?php
/**
 * The shared asset helper's script chain: what a React island loaded on
 * intent still needs, in load order, without what the page has already.
 *
 * @package Tresen
 */

namespace Tresen\Common\Tests;

use Tresen\Common\V4\Assets;
use Tresen\Tests\TestCase;

/**
 * Assets::script_chain() and script_urls().
 */
class AssetsTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
	}

	/**
	 * The handle part of each address (…/react-dom.min.js?ver=… → react-dom).
	 *
	 * @param string[] $urls Addresses.
	 * @return string[]
	 */
	private function names( array $urls ): array {
		return array_map(
			static fn( string $url ): string => preg_replace( '/(\.min)?\.js$/', '', basename( (string) wp_parse_url( $url, PHP_URL_PATH ) ) ),
			$urls
		);
	}

	public function test_react_comes_in_load_order_with_versions(): void {
		$urls  = Assets::script_urls( array( 'wp-element' ) );
		$names = $this->names( $urls );
		$this->assertContains( 'react', $names );
		$this->assertContains( 'react-dom', $names );
		$this->assertSame( 'element', end( $names ), 'wp-element last, after what it needs' );
		$this->assertLessThan( array_search( 'react-dom', $names, true ), array_search( 'react', $names, true ) );
		foreach ( $urls as $url ) {
			$this->assertMatchesRegularExpression( '#^https?://.+\?ver=.+#', $url );
		}
	}

	public function test_what_the_page_loads_already_is_left_out_and_its_queue_kept(): void {
		wp_enqueue_script( 'react' );
		wp_scripts()->to_do = array( 'kept' );
		$names              = $this->names( Assets::script_urls( array( 'wp-element' ) ) );
		$this->assertNotContains( 'react', $names );
		$this->assertContains( 'react-dom', $names );
		$this->assertSame( array( 'kept' ), wp_scripts()->to_do, 'the page\'s own printing is not disturbed' );
	}

	public function test_inline_code_comes_along(): void {
		wp_register_script( 'tresen-test-island', 'https://shop.example/island.js', array(), '3' );
		wp_add_inline_script( 'tresen-test-island', 'window.tresenIsland = {};', 'before' );
		wp_add_inline_script( 'tresen-test-island', 'window.tresenIslandDone = true;' );
		$chain = Assets::script_chain( array( 'tresen-test-island' ) );
		$this->assertCount( 1, $chain );
		$this->assertSame( 'https://shop.example/island.js?ver=3', $chain[0]['src'] );
		$this->assertStringContainsString( 'window.tresenIsland = {};', $chain[0]['before'] );
		$this->assertStringContainsString( 'window.tresenIslandDone = true;', $chain[0]['after'] );
	}
}
