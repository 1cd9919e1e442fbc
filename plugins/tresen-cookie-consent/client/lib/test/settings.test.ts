/**
 * Internal dependencies
 */
import { DEFAULT_CATEGORIES, getSettings } from '../settings';

describe( 'getSettings', () => {
	it( 'uses the shop defaults: 365 days, scroll 100 px off, auto-hide 10000 ms off, 500 ms animation', () => {
		const s = getSettings( {} );
		expect( s ).toMatchObject( {
			version: 1,
			lifetimeDays: 365,
			scrollAccept: false,
			scrollOffset: 100,
			autoHide: false,
			autoHideDelay: 10000,
			animationMs: 500,
		} );
		expect( s.categories ).toEqual( DEFAULT_CATEGORIES );
	} );

	it( 'keeps necessary locked even when the server says otherwise', () => {
		const s = getSettings( {
			categories: [
				{ slug: 'necessary', locked: false, cookies: [] },
				{ slug: 'marketing', locked: false, cookies: [ 'sbjs_*' ] },
			],
		} );
		expect( s.categories[ 0 ] ).toEqual( {
			slug: 'necessary',
			locked: true,
			cookies: [],
		} );
	} );

	it( 'falls back when a value has the wrong shape', () => {
		const spy = jest
			.spyOn( console, 'error' )
			.mockImplementation( () => undefined );
		const s = getSettings( {
			categories: [ { slug: 'Bad Slug!', locked: false, cookies: [] } ],
			scrollOffset: '100',
		} );
		expect( s.categories ).toEqual( DEFAULT_CATEGORIES );
		expect( s.scrollOffset ).toBe( 100 );
		expect( spy ).toHaveBeenCalledTimes( 2 );
		spy.mockRestore();
	} );
} );
