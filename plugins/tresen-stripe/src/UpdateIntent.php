<?php
/**
 * Boleto and OXXO on the order's payment page.
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe;

defined( 'ABSPATH' ) || exit;

/**
 * `POST /?wc-ajax=wc_stripe_{boleto|oxxo}_update_payment_intent` with the
 * order-pay form's fields plus `_ajax_nonce`, `order_id` and
 * `stripe_order_key`: the order key proves the visitor may pay the order;
 * the order's PaymentIntent is created or brought up to date from the order
 * (never from the browser) and the reply carries what Stripe.js confirms it
 * with: `{result, redirect, client_secret, confirm_payment_data}`, or
 * `{result: failure, messages}` with a German notice.
 */
final class UpdateIntent {

	/** Nonce action (the page's settings carry it). */
	public const NONCE = 'wc_stripe_update_payment_intent';

	/** The Stripe types with this endpoint. */
	public const TYPES = array( 'boleto', 'oxxo' );

	/**
	 * Adds the endpoints.
	 */
	public static function register(): void {
		foreach ( self::TYPES as $type ) {
			add_action(
				'wc_ajax_wc_stripe_' . $type . '_update_payment_intent',
				static function () use ( $type ) {
					nocache_headers();
					wp_send_json( self::handle( $type ) );
				}
			);
		}
	}

	/**
	 * The endpoint's address template for the script.
	 *
	 * @param string $type boleto or oxxo.
	 */
	public static function url( string $type ): string {
		return \WC_AJAX::get_endpoint( 'wc_stripe_' . $type . '_update_payment_intent' );
	}

	/**
	 * Answers one request.
	 *
	 * @param string $type boleto or oxxo.
	 * @return array<string, mixed>
	 */
	public static function handle( string $type ): array {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- verified right here.
		$nonce    = isset( $_POST['_ajax_nonce'] ) && is_scalar( $_POST['_ajax_nonce'] ) ? sanitize_text_field( wp_unslash( (string) $_POST['_ajax_nonce'] ) ) : '';
		$order_id = isset( $_POST['order_id'] ) && is_scalar( $_POST['order_id'] ) ? absint( $_POST['order_id'] ) : 0;
		$key      = isset( $_POST['stripe_order_key'] ) && is_scalar( $_POST['stripe_order_key'] ) ? sanitize_text_field( wp_unslash( (string) $_POST['stripe_order_key'] ) ) : '';
		// phpcs:enable
		if ( ! wp_verify_nonce( $nonce, self::NONCE ) ) {
			return self::refuse( __( 'Your session has expired. Please reload the page and try again.', 'tresen-stripe' ) );
		}
		$order = $order_id ? wc_get_order( $order_id ) : null;
		if ( ! $order instanceof \WC_Order || '' === $key || ! hash_equals( $order->get_order_key(), $key ) ) {
			return self::refuse( __( 'This order was not found.', 'tresen-stripe' ) );
		}
		if ( $order->get_customer_id() > 0 && $order->get_customer_id() !== get_current_user_id() ) {
			return self::refuse( __( 'This order was not found.', 'tresen-stripe' ) );
		}
		if ( ! $order->needs_payment() ) {
			return self::refuse( __( 'This order does not need a payment any more.', 'tresen-stripe' ) );
		}
		$gateway = new RedirectGateway( $type );
		if ( ! in_array( $type, self::TYPES, true ) || ! $gateway->is_enabled_for_order( $order ) ) {
			return self::refuse( Messages::not_started() );
		}
		$order->set_payment_method( $gateway->id );
		$order->set_payment_method_title( $gateway->get_title() );
		$order->save();
		wc_clear_notices();
		$reply = $gateway->browser_confirmation( $order );
		if ( 'success' !== ( $reply['result'] ?? '' ) ) {
			return self::refuse( '' );
		}
		return $reply;
	}

	/**
	 * A refusal with the German notices (WooCommerce's `messages` shape).
	 *
	 * @param string $message Message ('' for the notices already added).
	 * @return array<string, mixed>
	 */
	private static function refuse( string $message ): array {
		if ( '' !== $message ) {
			wc_add_notice( $message, 'error' );
		}
		ob_start();
		wc_print_notices();
		return array(
			'result'   => 'failure',
			'messages' => (string) ob_get_clean(),
		);
	}
}
