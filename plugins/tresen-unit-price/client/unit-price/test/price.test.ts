/**
 * Internal dependencies
 */
import { parsePrice } from '../price';
import { getSettings } from '../settings';

describe( 'parsePrice', () => {
	it( 'reads German prices with thousands dots and decimal commas', () => {
		expect( parsePrice( '1.234,56 €' ) ).toBe( 1234.56 );
		expect( parsePrice( '25,90\u00a0€' ) ).toBe( 25.9 );
	} );

	it( 'returns null when there is no number', () => {
		expect( parsePrice( 'Preis auf Anfrage' ) ).toBeNull();
	} );
} );

describe( 'getSettings', () => {
	it( 'falls back to the shop defaults when the server sent a wrong type', () => {
		const spy = jest
			.spyOn( console, 'error' )
			.mockImplementation( () => undefined );
		const s = getSettings( {
			refreshDelayMs: '500',
			ajaxUrl: '/?wc-ajax=x',
		} );
		expect( s.refreshDelayMs ).toBe( 500 );
		expect( s.ajaxUrl ).toBe( '/?wc-ajax=x' );
		expect( s.decimalSeparator ).toBe( ',' );
		expect( spy ).toHaveBeenCalledTimes( 1 );
		spy.mockRestore();
	} );
} );
