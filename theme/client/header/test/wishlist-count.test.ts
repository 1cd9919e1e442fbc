/**
 * The header's wishlist badge: a guest without wishlist items costs no
 * request (0 at once); a guest whose lists hold items (the wishlist
 * plugin's count cookie) and a logged-in customer (lists may have changed
 * on another device) are asked for their own count.
 */
import * as countModule from '../wishlist-count';
import { initWishlistCount } from '../wishlist-count';
import { mayHaveWishlist, startWishlistBadge } from '../wishlist-cookie';

const COOKIE = 'tresen_wishlist_count';

function clearCookies(): void {
	document.cookie.split( ';' ).forEach( ( part ) => {
		const name = part.split( '=' )[ 0 ].trim();
		if ( name ) {
			document.cookie = `${ name }=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
		}
	} );
}

let fetchMock: jest.Mock;

beforeEach( () => {
	clearCookies();
	document.body.className = '';
	document.body.innerHTML = `<header id="masthead"><a class="header-wishlist-link" href="/wunschliste/">Wunschliste<span class="wishlist-count" data-count="" aria-hidden="true"></span><span class="wishlist-count-label screen-reader-text"></span></a></header>`;
	fetchMock = jest.fn( () =>
		Promise.resolve( {
			ok: true,
			text: () => Promise.resolve( '3' ),
		} as unknown as Response )
	);
	global.fetch = fetchMock as unknown as typeof fetch;
} );

const flush = () => new Promise( ( r ) => setTimeout( r, 0 ) );

describe( 'wishlist count', () => {
	const options = {
		ajaxUrl: '/wp-admin/admin-ajax.php',
		action: 'flatsome_update_wishlist_count',
		cookie: COOKIE,
		none: '(0 Artikel)',
	};

	it( 'sends no request for a guest without wishlist items and shows 0', async () => {
		startWishlistBadge( options, document, () =>
			Promise.resolve( countModule )
		);
		await flush();
		expect( fetchMock ).not.toHaveBeenCalled();
		expect( document.querySelector( '.wishlist-count' ) ).toHaveAttribute(
			'data-count',
			'0'
		);
	} );

	it( 'asks for a guest whose lists hold items and shows the answer', async () => {
		document.cookie = `${ COOKIE }=2; path=/`;
		await expect(
			initWishlistCount(
				'/wp-admin/admin-ajax.php',
				'flatsome_update_wishlist_count',
				document
			)
		).resolves.toBe( 3 );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		expect( String( fetchMock.mock.calls[ 0 ][ 0 ] ) ).toContain(
			'action=flatsome_update_wishlist_count'
		);
		expect( document.querySelector( '.wishlist-count' ) ).toHaveTextContent(
			'3'
		);
		expect(
			document.querySelector( '.wishlist-count-label' )
		).toHaveTextContent( '(3 items)' );
	} );

	it( 'sends no request when the wishlist plugin keeps the badge current (data-count-by), and the label follows', async () => {
		document.cookie = `${ COOKIE }=2; path=/`;
		const badge =
			document.querySelector< HTMLElement >( '.wishlist-count' )!;
		badge.dataset.count = '2';
		badge.dataset.countBy = 'tresen-wishlist';
		await expect(
			initWishlistCount(
				'/wp-admin/admin-ajax.php',
				'flatsome_update_wishlist_count',
				document
			)
		).resolves.toBeNull();
		expect( fetchMock ).not.toHaveBeenCalled();
		expect(
			document.querySelector( '.wishlist-count-label' )
		).toHaveTextContent( '(2 items)' );
		// The plugin's reply repaints it; the label follows.
		badge.dataset.count = '1';
		await flush();
		expect(
			document.querySelector( '.wishlist-count-label' )
		).toHaveTextContent( '(1 item)' );
	} );

	it( 'sends no request on a page rendered for this visitor with the cookie just set (wishlist-count-fresh)', async () => {
		document.cookie = `${ COOKIE }=2; path=/`;
		document.body.classList.add( 'wishlist-count-fresh' );
		await initWishlistCount(
			'/wp-admin/admin-ajax.php',
			'flatsome_update_wishlist_count',
			document
		);
		expect( fetchMock ).not.toHaveBeenCalled();
	} );

	it( 'asks for a logged-in customer even without the cookie (another device)', async () => {
		document.body.classList.add( 'logged-in' );
		startWishlistBadge( options, document, () =>
			Promise.resolve( countModule )
		);
		await flush();
		await flush();
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'asks for everyone when no cookie is named, and ignores junk cookies', () => {
		expect( mayHaveWishlist( document, '' ) ).toBe( true );
		document.cookie = `${ COOKIE }=0; path=/`;
		expect( mayHaveWishlist( document, COOKIE ) ).toBe( false );
		document.cookie = `${ COOKIE }=abc; path=/`;
		expect( mayHaveWishlist( document, COOKIE ) ).toBe( false );
		document.cookie = `${ COOKIE }=12; path=/`;
		expect( mayHaveWishlist( document, COOKIE ) ).toBe( true );
	} );

	describe( 'the header entry', () => {
		it( 'shows 0 for a new visitor without loading the count code or asking', async () => {
			const load = jest.fn( () => Promise.resolve( countModule ) );
			startWishlistBadge( options, document, load );
			await flush();
			expect( load ).not.toHaveBeenCalled();
			expect( fetchMock ).not.toHaveBeenCalled();
			expect(
				document.querySelector( '.wishlist-count' )
			).toHaveAttribute( 'data-count', '0' );
			expect(
				document.querySelector( '.wishlist-count-label' )
			).toHaveTextContent( '(0 Artikel)' );
		} );

		it( 'loads the code when the wishlist plugin paints a count, and the label follows', async () => {
			const load = jest.fn( () => Promise.resolve( countModule ) );
			startWishlistBadge( options, document, load );
			const badge =
				document.querySelector< HTMLElement >( '.wishlist-count' )!;
			badge.dataset.count = '1';
			await flush();
			await flush();
			expect( load ).toHaveBeenCalledTimes( 1 );
			expect( fetchMock ).not.toHaveBeenCalled();
			expect(
				document.querySelector( '.wishlist-count-label' )
			).toHaveTextContent( '(1 item)' );
			badge.dataset.count = '2';
			await flush();
			expect(
				document.querySelector( '.wishlist-count-label' )
			).toHaveTextContent( '(2 items)' );
		} );

		it( 'asks once the cookie was there at load, even when it is gone by the time the count code arrives', async () => {
			document.cookie = `${ COOKIE }=2; path=/`;
			let arrive: ( m: typeof countModule ) => void = () => undefined;
			const load = jest.fn(
				() =>
					new Promise< typeof countModule >( ( resolve ) => {
						arrive = resolve;
					} )
			);
			startWishlistBadge( options, document, load );
			// The wishlist plugin's first reply deletes the cookie meanwhile.
			clearCookies();
			arrive( countModule );
			await flush();
			await flush();
			expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		} );

		it( 'asks for a guest with items through the count code', async () => {
			document.cookie = `${ COOKIE }=2; path=/`;
			const load = jest.fn( () => Promise.resolve( countModule ) );
			startWishlistBadge( options, document, load );
			await flush();
			await flush();
			await flush();
			expect( load ).toHaveBeenCalledTimes( 1 );
			expect( fetchMock ).toHaveBeenCalledTimes( 1 );
			expect(
				document.querySelector( '.wishlist-count' )
			).toHaveTextContent( '3' );
		} );
	} );
} );
