/**
 * Order attribution: records where the visitor came from and fills the
 * hidden `wc_order_attribution_*` inputs of the checkout form.
 *
 * Nothing is stored on the device before the visitor agrees to the
 * consent category (marketing); revoking deletes the record and empties
 * the inputs. The record lives in localStorage; with consent it is also
 * kept in WooCommerce's `sbjs_*` cookies (sbjs.ts) for third-party readers.
 */

/**
 * Internal dependencies
 */
import { hasConsent, onConsentChange } from '@tresen/common/consent';
import { whenReady } from '@tresen/common/ready';
import { clearSbjs, writeSbjs } from './sbjs';
import { getSettings } from './settings';
import {
	addPageView,
	FIELD_NAMES,
	isVisit,
	toFields,
	type Fields,
	type Visit,
} from './session';

const STORAGE_KEY = 'tresen_order_attribution';

function load(): Visit | null {
	try {
		const raw = window.localStorage.getItem( STORAGE_KEY );
		const parsed: unknown = raw ? JSON.parse( raw ) : null;
		return isVisit( parsed ) ? parsed : null;
	} catch {
		return null;
	}
}

function store( visit: Visit ): void {
	try {
		window.localStorage.setItem( STORAGE_KEY, JSON.stringify( visit ) );
	} catch {
		// Storage full or blocked: the order simply carries no attribution.
	}
}

function forget(): void {
	try {
		window.localStorage.removeItem( STORAGE_KEY );
	} catch {}
}

/**
 * Writes values into every group of inputs; a form keeps only its first group.
 *
 * @param prefix Input name prefix.
 * @param values Values, or null to empty the inputs.
 */
function fill( prefix: string, values: Fields | null ): void {
	const seen = new Set< Element | null >();
	document
		.querySelectorAll< HTMLElement >( '[data-tresen-order-attribution]' )
		.forEach( ( group ) => {
			const form = group.closest( 'form' );
			if ( form && seen.has( form ) ) {
				group.remove();
				return;
			}
			seen.add( form );
			for ( const name of FIELD_NAMES ) {
				const input = group.querySelector< HTMLInputElement >(
					`input[name="${ prefix }${ name }"]`
				);
				if ( input ) {
					input.value = values ? values[ name ] : '';
				}
			}
		} );
}

export interface AttributionApi {
	params: { allowTracking: boolean };
	/** Field name => where its value comes from (WooCommerce's shape). */
	fields: Record< string, string >;
	/** The values the checkout sends; all null while tracking is off. */
	getAttributionData: () => Record< string, string | null >;
	/**
	 * Switches recording on or off. Off deletes the record and the tracking
	 * cookies and empties the inputs; on records again, but only with the
	 * visitor's consent, which always wins.
	 */
	setOrderTracking: ( allow: boolean ) => void;
}

/**
 * Starts the recorder and publishes `window.wc_order_attribution`.
 */
export function startAttribution(): AttributionApi {
	const settings = getSettings();
	let recorded: Visit | null = null;
	let allowed = true;

	const clear = () => {
		recorded = null;
		forget();
		clearSbjs();
		fill( settings.fieldPrefix, null );
	};
	const start = () => {
		if ( ! allowed || ! hasConsent( settings.consentCategory ) ) {
			return;
		}
		if ( ! recorded ) {
			recorded = addPageView(
				load(),
				{
					url: window.location.href,
					referrer: document.referrer,
					now: Date.now(),
				},
				settings.sessionMinutes
			);
			store( recorded );
			// WooCommerce's `sbjs_*` cookies, for code that reads them.
			writeSbjs(
				recorded,
				settings.cookieLifetimeMonths,
				settings.sessionMinutes
			);
		}
		fill(
			settings.fieldPrefix,
			toFields( recorded, window.navigator.userAgent )
		);
	};

	const api: AttributionApi = {
		params: { allowTracking: true },
		fields: Object.fromEntries( FIELD_NAMES.map( ( n ) => [ n, n ] ) ),
		getAttributionData: () => {
			const values =
				api.params.allowTracking && recorded
					? toFields( recorded, window.navigator.userAgent )
					: null;
			return Object.fromEntries(
				FIELD_NAMES.map( ( n ) => [ n, values ? values[ n ] : null ] )
			);
		},
		setOrderTracking: ( allow: boolean ) => {
			allowed = allow;
			api.params.allowTracking =
				allow && hasConsent( settings.consentCategory );
			if ( allow ) {
				start();
			} else {
				clear();
			}
		},
	};
	api.params.allowTracking = hasConsent( settings.consentCategory );
	start();
	onConsentChange( settings.consentCategory, ( granted ) => {
		api.params.allowTracking = granted && allowed;
		if ( granted ) {
			start();
		} else {
			clear();
		}
	} );
	(
		window as unknown as { wc_order_attribution?: AttributionApi }
	 ).wc_order_attribution = api;
	return api;
}

whenReady( () => void startAttribution() );
