/**
 * The add-to-cart button: every branch of the spec's error catalogue.
 */
import {
	addToCart,
	buttonData,
	initAddToCartButtons,
	type AddContext,
} from '../add-to-cart';
import { CartSession } from '../lib/session';
import { clearCookies, flush, GERMAN, mockFetch, settings } from './helpers';

const FRAGMENTS = {
	'span[data-cart-count]':
		'<span class="cart-count" data-cart-count>1</span>',
	'div.widget_shopping_cart_content':
		'<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart"><li>Rum</li></ul></div>',
};

function page(): HTMLAnchorElement {
	document.body.innerHTML = `
		<header><a class="header-cart-link" href="/warenkorb/"><span class="cart-count" data-cart-count>0</span></a></header>
		<main><div class="woocommerce-notices-wrapper"></div>
		<ul class="products"><li>
			<a href="?add-to-cart=7" data-quantity="1" data-product_id="7" data-product_sku="RUM-1"
				class="button add_to_cart_button ajax_add_to_cart" data-success_message="„Rum“ wurde in deinen Warenkorb gelegt.">In den Warenkorb</a>
		</li><li><a href="/produkt/weinpaket/" class="button add_to_cart_button ajax_add_to_cart">Produkt ansehen</a></li></ul>
		<div class="widget_shopping_cart_content"></div></main>`;
	return document.querySelector(
		'a[data-product_id="7"]'
	) as HTMLAnchorElement;
}

let ctx: AddContext;
let navigate: jest.Mock;
let opened: jest.Mock;
const s = settings();

beforeAll( () => {
	navigate = jest.fn();
	opened = jest.fn();
	ctx = {
		settings: s,
		session: new CartSession( {
			wcAjaxUrl: s.wcAjaxUrl,
			fragmentsKey: 'f',
			hashKey: 'h',
			timeoutMs: 5000,
			maxAgeMs: 86400000,
		} ),
		openMiniCart: opened,
		navigate,
	};
	// One delegated listener for the whole file, as on a real page.
	initAddToCartButtons( ctx );
} );

beforeEach( () => {
	jest.useRealTimers();
	navigate.mockReset();
	opened.mockReset();
	clearCookies();
	window.sessionStorage.clear();
	delete ( window as unknown as { jQuery?: unknown } ).jQuery;
} );

describe( 'add-to-cart button', () => {
	it( 'sends product_id and every data attribute, then shows added, the link and the new count', async () => {
		const button = page();
		const calls = mockFetch( [
			{ body: { fragments: FRAGMENTS, cart_hash: 'h1' } },
		] );
		const trigger = jest.fn();
		( window as unknown as { jQuery: unknown } ).jQuery = (
			el: unknown
		) => ( {
			trigger: ( name: string, args: unknown[] ) =>
				trigger( name, args, el ),
		} );
		const added = jest.fn();
		document.addEventListener( 'tresen:added-to-cart', ( e ) =>
			added( ( e as CustomEvent ).detail )
		);

		button.click();
		expect( button ).toHaveClass( 'loading' );
		await flush( 20 );

		expect( calls[ 0 ].url ).toBe( '/?wc-ajax=add_to_cart' );
		expect( Object.fromEntries( calls[ 0 ].body ) ).toMatchObject( {
			product_id: '7',
			quantity: '1',
			product_sku: 'RUM-1',
		} );
		expect( button ).toHaveClass( 'added' );
		expect( button ).not.toHaveClass( 'loading' );
		const link = button.nextElementSibling as HTMLAnchorElement;
		expect( link ).toHaveTextContent( 'Warenkorb anzeigen' );
		expect( link.href ).toBe( 'http://localhost/warenkorb/' );
		expect(
			document.querySelector( '[data-cart-count]' )
		).toHaveTextContent( '1' );
		expect( opened ).toHaveBeenCalledWith( button );
		expect( added ).toHaveBeenCalledWith(
			expect.objectContaining( { productId: '7', quantity: 1 } )
		);
		const names = trigger.mock.calls.map( ( c ) => c[ 0 ] );
		expect( names ).toEqual(
			expect.arrayContaining( [
				'adding_to_cart',
				'added_to_cart',
				'wc_cart_button_updated',
			] )
		);
		const addedCall = trigger.mock.calls.find(
			( c ) => c[ 0 ] === 'added_to_cart'
		);
		expect( addedCall?.[ 1 ][ 1 ] ).toBe( 'h1' );

		// A second add does not add a second link.
		mockFetch( [ { body: { fragments: FRAGMENTS, cart_hash: 'h2' } } ] );
		button.click();
		await flush( 20 );
		expect( document.querySelectorAll( '.added_to_cart' ) ).toHaveLength(
			1
		);
	} );

	it( 'a double click adds once', async () => {
		const button = page();
		let open!: () => void;
		const gate = new Promise< void >( ( r ) => ( open = r ) );
		const calls = mockFetch( [
			{ gate, body: { fragments: FRAGMENTS, cart_hash: 'h1' } },
		] );
		button.click();
		button.click();
		open();
		await flush( 20 );
		expect( calls ).toHaveLength( 1 );
	} );

	it( 'adds no link on the cart page', async () => {
		const button = page();
		mockFetch( [ { body: { fragments: FRAGMENTS, cart_hash: 'h1' } } ] );
		await addToCart( buttonData( button ), button, {
			...ctx,
			settings: settings( { isCart: true } ),
		} );
		expect( button ).toHaveClass( 'added' );
		expect( document.querySelector( '.added_to_cart' ) ).toBeNull();
	} );

	it( 'goes to the product page when the server answers with error and product_url', async () => {
		const button = page();
		mockFetch( [
			{
				body: {
					error: true,
					product_url: 'http://localhost/produkt/rum/',
				},
			},
		] );
		button.click();
		await flush( 20 );
		expect( navigate ).toHaveBeenCalledWith(
			'http://localhost/produkt/rum/'
		);
		expect(
			document.querySelector( '[data-cart-count]' )
		).toHaveTextContent( '0' );
	} );

	it( 'changes nothing on an empty reply', async () => {
		const button = page();
		mockFetch( [ { body: '' } ] );
		button.click();
		await flush( 20 );
		expect( navigate ).not.toHaveBeenCalled();
		expect( button ).not.toHaveClass( 'loading' );
		expect( button ).not.toHaveClass( 'added' );
		expect( document.querySelector( '.woocommerce-error' ) ).toBeNull();
		expect( document.querySelector( '.added_to_cart' ) ).toBeNull();
	} );

	it( 'shows a German notice and restores the button when the network fails, then focuses it', async () => {
		jest.useFakeTimers();
		const button = page();
		mockFetch( [ { networkError: true } ] );
		button.click();
		await jest.advanceTimersByTimeAsync( 10 );
		const notice = document.querySelector(
			'.woocommerce-error'
		) as HTMLElement;
		expect( notice ).toHaveTextContent( GERMAN.addFailed );
		expect( notice ).toHaveAttribute( 'role', 'alert' );
		expect( button ).not.toHaveClass( 'loading' );
		expect( button ).not.toHaveAttribute( 'aria-busy' );
		expect( notice ).not.toHaveFocus();
		await jest.advanceTimersByTimeAsync( 500 );
		expect( notice ).toHaveFocus();
	} );

	it( 'shows the failure inside a quick view dialog, not behind it, and keeps focus in the dialog', async () => {
		jest.useFakeTimers();
		page();
		const dialog = document.createElement( 'div' );
		dialog.setAttribute( 'role', 'dialog' );
		dialog.setAttribute( 'aria-modal', 'true' );
		dialog.innerHTML = `<h2>Rum</h2><div class="summary"><form class="cart">
			<input type="number" class="qty" name="quantity" value="1">
			<button type="submit" class="single_add_to_cart_button" name="add-to-cart" value="7">In den Warenkorb</button>
		</form></div>`;
		document.body.append( dialog );
		const button = dialog.querySelector< HTMLElement >(
			'.single_add_to_cart_button'
		)!;
		mockFetch( [ { networkError: true } ] );
		const added = addToCart(
			new URLSearchParams( { product_id: '7', quantity: '1' } ),
			button,
			ctx
		);
		await jest.advanceTimersByTimeAsync( 10 );
		await expect( added ).resolves.toBe( false );
		const notice =
			dialog.querySelector< HTMLElement >( '.woocommerce-error' )!;
		expect( notice ).toHaveTextContent( GERMAN.addFailed );
		expect( notice ).toHaveAttribute( 'role', 'alert' );
		expect(
			document.querySelector( 'main .woocommerce-notices-wrapper' )
		).toBeEmptyDOMElement();
		// Beside the form the shopper used.
		expect( notice.parentElement?.nextElementSibling ).toBe(
			dialog.querySelector( 'form.cart' )
		);
		await jest.advanceTimersByTimeAsync( 500 );
		expect( notice ).toHaveFocus();
		expect( dialog ).toContainElement(
			dialog.ownerDocument.activeElement as HTMLElement
		);
		dialog.remove();
	} );

	it( 'shows the notice on a server error (500) too', async () => {
		const button = page();
		mockFetch( [ { status: 500, body: '<html>Fehler</html>' } ] );
		button.click();
		await flush( 20 );
		expect(
			document.querySelector( '.woocommerce-error' )
		).toHaveTextContent( GERMAN.addFailed );
	} );

	it( 'goes to the cart when redirect-after-add is on', async () => {
		const button = page();
		mockFetch( [ { body: { fragments: FRAGMENTS, cart_hash: 'h1' } } ] );
		await addToCart( buttonData( button ), button, {
			...ctx,
			settings: settings( { redirectAfterAdd: true } ),
		} );
		expect( navigate ).toHaveBeenCalledWith(
			'http://localhost/warenkorb/'
		);
	} );

	it( 'leaves a button without product id to its link', () => {
		page();
		const calls = mockFetch( [] );
		const plain = document.querySelector(
			'a[href="/produkt/weinpaket/"]'
		) as HTMLAnchorElement;
		const event = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		plain.dispatchEvent( event );
		expect( event.defaultPrevented ).toBe( false );
		expect( calls ).toHaveLength( 0 );
	} );
} );
