/**
 * Stripe's express button in the Cart and Checkout blocks: the Stripe block
 * script registers it only where the server printed its data; the box is the
 * classic one (found by the classic element script), asks for the date of
 * birth when the cart has an age limit, loads the element's script on idle
 * or intent, passes cart changes on and shows the script's German errors as
 * the block's notice, and puts the block into its express state while the
 * wallet is open (WooCommerce's onClick / onClose).
 */
import { act, render, screen } from '@testing-library/react';
import { cloneElement } from '@wordpress/element';
// The doubles' helpers (tests/js/wp-data.ts).
// @ts-expect-error -- only the Jest double exports them.
import { __reset, __setStore, __notify } from '@wordpress/data';
import { ExpressBox } from '../express/box';
import { readExpressData, type ExpressBlockData } from '../express/data';

jest.mock( '@tresen/common/load-scripts', () => ( {
	loadScripts: jest.fn( async () => undefined ),
} ) );

const AGE =
	'Wir dürfen diese Getränke nur an Personen ab %d Jahren verkaufen. Wir speichern dein Geburtsdatum nicht.';

function data( over: Partial< ExpressBlockData > = {} ): ExpressBlockData {
	return {
		title: 'Express-Zahlung',
		context: 'cart',
		settings: {
			publishableKey: 'pk_test_1',
			scripts: [ { src: '/build/express-button.js' } ],
		},
		texts: { birth: 'Geburtsdatum', age: AGE },
		terms: {
			before: 'Mit der Zahlung über den Button akzeptierst du unsere ',
			link: 'AGB',
			after: '.',
			url: '/agb/',
		},
		...over,
	};
}

function cart( total: string, minAge?: number ) {
	__setStore( 'wc/store/cart', {
		getCartData: {
			extensions:
				minAge === undefined
					? {}
					: { 'tresen-legal': { min_age: minAge } },
			needsShipping: true,
		},
		getCartTotals: { total_price: total },
	} );
}

/** Never idle unless the test says so. */
function manualIdle() {
	const runs: Array< () => void > = [];
	return {
		idle: ( run: () => void ) => {
			runs.push( run );
			return () => undefined;
		},
		fire: () => runs.forEach( ( r ) => r() ),
	};
}

beforeEach( () => {
	__reset();
	cart( '2590' );
} );

describe( 'registration', () => {
	function run( settings: Record< string, unknown > ): Array< any > {
		let registered: Array< any > = [];
		(
			globalThis as unknown as { wcSettings: Record< string, unknown > }
		 ).wcSettings = settings;
		jest.isolateModules( () => {
			require( '../index' );
			registered =
				require( '@woocommerce/blocks-registry' ).__registered();
		} );
		return registered;
	}

	it( 'registers the express method paid by the card gateway where the server printed its data', () => {
		const registered = run( { tresen_stripe_express_data: data() } );
		expect( registered ).toHaveLength( 1 );
		expect( registered[ 0 ].kind ).toBe( 'express' );
		expect( registered[ 0 ].options.name ).toBe( 'tresen_stripe_express' );
		expect( registered[ 0 ].options.paymentMethodId ).toBe( 'stripe' );
		expect( registered[ 0 ].options.canMakePayment() ).toBe( true );
	} );

	it( 'the registered box hands WooCommerce’s onClick and onClose to the wallet’s open and close', () => {
		// In this test's module registry (its React renders the box).
		const registry = require( '@woocommerce/blocks-registry' );
		registry.__reset();
		(
			globalThis as unknown as { wcSettings: Record< string, unknown > }
		 ).wcSettings = { tresen_stripe_express_data: data() };
		require( '../express' ).registerExpress();
		const [ express ] = registry.__registered();
		const onClick = jest.fn();
		const onClose = jest.fn();
		const { container } = render(
			cloneElement( express.options.content, {
				onClick,
				onClose,
				onError: jest.fn(),
			} )
		);
		const box =
			container.querySelector< HTMLElement >( '.tresen-express' )!;
		box.dispatchEvent( new CustomEvent( 'tresen:express-open' ) );
		expect( onClick ).toHaveBeenCalledTimes( 1 );
		expect( onClose ).not.toHaveBeenCalled();
		box.dispatchEvent( new CustomEvent( 'tresen:express-close' ) );
		expect( onClose ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'registers nothing where express is off (no data) or Stripe has no key', () => {
		require( '@woocommerce/blocks-registry' ).__reset();
		expect( run( {} ) ).toHaveLength( 0 );
		require( '@woocommerce/blocks-registry' ).__reset();
		expect(
			run( {
				tresen_stripe_express_data: data( { settings: {} } ),
			} )
		).toHaveLength( 0 );
	} );

	it( 'loadIsland hands the element script its settings and loads its chain', async () => {
		let loaded: any;
		let loadScripts: any;
		jest.isolateModules( () => {
			loaded = require( '../express' );
			loadScripts = require( '@tresen/common/load-scripts' ).loadScripts;
		} );
		delete ( window as any ).tresenStripeExpress;
		await loaded.loadIsland( data() );
		expect( ( window as any ).tresenStripeExpress.publishableKey ).toBe(
			'pk_test_1'
		);
		expect( loadScripts ).toHaveBeenLastCalledWith( [
			{ src: '/build/express-button.js' },
		] );
	} );
} );

it( 'reads the data with its checks (null without any)', () => {
	expect( readExpressData( null ) ).toBeNull();
	const read = readExpressData( { ...data(), context: 'checkout' } );
	expect( read?.context ).toBe( 'checkout' );
	expect( read?.terms?.link ).toBe( 'AGB' );
	expect( readExpressData( { ...data(), terms: null } )?.terms ).toBeNull();
} );

it( 'renders the classic box, hidden until a wallet can pay, with the terms line', () => {
	const { container } = render(
		<ExpressBox
			data={ data() }
			load={ jest.fn() }
			idle={ manualIdle().idle }
		/>
	);
	const box = container.querySelector< HTMLElement >( '.tresen-express' )!;
	expect( box.hidden ).toBe( true );
	expect( box.dataset.context ).toBe( 'cart' );
	expect( box.querySelector( '.tresen-express__button' ) ).not.toBeNull();
	expect( box.querySelector( 'input[name="tresen_birth_date"]' ) ).toBeNull();
	expect(
		screen.getByRole( 'link', { name: 'AGB', hidden: true } )
	).toHaveAttribute( 'href', '/agb/' );
} );

it( 'asks for the date of birth when the cart holds drinks with an age limit, and when one is added', () => {
	render(
		<ExpressBox
			data={ data() }
			load={ jest.fn() }
			idle={ manualIdle().idle }
		/>
	);
	expect( screen.queryByLabelText( 'Geburtsdatum' ) ).toBeNull();
	act( () => {
		cart( '4380', 18 );
		__notify();
	} );
	const birth = screen.getByLabelText( 'Geburtsdatum' );
	expect( birth ).toHaveAttribute( 'name', 'tresen_birth_date' );
	expect( birth ).toBeRequired();
	expect( birth ).toHaveAccessibleDescription(
		'Wir dürfen diese Getränke nur an Personen ab 18 Jahren verkaufen. Wir speichern dein Geburtsdatum nicht.'
	);
} );

it( 'loads the element script when the browser is idle, once', () => {
	const load = jest.fn( async () => undefined );
	const idle = manualIdle();
	render( <ExpressBox data={ data() } load={ load } idle={ idle.idle } /> );
	expect( load ).not.toHaveBeenCalled();
	idle.fire();
	idle.fire();
	expect( load ).toHaveBeenCalledTimes( 1 );
} );

it( 'loads it at once when the shopper reaches for the box', () => {
	const load = jest.fn( async () => undefined );
	const { container } = render(
		<ExpressBox data={ data() } load={ load } idle={ manualIdle().idle } />
	);
	container
		.querySelector( '.tresen-express' )!
		.dispatchEvent( new Event( 'pointerover' ) );
	expect( load ).toHaveBeenCalledWith( data() );
} );

it( 'tells the box when the cart’s total changes (the script asks the server again), not otherwise', () => {
	const { container } = render(
		<ExpressBox
			data={ data() }
			load={ jest.fn() }
			idle={ manualIdle().idle }
		/>
	);
	const box = container.querySelector( '.tresen-express' )!;
	const refreshed = jest.fn();
	box.addEventListener( 'tresen:express-refresh', refreshed );
	act( () => __notify() );
	expect( refreshed ).not.toHaveBeenCalled();
	act( () => {
		cart( '5180' );
		__notify();
	} );
	expect( refreshed ).toHaveBeenCalledTimes( 1 );
} );

it( 'shows the element script’s German errors as the block’s notice (the box takes the event)', () => {
	const onError = jest.fn();
	const { container } = render(
		<ExpressBox
			data={ data() }
			load={ jest.fn() }
			onError={ onError }
			idle={ manualIdle().idle }
		/>
	);
	const box = container.querySelector< HTMLElement >( '.tresen-express' )!;
	const errors = ( messages: string[] ) => {
		const event = new CustomEvent( 'tresen:express-errors', {
			detail: messages,
			cancelable: true,
		} );
		box.dispatchEvent( event );
		return event.defaultPrevented;
	};
	expect(
		errors( [ 'Die Karte wurde abgelehnt.', 'Bitte versuche es erneut.' ] )
	).toBe( true );
	expect( onError ).toHaveBeenLastCalledWith(
		'Die Karte wurde abgelehnt. Bitte versuche es erneut.'
	);
	expect( errors( [] ) ).toBe( true );
	expect( onError ).toHaveBeenLastCalledWith( '' );
} );

it( 'puts the block into its express state while the wallet is open, once, and back when it closes', () => {
	const onClick = jest.fn();
	const onClose = jest.fn();
	const { container } = render(
		<ExpressBox
			data={ data() }
			load={ jest.fn() }
			onClick={ onClick }
			onClose={ onClose }
			idle={ manualIdle().idle }
		/>
	);
	const box = container.querySelector< HTMLElement >( '.tresen-express' )!;
	const say = ( type: string ) =>
		box.dispatchEvent( new CustomEvent( `tresen:express-${ type }` ) );
	say( 'close' );
	expect( onClose ).not.toHaveBeenCalled(); // Nothing was open.
	say( 'open' );
	say( 'open' );
	expect( onClick ).toHaveBeenCalledTimes( 1 );
	say( 'close' );
	say( 'close' );
	expect( onClose ).toHaveBeenCalledTimes( 1 );
	// A second wallet session: the block follows again.
	say( 'open' );
	say( 'close' );
	expect( onClick ).toHaveBeenCalledTimes( 2 );
	expect( onClose ).toHaveBeenCalledTimes( 2 );
} );
