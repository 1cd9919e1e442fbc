/**
 * What the shopper reads under a Stripe method: the German error list
 * (scrolled to, `checkout_error` for third parties) and status lines.
 */
import { triggerJQuery } from '@tresen/common/events';
import { announce, scrollToElement } from '@tresen/common/notices';

/**
 * The error list under a method.
 *
 * @param form The form.
 * @param kind Method.
 */
function errorList(
	form: HTMLFormElement,
	kind: string
): HTMLUListElement | null {
	return (
		form
			.querySelector( `[data-tresen-stripe="${ kind }"]` )
			?.querySelector< HTMLUListElement >( '.tresen-stripe__errors' ) ??
		null
	);
}

/**
 * Shows one German message under the method and scrolls to it.
 *
 * @param form    The form.
 * @param kind    Method.
 * @param message Message.
 */
export function showError(
	form: HTMLFormElement,
	kind: string,
	message: string
): void {
	const list = errorList( form, kind );
	if ( ! list ) {
		announce( message, true );
		return;
	}
	const item = document.createElement( 'li' );
	item.textContent = message;
	list.replaceChildren( item );
	list.hidden = false;
	scrollToElement( list, 100 );
	triggerJQuery( 'checkout_error', [ list.outerHTML ] );
}

/**
 * Shows lines (not an error) under the method, for screen readers too.
 *
 * @param form  The form.
 * @param kind  Method.
 * @param lines Text lines.
 */
export function showStatus(
	form: HTMLFormElement,
	kind: string,
	lines: string[]
): void {
	const box = form.querySelector( `[data-tresen-stripe="${ kind }"]` );
	if ( ! box || ! lines.length ) {
		return;
	}
	let status = box.querySelector< HTMLElement >( '.tresen-stripe__status' );
	if ( ! status ) {
		status = document.createElement( 'div' );
		status.className = 'tresen-stripe__status';
		status.setAttribute( 'role', 'status' );
		box.appendChild( status );
	}
	status.replaceChildren(
		...lines.map( ( line ) => {
			const p = document.createElement( 'p' );
			p.textContent = line;
			return p;
		} )
	);
}

/**
 * Empties the error list under a method.
 *
 * @param form The form.
 * @param kind Method.
 */
export function clearError( form: HTMLFormElement, kind: string ): void {
	const list = errorList( form, kind );
	if ( list ) {
		list.replaceChildren();
		list.hidden = true;
	}
}
