/**
 * The one HTTP client: every failure carries the status, the server's own
 * words and code when the reply had them, and the caller's German text otherwise.
 */
import { mockFetch } from '@tresen/tests/fetch';
import {
	HttpError,
	isAbort,
	messageOf,
	postForm,
	readText,
	request,
	requestJson,
	serverWords,
} from '../http';

const FALLBACK = 'Das hat nicht geklappt. Bitte versuche es noch einmal.';

async function failure(
	status: number,
	body: unknown,
	fallback = FALLBACK
): Promise< HttpError > {
	mockFetch( [ { status, body } ] );
	try {
		await request( '/x', { fallback } );
	} catch ( error ) {
		if ( error instanceof HttpError ) {
			return error;
		}
		throw error;
	}
	throw new Error( 'resolved' );
}

describe( 'HttpError from each reply shape', () => {
	it( 'wp_send_json_error with message and code (the quantity endpoint)', async () => {
		const error = await failure( 400, {
			success: false,
			data: { code: 'stock', message: 'Nur noch 3 vorrätig' },
		} );
		expect( error.status ).toBe( 400 );
		expect( error.serverMessage ).toBe( 'Nur noch 3 vorrätig' );
		expect( error.code ).toBe( 'stock' );
		expect( error.message ).toBe( 'Nur noch 3 vorrätig' );
		expect( messageOf( error, FALLBACK ) ).toBe( 'Nur noch 3 vorrätig' );
	} );

	it( 'wp_send_json_error with a WP_Error (a list of code and message)', async () => {
		const error = await failure( 409, {
			success: false,
			data: [ { code: 'busy', message: 'Bitte warte kurz.' } ],
		} );
		expect( [ error.status, error.code, error.serverMessage ] ).toEqual( [
			409,
			'busy',
			'Bitte warte kurz.',
		] );
	} );

	it( 'wp_send_json_error with `messages` as HTML', async () => {
		const error = await failure( 400, {
			success: false,
			data: {
				messages:
					'<ul class="woocommerce-error"><li>Erstens.</li><li>Zweitens.</li></ul>',
			},
		} );
		expect( error.serverMessage ).toBe( 'Erstens. Zweitens.' );
	} );

	it( 'a REST error { code, message }', async () => {
		const error = await failure( 403, {
			code: 'rest_forbidden',
			message: 'Das darfst du nicht.',
			data: { status: 403 },
		} );
		expect( [ error.status, error.code, error.serverMessage ] ).toEqual( [
			403,
			'rest_forbidden',
			'Das darfst du nicht.',
		] );
	} );

	it( 'the wc-ajax checkout { result: failure, messages: "<ul …>" }', async () => {
		const error = await failure( 400, {
			result: 'failure',
			messages:
				'<ul class="woocommerce-error" role="alert">\n<li>\n<strong>Rechnung PLZ</strong> ist keine gültige Postleitzahl.</li>\n</ul>',
		} );
		expect( error.serverMessage ).toBe(
			'Rechnung PLZ ist keine gültige Postleitzahl.'
		);
		expect( error.code ).toBe( '' );
	} );

	it( 'plain text', async () => {
		const error = await failure(
			429,
			'Zu viele Anfragen, warte eine Minute.'
		);
		expect( error.serverMessage ).toBe(
			'Zu viele Anfragen, warte eine Minute.'
		);
		expect( error.data ).toBe( 'Zu viele Anfragen, warte eine Minute.' );
	} );

	it.each( [
		[ 'admin-ajax "-1"', 403, '-1' ],
		[ 'admin-ajax "0"', 400, '0' ],
		[
			'an HTML error page',
			500,
			'<!DOCTYPE html><html><body>Fatal</body></html>',
		],
		[ 'an empty body', 502, '' ],
		[ "a host's plain-text 5xx", 500, 'Internal Server Error' ],
		[
			'PHP error output',
			500,
			'<br />\n<b>Fatal error</b>:  Uncaught Error: x in /var/www/wp-content/plugins/a.php:3',
		],
		[ 'JSON without a message', 400, { success: false } ],
	] )( 'the German fallback for %s', async ( _label, status, body ) => {
		const error = await failure( status, body );
		expect( error.status ).toBe( status );
		expect( error.serverMessage ).toBe( '' );
		expect( error.message ).toBe( FALLBACK );
		expect( messageOf( error, FALLBACK ) ).toBe( FALLBACK );
	} );

	it( 'without a fallback the message names the status', async () => {
		const error = await failure( 503, '', '' );
		expect( error.message ).toBe( 'HTTP 503' );
	} );
} );

describe( 'messageOf', () => {
	it( 'reads a 2xx reply that says success: false', () => {
		expect(
			messageOf(
				{ success: false, data: { message: 'Nur noch 3 vorrätig' } },
				FALLBACK
			)
		).toBe( 'Nur noch 3 vorrätig' );
		expect( messageOf( { success: true, data: {} }, FALLBACK ) ).toBe(
			FALLBACK
		);
	} );

	it( 'gives the fallback offline and on abort', () => {
		expect(
			messageOf( new TypeError( 'Failed to fetch' ), FALLBACK )
		).toBe( FALLBACK );
		expect( messageOf( null, FALLBACK ) ).toBe( FALLBACK );
	} );

	it( 'reads a message as text: a list name with tags stays as it was typed', () => {
		// The wishlist's JSON `message` with a list the shopper named `<b>Geburtstag</b>`.
		expect(
			serverWords( {
				message: 'Produkt zu „<b>Geburtstag</b>“ hinzugefügt.',
			} ).message
		).toBe( 'Produkt zu „<b>Geburtstag</b>“ hinzugefügt.' );
		expect( serverWords( { message: 'Tom & Jerry <3' } ).message ).toBe(
			'Tom & Jerry <3'
		);
	} );

	it( 'reads WooCommerce notice HTML as its text, an escaped tag as the tag', () => {
		expect(
			serverWords( {
				result: 'failure',
				messages:
					'<ul class="woocommerce-error" role="alert"><li>Die Liste &lt;b&gt;Geburtstag&lt;/b&gt; ist voll.</li><li>Tom &amp; Jerry</li></ul>',
			} ).message
		).toBe( 'Die Liste <b>Geburtstag</b> ist voll. Tom & Jerry' );
		expect(
			serverWords( {
				success: false,
				data: {
					messages: [
						'<strong>Rechnung PLZ</strong> ist keine gültige Postleitzahl.',
					],
				},
			} ).message
		).toBe( 'Rechnung PLZ ist keine gültige Postleitzahl.' );
	} );

	it( 'shows the words as text: no element comes from a message', () => {
		const words = serverWords( {
			messages:
				'<div class="woocommerce-error"><img src=x onerror="window.hit=1">Hallo &lt;img src=x&gt;</div>',
		} ).message;
		expect( words ).toBe( 'Hallo <img src=x>' );
		const error = new HttpError( 400, {
			message: '<img src=x onerror="window.hit=1">',
		} );
		const region = document.createElement( 'p' );
		region.textContent = error.message;
		expect( region.querySelector( 'img' ) ).toBeNull();
		expect( region ).toHaveTextContent(
			'<img src=x onerror="window.hit=1">'
		);
		expect( ( window as unknown as { hit?: number } ).hit ).toBeUndefined();
	} );
} );

describe( 'request', () => {
	it( 'resolves 2xx with the text; postForm and requestJson parse it', async () => {
		const calls = mockFetch( [
			{ body: { ok: 1 } },
			{ body: { ok: 2 } },
			{ status: 204, body: '' },
		] );
		expect( await postForm( '/a', { a: 1 } ) ).toEqual( { ok: 1 } );
		expect( calls[ 0 ].body.get( 'a' ) ).toBe( '1' );
		expect(
			await requestJson( '/b', { method: 'GET', credentials: 'omit' } )
		).toEqual( { ok: 2 } );
		const init = ( global.fetch as jest.Mock ).mock.calls[ 1 ][ 1 ];
		expect( init.credentials ).toBe( 'omit' );
		expect( init.method ).toBe( 'GET' );
		expect( await request( '/c' ) ).toEqual( { status: 204, text: '' } );
	} );

	it( 'passes the network failure and the abort through', async () => {
		mockFetch( [ { networkError: true } ] );
		await expect( request( '/a' ) ).rejects.toBeInstanceOf( TypeError );
		const controller = new AbortController();
		controller.abort();
		mockFetch( [ { body: {} } ] );
		const error: unknown = await request( '/a', {
			signal: controller.signal,
		} ).catch( ( e: unknown ) => e );
		expect( isAbort( error ) ).toBe( true );
	} );
} );

describe( 'readText (a read no shopper sees fail)', () => {
	it( 'GETs without a body, POSTs the fields with one, and resolves the text', async () => {
		const calls = mockFetch( [
			{ body: 3 },
			{ body: { products: [ 7 ] } },
		] );
		expect( await readText( '/count' ) ).toBe( '3' );
		const get = ( global.fetch as jest.Mock ).mock.calls[ 0 ][ 1 ];
		expect( get.method ).toBe( 'GET' );
		expect( get.credentials ).toBe( 'same-origin' );
		expect( get.body ).toBeUndefined();
		expect( await readText( '/ajax', { action: 'load_fragments' } ) ).toBe(
			'{"products":[7]}'
		);
		expect( calls[ 1 ].body.get( 'action' ) ).toBe( 'load_fragments' );
	} );

	it( 'rejects a refusal plainly, without the error model', async () => {
		mockFetch( [ { status: 403, body: { message: 'Nein.' } } ] );
		const error: unknown = await readText( '/ajax' ).catch(
			( e: unknown ) => e
		);
		expect( error ).toBeInstanceOf( Error );
		expect( error ).not.toBeInstanceOf( HttpError );
		expect( ( error as Error ).message ).toBe( 'HTTP 403' );
	} );
} );
