<?php
/**
 * The Stripe API client against the loopback stand-in.
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe\Tests;

use Tresen\Stripe\Api;
use Tresen\Tests\TestCase;

require_once __DIR__ . '/includes/class-standin.php';

/**
 * Requests as Stripe wants them, failures as shoppers may read them.
 */
class ApiTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		Standin::configure();
	}

	private function api( string $key = Standin::SECRET_KEY ): Api {
		return new Api( $key, Standin::url() );
	}

	public function test_requests_carry_the_key_the_pinned_version_and_an_idempotency_key(): void {
		$intent = $this->api()->create_payment_intent(
			array(
				'amount'               => 1990,
				'currency'             => 'eur',
				'allowed_payment_method_types' => array( 'card' ),
				'metadata'             => array( 'order_id' => '42' ),
			),
			'tresen-test-' . wp_generate_uuid4()
		);
		$this->assertIsArray( $intent );
		$this->assertSame( 1990, $intent['amount'] );
		$this->assertSame( 'eur', $intent['currency'] );
		$this->assertSame( array( 'card' ), $intent['payment_method_types'] );
		$this->assertSame( '42', $intent['metadata']['order_id'] );
		$this->assertSame( 'requires_payment_method', $intent['status'] );

		$requests = array_values( array_filter( Standin::state()['requests'], static fn( $r ) => 'POST' === $r['method'] && '/v1/payment_intents' === $r['path'] && ( $r['params']['metadata']['order_id'] ?? '' ) === '42' ) );
		$request  = end( $requests );
		$this->assertSame( 'secret', $request['key'] );
		$this->assertSame( Api::VERSION, $request['stripe_version'] );
		$this->assertStringStartsWith( 'tresen-test-', $request['idempotency_key'] );

		$read = $this->api()->get_payment_intent( $intent['id'] );
		$this->assertSame( $intent['id'], $read['id'] );
	}

	public function test_the_same_idempotency_key_never_creates_a_second_intent(): void {
		$key    = 'tresen-once-' . wp_generate_uuid4();
		$params = array(
			'amount'   => 2590,
			'currency' => 'eur',
		);
		$first  = $this->api()->create_payment_intent( $params, $key );
		$second = $this->api()->create_payment_intent( $params, $key );
		$this->assertSame( $first['id'], $second['id'] );

		$changed = $this->api()->create_payment_intent( array( 'amount' => 2600 ) + $params, $key );
		$this->assertWPError( $changed );
		$this->assertSame( 'idempotency_error', $changed->get_error_data()['type'] );
	}

	public function test_amounts_must_be_whole_minor_units_in_a_known_currency(): void {
		$decimal = $this->api()->create_payment_intent(
			array(
				'amount'   => '19.90',
				'currency' => 'eur',
			),
			'tresen-dec-' . wp_generate_uuid4()
		);
		$this->assertWPError( $decimal );
		$this->assertSame( 'parameter_invalid_integer', $decimal->get_error_data()['code'] );

		$upper = $this->api()->create_payment_intent(
			array(
				'amount'   => 1990,
				'currency' => 'EUR',
			),
			'tresen-cur-' . wp_generate_uuid4()
		);
		$this->assertWPError( $upper );

		$small = $this->api()->create_payment_intent(
			array(
				'amount'   => 49,
				'currency' => 'eur',
			),
			'tresen-small-' . wp_generate_uuid4()
		);
		$this->assertSame( 'Der Betrag ist für diese Zahlungsart zu niedrig.', $small->get_error_message() );

		$yen = $this->api()->create_payment_intent(
			array(
				'amount'   => 1500,
				'currency' => 'jpy',
			),
			'tresen-jpy-' . wp_generate_uuid4()
		);
		$this->assertSame( 1500, $yen['amount'] );
	}

	public function test_a_wrong_key_is_refused_without_repeating_the_key(): void {
		$result = $this->api( 'sk_test_bad' )->get( 'payment_intents/pi_x' );
		$this->assertWPError( $result );
		$this->assertSame( 401, $result->get_error_data()['status'] );
		$this->assertSame( 'Leider konnten wir diese Zahlung nicht abschließen. Bitte versuche es noch einmal oder wähle eine andere Zahlungsart.', $result->get_error_message() );
		$this->assertStringNotContainsString( 'sk_test_bad', wp_json_encode( array( $result->get_error_message(), $result->get_error_data() ) ) );

		$publishable = $this->api( Standin::PUBLISHABLE_KEY )->create_customer( array( 'email' => 'a@example.test' ), 'tresen-pk-' . wp_generate_uuid4() );
		$this->assertWPError( $publishable );
		$this->assertSame( 401, $publishable->get_error_data()['status'] );

		$none = ( new Api( '', Standin::url() ) )->get( 'customers/cus_x' );
		$this->assertSame( 'Kartenzahlung ist in diesem Shop noch nicht eingerichtet. Bitte wähle eine andere Zahlungsart.', $none->get_error_message() );
	}

	public function test_a_dropped_connection_gives_a_german_message(): void {
		$drop = static fn() => new \WP_Error( 'http_request_failed', 'cURL error 7: Failed to connect' );
		add_filter( 'pre_http_request', $drop );
		$result = $this->api()->get_payment_intent( 'pi_123' );
		remove_filter( 'pre_http_request', $drop );
		$this->assertWPError( $result );
		$this->assertSame( 'Wir konnten den Zahlungsdienst nicht erreichen. Bitte versuche es in einem Moment noch einmal.', $result->get_error_message() );
		$this->assertSame( 'api_connection_error', $result->get_error_data()['type'] );
	}

	public function test_customers_setup_intents_payment_methods_and_refunds(): void {
		$customer = $this->api()->create_customer(
			array(
				'email' => 'erika@example.test',
				'name'  => 'Erika Mustermann',
			),
			'tresen-cus-' . wp_generate_uuid4()
		);
		$this->assertStringStartsWith( 'cus_', $customer['id'] );

		$pm       = Standin::card();
		$attached = $this->api()->attach_payment_method( $pm, $customer['id'] );
		$this->assertSame( $customer['id'], $attached['customer'] );
		$this->assertSame( '4242', $this->api()->get_payment_method( $pm )['card']['last4'] );

		$setup = $this->api()->create_setup_intent(
			array(
				'customer'       => $customer['id'],
				'payment_method' => $pm,
				'confirm'        => true,
				'usage'          => 'off_session',
			),
			'tresen-seti-' . wp_generate_uuid4()
		);
		$this->assertSame( 'succeeded', $setup['status'] );

		$paid = $this->api()->create_payment_intent(
			array(
				'amount'         => 3000,
				'currency'       => 'eur',
				'payment_method' => $pm,
				'confirm'        => true,
			),
			'tresen-pay-' . wp_generate_uuid4()
		);
		// The saved method belongs to the customer: Stripe charges it only for that customer.
		$this->assertInstanceOf( \WP_Error::class, $paid );
		$this->assertSame( 'payment_intent_invalid_parameter', $paid->get_error_data()['code'] );
		$paid = $this->api()->create_payment_intent(
			array(
				'amount'         => 3000,
				'currency'       => 'eur',
				'customer'       => $customer['id'],
				'payment_method' => $pm,
				'confirm'        => true,
			),
			'tresen-pay-' . wp_generate_uuid4()
		);
		$this->assertSame( 'succeeded', $paid['status'] );
		$refund = $this->api()->create_refund(
			array(
				'payment_intent' => $paid['id'],
				'amount'         => 1000,
			),
			'tresen-re-' . wp_generate_uuid4()
		);
		$this->assertSame( 1000, $refund['amount'] );
		$too_much = $this->api()->create_refund(
			array(
				'payment_intent' => $paid['id'],
				'amount'         => 2001,
			),
			'tresen-re-' . wp_generate_uuid4()
		);
		$this->assertWPError( $too_much );
	}

	public function test_only_a_test_site_may_point_the_client_away_from_stripe(): void {
		Standin::url();
		// Defined by the test harness (TRESEN_STRIPE_TESTING): the loopback stand-in is used.
		$this->assertSame( Standin::url(), Api::base_url() );
		$this->assertSame( 'https://api.stripe.com', Api::BASE );
	}

	public function test_form_encoding_matches_stripes(): void {
		$this->assertSame(
			'amount=1990&allowed_payment_method_types%5B0%5D=card&metadata%5Border_id%5D=7&confirm=true',
			Api::encode(
				array(
					'amount'               => 1990,
					'allowed_payment_method_types' => array( 'card' ),
					'metadata'             => array( 'order_id' => '7' ),
					'confirm'              => true,
					'skipped'              => null,
				)
			)
		);
	}

	private function assertWPError( $value ): void {
		$this->assertInstanceOf( \WP_Error::class, $value );
	}
}
