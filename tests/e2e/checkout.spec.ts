/**
 * The checkout: a bank-transfer order posts the checkout once, also when a
 * gateway's listener makes it wait (`tresen:checkout-place-order`'s
 * `waitUntil`). A shop that sells to customers with an account only: a
 * guest is asked in a dialog to log in, the dialog is usable by keyboard,
 * and the login leads back to the checkout form. Runs on both lanes.
 */
import { test, expect } from '@playwright/test';
import {
	addToCart,
	choosePaymentMethod,
	fillGuestAddress,
	openCheckout,
	placeOrder,
	recordCheckoutPosts,
} from './lib/checkout';
import { declineCookies } from './lib/shopper';
import { sitePhp } from './lib/site';

test.beforeEach( async ( { page } ) => {
	await declineCookies( page );
} );

test( 'a bank-transfer order posts the checkout once, after a gateway’s waitUntil has settled', async ( {
	page,
} ) => {
	await addToCart( page, 'TR-GIN-001' );
	await openCheckout( page );
	await fillGuestAddress( page, 'einmal' );
	await choosePaymentMethod( page, 'Vorkasse per Banküberweisung' );
	// A gateway's listener as the suite's gateways write it: the post waits for its promise.
	await page.evaluate( () => {
		document.addEventListener( 'tresen:checkout-place-order', ( e ) => {
			const detail = ( e as CustomEvent ).detail as {
				waitUntil: ( p: Promise< unknown > ) => void;
			};
			detail.waitUntil(
				new Promise( ( resolve ) => setTimeout( resolve, 400 ) )
			);
		} );
	} );
	const posted = recordCheckoutPosts( page );
	const button = page.locator( '#place_order' );
	await placeOrder( page );
	// A second press while the gateway works sends nothing more.
	await button.dispatchEvent( 'click' );
	await expect( page ).toHaveURL( /order-received|bestellung-erhalten/, {
		timeout: 20_000,
	} );
	expect( posted ).toHaveLength( 1 );
	expect( new URLSearchParams( posted[ 0 ] ).get( 'payment_method' ) ).toBe(
		'bacs'
	);
} );

test( 'a guest is asked to log in and comes back to the checkout form', async ( {
	page,
	baseURL,
} ) => {
	await page.context().addCookies( [
		{
			name: 'tresen_e2e_accounts_only',
			value: '1',
			url: baseURL ?? 'http://localhost:8888',
		},
	] );
	const id = sitePhp< number >(
		"return (int) wc_get_product_id_by_sku( 'TR-GIN-001' );"
	);
	const login = `konto${ Date.now() }`;
	sitePhp(
		`return wp_create_user( ${ JSON.stringify( login ) }, 'Geheim-123', ${ JSON.stringify( login + '@example.test' ) } );`
	);
	await page.goto( `/warenkorb/?add-to-cart=${ id }` );
	await page.goto( '/kasse/' );

	const dialog = page.getByRole( 'dialog', {
		name: 'Bitte melde dich zum Bestellen an',
	} );
	await expect( dialog ).toBeVisible();
	await expect( page.locator( 'form.checkout' ) ).toHaveCount( 0 );
	const anmelden = dialog.getByRole( 'link', { name: 'Anmelden' } );
	await expect( anmelden ).toBeFocused();
	// Escape closes it; the page still names the way to the login.
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toHaveCount( 0 );
	await expect(
		page.getByRole( 'link', { name: 'Zum Bestellen anmelden' } )
	).toBeVisible();

	await page.reload();
	await page
		.getByRole( 'dialog' )
		.getByRole( 'link', { name: 'Anmelden' } )
		.click();
	await page.locator( '#user_login' ).fill( login );
	await page.locator( '#user_pass' ).fill( 'Geheim-123' );
	await page.locator( '#wp-submit' ).click();
	await expect( page ).toHaveURL( /\/kasse\/?$/ );
	await expect( page.locator( 'form.checkout' ) ).toBeVisible();
	await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );
} );
