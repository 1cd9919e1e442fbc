/**
 * What the − / + buttons next to every quantity field do (chunk
 * `cart-quantity`, loaded on intent; the cart entry adds the buttons
 * themselves at load, `quantity-markup.ts`). Values respect min, max and
 * step; a typed value below min is raised to min.
 * Changes fire `input` and `change`, so every listener (mini cart, cart page,
 * unit price) reacts as if the shopper had typed.
 */
import { raiseToMin, readBounds, stepQuantity } from './lib/quantity';

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
