/**
 * The error list of a PayPal start that failed: above the checkout form,
 * or above the button elsewhere; scrolled to and focused, read out by
 * screen readers. Messages are plain text (textContent, never HTML).
 */
import { announce } from '@tresen/common/notices';

const CLASS = 'tresen-paypal-errors';

/**
 * Shows the messages (replacing an earlier list) and moves to them.
 *
 * @param messages Messages.
 * @param anchor   The checkout form (list at its top) or the button's box (list before it).
 */
export function showErrors( messages: string[], anchor: HTMLElement ): void {
	clearErrors( anchor );
	const group = document.createElement( 'div' );
	group.className = `woocommerce-NoticeGroup ${ CLASS }`;
	group.tabIndex = -1;
	const list = document.createElement( 'ul' );
	list.className = 'woocommerce-error';
	list.setAttribute( 'role', 'alert' );
	for ( const message of messages ) {
		const item = document.createElement( 'li' );
		item.textContent = message;
		list.appendChild( item );
	}
	group.appendChild( list );
	if ( anchor instanceof HTMLFormElement ) {
		anchor.prepend( group );
	} else {
		anchor.before( group );
	}
	announce( messages.join( ' ' ), true );
	group.scrollIntoView?.( { block: 'start', behavior: 'smooth' } );
	group.focus( { preventScroll: true } );
}

/**
 * Removes the list that belongs to an anchor.
 *
 * @param anchor The form or the button's box.
 */
export function clearErrors( anchor: HTMLElement ): void {
	if ( anchor instanceof HTMLFormElement ) {
		anchor.querySelector( `:scope > .${ CLASS }` )?.remove();
	} else if ( anchor.previousElementSibling?.classList.contains( CLASS ) ) {
		anchor.previousElementSibling.remove();
	}
}
