<?php
/**
 * The unit price of each line in the Store API cart the Cart and Checkout
 * blocks render, after a quantity change too. Real WooCommerce only
 * (TRESEN_WC=real): the double has no Store API and no blocks.
 *
 * @package Tresen\UnitPrice
 */

namespace Tresen\UnitPrice\Tests;

use Tresen\Tests\TestCase;
use Tresen\UnitPrice\Blocks\BlockPrices;

/**
 * Blocks\BlockPrices.
 */
class BlockPricesTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		if ( ! class_exists( \Automattic\WooCommerce\StoreApi\StoreApi::class ) ) {
			$this->markTestSkipped( 'The WooCommerce double has no Store API and no blocks; real lane only: TRESEN_WC=real.' );
		}
		add_filter( 'woocommerce_store_api_disable_nonce_check', '__return_true' );
	}

	/**
	 * The Store API's cart lines by product id.
	 *
	 * @param \WP_REST_Response $response Response of a cart route.
	 * @return array<int, array<string, mixed>>
	 */
	private function lines( \WP_REST_Response $response ): array {
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$data  = (array) json_decode( (string) wp_json_encode( $response->get_data() ), true );
		$lines = array();
		foreach ( $data['items'] as $item ) {
			$lines[ (int) $item['id'] ] = $item;
		}
		return $lines;
	}

	public function test_each_line_carries_its_unit_price_and_keeps_it_when_the_quantity_changes(): void {
		$gin  = $this->factory()->product( array( 'regular_price' => '25.90' ) );
		$soft = $this->factory()->product( array( 'meta' => array() ) );
		WC()->cart->empty_cart();
		WC()->cart->add_to_cart( $gin->get_id(), 1 );
		WC()->cart->add_to_cart( $soft->get_id(), 1 );

		$lines = $this->lines( $this->rest( 'GET', '/wc/store/v1/cart' ) );
		$this->assertSame( '74,00 € / 1 l', str_replace( "\u{a0}", ' ', $lines[ $gin->get_id() ]['extensions'][ BlockPrices::NAMESPACE ]['unit_price'] ) );
		$this->assertSame( '', $lines[ $soft->get_id() ]['extensions'][ BlockPrices::NAMESPACE ]['unit_price'] );

		// The blocks change a quantity through the Store API and render its answer.
		$lines = $this->lines(
			$this->rest(
				'POST',
				'/wc/store/v1/cart/update-item',
				array(
					'key'      => $lines[ $gin->get_id() ]['key'],
					'quantity' => 3,
				)
			)
		);
		$this->assertSame( 3, $lines[ $gin->get_id() ]['quantity'] );
		$this->assertSame( '74,00 € / 1 l', str_replace( "\u{a0}", ' ', $lines[ $gin->get_id() ]['extensions'][ BlockPrices::NAMESPACE ]['unit_price'] ) );
	}

	public function test_the_owner_status_names_the_unit_prices(): void {
		$lines = (array) apply_filters( 'tresen_block_checkout_status', array() );
		$this->assertArrayHasKey( BlockPrices::NAMESPACE, $lines );
	}
}
