<?php
/**
 * Capturing an approved PayPal order for exactly one WooCommerce order.
 *
 * @package Tresen\PayPal
 */

namespace Tresen\PayPal;

defined( 'ABSPATH' ) || exit;

/**
 * The one way a PayPal order becomes a payment of a WooCommerce order,
 * for the checkout's post, the order-pay page and the webhook of an
 * approval whose browser never came back:
 *
 * 1. the PayPal order is claimed for this WooCommerce order (Claim) — a
 *    PayPal order another order claimed first pays nothing here;
 * 2. PayPal's own view is read: an order already COMPLETED counts only when
 *    its capture names this order (`custom_id`, `invoice_id`) and no other
 *    order holds that capture; an APPROVED one must not name another order;
 * 3. the PayPal order is patched from the WooCommerce order (amount with
 *    breakdown, `custom_id`, `invoice_id`) as WooCommerce PayPal Payments
 *    does, within the amount policy of the caller;
 * 4. the shopper's session forgets the PayPal order, then it is captured
 *    with an idempotency key;
 * 5. the order is paid only when the capture is exactly its total.
 *
 * The caller holds the PayPal order's lock (Claim::lock) around all of it.
 */
final class Capture {

	/** The amount must already be the order's total (the webhook: nobody reviewed a change). */
	public const EXACT = 'exact';

	/** A lower total may be patched in (a coupon after a "Jetzt bezahlen" approval). */
	public const LOWER = 'lower';

	/** Any total in the same currency may be patched in (express: the shopper saw the total on the checkout). */
	public const ANY = 'any';

	/**
	 * Runs the capture.
	 *
	 * @param \WC_Order $order  Order.
	 * @param string    $token  PayPal order id.
	 * @param string    $payer  PayPal payer id ('' when unknown).
	 * @param string    $policy EXACT, LOWER or ANY.
	 * @return array{ok: bool, result: string, message: string}
	 */
	public static function run( \WC_Order $order, string $token, string $payer, string $policy ): array {
		$holder = Claim::claim( $token, $order->get_id() );
		if ( $holder !== $order->get_id() ) {
			$order->add_order_note(
				sprintf(
					/* translators: 1: PayPal order id, 2: the other order's number. */
					__( 'PayPal: the PayPal payment %1$s already belongs to order #%2$s. Nothing was charged for this order.', 'tresen-paypal' ),
					$token,
					(string) $holder
				)
			);
			return self::refused( 'claimed-by-other-order', Messages::other_order() );
		}
		if ( (string) $order->get_meta( Gateway::META_ORDER ) !== $token ) {
			$order->update_meta_data( Gateway::META_ORDER, $token );
			$order->save();
		}
		$api    = Settings::api();
		$paypal = $api->get_order( $token );
		if ( is_wp_error( $paypal ) ) {
			return self::refused( 'paypal-unreadable', $paypal->get_error_message() );
		}
		$unit   = isset( $paypal['purchase_units'][0] ) && is_array( $paypal['purchase_units'][0] ) ? $paypal['purchase_units'][0] : array();
		$status = isset( $paypal['status'] ) ? (string) $paypal['status'] : '';
		$named  = isset( $unit['custom_id'] ) ? (string) $unit['custom_id'] : '';
		if ( '' !== $named && (string) $order->get_id() !== $named ) {
			Log::warning( sprintf( 'PayPal order %s names order #%s, not #%d: refused.', $token, $named, $order->get_id() ) );
			return self::refused( 'names-other-order', Messages::other_order() );
		}
		self::keep_paypal_address( $order, $paypal );
		if ( 'COMPLETED' === $status ) {
			// Captured before (a lost reply, the webhook): it counts only for the order it names.
			$capture = Gateway::capture_of( $paypal );
			if ( null === $capture || ! self::names( $capture, $order ) ) {
				Log::warning( sprintf( 'PayPal order %s is completed, but its capture does not name order #%d: refused.', $token, $order->get_id() ) );
				return self::refused( 'capture-of-other-order', Messages::other_order() );
			}
			self::forget_session();
			return self::finish( $order, $capture, $payer );
		}
		if ( 'APPROVED' !== $status ) {
			self::forget_session();
			return self::refused( 'not-approved', Messages::for_issue( 'ORDER_NOT_APPROVED' ) );
		}
		$approved = isset( $unit['amount'] ) && is_array( $unit['amount'] ) ? $unit['amount'] : array();
		if ( ! self::amount_allowed( $approved, $order, $policy ) ) {
			self::forget_session();
			Log::warning( sprintf( 'PayPal order %s was approved over %s %s; order #%d is over %s %s: not captured.', $token, (string) ( $approved['value'] ?? '-' ), (string) ( $approved['currency_code'] ?? '-' ), $order->get_id(), (string) $order->get_total(), $order->get_currency() ) );
			return self::refused( 'amount-changed', Messages::amount_changed() );
		}
		$patch = $api->patch_order( $token, self::patch_for( $order, $unit ) );
		if ( is_wp_error( $patch ) ) {
			self::forget_session();
			$issue = (string) ( $patch->get_error_data()['issue'] ?? '' );
			if ( in_array( $issue, array( 'AMOUNT_CHANGE_NOT_ALLOWED', 'AMOUNT_NOT_PATCHABLE' ), true ) ) {
				return self::refused( 'amount-changed', Messages::amount_changed() );
			}
			return self::refused( 'patch-failed', $patch->get_error_message() );
		}
		// The approval is used up: a second post of this checkout finds nothing to pay with.
		self::forget_session();
		$paypal = $api->capture_order( $token, 'tresen-capture-' . $order->get_id() . '-' . $token );
		if ( is_wp_error( $paypal ) ) {
			$order->add_order_note(
				sprintf(
					/* translators: 1: PayPal error name or issue, 2: PayPal debug id. */
					__( 'PayPal: the payment could not be captured (%1$s, debug ID %2$s).', 'tresen-paypal' ),
					(string) ( $paypal->get_error_data()['issue'] ?? $paypal->get_error_code() ),
					(string) ( $paypal->get_error_data()['debug_id'] ?? '-' )
				)
			);
			return self::refused( 'capture-failed', $paypal->get_error_message() );
		}
		$capture = Gateway::capture_of( $paypal );
		if ( null === $capture ) {
			return self::refused( 'no-capture', Messages::generic() );
		}
		return self::finish( $order, $capture, $payer );
	}

	/**
	 * Whether the approved amount may become the order's total.
	 *
	 * @param array<string, mixed> $approved PayPal amount the buyer approved.
	 * @param \WC_Order            $order    Order.
	 * @param string               $policy   EXACT, LOWER or ANY.
	 */
	private static function amount_allowed( array $approved, \WC_Order $order, string $policy ): bool {
		if ( Amount::matches( $approved, $order ) ) {
			return true;
		}
		$currency = strtoupper( $order->get_currency() );
		if ( self::EXACT === $policy || strtoupper( (string) ( $approved['currency_code'] ?? '' ) ) !== $currency || ! is_numeric( $approved['value'] ?? null ) ) {
			return false;
		}
		if ( self::ANY === $policy ) {
			return true;
		}
		return Amount::minor( (float) $order->get_total(), $currency ) < Amount::minor( (string) $approved['value'], $currency );
	}

	/**
	 * The patch that makes the PayPal order the WooCommerce order's
	 * (JSON Patch as PayPal takes it: `replace` what is there, `add` what is not).
	 *
	 * @param \WC_Order            $order Order.
	 * @param array<string, mixed> $unit  The PayPal order's purchase unit as read.
	 * @return array<int, array<string, mixed>>
	 */
	public static function patch_for( \WC_Order $order, array $unit ): array {
		$path = "/purchase_units/@reference_id=='" . ( isset( $unit['reference_id'] ) ? (string) $unit['reference_id'] : 'default' ) . "'";
		$ops  = array(
			array(
				'op'    => 'replace',
				'path'  => $path . '/amount',
				'value' => Amount::of_order( $order ),
			),
		);
		foreach ( array(
			'custom_id'  => (string) $order->get_id(),
			'invoice_id' => self::invoice_id( $order ),
		) as $field => $value ) {
			$ops[] = array(
				'op'    => isset( $unit[ $field ] ) ? 'replace' : 'add',
				'path'  => $path . '/' . $field,
				'value' => $value,
			);
		}
		return $ops;
	}

	/**
	 * The invoice id PayPal keeps for an order (unique per order: PayPal
	 * refuses a second payment with the same invoice id).
	 *
	 * @param \WC_Order $order Order.
	 */
	public static function invoice_id( \WC_Order $order ): string {
		return $order->get_order_number() . '-' . $order->get_order_key();
	}

	/**
	 * Whether a capture (or any PayPal resource with custom_id/invoice_id) names this order.
	 *
	 * @param array<string, mixed> $resource Capture.
	 * @param \WC_Order            $order    Order.
	 */
	public static function names( array $resource, \WC_Order $order ): bool {
		$custom  = isset( $resource['custom_id'] ) ? (string) $resource['custom_id'] : '';
		$invoice = isset( $resource['invoice_id'] ) ? (string) $resource['invoice_id'] : '';
		return (string) $order->get_id() === $custom && ( '' === $invoice || self::invoice_id( $order ) === $invoice );
	}

	/**
	 * Whether another order already holds a capture as its transaction.
	 *
	 * @param string    $capture_id Capture id.
	 * @param \WC_Order $order      This order.
	 */
	public static function held_elsewhere( string $capture_id, \WC_Order $order ): bool {
		if ( '' === $capture_id ) {
			return false;
		}
		$ids = wc_get_orders(
			array(
				'transaction_id' => $capture_id,
				'limit'          => 2,
				'return'         => 'ids',
				'status'         => array_keys( wc_get_order_statuses() ),
			)
		);
		foreach ( is_array( $ids ) ? $ids : array() as $id ) {
			if ( (int) ( is_object( $id ) && method_exists( $id, 'get_id' ) ? $id->get_id() : $id ) !== $order->get_id() ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Books the capture on the order.
	 *
	 * @param \WC_Order            $order   Order.
	 * @param array<string, mixed> $capture PayPal capture.
	 * @param string               $payer   Payer id.
	 * @return array{ok: bool, result: string, message: string}
	 */
	private static function finish( \WC_Order $order, array $capture, string $payer ): array {
		$capture_id = (string) $capture['id'];
		if ( self::held_elsewhere( $capture_id, $order ) ) {
			Log::error( sprintf( 'Capture %s is already the payment of another order; order #%d stays unpaid.', $capture_id, $order->get_id() ) );
			Gateway::hold(
				$order,
				/* translators: %s: capture id. */
				sprintf( __( 'PayPal: the capture %s already belongs to another order. This order was not marked paid; please check the payment in PayPal.', 'tresen-paypal' ), $capture_id )
			);
			return self::refused( 'capture-held-elsewhere', Messages::other_order() );
		}
		if ( '' !== $payer ) {
			$order->update_meta_data( '_tresen_paypal_payer_id', $payer );
		}
		$order->update_meta_data( Gateway::META_CAPTURE, $capture_id );
		$order->set_transaction_id( $capture_id );
		$order->save();
		$status = isset( $capture['status'] ) ? (string) $capture['status'] : '';
		if ( 'COMPLETED' === $status ) {
			$paid = Gateway::mark_paid( $order, $capture );
			Log::info( sprintf( 'Capture %s for order #%d: %s.', $capture_id, $order->get_id(), $paid ? 'paid' : 'amount differs, on hold' ) );
			return array(
				'ok'      => true,
				'result'  => $paid ? 'paid' : 'amount-mismatch',
				'message' => '',
			);
		}
		if ( in_array( $status, array( 'DECLINED', 'FAILED' ), true ) ) {
			$order->update_status( 'failed', __( 'PayPal declined the payment.', 'tresen-paypal' ) );
			Log::warning( sprintf( 'Capture %s for order #%d was declined.', $capture_id, $order->get_id() ) );
			return self::refused( 'declined', Messages::for_issue( 'INSTRUMENT_DECLINED' ) );
		}
		Gateway::pending( $order, $capture );
		Log::info( sprintf( 'Capture %s for order #%d is pending (%s).', $capture_id, $order->get_id(), (string) ( $capture['status_details']['reason'] ?? '-' ) ) );
		return array(
			'ok'      => true,
			'result'  => 'pending',
			'message' => '',
		);
	}

	/**
	 * The shopper's session lets go of the PayPal order (and of what the
	 * product button added), and says so at once, not at the end of the request.
	 */
	private static function forget_session(): void {
		Checkout::forget();
		ProductCart::forget();
		$session = function_exists( 'WC' ) ? WC()->session : null;
		if ( $session && method_exists( $session, 'save_data' ) && ( ! method_exists( $session, 'has_session' ) || $session->has_session() ) ) {
			$session->save_data();
		}
	}

	/**
	 * A refusal.
	 *
	 * @param string $result  What happened (log, webhook reply).
	 * @param string $message For the shopper.
	 * @return array{ok: bool, result: string, message: string}
	 */
	private static function refused( string $result, string $message ): array {
		return array(
			'ok'      => false,
			'result'  => $result,
			'message' => $message,
		);
	}

	/**
	 * Keeps the delivery address the shopper chose in PayPal on the order
	 * (PayPal's seller protection covers that address) and tells the store
	 * owner when the order's own shipping address differs from it.
	 *
	 * @param \WC_Order            $order  Order.
	 * @param array<string, mixed> $paypal PayPal order.
	 */
	private static function keep_paypal_address( \WC_Order $order, array $paypal ): void {
		$address = Checkout::shipping_address( $paypal );
		if ( null === $address || $order->get_meta( Gateway::META_PAYPAL_SHIPPING ) ) {
			return;
		}
		$order->update_meta_data( Gateway::META_PAYPAL_SHIPPING, $address );
		$shipping = '' !== $order->get_shipping_address_1();
		$street   = $shipping ? $order->get_shipping_address_1() : $order->get_billing_address_1();
		$postcode = $shipping ? $order->get_shipping_postcode() : $order->get_billing_postcode();
		$country  = $shipping ? $order->get_shipping_country() : $order->get_billing_country();
		$same     = strtolower( trim( $street ) ) === strtolower( $address['address_1'] )
			&& str_replace( ' ', '', $postcode ) === str_replace( ' ', '', $address['postcode'] )
			&& strtoupper( $country ) === $address['country'];
		$text     = implode( ', ', array_filter( array( trim( $address['first_name'] . ' ' . $address['last_name'] ), $address['address_1'], $address['address_2'], trim( $address['postcode'] . ' ' . $address['city'] ), $address['country'] ) ) );
		$order->add_order_note(
			$same
				/* translators: %s: address. */
				? sprintf( __( 'PayPal: delivery address chosen in PayPal: %s.', 'tresen-paypal' ), $text )
				/* translators: %s: address. */
				: sprintf( __( 'PayPal: the customer chose this delivery address in PayPal: %s. It differs from the order’s shipping address; PayPal’s seller protection covers only the PayPal address.', 'tresen-paypal' ), $text )
		);
		$order->save();
	}
}
