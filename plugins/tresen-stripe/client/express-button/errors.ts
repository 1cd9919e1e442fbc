/**
 * Errors above the product or cart form: a WooCommerce error list
 * (`role="alert"`, plain text), scrolled to and focused. A box in
 * WooCommerce's Cart or Checkout block takes them itself: the cancellable
 * event `tresen:express-errors` (detail: the messages, none to clear) is
 * sent to the box first, and its listener shows them as the block's notice.
 */
import { scrollToElement } from '@tresen/common/notices';

const CLASS = 'tresen-express-errors';

/**
 * Offers the messages to the box's own listener (the blocks' notices).
 * True when it took them.
 *
 * @param box      The button box.
 * @param messages Plain-text messages (none: clear).
 */
function handledByBox( box: HTMLElement, messages: string[] ): boolean {
	const event = new CustomEvent( 'tresen:express-errors', {
		detail: messages,
		cancelable: true,
	} );
	return ! box.dispatchEvent( event );
}

/**
 * Where errors go: before the add-to-cart form, or at the top of the cart.
 *
 * @param box The button box.
 */
function anchor( box: HTMLElement ): Element {
	if ( box.dataset.context === 'product' ) {
		const form = box.parentElement?.querySelector( 'form.cart' );
		if ( form ) {
			return form;
		}
	}
	return (
		document.querySelector( '.woocommerce-cart-form' ) ??
		document.querySelector( '.cart-collaterals' ) ??
		box
	);
}

/**
 * Removes the errors shown for a box.
 *
 * @param box The button box.
 */
export function clearErrors( box: HTMLElement ): void {
	if ( handledByBox( box, [] ) ) {
		return;
	}
	anchor( box )
		.parentElement?.querySelectorAll( `.${ CLASS }` )
		.forEach( ( el ) => el.remove() );
}

/**
 * Shows messages above the form.
 *
 * @param box      The button box.
 * @param messages Plain-text messages.
 */
export function showErrors( box: HTMLElement, messages: string[] ): void {
	if ( handledByBox( box, messages ) ) {
		return;
	}
	clearErrors( box );
	const list = document.createElement( 'ul' );
	list.className = `woocommerce-error ${ CLASS }`;
	list.setAttribute( 'role', 'alert' );
	list.tabIndex = -1;
	for ( const message of messages ) {
		const item = document.createElement( 'li' );
		item.textContent = message;
		list.append( item );
	}
	anchor( box ).before( list );
	scrollToElement( list, 100 );
	list.focus( { preventScroll: true } );
}
