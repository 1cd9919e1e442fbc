/**
 * Order attribution: records where the visitor came from and fills the
 * hidden `wc_order_attribution_*` inputs of the checkout form.
 *
 * Nothing is stored on the device before the visitor agrees to the
 * consent category (marketing); revoking deletes the record and empties
 * the inputs. The record lives in localStorage, so it never travels with
 * requests.
 */

/**
 * External dependencies
 */
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import { hasConsent, onConsentChange } from '@tresen/common/consent';
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

domReady( () => {
	const settings = getSettings();
	let recorded: Visit | null = null;

	const start = () => {
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
		}
		fill(
			settings.fieldPrefix,
			toFields( recorded, window.navigator.userAgent )
		);
	};

	if ( hasConsent( settings.consentCategory ) ) {
		start();
	}
	onConsentChange( settings.consentCategory, ( allowed ) => {
		if ( allowed ) {
			start();
		} else {
			recorded = null;
			forget();
			fill( settings.fieldPrefix, null );
		}
	} );
} );
