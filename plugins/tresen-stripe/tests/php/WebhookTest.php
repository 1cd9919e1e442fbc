<?php
/**
 * Stripe's webhooks.
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe\Tests;

use Tresen\Stripe\PaymentGateway;
use Tresen\Stripe\SepaGateway;
use Tresen\Stripe\Webhook;
use Tresen\Tests\Payments;
use Tresen\Tests\TestCase;

require_once __DIR__ . '/includes/class-standin.php';

/**
 * Signed, forged, replayed and mismatched events.
 */
class WebhookTest extends TestCase {
	use Payments;

	protected function setUp(): void {
		parent::setUp();
		Standin::configure();
		delete_option( Webhook::OPTION_EVENTS );
	}

	/** A SEPA order on-hold with a processing intent in the stand-in. */
	private function sepa_order(): \WC_Order {
		$order = $this->order_to_pay( SepaGateway::ID );
		$order->set_status( 'pending' );
		$order->save();
		$_POST['stripe_source'] = Standin::sepa();
		( new SepaGateway() )->process_payment( $order->get_id() );
		unset( $_POST['stripe_source'] );
		$order = wc_get_order( $order->get_id() );
		$this->assertSame( 'on-hold', $order->get_status() );
		return $order;
	}

	/**
	 * A payment_intent event as Stripe sends it.
	 *
	 * @param \WC_Order            $order  Order.
	 * @param string               $type   Event type.
	 * @param array<string, mixed> $change Changes to the intent.
	 */
	private function event( \WC_Order $order, string $type = 'payment_intent.succeeded', array $change = array() ): string {
		$intent = Standin::intent( (string) $order->get_meta( PaymentGateway::META_INTENT ) );
		$intent = array_merge(
			$intent,
			array(
				'status'          => 'succeeded',
				'amount_received' => $intent['amount'],
			),
			$change
		);
		return (string) wp_json_encode(
			array(
				'id'          => 'evt_' . wp_generate_password( 20, false ),
				'object'      => 'event',
				'type'        => $type,
				'api_version' => \Tresen\Stripe\Api::VERSION,
				'created'     => time(),
				'data'        => array( 'object' => $intent ),
			)
		);
	}

	/**
	 * Stripe's signature header.
	 *
	 * @param string   $payload Body.
	 * @param string   $secret  Secret.
	 * @param int|null $t       Timestamp.
	 */
	private function sign( string $payload, string $secret = Standin::WEBHOOK_SECRET, ?int $t = null ): string {
		$t = $t ?? time();
		return 't=' . $t . ',v1=' . hash_hmac( 'sha256', $t . '.' . $payload, $secret );
	}

	/**
	 * Delivers a webhook.
	 *
	 * @param string $payload   Body.
	 * @param string $signature Stripe-Signature.
	 */
	private function deliver( string $payload, string $signature ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', '/tresen-stripe/v1/webhook' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_header( 'Stripe-Signature', $signature );
		$request->set_body( $payload );
		return rest_ensure_response( rest_do_request( $request ) );
	}

	public function test_a_signed_success_marks_the_sepa_order_paid(): void {
		$order    = $this->sepa_order();
		$payload  = $this->event( $order );
		$response = $this->deliver( $payload, $this->sign( $payload ) );
		$this->assertSame( 200, $response->get_status() );
		$order = wc_get_order( $order->get_id() );
		$this->assertTrue( $order->is_paid() );
		$this->assertSame( 'processing', $order->get_status() );
	}

	public function test_the_signature_the_stand_in_sends_is_accepted(): void {
		$payload = '{"id":"evt_1","type":"ping"}';
		$signed = wp_remote_post(
			Standin::url() . '/_standin/sign',
			array(
				'headers' => array( 'Content-Type' => 'application/json' ),
				'body'    => wp_json_encode(
					array(
						'payload' => $payload,
						'secret'  => Standin::WEBHOOK_SECRET,
					)
				),
			)
		);
		$signature = json_decode( wp_remote_retrieve_body( $signed ), true )['signature'];
		$this->assertTrue( Webhook::verify( $payload, $signature, Standin::WEBHOOK_SECRET ) );
		$this->assertFalse( Webhook::verify( $payload . ' ', $signature, Standin::WEBHOOK_SECRET ) );
	}

	public function test_the_header_of_the_stripe_packages_test_helper_is_accepted_exactly(): void {
		// stripe.webhooks.generateTestHeaderString({payload, secret}) signs the raw body as sent
		// (its own tests use JSON.stringify(event, null, 2)) and answers "t=<timestamp>,v1=<hex>";
		// Stripe's own deliveries in test mode may add a v0 part, which is not ours to check.
		$order   = $this->sepa_order();
		$payload = (string) wp_json_encode( json_decode( $this->event( $order ), true ), JSON_PRETTY_PRINT );
		$t       = time();
		$header  = Standin::signature( $payload, Standin::WEBHOOK_SECRET, $t );
		$this->assertMatchesRegularExpression( '/^t=\d+,v1=[0-9a-f]{64}$/', $header );
		$this->assertTrue( Webhook::verify( $payload, $header . ',v0=' . str_repeat( 'a', 64 ), Standin::WEBHOOK_SECRET ) );
		$this->assertFalse( Webhook::verify( $payload, str_replace( 'v1=', 'v0=', $header ), Standin::WEBHOOK_SECRET ), 'only v1 counts' );
		$this->assertFalse( Webhook::verify( (string) wp_json_encode( json_decode( $payload, true ) ), $header, Standin::WEBHOOK_SECRET ), 'the raw body, not a re-encoding' );
		$this->assertSame( 200, $this->deliver( $payload, $header )->get_status() );
		$this->assertTrue( wc_get_order( $order->get_id() )->is_paid() );
	}

	public function test_forged_or_stale_signatures_change_nothing(): void {
		$order   = $this->sepa_order();
		$payload = $this->event( $order );
		foreach ( array(
			$this->sign( $payload, 'whsec_guessed' ),
			$this->sign( $payload, Standin::WEBHOOK_SECRET, time() - 301 ),
			$this->sign( $payload, Standin::WEBHOOK_SECRET, time() + 301 ),
			'',
			't=' . time(),
			'v1=' . hash_hmac( 'sha256', $payload, Standin::WEBHOOK_SECRET ),
		) as $signature ) {
			$response = $this->deliver( $payload, $signature );
			$this->assertSame( 400, $response->get_status(), $signature );
			$this->assertSame( 'Die Signatur des Webhooks ist ungültig.', $response->get_data()['message'] );
		}
		$this->assertFalse( wc_get_order( $order->get_id() )->is_paid() );
		// A signature over another body.
		$other = $this->event( $order );
		$this->assertSame( 400, $this->deliver( $payload, $this->sign( $other ) )->get_status() );
		// Within the five minutes and with a second, rotated v1 it is accepted.
		$t     = time() - 290;
		$valid = $this->sign( $payload, Standin::WEBHOOK_SECRET, $t );
		$this->assertSame( 200, $this->deliver( $payload, 't=' . $t . ',v1=' . str_repeat( '0', 64 ) . ',' . substr( $valid, strpos( $valid, 'v1=' ) ) )->get_status() );
		$this->assertTrue( wc_get_order( $order->get_id() )->is_paid() );
	}

	public function test_a_replayed_event_is_acted_on_once(): void {
		$order   = $this->sepa_order();
		$payload = $this->event( $order );
		$this->deliver( $payload, $this->sign( $payload ) );
		$notes_before = $this->order_notes( $order );
		$second       = $this->deliver( $payload, $this->sign( $payload ) );
		$this->assertSame( 200, $second->get_status() );
		$this->assertTrue( $second->get_data()['duplicate'] );
		$this->assertSame( $notes_before, $this->order_notes( $order ) );
	}

	public function test_a_payment_of_another_amount_or_currency_does_not_mark_the_order_paid(): void {
		$order   = $this->sepa_order();
		$payload = $this->event( $order, 'payment_intent.succeeded', array( 'amount_received' => 100 ) );
		$this->assertSame( 200, $this->deliver( $payload, $this->sign( $payload ) )->get_status() );
		$this->assertFalse( wc_get_order( $order->get_id() )->is_paid() );
		$this->assertSame( 'on-hold', wc_get_order( $order->get_id() )->get_status() );

		$payload = $this->event( $order, 'payment_intent.succeeded', array( 'currency' => 'usd' ) );
		$this->deliver( $payload, $this->sign( $payload ) );
		$this->assertFalse( wc_get_order( $order->get_id() )->is_paid() );
	}

	public function test_an_intent_of_another_order_changes_nothing(): void {
		$order   = $this->sepa_order();
		$other   = $this->factory()->order();
		$payload = $this->event( $order, 'payment_intent.succeeded', array( 'metadata' => array( 'order_id' => (string) $other->get_id() ) ) );
		$this->deliver( $payload, $this->sign( $payload ) );
		$this->assertFalse( wc_get_order( $other->get_id() )->is_paid() );
		$this->assertFalse( wc_get_order( $order->get_id() )->is_paid() );
	}

	public function test_a_failed_debit_marks_the_order_failed(): void {
		$order   = $this->sepa_order();
		$payload = $this->event(
			$order,
			'payment_intent.payment_failed',
			array(
				'status'             => 'requires_payment_method',
				'last_payment_error' => array( 'code' => 'insufficient_funds' ),
			)
		);
		$this->deliver( $payload, $this->sign( $payload ) );
		$this->assertSame( 'failed', wc_get_order( $order->get_id() )->get_status() );
	}
}
