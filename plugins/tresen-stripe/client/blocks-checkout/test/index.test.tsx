/**
 * The script registers card and SEPA from the server's settings, and only
 * those the server offers (a key set).
 */

import type { BlockData } from '../types';

jest.mock( '@stripe/stripe-js/pure', () => ( {
	loadStripe: jest.fn( async () => null ),
} ) );

const base: BlockData = {
	title: 'Kreditkarte',
	description: '',
	kind: 'card',
	publishableKey: 'pk_test_x',
	locale: 'de',
	configuration: '',
	methods: [],
	fieldLabel: 'Kartendaten',
	showSavedCards: false,
	showSaveOption: false,
	supports: [ 'products' ],
	messages: { generic: 'Fehler' },
};

/**
 * The registrations of a fresh copy of the script.
 * @param settings
 */
function run( settings: Record< string, unknown > ): Array< any > {
	let registered: Array< any > = [];
	(
		globalThis as unknown as { wcSettings: Record< string, unknown > }
	 ).wcSettings = settings;
	jest.isolateModules( () => {
		require( '../index' );
		registered = require( '@woocommerce/blocks-registry' ).__registered();
	} );
	return registered;
}

it( 'registers the card and SEPA methods the server offers', () => {
	const list = run( {
		stripe_data: base,
		stripe_sepa_data: {
			...base,
			kind: 'sepa_debit',
			title: 'SEPA-Lastschrift',
		},
	} );
	expect(
		list.map( ( r ) => [ r.kind, r.options.name, r.options.ariaLabel ] )
	).toEqual( [
		[ 'payment', 'stripe', 'Kreditkarte' ],
		[ 'payment', 'stripe_sepa', 'SEPA-Lastschrift' ],
	] );
} );

it( 'registers nothing without the account’s key', () => {
	expect( run( { stripe_data: { ...base, publishableKey: '' } } ) ).toEqual(
		[]
	);
	expect( run( {} ) ).toEqual( [] );
} );

it( 'registers the bank redirect and voucher methods the server offers', () => {
	const list = run( {
		stripe_ideal_data: {
			...base,
			kind: 'redirect',
			title: 'iDEAL | Wero',
		},
		stripe_oxxo_data: { ...base, kind: 'oxxo', title: 'OXXO' },
		stripe_eps_data: null,
	} );
	expect( list.map( ( r ) => [ r.kind, r.options.name ] ) ).toEqual( [
		[ 'payment', 'stripe_ideal' ],
		[ 'payment', 'stripe_oxxo' ],
	] );
} );
