/**
 * Stripe on WooCommerce's Checkout block: the card and SEPA gateways and
 * the bank redirect and voucher methods as payment methods (their settings
 * come from `Blocks\PaymentMethod`; the server prints only those switched on),
 * and Stripe's express button in the Cart and Checkout blocks' express area
 * (`express/`, `Blocks\ExpressMethod`: one script for both, so the page loads
 * one Stripe file). WooCommerce loads this script on block cart and checkout
 * pages only; Stripe.js loads when a Stripe method's box is shown.
 */
import { registerPaymentMethod } from '@woocommerce/blocks-registry';
import { getSetting } from '@woocommerce/settings';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';
import { registerExpress } from './express';
import { stripeMethod } from './method';
import type { BlockData } from './types';

const loaded = new Map< string, Promise< Stripe | null > >();

/**
 * Stripe.js, once per key.
 *
 * @param key    Publishable key.
 * @param locale Stripe's locale.
 */
function load( key: string, locale: string ): Promise< Stripe | null > {
	let stripe = loaded.get( key );
	if ( ! stripe ) {
		stripe = loadStripe( key, { locale: locale as 'de' } );
		loaded.set( key, stripe );
	}
	return stripe;
}

/** The gateways' ids (the classic checkout's: Gateway, SepaGateway, RedirectGateway::METHODS). */
const IDS = [
	'stripe',
	'stripe_sepa',
	'stripe_bancontact',
	'stripe_ideal',
	'stripe_eps',
	'stripe_p24',
	'stripe_alipay',
	'stripe_multibanco',
	'stripe_boleto',
	'stripe_oxxo',
];

for ( const id of IDS ) {
	const data = getSetting< BlockData | null >( `${ id }_data`, null );
	if ( data && data.publishableKey ) {
		registerPaymentMethod( stripeMethod( id, data, load ) );
	}
}

registerExpress();
