/**
 * Checkout fields: which ones are checked, whether a row is shown, and the
 * form's values. The checks themselves: validate.ts (loaded on intent).
 */

/** Fields the checkout checks (WooCommerce's selector). */
export const CHECKED_FIELDS = '.input-text, select, input[type="checkbox"]';

export type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export const isField = ( el: unknown ): el is Field =>
	el instanceof HTMLInputElement ||
	el instanceof HTMLSelectElement ||
	el instanceof HTMLTextAreaElement;

/**
 * Whether an element is shown: neither it nor an ancestor is hidden.
 *
 * @param el Element.
 */
export function isShown( el: Element ): boolean {
	for (
		let node: Element | null = el;
		node && node !== document.documentElement;
		node = node.parentElement
	) {
		if (
			node instanceof HTMLElement &&
			( node.hidden ||
				node.style.display === 'none' ||
				( node instanceof HTMLInputElement && node.type === 'hidden' ) )
		) {
			return false;
		}
		if ( getComputedStyle( node ).display === 'none' ) {
			return false;
		}
	}
	return true;
}

/**
 * The form's fields as WooCommerce's `$form.serialize()` sends them.
 *
 * @param form The form.
 */
export function serialize( form: HTMLFormElement ): URLSearchParams {
	const data = new URLSearchParams();
	new FormData( form ).forEach( ( value, key ) => {
		if ( typeof value === 'string' ) {
			data.append( key, value );
		}
	} );
	return data;
}
