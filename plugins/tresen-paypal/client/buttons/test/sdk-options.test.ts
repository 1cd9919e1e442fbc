/**
 * The SDK's options: PayPal's `commit` by where the button pays.
 */
import { loadScript } from '@paypal/paypal-js';
import { getSettings } from '../settings';
import { loadSdk, sdkOptions } from '../lazy';

jest.mock( '@paypal/paypal-js', () => ( {
	loadScript: jest.fn( () => Promise.resolve( { Buttons: jest.fn() } ) ),
} ) );

const base = {
	clientId: 'abc',
	environment: 'sandbox',
	disableFunding: [ 'credit', 'paylater' ],
};

it( 'on the checkout and the order-pay page the button pays: commit is true ("Jetzt bezahlen")', async () => {
	const settings = getSettings( { ...base, commit: true } );
	expect( sdkOptions( settings ) ).toMatchObject( {
		clientId: 'abc',
		environment: 'sandbox',
		intent: 'capture',
		commit: true,
		currency: 'EUR',
		locale: 'de_DE',
		disableFunding: [ 'credit', 'paylater' ],
	} );
	await loadSdk( settings );
	expect( loadScript ).toHaveBeenCalledWith(
		expect.objectContaining( { commit: true } )
	);
} );

it( 'on the cart, the mini cart and product pages the shopper reviews the order afterwards: commit is false ("Weiter")', () => {
	expect(
		sdkOptions(
			getSettings( {
				...base,
				commit: false,
				disableFunding: [ 'credit', 'paylater', 'card' ],
			} )
		)
	).toMatchObject( { commit: false } );
} );

it( 'settings without a commit flag (an old cached page) do not commit', () => {
	expect( sdkOptions( getSettings( base ) ).commit ).toBe( false );
	const spy = jest.spyOn( console, 'error' ).mockImplementation( () => {} );
	expect(
		sdkOptions( getSettings( { ...base, commit: 'yes' } ) ).commit
	).toBe( false );
	expect( spy ).toHaveBeenCalled();
	spy.mockRestore();
} );
