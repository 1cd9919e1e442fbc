<?php
/**
 * A small client of PayPal's REST API (Orders v2, Payments v2, webhook
 * verification) over the WordPress HTTP API.
 *
 * @package Tresen\PayPal
 */

namespace Tresen\PayPal;

defined( 'ABSPATH' ) || exit;

/**
 * Gets an OAuth access token with the client credentials (cached in a
 * transient until shortly before it expires), sends JSON requests with a
 * `PayPal-Request-Id` on writes (PayPal replays the first reply instead of
 * acting twice), and turns every failure into a `WP_Error` whose message a
 * shopper may read (German) and whose data holds PayPal's `name`, `issue`,
 * `debug_id` and HTTP status. The secret only ever goes into the token
 * request's Authorization header: never into an error, a log line or a page.
 */
class Api {

	/** PayPal's live API. */
	public const LIVE = 'https://api-m.paypal.com';

	/** PayPal's sandbox API. */
	public const SANDBOX = 'https://api-m.sandbox.paypal.com';

	/**
	 * Client id.
	 *
	 * @var string
	 */
	private $client_id;

	/**
	 * Secret.
	 *
	 * @var string
	 */
	private $secret;

	/**
	 * Base URL.
	 *
	 * @var string
	 */
	private $base;

	/**
	 * Client for one REST app.
	 *
	 * @param string      $client_id Client id.
	 * @param string      $secret    Secret.
	 * @param bool        $sandbox   Whether the sandbox is used.
	 * @param string|null $base      Base URL; null for PayPal (or the test stand-in, see base_url()).
	 */
	public function __construct( string $client_id, string $secret, bool $sandbox = false, ?string $base = null ) {
		$this->client_id = $client_id;
		$this->secret    = $secret;
		$this->base      = untrailingslashit( $base ?? self::base_url( $sandbox ) );
	}

	/**
	 * Where requests go: api-m.paypal.com (live) or api-m.sandbox.paypal.com,
	 * or the loopback stand-in the tests start, named by the constant
	 * TRESEN_PAYPAL_API_BASE, which is honoured only on development and test
	 * sites (WP_DEBUG or TRESEN_PAYPAL_TESTING) and only for a loopback
	 * address. A real shop always talks to PayPal.
	 *
	 * @param bool $sandbox Whether the sandbox is used.
	 */
	public static function base_url( bool $sandbox ): string {
		$paypal = $sandbox ? self::SANDBOX : self::LIVE;
		if ( ! defined( 'TRESEN_PAYPAL_API_BASE' ) ) {
			return $paypal;
		}
		$testing = ( defined( 'WP_DEBUG' ) && WP_DEBUG ) || ( defined( 'TRESEN_PAYPAL_TESTING' ) && TRESEN_PAYPAL_TESTING );
		$base    = (string) constant( 'TRESEN_PAYPAL_API_BASE' );
		$host    = (string) wp_parse_url( $base, PHP_URL_HOST );
		if ( ! $testing || ! in_array( $host, array( '127.0.0.1', 'localhost', '::1', '[::1]' ), true ) ) {
			return $paypal;
		}
		return $base;
	}

	/** The transient holding this app's access token. */
	private function token_key(): string {
		return 'tresen_paypal_token_' . md5( $this->base . '|' . $this->client_id . '|' . $this->secret );
	}

	/**
	 * An access token (from the cache, or a fresh one).
	 *
	 * @param bool $fresh Ignore the cached token.
	 * @return string|\WP_Error
	 */
	public function access_token( bool $fresh = false ) {
		if ( '' === $this->client_id || '' === $this->secret ) {
			return new \WP_Error( 'tresen_paypal_not_configured', __( 'PayPal is not set up in this shop yet. Please choose another payment method.', 'tresen-paypal' ), array( 'status' => 0 ) );
		}
		$key = $this->token_key();
		if ( ! $fresh ) {
			$cached = get_transient( $key );
			if ( is_string( $cached ) && '' !== $cached ) {
				return $cached;
			}
		}
		$response = wp_remote_request(
			$this->base . '/v1/oauth2/token',
			array(
				'method'  => 'POST',
				'headers' => array(
					// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- HTTP Basic authentication.
					'Authorization' => 'Basic ' . base64_encode( $this->client_id . ':' . $this->secret ),
					'Content-Type'  => 'application/x-www-form-urlencoded',
					'Accept'        => 'application/json',
				),
				'body'    => 'grant_type=client_credentials',
				'timeout' => 30,
			)
		);
		if ( is_wp_error( $response ) ) {
			Log::error( 'PayPal access token: PayPal could not be reached (' . $response->get_error_code() . ').' );
			return self::network_error();
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		$data   = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		if ( 200 !== $status || ! is_array( $data ) || empty( $data['access_token'] ) || ! is_string( $data['access_token'] ) ) {
			Log::error( sprintf( 'PayPal access token refused: HTTP %d %s. Check the client ID and secret of the %s app.', $status, is_array( $data ) && isset( $data['error'] ) ? sanitize_text_field( (string) $data['error'] ) : '', self::LIVE === $this->base ? 'live' : 'sandbox' ) );
			return new \WP_Error(
				'tresen_paypal_auth',
				__( 'PayPal is not available right now. Please choose another payment method.', 'tresen-paypal' ),
				array(
					'status' => $status,
					'name'   => is_array( $data ) && isset( $data['error'] ) ? (string) $data['error'] : 'AUTHENTICATION_FAILURE',
				)
			);
		}
		$expires = isset( $data['expires_in'] ) ? (int) $data['expires_in'] : 0;
		// Kept until a minute before PayPal lets it expire.
		if ( $expires > 120 ) {
			set_transient( $key, $data['access_token'], $expires - 60 );
		}
		return $data['access_token'];
	}

	/**
	 * Creates an order.
	 *
	 * @param array<string, mixed> $body       Orders v2 body (intent, purchase_units, …).
	 * @param string               $request_id Idempotency key.
	 * @return array<string, mixed>|\WP_Error
	 */
	public function create_order( array $body, string $request_id ) {
		return $this->request( 'POST', 'v2/checkout/orders', $body, $request_id );
	}

	/**
	 * Reads an order.
	 *
	 * @param string $id PayPal order id.
	 * @return array<string, mixed>|\WP_Error
	 */
	public function get_order( string $id ) {
		return $this->request( 'GET', 'v2/checkout/orders/' . rawurlencode( $id ) );
	}

	/**
	 * Patches an order (CREATED or APPROVED): JSON Patch operations.
	 *
	 * @param string                          $id  PayPal order id.
	 * @param array<int, array<string, mixed>> $ops Operations.
	 * @return array<string, mixed>|\WP_Error
	 */
	public function patch_order( string $id, array $ops ) {
		return $this->request( 'PATCH', 'v2/checkout/orders/' . rawurlencode( $id ), $ops );
	}

	/**
	 * Captures an approved order.
	 *
	 * @param string $id         PayPal order id.
	 * @param string $request_id Idempotency key.
	 * @return array<string, mixed>|\WP_Error
	 */
	public function capture_order( string $id, string $request_id ) {
		return $this->request( 'POST', 'v2/checkout/orders/' . rawurlencode( $id ) . '/capture', null, $request_id );
	}

	/**
	 * Refunds (part of) a capture.
	 *
	 * @param string                $capture_id Capture id.
	 * @param array<string, string> $amount     value and currency_code; empty for the rest.
	 * @param string                $note       Note to the payer.
	 * @param string                $request_id Idempotency key.
	 * @return array<string, mixed>|\WP_Error
	 */
	public function refund_capture( string $capture_id, array $amount, string $note, string $request_id ) {
		$body = array();
		if ( $amount ) {
			$body['amount'] = $amount;
		}
		if ( '' !== $note ) {
			$body['note_to_payer'] = mb_substr( $note, 0, 255 );
		}
		return $this->request( 'POST', 'v2/payments/captures/' . rawurlencode( $capture_id ) . '/refund', $body, $request_id );
	}

	/**
	 * Asks PayPal whether a webhook delivery is genuine.
	 *
	 * @param array<string, string> $headers    The delivery's PAYPAL-* headers (lower-case names, dashes).
	 * @param string                $webhook_id The webhook's id in the PayPal app.
	 * @param object|array<string, mixed> $event The decoded event (objects keep {} as {}).
	 * @return bool|\WP_Error
	 */
	public function verify_webhook( array $headers, string $webhook_id, $event ) {
		$reply = $this->request(
			'POST',
			'v1/notifications/verify-webhook-signature',
			array(
				'auth_algo'         => $headers['paypal-auth-algo'] ?? '',
				'cert_url'          => $headers['paypal-cert-url'] ?? '',
				'transmission_id'   => $headers['paypal-transmission-id'] ?? '',
				'transmission_sig'  => $headers['paypal-transmission-sig'] ?? '',
				'transmission_time' => $headers['paypal-transmission-time'] ?? '',
				'webhook_id'        => $webhook_id,
				'webhook_event'     => $event,
			)
		);
		if ( is_wp_error( $reply ) ) {
			return $reply;
		}
		return isset( $reply['verification_status'] ) && 'SUCCESS' === $reply['verification_status'];
	}

	/**
	 * Sends one request with the access token (a rejected token is renewed once).
	 *
	 * @param string                    $method     GET, POST or PATCH.
	 * @param string                    $path       Path below the base, e.g. "v2/checkout/orders".
	 * @param array<int|string, mixed>|null $body       JSON body.
	 * @param string                    $request_id PayPal-Request-Id (writes).
	 * @return array<string, mixed>|\WP_Error
	 */
	public function request( string $method, string $path, ?array $body = null, string $request_id = '' ) {
		$response = null;
		for ( $attempt = 0; $attempt < 2; $attempt++ ) {
			$token = $this->access_token( $attempt > 0 );
			if ( is_wp_error( $token ) ) {
				return $token;
			}
			$headers = array(
				'Authorization' => 'Bearer ' . $token,
				'Content-Type'  => 'application/json',
				'Accept'        => 'application/json',
				'Prefer'        => 'return=representation',
			);
			if ( '' !== $request_id && 'GET' !== $method ) {
				$headers['PayPal-Request-Id'] = substr( $request_id, 0, 108 );
			}
			$response = wp_remote_request(
				$this->base . '/' . ltrim( $path, '/' ),
				array(
					'method'  => $method,
					'headers' => $headers,
					'body'    => 'GET' === $method ? null : ( null === $body ? '{}' : (string) wp_json_encode( $body ) ),
					'timeout' => 45,
				)
			);
			if ( is_wp_error( $response ) ) {
				Log::error( sprintf( 'PayPal API %s %s: PayPal could not be reached (%s).', $method, $path, $response->get_error_code() ) );
				return self::network_error();
			}
			if ( 401 !== (int) wp_remote_retrieve_response_code( $response ) ) {
				break;
			}
			delete_transient( $this->token_key() );
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		$data   = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		if ( $status >= 200 && $status < 300 && ( is_array( $data ) || 204 === $status ) ) {
			Log::info( sprintf( 'PayPal API %s %s: HTTP %d%s.', $method, $path, $status, self::summary( is_array( $data ) ? $data : array() ) ) );
			return is_array( $data ) ? $data : array();
		}
		if ( ! is_array( $data ) ) {
			Log::error( sprintf( 'PayPal API %s %s: HTTP %d, an unreadable reply.', $method, $path, $status ) );
			return new \WP_Error(
				'tresen_paypal_bad_reply',
				__( 'PayPal gave an answer we could not read. Please try again in a moment.', 'tresen-paypal' ),
				array( 'status' => $status )
			);
		}
		$details = isset( $data['details'] ) && is_array( $data['details'] ) ? $data['details'] : array();
		$first   = isset( $details[0] ) && is_array( $details[0] ) ? $details[0] : array();
		$info    = array(
			'status'   => $status,
			'name'     => isset( $data['name'] ) ? (string) $data['name'] : '',
			'issue'    => isset( $first['issue'] ) ? (string) $first['issue'] : '',
			'debug_id' => isset( $data['debug_id'] ) ? (string) $data['debug_id'] : '',
		);
		Log::warning( sprintf( 'PayPal API %s %s: HTTP %d %s %s (debug ID %s).', $method, $path, $status, $info['name'], $info['issue'], $info['debug_id'] ) );
		return new \WP_Error( 'tresen_paypal_' . strtolower( '' !== $info['issue'] ? $info['issue'] : ( '' !== $info['name'] ? $info['name'] : 'error' ) ), Messages::for_issue( $info['issue'], $info['name'] ), $info );
	}

	/**
	 * What a reply says in a few words for the log (ids and statuses only).
	 *
	 * @param array<string, mixed> $data Reply.
	 */
	private static function summary( array $data ): string {
		$parts = array();
		foreach ( array( 'id', 'status', 'verification_status' ) as $key ) {
			if ( isset( $data[ $key ] ) && is_scalar( $data[ $key ] ) ) {
				$parts[] = $key . ' ' . sanitize_text_field( (string) $data[ $key ] );
			}
		}
		$capture = $data['purchase_units'][0]['payments']['captures'][0] ?? null;
		if ( is_array( $capture ) && isset( $capture['id'], $capture['status'] ) ) {
			$parts[] = 'capture ' . sanitize_text_field( (string) $capture['id'] ) . ' ' . sanitize_text_field( (string) $capture['status'] );
		}
		return $parts ? ', ' . implode( ', ', $parts ) : '';
	}

	/** The error for a dropped connection. */
	private static function network_error(): \WP_Error {
		return new \WP_Error(
			'tresen_paypal_network',
			__( 'We could not reach PayPal. Please try again in a moment.', 'tresen-paypal' ),
			array( 'status' => 0 )
		);
	}
}
