/**
 * The express island, loaded by the small `express` entry on intent or
 * when the browser is idle (never in the page's first bundle): Stripe.js,
 * then one Express Checkout Element per `.tresen-express` box. The cart
 * page replaces its totals (and the box with them) after every change:
 * new boxes are found and started again, removed ones stopped.
 */
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';
import { ExpressApi } from './api';
import { mountBox } from './box';
import { bindToken } from './klarna';
import { getSettings } from './settings';

const settings = getSettings();
const api = new ExpressApi( settings );
const boxes = new Map< HTMLElement, () => void >();
let stripe: Promise< Stripe | null > | null = null;

function loadStripeJs(): Promise< Stripe | null > {
	if ( ! stripe ) {
		stripe = loadStripe( settings.publishableKey, {
			locale: settings.locale as 'de',
		} ).catch( () => {
			stripe = null;
			return null;
		} );
	}
	return stripe;
}

/** Starts every new box and stops removed ones. */
async function scan(): Promise< void > {
	for ( const [ box, stop ] of boxes ) {
		if ( ! box.isConnected ) {
			stop();
			boxes.delete( box );
		}
	}
	const found = [
		...document.querySelectorAll< HTMLElement >( '.tresen-express' ),
	].filter( ( box ) => ! boxes.has( box ) );
	if ( ! found.length || ! settings.publishableKey ) {
		return;
	}
	// The visitor's nonces come while Stripe.js loads.
	api.getNonces().catch( () => undefined );
	const instance = await loadStripeJs();
	if ( ! instance ) {
		return; // Stripe.js did not load: the boxes stay hidden.
	}
	for ( const box of found ) {
		if ( boxes.has( box ) || ! box.isConnected ) {
			continue;
		}
		boxes.set( box, mountBox( { stripe: instance, api, settings, box } ) );
	}
}

void scan();
new MutationObserver( () => void scan() ).observe( document.body, {
	childList: true,
	subtree: true,
} );
// Klarna's SDK, when a Klarna provider brings it, may arrive after this script.
void bindToken( api );
