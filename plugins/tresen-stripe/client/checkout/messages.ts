/**
 * Card field errors, keyed by the payment provider's error codes, and the
 * check that picks them for what the shopper typed.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	cardBrand,
	expiryYear,
	normaliseNumber,
	validateCardCvc,
	validateCardExpiry,
	validateCardNumber,
} from './card';

export type CardErrorCode =
	| 'invalid_number'
	| 'incomplete_number'
	| 'invalid_expiry_month'
	| 'invalid_expiry_year'
	| 'invalid_expiry_year_past'
	| 'expired_card'
	| 'invalid_cvc'
	| 'incomplete_cvc';

/**
 * The message a shopper sees for an error code.
 *
 * @param code Error code.
 */
export function cardErrorMessage( code: CardErrorCode ): string {
	switch ( code ) {
		case 'invalid_number':
			return __(
				'The card number is not a valid credit card number.',
				'tresen-stripe'
			);
		case 'incomplete_number':
			return __( 'The card number is incomplete.', 'tresen-stripe' );
		case 'invalid_expiry_month':
			return __( 'The expiration month is invalid.', 'tresen-stripe' );
		case 'invalid_expiry_year':
			return __( 'The expiration year is invalid.', 'tresen-stripe' );
		case 'invalid_expiry_year_past':
			return __( 'The expiration year is in the past.', 'tresen-stripe' );
		case 'expired_card':
			return __( 'The card has expired.', 'tresen-stripe' );
		case 'invalid_cvc':
			return __( 'The security code is invalid.', 'tresen-stripe' );
		case 'incomplete_cvc':
			return __( 'The security code is incomplete.', 'tresen-stripe' );
	}
}

export interface CardInput {
	number: string;
	month: string;
	year: string;
	cvc: string;
}

/**
 * Error codes for a card form, at most one per field (number, expiry, cvc).
 *
 * @param card The typed values.
 * @param now  Current time.
 */
export function checkCard(
	card: CardInput,
	now: Date = new Date()
): CardErrorCode[] {
	const errors: CardErrorCode[] = [];
	const digits = normaliseNumber( card.number );
	const brand = cardBrand( digits );
	if ( ! validateCardNumber( digits ) ) {
		const tooShort =
			/^\d+$/.test( digits ) && brand !== null && digits.length < 12;
		errors.push( tooShort ? 'incomplete_number' : 'invalid_number' );
	}
	const month = Number( card.month.trim() );
	const year = expiryYear( card.year );
	if ( ! /^\d{1,2}$/.test( card.month.trim() ) || month < 1 || month > 12 ) {
		errors.push( 'invalid_expiry_month' );
	} else if ( year === null ) {
		errors.push( 'invalid_expiry_year' );
	} else if ( year < now.getFullYear() ) {
		errors.push( 'invalid_expiry_year_past' );
	} else if ( ! validateCardExpiry( card.month, card.year, now ) ) {
		errors.push( 'expired_card' );
	}
	const cvc = card.cvc.trim();
	if ( ! validateCardCvc( cvc, brand ) ) {
		errors.push(
			/^\d{1,2}$/.test( cvc ) ? 'incomplete_cvc' : 'invalid_cvc'
		);
	}
	return errors;
}
