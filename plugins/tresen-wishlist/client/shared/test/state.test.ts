/**
 * The visitor's state: the header count from the server's cookie, the lists
 * from `user_wishlists`, and replies that update both.
 */
import { countFromCookie, paintCount, readLists, Wishlists } from '../state';
import { mockFetch } from '@tresen/tests/fetch';
import { body, call, isSuccess } from '../api';

describe( 'header count', () => {
	it( 'reads the count cookie and paints every badge', () => {
		expect( countFromCookie( 'a=1; tresen_wishlist_count=3; b=2' ) ).toBe(
			3
		);
		expect( countFromCookie( 'tresen_wishlist_count=x' ) ).toBe( 0 );
		expect( countFromCookie( '' ) ).toBe( 0 );
		document.body.innerHTML =
			'<span class="wishlist-count" data-count=""></span>';
		paintCount( 2 );
		const badge = document.querySelector(
			'.wishlist-count'
		) as HTMLElement;
		expect( badge.dataset.count ).toBe( '2' );
		expect( badge ).toHaveTextContent( '2' );
		paintCount( 0 );
		expect( badge ).toHaveTextContent( '' );
	} );
} );

describe( 'lists', () => {
	it( 'keeps only well-formed entries, names as text', () => {
		expect(
			readLists( [
				{
					id: 1,
					token: 'AAAAAAAAAAAA',
					wishlist_name: '<b>x</b>',
					privacy: 2,
					is_default: true,
					url: '/w',
					items: 4,
				},
				{ id: '2', token: 'B' },
				'nope',
			] )
		).toEqual( [
			{
				id: 1,
				token: 'AAAAAAAAAAAA',
				name: '<b>x</b>',
				privacy: 2,
				isDefault: true,
				url: '/w',
				items: 4,
			},
		] );
		expect( readLists( null ) ).toEqual( [] );
	} );
} );

describe( 'requests', () => {
	const realFetch = global.fetch;
	afterEach( () => {
		global.fetch = realFetch;
	} );

	it( 'sends action, nonce, context and lists as key[]', () => {
		const data = body(
			'sort_wishlist_items',
			{ positions: [ '3', '1' ], wishlist_token: 'T' },
			'n1'
		);
		expect( data.toString() ).toBe(
			'action=sort_wishlist_items&context=frontend&nonce=n1&positions%5B%5D=3&positions%5B%5D=1&wishlist_token=T'
		);
		expect( isSuccess( 200, { result: 'exists' } ) ).toBe( true );
		expect( isSuccess( 200, { result: false } ) ).toBe( false );
		expect( isSuccess( 403, {} ) ).toBe( false );
	} );

	it( 'passes the server message of a refusal through, and says so when the connection fails', async () => {
		mockFetch( [
			{
				status: 403,
				body: {
					result: false,
					message: 'Diese Wunschliste wurde nicht gefunden.',
				},
			},
			{ networkError: true },
		] );
		const refused = await call(
			'/ajax',
			'delete_item',
			{ item_id: '1' },
			'n'
		);
		expect( refused ).toMatchObject( {
			ok: false,
			message: 'Diese Wunschliste wurde nicht gefunden.',
		} );

		const offline = await call( '/ajax', 'delete_item', {}, 'n' );
		expect( offline.ok ).toBe( false );
		expect( offline.message ).toContain( 'connection' );
	} );

	it( 'loads the nonce once before the first write and takes in the new count', async () => {
		document.body.innerHTML =
			'<span class="wishlist-count" data-count=""></span>';
		const calls = mockFetch( [
			{
				body: {
					fragments: {},
					count: 0,
					nonce: 'abc',
					products: [],
					user_wishlists: [],
				},
			},
			{
				body: {
					result: 'true',
					prod_id: 5,
					count: 1,
					user_wishlists: [],
				},
			},
		] );
		const sent = () =>
			calls.map(
				( c ) =>
					`${ c.body.get( 'action' ) }:${ c.body.get( 'nonce' ) ?? '' }`
			);
		const w = new Wishlists( '/ajax' );
		const reply = await w.send( 'add_to_wishlist', {
			add_to_wishlist: '5',
		} );
		expect( reply.ok ).toBe( true );
		expect( sent() ).toEqual( [
			'load_fragments:',
			'add_to_wishlist:abc',
		] );
		expect( w.state?.products ).toEqual( [ 5 ] );
		expect( document.querySelector( '.wishlist-count' ) ).toHaveTextContent(
			'1'
		);
	} );
} );
