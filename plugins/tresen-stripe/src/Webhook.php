<?php
/**
 * Stripe's webhook endpoint.
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe;

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

	/** How many event ids are remembered. */
	private const KEEP = 1000;

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
		register_rest_route(
			'tresen-stripe/v1',
			'/webhook',
			array(
				'methods'             => 'POST',
				'callback'            => array( self::class, 'handle' ),
				// Authenticated by the signature (Stripe has no WordPress account).
				'permission_callback' => '__return_true',
			)
		);
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
			return new \WP_REST_Response(
				array(
					'code'    => 'tresen_stripe_signature',
					'message' => __( 'The webhook signature is invalid.', 'tresen-stripe' ),
				),
				400
			);
		}
		$event = json_decode( $payload, true );
		if ( ! is_array( $event ) || ! isset( $event['id'], $event['type'] ) || ! is_string( $event['id'] ) ) {
			return new \WP_REST_Response(
				array(
					'code'    => 'tresen_stripe_event',
					'message' => __( 'The webhook event could not be read.', 'tresen-stripe' ),
				),
				400
			);
		}
		$processed = get_option( self::OPTION_EVENTS, array() );
		$processed = is_array( $processed ) ? $processed : array();
		if ( in_array( $event['id'], $processed, true ) ) {
			return new \WP_REST_Response(
				array(
					'received'  => true,
					'duplicate' => true,
				),
				200
			);
		}
		$object      = isset( $event['data']['object'] ) && is_array( $event['data']['object'] ) ? $event['data']['object'] : array();
		$result      = self::dispatch( (string) $event['type'], $object );
		$processed[] = $event['id'];
		update_option( self::OPTION_EVENTS, array_slice( $processed, -self::KEEP ), false );
		return new \WP_REST_Response(
			array(
				'received' => true,
				'result'   => $result,
			),
			200
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
		if ( $order->is_paid() || ! $order->has_status( array( 'pending', 'on-hold' ) ) ) {
			return 'unchanged';
		}
		$error = isset( $object['last_payment_error'] ) && is_array( $object['last_payment_error'] ) ? $object['last_payment_error'] : array();
		$order->update_status(
			'failed',
			sprintf(
				/* translators: %s: Stripe error code. */
				__( 'Stripe: the payment failed (%s).', 'tresen-stripe' ),
				isset( $error['code'] ) ? (string) $error['code'] : '-'
			)
		);
		return 'failed';
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
