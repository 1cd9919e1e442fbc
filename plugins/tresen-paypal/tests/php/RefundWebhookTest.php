<?php
/**
 * PAYMENT.CAPTURE.REFUNDED: refunds made in PayPal reach the order once,
 * with the amount compared.
 *
 * @package Tresen\PayPal
 */

namespace Tresen\PayPal\Tests;

use Tresen\PayPal\Checkout;
use Tresen\PayPal\Gateway;
use Tresen\PayPal\Webhook;
use Tresen\Tests\TestCase;

require_once __DIR__ . '/includes/class-standin.php';

/**
 * What the store owner sees after PayPal reports a refund.
 */
class RefundWebhookTest extends TestCase {

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
	 * An order of 2 × 25,90 € paid with PayPal through the stand-in.
	 *
	 * @return array{0: \WC_Order, 1: string} The order and its capture id.
	 */
	private function paid_order(): array {
		WC()->cart->add_to_cart( $this->factory()->product( array( 'regular_price' => '25.90' ) )->get_id(), 2 );
		$reply = $this->ajax_json(
			'wc_ajax_tresen_paypal_start_checkout',
			array(
				'nonce'         => wp_create_nonce( Checkout::NONCE ),
				'from_checkout' => 'no',
			)
		);
		$this->assertTrue( $reply['success'], wp_json_encode( $reply ) );
		$token = $reply['data']['token'];
		$order = $this->factory()->order( array() );
		foreach ( WC()->cart->get_cart() as $item ) {
			$order->add_product( $item['data'], (int) $item['quantity'] );
		}
		$order->set_currency( 'EUR' );
		$order->set_payment_method( Gateway::ID );
		$order->set_total( (string) WC()->cart->get_total( 'edit' ) );
		$order->set_status( 'pending' );
		$order->save();
		Standin::approve( $token );
		$_POST['paymentToken'] = $token;
		$_POST['payerID']      = 'PAYERSTANDIN1';
		$result                = ( new Gateway() )->process_payment( $order->get_id() );
		unset( $_POST['paymentToken'], $_POST['payerID'] );
		$this->assertSame( 'success', $result['result'] );
		$order = wc_get_order( $order->get_id() );
		$this->assertTrue( $order->is_paid() );
		return array( $order, $order->get_transaction_id() );
	}

	/**
	 * Reports a refund, signed by the stand-in, to the webhook route.
	 *
	 * @param string               $refund_id The stand-in's refund id.
	 * @param array<string, mixed> $resource  Fields to change in the event's resource.
	 */
	private function report( string $refund_id, array $resource = array() ): \WP_REST_Response {
		$delivery = Standin::call(
			'POST',
			'/_standin/webhook',
			array(
				'dryRun' => true,
				'type'   => 'PAYMENT.CAPTURE.REFUNDED',
				'refund' => $refund_id,
			) + ( $resource ? array( 'resource' => $resource ) : array() )
		);
		$request = new \WP_REST_Request( 'POST', '/tresen-paypal/v1/webhook' );
		$request->set_header( 'Content-Type', 'application/json' );
		foreach ( $delivery['headers'] as $name => $header ) {
			$request->set_header( $name, $header );
		}
		$request->set_body( $delivery['body'] );
		return rest_ensure_response( rest_do_request( $request ) );
	}

	public function test_a_full_refund_in_paypal_marks_the_order_refunded_once(): void {
		list( $order, $capture ) = $this->paid_order();
		$refund                  = Standin::call( 'POST', '/_standin/refund/' . $capture );
		$response                = $this->report( $refund['id'] );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'refunded', $response->get_data()['result'] );
		$this->assertSame( 'refunded', wc_get_order( $order->get_id() )->get_status() );
		$notes = implode( "\n", Standin::notes( $order ) );
		$this->assertStringContainsString( 'PayPal: Die Zahlung wurde vollständig erstattet (51,80', $notes );
		$this->assertStringContainsString( $refund['id'], $notes );

		// PayPal delivers the same refund again (a new event id): nothing is counted twice.
		$again = $this->report( $refund['id'] );
		$this->assertSame( 'unchanged', $again->get_data()['result'] );
		$this->assertSame( 1, substr_count( implode( "\n", Standin::notes( $order ) ), 'vollständig erstattet' ) );
	}

	public function test_a_partial_refund_leaves_the_order_open_with_a_german_note(): void {
		list( $order, $capture ) = $this->paid_order();
		$refund                  = Standin::call( 'POST', '/_standin/refund/' . $capture, array( 'value' => '10.00' ) );
		$response                = $this->report( $refund['id'] );
		$this->assertSame( 'partially-refunded', $response->get_data()['result'] );
		$order = wc_get_order( $order->get_id() );
		$this->assertSame( 'processing', $order->get_status() );
		// Amounts as the shop writes them (a no-break space before the euro sign).
		$notes = str_replace( "\u{a0}", ' ', implode( "\n", Standin::notes( $order ) ) );
		$this->assertStringContainsString( 'PayPal: 10,00 € wurden erstattet', $notes );
		$this->assertStringContainsString( 'Bisher erstattet: 10,00 € von 51,80 €.', $notes );

		// The rest, refunded later: now the order is refunded.
		$rest = Standin::call( 'POST', '/_standin/refund/' . $capture );
		$this->assertSame( 'refunded', $this->report( $rest['id'] )->get_data()['result'] );
		$this->assertSame( 'refunded', wc_get_order( $order->get_id() )->get_status() );
	}

	public function test_the_echo_of_a_refund_from_the_order_screen_is_not_counted_again(): void {
		list( $order ) = $this->paid_order();
		$this->assertTrue( ( new Gateway() )->process_refund( $order->get_id(), 5.5, 'Bruch' ) );
		$refunds  = Standin::state()['refunds'];
		$response = $this->report( $refunds[0]['id'] );
		$this->assertSame( 'unchanged', $response->get_data()['result'] );
		$this->assertSame( 'processing', wc_get_order( $order->get_id() )->get_status() );
	}

	public function test_a_refund_that_does_not_fit_the_order_changes_nothing(): void {
		list( $order, $capture ) = $this->paid_order();
		$refund                  = Standin::call( 'POST', '/_standin/refund/' . $capture, array( 'value' => '10.00' ) );
		$response                = $this->report(
			$refund['id'],
			array(
				'amount' => array(
					'currency_code' => 'USD',
					'value'         => '10.00',
				),
			)
		);
		$this->assertSame( 'amount-mismatch', $response->get_data()['result'] );
		$order = wc_get_order( $order->get_id() );
		$this->assertSame( 'processing', $order->get_status() );
		$this->assertStringContainsString( 'PayPal meldet eine Erstattung über 10.00 USD', implode( "\n", Standin::notes( $order ) ) );
	}

	public function test_a_refund_of_an_unknown_capture_is_ignored(): void {
		list( $order ) = $this->paid_order();
		$response      = $this->report(
			'RUNKNOWN',
			array(
				'id'     => 'RUNKNOWN',
				'amount' => array(
					'currency_code' => 'EUR',
					'value'         => '51.80',
				),
				'links'  => array(
					array(
						'rel'  => 'up',
						'href' => 'https://api.sandbox.paypal.com/v2/payments/captures/CFREMD',
					),
				),
			)
		);
		$this->assertSame( 'no-order', $response->get_data()['result'] );
		$this->assertSame( 'processing', wc_get_order( $order->get_id() )->get_status() );
	}
}
