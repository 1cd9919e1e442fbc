/**
 * WooCommerce's jQuery handlers expect `$button` arguments as jQuery
 * objects. Wraps an element when jQuery is on the page (never loads it).
 */
import { triggerJQuery } from '@tresen/common/events';

export function asJQuery( el: Element ): unknown {
	const $ = ( window as unknown as { jQuery?: ( e: Element ) => unknown } )
		.jQuery;
	return typeof $ === 'function' ? $( el ) : el;
}

/**
 * Fires a WooCommerce event with its usual arguments; elements among them
 * are passed wrapped.
 *
 * @param name   Event name.
 * @param args   Arguments.
 * @param target Target element.
 */
export function fireWc(
	name: string,
	args: unknown[] = [],
	target: EventTarget = document.body
): void {
	triggerJQuery(
		name,
		args.map( ( a ) => ( a instanceof Element ? asJQuery( a ) : a ) ),
		target
	);
}
