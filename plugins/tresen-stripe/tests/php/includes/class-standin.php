<?php
/**
 * The loopback stand-in of Stripe's API (tests/stripe/standin.mjs) for PHPUnit.
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe\Tests;

use Tresen\Tests\StandinProcess;

/**
 * Starts the stand-in once per PHPUnit process and points the plugin at
 * it (TRESEN_STRIPE_API_BASE, honoured because TRESEN_STRIPE_TESTING is
 * on; see tests/php/includes/class-standin-process.php); stops it when PHP
 * exits. Helpers do what Stripe.js or the bank would do in a browser.
 */
final class Standin {

	public const SECRET_KEY      = 'sk_test_tresenPhpUnit0001';
	public const PUBLISHABLE_KEY = 'pk_test_tresenPhpUnit0001';
	public const WEBHOOK_SECRET  = 'whsec_tresenPhpUnitSecret';

	/**
	 * Its base URL.
	 *
	 * @var string
	 */
	private static $url = '';

	/** Starts it (once) and returns its URL. */
	public static function url(): string {
		if ( '' === self::$url ) {
			self::$url = StandinProcess::start( 'stripe/standin.mjs', 'Stripe', 'TRESEN_STRIPE' );
		}
		return self::$url;
	}

	/**
	 * Saves test keys and switches the given gateways on.
	 *
	 * @param array<string, string> $extra More card settings (e.g. allow_prepaid_card).
	 */
	public static function configure( array $extra = array() ): void {
		self::url();
		self::reset();
		update_option(
			'woocommerce_stripe_settings',
			$extra + array(
				'enabled'              => 'yes',
				'testmode'             => 'yes',
				'test_publishable_key' => self::PUBLISHABLE_KEY,
				'test_secret_key'      => self::SECRET_KEY,
				'test_webhook_secret'  => self::WEBHOOK_SECRET,
				'allow_prepaid_card'   => 'no',
			)
		);
		update_option( 'woocommerce_stripe_sepa_settings', array( 'enabled' => 'yes' ) );
	}

	/**
	 * A payment method configuration the owner made in the Stripe dashboard
	 * (the stand-in knows no other).
	 *
	 * @param string $id     pmc_… id.
	 * @param bool   $active Switched on in the dashboard.
	 */
	public static function configuration( string $id, bool $active = true ): void {
		self::call(
			'POST',
			'/_standin/payment_method_configurations',
			array(
				'id'     => $id,
				'name'   => 'Tresen',
				'active' => $active ? 'true' : 'false',
			)
		);
	}

	/** Forgets every object (each test starts with an empty account). */
	public static function reset(): void {
		self::call( 'POST', '/_standin/reset' );
	}

	/**
	 * A raw call to the stand-in.
	 *
	 * @param string               $method GET or POST.
	 * @param string               $path   Path.
	 * @param array<string, mixed> $params Form parameters.
	 * @param string               $key    API key.
	 * @return array<string, mixed>
	 */
	public static function call( string $method, string $path, array $params = array(), string $key = self::PUBLISHABLE_KEY ): array {
		$response = wp_remote_request(
			self::url() . $path,
			array(
				'method'  => $method,
				// The API version the plugin pins, so a test's own request is held to the same contract.
				'headers' => array(
					'Authorization'  => 'Bearer ' . $key,
					'Stripe-Version' => \Tresen\Stripe\Api::VERSION,
				),
				'body'    => 'POST' === $method ? \Tresen\Stripe\Api::encode( $params ) : null,
			)
		);
		if ( is_wp_error( $response ) ) {
			throw new \RuntimeException( $response->get_error_message() );
		}
		return (array) json_decode( (string) wp_remote_retrieve_body( $response ), true );
	}

	/**
	 * What Stripe.js does with the card form: a PaymentMethod id.
	 *
	 * @param string $number Card number (Stripe's test cards).
	 */
	public static function card( string $number = '4242424242424242' ): string {
		$pm = self::call(
			'POST',
			'/v1/payment_methods',
			array(
				'type' => 'card',
				'card' => array(
					'number'    => $number,
					'exp_month' => 12,
					'exp_year'  => (int) gmdate( 'Y' ) + 3,
					'cvc'       => '123',
				),
			)
		);
		return (string) $pm['id'];
	}

	/**
	 * What Stripe.js does with the IBAN field.
	 *
	 * @param string $iban IBAN.
	 */
	public static function sepa( string $iban = 'DE89370400440532013000' ): string {
		$pm = self::call(
			'POST',
			'/v1/payment_methods',
			array(
				'type'            => 'sepa_debit',
				'sepa_debit'      => array( 'iban' => $iban ),
				'billing_details' => array(
					'name'  => 'Erika Mustermann',
					'email' => 'erika@example.test',
				),
			)
		);
		return (string) $pm['id'];
	}

	/** Everything the stand-in holds. */
	public static function state(): array {
		return self::call( 'GET', '/_standin/state' );
	}

	/**
	 * The stand-in's PaymentIntent.
	 *
	 * @param string $id Id.
	 * @return array<string, mixed>
	 */
	public static function intent( string $id ): array {
		return self::call( 'GET', '/v1/payment_intents/' . $id, array(), self::SECRET_KEY );
	}

	/**
	 * The events the stand-in sent (newest last), of one type or all.
	 *
	 * @param string $type Event type ('' for all).
	 * @return array<int, array<string, mixed>>
	 */
	public static function events( string $type = '' ): array {
		$events = (array) ( self::state()['events'] ?? array() );
		return array_values( array_filter( $events, static fn( $e ) => '' === $type || ( $e['type'] ?? '' ) === $type ) );
	}

	/**
	 * The newest event of a type about an object (by id, or by its payment_intent).
	 *
	 * @param string $type      Event type.
	 * @param string $object_id Object id or PaymentIntent id.
	 * @return array<string, mixed>
	 */
	public static function event( string $type, string $object_id ): array {
		$found = array_values(
			array_filter(
				self::events( $type ),
				static fn( $e ) => in_array( $object_id, array( $e['data']['object']['id'] ?? '', $e['data']['object']['payment_intent'] ?? '' ), true )
			)
		);
		if ( array() === $found ) {
			throw new \RuntimeException( "No {$type} event for {$object_id}" );
		}
		return $found[ count( $found ) - 1 ];
	}

	/**
	 * Stripe's Stripe-Signature header for a payload, as the stripe package's
	 * webhooks.generateTestHeaderString() builds it: "t=<timestamp>,v1=<hex
	 * HMAC-SHA256 of "<timestamp>.<payload>" with the signing secret>".
	 *
	 * @param string   $payload Body.
	 * @param string   $secret  Signing secret.
	 * @param int|null $t       Timestamp.
	 */
	public static function signature( string $payload, string $secret = self::WEBHOOK_SECRET, ?int $t = null ): string {
		$t = $t ?? time();
		return implode( ',', array( 't=' . $t, 'v1=' . hash_hmac( 'sha256', $t . '.' . $payload, $secret ) ) );
	}

	/**
	 * Delivers an event to the shop's webhook endpoint, signed, as Stripe does.
	 *
	 * @param array<string, mixed> $event Event.
	 */
	public static function deliver( array $event ): \WP_REST_Response {
		$payload = (string) wp_json_encode( $event );
		$request = new \WP_REST_Request( 'POST', '/tresen-stripe/v1/webhook' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_header( 'Stripe-Signature', self::signature( $payload ) );
		$request->set_body( $payload );
		return rest_ensure_response( rest_do_request( $request ) );
	}

	/**
	 * The customer's bank disputes a charge (created, then funds withdrawn).
	 *
	 * @param string $charge Charge id.
	 * @param string $reason Stripe's reason.
	 * @return array<string, mixed> The dispute.
	 */
	public static function dispute( string $charge, string $reason = 'fraudulent' ): array {
		return (array) self::call( 'POST', '/_standin/charges/' . $charge . '/dispute', array( 'reason' => $reason ) )['dispute'];
	}

	/**
	 * The dispute is decided.
	 *
	 * @param string $dispute Dispute id.
	 * @param string $status  won or lost.
	 * @return array<string, mixed> The dispute.
	 */
	public static function close_dispute( string $dispute, string $status ): array {
		return (array) self::call( 'POST', '/_standin/disputes/' . $dispute . '/close', array( 'status' => $status ) )['dispute'];
	}

	/**
	 * A refund made in the Stripe dashboard (the API with the secret key).
	 *
	 * @param string   $payment_intent PaymentIntent id.
	 * @param int|null $amount         Minor units (null: the rest).
	 * @return array<string, mixed> The refund.
	 */
	public static function dashboard_refund( string $payment_intent, ?int $amount = null ): array {
		return self::call( 'POST', '/v1/refunds', array_filter( array( 'payment_intent' => $payment_intent, 'amount' => $amount ) ), self::SECRET_KEY );
	}
}
