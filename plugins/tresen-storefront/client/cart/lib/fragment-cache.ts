/**
 * When may the cart fragments kept in sessionStorage be shown, and when
 * must they be fetched again? Pure functions plus a storage wrapper that
 * survives private mode and disabled storage.
 */
import { readCookie as readCookieOrNull } from '@tresen/common/cookies';
import { isNumber, isRecord, isString } from '@tresen/common/settings';
import { isFragments, type Fragments } from './cart-reply';

/** The fragment WooCommerce always sends: the mini cart. */
export const MINI_CART_SELECTOR = 'div.widget_shopping_cart_content';

export interface StoredFragments {
	hash: string;
	fragments: Fragments;
	/** When they were stored (ms since epoch). */
	time: number;
}

export type Decision = 'use-cache' | 'refresh' | 'none';

export interface DecisionInput {
	/** What sessionStorage holds (null: nothing, or no storage at all). */
	stored: StoredFragments | null;
	/** The `woocommerce_cart_hash` cookie ('' when absent: no cart). */
	cookieHash: string;
	now: number;
	maxAgeMs: number;
}

/**
 * Decides how to fill the cart count and mini cart on page load.
 *
 * - `use-cache`: the stored fragments belong to this cart and are at most maxAgeMs old;
 * - `refresh`:   ask the server (`get_refreshed_fragments`);
 * - `none`:      there is no cart and nothing stored: the empty HTML is right, no request.
 *
 * @param input            Stored fragments, cookie hash and clock.
 * @param input.stored
 * @param input.cookieHash
 * @param input.now
 * @param input.maxAgeMs
 */
export function decide( {
	stored,
	cookieHash,
	now,
	maxAgeMs,
}: DecisionInput ): Decision {
	if ( ! stored ) {
		return cookieHash ? 'refresh' : 'none';
	}
	if ( stored.hash !== cookieHash ) {
		return 'refresh';
	}
	if ( ! ( MINI_CART_SELECTOR in stored.fragments ) ) {
		return cookieHash ? 'refresh' : 'none';
	}
	if ( now - stored.time > maxAgeMs || stored.time > now ) {
		return 'refresh';
	}
	return 'use-cache';
}

/**
 * Milliseconds until the stored fragments expire (never negative).
 * @param stored
 * @param now
 * @param maxAgeMs
 */
export function msUntilExpiry(
	stored: StoredFragments,
	now: number,
	maxAgeMs: number
): number {
	return Math.max( 0, stored.time + maxAgeMs - now );
}

export function isStoredFragments( value: unknown ): value is StoredFragments {
	return (
		isRecord( value ) &&
		isString( value.hash ) &&
		isNumber( value.time ) &&
		isFragments( value.fragments )
	);
}

/**
 * Returns the storage when it can be written (a write test catches Safari's
 * old private mode and disabled storage), or null.
 *
 * @param get Reads window.sessionStorage or window.localStorage (may throw).
 */
export function usableStorage(
	get: () => Storage | null | undefined
): Storage | null {
	try {
		const storage = get();
		if ( ! storage ) {
			return null;
		}
		const probe = '__tresen_probe__';
		storage.setItem( probe, probe );
		storage.removeItem( probe );
		return storage;
	} catch {
		return null;
	}
}

/**
 * Reads stored fragments; anything unreadable counts as nothing stored.
 *
 * @param storage Session storage (or null).
 * @param key     Storage key.
 */
export function readStored(
	storage: Storage | null,
	key: string
): StoredFragments | null {
	if ( ! storage ) {
		return null;
	}
	try {
		const raw = storage.getItem( key );
		const parsed: unknown = raw ? JSON.parse( raw ) : null;
		return isStoredFragments( parsed ) ? parsed : null;
	} catch {
		return null;
	}
}

/**
 * Stores fragments; a full or failing storage is ignored.
 *
 * @param storage Session storage (or null).
 * @param key     Storage key.
 * @param value   Fragments, hash and time.
 */
export function writeStored(
	storage: Storage | null,
	key: string,
	value: StoredFragments
): boolean {
	if ( ! storage ) {
		return false;
	}
	try {
		storage.setItem( key, JSON.stringify( value ) );
		return true;
	} catch {
		return false;
	}
}

/**
 * Reads one cookie ('' when it is not set).
 *
 * @param name   Cookie name.
 * @param cookie document.cookie.
 */
export function readCookie( name: string, cookie: string ): string {
	return readCookieOrNull( name, cookie ) ?? '';
}
