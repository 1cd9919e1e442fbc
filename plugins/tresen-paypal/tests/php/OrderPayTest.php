<?php
/**
 * Paying an existing order with PayPal on the order-pay page: the order's
 * key, its customer and its open amount decide, never the cart.
 *
 * @package Tresen\PayPal
 */

namespace Tresen\PayPal\Tests;

use Tresen\PayPal\Checkout;
use Tresen\PayPal\Gateway;
use Tresen\Tests\TestCase;

require_once __DIR__ . '/includes/class-standin.php';

/**
 * What a shopper paying an order from its payment link notices.
 */
class OrderPayTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		Standin::fresh_checkout();
	}

	protected function tearDown(): void {
		Standin::forget_checkout();
		wp_set_current_user( 0 );
		parent::tearDown();
	}

	/** A pending guest order of 3 × 25,90 €. */
	private function pending_order(): \WC_Order {
		$order = $this->factory()->order( array( $this->factory()->product( array( 'regular_price' => '25.90' ) )->get_id() => 3 ) );
		$order->set_currency( 'EUR' );
		$order->set_payment_method( Gateway::ID );
		$order->set_status( 'pending' );
		$order->save();
		return $order;
	}

	/**
	 * Starts as the order-pay page's button does.
	 *
	 * @param \WC_Order $order Order.
	 * @param string    $key   Order key sent.
	 * @return array<string, mixed>
	 */
	private function start( \WC_Order $order, string $key ): array {
		return $this->ajax_json(
			'wc_ajax_tresen_paypal_start_checkout',
			array(
				'nonce'         => wp_create_nonce( Checkout::NONCE ),
				'from_checkout' => 'no',
				'pay_for_order' => 'yes',
				'order_id'      => (string) $order->get_id(),
				'order_key'     => $key,
			)
		);
	}

	public function test_the_order_is_paid_for_its_own_amount_and_the_cart_stays(): void {
		$other = $this->factory()->product( array( 'regular_price' => '4.20' ) );
		WC()->cart->add_to_cart( $other->get_id() );
		$order = $this->pending_order();
		$reply = $this->start( $order, $order->get_order_key() );
		$this->assertTrue( $reply['success'], wp_json_encode( $reply ) );
		$paypal = Standin::state()['orders'][0];
		$this->assertSame( number_format( (float) $order->get_total(), 2, '.', '' ), $paypal['purchase_units'][0]['amount']['value'] );
		$this->assertSame( (string) $order->get_id(), $paypal['purchase_units'][0]['custom_id'] );

		Standin::approve( $reply['data']['token'] );
		$_POST['paymentToken'] = $reply['data']['token'];
		$_POST['payerID']      = 'PAYERSTANDIN1';
		$result                = ( new Gateway() )->process_payment( $order->get_id() );
		unset( $_POST['paymentToken'], $_POST['payerID'] );
		$this->assertSame( 'success', $result['result'] );
		$this->assertTrue( wc_get_order( $order->get_id() )->is_paid() );
		$this->assertSame( 1, WC()->cart->get_cart_contents_count(), 'the shopper’s cart is left alone' );
	}

	public function test_a_wrong_or_missing_order_key_creates_nothing(): void {
		$order = $this->pending_order();
		foreach ( array( 'wc_order_falsch', '' ) as $key ) {
			$reply = $this->start( $order, $key );
			$this->assertFalse( $reply['success'] );
			$this->assertSame( 'Diese Bestellung kann hier nicht bezahlt werden. Bitte nutze den Link aus deiner Bestellbestätigung.', $reply['data']['messages'] );
		}
		$this->assertSame( array(), Standin::state()['orders'] );
		$this->assertSame( '', (string) wc_get_order( $order->get_id() )->get_meta( Gateway::META_ORDER ) );
	}

	public function test_a_customers_order_is_paid_only_by_that_customer(): void {
		$owner = $this->factory()->user();
		$order = $this->pending_order();
		$order->set_customer_id( $owner->ID );
		$order->save();
		wp_set_current_user( $this->factory()->user()->ID );
		$reply = $this->start( $order, $order->get_order_key() );
		$this->assertFalse( $reply['success'] );
		$this->assertSame( 'Bitte melde dich mit dem Kundenkonto an, zu dem diese Bestellung gehört, um sie zu bezahlen.', $reply['data']['messages'] );
		$this->assertSame( array(), Standin::state()['orders'] );
		wp_set_current_user( $owner->ID );
		$this->assertTrue( $this->start( $order, $order->get_order_key() )['success'] );
	}

	public function test_a_paid_order_is_not_paid_again(): void {
		$order = $this->pending_order();
		$order->payment_complete( 'EARLIER' );
		$reply = $this->start( $order, $order->get_order_key() );
		$this->assertFalse( $reply['success'] );
		$this->assertSame( 'Diese Bestellung ist schon bezahlt oder kann nicht mehr bezahlt werden.', $reply['data']['messages'] );
		$this->assertSame( array(), Standin::state()['orders'] );
	}
}
