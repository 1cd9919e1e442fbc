/**
 * What Stripe asks the page to do next with an intent (`next_action`, in
 * Stripe's API shapes): go to the bank or wallet (`redirect_to_url.url`,
 * Alipay's `alipay_handle_redirect.url`), open the bank's check in the page
 * (`use_stripe_sdk`, handled by Stripe.js), or show a voucher
 * (`multibanco_display_details`: entity, reference, expires_at;
 * `oxxo_display_details`: number, expires_after; `boleto_display_details`:
 * number, expires_at), each with Stripe's `hosted_voucher_url`.
 */
import { __, sprintf } from '@wordpress/i18n';

export interface StripeNextAction {
	type?: string;
	[ key: string ]: unknown;
}

export interface Voucher {
	/** Stripe type: multibanco, oxxo, boleto. */
	method: string;
	/** Multibanco's reference, or the voucher number (Boleto, OXXO). */
	number: string;
	/** Multibanco's entity ('' for the others). */
	entity: string;
	/** Unix time (0: unknown). */
	expires: number;
	url: string;
}

export type NextStep =
	| { kind: 'redirect'; url: string }
	| { kind: 'in-page' }
	| { kind: 'voucher'; voucher: Voucher }
	| { kind: 'none' };

const record = ( value: unknown ): Record< string, unknown > =>
	value && typeof value === 'object'
		? ( value as Record< string, unknown > )
		: {};

const text = ( value: unknown ): string =>
	typeof value === 'string' || typeof value === 'number'
		? String( value )
		: '';

/**
 * An address the browser may go to (http or https only).
 *
 * @param url Address from Stripe.
 */
function safeUrl( url: string ): string {
	try {
		const parsed = new URL( url, window.location.href );
		return parsed.protocol === 'https:' || parsed.protocol === 'http:'
			? parsed.toString()
			: '';
	} catch {
		return '';
	}
}

/**
 * Reads a `next_action`.
 *
 * @param next The intent's `next_action` (null when there is none).
 */
export function nextStep(
	next: StripeNextAction | null | undefined
): NextStep {
	const type = next?.type ?? '';
	if ( type === 'redirect_to_url' || type === 'alipay_handle_redirect' ) {
		const url = safeUrl( text( record( next?.[ type ] ).url ) );
		return url ? { kind: 'redirect', url } : { kind: 'none' };
	}
	if ( type === 'use_stripe_sdk' ) {
		return { kind: 'in-page' };
	}
	const voucher = type.match( /^([a-z0-9]+)_display_details$/ );
	if ( voucher ) {
		const details = record( next?.[ type ] );
		return {
			kind: 'voucher',
			voucher: {
				method: voucher[ 1 ],
				number: text( details.reference ?? details.number ),
				entity: text( details.entity ),
				// OXXO names it expires_after, Multibanco and Boleto expires_at.
				expires:
					Number( details.expires_after ?? details.expires_at ) || 0,
				url: safeUrl( text( details.hosted_voucher_url ) ),
			},
		};
	}
	return { kind: 'none' };
}

/**
 * A date as a German shopper reads it (30.11.2026, 14:05 Uhr).
 *
 * @param unix Unix time.
 */
export function germanDate( unix: number ): string {
	const date = new Date( unix * 1000 );
	const two = ( n: number ) => String( n ).padStart( 2, '0' );
	return sprintf(
		/* translators: 1: date (30.11.2026), 2: time (14:05). */
		__( '%1$s, %2$s o’clock', 'tresen-stripe' ),
		`${ two( date.getDate() ) }.${ two(
			date.getMonth() + 1
		) }.${ date.getFullYear() }`,
		`${ two( date.getHours() ) }:${ two( date.getMinutes() ) }`
	);
}

/**
 * The voucher's lines for the shopper: Multibanco's entity and reference,
 * else the number, and until when it can be paid.
 *
 * @param voucher Voucher.
 */
export function voucherLines( voucher: Voucher ): string[] {
	const lines: string[] = [];
	if ( voucher.entity ) {
		lines.push(
			sprintf(
				/* translators: 1: Multibanco entity number, 2: reference. */
				__(
					'Please pay in your online banking or at a cash machine (Pagamento de serviços) with entity %1$s and reference %2$s.',
					'tresen-stripe'
				),
				voucher.entity,
				voucher.number
			)
		);
	} else if ( voucher.number ) {
		lines.push(
			sprintf(
				/* translators: %s: voucher reference. */
				__(
					'Please pay with the reference %s in your online banking or at a cash machine.',
					'tresen-stripe'
				),
				voucher.number
			)
		);
	}
	if ( voucher.expires > 0 ) {
		lines.push(
			sprintf(
				/* translators: %s: date and time. */
				__( 'The voucher is valid until %s.', 'tresen-stripe' ),
				germanDate( voucher.expires )
			)
		);
	}
	return lines;
}
