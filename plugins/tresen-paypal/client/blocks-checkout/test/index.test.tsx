/**
 * The script registers PayPal as the Checkout block's payment method, and
 * on the cart page also as the Cart block's express button; the button's
 * field check uses WooCommerce's validation store.
 */

import type { PayPalBlockData } from '../types';

jest.mock( '@paypal/paypal-js', () => ( {
	loadScript: jest.fn( async () => null ),
} ) );

const base: PayPalBlockData = {
	title: 'PayPal',
	clientId: 'client',
	environment: 'sandbox',
	locale: 'de_DE',
	currency: 'EUR',
	context: 'checkout',
	commit: true,
	disableFunding: [],
	nonce: 'n',
	startCheckoutUrl: '/start',
	returnUrl: '/kasse/?woo-paypal-return=true',
	approved: null,
	messages: { generic: 'Fehler', click: 'Klick', approved: 'Bestätigt' },
};

let data: any = null;
let paypal: { loadScript: jest.Mock } | null = null;

/**
 * The registrations of a fresh copy of the script (and the data double it saw).
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
		data = require( '@wordpress/data' );
		paypal = require( '@paypal/paypal-js' );
	} );
	return registered;
}

it( 'registers the payment method on the checkout, and the express button on the cart and the checkout', () => {
	expect(
		run( { 'ppcp-gateway_data': base } ).map( ( r ) => [
			r.kind,
			r.options.name,
		] )
	).toEqual( [
		[ 'payment', 'ppcp-gateway' ],
		[ 'express', 'ppcp-gateway-express' ],
	] );
	expect(
		run( { 'ppcp-gateway_data': { ...base, context: 'cart' } } ).map(
			( r ) => [ r.kind, r.options.name, r.options.paymentMethodId ]
		)
	).toEqual( [
		[ 'payment', 'ppcp-gateway', 'ppcp-gateway' ],
		[ 'express', 'ppcp-gateway-express', 'ppcp-gateway' ],
	] );
} );

it( 'the Checkout block has no express button once PayPal approved (its method places the order)', () => {
	expect(
		run( {
			'ppcp-gateway_data': {
				...base,
				approved: { token: 'PAY-1', payer: 'P1' },
			},
		} ).map( ( r ) => r.kind )
	).toEqual( [ 'payment' ] );
} );

it( 'the Checkout block’s express button gets its own SDK: back to review ("Weiter"), no card button; the method’s button pays', async () => {
	const [ method, express ] = run( { 'ppcp-gateway_data': base } );
	const loadScript = paypal!.loadScript;
	loadScript.mockClear();
	await express.options.content.type( {} ).props.load( base );
	await method.options.content.type( {} ).props.load( base );
	const [ expressOptions, pageOptions ] = loadScript.mock.calls.map(
		( c: any[] ) => c[ 0 ]
	);
	expect( expressOptions ).toMatchObject( {
		commit: false,
		dataNamespace: 'tresenPayPalExpress',
	} );
	expect( expressOptions.disableFunding ).toContain( 'card' );
	expect( pageOptions.commit ).toBe( true );
	expect( pageOptions.dataNamespace ).toBeUndefined();
	expect( pageOptions.disableFunding ).not.toContain( 'card' );
} );

it( 'on the Cart block the express button shares the page’s SDK (already "Weiter")', async () => {
	const cart = {
		...base,
		context: 'cart' as const,
		commit: false,
		disableFunding: [ 'card' ],
	};
	const [ , express ] = run( { 'ppcp-gateway_data': cart } );
	const loadScript = paypal!.loadScript;
	loadScript.mockClear();
	await express.options.content.type( {} ).props.load( cart );
	expect( loadScript.mock.calls[ 0 ][ 0 ].dataNamespace ).toBeUndefined();
} );

it( 'registers nothing without a client id', () => {
	expect( run( { 'ppcp-gateway_data': { ...base, clientId: '' } } ) ).toEqual(
		[]
	);
} );

it( 'shows the fields’ errors instead of starting PayPal while a field is invalid', () => {
	const [ method ] = run( { 'ppcp-gateway_data': base } );
	const checks = method.options.content.type( {} ).props.checks;
	expect( checks.fieldsValid() ).toBe( true );
	data.dispatch( 'wc/store/validation' ).setValidationErrors( {
		'billing-last_name': {
			message: 'Bitte gib deinen Nachnamen ein.',
			hidden: true,
		},
	} );
	expect( checks.fieldsValid() ).toBe( false );
	expect( data.__dispatched().map( ( d: any ) => d.action ) ).toContain(
		'showAllValidationErrors'
	);
} );
