<?php
/**
 * Third-party code written against Germanized finds
 * `wc_gzd_unit_price_observer_params` where the unit price is refreshed and
 * jQuery is on the page, with Germanized's keys and the suite's values.
 *
 * @package Tresen\UnitPrice
 */

namespace Tresen\UnitPrice\Tests;

use Tresen\Tests\TestCase;
use Tresen\UnitPrice\GermanizedCompat;
use Tresen\UnitPrice\RefreshEndpoint;

/**
 * The localized object.
 */
class GermanizedCompatTest extends TestCase {

	private const HANDLE = 'tresen-unit-price-unit-price';

	protected function setUp(): void {
		parent::setUp();
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
	}

	protected function tearDown(): void {
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		parent::tearDown();
	}

	/**
	 * The code printed before the refresh script on a product page.
	 *
	 * @param bool $jquery Whether something on the page enqueues jQuery.
	 * @param bool $refresh Whether the page refreshes a unit price.
	 */
	private function before_script( bool $jquery, bool $refresh ): string {
		$product = $this->factory()->product( array( 'regular_price' => '25.90' ) );
		$this->go_to( '/?post_type=product&p=' . $product->get_id() );
		if ( $jquery ) {
			wp_enqueue_script( 'jquery' );
		}
		if ( $refresh ) {
			$this->render( 'do_action', 'woocommerce_single_product_summary' );
		}
		GermanizedCompat::attach();
		return implode( '', array_filter( (array) wp_scripts()->get_data( self::HANDLE, 'before' ), 'is_string' ) );
	}

	public function test_printed_before_the_refresh_script_with_germanizeds_keys(): void {
		$inline = $this->before_script( true, true );
		$this->assertStringContainsString( 'var wc_gzd_unit_price_observer_params=', $inline );
		$this->assertStringContainsString( 'Object.freeze', $inline );
		$values = GermanizedCompat::values();
		$this->assertSame( array( 'wrapper', 'price_selector', 'replace_price', 'ajax_url', 'wc_ajax_url', 'refresh_unit_price_nonce', 'product_id', 'price_decimal_sep', 'price_thousand_sep', 'qty_selector', 'refresh_on_load' ), array_keys( $values ) );
		$this->assertSame( \Tresen\UnitPrice\Script::settings()['wrapper'], $values['wrapper'] );
		$this->assertTrue( $values['price_selector']['.summary .price']['is_primary_selector'] );
		$this->assertFalse( $values['price_selector']['.summary .price']['is_total_price'] );
		$this->assertSame( ',', $values['price_decimal_sep'] );
		$this->assertStringContainsString( '%%endpoint%%', $values['wc_ajax_url'] );
		$this->assertSame( RefreshEndpoint::ENDPOINT, 'gzd_refresh_unit_price' );
		$this->assertSame( 1, wp_verify_nonce( $values['refresh_unit_price_nonce'], RefreshEndpoint::NONCE_ACTION ) );
		$this->assertSame( get_queried_object_id(), $values['product_id'] );
	}

	public function test_nothing_without_jquery_or_without_a_refreshed_unit_price(): void {
		$this->assertStringNotContainsString( 'wc_gzd_unit_price_observer_params', $this->before_script( false, true ) );
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		$this->before_script( true, false );
		$this->assertFalse( wp_script_is( self::HANDLE, 'enqueued' ) );
	}
}
