/**
 * The mini cart: dropdown and drawer, removal, quantity.
 */
import { CartSession } from '../lib/session';
import { MiniCart } from '../mini-cart';
import { initQuantityButtons } from '../quantity-buttons';
import { enhanceQuantities } from '../quantity-markup';
import { clearCookies, flush, GERMAN, mockFetch, settings } from './helpers';

const MINI = 'div.widget_shopping_cart_content';
const s = settings();

function itemsHtml( qty: number, nonce = 'n1' ): Record< string, string > {
	return {
		[ MINI ]: `<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart">
			<li class="woocommerce-mini-cart-item" data-cart_item_key="k1">
				<a href="/warenkorb/?remove_item=k1&_wpnonce=x" class="remove remove_from_cart_button" data-product_id="7" data-cart_item_key="k1" data-quantity="${ qty }" aria-label="Rum entfernen">×</a>
				<a href="/produkt/rum/">Rum</a>
				<div class="quantity"><label for="q-k1">Menge</label><input id="q-k1" class="qty" type="number" name="cart[k1][qty]" value="${ qty }" min="0" max="5" step="1" data-cart_item_key="k1"></div>
			</li></ul></div>`,
		'span[data-cart-count]': `<span class="cart-count" data-cart-count>${ qty }</span>`,
		'div.tresen-cart-session': `<div class="tresen-cart-session" data-nonce="${ nonce }"></div>`,
	};
}

let navigate: jest.Mock;
let session: CartSession | undefined;
let mini: MiniCart;

function setup( wide = true ): void {
	document.body.innerHTML = `<header><div class="header-cart"><a class="header-cart-link" href="/warenkorb/">Warenkorb <span class="cart-count" data-cart-count>0</span></a>
		<div class="header-mini-cart" hidden></div></div></header><main><div class="woocommerce-notices-wrapper"></div><button id="elsewhere">x</button></main>`;
	window.matchMedia = jest.fn( () => ( {
		matches: wide,
	} ) ) as unknown as typeof window.matchMedia;
	navigate = jest.fn();
	session?.stop();
	session = new CartSession( {
		wcAjaxUrl: s.wcAjaxUrl,
		fragmentsKey: 'f',
		hashKey: 'h',
		timeoutMs: 5000,
		maxAgeMs: 86400000,
		onApplied: ( inserted ) =>
			inserted.forEach( ( el ) => enhanceQuantities( el, s.i18n ) ),
	} );
	mini = new MiniCart( s, session, navigate );
	session.receive( { fragments: itemsHtml( 2 ), cart_hash: 'h1' } );
}

beforeAll( () => initQuantityButtons() );
beforeEach( () => {
	jest.useRealTimers();
	clearCookies();
	window.sessionStorage.clear();
} );

describe( 'mini cart panel', () => {
	it( 'built after the fragments arrived (it loads on intent), it shows the items, not "loading"', () => {
		setup( true );
		// The next page: the session fills the page first, the mini cart comes later.
		session?.stop();
		document.querySelector( '.header-mini-cart' )!.replaceChildren();
		session = new CartSession( {
			wcAjaxUrl: s.wcAjaxUrl,
			fragmentsKey: 'f',
			hashKey: 'h',
			timeoutMs: 5000,
			maxAgeMs: 86400000,
		} );
		document.cookie = 'woocommerce_cart_hash=h1; path=/';
		session.start();
		mini = new MiniCart( s, session, navigate );
		mini.open( null );
		const root = document.querySelector(
			'.header-mini-cart'
		) as HTMLElement;
		expect(
			root.querySelectorAll( '.woocommerce-mini-cart-item' )
		).toHaveLength( 1 );
		expect( root ).not.toHaveTextContent( GERMAN.loading );
	} );

	it( 'opens after an add as a dropdown and closes after 5 s unless hovered', async () => {
		jest.useFakeTimers();
		setup( true );
		const root = document.querySelector(
			'.header-mini-cart'
		) as HTMLElement;
		mini.open( document.querySelector( '#elsewhere' ), true );
		expect( root ).toBeVisible();
		expect( root ).toHaveClass( 'is-dropdown' );
		expect( document.querySelector( '.header-cart-link' ) ).toHaveAttribute(
			'aria-expanded',
			'true'
		);
		jest.advanceTimersByTime( 4999 );
		expect( root.hidden ).toBe( false );
		jest.advanceTimersByTime( 1 );
		expect( root.hidden ).toBe( true );

		mini.open( null, true );
		root.dispatchEvent( new MouseEvent( 'mouseenter' ) );
		jest.advanceTimersByTime( 10000 );
		expect( root.hidden ).toBe( false );
		root.dispatchEvent( new MouseEvent( 'mouseleave' ) );
		jest.advanceTimersByTime( 5000 );
		expect( root.hidden ).toBe( true );
	} );

	it( 'is a drawer on wide screens too when the page has no cart link to hang a dropdown under', () => {
		setup( true );
		document.querySelector( '.header-cart' )!.remove();
		mini = new MiniCart( s, session!, navigate );
		const button = document.querySelector( '#elsewhere' ) as HTMLElement;
		mini.open( button, true );
		const root = document.querySelector(
			'.tresen-mini-cart'
		) as HTMLElement;
		expect( root.parentElement ).toBe( document.body );
		expect( root ).toHaveClass( 'is-drawer' );
		expect( root ).not.toHaveClass( 'is-dropdown' );
		expect(
			root.querySelectorAll( '.woocommerce-mini-cart-item' )
		).toHaveLength( 1 );
		mini.close();
		expect( root.hidden ).toBe( true );
	} );

	it( 'is a modal drawer on small screens: focus inside, Tab trapped, Escape closes and returns focus', () => {
		setup( false );
		const trigger = document.querySelector(
			'.header-cart-link'
		) as HTMLAnchorElement;
		trigger.focus();
		trigger.click();
		const panel = document.querySelector(
			'[role="dialog"]'
		) as HTMLElement;
		expect( document.querySelector( '.header-mini-cart' ) ).toHaveClass(
			'is-drawer'
		);
		expect( panel ).toHaveAttribute( 'aria-modal', 'true' );
		expect( panel ).toHaveAccessibleName( 'Warenkorb' );
		const close = panel.querySelector(
			'.tresen-mini-cart__close'
		) as HTMLElement;
		expect( close ).toHaveFocus();
		expect( close ).toHaveAccessibleName( GERMAN.close );

		// Shift+Tab from the first element wraps to the last one inside the drawer.
		document.dispatchEvent(
			new KeyboardEvent( 'keydown', {
				key: 'Tab',
				shiftKey: true,
				bubbles: true,
			} )
		);
		expect(
			panel.contains( document.body.ownerDocument.activeElement )
		).toBe( true );
		expect( close ).not.toHaveFocus();

		document.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } )
		);
		expect(
			document.querySelector( '.header-mini-cart' )
		).not.toBeVisible();
		expect( trigger ).toHaveFocus();
	} );

	it( 'keeps the dropdown shown after an add open when the header link is used, then toggles', () => {
		jest.useFakeTimers();
		setup( true );
		const root = document.querySelector(
			'.header-mini-cart'
		) as HTMLElement;
		const trigger = document.querySelector(
			'.header-cart-link'
		) as HTMLAnchorElement;
		mini.open( document.querySelector( '#elsewhere' ), true );
		trigger.focus();
		trigger.click();
		expect( root ).toBeVisible();
		expect( trigger ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( root.contains( root.ownerDocument.activeElement ) ).toBe(
			true
		);
		jest.advanceTimersByTime( 10000 );
		expect( root ).toBeVisible();

		trigger.click();
		expect( root ).not.toBeVisible();
		expect( trigger ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	it( 'closes the drawer from the backdrop', () => {
		setup( false );
		mini.open( null );
		(
			document.querySelector(
				'.tresen-mini-cart__backdrop'
			) as HTMLElement
		 ).click();
		expect( mini.isOpen ).toBe( false );
	} );
} );

describe( 'mini cart removal', () => {
	it( 'blocks the item, asks remove_from_cart, replaces the fragments and reports the removal', async () => {
		setup();
		let open!: () => void;
		const gate = new Promise< void >( ( r ) => ( open = r ) );
		const calls = mockFetch( [
			{
				gate,
				body: {
					fragments: {
						...itemsHtml( 0 ),
						[ MINI ]:
							'<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">Leer</p></div>',
					},
					cart_hash: '',
				},
			},
		] );
		const removed = jest.fn();
		document.addEventListener( 'tresen:removed-from-cart', ( e ) =>
			removed( ( e as CustomEvent ).detail )
		);
		(
			document.querySelector( '.remove_from_cart_button' ) as HTMLElement
		 ).click();
		expect(
			document.querySelector( '.woocommerce-mini-cart-item' )
		).toHaveClass( 'is-blocked' );
		open();
		await flush( 20 );
		expect( calls[ 0 ].url ).toBe( '/?wc-ajax=remove_from_cart' );
		expect( calls[ 0 ].body.get( 'cart_item_key' ) ).toBe( 'k1' );
		expect(
			document.querySelector( '.woocommerce-mini-cart-item' )
		).toBeNull();
		expect(
			document.querySelector( '.woocommerce-mini-cart__empty-message' )
		).toBeInTheDocument();
		expect( removed ).toHaveBeenCalledWith( {
			productId: '7',
			quantity: 2,
			cartItemKey: 'k1',
		} );
		expect( navigate ).not.toHaveBeenCalled();
	} );

	it( 'follows the remove link when the request fails', async () => {
		setup();
		mockFetch( [ { networkError: true } ] );
		(
			document.querySelector( '.remove_from_cart_button' ) as HTMLElement
		 ).click();
		await flush( 20 );
		expect( navigate ).toHaveBeenCalledWith(
			'http://localhost/warenkorb/?remove_item=k1&_wpnonce=x'
		);
	} );

	it( 'follows the remove link when the reply has no fragments', async () => {
		setup();
		mockFetch( [ { body: { error: true } } ] );
		(
			document.querySelector( '.remove_from_cart_button' ) as HTMLElement
		 ).click();
		await flush( 20 );
		expect( navigate ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'mini cart quantity', () => {
	it( 'sends quantity, key and nonce to the theme action and keeps focus on the + button', async () => {
		jest.useFakeTimers();
		setup();
		const calls = mockFetch( [
			{ body: { fragments: itemsHtml( 3 ), cart_hash: 'h3' } },
		] );
		const plus = document.querySelector(
			'.tresen-qty__plus'
		) as HTMLButtonElement;
		plus.focus();
		plus.click();
		expect(
			( document.querySelector( 'input.qty' ) as HTMLInputElement ).value
		).toBe( '3' );
		await jest.advanceTimersByTimeAsync( 350 );
		expect( calls ).toHaveLength( 1 );
		// WooCommerce's light wc-ajax endpoint, not admin-ajax (which boots wp-admin).
		expect( calls[ 0 ].url ).toBe(
			'/?wc-ajax=flatsome_ajax_cart_item_alter_quantity'
		);
		expect( Object.fromEntries( calls[ 0 ].body ) ).toEqual( {
			quantity: '3',
			cart_item_key: 'k1',
			security: 'n1',
		} );
		expect(
			document.querySelector( '[data-cart-count]' )
		).toHaveTextContent( '3' );
		expect( document.body.ownerDocument.activeElement ).toHaveClass(
			'tresen-qty__plus'
		);
		expect( plus ).not.toHaveFocus(); // the new button, from the new markup
	} );

	it( 'does not send an invalid value and shows the browser message instead', async () => {
		jest.useFakeTimers();
		setup();
		const calls = mockFetch( [] );
		const input = document.querySelector( 'input.qty' ) as HTMLInputElement;
		const report = jest.spyOn( input, 'reportValidity' );
		input.value = '9'; // max is 5
		input.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		await jest.advanceTimersByTimeAsync( 350 );
		expect( calls ).toHaveLength( 0 );
		expect( report ).toHaveBeenCalled();
	} );

	it( 'gets a fresh nonce once when the server refuses the old one (cached page)', async () => {
		jest.useFakeTimers();
		setup();
		const calls = mockFetch( [
			{ status: 403, body: '-1' },
			{ body: { fragments: itemsHtml( 2, 'fresh' ), cart_hash: 'h1' } },
			{ body: { fragments: itemsHtml( 4, 'fresh' ), cart_hash: 'h4' } },
		] );
		const input = document.querySelector( 'input.qty' ) as HTMLInputElement;
		input.value = '4';
		input.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		await jest.advanceTimersByTimeAsync( 350 );
		await flush( 30 );
		expect( calls.map( ( c ) => c.url ) ).toEqual( [
			'/?wc-ajax=flatsome_ajax_cart_item_alter_quantity',
			'/?wc-ajax=get_refreshed_fragments',
			'/?wc-ajax=flatsome_ajax_cart_item_alter_quantity',
		] );
		expect( calls[ 2 ].body.get( 'security' ) ).toBe( 'fresh' );
		expect(
			document.querySelector( '[data-cart-count]' )
		).toHaveTextContent( '4' );
	} );

	it( "shows the server's German words when the quantity endpoint answers 400", async () => {
		jest.useFakeTimers();
		setup();
		mockFetch( [
			{
				status: 400,
				body: {
					success: false,
					data: { code: 'stock', message: 'Nur noch 3 vorrätig' },
				},
			},
		] );
		const input = document.querySelector( 'input.qty' ) as HTMLInputElement;
		input.value = '5';
		input.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		await jest.advanceTimersByTimeAsync( 350 );
		await flush( 10 );
		const error = document.querySelector( '.woocommerce-error' );
		expect( error ).toHaveTextContent( 'Nur noch 3 vorrätig' );
		expect( error ).not.toHaveTextContent( GERMAN.updateFailed );
		expect( input.value ).toBe( '2' );
	} );

	it( 'shows its own German message when the server sent none (a 500 page)', async () => {
		jest.useFakeTimers();
		setup();
		mockFetch( [
			{ status: 500, body: '<!DOCTYPE html><html>Fehler</html>' },
		] );
		const input = document.querySelector( 'input.qty' ) as HTMLInputElement;
		input.value = '4';
		input.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		await jest.advanceTimersByTimeAsync( 350 );
		await flush( 10 );
		expect(
			document.querySelector( '.woocommerce-error' )
		).toHaveTextContent( GERMAN.updateFailed );
		expect( input.value ).toBe( '2' );
	} );

	it( 'shows the server message (e.g. stock) and restores the quantity', async () => {
		jest.useFakeTimers();
		setup();
		mockFetch( [
			{
				body: {
					success: false,
					data: { message: 'Leider sind nur 3 auf Lager.' },
				},
			},
		] );
		const input = document.querySelector( 'input.qty' ) as HTMLInputElement;
		input.value = '5';
		input.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		await jest.advanceTimersByTimeAsync( 350 );
		await flush( 10 );
		expect(
			document.querySelector( '.woocommerce-error' )
		).toHaveTextContent( 'Leider sind nur 3 auf Lager.' );
		expect( input.value ).toBe( '2' );
	} );
} );
