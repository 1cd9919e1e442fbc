<?php
/**
 * The theme's replacement of WooCommerce's scripts keeps other scripts
 * working, and the mini cart's quantity endpoint is reachable on wc-ajax.
 *
 * @package Tresen\Theme
 */

namespace Tresen\Theme\Tests;

use Tresen\Tests\TestCase;
use Tresen\Theme\Theme;

/**
 * Dependencies of replaced handles, and the wc-ajax quantity endpoint.
 */
class ScriptReplacementTest extends TestCase {

	private const HANDLES = array( 'tresen-test-ours', 'tresen-test-wc', 'tresen-test-blockui', 'tresen-test-checkout', 'tresen-test-other' );

	protected function tearDown(): void {
		foreach ( self::HANDLES as $handle ) {
			wp_dequeue_script( $handle );
			wp_deregister_script( $handle );
		}
		parent::tearDown();
	}

	/**
	 * Registers WooCommerce-like scripts: a general script with a blockUI
	 * dependency, replaced by ours.
	 */
	private function replace_general_script(): void {
		wp_register_script( 'tresen-test-ours', 'https://example.test/ours.js', array(), '1', true );
		wp_register_script( 'tresen-test-blockui', 'https://example.test/blockui.js', array( 'jquery' ), '1', true );
		wp_register_script( 'tresen-test-wc', 'https://example.test/wc.js', array( 'jquery', 'tresen-test-blockui' ), '1', true );
		wp_enqueue_script( 'tresen-test-wc' );
		Theme::replace_scripts( array( 'tresen-test-wc' ), 'tresen-test-ours' );
	}

	public function test_a_replaced_handle_alone_loads_only_our_script(): void {
		$this->replace_general_script();
		Theme::keep_dependencies();
		$this->assertSame( array( 'tresen-test-ours' ), wp_scripts()->registered['tresen-test-wc']->deps );
	}

	public function test_a_script_we_do_not_replace_keeps_what_the_original_brought(): void {
		// As WooCommerce's checkout script needs `woocommerce` and with it jquery-blockui.
		$this->replace_general_script();
		wp_register_script( 'tresen-test-checkout', 'https://example.test/checkout.js', array( 'jquery', 'tresen-test-wc' ), '1', true );
		wp_enqueue_script( 'tresen-test-checkout' );
		Theme::keep_dependencies();
		$deps = wp_scripts()->registered['tresen-test-wc']->deps;
		$this->assertSame( 'tresen-test-ours', $deps[0] );
		$this->assertContains( 'tresen-test-blockui', $deps );

		// WordPress then prints blockUI before the checkout script.
		wp_scripts()->all_deps( array( 'tresen-test-checkout' ) );
		$order = wp_scripts()->to_do;
		wp_scripts()->reset();
		wp_scripts()->to_do = array();
		$this->assertContains( 'tresen-test-blockui', $order );
		$this->assertLessThan( array_search( 'tresen-test-checkout', $order, true ), array_search( 'tresen-test-blockui', $order, true ) );
	}

	public function test_a_script_depending_on_it_through_another_counts_too(): void {
		$this->replace_general_script();
		wp_register_script( 'tresen-test-checkout', 'https://example.test/checkout.js', array( 'tresen-test-wc' ), '1', true );
		wp_register_script( 'tresen-test-other', 'https://example.test/gateway.js', array( 'tresen-test-checkout' ), '1', true );
		wp_enqueue_script( 'tresen-test-other' );
		Theme::keep_dependencies();
		$this->assertContains( 'tresen-test-blockui', wp_scripts()->registered['tresen-test-wc']->deps );
	}
}
