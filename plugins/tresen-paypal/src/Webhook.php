<?php
/**
 * PayPal's webhook endpoint.
 *
 * @package Tresen\PayPal
 */

namespace Tresen\PayPal;

use Tresen\Common\V5\Payments;

defined( 'ABSPATH' ) || exit;

/**
 * POST /wp-json/tresen-paypal/v1/webhook. Each delivery is checked with
 * PayPal's verify-webhook-signature API (its PAYPAL-TRANSMISSION-* headers,
 * the configured webhook id and the event) and acted on once (processed
 * event ids are kept), and every decision is logged. A capture counts only
 * for the one order that claimed its PayPal order and that it names; a
 * completed one marks it paid only when amount and currency match the
 * order (otherwise on hold with a note); a pending one puts it on hold with
 * PayPal's reason; an approval whose browser never came back is captured
 * for the order that claimed it. A refund or a reversal is recorded once
 * (see Refunds). docs/paypal.md has the table.
 */
final class Webhook {

	/** Option holding processed event ids (newest last). */
	public const OPTION_EVENTS = 'tresen_paypal_processed_events';

	/**
	 * Adds the route.
	 */
	public static function register(): void {
		add_action( 'rest_api_init', array( self::class, 'routes' ) );
		add_filter( 'tresen_paypal_webhook', array( self::class, 'describe' ) );
	}

	/**
	 * What a PayPal app's webhook must be for this plugin: the address it
	 * sends to and the events acted on (the filter `tresen_paypal_webhook`,
	 * read by the Einrichtung's webhook test).
	 *
	 * @return array{url: string, events: list<string>}
	 */
	public static function describe(): array {
		return array(
			'url'    => self::url(),
			'events' => self::EVENTS,
		);
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
			Log::warning( sprintf( 'Webhook %s could not be verified right now (%s); PayPal delivers it again.', sanitize_text_field( $event['id'] ), $verified->get_error_code() ) );
			// PayPal delivers again later.
			return Payments::webhook_error( 'tresen_paypal_verify', __( 'The webhook could not be verified right now.', 'tresen-paypal' ), 503 );
		}
		if ( true !== $verified ) {
			Log::warning( sprintf( 'Webhook %s refused: PayPal says its signature is not valid.', sanitize_text_field( $event['id'] ) ) );
			return Payments::webhook_error( 'tresen_paypal_signature', __( 'The webhook signature is invalid.', 'tresen-paypal' ), 400 );
		}
		$resource = isset( $event['resource'] ) && is_array( $event['resource'] ) ? $event['resource'] : array();
		$type     = sanitize_text_field( (string) $event['event_type'] );
		$id       = sanitize_text_field( $event['id'] );
		$response = Payments::webhook_once(
			self::OPTION_EVENTS,
			$event['id'],
			static fn(): string => self::dispatch( $type, $resource )
		);
		$data     = $response->get_data();
		Log::info( sprintf( 'Webhook %s (%s, resource %s): %s.', $id, $type, sanitize_text_field( (string) ( $resource['id'] ?? '-' ) ), ! empty( $data['duplicate'] ) ? 'a replay, ignored' : (string) ( $data['result'] ?? '-' ) ) );
		return $response;
	}

	/** The events acted on (everything else is answered "ignored"). */
	public const EVENTS = array(
		'CHECKOUT.ORDER.APPROVED',
		'PAYMENT.CAPTURE.COMPLETED',
		'PAYMENT.CAPTURE.PENDING',
		'PAYMENT.CAPTURE.DENIED',
		'PAYMENT.CAPTURE.REFUNDED',
		'PAYMENT.CAPTURE.REVERSED',
	);

	/**
	 * Acts on an event.
	 *
	 * @param string               $type     Event type.
	 * @param array<string, mixed> $resource The event's resource (an order, a capture or a refund).
	 * @return string What happened (for PayPal's delivery log).
	 */
	public static function dispatch( string $type, array $resource ): string {
		if ( ! in_array( $type, self::EVENTS, true ) ) {
			return 'ignored';
		}
		switch ( $type ) {
			case 'CHECKOUT.ORDER.APPROVED':
				return self::approved( $resource );
			case 'PAYMENT.CAPTURE.REFUNDED':
				// The resource is the refund; it names its capture in its "up" link.
				return Refunds::reported( $resource );
			case 'PAYMENT.CAPTURE.REVERSED':
				return Refunds::reported( $resource, true );
		}
		$order = self::order_of( $resource );
		if ( ! $order ) {
			return 'no-order';
		}
		if ( 'PAYMENT.CAPTURE.COMPLETED' === $type ) {
			$capture_id = (string) $resource['id'];
			if ( $order->is_paid() && $order->get_transaction_id() === $capture_id ) {
				return 'unchanged';
			}
			$order->update_meta_data( Gateway::META_CAPTURE, $capture_id );
			$order->save();
			return Gateway::mark_paid( $order, $resource ) ? 'paid' : 'amount-mismatch';
		}
		if ( 'PAYMENT.CAPTURE.PENDING' === $type ) {
			if ( $order->is_paid() || ! $order->has_status( array( 'pending', 'on-hold', 'failed' ) ) ) {
				return 'unchanged';
			}
			$order->update_meta_data( Gateway::META_CAPTURE, (string) $resource['id'] );
			$order->set_transaction_id( (string) $resource['id'] );
			$order->save();
			Gateway::pending( $order, $resource );
			return 'on-hold';
		}
		return Payments::fail_order( $order, __( 'PayPal declined the payment.', 'tresen-paypal' ) );
	}

	/**
	 * CHECKOUT.ORDER.APPROVED: the buyer approved in PayPal, but the browser
	 * may never come back. The one WooCommerce order that claimed the PayPal
	 * order (the order-pay page claims it when it creates it; the checkout
	 * when it is posted) is captured here, with the amount exactly its total;
	 * a PayPal order no WooCommerce order claimed pays nothing (the checkout
	 * creates the order only when it is posted).
	 *
	 * @param array<string, mixed> $paypal The PayPal order (the event's resource).
	 * @return string What happened.
	 */
	private static function approved( array $paypal ): string {
		$token = isset( $paypal['id'] ) && is_string( $paypal['id'] ) ? $paypal['id'] : '';
		if ( '' === $token ) {
			return 'no-order';
		}
		$holder = Claim::holder( $token );
		$order  = $holder ? wc_get_order( $holder ) : null;
		if ( ! $order instanceof \WC_Order || Gateway::ID !== $order->get_payment_method() || (string) $order->get_meta( Gateway::META_ORDER ) !== $token ) {
			return 'no-order';
		}
		if ( $order->is_paid() || '' !== (string) $order->get_meta( Gateway::META_CAPTURE ) ) {
			return 'unchanged';
		}
		if ( ! $order->has_status( array( 'pending', 'on-hold', 'failed' ) ) ) {
			return 'unchanged';
		}
		if ( ! Claim::lock( $token ) ) {
			// The shopper's browser is capturing it right now.
			return 'in-progress';
		}
		try {
			$done = Capture::run( $order, $token, '', Capture::EXACT );
		} finally {
			Claim::unlock( $token );
		}
		if ( ! $done['ok'] && 'amount-changed' === $done['result'] ) {
			$order->add_order_note(
				sprintf(
					/* translators: %s: PayPal order id. */
					__( 'PayPal: the customer approved the PayPal payment %s, but over another amount than this order’s total. Nothing was charged.', 'tresen-paypal' ),
					$token
				)
			);
			return 'amount-mismatch';
		}
		if ( $done['ok'] ) {
			$order->add_order_note( __( 'PayPal: the customer approved the payment in PayPal but did not return to the shop; the payment was captured by PayPal’s notification.', 'tresen-paypal' ) );
		}
		return $done['result'];
	}

	/**
	 * The PayPal order a capture belongs to: PayPal's events name it in
	 * `supplementary_data.related_ids.order_id`; the capture's `up` link
	 * (the one the published Payments v2 schema has) names it too.
	 *
	 * @param array<string, mixed> $capture Capture.
	 */
	private static function paypal_order_of( array $capture ): string {
		$related = $capture['supplementary_data']['related_ids']['order_id'] ?? '';
		if ( is_string( $related ) && '' !== $related ) {
			return $related;
		}
		foreach ( (array) ( $capture['links'] ?? array() ) as $link ) {
			if ( is_array( $link ) && 'up' === ( $link['rel'] ?? '' ) && preg_match( '#/v2/checkout/orders/([A-Za-z0-9-]+)$#', (string) ( $link['href'] ?? '' ), $m ) ) {
				return $m[1];
			}
		}
		return '';
	}

	/**
	 * The order a capture belongs to: named in its custom_id, holding its
	 * PayPal order id, the one order that claimed that PayPal order, and no
	 * other order holding the capture.
	 *
	 * @param array<string, mixed> $capture Capture.
	 */
	private static function order_of( array $capture ): ?\WC_Order {
		$order_id = isset( $capture['custom_id'] ) ? absint( $capture['custom_id'] ) : 0;
		$order    = $order_id ? wc_get_order( $order_id ) : null;
		$paypal   = self::paypal_order_of( $capture );
		if ( ! $order instanceof \WC_Order || '' === $paypal || ! isset( $capture['id'] ) || (string) $order->get_meta( Gateway::META_ORDER ) !== $paypal ) {
			return null;
		}
		if ( ! Capture::names( $capture, $order ) || Claim::claim( $paypal, $order->get_id() ) !== $order->get_id() || Capture::held_elsewhere( (string) $capture['id'], $order ) ) {
			Log::warning( sprintf( 'Capture %s names order #%d, which does not hold it alone: ignored.', (string) $capture['id'], $order->get_id() ) );
			return null;
		}
		return $order;
	}
}
