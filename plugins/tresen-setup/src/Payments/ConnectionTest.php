<?php
/**
 * The Stripe connection test: one read-only API call that shows whether
 * Stripe accepts a secret key, and a format check of the webhook signing
 * secret (Stripe has no API call that proves a signing secret; only an
 * event Stripe signs with it does). German results.
 *
 * The call reads a PaymentIntent that does not exist: Stripe answers 401
 * for a key it does not accept before it looks for the object, and 404
 * (or, on stripe-mock, 200) for a key it accepts. Nothing is created.
 *
 * The PayPal test asks for an OAuth token with the app's credentials
 * (401 invalid_client for wrong ones).
 *
 * @package Tresen\Setup
 */

namespace Tresen\Setup\Payments;

use Tresen\Setup\Check\Result;

defined( 'ABSPATH' ) || exit;

/**
 * Connection tests.
 */
final class ConnectionTest {

	/** Stripe's API. */
	public const STRIPE_BASE = 'https://api.stripe.com';

	/** The object read: an id no account has. */
	private const PROBE = '/v1/payment_intents/pi_tresenConnectionTest';

	/**
	 * Stripe's address: the API, or in tests the loopback stand-in the
	 * Stripe plugin is pointed at (its constant TRESEN_STRIPE_API_BASE,
	 * honoured only with WP_DEBUG or TRESEN_STRIPE_TESTING and on loopback).
	 */
	public static function stripe_base(): string {
		if ( ! defined( 'TRESEN_STRIPE_API_BASE' ) ) {
			return self::STRIPE_BASE;
		}
		$testing = ( defined( 'WP_DEBUG' ) && WP_DEBUG ) || ( defined( 'TRESEN_STRIPE_TESTING' ) && TRESEN_STRIPE_TESTING );
		$base    = (string) constant( 'TRESEN_STRIPE_API_BASE' );
		$host    = (string) wp_parse_url( $base, PHP_URL_HOST );
		if ( ! $testing || ! in_array( $host, array( '127.0.0.1', 'localhost', '::1', '[::1]' ), true ) ) {
			return self::STRIPE_BASE;
		}
		return untrailingslashit( $base );
	}

	/** PayPal's APIs. */
	public const PAYPAL_LIVE    = 'https://api-m.paypal.com';
	public const PAYPAL_SANDBOX = 'https://api-m.sandbox.paypal.com';

	/**
	 * PayPal's address for a mode, or in tests the loopback stand-in the
	 * PayPal plugin is pointed at (its constant TRESEN_PAYPAL_API_BASE,
	 * honoured as the PayPal plugin honours it: only with WP_DEBUG or
	 * TRESEN_PAYPAL_TESTING and on loopback).
	 *
	 * @param bool $sandbox Whether the sandbox is meant.
	 */
	public static function paypal_base( bool $sandbox ): string {
		$paypal = $sandbox ? self::PAYPAL_SANDBOX : self::PAYPAL_LIVE;
		if ( ! defined( 'TRESEN_PAYPAL_API_BASE' ) ) {
			return $paypal;
		}
		$testing = ( defined( 'WP_DEBUG' ) && WP_DEBUG ) || ( defined( 'TRESEN_PAYPAL_TESTING' ) && TRESEN_PAYPAL_TESTING );
		$base    = (string) constant( 'TRESEN_PAYPAL_API_BASE' );
		$host    = (string) wp_parse_url( $base, PHP_URL_HOST );
		if ( ! $testing || ! in_array( $host, array( '127.0.0.1', 'localhost', '::1', '[::1]' ), true ) ) {
			return $paypal;
		}
		return untrailingslashit( $base );
	}

	/**
	 * Tests a PayPal app's client id and secret with one OAuth
	 * client-credentials token request (it reads nothing and changes
	 * nothing; the token is not kept).
	 *
	 * @param string $client_id Client id.
	 * @param string $secret    Secret.
	 * @param bool   $sandbox   Sandbox or live app.
	 */
	public static function paypal( string $client_id, string $secret, bool $sandbox ): Result {
		$title = __( 'PayPal credentials', 'tresen-setup' );
		if ( '' === $client_id || '' === $secret ) {
			return new Result( 'paypal', $title, false, __( 'Enter the client ID and the secret of your PayPal app.', 'tresen-setup' ) );
		}
		$token = self::paypal_token( $client_id, $secret, $sandbox );
		if ( is_string( $token ) ) {
			return new Result(
				'paypal',
				$title,
				true,
				$sandbox
					? __( 'PayPal accepts the client ID and secret (sandbox: no real payments).', 'tresen-setup' )
					: __( 'PayPal accepts the client ID and secret (live: real payments).', 'tresen-setup' )
			);
		}
		return new Result( 'paypal', $title, false, $token->get_error_message() );
	}

	/**
	 * An OAuth client-credentials token of a PayPal app, or why there is none (German).
	 *
	 * @param string $client_id Client id.
	 * @param string $secret    Secret.
	 * @param bool   $sandbox   Sandbox or live app.
	 * @return string|\WP_Error
	 */
	private static function paypal_token( string $client_id, string $secret, bool $sandbox ) {
		$response = wp_remote_post(
			self::paypal_base( $sandbox ) . '/v1/oauth2/token',
			array(
				'timeout' => 15,
				'headers' => array(
					// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- HTTP Basic authentication.
					'Authorization' => 'Basic ' . base64_encode( $client_id . ':' . $secret ),
					'Content-Type'  => 'application/x-www-form-urlencoded',
					'Accept'        => 'application/json',
				),
				'body'    => 'grant_type=client_credentials',
			)
		);
		if ( is_wp_error( $response ) ) {
			/* translators: %s: the network error. */
			return new \WP_Error( 'tresen_setup_paypal', sprintf( __( 'PayPal could not be reached: %s', 'tresen-setup' ), $response->get_error_message() ) );
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		$data   = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		if ( 200 === $status && is_array( $data ) && ! empty( $data['access_token'] ) && is_string( $data['access_token'] ) ) {
			return $data['access_token'];
		}
		if ( 401 === $status ) {
			return new \WP_Error(
				'tresen_setup_paypal',
				$sandbox
					? __( 'PayPal refused this client ID or secret for the sandbox. Copy both again from PayPal’s developer dashboard (Apps & Credentials, “Sandbox”); live credentials do not work in the sandbox.', 'tresen-setup' )
					: __( 'PayPal refused this client ID or secret for live payments. Copy both again from PayPal’s developer dashboard (Apps & Credentials, “Live”); sandbox credentials do not work live.', 'tresen-setup' )
			);
		}
		/* translators: %d: HTTP status. */
		return new \WP_Error( 'tresen_setup_paypal', sprintf( __( 'PayPal answered unexpectedly (status %d). Try again in a few minutes.', 'tresen-setup' ), $status ) );
	}

	/**
	 * What the PayPal plugin needs of a webhook, as it says through its
	 * filter `tresen_paypal_webhook` (empty while that plugin is off).
	 *
	 * @return array{url: string, events: list<string>}
	 */
	private static function paypal_webhook_needs(): array {
		$needs  = apply_filters( 'tresen_paypal_webhook', array() );
		$needs  = is_array( $needs ) ? $needs : array();
		$events = isset( $needs['events'] ) && is_array( $needs['events'] ) ? array_values( array_filter( $needs['events'], 'is_string' ) ) : array();
		return array(
			'url'    => isset( $needs['url'] ) && is_string( $needs['url'] ) ? $needs['url'] : '',
			'events' => $events,
		);
	}

	/** Where PayPal must send the webhooks: the PayPal plugin's REST route ('' while it is off). */
	public static function paypal_webhook_url(): string {
		return self::paypal_webhook_needs()['url'];
	}

	/**
	 * Tests a PayPal webhook id with one read of the webhook (GET
	 * /v1/notifications/webhooks/{id}, with a token of the same app): PayPal
	 * knows it in this app, it sends to this shop's webhook address, and it
	 * subscribes to the events the PayPal plugin acts on.
	 *
	 * @param string $client_id  Client id.
	 * @param string $secret     Secret.
	 * @param bool   $sandbox    Sandbox or live app.
	 * @param string $webhook_id Webhook id from PayPal's dashboard.
	 */
	public static function paypal_webhook( string $client_id, string $secret, bool $sandbox, string $webhook_id ): Result {
		$title = __( 'PayPal webhook', 'tresen-setup' );
		if ( ! preg_match( '/^[A-Za-z0-9\-]{5,64}$/', $webhook_id ) ) {
			return new Result( 'paypal-webhook', $title, false, __( 'This is not a PayPal webhook ID. Copy it from PayPal’s developer dashboard: Apps & Credentials, your app, “Webhooks”.', 'tresen-setup' ) );
		}
		$token = self::paypal_token( $client_id, $secret, $sandbox );
		if ( ! is_string( $token ) ) {
			return new Result( 'paypal-webhook', $title, false, $token->get_error_message() );
		}
		$response = wp_remote_get(
			self::paypal_base( $sandbox ) . '/v1/notifications/webhooks/' . rawurlencode( $webhook_id ),
			array(
				'timeout' => 15,
				'headers' => array(
					'Authorization' => 'Bearer ' . $token,
					'Accept'        => 'application/json',
				),
			)
		);
		if ( is_wp_error( $response ) ) {
			/* translators: %s: the network error. */
			return new Result( 'paypal-webhook', $title, false, sprintf( __( 'PayPal could not be reached: %s', 'tresen-setup' ), $response->get_error_message() ) );
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		$data   = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		if ( 404 === $status ) {
			return new Result(
				'paypal-webhook',
				$title,
				false,
				$sandbox
					? __( 'PayPal does not know this webhook ID in this sandbox app. Copy it from the app’s “Webhooks” list in PayPal’s developer dashboard (Sandbox).', 'tresen-setup' )
					: __( 'PayPal does not know this webhook ID in this live app. Copy it from the app’s “Webhooks” list in PayPal’s developer dashboard (Live).', 'tresen-setup' )
			);
		}
		if ( 200 !== $status || ! is_array( $data ) ) {
			/* translators: %d: HTTP status. */
			return new Result( 'paypal-webhook', $title, false, sprintf( __( 'PayPal answered unexpectedly (status %d). Try again in a few minutes.', 'tresen-setup' ), $status ) );
		}
		$url  = isset( $data['url'] ) && is_string( $data['url'] ) ? $data['url'] : '';
		$want = self::paypal_webhook_url();
		if ( untrailingslashit( strtolower( $url ) ) !== untrailingslashit( strtolower( $want ) ) ) {
			return new Result(
				'paypal-webhook',
				$title,
				false,
				/* translators: 1: the webhook's address at PayPal, 2: the shop's webhook address. */
				sprintf( __( 'This webhook sends to %1$s, not to your shop. Set its URL in PayPal’s developer dashboard to %2$s.', 'tresen-setup' ), '' === $url ? '–' : $url, $want )
			);
		}
		$names = array();
		foreach ( isset( $data['event_types'] ) && is_array( $data['event_types'] ) ? $data['event_types'] : array() as $type ) {
			if ( is_array( $type ) && isset( $type['name'] ) && is_string( $type['name'] ) ) {
				$names[] = $type['name'];
			}
		}
		$missing = in_array( '*', $names, true ) ? array() : array_values( array_diff( self::paypal_webhook_needs()['events'], $names ) );
		if ( $missing ) {
			return new Result(
				'paypal-webhook',
				$title,
				false,
				/* translators: %s: list of PayPal event names. */
				sprintf( __( 'The webhook does not subscribe to %s. Add these events to it in PayPal’s developer dashboard, or your shop misses payments, refunds and chargebacks made at PayPal.', 'tresen-setup' ), implode( ', ', $missing ) )
			);
		}
		return new Result( 'paypal-webhook', $title, true, __( 'PayPal knows this webhook: it sends the payment events to your shop.', 'tresen-setup' ) );
	}

	/**
	 * Tests a Stripe secret key and webhook signing secret.
	 *
	 * @param string $secret_key     Secret (sk_…) or restricted (rk_…) key.
	 * @param string $webhook_secret Signing secret (whsec_…), '' to skip.
	 * @return list<Result> The key's result, then the signing secret's.
	 */
	public static function stripe( string $secret_key, string $webhook_secret ): array {
		$results   = array( self::stripe_key( trim( $secret_key ) ) );
		$webhook   = trim( $webhook_secret );
		$title     = __( 'Stripe webhook signing secret', 'tresen-setup' );
		$results[] = '' === $webhook
			? new Result( 'stripe-webhook', $title, false, __( 'No signing secret entered. Without it the shop cannot trust Stripe’s messages about payments (e.g. SEPA debits). You find it in Stripe’s dashboard under Developers → Webhooks.', 'tresen-setup' ) )
			: ( preg_match( '/^whsec_[A-Za-z0-9]{16,}$/', $webhook )
				? new Result( 'stripe-webhook', $title, true, __( 'The signing secret has Stripe’s format. Stripe offers no call that proves it: send a test event from Stripe’s dashboard; WooCommerce → Status → Logs shows whether the shop accepted its signature.', 'tresen-setup' ) )
				: new Result( 'stripe-webhook', $title, false, __( 'This is not a Stripe webhook signing secret: it starts with “whsec_”. You find it in Stripe’s dashboard under Developers → Webhooks, at your endpoint.', 'tresen-setup' ) ) );
		return $results;
	}

	/**
	 * Tests a Stripe secret key.
	 *
	 * @param string $key Key.
	 */
	private static function stripe_key( string $key ): Result {
		$title = __( 'Stripe secret key', 'tresen-setup' );
		if ( '' === $key ) {
			return new Result( 'stripe-key', $title, false, __( 'No secret key entered.', 'tresen-setup' ) );
		}
		if ( preg_match( '/^pk_(test|live)_/', $key ) ) {
			return new Result( 'stripe-key', $title, false, __( 'This is the publishable key (pk_…). The connection test needs the secret key (sk_…) from Stripe’s dashboard under Developers → API keys.', 'tresen-setup' ) );
		}
		if ( ! preg_match( '/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/', $key ) ) {
			return new Result( 'stripe-key', $title, false, __( 'This is not a Stripe secret key: it starts with “sk_test_” or “sk_live_”.', 'tresen-setup' ) );
		}
		$response = wp_remote_get(
			self::stripe_base() . self::PROBE,
			array(
				'timeout' => 15,
				'headers' => array( 'Authorization' => 'Bearer ' . $key ),
			)
		);
		if ( is_wp_error( $response ) ) {
			/* translators: %s: the network error. */
			return new Result( 'stripe-key', $title, false, sprintf( __( 'Stripe could not be reached: %s', 'tresen-setup' ), $response->get_error_message() ) );
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		$live   = (bool) preg_match( '/^(sk|rk)_live_/', $key );
		if ( 401 === $status ) {
			return new Result( 'stripe-key', $title, false, __( 'Stripe refused this secret key: it is wrong, was rolled or deleted. Copy it again from Stripe’s dashboard under Developers → API keys.', 'tresen-setup' ) );
		}
		if ( 403 === $status ) {
			return new Result( 'stripe-key', $title, false, __( 'Stripe accepts this restricted key, but it may not read payments. Give it the permission “PaymentIntents: Read” and “Write”, or use the secret key.', 'tresen-setup' ) );
		}
		if ( 200 === $status || 404 === $status ) {
			return new Result(
				'stripe-key',
				$title,
				true,
				$live
					? __( 'Stripe accepts the secret key (live mode: real payments).', 'tresen-setup' )
					: __( 'Stripe accepts the secret key (test mode: no real payments).', 'tresen-setup' )
			);
		}
		/* translators: %d: HTTP status. */
		return new Result( 'stripe-key', $title, false, sprintf( __( 'Stripe answered unexpectedly (status %d). Try again in a few minutes.', 'tresen-setup' ), $status ) );
	}
}
