/**
 * The header entry reads its few settings through the one checked reader:
 * a wrong value gives the shop's default and says so on the console.
 */
import { entrySettings } from '../entry-settings';

it( 'takes the printed values and knows the login popup from its action', () => {
	expect(
		entrySettings( {
			ajaxUrl: '/shop/wp-admin/admin-ajax.php',
			wishlistAction: 'tresen_count',
			wishlistCookie: 'tresen_wishlist',
			wishlistNone: '(0 Artikel)',
			publicPath: '/wp-content/themes/tresen/build/',
			login: { action: 'tresen_login' },
		} )
	).toEqual( {
		ajaxUrl: '/shop/wp-admin/admin-ajax.php',
		wishlistAction: 'tresen_count',
		wishlistCookie: 'tresen_wishlist',
		wishlistNone: '(0 Artikel)',
		publicPath: '/wp-content/themes/tresen/build/',
		login: true,
	} );
} );

it( 'falls back to admin-ajax and Flatsome’s action when a value is wrong, and says so', () => {
	const spy = jest
		.spyOn( console, 'error' )
		.mockImplementation( () => undefined );
	const s = entrySettings( {
		ajaxUrl: 42,
		wishlistAction: '',
		login: 'yes',
	} );
	expect( s.ajaxUrl ).toBe( '/wp-admin/admin-ajax.php' );
	expect( s.wishlistAction ).toBe( 'flatsome_update_wishlist_count' );
	expect( s.login ).toBe( false );
	expect( s.wishlistCookie ).toBe( '' );
	expect( spy ).toHaveBeenCalledWith(
		expect.stringContaining( 'tresenHeader.ajaxUrl' )
	);
	expect( spy ).toHaveBeenCalledWith(
		expect.stringContaining( 'tresenHeader.login' )
	);
	spy.mockRestore();
} );

it( 'reads window.tresenHeader; no login action means no login popup', () => {
	( window as unknown as { tresenHeader?: unknown } ).tresenHeader = {
		login: { action: '' },
		publicPath: '/b/',
	};
	const s = entrySettings();
	expect( s.login ).toBe( false );
	expect( s.publicPath ).toBe( '/b/' );
	delete ( window as unknown as { tresenHeader?: unknown } ).tresenHeader;
} );
