/**
 * The lazy part of the checkout script (loaded on intent by index.ts):
 * settings, the flow and Stripe.js's loader.
 */
import { loadStripe } from '@stripe/stripe-js/pure';
import { getSettings } from './settings';
import { StripeFlow } from './flow';
import { renewEarly } from './early-renewal';

/**
 * Starts the flow on a form.
 *
 * @param form           Checkout or order-pay form.
 * @param openedWithHash Whether the page was opened with a `#confirm-pi-…` hash.
 */
export function start(
	form: HTMLFormElement,
	openedWithHash: boolean
): StripeFlow {
	const flow = new StripeFlow( form, {
		settings: getSettings(),
		load: ( key, options ) =>
			loadStripe( key, options as Parameters< typeof loadStripe >[ 1 ] ),
	} );
	flow.start( openedWithHash );
	return flow;
}

/**
 * Pays a renewal early from its link (early-renewal.ts); Stripe.js loads
 * only when the bank asks for authentication.
 *
 * @param link The early-renewal link.
 */
export function renew( link: HTMLAnchorElement ): Promise< void > {
	const settings = getSettings();
	return renewEarly( link, {
		stripe: () =>
			loadStripe( settings.publishableKey, {
				locale: settings.locale as 'de',
			} ).catch( () => null ),
	} );
}
