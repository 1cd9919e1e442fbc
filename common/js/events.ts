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
