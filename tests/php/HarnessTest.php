<?php
/**
 * The harness itself: a real WordPress, rollback between tests, the shop's
 * configuration.
 *
 * @package Tresen\Tests
 */

namespace Tresen\Tests;

/**
 * Harness checks.
 */
class HarnessTest extends TestCase {

	/**
	 * Id of the page created in the first test.
	 *
	 * @var int
	 */
	private static $page_id = 0;

	public function test_runs_real_wordpress_with_woocommerce_and_the_suite(): void {
		$this->assertTrue( function_exists( 'WC' ), 'WooCommerce (real or the double) is loaded' );
		$this->assertContains( 'woocommerce/woocommerce.php', (array) get_option( 'active_plugins' ) );
		$this->assertSame( 'tresen', get_stylesheet() );
		$this->assertSame( 'de_DE', get_locale() );
	}

	public function test_writes_inside_a_transaction(): void {
		self::$page_id = $this->factory()->page( 'Wird zurückgerollt' )->ID;
		$this->assertSame( 'Wird zurückgerollt', get_post( self::$page_id )->post_title );
	}

	/**
	 * @depends test_writes_inside_a_transaction
	 */
	public function test_previous_test_was_rolled_back(): void {
		$this->assertGreaterThan( 0, self::$page_id );
		$this->assertNull( get_post( self::$page_id ), 'a post created in an earlier test must be gone' );
	}
}
