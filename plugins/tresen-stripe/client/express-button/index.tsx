/**
 * The express button island, loaded by the small `express` entry on
 * intent or when the browser is idle (never in the page's first bundle):
 * Stripe.js, then one React root per `.tresen-express` box. The cart page
 * replaces its totals (and the box with them) after every change: new
 * boxes are found and started again.
 */
import { createRoot } from '@wordpress/element';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';
import { ExpressApi } from './api';
import { ExpressButton } from './express-button';
import { bindToken } from './klarna';
import { getSettings } from './settings';

const settings = getSettings();
const api = new ExpressApi( settings );
const roots = new Map< HTMLElement, ReturnType< typeof createRoot > >();
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

/** Starts every new box and forgets removed ones. */
async function scan(): Promise< void > {
	for ( const [ box, root ] of roots ) {
		if ( ! box.isConnected ) {
			root.unmount();
			roots.delete( box );
		}
	}
	const boxes = [
		...document.querySelectorAll< HTMLElement >( '.tresen-express' ),
	].filter( ( box ) => ! roots.has( box ) );
	if ( ! boxes.length || ! settings.publishableKey ) {
		return;
	}
	// The visitor's nonces come while Stripe.js loads.
	api.getNonces().catch( () => undefined );
	const instance = await loadStripeJs();
	if ( ! instance ) {
		return; // Stripe.js did not load: the boxes stay hidden.
	}
	for ( const box of boxes ) {
		const target = box.querySelector< HTMLElement >(
			'.tresen-express__button'
		);
		if ( ! target || roots.has( box ) || ! box.isConnected ) {
			continue;
		}
		const root = createRoot( target );
		roots.set( box, root );
		root.render(
			<ExpressButton
				stripe={ instance }
				api={ api }
				settings={ settings }
				box={ box }
			/>
		);
	}
}

void scan();
new MutationObserver( () => void scan() ).observe( document.body, {
	childList: true,
	subtree: true,
} );
// Klarna's SDK, when a Klarna provider brings it, may arrive after this script.
void bindToken( api );
