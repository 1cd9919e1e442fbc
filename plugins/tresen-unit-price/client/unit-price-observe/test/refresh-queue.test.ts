/**
 * Internal dependencies
 */
import { mockFetch } from '@tresen/tests/fetch';
import {
	queueKey,
	RefreshQueue,
	type Block,
	type PriceRequest,
} from '../refresh-queue';

const URL = '/?wc-ajax=gzd_refresh_unit_price';

interface TestBlock extends Block {
	finished: Array< string | undefined >;
	id: number;
	data: PriceRequest | null;
}

function block( id: number, price = 25.9 ): TestBlock {
	const unit = document.createElement( 'p' );
	document.body.append( unit );
	const b: TestBlock = {
		unit,
		id,
		data: { productId: id, price, sale: null, quantity: 1 },
		finished: [],
		request: () => ( b.data ? { ...b.data, productId: b.id } : null ),
		productId: () => b.id,
		finish: ( html?: string ) => {
			b.finished.push( html );
		},
	};
	return b;
}

const reply = ( products: Record< string, unknown > ) => ( {
	body: { result: 'success', products },
} );

async function settle(): Promise< void > {
	for ( let i = 0; i < 10; i++ ) {
		await Promise.resolve();
	}
}

function makeQueue() {
	return new RefreshQueue( { ajaxUrl: URL, nonce: 'n0nce', timeoutMs: 0 } );
}

beforeEach( () => {
	jest.useFakeTimers();
	document.body.innerHTML = '';
} );

afterEach( () => {
	jest.useRealTimers();
} );

describe( 'RefreshQueue', () => {
	it( 'sends one request 500 ms after the last of several changes, one entry per product', async () => {
		const calls = mockFetch( [
			reply( {
				12: { product_id: 12, unit_price_html: '<span>A</span>' },
				34: { product_id: 34, unit_price_html: '<span>B</span>' },
			} ),
		] );
		const queue = makeQueue();
		const a = block( 12 );
		const sticky = block( 12 );
		const b = block( 34, 19.9 );
		queue.add( a, 500 );
		jest.advanceTimersByTime( 300 );
		queue.add( sticky, 500 );
		jest.advanceTimersByTime( 300 );
		queue.add( b, 500 );
		jest.advanceTimersByTime( 499 );
		expect( calls ).toHaveLength( 0 );
		jest.advanceTimersByTime( 1 );
		await settle();

		expect( calls ).toHaveLength( 1 );
		expect( calls[ 0 ].url ).toBe( URL );
		const body = calls[ 0 ].body;
		expect( body.get( 'security' ) ).toBe( 'n0nce' );
		expect( body.get( 'queue_id' ) ).toMatch( /^\d+$/ );
		expect( body.get( 'products[0][product_id]' ) ).toBe( '12' );
		expect( body.get( 'products[0][price]' ) ).toBe( '25.9' );
		expect( body.get( 'products[0][price_sale]' ) ).toBe( '' );
		expect( body.get( 'products[0][quantity]' ) ).toBe( '1' );
		expect( body.get( 'products[0][key]' ) ).toBe( '12' );
		expect( body.get( 'products[1][product_id]' ) ).toBe( '34' );
		expect( body.get( 'products[1][price]' ) ).toBe( '19.9' );
		expect( body.has( 'products[2][product_id]' ) ).toBe( false );

		expect( a.finished ).toEqual( [ '<span>A</span>' ] );
		expect( sticky.finished ).toEqual( [ '<span>A</span>' ] );
		expect( b.finished ).toEqual( [ '<span>B</span>' ] );
	} );

	it( 'waits only the initial delay on load', async () => {
		const calls = mockFetch( [ reply( {} ) ] );
		const queue = makeQueue();
		queue.add( block( 5 ), 250 );
		jest.advanceTimersByTime( 250 );
		await settle();
		expect( calls ).toHaveLength( 1 );
	} );

	it( 'restores every block when the server fails', async () => {
		mockFetch( [ { status: 500, body: '' } ] );
		const queue = makeQueue();
		const a = block( 12 );
		queue.add( a, 500 );
		jest.advanceTimersByTime( 500 );
		await settle();
		expect( a.finished ).toEqual( [ undefined ] );
	} );

	it( 'restores when the connection drops or the reply is not JSON', async () => {
		mockFetch( [ { networkError: true }, { body: '<html>Fehler' } ] );
		const queue = makeQueue();
		const a = block( 12 );
		queue.add( a, 500 );
		jest.advanceTimersByTime( 500 );
		await settle();
		queue.add( a, 500 );
		jest.advanceTimersByTime( 500 );
		await settle();
		expect( a.finished ).toEqual( [ undefined, undefined ] );
	} );

	it( 'restores a block whose product is missing from the reply or changed meanwhile', async () => {
		const queue = makeQueue();
		const missing = block( 7 );
		const switched = block( 8 );
		mockFetch( [
			reply( { 8: { product_id: 8, unit_price_html: 'neu' } } ),
		] );
		queue.add( missing, 500 );
		queue.add( switched, 500 );
		jest.advanceTimersByTime( 500 );
		// The shopper chose another variation while the request ran.
		switched.id = 9;
		await settle();
		expect( missing.finished ).toEqual( [ undefined ] );
		expect( switched.finished ).toEqual( [ undefined ] );
	} );

	it( 'ignores an older reply for a block that changed again while it ran', async () => {
		let open!: () => void;
		const gate = new Promise< void >( ( resolve ) => ( open = resolve ) );
		const calls = mockFetch( [
			{
				gate,
				...reply( { 12: { product_id: 12, unit_price_html: 'alt' } } ),
			},
			reply( { 12: { product_id: 12, unit_price_html: 'neu' } } ),
		] );
		const queue = makeQueue();
		const a = block( 12 );
		queue.add( a, 500 );
		jest.advanceTimersByTime( 500 );
		await settle();
		queue.add( a, 500 ); // Changed again while the first request runs.
		open();
		await settle();
		expect( a.finished ).toEqual( [] );
		jest.advanceTimersByTime( 500 );
		await settle();
		expect( calls ).toHaveLength( 2 );
		expect( a.finished ).toEqual( [ 'neu' ] );
	} );

	it( 'sends nothing for blocks without a readable price, and restores them', async () => {
		const calls = mockFetch( [] );
		const queue = makeQueue();
		const a = block( 12 );
		a.data = null;
		const gone = block( 13 );
		gone.unit.remove();
		queue.add( a, 500 );
		queue.add( gone, 500 );
		jest.advanceTimersByTime( 500 );
		await settle();
		expect( calls ).toHaveLength( 0 );
		expect( a.finished ).toEqual( [ undefined ] );
		expect( gone.finished ).toEqual( [] );
	} );

	it( 'keys a product by its id without other characters', () => {
		expect( queueKey( 123 ) ).toBe( '123' );
		expect( queueKey( 'a-1 <b>' ) ).toBe( 'a1b' );
	} );
} );
