<?php
/**
 * Which order a Stripe payment belongs to, and the status moves Stripe's
 * events cause.
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe;

defined( 'ABSPATH' ) || exit;

/**
 * One payment pays one order: a PaymentIntent is created for one order (its
 * `metadata.order_id`), stored on it (meta and transaction id) before it is
 * confirmed, and a success counts only for the order it names when no other
 * order holds it. Intents an order replaced (another method, another
 * customer) are remembered so a late success on one is refunded instead of
 * dropped. The holds (dispute, voucher, processing) remember the status
 * before, as WooCommerce Stripe Gateway does, so a won dispute goes back.
 */
final class OrderState {

	/** Order meta: ids of PaymentIntents the order replaced (comma separated). */
	public const META_SUPERSEDED = '_tresen_stripe_superseded';

	/** Order meta: what happened to late successes of replaced intents (JSON: id => refunded|flagged). */
	public const META_SUPERSEDED_DONE = '_tresen_stripe_superseded_done';

	/** Order meta: the status before a dispute put the order on hold. */
	public const META_BEFORE_HOLD = '_tresen_stripe_status_before_hold';

	/** Order meta: minor units refunded that WooCommerce knows of (own refunds and recorded dashboard refunds). */
	public const META_REFUNDED = '_tresen_stripe_refunded';

	/** Option: notices for the shop's admins (a refund that failed). */
	public const OPTION_NOTICES = 'tresen_stripe_admin_notices';

	/** The voucher gateways (paid later, valid for days). */
	public const VOUCHER_GATEWAYS = array( 'stripe_multibanco', 'stripe_boleto', 'stripe_oxxo' );

	/**
	 * The order a PaymentIntent belongs to: the one its metadata names when
	 * that order holds it, else the one order holding it as transaction id.
	 *
	 * @param string               $intent_id PaymentIntent id.
	 * @param array<string, mixed> $metadata  The intent's (or charge's) metadata.
	 */
	public static function order_by_intent( string $intent_id, array $metadata = array() ): ?\WC_Order {
		if ( '' === $intent_id ) {
			return null;
		}
		$named = isset( $metadata['order_id'] ) && is_scalar( $metadata['order_id'] ) ? absint( $metadata['order_id'] ) : 0;
		if ( $named > 0 ) {
			$order = wc_get_order( $named );
			if ( $order instanceof \WC_Order && (string) $order->get_meta( PaymentGateway::META_INTENT ) === $intent_id ) {
				return $order;
			}
		}
		$holders = self::holders( $intent_id );
		return 1 === count( $holders ) ? $holders[0] : null;
	}

	/**
	 * Orders holding an intent as their transaction id.
	 *
	 * @param string $intent_id PaymentIntent id.
	 * @return array<int, \WC_Order>
	 */
	public static function holders( string $intent_id ): array {
		$found  = wc_get_orders(
			array(
				'transaction_id' => $intent_id,
				'limit'          => 5,
				'status'         => array_keys( wc_get_order_statuses() ),
			)
		);
		$orders = array();
		foreach ( is_array( $found ) ? $found : array() as $order ) {
			if ( $order instanceof \WC_Order && $order->get_transaction_id() === $intent_id ) {
				$orders[] = $order;
			}
		}
		return $orders;
	}

	/**
	 * Whether a succeeded intent may pay this order: its metadata names the
	 * order and no other order holds it (or its charge) as transaction id.
	 *
	 * @param \WC_Order            $order  Order.
	 * @param array<string, mixed> $intent PaymentIntent.
	 */
	public static function claims( \WC_Order $order, array $intent ): bool {
		$named = isset( $intent['metadata']['order_id'] ) && is_scalar( $intent['metadata']['order_id'] ) ? (string) $intent['metadata']['order_id'] : '';
		if ( (string) $order->get_id() !== $named ) {
			return false;
		}
		foreach ( array_filter( array( (string) ( $intent['id'] ?? '' ), is_string( $intent['latest_charge'] ?? null ) ? $intent['latest_charge'] : '' ) ) as $reference ) {
			foreach ( self::holders( $reference ) as $holder ) {
				if ( $holder->get_id() !== $order->get_id() ) {
					return false;
				}
			}
		}
		return true;
	}

	/**
	 * The intents an order replaced.
	 *
	 * @param \WC_Order $order Order.
	 * @return string[]
	 */
	public static function superseded( \WC_Order $order ): array {
		return array_values( array_filter( explode( ',', (string) $order->get_meta( self::META_SUPERSEDED ) ) ) );
	}

	/**
	 * Remembers that an order replaced an intent (the caller saves the order).
	 *
	 * @param \WC_Order $order     Order.
	 * @param string    $intent_id The replaced PaymentIntent.
	 */
	public static function supersede( \WC_Order $order, string $intent_id ): void {
		$ids = self::superseded( $order );
		if ( '' !== $intent_id && ! in_array( $intent_id, $ids, true ) ) {
			$ids[] = $intent_id;
			$order->update_meta_data( self::META_SUPERSEDED, implode( ',', array_slice( $ids, -50 ) ) );
		}
	}

	/**
	 * The order that replaced an intent its metadata names, or null.
	 *
	 * @param string               $intent_id PaymentIntent id.
	 * @param array<string, mixed> $metadata  Its metadata.
	 */
	public static function replacing_order( string $intent_id, array $metadata ): ?\WC_Order {
		$named = isset( $metadata['order_id'] ) && is_scalar( $metadata['order_id'] ) ? absint( $metadata['order_id'] ) : 0;
		$order = $named ? wc_get_order( $named ) : null;
		if ( ! $order instanceof \WC_Order || '' === $intent_id || (string) $order->get_meta( PaymentGateway::META_INTENT ) === $intent_id ) {
			return null;
		}
		return in_array( $intent_id, self::superseded( $order ), true ) ? $order : null;
	}

	/**
	 * A success arrived on an intent the order replaced: the shopper paid
	 * twice (e.g. a voucher paid after switching to a card). The payment is
	 * refunded at once; when Stripe refuses, the owner is told on the order
	 * and in wp-admin. Once per intent.
	 *
	 * @param \WC_Order $order     The order that replaced the intent.
	 * @param string    $intent_id The replaced intent.
	 * @param int       $amount    Minor units received.
	 * @param string    $currency  Currency.
	 * @return string What happened.
	 */
	public static function refund_superseded( \WC_Order $order, string $intent_id, int $amount, string $currency ): string {
		$done = json_decode( (string) $order->get_meta( self::META_SUPERSEDED_DONE ), true );
		$done = is_array( $done ) ? $done : array();
		if ( isset( $done[ $intent_id ] ) ) {
			return 'superseded-' . $done[ $intent_id ] . '-before';
		}
		$money  = self::money( $amount, $currency );
		$refund = Settings::api()->create_refund(
			array(
				'payment_intent' => $intent_id,
				'reason'         => 'duplicate',
				'metadata'       => array(
					'order_id' => (string) $order->get_id(),
					'reason'   => 'superseded',
				),
			),
			'tresen-superseded-refund-' . $intent_id
		);
		if ( is_wp_error( $refund ) ) {
			$data               = (array) $refund->get_error_data();
			$code               = isset( $data['code'] ) && '' !== $data['code'] ? (string) $data['code'] : (string) ( $data['type'] ?? 'api_error' );
			$done[ $intent_id ] = 'flagged';
			$order->update_meta_data( self::META_SUPERSEDED_DONE, (string) wp_json_encode( $done ) );
			$order->save();
			$order->add_order_note(
				sprintf(
					/* translators: 1: formatted amount, 2: PaymentIntent id, 3: Stripe's error code. */
					__( 'Stripe: a payment of %1$s arrived on a payment this order had replaced (%2$s), so the customer paid twice. It could not be refunded automatically (%3$s). Please refund it in the Stripe dashboard.', 'tresen-stripe' ),
					$money,
					$intent_id,
					$code
				)
			);
			self::flag(
				sprintf(
					/* translators: 1: order number, 2: formatted amount. */
					__( 'Stripe: order %1$s was paid twice (%2$s on a replaced payment), and the automatic refund failed. Please refund it in the Stripe dashboard.', 'tresen-stripe' ),
					$order->get_order_number(),
					$money
				)
			);
			Log::warning( sprintf( 'Order %d: success on replaced %s, refund failed', $order->get_id(), $intent_id ) );
			return 'superseded-refund-failed';
		}
		$done[ $intent_id ] = 'refunded';
		$order->update_meta_data( self::META_SUPERSEDED_DONE, (string) wp_json_encode( $done ) );
		$order->save();
		$order->add_order_note(
			sprintf(
				/* translators: 1: formatted amount, 2: PaymentIntent id, 3: refund id. */
				__( 'Stripe: a payment of %1$s arrived on a payment this order had replaced (%2$s). It was refunded automatically (refund %3$s).', 'tresen-stripe' ),
				$money,
				$intent_id,
				(string) ( $refund['id'] ?? '' )
			)
		);
		Log::info( sprintf( 'Order %d: success on replaced %s, refunded (%s)', $order->get_id(), $intent_id, (string) ( $refund['id'] ?? '' ) ) );
		return 'superseded-refunded';
	}

	/**
	 * Puts an order on hold, remembering the status before (the first time).
	 *
	 * @param \WC_Order $order Order.
	 * @param string    $note  German note.
	 */
	public static function hold( \WC_Order $order, string $note ): void {
		if ( ! $order->has_status( 'on-hold' ) ) {
			$order->update_meta_data( self::META_BEFORE_HOLD, $order->get_status() );
		}
		if ( $order->has_status( 'on-hold' ) ) {
			$order->add_order_note( $note );
			$order->save();
			return;
		}
		$order->update_status( 'on-hold', $note );
	}

	/**
	 * The status an order had before a hold (processing for a paid order that does not say).
	 *
	 * @param \WC_Order $order Order.
	 */
	public static function status_before_hold( \WC_Order $order ): string {
		$before = (string) $order->get_meta( self::META_BEFORE_HOLD );
		if ( '' === $before || in_array( $before, array( 'on-hold', 'pending', 'failed', 'cancelled' ), true ) ) {
			return $order->needs_processing() ? 'processing' : 'completed';
		}
		return $before;
	}

	/** Whether an order is paid with a voucher method (Multibanco, Boleto, OXXO). */
	public static function is_voucher( \WC_Order $order ): bool {
		return in_array( $order->get_payment_method(), self::VOUCHER_GATEWAYS, true );
	}

	/**
	 * A voucher was issued: the order waits on hold (WooCommerce cancels
	 * only pending orders when held stock runs out, so the voucher's days
	 * are kept), once.
	 *
	 * @param \WC_Order $order Order.
	 * @return bool Whether the status changed.
	 */
	public static function hold_for_voucher( \WC_Order $order ): bool {
		if ( $order->is_paid() || ! $order->has_status( array( 'pending', 'failed' ) ) ) {
			return false;
		}
		$order->update_status( 'on-hold', __( 'Stripe: the voucher was issued; the order waits until the customer pays it.', 'tresen-stripe' ) );
		return true;
	}

	/**
	 * Minor units refunded that WooCommerce already knows of.
	 *
	 * @param \WC_Order $order Order.
	 */
	public static function refunded_known( \WC_Order $order ): int {
		$own = (int) $order->get_meta( self::META_REFUNDED );
		// The WooCommerce double keeps no refund records (real WooCommerce does).
		// @phpstan-ignore-next-line function.alreadyNarrowedType
		$wc = method_exists( $order, 'get_total_refunded' ) ? Amount::to_minor( (float) $order->get_total_refunded(), $order->get_currency() ) : 0;
		return max( $own, $wc );
	}

	/**
	 * An amount for a note, e.g. "25,90 €".
	 *
	 * @param int    $minor    Minor units.
	 * @param string $currency Currency.
	 */
	public static function money( int $minor, string $currency ): string {
		return wp_strip_all_tags( html_entity_decode( wc_price( Amount::from_minor( $minor, $currency ), array( 'currency' => strtoupper( $currency ) ) ), ENT_QUOTES, 'UTF-8' ) );
	}

	/**
	 * Keeps a notice for the shop's admins (shown in wp-admin until dismissed by reading).
	 *
	 * @param string $message German message.
	 */
	public static function flag( string $message ): void {
		$notices   = get_option( self::OPTION_NOTICES, array() );
		$notices   = is_array( $notices ) ? $notices : array();
		$notices[] = $message;
		update_option( self::OPTION_NOTICES, array_slice( array_values( array_unique( $notices ) ), -20 ), false );
	}

	/**
	 * Prints the kept notices to those who manage the shop.
	 */
	public static function admin_notices(): void {
		if ( ! current_user_can( 'manage_woocommerce' ) ) {
			return;
		}
		$notices = get_option( self::OPTION_NOTICES, array() );
		if ( ! is_array( $notices ) || array() === $notices ) {
			return;
		}
		foreach ( $notices as $message ) {
			printf( '<div class="notice notice-error"><p>%s</p></div>', esc_html( (string) $message ) );
		}
		delete_option( self::OPTION_NOTICES );
	}
}
