/**
 * Show/hide buttons on the password fields of WooCommerce's forms (login,
 * registration, account details, checkout), as WooCommerce's general
 * script adds them: a `.password-input` wrapper around each password input
 * and a button after the input. The button's name says what it does next
 * ("Show password" / "Hide password"); it has no aria-pressed, which with a
 * changing name would be read as the opposite state.
 */
import { __ } from '@wordpress/i18n';

export const BUTTON_CLASS = 'show-password-input';
/** WooCommerce's class on a toggle that shows the password. */
export const SHOWN_CLASS = 'display-password';

const ICON =
	'<svg class="show-password-input__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">' +
	'<path fill="currentColor" d="M12 5C6.5 5 2.7 9.2 1.5 12c1.2 2.8 5 7 10.5 7s9.3-4.2 10.5-7C21.3 9.2 17.5 5 12 5zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-2.3a2.2 2.2 0 1 0 0-4.4 2.2 2.2 0 0 0 0 4.4z"/>' +
	'<path class="show-password-input__strike" stroke="currentColor" stroke-width="2" stroke-linecap="round" d="M3 3l18 18"/>' +
	'</svg>';

function labels(): { show: string; hide: string } {
	return {
		show: __( 'Show password', 'tresen-storefront' ),
		hide: __( 'Hide password', 'tresen-storefront' ),
	};
}

/**
 * Puts every password input of a WooCommerce form into a `.password-input`
 * span (WooCommerce's templates print them bare; its script wraps them).
 *
 * @param root Document or element to search.
 */
function wrapInputs( root: ParentNode ): void {
	root.querySelectorAll< HTMLInputElement >(
		'.woocommerce form input[type="password"]'
	).forEach( ( input ) => {
		const parent = input.parentElement;
		if ( ! parent || input.closest( '.password-input' ) ) {
			return;
		}
		if ( parent.tagName === 'SPAN' ) {
			// Checkout fields: WooCommerce's span.woocommerce-input-wrapper.
			parent.classList.add( 'password-input' );
			return;
		}
		const wrap = input.ownerDocument.createElement( 'span' );
		wrap.className = 'password-input';
		parent.insertBefore( wrap, input );
		wrap.appendChild( input );
	} );
}

/**
 * Shows or hides the password of one toggle's input.
 *
 * @param button The toggle.
 * @param input  Its input.
 * @param shown  Whether the password is to be readable.
 */
export function setShown(
	button: HTMLButtonElement,
	input: HTMLInputElement,
	shown: boolean
): void {
	const text = labels();
	input.type = shown ? 'text' : 'password';
	button.removeAttribute( 'aria-pressed' );
	button.setAttribute( 'aria-label', shown ? text.hide : text.show );
	button.classList.toggle( SHOWN_CLASS, shown );
}

/**
 * Adds a toggle to each password field of WooCommerce's forms. Returns the
 * buttons added.
 *
 * @param root Document or element to search.
 */
export function initPasswordToggles(
	root: ParentNode = document
): HTMLButtonElement[] {
	wrapInputs( root );
	const added: HTMLButtonElement[] = [];
	root.querySelectorAll< HTMLElement >(
		'.woocommerce form .password-input'
	).forEach( ( wrap ) => {
		const input = wrap.querySelector< HTMLInputElement >(
			'input[type="password"]'
		);
		if ( ! input || wrap.querySelector( `.${ BUTTON_CLASS }` ) ) {
			return;
		}
		const button = wrap.ownerDocument.createElement( 'button' );
		button.type = 'button';
		button.className = BUTTON_CLASS;
		button.innerHTML = ICON;
		if ( input.id ) {
			button.setAttribute( 'aria-controls', input.id );
		}
		setShown( button, input, false );
		button.addEventListener( 'click', ( event ) => {
			event.preventDefault();
			setShown( button, input, input.type === 'password' );
		} );
		input.insertAdjacentElement( 'afterend', button );
		added.push( button );
	} );
	return added;
}
