/**
 * What the checkout flow's tests share: the shop's settings, starting (and
 * after each test stopping) a flow, and the checkout's place-order event.
 */
import { dispatchPlaceOrder } from '@tresen/common/place-order';
import { StripeFlow } from '../flow';
import type { StripeSettings } from '../settings.d';

/** The classic checkout's settings (no order to pay yet). */
export const settings: StripeSettings = {
	gatewayId: 'stripe',
	sepaGatewayId: 'stripe_sepa',
	publishableKey: 'pk_test_123',
	allowPrepaidCard: false,
	locale: 'de',
	cardBrands: [],
	publicPath: '',
	setupIntentUrl: '/?wc-ajax=wc_stripe_create_setup_intent',
	addCardNonce: 'nonce123',
	checkoutUrl: '/?wc-ajax=checkout',
	orderId: 0,
	orderKey: '',
	updateIntentNonce: '',
	updateIntentUrl: '',
};

/** Lets pending promises and timers of zero run. */
export const flush = () => new Promise( ( r ) => setTimeout( r, 0 ) );

const flows: StripeFlow[] = [];

/**
 * Starts a flow on a form; stopFlows() stops it again.
 *
 * @param form    The checkout (or order-pay) form.
 * @param options The flow's options.
 */
export function startFlow(
	form: HTMLFormElement,
	options: ConstructorParameters< typeof StripeFlow >[ 1 ]
): StripeFlow {
	const flow = new StripeFlow( form, options );
	flows.push( flow );
	flow.start();
	return flow;
}

/** Stops every flow started since the last call (in afterEach). */
export function stopFlows(): void {
	flows.splice( 0 ).forEach( ( flow ) => flow.stop() );
}

/** What the checkout learns from its place-order event. */
export interface PlacedOrder {
	/** A gateway took the order over (it posts the checkout itself). */
	defaultPrevented: boolean;
	/** How many promises gateways handed to `waitUntil()`. */
	waits: number;
	/** Settles when every gateway is ready (rejects: the order stops). */
	ready: Promise< void >;
}

/**
 * Fires the checkout's place-order event as the storefront's checkout does
 * (common/js/events.ts) and returns what the checkout learns.
 *
 * @param form   The form.
 * @param method The chosen payment method.
 */
export function placeOrder(
	form: HTMLFormElement,
	method = 'stripe'
): PlacedOrder {
	const { takenOver, waits, ready } = dispatchPlaceOrder( form, method );
	// A test that does not look at the outcome must not leave a rejection unhandled.
	ready.catch( () => undefined );
	return { defaultPrevented: takenOver, waits, ready };
}
