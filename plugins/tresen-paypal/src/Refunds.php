<?php
/**
 * Refunds PayPal reports (PAYMENT.CAPTURE.REFUNDED).
 *
 * @package Tresen\PayPal
 */

namespace Tresen\PayPal;

defined( 'ABSPATH' ) || exit;

/**
 * A refund made in PayPal (or through the order screen, which PayPal
 * reports back) reaches the order once: its refund id is remembered on the
 * order, so neither a replayed event nor the echo of our own refund counts
 * twice. The amount is compared with what is left of the order: a refund in
 * another currency or over more than is left changes nothing and leaves a
 * note for the store owner. All of the order refunded → status "refunded";
 * part of it → a note (and, where WooCommerce keeps refund records, a
 * refund record of the amount, so the order screen shows it).
 */
final class Refunds {

	/** Order meta: PayPal refund id => amount in minor units. */
	public const META = '_tresen_paypal_refunds';

	/**
	 * The refunds known for an order.
	 *
	 * @param \WC_Order $order Order.
	 * @return array<string, int>
	 */
	public static function known( \WC_Order $order ): array {
		$known = $order->get_meta( self::META );
		return is_array( $known ) ? array_map( 'intval', $known ) : array();
	}

	/**
	 * Remembers a refund (made through the order screen, or reported).
	 *
	 * @param \WC_Order $order Order.
	 * @param string    $id    PayPal refund id.
	 * @param int       $minor Amount in minor units.
	 */
	public static function remember( \WC_Order $order, string $id, int $minor ): void {
		if ( '' === $id ) {
			return;
		}
		$known        = self::known( $order );
		$known[ $id ] = $minor;
		$order->update_meta_data( self::META, $known );
		$order->save();
	}

	/**
	 * The capture a refund belongs to (its "up" link).
	 *
	 * @param array<string, mixed> $refund Refund resource.
	 */
	public static function capture_id( array $refund ): string {
		foreach ( (array) ( $refund['links'] ?? array() ) as $link ) {
			if ( is_array( $link ) && 'up' === ( $link['rel'] ?? '' ) && preg_match( '#/v2/payments/captures/([A-Za-z0-9-]+)$#', (string) ( $link['href'] ?? '' ), $m ) ) {
				return $m[1];
			}
		}
		return '';
	}

	/**
	 * The one order that holds a capture: its transaction id and capture
	 * meta are the capture, and no other order holds it too.
	 *
	 * @param string $capture_id Capture id.
	 */
	public static function order_of_capture( string $capture_id ): ?\WC_Order {
		$orders = wc_get_orders(
			array(
				'transaction_id' => $capture_id,
				'payment_method' => Gateway::ID,
				'limit'          => 2,
			)
		);
		$orders = is_array( $orders ) ? array_values( array_filter( $orders, static fn( $o ) => $o instanceof \WC_Order && (string) $o->get_meta( Gateway::META_CAPTURE ) === $capture_id ) ) : array();
		if ( count( $orders ) > 1 ) {
			Log::error( sprintf( 'Capture %s is held by more than one order (#%d, #%d): nothing booked; please check them.', $capture_id, $orders[0]->get_id(), $orders[1]->get_id() ) );
			return null;
		}
		return $orders[0] ?? null;
	}

	/**
	 * Acts on a reported refund (PAYMENT.CAPTURE.REFUNDED) or reversal
	 * (PAYMENT.CAPTURE.REVERSED: PayPal took the money back, e.g. after a
	 * chargeback; the resource is a refund of the capture).
	 *
	 * @param array<string, mixed> $refund   Refund resource.
	 * @param bool                 $reversal Whether PayPal reversed the capture.
	 * @return string What happened (for PayPal's delivery log).
	 */
	public static function reported( array $refund, bool $reversal = false ): string {
		$capture_id = self::capture_id( $refund );
		$refund_id  = isset( $refund['id'] ) && is_string( $refund['id'] ) ? $refund['id'] : '';
		if ( '' === $capture_id || '' === $refund_id ) {
			return 'no-order';
		}
		$order = self::order_of_capture( $capture_id );
		if ( ! $order ) {
			return 'no-order';
		}
		$named = isset( $refund['custom_id'] ) ? (string) $refund['custom_id'] : '';
		if ( '' !== $named && (string) $order->get_id() !== $named ) {
			Log::warning( sprintf( 'Refund %s of capture %s names order #%s, but order #%d holds the capture: ignored.', $refund_id, $capture_id, $named, $order->get_id() ) );
			return 'no-order';
		}
		$known = self::known( $order );
		if ( isset( $known[ $refund_id ] ) ) {
			return 'unchanged';
		}
		$currency = strtoupper( $order->get_currency() );
		$amount   = isset( $refund['amount'] ) && is_array( $refund['amount'] ) ? $refund['amount'] : array();
		$minor    = isset( $amount['value'] ) && is_numeric( $amount['value'] ) ? Amount::minor( (string) $amount['value'], $currency ) : 0;
		$total    = Amount::minor( (float) $order->get_total(), $currency );
		$before   = array_sum( $known );
		$text     = isset( $amount['value'], $amount['currency_code'] ) ? sanitize_text_field( (string) $amount['value'] . ' ' . (string) $amount['currency_code'] ) : '-';
		if ( strtoupper( (string) ( $amount['currency_code'] ?? '' ) ) !== $currency || $minor <= 0 || $before + $minor > $total ) {
			$order->add_order_note(
				sprintf(
					/* translators: 1: refunded amount as PayPal reports it, 2: PayPal refund id, 3: the order's total. */
					__( 'PayPal reports a refund of %1$s (refund %2$s) that does not fit this order (total %3$s, minus what was refunded before). Nothing was changed; please check the payment in PayPal.', 'tresen-paypal' ),
					$text,
					sanitize_text_field( $refund_id ),
					self::money( $total, $currency )
				)
			);
			return 'amount-mismatch';
		}
		$was_paid = $order->is_paid() || $order->has_status( array( 'completed', 'processing', 'refunded' ) );
		self::remember( $order, $refund_id, $minor );
		$refunded = $before + $minor;
		if ( function_exists( 'wc_create_refund' ) && $was_paid ) {
			// The order screen shows it as a refund (WooCommerce itself sets "refunded" once all of it is).
			wc_create_refund(
				array(
					'order_id'       => $order->get_id(),
					'amount'         => Amount::format( $minor / ( 10 ** Amount::decimals( $currency ) ), $currency ),
					'reason'         => $reversal
						/* translators: %s: PayPal reversal id. */
						? sprintf( __( 'Reversed by PayPal (reversal %s)', 'tresen-paypal' ), sanitize_text_field( $refund_id ) )
						/* translators: %s: PayPal refund id. */
						: sprintf( __( 'Refunded in PayPal (refund %s)', 'tresen-paypal' ), sanitize_text_field( $refund_id ) ),
					'refund_payment' => false,
					'restock_items'  => false,
				)
			);
			$order = wc_get_order( $order->get_id() );
			if ( ! $order instanceof \WC_Order ) {
				return 'no-order';
			}
		}
		if ( $reversal ) {
			return self::reversed( $order, $minor, $refunded, $total, $currency, $refund_id, $was_paid );
		}
		if ( $refunded >= $total ) {
			/* translators: 1: refunded amount, 2: PayPal refund id. */
			$note = sprintf( __( 'PayPal: the payment was refunded in full (%1$s, refund %2$s).', 'tresen-paypal' ), self::money( $minor, $currency ), sanitize_text_field( $refund_id ) );
			if ( $order->has_status( 'refunded' ) ) {
				$order->add_order_note( $note );
			} else {
				$order->update_status( 'refunded', $note );
			}
			return 'refunded';
		}
		$order->add_order_note(
			sprintf(
				/* translators: 1: refunded amount, 2: PayPal refund id, 3: refunded so far, 4: order total. */
				__( 'PayPal: %1$s were refunded (refund %2$s). Refunded so far: %3$s of %4$s.', 'tresen-paypal' ),
				self::money( $minor, $currency ),
				sanitize_text_field( $refund_id ),
				self::money( $refunded, $currency ),
				self::money( $total, $currency )
			)
		);
		return 'partially-refunded';
	}

	/**
	 * A reversal booked: all of a paid order → "Rückerstattet"; all of an
	 * order not paid yet (a pending capture) → "Storniert"; part of it → on
	 * hold, so it is not shipped before the store owner looked at it.
	 *
	 * @param \WC_Order $order    Order.
	 * @param int       $minor    Reversed amount (minor units).
	 * @param int       $refunded Refunded and reversed so far.
	 * @param int       $total    Order total.
	 * @param string    $currency Currency.
	 * @param string    $id       PayPal's id of the reversal.
	 * @param bool      $was_paid Whether the order was paid before.
	 * @return string What happened.
	 */
	private static function reversed( \WC_Order $order, int $minor, int $refunded, int $total, string $currency, string $id, bool $was_paid ): string {
		$note = sprintf(
			/* translators: 1: reversed amount, 2: PayPal's id of the reversal. */
			__( 'PayPal reversed %1$s of this payment (reversal %2$s), for example after a chargeback or a case in the buyer’s favour. Please check it in PayPal and do not ship the order before.', 'tresen-paypal' ),
			self::money( $minor, $currency ),
			sanitize_text_field( $id )
		);
		if ( $refunded < $total ) {
			Gateway::hold( $order, $note );
			return 'on-hold';
		}
		$status = $was_paid ? 'refunded' : 'cancelled';
		if ( $order->has_status( $status ) ) {
			$order->add_order_note( $note );
		} else {
			$order->update_status( $status, $note );
		}
		return $status;
	}

	/**
	 * An amount as the shop shows it (plain text).
	 *
	 * @param int    $minor    Minor units.
	 * @param string $currency ISO code.
	 */
	private static function money( int $minor, string $currency ): string {
		return html_entity_decode( wp_strip_all_tags( wc_price( $minor / ( 10 ** Amount::decimals( $currency ) ), array( 'currency' => $currency ) ) ), ENT_QUOTES, 'UTF-8' );
	}
}
