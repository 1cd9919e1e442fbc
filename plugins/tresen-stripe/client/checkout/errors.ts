/**
 * The shop's German messages for Stripe's errors (§8 of the spec): a
 * message per error code, `card_declined` with `insufficient_funds`, the
 * five error types that mean "the request failed" to the generic message,
 * and prepaid cards while the shop refuses them. Stripe's own English text
 * is never shown. The server's `Messages.php` holds the same map.
 */
import { __ } from '@wordpress/i18n';

export interface StripeErrorLike {
	type?: string;
	code?: string;
	decline_code?: string;
	message?: string;
	/** The parameter Stripe names (e.g. `billing_details[address][line1]`). */
	param?: string;
}

/** Error types Stripe uses when the request itself failed. */
export const GENERIC_TYPES = [
	'invalid_request_error',
	'api_connection_error',
	'api_error',
	'authentication_error',
	'rate_limit_error',
] as const;

/** The generic message ("invalid request"). */
export function genericMessage(): string {
	return __(
		'Unfortunately we could not complete this payment. Please try again or choose another payment method.',
		'tresen-stripe'
	);
}

/** Prepaid cards while the shop does not take them. */
export function prepaidMessage(): string {
	return __(
		'Unfortunately we do not accept prepaid cards yet.',
		'tresen-stripe'
	);
}

/** The payment method could not be created (nothing to send). */
export function notStartedMessage(): string {
	return __(
		'We could not start the payment. Please try again.',
		'tresen-stripe'
	);
}

/**
 * The message for a code, or null when the shop has none for it.
 *
 * @param code Stripe error code.
 */
function byCode( code: string ): string | null {
	switch ( code ) {
		case 'card_declined':
			return __( 'The card was declined.', 'tresen-stripe' );
		case 'expired_card':
			return __( 'The card has expired.', 'tresen-stripe' );
		case 'incorrect_cvc':
		case 'invalid_cvc':
			return __( 'The security code is incorrect.', 'tresen-stripe' );
		case 'incomplete_cvc':
			return __( 'The security code is incomplete.', 'tresen-stripe' );
		case 'incorrect_number':
		case 'invalid_number':
			return __( 'The card number is incorrect.', 'tresen-stripe' );
		case 'incomplete_number':
			return __( 'The card number is incomplete.', 'tresen-stripe' );
		case 'invalid_expiry_month':
			return __( 'The expiration month is invalid.', 'tresen-stripe' );
		case 'invalid_expiry_year':
			return __( 'The expiration year is invalid.', 'tresen-stripe' );
		case 'invalid_expiry_year_past':
			return __( 'The expiration year is in the past.', 'tresen-stripe' );
		case 'incomplete_expiry':
			return __( 'The expiration date is incomplete.', 'tresen-stripe' );
		case 'processing_error':
			return __(
				'An error occurred while processing the card. Please try again.',
				'tresen-stripe'
			);
		case 'incorrect_zip':
			return __(
				'The postcode does not match the card.',
				'tresen-stripe'
			);
		case 'email_invalid':
			return __( 'The email address is invalid.', 'tresen-stripe' );
		case 'amount_too_large':
			return __(
				'The amount is too large for this payment method.',
				'tresen-stripe'
			);
		case 'amount_too_small':
			return __(
				'The amount is too small for this payment method.',
				'tresen-stripe'
			);
		case 'payment_intent_authentication_failure':
		case 'setup_intent_authentication_failure':
			return __(
				'We could not confirm your payment with your bank. Please try again or choose another payment method.',
				'tresen-stripe'
			);
		case 'invalid_bank_account_iban':
		case 'incomplete_iban':
		case 'invalid_iban':
			return __( 'The IBAN is invalid.', 'tresen-stripe' );
		case 'invalid_owner_name':
			return __(
				'Please enter the account holder’s first and last name in the billing address.',
				'tresen-stripe'
			);
		case 'cpf_cnpj_required':
			return __(
				'Please enter your CPF or CNPJ number.',
				'tresen-stripe'
			);
		case 'country_code_invalid':
			return __(
				'The country code is invalid. Please check the country of your billing address.',
				'tresen-stripe'
			);
		case 'tax_id_invalid':
			return __(
				'The tax number is invalid. Please check it and try again.',
				'tresen-stripe'
			);
		case 'invalid_wallet_type':
			return __(
				'This wallet cannot be used for the payment. Please try again or choose another payment method.',
				'tresen-stripe'
			);
		case 'invalid_sofort_country':
			return __(
				'Sofort does not accept the country of your billing address. Please choose another payment method.',
				'tresen-stripe'
			);
	}
	return null;
}

/**
 * The message a shopper sees for a Stripe error.
 *
 * @param error Stripe.js error (or the server's error data).
 */
export function messageFor( error: StripeErrorLike ): string {
	const code = error.code ?? '';
	if (
		code === 'parameter_missing' &&
		( error.param ?? '' ).startsWith( 'billing_details[address]' )
	) {
		// Boleto needs the full billing address.
		return __(
			'Please enter your complete billing address (street, city, state and postcode).',
			'tresen-stripe'
		);
	}
	if (
		code === 'card_declined' &&
		error.decline_code === 'insufficient_funds'
	) {
		return __( 'Your card has insufficient funds.', 'tresen-stripe' );
	}
	const mapped = byCode( code );
	if ( mapped ) {
		return mapped;
	}
	if ( ( GENERIC_TYPES as readonly string[] ).includes( error.type ?? '' ) ) {
		return genericMessage();
	}
	return genericMessage();
}
