<?php
/**
 * PayPal's webhooks, signed by the stand-in and checked through its
 * verify-webhook-signature API.
 *
 * @package Tresen\PayPal
 */

namespace Tresen\PayPal\Tests;

use Tresen\PayPal\Gateway;
use Tresen\PayPal\Webhook;
use Tresen\Tests\Payments;
use Tresen\Tests\TestCase;

require_once __DIR__ . '/includes/class-standin.php';

/**
 * What a capture webhook does to an order.
 */
class WebhookTest extends TestCase {
	use Payments;

	protected function setUp(): void {
		parent::setUp();
		Standin::configure();
		delete_option( Webhook::OPTION_EVENTS );
	}

	/**
	 * An order of 25,90 € waiting for PayPal (the capture was pending).
	 */
	private function waiting_order(): \WC_Order {
		$order = $this->order_to_pay( Gateway::ID );
		$order->update_meta_data( Gateway::META_ORDER, 'PAYPALORDER1' );
		$order->set_status( 'on-hold' );
		$order->save();
		return $order;
	}

	/**
	 * A capture event signed by the stand-in, delivered to the route.
	 *
	 * @param \WC_Order $order  Order.
	 * @param string    $value  Captured amount.
	 * @param callable|null $tamper Changes the delivery before it is sent.
	 */
	private function deliver( \WC_Order $order, string $value, ?callable $tamper = null ): \WP_REST_Response {
		$delivery = Standin::call(
			'POST',
			'/_standin/webhook',
			array(
				'dryRun'   => true,
				'type'     => 'PAYMENT.CAPTURE.COMPLETED',
				'resource' => array(
					'id'                 => 'CAPTURE1',
					'status'             => 'COMPLETED',
					'amount'             => array(
						'currency_code' => 'EUR',
						'value'         => $value,
					),
					'custom_id'          => (string) $order->get_id(),
					'supplementary_data' => array( 'related_ids' => array( 'order_id' => 'PAYPALORDER1' ) ),
				),
			)
		);
		if ( $tamper ) {
			$delivery = $tamper( $delivery );
		}
		$request = new \WP_REST_Request( 'POST', '/tresen-paypal/v1/webhook' );
		$request->set_header( 'Content-Type', 'application/json' );
		foreach ( $delivery['headers'] as $name => $header ) {
			$request->set_header( $name, $header );
		}
		$request->set_body( $delivery['body'] );
		return rest_ensure_response( rest_do_request( $request ) );
	}

	public function test_a_verified_capture_of_the_order_total_marks_it_paid(): void {
		$order    = $this->waiting_order();
		$response = $this->deliver( $order, '25.90' );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'paid', $response->get_data()['result'] );
		$order = wc_get_order( $order->get_id() );
		$this->assertTrue( $order->is_paid() );
		$this->assertSame( 'CAPTURE1', $order->get_transaction_id() );
	}

	public function test_a_capture_with_a_wrong_amount_leaves_the_order_unpaid(): void {
		$order    = $this->waiting_order();
		$response = $this->deliver( $order, '2.59' );
		$this->assertSame( 'amount-mismatch', $response->get_data()['result'] );
		$order = wc_get_order( $order->get_id() );
		$this->assertFalse( $order->is_paid() );
		$this->assertSame( 'on-hold', $order->get_status() );
		$notes = $this->order_notes( $order );
		$this->assertStringContainsString( 'PayPal meldet eine Zahlung über 2.59 EUR', implode( "\n", $notes ) );
	}

	public function test_a_forged_or_altered_delivery_is_refused(): void {
		$order    = $this->waiting_order();
		$response = $this->deliver(
			$order,
			'25.90',
			static function ( array $delivery ): array {
				$delivery['body'] = str_replace( '"CAPTURE1"', '"CAPTURE2"', $delivery['body'] );
				return $delivery;
			}
		);
		$this->assertSame( 400, $response->get_status() );
		$this->assertFalse( wc_get_order( $order->get_id() )->is_paid() );
	}

	public function test_a_capture_naming_another_paypal_order_changes_nothing(): void {
		$order = $this->waiting_order();
		$order->update_meta_data( Gateway::META_ORDER, 'OTHERORDER' );
		$order->save();
		$response = $this->deliver( $order, '25.90' );
		$this->assertSame( 'no-order', $response->get_data()['result'] );
		$this->assertFalse( wc_get_order( $order->get_id() )->is_paid() );
	}
}
