/**
 * The checkout's place-order event, `tresen:checkout-place-order`: fired by
 * the storefront's checkout (its `checkout-submit` chunk), listened to by the
 * gateways (Stripe, PayPal). Apart from `events.ts` so that only the bundles
 * that place or take an order carry it (every bundle with events had it
 * before: the product page's and the checkout's entries included).
 */

type JQueryAsk = ( target: unknown ) => {
	triggerHandler: ( name: string, args?: unknown[] ) => unknown;
};

/**
 * Asks WooCommerce-style jQuery handlers whether to go on, as WooCommerce's
 * checkout does with `$form.triggerHandler( 'checkout_place_order', … )`:
 * a gateway's handler returning `false` stops the submission. Without
 * jQuery there is nobody to ask and the answer is "go on".
 *
 * @param name   Event name.
 * @param args   Extra handler arguments.
 * @param target Element to trigger on.
 * @return false when a handler returned false, true otherwise.
 */
export function askJQuery(
	name: string,
	args: unknown[] = [],
	target: EventTarget = document.body
): boolean {
	const $ = ( window as unknown as { jQuery?: JQueryAsk } ).jQuery;
	if ( typeof $ !== 'function' ) {
		return true;
	}
	return $( target ).triggerHandler( name, args ) !== false;
}

/**
 * `tresen:checkout-place-order`, owned by the storefront's checkout
 * (plugins/tresen-storefront/client/checkout/submit.ts): fired once per
 * press of the order button, after the form's own checks and WooCommerce's
 * jQuery `checkout_place_order*` handlers, before the form posts to
 * `?wc-ajax=checkout`. A gateway that has work to do first (Stripe's
 * PaymentMethod) hands a promise to `detail.waitUntil()` while the event is
 * dispatched; the checkout stays blocked until every promise settles and
 * then posts once. A rejected promise stops the order: the checkout shows the
 * reason's (German) message, unless the gateway says it has shown it itself
 * (`placeOrderRefusal( message, true )`), and enables the button again.
 * `preventDefault()` still hands the whole order to a gateway that posts it
 * itself (Stripe's Boleto and OXXO).
 */
export const PLACE_ORDER_EVENT = 'tresen:checkout-place-order';

export interface PlaceOrderDetail {
	/** The chosen gateway's id. */
	paymentMethod: string;
	/** The checkout form. */
	form: HTMLFormElement;
	/**
	 * Holds the post until the promise settles; only during dispatch.
	 *
	 * @param promise Resolves when the gateway is ready, rejects to stop the order.
	 */
	waitUntil: ( promise: Promise< unknown > ) => void;
}

/** Why a gateway stopped the order. */
export interface PlaceOrderRefusal extends Error {
	/** Whether the gateway has shown the message itself (next to its fields). */
	shown: boolean;
}

/**
 * A rejection reason for `waitUntil()`.
 *
 * @param message The shopper's message (translated).
 * @param shown   Whether the gateway has shown it already.
 */
export function placeOrderRefusal(
	message: string,
	shown = false
): PlaceOrderRefusal {
	return Object.assign( new Error( message ), { shown } );
}

/**
 * Reads a rejection reason (from any bundle: no instanceof).
 *
 * @param reason What the promise rejected with.
 * @return The message ('' when there is none) and whether it is shown.
 */
export function readRefusal( reason: unknown ): {
	message: string;
	shown: boolean;
} {
	const record =
		typeof reason === 'object' && reason !== null
			? ( reason as { message?: unknown; shown?: unknown } )
			: {};
	let message = typeof reason === 'string' ? reason : '';
	if ( typeof record.message === 'string' ) {
		message = record.message;
	}
	return { message, shown: record.shown === true };
}

/**
 * Fires the place-order event (the checkout's side).
 *
 * @param form          The checkout form.
 * @param paymentMethod The chosen gateway.
 * @return Whether a gateway took the order over (preventDefault), how many
 *         promises were handed in, and the promise that settles when every
 *         gateway is ready.
 */
export function dispatchPlaceOrder(
	form: HTMLFormElement,
	paymentMethod: string
): { takenOver: boolean; waits: number; ready: Promise< void > } {
	const pending: Array< Promise< unknown > > = [];
	let open = true;
	const detail: PlaceOrderDetail = {
		paymentMethod,
		form,
		waitUntil: ( promise ) => {
			if ( ! open ) {
				throw new Error(
					'waitUntil() is only available while tresen:checkout-place-order is dispatched.'
				);
			}
			pending.push( Promise.resolve( promise ) );
		},
	};
	const event = new CustomEvent< PlaceOrderDetail >( PLACE_ORDER_EVENT, {
		detail,
		cancelable: true,
		bubbles: true,
	} );
	const takenOver = ! form.dispatchEvent( event );
	open = false;
	return {
		takenOver,
		waits: pending.length,
		ready: Promise.all( pending ).then( () => undefined ),
	};
}

/**
 * Listens to the place-order event (a gateway's side). Returns a function
 * that removes the listener.
 *
 * @param handler Gets the detail and the event (for preventDefault).
 * @param target  Where to listen (the document: the event bubbles).
 */
export function onPlaceOrder(
	handler: ( detail: PlaceOrderDetail, event: Event ) => void,
	target: EventTarget = document
): () => void {
	const listener = ( event: Event ) => {
		const detail = ( event as CustomEvent< Partial< PlaceOrderDetail > > )
			.detail;
		if (
			! detail ||
			typeof detail.paymentMethod !== 'string' ||
			! ( detail.form instanceof HTMLFormElement ) ||
			typeof detail.waitUntil !== 'function'
		) {
			return; // Not the storefront's checkout: its own listeners decide.
		}
		handler( detail as PlaceOrderDetail, event );
	};
	target.addEventListener( PLACE_ORDER_EVENT, listener );
	return () => target.removeEventListener( PLACE_ORDER_EVENT, listener );
}

/**
 * Marks the `wc_checkout_form`-shaped argument the storefront's checkout
 * passes to WooCommerce's `checkout_place_order_<gateway>`: a gateway whose
 * jQuery handler sees it returns true and waits for the place-order event.
 */
export const PLACE_ORDER_WAITS = 'tresen_place_order_waits';

/**
 * Whether a jQuery `checkout_place_order*` handler runs on the storefront's
 * checkout (which fires `tresen:checkout-place-order` next).
 *
 * @param checkoutForm The handler's `wc_checkout_form` argument.
 */
export function placeOrderWaits( checkoutForm: unknown ): boolean {
	return (
		typeof checkoutForm === 'object' &&
		checkoutForm !== null &&
		( checkoutForm as Record< string, unknown > )[ PLACE_ORDER_WAITS ] ===
			true
	);
}
