<?php
/**
 * A small client of Stripe's HTTP API over the WordPress HTTP API.
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe;

defined( 'ABSPATH' ) || exit;

/**
 * Sends form-encoded requests to Stripe with the secret key, a pinned API
 * version and idempotency keys on writes, and turns every failure into a
 * `WP_Error` whose message a shopper may read (German) and whose data holds
 * Stripe's `type`, `code`, `decline_code` and HTTP status for the caller.
 * The secret key only ever goes into the Authorization header: it is never
 * part of an error, a log line or a page.
 */
class Api {

	/** Stripe's API. */
	public const BASE = 'https://api.stripe.com';

	/**
	 * The API version every request pins (replies keep this shape): the
	 * current one, as the npm package `stripe` 23 declares it
	 * (`Stripe.API_VERSION`; tests/contracts/contract.test.mjs compares them).
	 * Since 2026-09-30 Stripe no longer takes `payment_method_types` on
	 * creation; intents name their method with `allowed_payment_method_types`.
	 */
	public const VERSION = '2026-10-28.endive';

	/**
	 * Secret key.
	 *
	 * @var string
	 */
	private $secret_key;

	/**
	 * Base URL.
	 *
	 * @var string
	 */
	private $base;

	/**
	 * Client for one account.
	 *
	 * @param string      $secret_key Secret key (sk_test_… or sk_live_…) or restricted key.
	 * @param string|null $base       Base URL; null for api.stripe.com (or the test stand-in, see base_url()).
	 */
	public function __construct( string $secret_key, ?string $base = null ) {
		$this->secret_key = $secret_key;
		$this->base       = untrailingslashit( $base ?? self::base_url() );
	}

	/**
	 * Where requests go: api.stripe.com, or the loopback stand-in the tests
	 * start, named by the constant TRESEN_STRIPE_API_BASE, which is honoured
	 * only on development and test sites (WP_DEBUG or TRESEN_STRIPE_TESTING)
	 * and only for a loopback address. A real shop always talks to Stripe.
	 */
	public static function base_url(): string {
		if ( ! defined( 'TRESEN_STRIPE_API_BASE' ) ) {
			return self::BASE;
		}
		$testing = ( defined( 'WP_DEBUG' ) && WP_DEBUG ) || ( defined( 'TRESEN_STRIPE_TESTING' ) && TRESEN_STRIPE_TESTING );
		$base    = (string) constant( 'TRESEN_STRIPE_API_BASE' );
		$host    = (string) wp_parse_url( $base, PHP_URL_HOST );
		if ( ! $testing || ! in_array( $host, array( '127.0.0.1', 'localhost', '::1', '[::1]' ), true ) ) {
			return self::BASE;
		}
		return $base;
	}

	/**
	 * GET a resource.
	 *
	 * @param string               $path  E.g. "payment_intents/pi_123".
	 * @param array<string, mixed> $query Query parameters.
	 * @return array<string, mixed>|\WP_Error
	 */
	public function get( string $path, array $query = array() ) {
		return $this->request( 'GET', $path, $query );
	}

	/**
	 * POST (create, update or act on) a resource.
	 *
	 * @param string               $path            E.g. "payment_intents".
	 * @param array<string, mixed> $params          Parameters (nested arrays become a[b]=c).
	 * @param string               $idempotency_key Same key and parameters: Stripe replays the first reply instead of acting twice.
	 * @return array<string, mixed>|\WP_Error
	 */
	public function post( string $path, array $params = array(), string $idempotency_key = '' ) {
		return $this->request( 'POST', $path, $params, $idempotency_key );
	}

	/**
	 * Creates a PaymentIntent.
	 *
	 * @param array<string, mixed> $params Stripe parameters (amount in minor units, lower-case currency).
	 * @param string               $idempotency_key Idempotency key.
	 * @return array<string, mixed>|\WP_Error
	 */
	public function create_payment_intent( array $params, string $idempotency_key ) {
		return $this->post( 'payment_intents', $params, $idempotency_key );
	}

	/**
	 * Reads a PaymentIntent.
	 *
	 * @param string $id PaymentIntent id.
	 * @return array<string, mixed>|\WP_Error
	 */
	public function get_payment_intent( string $id ) {
		return $this->get( 'payment_intents/' . rawurlencode( $id ) );
	}

	/**
	 * Updates a PaymentIntent that is not confirmed yet.
	 *
	 * @param string               $id     PaymentIntent id.
	 * @param array<string, mixed> $params Changes.
	 * @param string               $idempotency_key Idempotency key.
	 * @return array<string, mixed>|\WP_Error
	 */
	public function update_payment_intent( string $id, array $params, string $idempotency_key ) {
		return $this->post( 'payment_intents/' . rawurlencode( $id ), $params, $idempotency_key );
	}

	/**
	 * Confirms a PaymentIntent (charges the payment method).
	 *
	 * @param string               $id     PaymentIntent id.
	 * @param array<string, mixed> $params payment_method, return_url, mandate_data.
	 * @param string               $idempotency_key Idempotency key.
	 * @return array<string, mixed>|\WP_Error
	 */
	public function confirm_payment_intent( string $id, array $params, string $idempotency_key ) {
		return $this->post( 'payment_intents/' . rawurlencode( $id ) . '/confirm', $params, $idempotency_key );
	}

	/**
	 * Cancels a PaymentIntent (it can no longer be paid).
	 *
	 * @param string $id     PaymentIntent id.
	 * @param string $reason Stripe's cancellation_reason (abandoned, duplicate, requested_by_customer, fraudulent).
	 * @return array<string, mixed>|\WP_Error
	 */
	public function cancel_payment_intent( string $id, string $reason = 'abandoned' ) {
		return $this->post( 'payment_intents/' . rawurlencode( $id ) . '/cancel', array( 'cancellation_reason' => $reason ), 'tresen-cancel-' . $id );
	}

	/**
	 * Reads a PaymentMethod.
	 *
	 * @param string $id PaymentMethod id.
	 * @return array<string, mixed>|\WP_Error
	 */
	public function get_payment_method( string $id ) {
		return $this->get( 'payment_methods/' . rawurlencode( $id ) );
	}

	/**
	 * Attaches a PaymentMethod to a customer.
	 *
	 * @param string $id          PaymentMethod id.
	 * @param string $customer_id Customer id.
	 * @return array<string, mixed>|\WP_Error
	 */
	public function attach_payment_method( string $id, string $customer_id ) {
		return $this->post( 'payment_methods/' . rawurlencode( $id ) . '/attach', array( 'customer' => $customer_id ), 'attach-' . $id . '-' . $customer_id );
	}

	/**
	 * Detaches a PaymentMethod from its customer (it can no longer be charged).
	 *
	 * @param string $id PaymentMethod id.
	 * @return array<string, mixed>|\WP_Error
	 */
	public function detach_payment_method( string $id ) {
		return $this->post( 'payment_methods/' . rawurlencode( $id ) . '/detach', array(), 'detach-' . $id );
	}

	/**
	 * Creates a customer.
	 *
	 * @param array<string, mixed> $params email, name, metadata.
	 * @param string               $idempotency_key Idempotency key.
	 * @return array<string, mixed>|\WP_Error
	 */
	public function create_customer( array $params, string $idempotency_key ) {
		return $this->post( 'customers', $params, $idempotency_key );
	}

	/**
	 * Creates a SetupIntent (saving a payment method without a charge).
	 *
	 * @param array<string, mixed> $params customer, payment_method, usage, confirm.
	 * @param string               $idempotency_key Idempotency key.
	 * @return array<string, mixed>|\WP_Error
	 */
	public function create_setup_intent( array $params, string $idempotency_key ) {
		return $this->post( 'setup_intents', $params, $idempotency_key );
	}

	/**
	 * Refunds (part of) a PaymentIntent's charge.
	 *
	 * @param array<string, mixed> $params payment_intent, amount in minor units, metadata.
	 * @param string               $idempotency_key Idempotency key.
	 * @return array<string, mixed>|\WP_Error
	 */
	public function create_refund( array $params, string $idempotency_key ) {
		return $this->post( 'refunds', $params, $idempotency_key );
	}

	/**
	 * Sends one request.
	 *
	 * @param string               $method          GET or POST.
	 * @param string               $path            Path below /v1/.
	 * @param array<string, mixed> $params          Parameters.
	 * @param string               $idempotency_key Idempotency key (POST only).
	 * @return array<string, mixed>|\WP_Error
	 */
	public function request( string $method, string $path, array $params = array(), string $idempotency_key = '' ) {
		if ( '' === $this->secret_key ) {
			return new \WP_Error( 'tresen_stripe_not_configured', __( 'Card payments are not set up in this shop yet. Please choose another payment method.', 'tresen-stripe' ), array( 'type' => 'authentication_error' ) );
		}
		$url     = $this->base . '/v1/' . ltrim( $path, '/' );
		$body    = self::encode( $params );
		$headers = array(
			'Authorization'  => 'Bearer ' . $this->secret_key,
			'Stripe-Version' => self::VERSION,
			'Content-Type'   => 'application/x-www-form-urlencoded',
			'User-Agent'     => 'TresenStripe/' . ( defined( 'TRESEN_STRIPE_VERSION' ) ? TRESEN_STRIPE_VERSION : '0' ) . ' WordPress',
		);
		if ( 'POST' === $method && '' !== $idempotency_key ) {
			$headers['Idempotency-Key'] = substr( $idempotency_key, 0, 255 );
		}
		if ( 'GET' === $method && '' !== $body ) {
			$url .= '?' . $body;
			$body = '';
		}
		$response = wp_remote_request(
			$url,
			array(
				'method'  => $method,
				'headers' => $headers,
				'body'    => 'POST' === $method ? $body : null,
				'timeout' => 45,
			)
		);
		if ( is_wp_error( $response ) ) {
			Log::warning( sprintf( 'API %s /v1/%s: no answer (network error)', $method, self::log_path( $path ) ) );
			return new \WP_Error(
				'tresen_stripe_network',
				__( 'We could not reach the payment service. Please try again in a moment.', 'tresen-stripe' ),
				array( 'type' => 'api_connection_error' )
			);
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		$data   = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		if ( ! is_array( $data ) ) {
			Log::warning( sprintf( 'API %s /v1/%s: HTTP %d, unreadable answer', $method, self::log_path( $path ), $status ) );
			return new \WP_Error(
				'tresen_stripe_bad_reply',
				__( 'The payment service gave an answer we could not read. Please try again in a moment.', 'tresen-stripe' ),
				array(
					'type'   => 'api_error',
					'status' => $status,
				)
			);
		}
		if ( $status >= 200 && $status < 300 ) {
			Log::info( sprintf( 'API %s /v1/%s: HTTP %d%s%s%s', $method, self::log_path( $path ), $status, isset( $data['id'] ) && is_string( $data['id'] ) ? ', ' . $data['id'] : '', isset( $data['status'] ) && is_scalar( $data['status'] ) ? ', status ' . $data['status'] : '', '' !== (string) wp_remote_retrieve_header( $response, 'idempotent-replayed' ) ? ', replayed' : '' ) );
			return $data;
		}
		$error = isset( $data['error'] ) && is_array( $data['error'] ) ? $data['error'] : array();
		$info  = array(
			'status'         => $status,
			'type'           => isset( $error['type'] ) ? (string) $error['type'] : 'api_error',
			'code'           => isset( $error['code'] ) ? (string) $error['code'] : '',
			'decline_code'   => isset( $error['decline_code'] ) ? (string) $error['decline_code'] : '',
			'stripe_message' => isset( $error['message'] ) ? (string) $error['message'] : '',
			'payment_intent' => isset( $error['payment_intent'] ) && is_array( $error['payment_intent'] ) ? $error['payment_intent'] : null,
		);
		Log::warning( sprintf( 'API %s /v1/%s: HTTP %d, %s %s%s', $method, self::log_path( $path ), $status, $info['type'], '' !== $info['code'] ? $info['code'] : '-', '' !== $info['decline_code'] ? ' (' . $info['decline_code'] . ')' : '' ) );
		return new \WP_Error( 'tresen_stripe_' . ( '' !== $info['code'] ? $info['code'] : $info['type'] ), Messages::for_error( $info['type'], $info['code'], $info['decline_code'] ), $info );
	}

	/**
	 * A request path for the log (ids only; never a query string).
	 *
	 * @param string $path Path below /v1/.
	 */
	private static function log_path( string $path ): string {
		return (string) preg_replace( '/[^A-Za-z0-9_\/.-]/', '', (string) strtok( ltrim( $path, '/' ), '?' ) );
	}

	/**
	 * Stripe's form encoding: nested arrays as a[b][c]=x, lists as a[0]=x, booleans as true/false.
	 *
	 * @param array<string, mixed> $params Parameters.
	 */
	public static function encode( array $params ): string {
		$flat = self::flatten( $params, '' );
		$out  = array();
		foreach ( $flat as $key => $value ) {
			$out[] = rawurlencode( $key ) . '=' . rawurlencode( $value );
		}
		return implode( '&', $out );
	}

	/**
	 * Flattens nested parameters.
	 *
	 * @param array<int|string, mixed> $params Parameters.
	 * @param string                   $prefix Key prefix.
	 * @return array<string, string>
	 */
	private static function flatten( array $params, string $prefix ): array {
		$out = array();
		foreach ( $params as $key => $value ) {
			$name = '' === $prefix ? (string) $key : $prefix . '[' . $key . ']';
			if ( null === $value ) {
				continue;
			}
			if ( is_array( $value ) ) {
				$out += self::flatten( $value, $name );
			} elseif ( is_bool( $value ) ) {
				$out[ $name ] = $value ? 'true' : 'false';
			} else {
				$out[ $name ] = (string) $value;
			}
		}
		return $out;
	}
}
