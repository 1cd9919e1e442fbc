/**
 * The wishlist's calls go through the suite's HTTP client and keep the
 * server's German words whatever shape and status the refusal has.
 */
import { mockFetch } from '@tresen/tests/fetch';
import { call, connectionMessage } from '../api';

describe( 'wishlist call', () => {
	it.each( [
		[
			'YITH { result, message }',
			403,
			{ result: false, message: 'Nein.' },
		],
		[
			'wp_send_json_error',
			429,
			{ success: false, data: { message: 'Bitte warte eine Minute.' } },
		],
		[
			'a REST error',
			403,
			{ code: 'rest_forbidden', message: 'Das darfst du nicht.' },
		],
	] )( "%s: the server's message", async ( _label, status, body ) => {
		const calls = mockFetch( [ { status, body } ] );
		const reply = await call(
			'/wp-admin/admin-ajax.php',
			'add',
			{ a: 1 },
			'n'
		);
		expect( reply.ok ).toBe( false );
		expect( reply.message ).not.toBe( '' );
		expect( reply.message ).toBe(
			'message' in body ? body.message : 'Bitte warte eine Minute.'
		);
		expect( calls[ 0 ].body.get( 'action' ) ).toBe( 'add' );
		expect( calls[ 0 ].body.get( 'nonce' ) ).toBe( 'n' );
	} );

	it( 'its own message offline or without words', async () => {
		mockFetch( [ { networkError: true }, { status: 500, body: '' } ] );
		expect( ( await call( '/a', 'add', {}, '' ) ).message ).toBe(
			connectionMessage()
		);
		expect( ( await call( '/a', 'add', {}, '' ) ).message ).toBe(
			connectionMessage()
		);
	} );

	it( 'a success keeps its fields', async () => {
		mockFetch( [ { body: { result: true, count: 3 } } ] );
		expect( await call( '/a', 'add', {}, 'n' ) ).toEqual( {
			result: true,
			count: 3,
			ok: true,
			message: '',
		} );
	} );

	it( 'keeps a list name with tags as the shopper typed it (the message is text)', async () => {
		mockFetch( [
			{
				body: {
					result: 'true',
					message: 'Produkt zu „<b>Geburtstag</b>“ hinzugefügt.',
				},
			},
			{
				status: 400,
				body: {
					result: 'error',
					message: 'Die Liste „<b>Geburtstag</b>“ ist voll.',
				},
			},
		] );
		const added = await call( '/a', 'add_to_wishlist', {}, 'n' );
		expect( added.ok ).toBe( true );
		expect( added.message ).toBe(
			'Produkt zu „<b>Geburtstag</b>“ hinzugefügt.'
		);
		const refused = await call( '/a', 'add_to_wishlist', {}, 'n' );
		expect( refused.ok ).toBe( false );
		expect( refused.message ).toBe(
			'Die Liste „<b>Geburtstag</b>“ ist voll.'
		);
	} );
} );
