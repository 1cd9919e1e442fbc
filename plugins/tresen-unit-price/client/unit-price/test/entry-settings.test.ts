/**
 * The unit price entry reads its few settings through the one checked
 * reader: a wrong value gives the default and says so on the console.
 */
import { entrySettings } from '../entry-settings';

it( 'takes the printed values', () => {
	expect(
		entrySettings( {
			ajaxUrl: '/?wc-ajax=tresen_unit_price',
			wrapper: '.product-summary',
			qtySelector: 'input.quantity',
			refreshOnLoad: true,
			publicPath: '/p/',
			observeVersion: 'abc',
		} )
	).toEqual( {
		ajaxUrl: '/?wc-ajax=tresen_unit_price',
		wrapper: '.product-summary',
		qtySelector: 'input.quantity',
		refreshOnLoad: true,
		publicPath: '/p/',
		observeVersion: 'abc',
	} );
} );

it( 'falls back to the product wrapper and no refresh on load when values are wrong, and says so', () => {
	const spy = jest
		.spyOn( console, 'error' )
		.mockImplementation( () => undefined );
	const s = entrySettings( {
		ajaxUrl: '/?wc-ajax=x',
		wrapper: '',
		refreshOnLoad: 'yes',
	} );
	expect( s ).toEqual( {
		ajaxUrl: '/?wc-ajax=x',
		wrapper: '.product',
		qtySelector: 'input.qty',
		refreshOnLoad: false,
		publicPath: '',
		observeVersion: '',
	} );
	expect( spy ).toHaveBeenCalledWith(
		expect.stringContaining( 'tresenUnitPrice.refreshOnLoad' )
	);
	spy.mockRestore();
} );

it( 'without settings the entry has no address and does nothing', () => {
	expect( entrySettings().ajaxUrl ).toBe( '' );
} );
