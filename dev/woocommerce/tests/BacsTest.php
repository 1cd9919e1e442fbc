<?php
/**
 * Bank transfer (WooCommerce's BACS gateway), as the shop sets it up: the
 * order waits on hold for the money, and the shopper is shown the bank
 * details. Runs on the double and on real WooCommerce.
 *
 * @package WooCommerceDouble
 */

namespace Tresen\Tests\WooCommerceDouble;

use Tresen\Tests\TestCase;

/**
 * BACS contract.
 */
class BacsTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		WC()->payment_gateways()->init();
	}

	public function test_bank_transfer_is_offered_with_the_shops_title(): void {
		$available = WC()->payment_gateways()->get_available_payment_gateways();
		$this->assertArrayHasKey( 'bacs', $available );
		$this->assertInstanceOf( \WC_Gateway_BACS::class, $available['bacs'] );
		$this->assertSame( 'Vorkasse per Banküberweisung', html_entity_decode( $available['bacs']->get_title(), ENT_QUOTES ) );
	}

	public function test_a_bank_transfer_order_waits_on_hold_and_shows_the_bank_details(): void {
		$product = $this->factory()->product( array( 'regular_price' => '25.90', 'virtual' => true ) );
		WC()->cart->add_to_cart( $product->get_id(), 1 );
		$order = $this->factory()->order( array( $product->get_id() => 1 ) );
		$order->set_payment_method( 'bacs' );
		$order->set_billing_country( 'DE' );
		$order->save();

		$gateway = WC()->payment_gateways()->payment_gateways()['bacs'];
		$result  = $gateway->process_payment( $order->get_id() );

		$order = wc_get_order( $order->get_id() );
		$this->assertSame( 'success', $result['result'] );
		$this->assertSame( $order->get_checkout_order_received_url(), $result['redirect'] );
		$this->assertSame( 'on-hold', $order->get_status() );
		$this->assertTrue( WC()->cart->is_empty() );

		$html = $this->render( 'do_action', 'woocommerce_thankyou_bacs', $order->get_id() );
		$this->assertStringContainsString( 'Bitte überweise den Gesamtbetrag', $html );
		$this->assertStringContainsString( 'DE89 3704 0044 0532 0130 00', $html );
		$this->assertStringContainsString( 'COBADEFFXXX', $html );
		$this->assertStringContainsString( 'Tresen GmbH', $html );
	}
}
