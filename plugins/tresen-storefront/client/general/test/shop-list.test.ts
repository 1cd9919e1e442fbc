/**
 * External dependencies
 */
import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/dom';

/**
 * Internal dependencies
 */
import { initOrdering } from '../ordering';
import { raiseQuantitiesToMin } from '../shop-list';
import { provideScrollToNotices } from '../compat';

describe( 'sort select', () => {
	it( 'submits its form when the shopper picks another order', async () => {
		document.body.innerHTML = `
			<form class="woocommerce-ordering" method="get">
				<select name="orderby" class="orderby" aria-label="Shop-Reihenfolge">
					<option value="menu_order" selected>Standardsortierung</option>
					<option value="price">Nach Preis sortiert: niedrig nach hoch</option>
				</select>
			</form>`;
		const submit = jest.fn( ( e: Event ) => e.preventDefault() );
		document.querySelector( 'form' )?.addEventListener( 'submit', submit );
		initOrdering( document );
		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: 'Shop-Reihenfolge' } ),
			'price'
		);
		expect( submit ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'quantity minimum', () => {
	it( 'raises a product quantity below its minimum, not the cart table', () => {
		document.body.innerHTML = `
			<input class="qty" id="a" type="number" min="2" value="1" />
			<table><tr><td class="product-quantity"><input class="qty" id="b" type="number" min="2" value="1" /></td></tr></table>`;
		raiseQuantitiesToMin( document );
		expect( document.getElementById( 'a' ) ).toHaveValue( 2 );
		expect( document.getElementById( 'b' ) ).toHaveValue( 1 );
	} );
} );

describe( 'jQuery.scroll_to_notices', () => {
	afterEach( () => {
		delete ( window as unknown as { jQuery?: unknown } ).jQuery;
	} );

	it( 'is provided for other scripts when jQuery is on the page', () => {
		const jq: { scroll_to_notices?: ( el: unknown ) => void } = {};
		( window as unknown as { jQuery?: unknown } ).jQuery = jq;
		const scrollTo = jest
			.spyOn( window, 'scrollTo' )
			.mockImplementation( () => undefined );
		provideScrollToNotices( window );
		const el = document.createElement( 'div' );
		document.body.appendChild( el );
		jq.scroll_to_notices?.( { length: 1, 0: el } );
		expect( scrollTo ).toHaveBeenCalledWith(
			expect.objectContaining( { top: -100 } )
		);
		scrollTo.mockRestore();
	} );

	it( 'is left alone without jQuery', () => {
		provideScrollToNotices( window );
		expect(
			( window as unknown as { jQuery?: unknown } ).jQuery
		).toBeUndefined();
	} );
} );
