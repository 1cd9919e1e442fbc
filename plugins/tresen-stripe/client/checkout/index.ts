/**
 * Stripe card and SEPA payments on the checkout: the small part that is on
 * the page from the start. It waits for intent (a Stripe method chosen, the
 * order placed with one, or a `#confirm-pi-…` hash) and only then loads the
 * flow (flow.ts) and, through it, Stripe.js. Until then it holds back a
 * submission with a Stripe method and hands it to the flow once loaded.
 * On a page with an early-renewal link (a subscriptions plugin's modal),
 * a click on it loads the lazy part, which fetches the link and opens the
 * bank's dialog when the reply asks for it (early-renewal.ts).
 */
import { chunkBaseUrl } from '@tresen/common/public-path';
import type { StripeFlow } from './flow';
import { networkMessage, renewalLink, showRenewalError } from './renewal-link';

// webpack's runtime public path (see settings.d.ts: publicPath).
// eslint-disable-next-line camelcase, @typescript-eslint/no-unused-vars
declare let __webpack_public_path__: string;

interface Raw {
	gatewayId?: unknown;
	sepaGatewayId?: unknown;
	publicPath?: unknown;
}

const raw: Raw =
	( window as unknown as { tresenStripe?: Raw } ).tresenStripe ?? {};
// Card and SEPA (Stripe Elements), Boleto and OXXO (confirmed by Stripe.js).
const ids = [
	raw.gatewayId,
	raw.sepaGatewayId,
	'stripe_boleto',
	'stripe_oxxo',
];
const form = document.querySelector< HTMLFormElement >(
	'form.checkout, form#order_review, form#add_payment_method'
);
const confirmHash = () => window.location.hash.startsWith( '#confirm-' );

let flow: Promise< StripeFlow > | null = null;
let loaded = false;

function lazyPart(): Promise< typeof import( './lazy' ) > {
	const chunks = chunkBaseUrl(
		'tresen-stripe-checkout-js',
		String( raw.publicPath ?? '' )
	);
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
	const link = renewalLink(
		event.target,
		typeof raw.gatewayId === 'string' ? raw.gatewayId : 'stripe'
	);
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
 * Holds back a submission with a Stripe method until the flow is there.
 *
 * @param event  Event to cancel.
 * @param method Chosen gateway.
 */
function hold( event: Event, method: unknown ): void {
	if ( loaded || ! ids.includes( method ) ) {
		return;
	}
	// A saved method goes to the server as it is (direct submit).
	const token = form?.querySelector< HTMLInputElement >(
		`input[name="wc-${ method }-payment-token"]:checked`
	)?.value;
	if ( token && token !== 'new' ) {
		return;
	}
	event.preventDefault();
	load( false ).then( ( f ) => f.placeOrder( String( method ) ) );
}

if ( form ) {
	const intent = () => {
		if ( ids.includes( chosen() ) ) {
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
	document.addEventListener( 'tresen:checkout-place-order', ( event ) =>
		hold(
			event,
			( event as CustomEvent< { paymentMethod?: string } > ).detail
				?.paymentMethod
		)
	);
	if ( form.id === 'order_review' || form.id === 'add_payment_method' ) {
		form.addEventListener( 'submit', ( event ) => hold( event, chosen() ) );
	}
	if ( confirmHash() ) {
		load( true );
	} else {
		intent();
	}
}
