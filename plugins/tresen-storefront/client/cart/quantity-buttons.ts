/**
 * − / + buttons next to every quantity field (`.quantity input.qty`).
 * Values respect min, max and step; a typed value below min is raised to min.
 * Changes fire `input` and `change`, so every listener (mini cart, cart page,
 * unit price) reacts as if the shopper had typed.
 */
import { raiseToMin, readBounds, stepQuantity } from './lib/quantity';

export interface QuantityLabels {
	decrease: string;
	increase: string;
}

function boundsOf( input: HTMLInputElement ) {
	return readBounds(
		input.getAttribute( 'min' ),
		input.getAttribute( 'max' ),
		input.getAttribute( 'step' )
	);
}

function setValue( input: HTMLInputElement, value: string ): void {
	if ( input.value === value ) {
		return;
	}
	input.value = value;
	input.dispatchEvent( new Event( 'input', { bubbles: true } ) );
	input.dispatchEvent( new Event( 'change', { bubbles: true } ) );
}

function makeButton(
	className: string,
	label: string,
	text: string,
	input: HTMLInputElement
): HTMLButtonElement {
	const button = document.createElement( 'button' );
	button.type = 'button';
	button.className = `tresen-qty__btn ${ className }`;
	button.setAttribute( 'aria-label', label );
	if ( input.id ) {
		button.setAttribute( 'aria-controls', input.id );
	}
	const key = input.getAttribute( 'data-cart_item_key' );
	if ( key ) {
		button.setAttribute( 'data-cart_item_key', key );
	}
	button.textContent = text;
	return button;
}

/**
 * Adds the buttons to every quantity field under `root` that has none yet.
 *
 * @param root   Where to look.
 * @param labels Accessible names.
 */
export function enhanceQuantities(
	root: ParentNode,
	labels: QuantityLabels
): void {
	root.querySelectorAll< HTMLInputElement >( '.quantity input.qty' ).forEach(
		( input ) => {
			const box = input.closest( '.quantity' );
			if (
				! box ||
				box.hasAttribute( 'data-tresen-qty' ) ||
				input.type === 'hidden' ||
				input.readOnly
			) {
				return;
			}
			box.setAttribute( 'data-tresen-qty', '' );
			box.classList.add( 'tresen-qty' );
			input.before(
				makeButton( 'tresen-qty__minus', labels.decrease, '−', input )
			);
			input.after(
				makeButton( 'tresen-qty__plus', labels.increase, '+', input )
			);
		}
	);
}

/** Delegated handlers for the buttons and the below-min rule (once per page). */
export function initQuantityButtons(): void {
	document.addEventListener( 'click', ( event ) => {
		const button =
			event.target instanceof Element
				? event.target.closest< HTMLButtonElement >(
						'.tresen-qty__btn'
					)
				: null;
		const input =
			button?.parentElement?.querySelector< HTMLInputElement >(
				'input.qty'
			);
		if ( ! button || ! input || input.disabled ) {
			return;
		}
		event.preventDefault();
		const direction = button.classList.contains( 'tresen-qty__plus' )
			? 1
			: -1;
		setValue(
			input,
			stepQuantity( input.value, direction, boundsOf( input ) )
		);
	} );

	// Capture phase: the raised value is what every other change handler sees.
	document.addEventListener(
		'change',
		( event ) => {
			const input =
				event.target instanceof HTMLInputElement ? event.target : null;
			if ( ! input?.matches( 'input.qty' ) ) {
				return;
			}
			const raised = raiseToMin( input.value, boundsOf( input ) );
			if ( raised !== null ) {
				input.value = raised;
			}
		},
		true
	);
}
