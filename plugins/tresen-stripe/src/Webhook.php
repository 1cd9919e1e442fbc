<?php
/**
 * Stripe's webhook endpoint.
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe;

use Tresen\Common\V3\Payments;

defined( 'ABSPATH' ) || exit;

/**
 * POST /wp-json/tresen-stripe/v1/webhook. Each event is accepted only with
 * a valid `Stripe-Signature` (HMAC-SHA256 of "t.body" with the webhook
 * secret, compared with hash_equals against every v1, t at most five
 * minutes off), and acted on once (processed event ids are kept). A
 * succeeded payment marks its order paid only when amount and currency
 * match the order.
 */
final class Webhook {

	/** Seconds a signature's timestamp may be off (Stripe's libraries use 300). */
	public const TOLERANCE = 300;

	/** Option holding processed event ids (newest last). */
	public const OPTION_EVENTS = 'tresen_stripe_processed_events';

	/**
	 * Adds the route.
	 */
	public static function register(): void {
		add_action( 'rest_api_init', array( self::class, 'routes' ) );
	}

	/**
	 * Registers the REST route.
	 */
	public static function routes(): void {
		// Authenticated by the provider's signature (checked in handle()).
		Payments::webhook_route( 'tresen-stripe/v1', array( self::class, 'handle' ) );
	}

	/** The endpoint's URL (for the settings screen and docs). */
	public static function url(): string {
		return rest_url( 'tresen-stripe/v1/webhook' );
	}

	/**
	 * Whether a Stripe-Signature header signs the payload.
	 *
	 * @param string   $payload Raw body.
	 * @param string   $header  Stripe-Signature header.
	 * @param string   $secret  Signing secret.
	 * @param int|null $now     Current time.
	 */
	public static function verify( string $payload, string $header, string $secret, ?int $now = null ): bool {
		if ( '' === $secret || '' === $header ) {
			return false;
		}
		$timestamp  = null;
		$signatures = array();
		foreach ( explode( ',', $header ) as $part ) {
			$pair = explode( '=', trim( $part ), 2 );
			if ( 2 !== count( $pair ) ) {
				continue;
			}
			if ( 't' === $pair[0] && ctype_digit( $pair[1] ) ) {
				$timestamp = (int) $pair[1];
			} elseif ( 'v1' === $pair[0] ) {
				$signatures[] = $pair[1];
			}
		}
		if ( null === $timestamp || ! $signatures ) {
			return false;
		}
		if ( abs( ( $now ?? time() ) - $timestamp ) > self::TOLERANCE ) {
			return false;
		}
		$expected = hash_hmac( 'sha256', $timestamp . '.' . $payload, $secret );
		foreach ( $signatures as $signature ) {
			if ( hash_equals( $expected, $signature ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Handles one delivery.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public static function handle( \WP_REST_Request $request ): \WP_REST_Response {
		$payload = $request->get_body();
		if ( ! self::verify( $payload, (string) $request->get_header( 'stripe_signature' ), Settings::webhook_secret() ) ) {
			return Payments::webhook_error( 'tresen_stripe_signature', __( 'The webhook signature is invalid.', 'tresen-stripe' ), 400 );
		}
		$event = json_decode( $payload, true );
		if ( ! is_array( $event ) || ! isset( $event['id'], $event['type'] ) || ! is_string( $event['id'] ) ) {
			return Payments::webhook_error( 'tresen_stripe_event', __( 'The webhook event could not be read.', 'tresen-stripe' ), 400 );
		}
		$object = isset( $event['data']['object'] ) && is_array( $event['data']['object'] ) ? $event['data']['object'] : array();
		return Payments::webhook_once(
			self::OPTION_EVENTS,
			$event['id'],
			static fn(): string => self::dispatch( (string) $event['type'], $object )
		);
	}

	/**
	 * Acts on an event.
	 *
	 * @param string               $type   Event type.
	 * @param array<string, mixed> $object The event's object.
	 * @return string What happened (for Stripe's delivery log).
	 */
	private static function dispatch( string $type, array $object ): string {
		if ( ! in_array( $type, array( 'payment_intent.succeeded', 'payment_intent.payment_failed' ), true ) ) {
			return 'ignored';
		}
		$order = self::order_of( $object );
		if ( ! $order ) {
			return 'no-order';
		}
		if ( 'payment_intent.succeeded' === $type ) {
			return PaymentGateway::mark_paid( $order, $object ) ? 'paid' : 'amount-mismatch';
		}
		$error = isset( $object['last_payment_error'] ) && is_array( $object['last_payment_error'] ) ? $object['last_payment_error'] : array();
		return Payments::fail_order(
			$order,
			sprintf(
				/* translators: %s: Stripe error code. */
				__( 'Stripe: the payment failed (%s).', 'tresen-stripe' ),
				isset( $error['code'] ) ? (string) $error['code'] : '-'
			)
		);
	}

	/**
	 * The order a PaymentIntent belongs to: named in its metadata and holding its id.
	 *
	 * @param array<string, mixed> $intent PaymentIntent.
	 */
	private static function order_of( array $intent ): ?\WC_Order {
		$order_id = isset( $intent['metadata']['order_id'] ) ? absint( $intent['metadata']['order_id'] ) : 0;
		$order    = $order_id ? wc_get_order( $order_id ) : null;
		if ( ! $order instanceof \WC_Order || ! isset( $intent['id'] ) || (string) $order->get_meta( PaymentGateway::META_INTENT ) !== (string) $intent['id'] ) {
			return null;
		}
		return $order;
	}
}
