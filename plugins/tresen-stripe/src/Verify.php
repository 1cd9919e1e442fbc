<?php
/**
 * The return address after the bank's confirmation (3-D Secure).
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe;

defined( 'ABSPATH' ) || exit;

/**
 * `/?tresen-stripe-verify=1&order=…&key=…`: the browser comes here after
 * the customer confirmed a payment with the bank. It is a storefront
 * request (the shopper's cart and session are loaded, so the cart is
 * emptied after payment). The order key proves the visitor owns the order;
 * the server asks Stripe for the order's PaymentIntent (the browser's word
 * is never taken), marks the order paid when it succeeded and sends the
 * browser to the order-received page, or to the order's payment page when
 * it did not.
 */
final class Verify {

	/** The query argument. */
	public const ARG = 'tresen-stripe-verify';

	/**
	 * Adds the handler.
	 */
	public static function register(): void {
		add_action( 'template_redirect', array( self::class, 'maybe_handle' ), 5 );
	}

	/**
	 * The return URL of an order.
	 *
	 * @param \WC_Order $order Order.
	 */
	public static function url( \WC_Order $order ): string {
		return add_query_arg(
			array(
				self::ARG => '1',
				'order'   => $order->get_id(),
				'key'     => $order->get_order_key(),
			),
			home_url( '/' )
		);
	}

	/**
	 * Handles the return address: redirects, or a German 404.
	 */
	public static function maybe_handle(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- authorized by the order key.
		if ( empty( $_GET[ self::ARG ] ) ) {
			return;
		}
		$order_id = isset( $_GET['order'] ) && is_scalar( $_GET['order'] ) ? absint( $_GET['order'] ) : 0;
		$key      = isset( $_GET['key'] ) && is_scalar( $_GET['key'] ) ? sanitize_text_field( wp_unslash( (string) $_GET['key'] ) ) : '';
		// After a failed authentication in the page, the script asks this address with `&is_ajax` (as the anchor does):
		// the order is brought up to date (note, status), nothing is redirected and no notice waits for the next page.
		$ajax = isset( $_GET['is_ajax'] );
		// phpcs:enable
		nocache_headers();
		$target = self::target( $order_id, $key, ! $ajax );
		if ( $ajax ) {
			status_header( is_wp_error( $target ) ? (int) ( $target->get_error_data()['status'] ?? 400 ) : 204 );
			exit;
		}
		if ( is_wp_error( $target ) ) {
			wp_die( esc_html( $target->get_error_message() ), esc_html__( 'Payment', 'tresen-stripe' ), array( 'response' => (int) ( $target->get_error_data()['status'] ?? 400 ) ) );
		}
		wp_safe_redirect( $target );
		exit;
	}

	/**
	 * Checks the order's payment with Stripe and names where the shopper goes next.
	 *
	 * @param int    $order_id Order id.
	 * @param string $key      Order key from the URL.
	 * @param bool   $notify   Whether a refusal is shown on the next page (false for the script's `is_ajax` request).
	 * @return string|\WP_Error The URL, or an error with an HTTP status.
	 */
	public static function target( int $order_id, string $key, bool $notify = true ) {
		$order = $order_id ? wc_get_order( $order_id ) : null;
		if ( ! $order instanceof \WC_Order || '' === $key || ! hash_equals( $order->get_order_key(), $key ) ) {
			return new \WP_Error( 'tresen_stripe_order', __( 'This order was not found.', 'tresen-stripe' ), array( 'status' => 404 ) );
		}
		if ( $order->is_paid() ) {
			PaymentGateway::empty_cart();
			return $order->get_checkout_order_received_url();
		}
		$intent_id = (string) $order->get_meta( PaymentGateway::META_INTENT );
		if ( '' === $intent_id ) {
			return $order->get_checkout_payment_url();
		}
		$intent = Settings::api()->get_payment_intent( $intent_id );
		if ( is_wp_error( $intent ) ) {
			return new \WP_Error( 'tresen_stripe_verify', $intent->get_error_message(), array( 'status' => 502 ) );
		}
		$status = (string) ( $intent['status'] ?? '' );
		if ( 'succeeded' === $status && PaymentGateway::mark_paid( $order, $intent ) ) {
			Tokens::save_after_payment( $order, $intent, $order->get_payment_method() );
			PaymentGateway::empty_cart();
			return $order->get_checkout_order_received_url();
		}
		if ( 'processing' === $status ) {
			// Confirmed at the bank, the money is on its way (the webhook marks the order paid).
			if ( ! $order->has_status( 'on-hold' ) ) {
				$order->update_status( 'on-hold', __( 'Stripe: the customer confirmed the payment; the order waits until Stripe reports it.', 'tresen-stripe' ) );
			}
			PaymentGateway::empty_cart();
			return $order->get_checkout_order_received_url();
		}
		if ( 'requires_action' === $status && RedirectGateway::record_voucher( $order, $intent ) ) {
			// Boleto or OXXO: Stripe.js issued the voucher; the order waits on-hold for the payment.
			PaymentGateway::empty_cart();
			return $order->get_checkout_order_received_url();
		}
		$error = is_array( $intent['last_payment_error'] ?? null ) ? $intent['last_payment_error'] : null;
		if ( 'requires_payment_method' === $status && null !== $error ) {
			// Refused or cancelled at the bank: the shopper sees why on the order's payment page and may pay another way.
			$order->add_order_note(
				sprintf(
					/* translators: %s: Stripe error code. */
					__( 'Stripe: the customer did not complete the payment (%s).', 'tresen-stripe' ),
					sanitize_text_field( (string) ( $error['code'] ?? $error['type'] ?? '' ) )
				)
			);
			if ( $notify && function_exists( 'wc_add_notice' ) && function_exists( 'WC' ) && null !== WC()->session ) {
				wc_add_notice( Messages::for_error( (string) ( $error['type'] ?? '' ), (string) ( $error['code'] ?? '' ), (string) ( $error['decline_code'] ?? '' ) ), 'error' );
			}
		}
		return $order->get_checkout_payment_url();
	}
}
