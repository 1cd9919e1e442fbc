<?php
/**
 * Stripe's webhook endpoint.
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe;

use Tresen\Common\V4\Payments;

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

	/** The events acted on (the others are acknowledged and logged). */
	public const EVENTS = array(
		'payment_intent.succeeded',
		'payment_intent.payment_failed',
		'payment_intent.processing',
		'payment_intent.requires_action',
		'payment_intent.canceled',
		'charge.succeeded',
		'charge.refunded',
		'charge.dispute.created',
		'charge.dispute.closed',
		'charge.dispute.funds_withdrawn',
		'charge.dispute.funds_reinstated',
	);

	/**
	 * Handles one delivery.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public static function handle( \WP_REST_Request $request ): \WP_REST_Response {
		$payload = $request->get_body();
		if ( ! self::verify( $payload, (string) $request->get_header( 'stripe_signature' ), Settings::webhook_secret() ) ) {
			Log::warning( 'Webhook refused: the signature is missing, forged or older than five minutes' );
			return Payments::webhook_error( 'tresen_stripe_signature', __( 'The webhook signature is invalid.', 'tresen-stripe' ), 400 );
		}
		$event = json_decode( $payload, true );
		if ( ! is_array( $event ) || ! isset( $event['id'], $event['type'] ) || ! is_string( $event['id'] ) ) {
			Log::warning( 'Webhook refused: the event could not be read' );
			return Payments::webhook_error( 'tresen_stripe_event', __( 'The webhook event could not be read.', 'tresen-stripe' ), 400 );
		}
		$object   = isset( $event['data']['object'] ) && is_array( $event['data']['object'] ) ? $event['data']['object'] : array();
		$type     = (string) $event['type'];
		$response = Payments::webhook_once(
			self::OPTION_EVENTS,
			$event['id'],
			static fn(): string => self::dispatch( $type, $object )
		);
		$data     = (array) $response->get_data();
		Log::info( sprintf( 'Webhook %s %s (%s): %s', sanitize_key( (string) $event['id'] ), $type, sanitize_text_field( (string) ( $object['id'] ?? '-' ) ), ! empty( $data['duplicate'] ) ? 'replay, ignored' : (string) ( $data['result'] ?? '' ) ) );
		return $response;
	}

	/**
	 * Acts on an event.
	 *
	 * @param string               $type   Event type.
	 * @param array<string, mixed> $object The event's object.
	 * @return string What happened (for Stripe's delivery log and ours).
	 */
	private static function dispatch( string $type, array $object ): string {
		if ( ! in_array( $type, self::EVENTS, true ) ) {
			return 'ignored';
		}
		if ( 0 === strpos( $type, 'charge.dispute.' ) ) {
			return self::dispute( substr( $type, strlen( 'charge.dispute.' ) ), $object );
		}
		if ( 'charge.refunded' === $type ) {
			return self::refunded( $object );
		}
		if ( 'charge.succeeded' === $type ) {
			return self::charge_succeeded( $object );
		}
		$replacing = OrderState::replacing_order( (string) ( $object['id'] ?? '' ), self::metadata( $object ) );
		if ( null !== $replacing ) {
			if ( 'payment_intent.succeeded' === $type ) {
				return OrderState::refund_superseded( $replacing, (string) $object['id'], (int) ( $object['amount_received'] ?? $object['amount'] ?? 0 ), (string) ( $object['currency'] ?? $replacing->get_currency() ) );
			}
			// The order pays with another intent now: what happens to the old one does not move it.
			return 'superseded-ignored';
		}
		$order = self::order_of( $object );
		if ( ! $order ) {
			return 'no-order';
		}
		switch ( $type ) {
			case 'payment_intent.succeeded':
				return PaymentGateway::mark_paid( $order, $object ) ? 'paid' : 'not-paid';
			case 'payment_intent.processing':
				return self::processing( $order, $object );
			case 'payment_intent.requires_action':
				return self::requires_action( $order, $object );
			case 'payment_intent.canceled':
				return self::canceled( $order, $object );
		}
		$error = isset( $object['last_payment_error'] ) && is_array( $object['last_payment_error'] ) ? $object['last_payment_error'] : array();
		return Payments::fail_order(
			$order,
			sprintf(
				/* translators: 1: Stripe error code, 2: Stripe's explanation (English). */
				__( 'Stripe: the payment failed (%1$s). %2$s', 'tresen-stripe' ),
				isset( $error['code'] ) ? sanitize_text_field( (string) $error['code'] ) : ( isset( $error['decline_code'] ) ? sanitize_text_field( (string) $error['decline_code'] ) : '-' ),
				isset( $error['message'] ) ? sanitize_text_field( (string) $error['message'] ) : ''
			)
		);
	}

	/**
	 * An object's metadata.
	 *
	 * @param array<string, mixed> $object Stripe object.
	 * @return array<string, mixed>
	 */
	private static function metadata( array $object ): array {
		return isset( $object['metadata'] ) && is_array( $object['metadata'] ) ? $object['metadata'] : array();
	}

	/**
	 * The bank or voucher is working on it: the order waits on hold.
	 *
	 * @param \WC_Order            $order  Order.
	 * @param array<string, mixed> $intent PaymentIntent.
	 */
	private static function processing( \WC_Order $order, array $intent ): string {
		if ( $order->is_paid() || ! $order->has_status( array( 'pending', 'failed' ) ) ) {
			return 'unchanged';
		}
		$order->update_status(
			'on-hold',
			sprintf(
				/* translators: %s: PaymentIntent id. */
				__( 'Stripe: the payment %s is being processed; the order waits until Stripe reports it.', 'tresen-stripe' ),
				(string) $intent['id']
			)
		);
		return 'on-hold';
	}

	/**
	 * A voucher was issued (Multibanco, Boleto, OXXO): the order waits on
	 * hold, so WooCommerce's held-stock cleanup does not cancel it while the
	 * voucher is valid. Other methods (3-D Secure, redirects) stay pending.
	 *
	 * @param \WC_Order            $order  Order.
	 * @param array<string, mixed> $intent PaymentIntent.
	 */
	private static function requires_action( \WC_Order $order, array $intent ): string {
		$next = is_array( $intent['next_action'] ?? null ) ? (string) ( $intent['next_action']['type'] ?? '' ) : '';
		if ( '_display_details' !== substr( $next, -16 ) && ! OrderState::is_voucher( $order ) ) {
			return 'ignored';
		}
		return OrderState::hold_for_voucher( $order ) ? 'on-hold' : 'unchanged';
	}

	/**
	 * The order's payment was cancelled at Stripe (expired, or cancelled in
	 * the dashboard): an unpaid order is cancelled.
	 *
	 * @param \WC_Order            $order  Order.
	 * @param array<string, mixed> $intent PaymentIntent.
	 */
	private static function canceled( \WC_Order $order, array $intent ): string {
		if ( $order->is_paid() || ! $order->has_status( array( 'pending', 'on-hold', 'failed' ) ) ) {
			return 'unchanged';
		}
		$order->update_status(
			'cancelled',
			sprintf(
				/* translators: 1: PaymentIntent id, 2: Stripe's reason, e.g. "abandoned". */
				__( 'Stripe: the payment %1$s was cancelled (%2$s).', 'tresen-stripe' ),
				(string) $intent['id'],
				isset( $intent['cancellation_reason'] ) && is_string( $intent['cancellation_reason'] ) ? sanitize_key( $intent['cancellation_reason'] ) : '-'
			)
		);
		return 'cancelled';
	}

	/**
	 * A charge succeeded: on an intent the order replaced, the money is
	 * refunded; on the order's own intent payment_intent.succeeded decides.
	 *
	 * @param array<string, mixed> $charge Charge.
	 */
	private static function charge_succeeded( array $charge ): string {
		$intent_id = is_string( $charge['payment_intent'] ?? null ) ? $charge['payment_intent'] : '';
		$metadata  = self::metadata( $charge );
		if ( '' !== $intent_id && ! isset( $metadata['order_id'] ) ) {
			$intent   = Settings::api()->get_payment_intent( $intent_id );
			$metadata = is_array( $intent ) ? self::metadata( $intent ) : array();
		}
		$replacing = OrderState::replacing_order( $intent_id, $metadata );
		if ( null === $replacing ) {
			return 'ignored';
		}
		return OrderState::refund_superseded( $replacing, $intent_id, (int) ( $charge['amount_captured'] ?? $charge['amount'] ?? 0 ), (string) ( $charge['currency'] ?? $replacing->get_currency() ) );
	}

	/**
	 * Money went back to the customer (a refund in the Stripe dashboard, or
	 * the echo of one made from the order screen): what WooCommerce does not
	 * know of yet is recorded as a WooCommerce refund (nothing is sent to
	 * Stripe again), once.
	 *
	 * @param array<string, mixed> $charge Charge.
	 */
	private static function refunded( array $charge ): string {
		$order = OrderState::order_by_intent( is_string( $charge['payment_intent'] ?? null ) ? $charge['payment_intent'] : '', self::metadata( $charge ) );
		if ( ! $order ) {
			return 'no-order';
		}
		$refunded = (int) ( $charge['amount_refunded'] ?? 0 );
		$known    = OrderState::refunded_known( $order );
		$new      = $refunded - $known;
		if ( $new <= 0 ) {
			return 'refund-known';
		}
		$money = OrderState::money( $new, (string) ( $charge['currency'] ?? $order->get_currency() ) );
		$order->update_meta_data( OrderState::META_REFUNDED, (string) $refunded );
		$order->save();
		if ( function_exists( 'wc_create_refund' ) ) {
			$refund = wc_create_refund(
				array(
					'order_id'       => $order->get_id(),
					'amount'         => Amount::from_minor( $new, $order->get_currency() ),
					'reason'         => __( 'Refunded in the Stripe dashboard', 'tresen-stripe' ),
					'refund_payment' => false,
					'restock_items'  => false,
				)
			);
			if ( is_wp_error( $refund ) ) {
				Log::warning( sprintf( 'Order %d: the refund of %d could not be recorded (%s)', $order->get_id(), $new, $refund->get_error_code() ) );
			}
		}
		$order = wc_get_order( $order->get_id() );
		if ( ! $order instanceof \WC_Order ) {
			return 'refund-recorded';
		}
		$order->add_order_note(
			sprintf(
				/* translators: 1: formatted amount, 2: charge id. */
				__( 'Stripe: %1$s were refunded in the Stripe dashboard (charge %2$s). The refund is recorded on the order; nothing was sent to Stripe again.', 'tresen-stripe' ),
				$money,
				sanitize_text_field( (string) ( $charge['id'] ?? '' ) )
			)
		);
		if ( ! empty( $charge['refunded'] ) && ! $order->has_status( array( 'refunded', 'cancelled' ) ) && ! function_exists( 'wc_create_refund' ) ) {
			$order->update_status( 'refunded' );
		}
		return 'refund-recorded';
	}

	/**
	 * A dispute (chargeback) moved: created → on hold with the reason (do
	 * not ship); closed won → back to the status before, lost → failed (as
	 * WooCommerce Stripe Gateway does); funds withdrawn or reinstated → a
	 * note.
	 *
	 * @param string               $what    created, closed, funds_withdrawn, funds_reinstated.
	 * @param array<string, mixed> $dispute Dispute.
	 */
	private static function dispute( string $what, array $dispute ): string {
		$order = OrderState::order_by_intent( is_string( $dispute['payment_intent'] ?? null ) ? $dispute['payment_intent'] : '', self::metadata( $dispute ) );
		if ( ! $order ) {
			return 'no-order';
		}
		$money  = OrderState::money( (int) ( $dispute['amount'] ?? 0 ), (string) ( $dispute['currency'] ?? $order->get_currency() ) );
		$reason = sanitize_key( (string) ( $dispute['reason'] ?? '' ) );
		$status = sanitize_key( (string) ( $dispute['status'] ?? '' ) );
		$id     = sanitize_text_field( (string) ( $dispute['id'] ?? '' ) );
		switch ( $what ) {
			case 'created':
				$note = sprintf(
					/* translators: 1: formatted amount, 2: Stripe's reason, e.g. "fraudulent", 3: dispute id. */
					__( 'Stripe: the customer disputed the payment of %1$s (reason: %2$s, dispute %3$s). Please do not ship and respond in the Stripe dashboard.', 'tresen-stripe' ),
					$money,
					'' !== $reason ? $reason : '-',
					$id
				);
				if ( $order->has_status( array( 'cancelled', 'refunded', 'failed' ) ) ) {
					$order->add_order_note( $note );
					return 'dispute-noted';
				}
				OrderState::hold( $order, $note );
				return 'on-hold';
			case 'closed':
				if ( 'lost' === $status ) {
					$order->update_status(
						'failed',
						/* translators: 1: formatted amount, 2: dispute id. */
						sprintf( __( 'Stripe: the dispute was lost or accepted; %1$s went back to the customer (dispute %2$s).', 'tresen-stripe' ), $money, $id )
					);
					return 'failed';
				}
				$note = 'won' === $status
					/* translators: 1: dispute id. */
					? sprintf( __( 'Stripe: the dispute was decided in your favour (dispute %s).', 'tresen-stripe' ), $id )
					/* translators: 1: dispute id, 2: Stripe's status. */
					: sprintf( __( 'Stripe: the dispute was closed (dispute %1$s, %2$s).', 'tresen-stripe' ), $id, $status );
				if ( $order->has_status( 'on-hold' ) && '' !== (string) $order->get_meta( OrderState::META_BEFORE_HOLD ) ) {
					$before = OrderState::status_before_hold( $order );
					$order->delete_meta_data( OrderState::META_BEFORE_HOLD );
					$order->update_status( $before, $note );
					return 'restored-' . $before;
				}
				$order->add_order_note( $note );
				return 'dispute-noted';
			case 'funds_withdrawn':
				/* translators: 1: formatted amount, 2: dispute id. */
				$order->add_order_note( sprintf( __( 'Stripe: %1$s were withdrawn from your balance for the dispute %2$s.', 'tresen-stripe' ), $money, $id ) );
				return 'noted';
			case 'funds_reinstated':
				/* translators: 1: formatted amount, 2: dispute id. */
				$order->add_order_note( sprintf( __( 'Stripe: %1$s were returned to your balance for the dispute %2$s.', 'tresen-stripe' ), $money, $id ) );
				return 'noted';
		}
		return 'ignored';
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
