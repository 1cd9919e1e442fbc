/**
 * The Checkout block's PayPal button starts the PayPal order only once the
 * cart store has sent the typed address (else the order lacks shipping and
 * the capture refuses the approved total).
 */
import { __notify, __reset, __setStore } from '@tresen/tests/wp-data';
import { customerSettled } from '../settled';

afterEach( () => {
	__reset();
	jest.useRealTimers();
} );

async function state( p: Promise< void > ): Promise< string > {
	let s = 'waiting';
	p.then( () => ( s = 'settled' ) );
	await new Promise( ( r ) => setTimeout( r, 5 ) );
	return s;
}

describe( 'customerSettled', () => {
	it( 'resolves at once when no address is being sent', async () => {
		__setStore( 'wc/store/cart', { isCustomerDataUpdating: false } );
		expect( await state( customerSettled() ) ).toBe( 'settled' );
	} );

	it( 'waits while the cart sends the address, and resolves when it is done', async () => {
		__setStore( 'wc/store/cart', { isCustomerDataUpdating: true } );
		const p = customerSettled();
		expect( await state( p ) ).toBe( 'waiting' );
		__notify();
		expect( await state( p ) ).toBe( 'waiting' );
		__setStore( 'wc/store/cart', { isCustomerDataUpdating: false } );
		__notify();
		expect( await state( p ) ).toBe( 'settled' );
	} );

	it( 'gives up after the timeout, so a stuck request never blocks the button', async () => {
		__setStore( 'wc/store/cart', { isCustomerDataUpdating: true } );
		expect( await state( customerSettled( 20 ) ) ).toBe( 'waiting' );
		await new Promise( ( r ) => setTimeout( r, 40 ) );
		const p = customerSettled( 1 );
		await new Promise( ( r ) => setTimeout( r, 10 ) );
		expect( await state( p ) ).toBe( 'settled' );
	} );
} );
