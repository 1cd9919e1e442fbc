/**
 * Card number, security code and expiry rules, checked in the browser
 * before anything is sent to the payment provider.
 *
 * Brands are recognised by their leading digits, first match wins, in the
 * order of the table (maestro before mastercard, discover before unionpay).
 */

export type CardBrand =
	| 'maestro'
	| 'visa'
	| 'mastercard'
	| 'amex'
	| 'diners'
	| 'discover'
	| 'unionpay'
	| 'jcb';

interface BrandRule {
	brand: CardBrand;
	prefix: RegExp;
	lengths: readonly number[];
	cvcLengths: readonly number[];
	luhn: boolean;
}

const range = ( from: number, to: number ): number[] =>
	Array.from( { length: to - from + 1 }, ( _, i ) => from + i );

export const BRANDS: readonly BrandRule[] = [
	{
		brand: 'maestro',
		prefix: /^(5018|5020|5038|6304|6390\d{2}|67\d{4})/,
		lengths: range( 12, 19 ),
		cvcLengths: [ 3 ],
		luhn: true,
	},
	{
		brand: 'visa',
		prefix: /^4/,
		lengths: [ 13, 16 ],
		cvcLengths: [ 3 ],
		luhn: true,
	},
	{
		brand: 'mastercard',
		prefix: /^(5[1-5]|2[2-7])/,
		lengths: [ 16 ],
		cvcLengths: [ 3 ],
		luhn: true,
	},
	{
		brand: 'amex',
		prefix: /^3[47]/,
		lengths: [ 15 ],
		cvcLengths: [ 3, 4 ],
		luhn: true,
	},
	{
		brand: 'diners',
		prefix: /^3[0689]/,
		lengths: [ 14 ],
		cvcLengths: [ 3 ],
		luhn: true,
	},
	{
		brand: 'discover',
		prefix: /^6(011|4[4-9]|5|22)/,
		lengths: [ 16 ],
		cvcLengths: [ 3 ],
		luhn: true,
	},
	{
		brand: 'unionpay',
		prefix: /^(62|88)/,
		lengths: range( 16, 19 ),
		cvcLengths: [ 3 ],
		luhn: false,
	},
	{
		brand: 'jcb',
		prefix: /^35/,
		lengths: [ 16 ],
		cvcLengths: [ 3 ],
		luhn: true,
	},
];

/** Longest security code the field accepts. */
export const CVC_MAX_LENGTH = 4;

/**
 * Removes the spaces and dashes people type between digit groups.
 * @param input
 */
export function normaliseNumber( input: string ): string {
	return input.replace( /[\s-]/g, '' );
}

function rule( digits: string ): BrandRule | undefined {
	return BRANDS.find( ( b ) => b.prefix.test( digits ) );
}

/**
 * The brand of a (partial) card number, or null.
 *
 * @param input Card number as typed.
 */
export function cardBrand( input: string ): CardBrand | null {
	const digits = normaliseNumber( input );
	return /^\d+$/.test( digits ) ? ( rule( digits )?.brand ?? null ) : null;
}

/**
 * Luhn (mod 10) checksum.
 *
 * @param digits Digits only.
 */
export function luhn( digits: string ): boolean {
	let sum = 0;
	for ( let i = 0; i < digits.length; i++ ) {
		let d = Number( digits[ digits.length - 1 - i ] );
		if ( i % 2 === 1 ) {
			d *= 2;
			if ( d > 9 ) {
				d -= 9;
			}
		}
		sum += d;
	}
	return digits.length > 0 && sum % 10 === 0;
}

/**
 * Whether a card number is complete and plausible: digits of a known brand,
 * a length that brand issues, and a valid checksum (UnionPay has none).
 *
 * @param input Card number as typed.
 */
export function validateCardNumber( input: string ): boolean {
	const digits = normaliseNumber( input );
	if ( ! /^\d+$/.test( digits ) ) {
		return false;
	}
	const r = rule( digits );
	return (
		!! r &&
		r.lengths.includes( digits.length ) &&
		( ! r.luhn || luhn( digits ) )
	);
}

/**
 * Whether a security code fits: 3 or 4 digits, or exactly what the brand uses.
 *
 * @param input Security code as typed.
 * @param brand Brand of the card number, if known.
 */
export function validateCardCvc(
	input: string,
	brand: CardBrand | null = null
): boolean {
	const cvc = input.trim();
	if ( ! /^\d+$/.test( cvc ) || cvc.length > CVC_MAX_LENGTH ) {
		return false;
	}
	const r = brand ? BRANDS.find( ( b ) => b.brand === brand ) : undefined;
	return r ? r.cvcLengths.includes( cvc.length ) : cvc.length >= 3;
}

/**
 * The four-digit year for a typed year: two digits below 70 mean 20xx,
 * 70 and above 19xx. Null when it is not 2 or 4 digits.
 *
 * @param input Year as typed.
 */
export function expiryYear( input: string ): number | null {
	const y = input.trim();
	if ( /^\d{2}$/.test( y ) ) {
		const n = Number( y );
		return n < 70 ? 2000 + n : 1900 + n;
	}
	return /^\d{4}$/.test( y ) ? Number( y ) : null;
}

/**
 * Whether a card with this expiry can still be used: month 1 to 12 and
 * `now` before the first day of the month after the expiry month.
 *
 * @param month Month as typed ("1" to "12", "05").
 * @param year  Year as typed ("27" or "2027").
 * @param now   The current time (injected so tests do not depend on the clock).
 */
export function validateCardExpiry(
	month: string,
	year: string,
	now: Date = new Date()
): boolean {
	const m = month.trim();
	if ( ! /^\d{1,2}$/.test( m ) ) {
		return false;
	}
	const monthNumber = Number( m );
	const fullYear = expiryYear( year );
	if ( monthNumber < 1 || monthNumber > 12 || fullYear === null ) {
		return false;
	}
	// new Date( y, 12 ) rolls over to January of the next year.
	return now < new Date( fullYear, monthNumber, 1 );
}
