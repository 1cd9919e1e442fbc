/**
 * The server's 3-D Secure answer on the checkout: the redirect
 * `#confirm-pi-{client_secret}:{return url}` (or `#confirm-si-…`), and the
 * bank's dialog it opens (Stripe's `handleNextAction`).
 */
import type { Stripe } from '@stripe/stripe-js';
import type { StripeErrorLike } from './errors';

/** `#confirm-pi-{client_secret}:{url-encoded return URL}` (or `confirm-si-`). */
export interface ConfirmHash {
	kind: 'pi' | 'si';
	clientSecret: string;
	returnUrl: string;
}

/**
 * Reads the confirmation hash.
 *
 * @param hash `location.hash`.
 */
export function parseConfirmHash( hash: string ): ConfirmHash | null {
	const match = hash.match( /^#confirm-(pi|si)-([^:]+):(.+)$/ );
	if ( ! match ) {
		return null;
	}
	let returnUrl: string;
	try {
		returnUrl = decodeURIComponent( match[ 3 ] );
	} catch {
		return null;
	}
	// Only a return address on this shop is followed.
	try {
		if (
			new URL( returnUrl, window.location.href ).origin !==
			window.location.origin
		) {
			return null;
		}
	} catch {
		return null;
	}
	return {
		kind: match[ 1 ] as 'pi' | 'si',
		clientSecret: match[ 2 ],
		returnUrl,
	};
}

/**
 * What the bank's confirmation ended in.
 *
 * @param stripe Stripe.js (null: it did not start).
 * @param hash   The confirmation hash.
 * @return null when the payment goes on (the return address finishes it),
 *         else the error to show.
 */
export async function confirmByHash(
	stripe: Stripe | null,
	hash: ConfirmHash
): Promise< StripeErrorLike | null > {
	if ( ! stripe ) {
		return { type: 'api_connection_error' };
	}
	let status = '';
	let error: StripeErrorLike | null = null;
	try {
		const result = await stripe.handleNextAction( {
			clientSecret: hash.clientSecret,
		} );
		error = ( result.error as StripeErrorLike | undefined ) ?? null;
		status =
			( 'paymentIntent' in result && result.paymentIntent?.status ) ||
			( 'setupIntent' in result && result.setupIntent?.status ) ||
			'';
	} catch {
		return { type: 'api_connection_error' };
	}
	if (
		! error &&
		( status === 'succeeded' ||
			status === 'requires_capture' ||
			status === 'processing' )
	) {
		return null;
	}
	return error ?? { code: 'payment_intent_authentication_failure' };
}
