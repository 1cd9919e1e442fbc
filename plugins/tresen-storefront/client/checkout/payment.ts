/**
 * Payment method selection as WooCommerce's checkout makes it: the chosen
 * method's box opens and the others close, a single method's radio is
 * hidden, the order button takes the method's text when it has one, and
 * `payment_method_selected` fires when the choice changes.
 */
import { emit, triggerJQuery } from '@tresen/common/events';

let selected: string | null = null;

/**
 * The payment method radios of the checkout (or the order-pay form).
 *
 * @param root Form.
 */
function radios( root: ParentNode ): HTMLInputElement[] {
	return Array.from(
		root.querySelectorAll< HTMLInputElement >(
			'input[name="payment_method"]'
		)
	);
}

/**
 * Shows the chosen method's box and sets the button text.
 *
 * @param root  Form.
 * @param radio The chosen radio.
 */
export function selectPaymentMethod(
	root: ParentNode,
	radio: HTMLInputElement
): void {
	const all = radios( root );
	root.querySelectorAll< HTMLElement >( 'div.payment_box' ).forEach(
		( box ) => {
			const open =
				all.length <= 1 ||
				( radio.checked && box.classList.contains( radio.id ) );
			box.hidden = false;
			box.style.display = open ? '' : 'none';
		}
	);
	const button =
		document.querySelector< HTMLButtonElement >( '#place_order' );
	if ( button ) {
		const text = radio.dataset.order_button_text || button.dataset.value;
		if ( text ) {
			button.textContent = text;
		}
	}
	if ( radio.checked && radio.id !== selected ) {
		selected = radio.id;
		triggerJQuery( 'payment_method_selected' );
		emit( 'payment-method-selected', { method: radio.value } );
	}
}

/**
 * Sets up the payment section (again after each order review update):
 * the earlier choice stays chosen, else the first method is chosen.
 *
 * @param root Form.
 */
export function initPaymentMethods( root: ParentNode ): void {
	const all = radios( root );
	if ( all.length === 0 ) {
		return;
	}
	if ( all.length === 1 ) {
		all[ 0 ].style.display = 'none';
	}
	const previous = selected
		? all.find( ( r ) => r.id === selected )
		: undefined;
	if ( previous ) {
		previous.checked = true;
	}
	const checked = all.find( ( r ) => r.checked ) ?? all[ 0 ];
	checked.checked = true;
	selectPaymentMethod( root, checked );
}

/** Forgets the choice (tests). */
export function resetPaymentSelection(): void {
	selected = null;
}
