<?php
/**
 * PayPal's money events after the payment: pending, reversed, approved
 * without the browser coming back — each as docs/paypal.md's table says,
 * once, and a replay changes nothing.
 *
 * @package Tresen\PayPal
 */

namespace Tresen\PayPal\Tests;

use Tresen\PayPal\Checkout;
use Tresen\PayPal\Gateway;
use Tresen\PayPal\Webhook;
use Tresen\Tests\Payments;
use Tresen\Tests\TestCase;

require_once __DIR__ . '/includes/class-standin.php';

/**
 * Webhook events signed by the stand-in, in PayPal's shapes.
 */
class WebhookEventsTest extends TestCase {
	use Payments;

	protected function setUp(): void {
		parent::setUp();
		Standin::fresh_checkout();
		delete_option( Webhook::OPTION_EVENTS );
	}

	protected function tearDown(): void {
		Standin::forget_checkout();
		parent::tearDown();
	}

	/**
	 * Sends an event (built by the stand-in from its own objects), or replays one.
	 *
	 * @param array<string, mixed> $what type and capture / refund / order, or replay.
	 * @return array{0: \WP_REST_Response, 1: string} The reply and the event id.
	 */
	private function deliver( array $what ): array {
		$delivery = Standin::call( 'POST', '/_standin/webhook', array( 'dryRun' => true ) + $what );
		$request  = new \WP_REST_Request( 'POST', '/tresen-paypal/v1/webhook' );
		$request->set_header( 'Content-Type', 'application/json' );
		foreach ( $delivery['headers'] as $name => $header ) {
			$request->set_header( $name, $header );
		}
		$request->set_body( $delivery['body'] );
		return array( rest_ensure_response( rest_do_request( $request ) ), (string) $delivery['event'] );
	}

	/**
	 * What the reply says happened.
	 *
	 * @param array{0: \WP_REST_Response, 1: string} $delivery deliver()'s result.
	 */
	private function result( array $delivery ): string {
		$data = $delivery[0]->get_data();
		$this->assertSame( 200, $delivery[0]->get_status(), wp_json_encode( $data ) );
		return ! empty( $data['duplicate'] ) ? 'duplicate' : (string) $data['result'];
	}

	/**
	 * An order paid through the pay page's PayPal order (claimed for it), with the stand-in's config.
	 *
	 * @param array<string, mixed> $config Stand-in config before the capture.
	 * @return array{0: \WC_Order, 1: string} Order and capture id.
	 */
	private function paid_order( array $config = array() ): array {
		$order = $this->order_to_pay( Gateway::ID );
		$order->set_status( 'pending' );
		$order->save();
		$token = Checkout::create_for_order( $order->get_id(), $order->get_order_key() );
		$this->assertIsString( $token );
		Standin::approve( $token );
		if ( $config ) {
			Standin::call( 'POST', '/_standin/config', $config );
		}
		$_POST['paymentToken'] = $token;
		$_POST['payerID']      = 'PAYERSTANDIN1';
		$result                = ( new Gateway() )->process_payment( $order->get_id() );
		unset( $_POST['paymentToken'], $_POST['payerID'] );
		$this->assertSame( 'success', $result['result'], wp_json_encode( wc_get_notices() ) );
		$order = wc_get_order( $order->get_id() );
		return array( $order, (string) $order->get_meta( Gateway::META_CAPTURE ) );
	}

	/**
	 * The order's notes as one text.
	 *
	 * @param \WC_Order $order Order.
	 */
	private function notes( \WC_Order $order ): string {
		return str_replace( "\u{a0}", ' ', implode( "\n", $this->order_notes( $order ) ) );
	}

	public function test_a_pending_capture_puts_the_order_on_hold_with_paypals_reason_and_completes_later(): void {
		list( $order, $capture ) = $this->paid_order(
			array(
				'captureStatus' => 'PENDING',
				'captureReason' => 'PENDING_REVIEW',
			)
		);
		$this->assertSame( 'on-hold', $order->get_status() );
		$this->assertFalse( $order->is_paid() );
		$event = $this->deliver(
			array(
				'type'    => 'PAYMENT.CAPTURE.PENDING',
				'capture' => $capture,
			)
		);
		$this->assertSame( 'on-hold', $this->result( $event ) );
		$order = wc_get_order( $order->get_id() );
		$this->assertSame( 'on-hold', $order->get_status() );
		$this->assertStringContainsString( 'PayPal: Die Zahlung ist noch nicht abgeschlossen (Capture ' . $capture . ', Grund: PENDING_REVIEW)', $this->notes( $order ) );
		$notes = count( $this->order_notes( $order ) );
		$this->assertSame( 'duplicate', $this->result( $this->deliver( array( 'replay' => $event[1] ) ) ) );
		$this->assertCount( $notes, $this->order_notes( wc_get_order( $order->get_id() ) ), 'a replay adds nothing' );

		// PayPal completes it.
		Standin::call( 'POST', '/_standin/complete/' . $capture );
		$done = $this->deliver(
			array(
				'type'    => 'PAYMENT.CAPTURE.COMPLETED',
				'capture' => $capture,
			)
		);
		$this->assertSame( 'paid', $this->result( $done ) );
		$this->assertTrue( wc_get_order( $order->get_id() )->is_paid() );
		$this->assertSame( 'duplicate', $this->result( $this->deliver( array( 'replay' => $done[1] ) ) ) );
		// The same capture reported again under a new event id changes nothing either.
		$this->assertSame(
			'unchanged',
			$this->result(
				$this->deliver(
					array(
						'type'    => 'PAYMENT.CAPTURE.COMPLETED',
						'capture' => $capture,
					)
				)
			)
		);
	}

	public function test_a_capture_found_by_its_up_link_alone_completes_its_order(): void {
		list( $order, $capture ) = $this->paid_order( array( 'captureStatus' => 'PENDING' ) );
		Standin::call( 'POST', '/_standin/complete/' . $capture );
		// Only what the published Payments v2 schema has: the PayPal order is named by the "up" link.
		$this->assertSame(
			'paid',
			$this->result(
				$this->deliver(
					array(
						'type'     => 'PAYMENT.CAPTURE.COMPLETED',
						'capture'  => $capture,
						'resource' => array( 'supplementary_data' => new \stdClass() ),
					)
				)
			)
		);
		$this->assertTrue( wc_get_order( $order->get_id() )->is_paid() );
	}

	public function test_a_pending_event_for_a_paid_order_changes_nothing(): void {
		list( $order, $capture ) = $this->paid_order();
		$this->assertSame(
			'unchanged',
			$this->result(
				$this->deliver(
					array(
						'type'     => 'PAYMENT.CAPTURE.PENDING',
						'capture'  => $capture,
						'resource' => array( 'status' => 'PENDING' ),
					)
				)
			)
		);
		$this->assertSame( 'processing', wc_get_order( $order->get_id() )->get_status() );
	}

	public function test_a_reversal_of_a_paid_order_marks_it_refunded_once(): void {
		list( $order, $capture ) = $this->paid_order();
		$reversal                = Standin::call( 'POST', '/_standin/reverse/' . $capture );
		$event                   = $this->deliver(
			array(
				'type'   => 'PAYMENT.CAPTURE.REVERSED',
				'refund' => $reversal['id'],
			)
		);
		$this->assertSame( 'refunded', $this->result( $event ) );
		$order = wc_get_order( $order->get_id() );
		$this->assertSame( 'refunded', $order->get_status() );
		$this->assertStringContainsString( 'PayPal hat 25,90 € dieser Zahlung zurückgebucht (Rückbuchung ' . $reversal['id'], $this->notes( $order ) );
		$notes = count( $this->order_notes( $order ) );
		$this->assertSame( 'duplicate', $this->result( $this->deliver( array( 'replay' => $event[1] ) ) ) );
		$this->assertSame(
			'unchanged',
			$this->result(
				$this->deliver(
					array(
						'type'   => 'PAYMENT.CAPTURE.REVERSED',
						'refund' => $reversal['id'],
					)
				)
			),
			'the same reversal under a new event id'
		);
		$this->assertCount( $notes, $this->order_notes( wc_get_order( $order->get_id() ) ) );
	}

	public function test_a_partial_reversal_puts_the_paid_order_on_hold(): void {
		list( $order, $capture ) = $this->paid_order();
		$reversal                = Standin::call( 'POST', '/_standin/reverse/' . $capture, array( 'value' => '10.00' ) );
		$this->assertSame(
			'on-hold',
			$this->result(
				$this->deliver(
					array(
						'type'   => 'PAYMENT.CAPTURE.REVERSED',
						'refund' => $reversal['id'],
					)
				)
			)
		);
		$order = wc_get_order( $order->get_id() );
		$this->assertSame( 'on-hold', $order->get_status() );
		$this->assertStringContainsString( 'PayPal hat 10,00 € dieser Zahlung zurückgebucht', $this->notes( $order ) );
	}

	public function test_a_reversal_of_a_pending_payment_cancels_the_order(): void {
		list( $order, $capture ) = $this->paid_order( array( 'captureStatus' => 'PENDING' ) );
		$reversal                = Standin::call( 'POST', '/_standin/reverse/' . $capture );
		$this->assertSame(
			'cancelled',
			$this->result(
				$this->deliver(
					array(
						'type'   => 'PAYMENT.CAPTURE.REVERSED',
						'refund' => $reversal['id'],
					)
				)
			)
		);
		$this->assertSame( 'cancelled', wc_get_order( $order->get_id() )->get_status() );
	}

	public function test_an_approval_whose_browser_never_came_back_is_captured_once_for_the_order_that_claimed_it(): void {
		$order = $this->order_to_pay( Gateway::ID );
		$order->set_status( 'pending' );
		$order->save();
		$token = Checkout::create_for_order( $order->get_id(), $order->get_order_key() );
		Standin::approve( $token );
		// The shopper closed the window: PayPal tells the shop.
		$event = $this->deliver(
			array(
				'type'  => 'CHECKOUT.ORDER.APPROVED',
				'order' => $token,
			)
		);
		$this->assertSame( 'paid', $this->result( $event ) );
		$order = wc_get_order( $order->get_id() );
		$this->assertTrue( $order->is_paid() );
		$captures = Standin::state()['captures'];
		$this->assertCount( 1, $captures );
		$this->assertSame( $captures[0]['id'], $order->get_transaction_id() );
		$this->assertSame( '25.90', $captures[0]['amount']['value'] );
		$this->assertStringContainsString( 'nicht in den Shop zurückgekehrt', $this->notes( $order ) );

		$this->assertSame( 'duplicate', $this->result( $this->deliver( array( 'replay' => $event[1] ) ) ) );
		$again = $this->deliver(
			array(
				'type'     => 'CHECKOUT.ORDER.APPROVED',
				'order'    => $token,
				'resource' => array( 'status' => 'APPROVED' ),
			)
		);
		$this->assertSame( 'unchanged', $this->result( $again ) );
		$this->assertCount( 1, Standin::state()['captures'], 'captured once' );

		// The browser comes back after all and posts the pay form: nothing is captured twice.
		$_POST['paymentToken'] = $token;
		$_POST['payerID']      = 'PAYERSTANDIN1';
		( new Gateway() )->process_payment( $order->get_id() );
		unset( $_POST['paymentToken'], $_POST['payerID'] );
		$this->assertCount( 1, Standin::state()['captures'] );
	}

	public function test_an_approval_no_order_claimed_captures_nothing(): void {
		WC()->cart->add_to_cart( $this->factory()->product()->get_id() );
		$reply = $this->ajax_json(
			'wc_ajax_tresen_paypal_start_checkout',
			array(
				'nonce'         => wp_create_nonce( Checkout::NONCE ),
				'from_checkout' => 'no',
			)
		);
		$token = $reply['data']['token'];
		Standin::approve( $token );
		$this->assertSame(
			'no-order',
			$this->result(
				$this->deliver(
					array(
						'type'  => 'CHECKOUT.ORDER.APPROVED',
						'order' => $token,
					)
				)
			)
		);
		$this->assertSame( array(), Standin::state()['captures'] );
	}

	public function test_an_approval_over_another_amount_captures_nothing(): void {
		$order = $this->order_to_pay( Gateway::ID );
		$order->set_status( 'pending' );
		$order->save();
		$token = Checkout::create_for_order( $order->get_id(), $order->get_order_key() );
		Standin::approve( $token );
		// The order changed after the PayPal order was made (the owner edited it).
		$order->set_total( '30.00' );
		$order->save();
		$this->assertSame(
			'amount-mismatch',
			$this->result(
				$this->deliver(
					array(
						'type'  => 'CHECKOUT.ORDER.APPROVED',
						'order' => $token,
					)
				)
			)
		);
		$this->assertSame( array(), Standin::state()['captures'] );
		$this->assertFalse( wc_get_order( $order->get_id() )->is_paid() );
		$this->assertStringContainsString( 'über einen anderen Betrag', $this->notes( wc_get_order( $order->get_id() ) ) );
	}

	public function test_a_refund_books_only_against_the_one_order_that_holds_the_capture(): void {
		list( $order, $capture ) = $this->paid_order();
		// Another order made to carry the same transaction (as the old code could): nothing is booked.
		$other = $this->order_to_pay( Gateway::ID );
		$other->update_meta_data( Gateway::META_CAPTURE, $capture );
		$other->set_transaction_id( $capture );
		$other->set_status( 'processing' );
		$other->save();
		$refund = Standin::call( 'POST', '/_standin/refund/' . $capture );
		$this->assertSame(
			'no-order',
			$this->result(
				$this->deliver(
					array(
						'type'   => 'PAYMENT.CAPTURE.REFUNDED',
						'refund' => $refund['id'],
					)
				)
			)
		);
		$this->assertSame( 'processing', wc_get_order( $order->get_id() )->get_status() );
		$this->assertSame( 'processing', wc_get_order( $other->get_id() )->get_status() );
	}

	public function test_a_capture_event_of_a_paypal_order_another_order_claimed_pays_nothing(): void {
		list( $order, $capture ) = $this->paid_order();
		$other                   = $this->order_to_pay( Gateway::ID );
		$other->update_meta_data( Gateway::META_ORDER, $order->get_meta( Gateway::META_ORDER ) );
		$other->set_status( 'on-hold' );
		$other->save();
		$this->assertSame(
			'no-order',
			$this->result(
				$this->deliver(
					array(
						'type'     => 'PAYMENT.CAPTURE.COMPLETED',
						'capture'  => $capture,
						'resource' => array( 'custom_id' => (string) $other->get_id() ),
					)
				)
			)
		);
		$this->assertFalse( wc_get_order( $other->get_id() )->is_paid() );
	}
}
