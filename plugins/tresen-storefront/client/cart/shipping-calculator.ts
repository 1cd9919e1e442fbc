/**
 * The cart page's "Versand berechnen" form (WooCommerce's
 * `form.woocommerce-shipping-calculator`), without jQuery: the toggle opens
 * and closes the fields (aria-expanded, focus), and the state field follows
 * the country as WooCommerce's country-select script does, from the data
 * WooCommerce prints for it (`wc_country_select_params.countries`). The form
 * itself is posted by the cart page (cart-page.ts), which replaces the totals.
 */

import {
	countryStates,
	rebuildStateField,
	selectStateText,
} from '@tresen/common/address';
import { cssEscape } from './lib/css-escape';

const FORM = 'form.woocommerce-shipping-calculator';

/**
 * Opens or closes the calculator's fields.
 *
 * @param button The toggle (`.shipping-calculator-button`).
 * @param open   Open.
 */
function setOpen( button: HTMLElement, open: boolean ): void {
	const form = button.closest( FORM );
	const section = form?.querySelector< HTMLElement >(
		'.shipping-calculator-form'
	);
	if ( ! section ) {
		return;
	}
	section.style.display = open ? '' : 'none';
	section.hidden = ! open;
	button.setAttribute( 'aria-expanded', open ? 'true' : 'false' );
	if ( open ) {
		section
			.querySelector< HTMLElement >( 'select, input:not([type=hidden])' )
			?.focus();
	}
}

/**
 * Rebuilds the state field for the chosen country: a select of the
 * country's states, a hidden field when it has none, a text field when
 * WooCommerce knows nothing of its states.
 *
 * @param country The country select.
 */
export function updateStateField( country: HTMLSelectElement ): void {
	const all = countryStates();
	const current = country
		.closest( FORM )
		?.querySelector< HTMLInputElement | HTMLSelectElement >(
			'[name="calc_shipping_state"]'
		);
	if ( ! all || ! current ) {
		return;
	}
	rebuildStateField( current, all[ country.value ], selectStateText() );
}

/**
 * Remembers whether the calculator is open and what its fields hold, and
 * returns a function that puts both back into the calculator found then
 * (the cart totals are re-rendered after cart changes, e.g. a fragment
 * refresh while the shopper is typing an address).
 *
 * @param doc Document.
 */
export function keepCalculatorState( doc: Document = document ): () => void {
	const form = doc.querySelector< HTMLFormElement >( FORM );
	const open =
		form
			?.querySelector( '.shipping-calculator-button' )
			?.getAttribute( 'aria-expanded' ) === 'true';
	if ( ! form || ! open ) {
		return () => undefined;
	}
	const values = new Map< string, string >();
	for ( const field of Array.from(
		form.querySelectorAll< HTMLInputElement | HTMLSelectElement >(
			'input[name^="calc_shipping"], select[name^="calc_shipping"]'
		)
	) ) {
		values.set( field.name, field.value );
	}
	const focusedName =
		doc.activeElement instanceof HTMLElement &&
		form.contains( doc.activeElement )
			? doc.activeElement.getAttribute( 'name' )
			: null;
	return () => {
		const next = doc.querySelector< HTMLFormElement >( FORM );
		const button = next?.querySelector< HTMLElement >(
			'.shipping-calculator-button'
		);
		if ( ! next || ! button || next === form ) {
			return;
		}
		const country = next.querySelector< HTMLSelectElement >(
			'select[name="calc_shipping_country"]'
		);
		if ( country && values.has( country.name ) ) {
			country.value = values.get( country.name ) ?? country.value;
			updateStateField( country );
		}
		for ( const [ name, value ] of values ) {
			const field = next.querySelector<
				HTMLInputElement | HTMLSelectElement
			>( `[name="${ cssEscape( name ) }"]` );
			if ( field && field !== country ) {
				field.value = value;
			}
		}
		setOpen( button, true );
		if ( focusedName ) {
			next.querySelector< HTMLElement >(
				`[name="${ cssEscape( focusedName ) }"]`
			)?.focus();
		}
	};
}

/**
 * The calculator's toggle an event happened on, if any.
 *
 * @param target Event target.
 */
function toggleOf( target: EventTarget | null ): HTMLElement | null {
	return target instanceof Element
		? target.closest< HTMLElement >(
				`${ FORM } .shipping-calculator-button`
			)
		: null;
}

/** Delegated handlers (the totals are re-rendered after every update). */
export function initShippingCalculator(): void {
	document.addEventListener( 'click', ( e ) => {
		const button = toggleOf( e.target );
		if ( ! button ) {
			return;
		}
		e.preventDefault();
		setOpen( button, button.getAttribute( 'aria-expanded' ) !== 'true' );
	} );
	document.addEventListener( 'keydown', ( e ) => {
		// The toggle is a link with role="button": Space opens it too.
		const button = toggleOf( e.target );
		if ( button && e.key === ' ' ) {
			e.preventDefault();
			button.click();
		}
	} );
	document.addEventListener( 'change', ( e ) => {
		if (
			e.target instanceof HTMLSelectElement &&
			e.target.matches( `${ FORM } select[name="calc_shipping_country"]` )
		) {
			updateStateField( e.target );
		}
	} );
}
