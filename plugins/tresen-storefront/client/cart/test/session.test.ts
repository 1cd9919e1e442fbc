/**
 * Cart fragments on page load and across tabs.
 */
import { CartSession } from '../lib/session';
import { clearCookies, flush, mockFetch } from './helpers';

const MINI = 'div.widget_shopping_cart_content';
const NOW = 1_700_000_000_000;

function page(): void {
	document.body.innerHTML = `<span class="cart-count" data-cart-count>0</span><div class="widget_shopping_cart_content"></div>`;
}

let current: CartSession | null = null;
afterEach( () => current?.stop() );

function session(): CartSession {
	current = new CartSession( {
		wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
		fragmentsKey: 'wc_fragments_test',
		hashKey: 'wc_cart_hash_test',
		timeoutMs: 5000,
		maxAgeMs: 86400000,
		now: () => NOW,
	} );
	return current;
}

function store( hash: string, count: string, time = NOW - 1000 ): void {
	window.sessionStorage.setItem(
		'wc_fragments_test',
		JSON.stringify( {
			hash,
			time,
			fragments: {
				'span[data-cart-count]': `<span class="cart-count" data-cart-count>${ count }</span>`,
				[ MINI ]: `<div class="widget_shopping_cart_content"><p>${ count } Artikel</p></div>`,
			},
		} )
	);
}

const REFRESHED = {
	fragments: {
		'span[data-cart-count]':
			'<span class="cart-count" data-cart-count>5</span>',
		[ MINI ]:
			'<div class="widget_shopping_cart_content"><p>5 Artikel</p></div>',
		'div.tresen-cart-session':
			'<div class="tresen-cart-session" data-nonce="n0nce"></div>',
	},
	cart_hash: 'new',
};

beforeEach( () => {
	page();
	clearCookies();
	window.sessionStorage.clear();
	window.localStorage.clear();
} );

describe( 'CartSession', () => {
	it( 'shows stored fragments of the same cart without a request', () => {
		document.cookie = 'woocommerce_cart_hash=abc';
		store( 'abc', '2' );
		const calls = mockFetch( [] );
		session().start();
		expect( calls ).toHaveLength( 0 );
		expect(
			document.querySelector( '[data-cart-count]' )
		).toHaveTextContent( '2' );
	} );

	it( 'refreshes (POST time, get_refreshed_fragments) when the cookie hash differs, and stores the reply', async () => {
		document.cookie = 'woocommerce_cart_hash=changed';
		store( 'abc', '2' );
		const calls = mockFetch( [ { body: REFRESHED } ] );
		const s = session();
		s.start();
		await flush( 20 );
		expect( calls[ 0 ].url ).toBe( '/?wc-ajax=get_refreshed_fragments' );
		expect( calls[ 0 ].body.get( 'time' ) ).toBe( String( NOW ) );
		expect(
			document.querySelector( '[data-cart-count]' )
		).toHaveTextContent( '5' );
		expect(
			JSON.parse(
				window.sessionStorage.getItem( 'wc_fragments_test' ) ?? '{}'
			).hash
		).toBe( 'new' );
		expect( window.localStorage.getItem( 'wc_cart_hash_test' ) ).toBe(
			'new'
		);
		expect( s.nonce ).toBe( 'n0nce' );
	} );

	it( 'refreshes stored fragments older than 24 hours', async () => {
		document.cookie = 'woocommerce_cart_hash=abc';
		store( 'abc', '2', NOW - 86400001 );
		const calls = mockFetch( [ { body: REFRESHED } ] );
		session().start();
		await flush( 20 );
		expect( calls ).toHaveLength( 1 );
	} );

	it( 'sends nothing for a visitor without a cart', () => {
		const calls = mockFetch( [] );
		session().start();
		expect( calls ).toHaveLength( 0 );
	} );

	it( 'refreshes when another tab changes the cart, and on a page from the back-forward cache', async () => {
		document.cookie = 'woocommerce_cart_hash=abc';
		store( 'abc', '2' );
		const calls = mockFetch( [ { body: REFRESHED }, { body: REFRESHED } ] );
		session().start();
		window.dispatchEvent(
			new StorageEvent( 'storage', {
				key: 'wc_cart_hash_test',
				newValue: 'from-other-tab',
			} )
		);
		await flush( 20 );
		expect( calls ).toHaveLength( 1 );
		expect(
			document.querySelector( '[data-cart-count]' )
		).toHaveTextContent( '5' );

		const pageshow = new Event( 'pageshow' ) as PageTransitionEvent;
		Object.defineProperty( pageshow, 'persisted', { value: true } );
		window.dispatchEvent( pageshow );
		await flush( 20 );
		expect( calls ).toHaveLength( 2 );
	} );

	it( 'keeps the page as it is when the refresh fails', async () => {
		document.cookie = 'woocommerce_cart_hash=abc';
		const calls = mockFetch( [ { status: 500 } ] );
		const s = session();
		s.start();
		await flush( 20 );
		expect( calls ).toHaveLength( 1 );
		expect( s.loaded ).toBe( false );
		expect(
			document.querySelector( '[data-cart-count]' )
		).toHaveTextContent( '0' );
	} );

	it( 'works without storage (private mode): refreshes and shows the cart', async () => {
		const spy = jest
			.spyOn( Storage.prototype, 'setItem' )
			.mockImplementation( () => {
				throw new DOMException( 'quota', 'QuotaExceededError' );
			} );
		document.cookie = 'woocommerce_cart_hash=abc';
		const calls = mockFetch( [ { body: REFRESHED } ] );
		session().start();
		await flush( 20 );
		spy.mockRestore();
		expect( calls ).toHaveLength( 1 );
		expect(
			document.querySelector( '[data-cart-count]' )
		).toHaveTextContent( '5' );
	} );
} );
