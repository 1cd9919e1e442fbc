<?php
/**
 * PayPal's webhook endpoint.
 *
 * @package Tresen\PayPal
 */

namespace Tresen\PayPal;

use Tresen\Common\V3\Payments;

defined( 'ABSPATH' ) || exit;

/**
 * POST /wp-json/tresen-paypal/v1/webhook. Each delivery is checked with
 * PayPal's verify-webhook-signature API (its PAYPAL-TRANSMISSION-* headers,
 * the configured webhook id and the event) and acted on once (processed
 * event ids are kept). A completed capture marks its order paid only when
 * amount and currency match the order; otherwise the order goes on hold
 * with a note and stays unpaid. A refund is recorded once (see Refunds).
 */
final class Webhook {

	/** Option holding processed event ids (newest last). */
	public const OPTION_EVENTS = 'tresen_paypal_processed_events';

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
		Payments::webhook_route( 'tresen-paypal/v1', array( self::class, 'handle' ) );
	}

	/** The endpoint's URL (for the settings screen and docs). */
	public static function url(): string {
		return rest_url( 'tresen-paypal/v1/webhook' );
	}

	/**
	 * Handles one delivery.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public static function handle( \WP_REST_Request $request ): \WP_REST_Response {
		$payload = $request->get_body();
		$event   = json_decode( $payload, true );
		// The event goes back to PayPal as sent: decoded to objects, so {} stays {}.
		$raw = json_decode( $payload, false );
		if ( ! is_array( $event ) || ! isset( $event['id'], $event['event_type'] ) || ! is_string( $event['id'] ) || ! is_object( $raw ) ) {
			return Payments::webhook_error( 'tresen_paypal_event', __( 'The webhook event could not be read.', 'tresen-paypal' ), 400 );
		}
		$webhook_id = Settings::webhook_id();
		if ( '' === $webhook_id ) {
			return Payments::webhook_error( 'tresen_paypal_webhook_id', __( 'No webhook ID is set in the PayPal settings.', 'tresen-paypal' ), 400 );
		}
		$headers = array();
		foreach ( array( 'auth-algo', 'cert-url', 'transmission-id', 'transmission-sig', 'transmission-time' ) as $name ) {
			$headers[ 'paypal-' . $name ] = (string) $request->get_header( 'paypal_' . str_replace( '-', '_', $name ) );
		}
		$verified = Settings::api()->verify_webhook( $headers, $webhook_id, $raw );
		if ( is_wp_error( $verified ) ) {
			// PayPal delivers again later.
			return Payments::webhook_error( 'tresen_paypal_verify', __( 'The webhook could not be verified right now.', 'tresen-paypal' ), 503 );
		}
		if ( true !== $verified ) {
			return Payments::webhook_error( 'tresen_paypal_signature', __( 'The webhook signature is invalid.', 'tresen-paypal' ), 400 );
		}
		$resource = isset( $event['resource'] ) && is_array( $event['resource'] ) ? $event['resource'] : array();
		return Payments::webhook_once(
			self::OPTION_EVENTS,
			$event['id'],
			static fn(): string => self::dispatch( (string) $event['event_type'], $resource )
		);
	}

	/**
	 * Acts on an event.
	 *
	 * @param string               $type     Event type.
	 * @param array<string, mixed> $resource The event's resource (a capture).
	 * @return string What happened (for PayPal's delivery log).
	 */
	public static function dispatch( string $type, array $resource ): string {
		if ( ! in_array( $type, array( 'PAYMENT.CAPTURE.COMPLETED', 'PAYMENT.CAPTURE.DENIED', 'PAYMENT.CAPTURE.REFUNDED' ), true ) ) {
			return 'ignored';
		}
		if ( 'PAYMENT.CAPTURE.REFUNDED' === $type ) {
			// The resource is the refund; it names its capture in its "up" link.
			return Refunds::reported( $resource );
		}
		$order = self::order_of( $resource );
		if ( ! $order ) {
			return 'no-order';
		}
		if ( 'PAYMENT.CAPTURE.COMPLETED' === $type ) {
			return Gateway::mark_paid( $order, $resource ) ? 'paid' : 'amount-mismatch';
		}
		return Payments::fail_order( $order, __( 'PayPal declined the payment.', 'tresen-paypal' ) );
	}

	/**
	 * The order a capture belongs to: named in its custom_id and holding its PayPal order id.
	 *
	 * @param array<string, mixed> $capture Capture.
	 */
	private static function order_of( array $capture ): ?\WC_Order {
		$order_id = isset( $capture['custom_id'] ) ? absint( $capture['custom_id'] ) : 0;
		$order    = $order_id ? wc_get_order( $order_id ) : null;
		$paypal   = $capture['supplementary_data']['related_ids']['order_id'] ?? '';
		if ( ! $order instanceof \WC_Order || '' === $paypal || (string) $order->get_meta( Gateway::META_ORDER ) !== (string) $paypal ) {
			return null;
		}
		return $order;
	}
}
