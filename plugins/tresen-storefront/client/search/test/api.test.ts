/**
 * Asking the server for suggestions: GET without cookies, the spec's
 * parameters, answers kept per query, stale requests aborted, German
 * messages for what goes wrong, nothing unsafe passed on.
 */
import {
	SearchAborted,
	SearchClient,
	SearchError,
	parseSuggestions,
} from '../api';

const BASE = 'https://shop.example/';
const FAILED =
	'Die Suche ist gerade nicht erreichbar. Bitte versuche es noch einmal.';
const GIN = {
	value: 'Tresen Dry Gin 0,35 l',
	id: 12,
	url: 'https://shop.example/produkt/tresen-dry-gin/',
	img: 'https://shop.example/wp-content/uploads/gin-100x100.png',
	price: '<span class="amount">25,90&nbsp;€</span>',
};

function reply( body: unknown, status = 200 ): Response {
	return {
		ok: status >= 200 && status < 300,
		status,
		text: () => Promise.resolve( JSON.stringify( body ) ),
	} as unknown as Response;
}

/**
 * The shared HTTP client calls the global fetch.
 *
 * @param fetchImpl The fake.
 */
function answerWith( fetchImpl: jest.Mock ): void {
	( globalThis as unknown as { fetch: unknown } ).fetch = fetchImpl;
}

function client( fetchImpl: jest.Mock, timeoutMs = 8000 ) {
	answerWith( fetchImpl );
	return new SearchClient( {
		endpoint: '/?wc-ajax=flatsome_ajax_search_products',
		timeoutMs,
		failed: FAILED,
		base: BASE,
	} );
}

describe( 'parseSuggestions', () => {
	it( 'keeps the spec fields and drops the no-results entry and unsafe addresses', () => {
		const list = parseSuggestions(
			{
				suggestions: [
					GIN,
					{
						value: 'Keine Treffer',
						id: -1,
						url: '',
						img: '',
						price: '',
					},
					{ ...GIN, id: 13, url: 'javascript:alert(1)' },
					{ ...GIN, id: 14, img: 'javascript:alert(1)' },
					{ id: 15 },
				],
			},
			BASE
		);
		expect( list.map( ( s ) => s.id ) ).toEqual( [ 12, 14 ] );
		expect( list[ 0 ] ).toEqual( GIN );
		expect( list[ 1 ].img ).toBe( '' );
	} );

	it( 'refuses a reply without suggestions', () => {
		expect( () => parseSuggestions( { success: false }, BASE ) ).toThrow();
	} );
} );

describe( 'SearchClient', () => {
	it( 'sends query and category as GET without cookies and keeps the answer per query', async () => {
		const fetchImpl = jest
			.fn()
			.mockResolvedValue( reply( { suggestions: [ GIN ] } ) );
		const c = client( fetchImpl );

		await expect( c.search( ' Gin ', 'gin' ) ).resolves.toEqual( [ GIN ] );
		const [ url, init ] = fetchImpl.mock.calls[ 0 ];
		const sent = new URL( url );
		expect( sent.searchParams.get( 'wc-ajax' ) ).toBe(
			'flatsome_ajax_search_products'
		);
		expect( sent.searchParams.get( 'query' ) ).toBe( 'Gin' );
		expect( sent.searchParams.get( 'product_cat' ) ).toBe( 'gin' );
		expect( init ).toMatchObject( { method: 'GET', credentials: 'omit' } );

		await expect( c.search( 'gin', 'gin' ) ).resolves.toEqual( [ GIN ] );
		expect( fetchImpl ).toHaveBeenCalledTimes( 1 );
		expect( c.cached( 'GIN', 'gin' ) ).toEqual( [ GIN ] );
		expect( c.cached( 'gin', '' ) ).toBeUndefined();
	} );

	it( 'aborts the older request when a newer query comes', async () => {
		const signals: AbortSignal[] = [];
		const fetchImpl = jest.fn(
			( _url: string, init: RequestInit ) =>
				new Promise< Response >( ( resolve, reject ) => {
					signals.push( init.signal as AbortSignal );
					init.signal?.addEventListener( 'abort', () =>
						reject(
							Object.assign( new Error( 'aborted' ), {
								name: 'AbortError',
							} )
						)
					);
					if ( signals.length === 2 ) {
						resolve( reply( { suggestions: [ GIN ] } ) );
					}
				} )
		);
		const c = client( fetchImpl );
		const first = c.search( 'gin', '' );
		const second = c.search( 'gin t', '' );
		await expect( first ).rejects.toBeInstanceOf( SearchAborted );
		await expect( second ).resolves.toEqual( [ GIN ] );
		expect( signals[ 0 ].aborted ).toBe( true );
	} );

	it( "passes on the server's German message, and says so in German when the network fails or times out", async () => {
		const message = 'Bitte suche mit höchstens 100 Zeichen.';
		const c1 = client(
			jest
				.fn()
				.mockResolvedValue( reply( { suggestions: [], message }, 400 ) )
		);
		await expect( c1.search( 'x'.repeat( 101 ), '' ) ).rejects.toEqual(
			new SearchError( message )
		);

		const c2 = client(
			jest.fn().mockRejectedValue( new TypeError( 'Failed to fetch' ) )
		);
		await expect( c2.search( 'gin', '' ) ).rejects.toEqual(
			new SearchError( FAILED )
		);

		const c3 = client( jest.fn().mockResolvedValue( reply( '0', 400 ) ) );
		await expect( c3.search( 'gin', '' ) ).rejects.toEqual(
			new SearchError( FAILED )
		);

		jest.useFakeTimers();
		const hanging = jest.fn(
			( _url: string, init: RequestInit ) =>
				new Promise< Response >( ( _resolve, reject ) => {
					init.signal?.addEventListener( 'abort', () =>
						reject(
							Object.assign( new Error( 'aborted' ), {
								name: 'AbortError',
							} )
						)
					);
				} )
		);
		const c4 = client( hanging, 5000 );
		const pending = c4.search( 'gin', '' );
		jest.advanceTimersByTime( 5000 );
		await expect( pending ).rejects.toEqual( new SearchError( FAILED ) );
		jest.useRealTimers();
	} );
} );

describe( 'SearchClient with the fast route', () => {
	const FAST =
		'https://shop.example/wp-content/plugins/tresen-storefront/src/Search/fast.php';

	function fastClient( fetchImpl: jest.Mock ) {
		answerWith( fetchImpl );
		return new SearchClient( {
			endpoint: '/?wc-ajax=flatsome_ajax_search_products',
			fast: FAST,
			timeoutMs: 8000,
			failed: FAILED,
			base: BASE,
		} );
	}

	beforeEach( () => window.sessionStorage.clear() );

	it( 'asks the fast route first, with the same parameters', async () => {
		const fetchImpl = jest
			.fn()
			.mockResolvedValue( reply( { suggestions: [ GIN ] } ) );

		await expect(
			fastClient( fetchImpl ).search( 'gin', 'gin' )
		).resolves.toEqual( [ GIN ] );
		expect( fetchImpl ).toHaveBeenCalledTimes( 1 );
		const url = new URL( fetchImpl.mock.calls[ 0 ][ 0 ] );
		expect( url.origin + url.pathname ).toBe( FAST );
		expect( url.searchParams.get( 'query' ) ).toBe( 'gin' );
		expect( url.searchParams.get( 'product_cat' ) ).toBe( 'gin' );
	} );

	it( 'falls back to wc-ajax when the host does not run the fast route, and stays there for the visit', async () => {
		const fetchImpl = jest
			.fn()
			// A host that runs no PHP in themes: an HTML 403 page.
			.mockResolvedValueOnce( {
				ok: false,
				status: 403,
				text: () => Promise.resolve( '<html>not JSON</html>' ),
			} )
			.mockResolvedValue( reply( { suggestions: [ GIN ] } ) );

		await expect(
			fastClient( fetchImpl ).search( 'gin', '' )
		).resolves.toEqual( [ GIN ] );
		expect( fetchImpl ).toHaveBeenCalledTimes( 2 );
		expect( fetchImpl.mock.calls[ 1 ][ 0 ] ).toContain(
			'wc-ajax=flatsome_ajax_search_products'
		);

		// The next page of the visit does not try the fast route again.
		const next = fastClient( fetchImpl );
		await next.search( 'rum', '' );
		expect( fetchImpl ).toHaveBeenCalledTimes( 3 );
		expect( fetchImpl.mock.calls[ 2 ][ 0 ] ).toContain( 'wc-ajax=' );
	} );

	it( 'falls back when the fast route answers something that is not a reply, or the network drops', async () => {
		const fetchImpl = jest
			.fn()
			.mockResolvedValueOnce( reply( '<html>' ) )
			.mockResolvedValue( reply( { suggestions: [ GIN ] } ) );
		await expect(
			fastClient( fetchImpl ).search( 'gin', '' )
		).resolves.toEqual( [ GIN ] );
		expect( fetchImpl ).toHaveBeenCalledTimes( 2 );

		window.sessionStorage.clear();
		const dropped = jest
			.fn()
			.mockRejectedValueOnce( new TypeError( 'Failed to fetch' ) )
			.mockResolvedValue( reply( { suggestions: [ GIN ] } ) );
		await expect(
			fastClient( dropped ).search( 'gin', '' )
		).resolves.toEqual( [ GIN ] );
		expect( dropped ).toHaveBeenCalledTimes( 2 );
	} );

	it( "shows the server's German message without asking again (the fast route handed the request on)", async () => {
		const message = 'Bitte suche mit höchstens 100 Zeichen.';
		const fetchImpl = jest
			.fn()
			.mockResolvedValue(
				reply(
					{ suggestions: [], code: 'query_too_long', message },
					400
				)
			);

		await expect(
			fastClient( fetchImpl ).search( 'x'.repeat( 101 ), '' )
		).rejects.toEqual( new SearchError( message ) );
		expect( fetchImpl ).toHaveBeenCalledTimes( 1 );
		expect(
			window.sessionStorage.getItem( 'tresen-search-fast-off' )
		).toBe( null );
	} );

	it( 'does not fall back when a newer query aborted the request', async () => {
		const fetchImpl = jest.fn(
			( _url: string, init: RequestInit ) =>
				new Promise( ( _resolve, reject ) => {
					init.signal?.addEventListener( 'abort', () =>
						reject( new DOMException( 'aborted', 'AbortError' ) )
					);
				} )
		);
		const c = fastClient( fetchImpl as unknown as jest.Mock );
		const first = c.search( 'gin', '' );
		c.abort();

		await expect( first ).rejects.toBeInstanceOf( SearchAborted );
		expect( fetchImpl ).toHaveBeenCalledTimes( 1 );
		expect(
			window.sessionStorage.getItem( 'tresen-search-fast-off' )
		).toBe( null );
	} );
} );
