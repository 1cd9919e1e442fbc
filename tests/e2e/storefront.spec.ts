/**
 * Storefront without jQuery: the storefront plugin's general script replaces
 * WooCommerce's general script (store notice, show/hide password), so home,
 * shop, cart and account pages request no jQuery file.
 */
import { test, expect } from '@playwright/test';
import { expectNoJQuery } from './lib/shopper';

const NOTICE_TEXT = 'Heute versandkostenfrei ab 50 €!';

test( 'home, shop, cart and account pages load no jQuery', async ( {
	page,
} ) => {
	for ( const path of [ '/', '/shop/', '/warenkorb/', '/mein-konto/' ] ) {
		const scripts = await expectNoJQuery( page, path );
		expect(
			scripts.some( ( url ) =>
				url.includes( '/plugins/tresen-storefront/build/general.js' )
			),
			`${ path } loads the storefront script`
		).toBe( true );
	}
} );

test( 'without the owner enabling it there is no store notice', async ( {
	page,
} ) => {
	await page.goto( '/' );
	await expect( page.locator( '.woocommerce-store-notice' ) ).toHaveCount(
		0
	);
} );

test( 'the store notice can be dismissed by keyboard and stays dismissed on other pages', async ( {
	page,
	context,
	baseURL,
} ) => {
	// The fixture mu-plugin turns the notice on for requests with this cookie.
	await context.addCookies( [
		{ name: 'tresen_e2e_store_notice', value: '1', url: baseURL },
	] );
	await page.goto( '/' );
	const notice = page.getByRole( 'complementary', { name: 'Shop-Hinweis' } );
	await expect( notice ).toBeVisible();
	await expect( notice ).toContainText( NOTICE_TEXT );
	await expect( notice ).toHaveAttribute(
		'data-notice-id',
		/^[0-9a-f]{32}$/
	);
	const noticeId = await notice.evaluate(
		( el ) => ( el as HTMLElement ).dataset.noticeId
	);

	const dismiss = notice.getByRole( 'button', { name: 'Ausblenden' } );
	await dismiss.focus();
	await page.keyboard.press( 'Space' );
	await expect( notice ).toBeHidden();
	await expect( page ).not.toHaveURL( /#$/ );

	const cookie = ( await context.cookies() ).find(
		( c ) => c.name === `store_notice${ noticeId }`
	);
	expect( cookie?.value ).toBe( 'hidden' );
	expect( cookie?.path ).toBe( '/' );

	// Another page still prints the notice, but it stays hidden.
	await page.goto( '/shop/' );
	await expect( page.locator( '.woocommerce-store-notice' ) ).toHaveCount(
		1
	);
	await expect( page.locator( '.woocommerce-store-notice' ) ).toBeHidden();
} );

test( 'the store notice dismisses with Enter and by mouse too', async ( {
	page,
	context,
	baseURL,
} ) => {
	await context.addCookies( [
		{ name: 'tresen_e2e_store_notice', value: '1', url: baseURL },
	] );
	await page.goto( '/mein-konto/' );
	const notice = page.locator( '.woocommerce-store-notice' );
	await expect( notice ).toBeVisible();
	await notice.getByRole( 'button', { name: 'Ausblenden' } ).focus();
	await page.keyboard.press( 'Enter' );
	await expect( notice ).toBeHidden();

	// A fresh visit (new session): the mouse works as well.
	await context.clearCookies();
	await context.addCookies( [
		{ name: 'tresen_e2e_store_notice', value: '1', url: baseURL },
	] );
	await page.goto( '/' );
	await page.getByRole( 'button', { name: 'Ablehnen', exact: true } ).click();
	await expect( notice ).toBeVisible();
	await notice.getByRole( 'button', { name: 'Ausblenden' } ).click();
	await expect( notice ).toBeHidden();
	await page.reload();
	await expect( notice ).toBeHidden();
} );

test( 'the login form shows and hides the password by keyboard', async ( {
	page,
} ) => {
	await page.goto( '/mein-konto/' );
	const password = page.locator(
		'form.woocommerce-form-login input#password'
	);
	await password.fill( 'geheim123' );
	await expect( password ).toHaveAttribute( 'type', 'password' );

	await password.focus();
	await page.keyboard.press( 'Tab' );
	const show = page.getByRole( 'button', { name: 'Passwort anzeigen' } );
	await expect( show ).toBeFocused();
	await expect( show ).not.toHaveAttribute( 'aria-pressed' );

	await page.keyboard.press( 'Enter' );
	await expect( password ).toHaveAttribute( 'type', 'text' );
	await expect( password ).toHaveValue( 'geheim123' );
	const hide = page.getByRole( 'button', { name: 'Passwort verbergen' } );
	await expect( hide ).toBeFocused();
	await expect( hide ).not.toHaveAttribute( 'aria-pressed' );

	await page.keyboard.press( 'Space' );
	await expect( password ).toHaveAttribute( 'type', 'password' );
	await expect(
		page.getByRole( 'button', { name: 'Passwort anzeigen' } )
	).toBeFocused();
	// Still on the login page: the toggle never submits the form.
	await expect( page ).toHaveURL( /\/mein-konto\/$/ );
} );

test( 'on a phone nothing runs off the side: home, shop list, a product with deposit, cart', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 390, height: 800 } );
	for ( const path of [
		'/',
		'/shop/',
		'/produkt/berliner-helles-05-l/',
		'/warenkorb/',
	] ) {
		await page.goto( path );
		const [ scrollWidth, viewport ] = await page.evaluate( () => [
			document.documentElement.scrollWidth,
			window.innerWidth,
		] );
		expect( scrollWidth, `${ path } is no wider than the phone` ).toBe(
			viewport
		);
	}
} );
