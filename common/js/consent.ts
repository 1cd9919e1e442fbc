/**
 * Consent gate reader for every Tresen package.
 *
 * The cookie consent plugin (tresen-cookie-consent) loads a tiny gate script
 * first (handle `tresen-cookie-consent-gate`) that exposes
 * `window.tresenConsent` and fires `tresen:consent-changed` on `document`.
 * Import the helpers below instead of touching the global: they are typed
 * and fall back to the safe answer (only "necessary" is allowed) when the
 * consent plugin is not active.
 *
 *     import { hasConsent, onConsentChange } from '@tresen/common/consent';
 *     if ( hasConsent( 'marketing' ) ) { … }
 *     onConsentChange( ( { categories } ) => { … } );
 *
 * A script that must wait for consent should depend on the gate handle in
 * PHP, so the API is there before it runs.
 */

/** Slugs of the shop's categories (owners may not add others). */
export type ConsentCategory =
	'necessary' | 'functional' | 'analytics' | 'marketing' | 'others';

/** Detail of the `tresen:consent-changed` CustomEvent. */
export interface ConsentChangedDetail {
	/** One flag per enabled category; "necessary" is always true. */
	categories: Record< string, boolean >;
	/** Policy version the decision was made for. */
	version: number;
}

/** The public API on `window.tresenConsent`. */
export interface TresenConsentApi {
	/** Whether the visitor granted this category (for the current policy version). */
	has: ( category: string ) => boolean;
	/** Calls back after every decision; returns an unsubscribe function. */
	onChange: (
		callback: ( detail: ConsentChangedDetail ) => void
	) => () => void;
	/** Slugs of the categories the shop uses, "necessary" first. */
	categories: () => string[];
}

/** Name of the DOM event fired on `document` after every decision. */
export const CONSENT_EVENT = 'tresen:consent-changed';

/** The category that never needs consent. */
export const NECESSARY = 'necessary';

function api(): TresenConsentApi | null {
	if ( typeof window === 'undefined' ) {
		return null;
	}
	const candidate = (
		window as unknown as { tresenConsent?: Partial< TresenConsentApi > }
	 ).tresenConsent;
	return candidate && typeof candidate.has === 'function'
		? ( candidate as TresenConsentApi )
		: null;
}

/**
 * Whether the visitor consented to a category. Without the consent plugin
 * only "necessary" is allowed.
 *
 * @param category Category slug, e.g. "analytics".
 */
export function hasConsent( category: ConsentCategory | string ): boolean {
	const gate = api();
	if ( ! gate ) {
		return category === NECESSARY;
	}
	try {
		return gate.has( category ) === true;
	} catch {
		return category === NECESSARY;
	}
}

/**
 * Listens to consent decisions (works whether or not the gate is loaded
 * yet: it listens to the DOM event). Returns a function that stops listening.
 *
 *     onConsentChange( ( { categories } ) => … );        // every decision
 *     onConsentChange( 'marketing', ( allowed ) => … );  // one category
 *
 * @param callback Receives the new flags and the policy version.
 */
export function onConsentChange(
	callback: ( detail: ConsentChangedDetail ) => void
): () => void;
/**
 * Listens to decisions about one category.
 *
 * @param category Category slug.
 * @param handler  Receives whether the category is allowed now.
 */
export function onConsentChange(
	category: ConsentCategory | string,
	handler: ( allowed: boolean ) => void
): () => void;
/**
 * Implementation of both forms above.
 *
 * @param callbackOrCategory Callback, or the category to watch.
 * @param handler            With a category: receives whether it is allowed.
 */
export function onConsentChange(
	callbackOrCategory: ( ( detail: ConsentChangedDetail ) => void ) | string,
	handler?: ( allowed: boolean ) => void
): () => void {
	if ( typeof document === 'undefined' ) {
		return () => undefined;
	}
	const listener = ( event: Event ) => {
		const detail = ( event as CustomEvent< ConsentChangedDetail > ).detail;
		if ( ! detail || typeof detail !== 'object' || ! detail.categories ) {
			return;
		}
		if ( typeof callbackOrCategory === 'function' ) {
			callbackOrCategory( detail );
		} else if ( handler ) {
			handler( hasConsent( callbackOrCategory ) );
		}
	};
	document.addEventListener( CONSENT_EVENT, listener );
	return () => document.removeEventListener( CONSENT_EVENT, listener );
}

/** Category slugs the shop uses (just "necessary" without the plugin). */
export function consentCategories(): string[] {
	const gate = api();
	return gate ? gate.categories() : [ NECESSARY ];
}
