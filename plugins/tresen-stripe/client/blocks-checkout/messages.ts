/**
 * The German message for a Stripe.js error: the server's map (the classic
 * checkout's `Messages`, printed into the method's settings), so the block
 * script carries no strings of its own.
 */
import type { BlockData } from './types';

export interface StripeErrorLike {
	type?: string;
	code?: string;
	decline_code?: string;
	param?: string;
}

/**
 * @param data  The method's settings.
 * @param error Stripe.js' error.
 */
export function messageFor(
	data: Pick< BlockData, 'messages' >,
	error: StripeErrorLike | null | undefined
): string {
	const m = data.messages;
	const code = error?.code ?? '';
	if (
		code === 'parameter_missing' &&
		( error?.param ?? '' ).startsWith( 'billing_details[address]' )
	) {
		// Boleto needs the full billing address.
		return m.address_missing ?? m.generic ?? '';
	}
	if (
		code === 'card_declined' &&
		error?.decline_code === 'insufficient_funds'
	) {
		return m.insufficient_funds ?? m.generic ?? '';
	}
	return m[ code ] ?? m.generic ?? '';
}

/**
 * The 3-D Secure hash of the server's reply (`#confirm-pi-{secret}:{return
 * address}`, the classic checkout's contract), or null. Only a return
 * address on this shop counts.
 *
 * @param redirect The reply's redirect address.
 * @param origin   This shop's origin.
 */
export function confirmHash(
	redirect: string,
	origin: string
): { clientSecret: string; returnUrl: string } | null {
	const at = redirect.indexOf( '#confirm-pi-' );
	if ( at < 0 ) {
		return null;
	}
	const match = redirect.slice( at ).match( /^#confirm-pi-([^:]+):(.+)$/ );
	if ( ! match ) {
		return null;
	}
	try {
		const returnUrl = decodeURIComponent( match[ 2 ] );
		return new URL( returnUrl, origin ).origin === origin
			? { clientSecret: match[ 1 ], returnUrl }
			: null;
	} catch {
		return null;
	}
}
