/**
 * The checkout of a shop that sells to customers with an account only: a
 * guest is asked in a dialog to log in, the dialog is usable by keyboard,
 * and the login leads back to the checkout form. Runs on both lanes.
 */
import { test, expect } from '@playwright/test';
import { declineCookies } from './lib/shopper';
import { sitePhp } from './lib/site';

test.beforeEach( async ( { page, baseURL } ) => {
	await declineCookies( page );
	await page.context().addCookies( [
		{
			name: 'tresen_e2e_accounts_only',
			value: '1',
			url: baseURL ?? 'http://localhost:8888',
		},
	] );
} );

test( 'a guest is asked to log in and comes back to the checkout form', async ( {
	page,
} ) => {
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
