<?php
/**
 * A payment that fails and is tried again resumes the session's pending
 * order instead of creating another (WooCommerce's order_awaiting_payment).
 * Runs on the double and on real WooCommerce.
 *
 * @package WooCommerceDouble
 */

namespace Tresen\Tests\WooCommerceDouble;

use Tresen\Tests\Checkout;
use Tresen\Tests\TestCase;

/**
 * A gateway whose payments fail (a declined card).
 */
class Declining_Gateway extends \WC_Payment_Gateway {

	/**
	 * Constructor.
	 */
	public function __construct() {
		$this->id           = 'tresen_declining_gateway';
		$this->title        = 'Karte (abgelehnt)';
		$this->method_title = 'Declining';
		$this->enabled      = 'yes';
	}

	/**
	 * Declines.
	 *
	 * @param int $order_id Order.
	 */
	public function process_payment( $order_id ) {
		wc_add_notice( 'Die Zahlung wurde abgelehnt.', 'error' );
		return array( 'result' => 'failure' );
	}
}

/**
 * Resumed orders.
 */
class ResumeOrderTest extends TestCase {

	use Checkout;

	protected function setUp(): void {
		parent::setUp();
		$this->add_test_gateway( Declining_Gateway::class );
	}

	protected function tearDown(): void {
		$this->remove_test_gateways();
		parent::tearDown();
	}

	/**
	 * Places the order with the declining gateway.
	 *
	 * @return array<string, mixed> Reply.
	 */
	private function place(): array {
		return $this->ajax_json( 'wc_ajax_checkout', $this->checkout_post( array( 'payment_method' => 'tresen_declining_gateway' ) ) );
	}

	public function test_declined_payments_tried_again_keep_one_pending_order(): void {
		$product = $this->factory()->product( array( 'regular_price' => '25.90', 'virtual' => true ) );
		WC()->cart->add_to_cart( $product->get_id(), 1 );
		$before = wc_get_orders( array( 'return' => 'ids', 'limit' => -1 ) );
		for ( $i = 0; $i < 3; $i++ ) {
			$reply = $this->place();
			$this->assertSame( 'failure', $reply['result'] );
			$this->assertStringContainsString( 'Die Zahlung wurde abgelehnt.', $reply['messages'] );
		}
		$new = array_values( array_diff( wc_get_orders( array( 'return' => 'ids', 'limit' => -1 ) ), $before ) );
		$this->assertCount( 1, $new, 'one order for three attempts' );
		$order = wc_get_order( $new[0] );
		$this->assertSame( 'pending', $order->get_status() );
		$this->assertCount( 1, $order->get_items(), 'its items are not doubled' );
		$this->assertEqualsWithDelta( 25.90, (float) $order->get_total(), 0.001 );

		// A changed cart makes a new order.
		WC()->cart->add_to_cart( $product->get_id(), 1 );
		$this->place();
		$this->assertCount( 2, array_diff( wc_get_orders( array( 'return' => 'ids', 'limit' => -1 ) ), $before ) );
	}
}
