<?php
/**
 * Shopper-facing messages for Stripe's errors.
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe;

defined( 'ABSPATH' ) || exit;

/**
 * Maps Stripe's error type, code and decline code to the German messages
 * of the shop (the same map as the checkout script's `errors.ts`). Stripe's
 * own English text is never shown.
 */
final class Messages {

	/**
	 * The message for an error.
	 *
	 * @param string $type         Stripe error type (card_error, invalid_request_error, …).
	 * @param string $code         Error code (card_declined, expired_card, …).
	 * @param string $decline_code Decline code (insufficient_funds, …).
	 */
	public static function for_error( string $type, string $code = '', string $decline_code = '', string $param = '' ): string {
		if ( 'parameter_missing' === $code && 0 === strpos( $param, 'billing_details[address]' ) ) {
			return self::address_missing();
		}
		if ( 'card_declined' === $code && 'insufficient_funds' === $decline_code ) {
			return __( 'Your card has insufficient funds.', 'tresen-stripe' );
		}
		switch ( $code ) {
			case 'card_declined':
				return __( 'The card was declined.', 'tresen-stripe' );
			case 'expired_card':
				return __( 'The card has expired.', 'tresen-stripe' );
			case 'incorrect_cvc':
				return __( 'The security code is incorrect.', 'tresen-stripe' );
			case 'incorrect_number':
				return __( 'The card number is incorrect.', 'tresen-stripe' );
			case 'processing_error':
				return __( 'An error occurred while processing the card. Please try again.', 'tresen-stripe' );
			case 'incorrect_zip':
				return __( 'The postcode does not match the card.', 'tresen-stripe' );
			case 'email_invalid':
				return __( 'The email address is invalid.', 'tresen-stripe' );
			case 'amount_too_large':
				return __( 'The amount is too large for this payment method.', 'tresen-stripe' );
			case 'amount_too_small':
				return __( 'The amount is too small for this payment method.', 'tresen-stripe' );
			case 'country_code_invalid':
				return __( 'The country code is invalid. Please check the country of your billing address.', 'tresen-stripe' );
			case 'tax_id_invalid':
				return __( 'The tax number is invalid. Please check it and try again.', 'tresen-stripe' );
			case 'invalid_wallet_type':
				return __( 'This wallet cannot be used for the payment. Please try again or choose another payment method.', 'tresen-stripe' );
			case 'invalid_sofort_country':
				return __( 'Sofort does not accept the country of your billing address. Please choose another payment method.', 'tresen-stripe' );
			case 'cpf_cnpj_required':
				return __( 'Please enter your CPF or CNPJ number.', 'tresen-stripe' );
			case 'payment_intent_authentication_failure':
			case 'setup_intent_authentication_failure':
				return __( 'We could not confirm your payment with your bank. Please try again or choose another payment method.', 'tresen-stripe' );
		}
		return __( 'Unfortunately we could not complete this payment. Please try again or choose another payment method.', 'tresen-stripe' );
	}

	/** A payment method that needs the full billing address (Boleto) got an incomplete one. */
	public static function address_missing(): string {
		return __( 'Please enter your complete billing address (street, city, state and postcode).', 'tresen-stripe' );
	}

	/** Prepaid cards while the shop refuses them. */
	public static function prepaid(): string {
		return __( 'Unfortunately we do not accept prepaid cards yet.', 'tresen-stripe' );
	}

	/** No payment method came with the order (the card form did not finish). */
	public static function not_started(): string {
		return __( 'We could not start the payment. Please try again.', 'tresen-stripe' );
	}
}
