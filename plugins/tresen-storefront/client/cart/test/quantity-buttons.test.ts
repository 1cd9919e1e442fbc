import userEvent from '@testing-library/user-event';
import { initQuantityButtons } from '../quantity-buttons';
import { enhanceQuantities } from '../quantity-markup';
import { GERMAN } from './helpers';

beforeAll( () => initQuantityButtons() );

function field( attrs: string ): HTMLInputElement {
	document.body.innerHTML = `<form><div class="quantity"><label for="q">Menge</label><input id="q" class="qty" type="number" name="quantity" ${ attrs }></div></form>`;
	enhanceQuantities( document, GERMAN );
	return document.querySelector( '#q' ) as HTMLInputElement;
}

describe( 'quantity buttons', () => {
	it( 'adds labelled − / + buttons that step by 0.5 and fire change', async () => {
		const input = field( 'value="1" min="0.5" step="0.5" max="2"' );
		const changes: string[] = [];
		input.addEventListener( 'change', () => changes.push( input.value ) );
		const user = userEvent.setup();
		const plus = document.querySelector(
			'button[aria-label="Menge erhöhen"]'
		) as HTMLElement;
		const minus = document.querySelector(
			'button[aria-label="Menge verringern"]'
		) as HTMLElement;
		await user.click( plus );
		await user.click( plus );
		await user.click( plus ); // stays at max
		expect( input.value ).toBe( '2' );
		await user.click( minus );
		expect( changes ).toEqual( [ '1.5', '2', '1.5' ] );
	} );

	it( 'works by keyboard', async () => {
		const input = field( 'value="1" min="1"' );
		const user = userEvent.setup();
		input.focus();
		await user.tab();
		expect(
			document.body.ownerDocument.activeElement
		).toHaveAccessibleName( 'Menge erhöhen' );
		await user.keyboard( '{Enter}' );
		expect( input.value ).toBe( '2' );
	} );

	it( 'raises a typed value below min to min', async () => {
		const input = field( 'value="6" min="6" step="6"' );
		const user = userEvent.setup();
		await user.clear( input );
		await user.type( input, '2' );
		input.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		expect( input.value ).toBe( '6' );
	} );

	it( 'adds no buttons to hidden quantity fields or twice', () => {
		field( 'value="1"' );
		enhanceQuantities( document, GERMAN );
		expect( document.querySelectorAll( '.tresen-qty__btn' ) ).toHaveLength(
			2
		);
		document.body.innerHTML =
			'<div class="quantity"><input type="hidden" class="qty" value="1"></div>';
		enhanceQuantities( document, GERMAN );
		expect( document.querySelectorAll( '.tresen-qty__btn' ) ).toHaveLength(
			0
		);
	} );
} );
