/**
 * The reply shapes of WooCommerce's cart endpoints.
 */
import { isRecord } from '@tresen/common/settings';

export type Fragments = Record< string, string >;

export interface FragmentsReply {
	fragments: Fragments;
	cart_hash: string;
}

export function isFragments( value: unknown ): value is Fragments {
	return (
		isRecord( value ) &&
		Object.values( value ).every( ( v ) => typeof v === 'string' )
	);
}

/**
 * `{ fragments, cart_hash }` (cart_hash may be missing or empty for an empty cart).
 * @param value
 */
export function readFragmentsReply( value: unknown ): FragmentsReply | null {
	if ( ! isRecord( value ) || ! isFragments( value.fragments ) ) {
		return null;
	}
	return {
		fragments: value.fragments,
		cart_hash: typeof value.cart_hash === 'string' ? value.cart_hash : '',
	};
}

/**
 * `{ error: true, product_url }`: the product must be chosen on its page.
 * @param value
 */
export function readProductRedirect( value: unknown ): string | null {
	if (
		! isRecord( value ) ||
		! value.error ||
		typeof value.product_url !== 'string'
	) {
		return null;
	}
	return safeUrl( value.product_url );
}

/**
 * Only http(s) URLs are followed (never `javascript:`).
 *
 * @param url Candidate.
 */
export function safeUrl( url: string | null | undefined ): string | null {
	if ( ! url ) {
		return null;
	}
	try {
		const parsed = new URL( url, window.location.href );
		return parsed.protocol === 'http:' || parsed.protocol === 'https:'
			? parsed.href
			: null;
	} catch {
		return null;
	}
}
