/**
 * The cart bundle loads its lazy chunks (product page, cart page) from the
 * theme's build folder even when a page optimizer serves the bundle itself
 * from somewhere else (as minify/combine plugins do).
 */
import { test, expect } from '@playwright/test';
import { declineCookies } from './lib/shopper';
import { sitePhp } from './lib/site';

test( 'lazy chunks come from the theme’s build folder when cart.js is served from an optimizer’s cache', async ( {
	page,
} ) => {
	await declineCookies( page );
	const product = sitePhp< string >(
		"return (string) get_permalink( wc_get_product_id_by_sku( 'TR-BIE-001' ) );"
	);
	const moved = '/wp-content/cache/min/tresen-cart.js';
	// The optimizer rewrote the page to load the bundle from its cache folder…
	await page.route( product, async ( route ) => {
		const response = await route.fetch();
		const html = ( await response.text() ).replace(
			/\/wp-content\/themes\/tresen\/build\/cart\.js\?ver=[^"']+/,
			moved
		);
		await route.fulfill( { response, body: html } );
	} );
	// … and serves the same file there.
	await page.route( `**${ moved }`, async ( route ) => {
		const original = await page.request.get(
			new URL( '/wp-content/themes/tresen/build/cart.js', product ).href
		);
		await route.fulfill( {
			status: 200,
			contentType: 'application/javascript',
			body: await original.text(),
		} );
	} );
	const chunks: string[] = [];
	page.on( 'request', ( request ) => {
		if ( /cart-product.*\.js/.test( request.url() ) ) {
			chunks.push( new URL( request.url() ).pathname );
		}
	} );
	await page.goto( product );
	await expect
		.poll( () => chunks.length, {
			message: 'the product page chunk loads',
		} )
		.toBeGreaterThan( 0 );
	expect( chunks[ 0 ] ).toMatch( /^\/wp-content\/themes\/tresen\/build\// );

	// And the product form works: adding updates the header count without a reload.
	await page.locator( 'form.cart .single_add_to_cart_button' ).click();
	await expect(
		page.locator( 'a.header-cart-link [data-cart-count]' )
	).toHaveText( '1' );
} );
