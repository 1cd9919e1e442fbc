/**
 * Errors above the product or cart form: a WooCommerce error list
 * (`role="alert"`, plain text), scrolled to and focused.
 */
import { scrollToElement } from '@tresen/common/notices';

const CLASS = 'tresen-express-errors';

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
