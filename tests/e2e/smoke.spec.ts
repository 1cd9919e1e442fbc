/**
 * Smoke flow: a guest walks from the home page through the shop and a
 * product page to the cart, and sees a German shop without PHP errors.
 */
import { test, expect, type Page } from '@playwright/test';

const phpError = /(Fatal error|Warning|Notice|Deprecated|Parse error):/;

async function expectCleanPage( page: Page ) {
	await expect( page.locator( 'html' ) ).toHaveAttribute( 'lang', 'de-DE' );
	const body = await page.locator( 'body' ).innerText();
	expect( body ).not.toMatch( phpError );
}

test( 'home, shop, product page and cart', async ( { page } ) => {
	await page.goto( '/' );
	await expectCleanPage( page );
	// The header: search, account, wishlist and cart (its count comes later, from fragments).
	const header = page.locator( 'header#masthead' );
	await expect(
		header.getByRole( 'searchbox', { name: 'Produkte suchen' } )
	).toBeVisible();
	await expect(
		header.getByRole( 'link', { name: /Mein Konto/ } )
	).toBeVisible();
	await expect(
		header.getByRole( 'link', { name: /Wunschliste/ } )
	).toBeVisible();
	await expect( header.locator( '[data-cart-count]' ) ).toHaveText( '0' );
	// The footer: legal pages and the way back to the cookie settings.
	const footer = page.locator( 'footer' );
	for ( const name of [
		'Impressum',
		'Datenschutzerklärung',
		'AGB',
		'Widerrufsbelehrung',
	] ) {
		await expect( footer.getByRole( 'link', { name } ) ).toBeVisible();
	}
	await expect(
		footer.getByRole( 'link', { name: 'Cookie-Einstellungen' } )
	).toBeVisible();
	await expect(
		page.getByRole( 'link', { name: /Warenkorb/ } ).first()
	).toBeVisible();

	await page.goto( '/shop/' );
	await expectCleanPage( page );
	const products = page.locator( 'ul.products li.product' );
	expect( await products.count() ).toBeGreaterThanOrEqual( 12 );
	// Prices in German format with VAT note.
	await expect( page.locator( '.price' ).first() ).toContainText( '€' );
	await expect( page.getByText( /inkl\. MwSt\./ ).first() ).toBeVisible();

	// A German string from a script: the cart script's "View cart" link comes
	// from @wordpress/i18n and the theme's script translation (JSON) file.
	await page.getByRole( 'button', { name: 'Ablehnen' } ).click();
	await page
		.locator(
			'ul.products li.product.product-type-simple.instock a.ajax_add_to_cart'
		)
		.first()
		.click();
	await expect(
		page.getByRole( 'link', { name: 'Warenkorb anzeigen' } ).first()
	).toBeVisible();

	// The spec's example product: 0,35 l, 40 % vol, 25,90 €, unit price 74,00 € / 1 l.
	// WooCommerce sends a search with a single result straight to the product.
	await page.goto( '/?s=Tresen+Dry+Gin&post_type=product' );
	if ( ! ( await page.locator( 'body.single-product' ).count() ) ) {
		await page
			.locator( 'ul.products li.product a', {
				hasText: 'Tresen Dry Gin 0,35 l',
			} )
			.first()
			.click();
	}
	await expectCleanPage( page );
	await expect( page.locator( 'h1' ) ).toHaveText( 'Tresen Dry Gin 0,35 l' );
	const summary = page.locator( '.summary' );
	await expect( summary.locator( '.price' ).first() ).toHaveText(
		/25,90\s€/
	);
	await expect( summary.locator( '.tresen-unit-price' ) ).toHaveText(
		/74,00\s€ \/ 1 l/
	);
	await expect( summary.getByText( /inkl\. MwSt\./ ) ).toBeVisible();
	await expect( page.locator( 'form.cart' ) ).toBeVisible();

	await page.goto( '/warenkorb/' );
	await expectCleanPage( page );
	await expect( page.locator( 'h1' ) ).toContainText( 'Warenkorb' );
	await expect(
		page.locator( 'form.woocommerce-cart-form .cart_item' )
	).toHaveCount( 1 );
} );
