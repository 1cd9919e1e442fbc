/**
 * Events: our own native CustomEvents, plus the bridge to WooCommerce's
 * jQuery events for third-party code. Our bundles never import jQuery; when
 * jQuery is on the page we trigger through it, so `$( document.body ).on(
 * 'added_to_cart', … )` keeps working.
 */

type JQueryLike = ( target: unknown ) => {
	trigger: ( name: string, args?: unknown[] ) => unknown;
	triggerHandler: ( name: string, args?: unknown[] ) => unknown;
	on: ( name: string, handler: ( ...args: unknown[] ) => void ) => unknown;
	off: ( name: string, handler: ( ...args: unknown[] ) => void ) => unknown;
};

function jq(): JQueryLike | null {
	const w = window as unknown as { jQuery?: JQueryLike };
	return typeof w.jQuery === 'function' ? w.jQuery : null;
}

/**
 * Fires a WooCommerce-compatible jQuery event on `target` (document.body by
 * default) when jQuery is present. Returns whether it was fired.
 *
 * @param name   Event name, e.g. "added_to_cart".
 * @param args   Extra handler arguments, as WooCommerce passes them.
 * @param target Element to trigger on.
 */
export function triggerJQuery(
	name: string,
	args: unknown[] = [],
	target: EventTarget = document.body
): boolean {
	const $ = jq();
	if ( ! $ ) {
		return false;
	}
	$( target ).trigger( name, args );
	return true;
}

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
	const $ = jq();
	if ( ! $ ) {
		return true;
	}
	return $( target ).triggerHandler( name, args ) !== false;
}

/**
 * Listens to a jQuery-only event (fired by third-party code) without a
 * jQuery dependency. Returns a function that removes the listener.
 *
 * @param name    Event name.
 * @param handler Called with the jQuery handler arguments (event first).
 * @param target  Element to listen on.
 */
export function onJQuery(
	name: string,
	handler: ( ...args: unknown[] ) => void,
	target: EventTarget = document.body
): () => void {
	const $ = jq();
	if ( ! $ ) {
		return () => undefined;
	}
	$( target ).on( name, handler );
	return () => {
		$( target ).off( name, handler );
	};
}

/**
 * Dispatches our own namespaced CustomEvent, e.g. "tresen:cart-updated".
 *
 * @param name   Event name (without the "tresen:" prefix).
 * @param detail Payload.
 * @param target Element to dispatch on.
 */
export function emit< T >(
	name: string,
	detail: T,
	target: EventTarget = document
): void {
	target.dispatchEvent(
		new CustomEvent< T >( `tresen:${ name }`, { detail, bubbles: true } )
	);
}

/**
 * Listens to one of our events. Returns a function that removes the listener.
 *
 * @param name    Event name (without prefix).
 * @param handler Receives the detail.
 * @param target  Element to listen on.
 */
export function on< T >(
	name: string,
	handler: ( detail: T ) => void,
	target: EventTarget = document
): () => void {
	const listener = ( e: Event ) =>
		handler( ( e as CustomEvent< T > ).detail );
	target.addEventListener( `tresen:${ name }`, listener );
	return () => target.removeEventListener( `tresen:${ name }`, listener );
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
