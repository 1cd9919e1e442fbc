/**
 * The checkout's place-order event as gateways see it: typed detail,
 * waitUntil only during dispatch, refusals readable across bundles.
 */
import {
	dispatchPlaceOrder,
	onPlaceOrder,
	PLACE_ORDER_EVENT,
	placeOrderRefusal,
	placeOrderWaits,
	readRefusal,
} from '../place-order';

function form(): HTMLFormElement {
	document.body.innerHTML = '<form class="checkout"></form>';
	return document.querySelector( 'form' )!;
}

describe( 'tresen:checkout-place-order', () => {
	it( 'hands a listener on the document the method, the form and waitUntil', async () => {
		const f = form();
		const seen: unknown[] = [];
		const off = onPlaceOrder( ( detail ) => {
			seen.push( [ detail.paymentMethod, detail.form ] );
			detail.waitUntil( Promise.resolve( 'ok' ) );
		} );
		const { takenOver, waits, ready } = dispatchPlaceOrder( f, 'stripe' );
		off();
		expect( seen ).toEqual( [ [ 'stripe', f ] ] );
		expect( takenOver ).toBe( false );
		expect( waits ).toBe( 1 );
		await expect( ready ).resolves.toBeUndefined();
	} );

	it( 'settles only when every promise has settled, and rejects with the first refusal', async () => {
		const f = form();
		let release: () => void = () => undefined;
		const offA = onPlaceOrder( ( { waitUntil } ) =>
			waitUntil( new Promise< void >( ( r ) => ( release = r ) ) )
		);
		const offB = onPlaceOrder( ( { waitUntil } ) =>
			waitUntil( Promise.reject( placeOrderRefusal( 'Nein.', true ) ) )
		);
		const { waits, ready } = dispatchPlaceOrder( f, 'bacs' );
		offA();
		offB();
		expect( waits ).toBe( 2 );
		release();
		const reason = await ready.catch( ( e: unknown ) => e );
		expect( readRefusal( reason ) ).toEqual( {
			message: 'Nein.',
			shown: true,
		} );
	} );

	it( 'refuses waitUntil after the dispatch', () => {
		const f = form();
		let late: ( ( p: Promise< unknown > ) => void ) | null = null;
		const off = onPlaceOrder( ( { waitUntil } ) => ( late = waitUntil ) );
		dispatchPlaceOrder( f, 'bacs' );
		off();
		expect( () => late!( Promise.resolve() ) ).toThrow( /waitUntil/ );
	} );

	it( 'lets a gateway take the order over with preventDefault', () => {
		const f = form();
		const off = onPlaceOrder( ( _detail, event ) =>
			event.preventDefault()
		);
		expect( dispatchPlaceOrder( f, 'stripe_boleto' ).takenOver ).toBe(
			true
		);
		off();
	} );

	it( 'ignores an event of that name without the storefront’s detail', () => {
		const handler = jest.fn();
		const off = onPlaceOrder( handler );
		document.dispatchEvent(
			new CustomEvent( PLACE_ORDER_EVENT, {
				detail: { paymentMethod: 'stripe' },
			} )
		);
		off();
		expect( handler ).not.toHaveBeenCalled();
	} );

	it( 'reads refusals from any bundle (no instanceof), strings and nothing', () => {
		expect( readRefusal( { message: 'Weg.', shown: false } ) ).toEqual( {
			message: 'Weg.',
			shown: false,
		} );
		expect( readRefusal( 'Text' ) ).toEqual( {
			message: 'Text',
			shown: false,
		} );
		expect( readRefusal( undefined ) ).toEqual( {
			message: '',
			shown: false,
		} );
	} );

	it( 'recognises the storefront checkout’s wc_checkout_form', () => {
		expect( placeOrderWaits( { tresen_place_order_waits: true } ) ).toBe(
			true
		);
		expect( placeOrderWaits( { $checkout_form: {} } ) ).toBe( false );
		expect( placeOrderWaits( null ) ).toBe( false );
	} );
} );
