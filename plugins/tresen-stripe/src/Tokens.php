<?php
/**
 * Saved payment methods: Stripe customers and WooCommerce payment tokens.
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe;

defined( 'ABSPATH' ) || exit;

/**
 * A logged-in customer's saved cards and SEPA mandates. Each is a Stripe
 * PaymentMethod attached to the customer's Stripe Customer (one per mode,
 * in the user meta `_tresen_stripe_customer_test|live`) and a WooCommerce
 * payment token (gateway `stripe` type CC, or `stripe_sepa` type sepa)
 * whose token is the PaymentMethod id. A token is only ever saved for a
 * PaymentMethod Stripe reports attached to that user's Customer, and only
 * its owner can pay with it.
 */
final class Tokens {

	/** Order meta: save the order's PaymentMethod once the payment went through. */
	public const META_SAVE = '_tresen_stripe_save_method';

	/** Order meta: the Stripe Customer the order's intent belongs to. */
	public const META_CUSTOMER = '_tresen_stripe_customer';

	/** The user meta key of the current mode's Stripe Customer id. */
	public static function customer_meta_key(): string {
		return '_tresen_stripe_customer_' . ( Settings::test_mode() ? 'test' : 'live' );
	}

	/**
	 * The user's Stripe Customer id, created on first use.
	 *
	 * @param int $user_id User id (> 0).
	 * @return string|\WP_Error
	 */
	public static function customer_for( int $user_id ) {
		$id = (string) get_user_meta( $user_id, self::customer_meta_key(), true );
		if ( '' !== $id ) {
			return $id;
		}
		$user = get_userdata( $user_id );
		if ( ! $user instanceof \WP_User ) {
			return new \WP_Error( 'tresen_stripe_customer', Messages::not_started() );
		}
		$name     = trim( $user->first_name . ' ' . $user->last_name );
		$customer = Settings::api()->create_customer(
			array(
				'email'    => $user->user_email,
				'name'     => '' !== $name ? $name : null,
				'metadata' => array(
					'user_id'  => (string) $user_id,
					'site_url' => home_url( '/' ),
				),
			),
			'tresen-customer-' . $user_id . '-' . substr( hash( 'sha256', home_url( '/' ) . $user->user_registered ), 0, 12 )
		);
		if ( is_wp_error( $customer ) ) {
			return $customer;
		}
		update_user_meta( $user_id, self::customer_meta_key(), (string) $customer['id'] );
		return (string) $customer['id'];
	}

	/**
	 * The user's saved tokens of a gateway (oldest first).
	 *
	 * @param int    $user_id    User id.
	 * @param string $gateway_id Gateway id.
	 * @return array<int, \WC_Payment_Token>
	 */
	public static function of_user( int $user_id, string $gateway_id ): array {
		if ( $user_id < 1 || ! class_exists( \WC_Payment_Tokens::class ) ) {
			return array();
		}
		$tokens = \WC_Payment_Tokens::get_customer_tokens( $user_id, $gateway_id );
		return is_array( $tokens ) ? array_filter( $tokens, static fn( $token ) => $token instanceof \WC_Payment_Token ) : array();
	}

	/**
	 * A token the user may pay with through this gateway, or null.
	 *
	 * @param int    $token_id   Token id from the form.
	 * @param int    $user_id    The paying user (order customer and logged-in user).
	 * @param string $gateway_id Gateway id.
	 */
	public static function owned( int $token_id, int $user_id, string $gateway_id ): ?\WC_Payment_Token {
		if ( $token_id < 1 || $user_id < 1 ) {
			return null;
		}
		$token = \WC_Payment_Tokens::get( $token_id );
		if ( ! $token instanceof \WC_Payment_Token || (int) $token->get_user_id() !== $user_id || $token->get_gateway_id() !== $gateway_id ) {
			return null;
		}
		return 1 === preg_match( '/^pm_[A-Za-z0-9_]{6,}$/', (string) $token->get_token() ) ? $token : null;
	}

	/**
	 * Saves a PaymentMethod as the user's token, once, after checking with
	 * Stripe that it is attached to the user's Customer.
	 *
	 * @param int                  $user_id    User id.
	 * @param string               $gateway_id Gateway id.
	 * @param array<string, mixed> $method     The PaymentMethod as Stripe returns it.
	 * @return \WC_Payment_Token|\WP_Error
	 */
	public static function save( int $user_id, string $gateway_id, array $method ) {
		$customer = (string) get_user_meta( $user_id, self::customer_meta_key(), true );
		$pm_id    = (string) ( $method['id'] ?? '' );
		if ( '' === $customer || ( $method['customer'] ?? '' ) !== $customer ) {
			return new \WP_Error( 'tresen_stripe_token', __( 'We could not save this payment method. Please try again.', 'tresen-stripe' ) );
		}
		foreach ( self::of_user( $user_id, $gateway_id ) as $existing ) {
			if ( $existing->get_token() === $pm_id ) {
				return $existing;
			}
		}
		if ( 'card' === ( $method['type'] ?? '' ) && is_array( $method['card'] ?? null ) ) {
			$token = new \WC_Payment_Token_CC();
			$token->set_card_type( strtolower( (string) ( $method['card']['brand'] ?? '' ) ) );
			$token->set_last4( (string) ( $method['card']['last4'] ?? '' ) );
			$token->set_expiry_month( str_pad( (string) ( $method['card']['exp_month'] ?? '' ), 2, '0', STR_PAD_LEFT ) );
			$token->set_expiry_year( (string) ( $method['card']['exp_year'] ?? '' ) );
		} elseif ( 'sepa_debit' === ( $method['type'] ?? '' ) && is_array( $method['sepa_debit'] ?? null ) ) {
			$token = new SepaToken();
			$token->set_last4( (string) ( $method['sepa_debit']['last4'] ?? '' ) );
		} else {
			return new \WP_Error( 'tresen_stripe_token', __( 'We could not save this payment method. Please try again.', 'tresen-stripe' ) );
		}
		$token->set_token( $pm_id );
		$token->set_gateway_id( $gateway_id );
		$token->set_user_id( $user_id );
		if ( ! $token->validate() ) {
			return new \WP_Error( 'tresen_stripe_token', __( 'We could not save this payment method. Please try again.', 'tresen-stripe' ) );
		}
		try {
			$token->save();
		} catch ( \Exception $e ) {
			return new \WP_Error( 'tresen_stripe_token', __( 'We could not save this payment method. Please try again.', 'tresen-stripe' ) );
		}
		return $token;
	}

	/**
	 * After an order's payment went through (or a SEPA debit was
	 * submitted): saves the PaymentMethod the customer asked to keep.
	 *
	 * @param \WC_Order            $order  Order.
	 * @param array<string, mixed> $intent Its PaymentIntent.
	 * @param string               $gateway_id Gateway id (the order's payment method).
	 */
	public static function save_after_payment( \WC_Order $order, array $intent, string $gateway_id ): void {
		if ( '' === (string) $order->get_meta( self::META_SAVE ) || $order->get_customer_id() < 1 ) {
			return;
		}
		$pm_id = is_array( $intent['payment_method'] ?? null ) ? (string) ( $intent['payment_method']['id'] ?? '' ) : (string) ( $intent['payment_method'] ?? '' );
		if ( '' === $pm_id ) {
			return;
		}
		$method = Settings::api()->get_payment_method( $pm_id );
		$order->delete_meta_data( self::META_SAVE );
		$order->save();
		if ( is_wp_error( $method ) ) {
			return;
		}
		$token = self::save( $order->get_customer_id(), $gateway_id, $method );
		if ( $token instanceof \WC_Payment_Token ) {
			$order->add_order_note( __( 'Stripe: the customer saved this payment method for later purchases.', 'tresen-stripe' ) );
		}
	}

	/**
	 * A saved method was deleted in WooCommerce (the account's payment-method
	 * page): Stripe detaches it from the Customer, so it can no longer be charged.
	 *
	 * @param int   $token_id Token id.
	 * @param mixed $token    The deleted token.
	 */
	public static function deleted( $token_id, $token ): void {
		unset( $token_id );
		if ( ! $token instanceof \WC_Payment_Token || ! in_array( $token->get_gateway_id(), array( Gateway::ID, SepaGateway::ID ), true ) ) {
			return;
		}
		$pm_id = (string) $token->get_token();
		if ( 1 === preg_match( '/^pm_[A-Za-z0-9_]{6,}$/', $pm_id ) && Settings::configured() ) {
			Settings::api()->detach_payment_method( $pm_id );
		}
	}

	/**
	 * The German label of a token in the list.
	 *
	 * @param \WC_Payment_Token $token Token.
	 */
	public static function label( \WC_Payment_Token $token ): string {
		if ( $token instanceof \WC_Payment_Token_CC ) {
			return sprintf(
				/* translators: 1: card brand, e.g. Visa, 2: last four digits, 3: expiry month, 4: expiry year (two digits). */
				__( '%1$s ending in %2$s (valid until %3$s/%4$s)', 'tresen-stripe' ),
				wc_get_credit_card_type_label( (string) $token->get_card_type() ),
				(string) $token->get_last4(),
				(string) $token->get_expiry_month(),
				substr( (string) $token->get_expiry_year(), 2 )
			);
		}
		return (string) $token->get_display_name();
	}
}
