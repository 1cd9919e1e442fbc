/**
 * The − / + buttons beside a quantity field (`.quantity input.qty`) that
 * came without them: the server prints them (src/Cart/QuantityButtons.php),
 * this chunk adds them to fields inserted otherwise (fragments stored
 * before, another template). What they do (`quantity-buttons.ts`, chunk
 * `cart-quantity`) loads on intent.
 */
import { __ } from '@wordpress/i18n';

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

export interface QuantityLabels {
	decrease: string;
	increase: string;
}

/**
 * Adds the buttons to every quantity field under `root` that has none yet.
 *
 * @param root   Where to look.
 * @param labels Accessible names (default the translated ones).
 */
export function enhanceQuantities(
	root: ParentNode,
	labels?: QuantityLabels
): void {
	root.querySelectorAll< HTMLInputElement >( '.quantity input.qty' ).forEach(
		( input ) => {
			const box = input.closest( '.quantity' );
			if (
				! box ||
				box.hasAttribute( 'data-tresen-qty' ) ||
				box.querySelector( '.tresen-qty__btn' ) ||
				input.type === 'hidden' ||
				input.readOnly
			) {
				return;
			}
			box.setAttribute( 'data-tresen-qty', '' );
			box.classList.add( 'tresen-qty' );
			input.before(
				makeButton(
					'tresen-qty__minus',
					labels?.decrease ??
						__( 'Decrease quantity', 'tresen-storefront' ),
					'−',
					input
				)
			);
			input.after(
				makeButton(
					'tresen-qty__plus',
					labels?.increase ??
						__( 'Increase quantity', 'tresen-storefront' ),
					'+',
					input
				)
			);
		}
	);
}
