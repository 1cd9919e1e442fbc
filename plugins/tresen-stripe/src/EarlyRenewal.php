<?php
/**
 * Paying a renewal early with a saved card, and the reply when the bank
 * asks the customer to authenticate.
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe;

defined( 'ABSPATH' ) || exit;

/**
 * The early-renewal reply of the spec: `{stripe_sca_required, intent_secret,
 * redirect_url}`. A renewal order is charged to the customer's saved card
 * without them (off-session); when the bank demands authentication, the
 * same PaymentIntent is confirmed again with the customer present, and the
 * reply asks the browser to open the bank's dialog with `intent_secret`
 * and then go to `redirect_url` (the return address, which checks the
 * result with Stripe); otherwise the browser goes to `redirect_url` at
 * once (the paid order, or its payment page after a decline).
 *
 * The link is `?tresen-stripe-early-renewal=<order id>&key=<order key>`
 * (GET, for the logged-in owner of the order, with a nonce). This shop has
 * no subscriptions plugin that shows such a link; the path is ready for one.
 */
final class EarlyRenewal {

	/** The query argument. */
	public const ARG = 'tresen-stripe-early-renewal';

	/** Nonce action. */
	public const NONCE = 'tresen-stripe-early-renewal';

	/**
	 * Adds the handler.
	 */
	public static function register(): void {
		add_action( 'template_redirect', array( self::class, 'maybe_handle' ), 5 );
	}

	/**
	 * The link for an order.
	 *
	 * @param \WC_Order $order Renewal order.
	 */
	public static function url( \WC_Order $order ): string {
		return wp_nonce_url(
			add_query_arg(
				array(
					self::ARG => $order->get_id(),
					'key'     => $order->get_order_key(),
				),
				home_url( '/' )
			),
			self::NONCE
		);
	}

	/**
	 * Answers the link with JSON.
	 */
	public static function maybe_handle(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- verified in reply().
		if ( empty( $_GET[ self::ARG ] ) ) {
			return;
		}
		$order_id = is_scalar( $_GET[ self::ARG ] ) ? absint( $_GET[ self::ARG ] ) : 0;
		$key      = isset( $_GET['key'] ) && is_scalar( $_GET['key'] ) ? sanitize_text_field( wp_unslash( (string) $_GET['key'] ) ) : '';
		$nonce    = isset( $_GET['_wpnonce'] ) && is_scalar( $_GET['_wpnonce'] ) ? sanitize_text_field( wp_unslash( (string) $_GET['_wpnonce'] ) ) : '';
		// phpcs:enable
		nocache_headers();
		$reply = self::reply( $order_id, $key, $nonce );
		wp_send_json( $reply, isset( $reply['error'] ) ? 403 : 200 );
	}

	/**
	 * Charges the renewal and names what the browser does next.
	 *
	 * @param int    $order_id Renewal order id.
	 * @param string $key      Its key.
	 * @param string $nonce    Nonce.
	 * @return array<string, mixed>
	 */
	public static function reply( int $order_id, string $key, string $nonce ): array {
		$order = $order_id ? wc_get_order( $order_id ) : null;
		if ( ! wp_verify_nonce( $nonce, self::NONCE ) || ! $order instanceof \WC_Order || '' === $key || ! hash_equals( $order->get_order_key(), $key )
			|| $order->get_customer_id() < 1 || $order->get_customer_id() !== get_current_user_id() ) {
			return array( 'error' => __( 'This order was not found.', 'tresen-stripe' ) );
		}
		if ( $order->is_paid() ) {
			return self::go( $order->get_checkout_order_received_url() );
		}
		$token = \WC_Payment_Tokens::get_customer_default_token( $order->get_customer_id() );
		if ( ! $token instanceof \WC_Payment_Token || Gateway::ID !== $token->get_gateway_id() ) {
			$tokens = Tokens::of_user( $order->get_customer_id(), Gateway::ID );
			$token  = array() !== $tokens ? end( $tokens ) : null;
		}
		if ( ! $token instanceof \WC_Payment_Token ) {
			return self::go( $order->get_checkout_payment_url() );
		}
		$customer = Tokens::customer_for( $order->get_customer_id() );
		if ( is_wp_error( $customer ) ) {
			return self::go( $order->get_checkout_payment_url() );
		}
		$api    = Settings::api();
		$amount = Amount::to_minor( $order->get_total(), $order->get_currency() );
		$intent = $api->create_payment_intent(
			array(
				'amount'                       => $amount,
				'currency'                     => strtolower( $order->get_currency() ),
				'customer'                     => $customer,
				'payment_method'               => (string) $token->get_token(),
				'allowed_payment_method_types' => array( 'card' ),
				'confirm'                      => true,
				'off_session'                  => true,
				/* translators: %s: order number. */
				'description'                  => sprintf( __( 'Order %s', 'tresen-stripe' ), $order->get_order_number() ),
				'metadata'                     => array(
					'order_id' => (string) $order->get_id(),
					'site_url' => home_url( '/' ),
				),
			),
			'tresen-renewal-' . $order->get_id() . '-' . substr( hash( 'sha256', $order->get_order_key() ), 0, 12 ) . '-' . ( (int) $order->get_meta( PaymentGateway::META_INTENT_COUNT ) + 1 )
		);
		$order->update_meta_data( PaymentGateway::META_INTENT_COUNT, (string) ( (int) $order->get_meta( PaymentGateway::META_INTENT_COUNT ) + 1 ) );
		$order->set_payment_method( Gateway::ID );
		if ( is_wp_error( $intent ) ) {
			$data   = (array) $intent->get_error_data();
			$intent = is_array( $data['payment_intent'] ?? null ) ? $data['payment_intent'] : null;
			if ( null === $intent || 'authentication_required' !== ( $data['code'] ?? '' ) ) {
				$order->save();
				if ( function_exists( 'WC' ) && null !== WC()->session ) {
					wc_add_notice( Messages::for_error( (string) ( $data['type'] ?? '' ), (string) ( $data['code'] ?? '' ), (string) ( $data['decline_code'] ?? '' ) ), 'error' );
				}
				return self::go( $order->get_checkout_payment_url() );
			}
		}
		$order->update_meta_data( PaymentGateway::META_INTENT, (string) $intent['id'] );
		$order->set_transaction_id( (string) $intent['id'] );
		$order->save();
		if ( 'succeeded' === ( $intent['status'] ?? '' ) && PaymentGateway::mark_paid( $order, $intent ) ) {
			return self::go( $order->get_checkout_order_received_url() );
		}
		// The bank wants the customer: confirm again with them present, then the browser opens the bank's dialog.
		$again = $api->confirm_payment_intent(
			(string) $intent['id'],
			array(
				'payment_method' => (string) $token->get_token(),
				'return_url'     => Verify::url( $order ),
				// The page's Stripe.js opens the bank's dialog for intent_secret.
				'use_stripe_sdk' => true,
			),
			'tresen-renewal-sca-' . $intent['id']
		);
		if ( is_wp_error( $again ) || 'requires_action' !== ( $again['status'] ?? '' ) ) {
			return self::go( $order->get_checkout_payment_url() );
		}
		$order->add_order_note( __( 'Stripe: the bank asks the customer to confirm the early renewal (3-D Secure).', 'tresen-stripe' ) );
		return array(
			'stripe_sca_required' => true,
			'intent_secret'       => (string) $again['client_secret'],
			'redirect_url'        => Verify::url( $order ),
		);
	}

	/**
	 * The reply without authentication.
	 *
	 * @param string $url Where the browser goes.
	 * @return array<string, mixed>
	 */
	private static function go( string $url ): array {
		return array(
			'stripe_sca_required' => false,
			'redirect_url'        => $url,
		);
	}
}
