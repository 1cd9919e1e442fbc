import {
	decide,
	MINI_CART_SELECTOR,
	readCookie,
	readStored,
	usableStorage,
	writeStored,
	type StoredFragments,
} from '../lib/fragment-cache';

const DAY = 86400000;
const NOW = 1_700_000_000_000;
const stored = ( over: Partial< StoredFragments > = {} ): StoredFragments => ( {
	hash: 'abc',
	fragments: {
		[ MINI_CART_SELECTOR ]:
			'<div class="widget_shopping_cart_content">…</div>',
	},
	time: NOW - 1000,
	...over,
} );

describe( 'fragment cache decision', () => {
	it( 'reuses fragments of the same cart that are at most 24 h old', () => {
		expect(
			decide( {
				stored: stored(),
				cookieHash: 'abc',
				now: NOW,
				maxAgeMs: DAY,
			} )
		).toBe( 'use-cache' );
		expect(
			decide( {
				stored: stored( { time: NOW - DAY } ),
				cookieHash: 'abc',
				now: NOW,
				maxAgeMs: DAY,
			} )
		).toBe( 'use-cache' );
	} );

	it( 'refetches when the cart hash cookie differs (cart changed elsewhere)', () => {
		expect(
			decide( {
				stored: stored(),
				cookieHash: 'other',
				now: NOW,
				maxAgeMs: DAY,
			} )
		).toBe( 'refresh' );
		// Cart emptied or session ended: cookie gone, stored hash still there.
		expect(
			decide( {
				stored: stored(),
				cookieHash: '',
				now: NOW,
				maxAgeMs: DAY,
			} )
		).toBe( 'refresh' );
	} );

	it( 'refetches fragments older than 24 hours', () => {
		expect(
			decide( {
				stored: stored( { time: NOW - DAY - 1 } ),
				cookieHash: 'abc',
				now: NOW,
				maxAgeMs: DAY,
			} )
		).toBe( 'refresh' );
		// A clock set back: never trust a timestamp from the future.
		expect(
			decide( {
				stored: stored( { time: NOW + 60000 } ),
				cookieHash: 'abc',
				now: NOW,
				maxAgeMs: DAY,
			} )
		).toBe( 'refresh' );
	} );

	it( 'sends no request for a visitor without a cart', () => {
		expect(
			decide( { stored: null, cookieHash: '', now: NOW, maxAgeMs: DAY } )
		).toBe( 'none' );
		expect(
			decide( {
				stored: null,
				cookieHash: 'abc',
				now: NOW,
				maxAgeMs: DAY,
			} )
		).toBe( 'refresh' );
	} );

	it( 'refetches when the stored fragments lack the mini cart', () => {
		expect(
			decide( {
				stored: stored( { fragments: { 'span.x': '1' } } ),
				cookieHash: 'abc',
				now: NOW,
				maxAgeMs: DAY,
			} )
		).toBe( 'refresh' );
	} );
} );

describe( 'storage', () => {
	it( 'treats missing storage and private mode (setItem throws) as no storage', () => {
		expect( usableStorage( () => null ) ).toBeNull();
		expect(
			usableStorage( () => {
				throw new DOMException( 'denied', 'SecurityError' );
			} )
		).toBeNull();
		const privateMode = {
			getItem: () => null,
			setItem: () => {
				throw new DOMException( 'quota', 'QuotaExceededError' );
			},
			removeItem: () => undefined,
		} as unknown as Storage;
		expect( usableStorage( () => privateMode ) ).toBeNull();
		expect( readStored( null, 'k' ) ).toBeNull();
		expect( writeStored( null, 'k', stored() ) ).toBe( false );
		expect(
			decide( {
				stored: readStored( null, 'k' ),
				cookieHash: 'abc',
				now: NOW,
				maxAgeMs: DAY,
			} )
		).toBe( 'refresh' );
	} );

	it( 'round-trips and ignores damaged entries', () => {
		const s = usableStorage( () => window.sessionStorage );
		expect( s ).not.toBeNull();
		expect( writeStored( s, 'frag', stored() ) ).toBe( true );
		expect( readStored( s, 'frag' ) ).toEqual( stored() );
		window.sessionStorage.setItem( 'frag', '{not json' );
		expect( readStored( s, 'frag' ) ).toBeNull();
		window.sessionStorage.setItem(
			'frag',
			JSON.stringify( { hash: 1, fragments: {}, time: 'x' } )
		);
		expect( readStored( s, 'frag' ) ).toBeNull();
	} );

	it( 'reads the cart hash cookie', () => {
		expect(
			readCookie(
				'woocommerce_cart_hash',
				'a=1; woocommerce_cart_hash=f00%20d; b=2'
			)
		).toBe( 'f00 d' );
		expect(
			readCookie( 'woocommerce_cart_hash', 'woocommerce_items_in_cart=1' )
		).toBe( '' );
	} );
} );
