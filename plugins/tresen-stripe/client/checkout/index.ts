/**
 * Stripe card and SEPA payments on the checkout: the small part that is on
 * the page from the start. It waits for intent (a Stripe method chosen, the
 * order placed with one, or a `#confirm-pi-…` hash) and only then loads the
 * flow (flow.ts) and, through it, Stripe.js. An order placed with card or
 * SEPA before then waits (`tresen:checkout-place-order`'s `waitUntil`) for
 * the flow to load and create the PaymentMethod; a Boleto or OXXO order is
 * taken over and handed to the flow; on the order-pay and
 * add-payment-method forms the submission is held back until the flow is there.
 * On a page with an early-renewal link (a subscriptions plugin's modal),
 * a click on it loads the lazy part, which fetches the link and opens the
 * bank's dialog when the reply asks for it (early-renewal.ts).
 */
import { onPlaceOrder } from '@tresen/common/place-order';
import { chunkBaseUrl } from '@tresen/common/public-path';
import { isString, readSettings } from '@tresen/common/settings';
import type { StripeFlow } from './flow';
import { networkMessage, renewalLink, showRenewalError } from './renewal-link';

// webpack's runtime public path (see settings.d.ts: publicPath).
// eslint-disable-next-line camelcase, @typescript-eslint/no-unused-vars
declare let __webpack_public_path__: string;

// The few settings the entry needs; the flow reads and checks all (settings.ts).
const raw = readSettings< {
	gatewayId: string;
	sepaGatewayId: string;
	publicPath: string;
} >( 'tresenStripe', {
	gatewayId: { guard: isString, fallback: '' },
	sepaGatewayId: { guard: isString, fallback: '' },
	publicPath: { guard: isString, fallback: '' },
} );
// Card and SEPA (Stripe Elements), Boleto and OXXO (confirmed by Stripe.js).
const ids: string[] = [
	raw.gatewayId,
	raw.sepaGatewayId,
	'stripe_boleto',
	'stripe_oxxo',
].filter( Boolean );
const form = document.querySelector< HTMLFormElement >(
	'form.checkout, form#order_review, form#add_payment_method'
);
const confirmHash = () => window.location.hash.startsWith( '#confirm-' );

let flow: Promise< StripeFlow > | null = null;
let loaded = false;

function lazyPart(): Promise< typeof import( './lazy' ) > {
	const chunks = chunkBaseUrl( 'tresen-stripe-checkout-js', raw.publicPath );
	if ( chunks ) {
		// eslint-disable-next-line camelcase
		__webpack_public_path__ = chunks;
	}
	return import( /* webpackChunkName: "checkout-flow" */ './lazy' );
}

function load( openedWithHash: boolean ): Promise< StripeFlow > {
	if ( ! flow ) {
		flow = lazyPart().then( ( lazy ) => {
			loaded = true;
			return lazy.start( form!, openedWithHash );
		} );
	}
	return flow;
}

// Early renewal: the link is fetched instead of followed.
document.addEventListener( 'click', ( event ) => {
	const link = renewalLink( event.target, raw.gatewayId || 'stripe' );
	if ( ! link || event.defaultPrevented ) {
		return;
	}
	event.preventDefault();
	lazyPart()
		.then( ( lazy ) => lazy.renew( link ) )
		.catch( () => showRenewalError( link, networkMessage() ) );
} );

const chosen = () =>
	form?.querySelector< HTMLInputElement >(
		'input[name="payment_method"]:checked'
	)?.value;

/**
 * Whether an order with this method needs the flow: a Stripe method and no
 * saved method chosen (that goes to the server as it is).
 *
 * @param method Chosen gateway.
 */
function needsFlow( method: string | undefined ): boolean {
	if ( loaded || ! method || ! ids.includes( method ) ) {
		return false;
	}
	const token = form?.querySelector< HTMLInputElement >(
		`input[name="wc-${ method }-payment-token"]:checked`
	)?.value;
	return ! token || token === 'new';
}

/**
 * Holds back a submission of a form that posts itself until the flow is there.
 *
 * @param event  Event to cancel.
 * @param method Chosen gateway.
 */
function hold( event: Event, method: string | undefined ): void {
	if ( ! needsFlow( method ) ) {
		return;
	}
	event.preventDefault();
	load( false ).then( ( f ) => f.resume( String( method ) ) );
}

if ( form ) {
	const intent = () => {
		if ( ids.includes( chosen() ?? '' ) ) {
			load( false );
		}
	};
	form.addEventListener( 'change', intent );
	document.addEventListener( 'tresen:payment-method-selected', intent );
	window.addEventListener( 'hashchange', () => {
		if ( confirmHash() ) {
			load( false );
		}
	} );
	onPlaceOrder( ( detail, event ) => {
		const method = detail.paymentMethod;
		if ( ! needsFlow( method ) ) {
			return;
		}
		if ( method === raw.gatewayId || method === raw.sepaGatewayId ) {
			// The checkout posts once the PaymentMethod is there.
			detail.waitUntil(
				load( false ).then( ( f ) => f.placeOrder( method ) )
			);
			return;
		}
		// Boleto and OXXO post the checkout themselves.
		event.preventDefault();
		load( false ).then( ( f ) => f.takeOver( method ) );
	} );
	if ( form.id === 'order_review' || form.id === 'add_payment_method' ) {
		form.addEventListener( 'submit', ( event ) => hold( event, chosen() ) );
	}
	if ( confirmHash() ) {
		load( true );
	} else {
		intent();
	}
}
