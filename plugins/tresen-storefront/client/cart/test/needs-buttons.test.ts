/**
 * The cart entry loads the buttons' markup chunk only for a quantity field
 * the server printed without its − / + buttons.
 */
import { needsButtons } from '../needs-buttons';

const field = ( attrs = '', buttons = false ) =>
	`<div class="quantity">${
		buttons
			? '<button type="button" class="tresen-qty__btn tresen-qty__minus">−</button>'
			: ''
	}<input class="input-text qty text" ${ attrs }>${
		buttons
			? '<button type="button" class="tresen-qty__btn tresen-qty__plus">+</button>'
			: ''
	}</div>`;

describe( 'needsButtons', () => {
	it( 'is false when the server printed the buttons', () => {
		document.body.innerHTML = field( 'type="number"', true );
		expect( needsButtons( document ) ).toBe( false );
	} );

	it( 'is true for a field without them', () => {
		document.body.innerHTML =
			field( 'type="number"', true ) + field( 'type="number"' );
		expect( needsButtons( document ) ).toBe( true );
	} );

	it( 'is false for a hidden or read-only field and a page without fields', () => {
		document.body.innerHTML =
			field( 'type="hidden"' ) + field( 'type="text" readonly' );
		expect( needsButtons( document ) ).toBe( false );
		document.body.innerHTML = '<p>Kein Feld</p>';
		expect( needsButtons( document ) ).toBe( false );
	} );
} );
