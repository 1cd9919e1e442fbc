/**
 * The cart bundle loads its lazy chunks (product page, cart page) from
 * beside itself when a CDN serves it, and from the storefront plugin's build folder when
 * a page optimizer serves it from its own cache (minify/combine plugins).
 */
import { test, expect, type Page } from '@playwright/test';
import { declineCookies } from './lib/shopper';
import { sitePhp } from './lib/site';

const BUILD = '/wp-content/plugins/tresen-storefront/build/';

/**
 * Opens a product page whose HTML had cart.js's address rewritten, and
 * returns the URLs the page's lazy product chunk came from.
 *
 * @param page    Page.
 * @param rewrite Turns the original cart.js URL into the served one.
 */
async function productPageWith(
	page: Page,
	rewrite: ( original: URL ) => string
): Promise< URL[] > {
	await declineCookies( page );
	const product = sitePhp< string >(
		"return (string) get_permalink( wc_get_product_id_by_sku( 'TR-BIE-001' ) );"
	);
	const served: string[] = [];
	await page.route( product, async ( route ) => {
		const response = await route.fetch();
		const html = ( await response.text() ).replace(
			/(["'])(https?:\/\/[^"']+\/wp-content\/plugins\/tresen-storefront\/build\/cart\.js\?ver=[^"']+)\1/,
			( _m, quote: string, src: string ) => {
				const url = rewrite( new URL( src ) );
				served.push( url );
				return `${ quote }${ url }${ quote }`;
			}
		);
		await route.fulfill( { response, body: html } );
	} );
	// Whatever address the page now names for cart.js, it gets the real file.
	await page.route( /cart\.js|tresen-cart\.js/, async ( route ) => {
		const original = await page.request.get(
			new URL( `${ BUILD }cart.js`, product ).href
		);
		await route.fulfill( {
			status: 200,
			contentType: 'application/javascript',
			body: await original.text(),
		} );
	} );
	const chunks: URL[] = [];
	page.on( 'request', ( request ) => {
		// The cart's chunks (the product page loads its quantity buttons at once).
		if ( /\/cart-[\w-]+\.js/.test( request.url() ) ) {
			chunks.push( new URL( request.url() ) );
		}
	} );
	await page.goto( product );
	expect( served, 'the page named cart.js' ).toHaveLength( 1 );
	await expect
		.poll( () => chunks.length, {
			message: 'a cart chunk loads',
		} )
		.toBeGreaterThan( 0 );
	// And the product form works: adding updates the header count without a reload.
	await page.locator( 'form.cart .single_add_to_cart_button' ).click();
	await expect(
		page.locator( 'a.header-cart-link [data-cart-count]' )
	).toHaveText( '1' );
	return chunks;
}

test( 'served from an optimizer’s cache, cart.js loads its chunks from the storefront plugin’s build folder', async ( {
	page,
} ) => {
	const chunks = await productPageWith(
		page,
		( original ) =>
			`${ original.origin }/wp-content/cache/min/tresen-cart.js`
	);
	expect( chunks[ 0 ].pathname.startsWith( BUILD ) ).toBe( true );
} );

test( 'served from a CDN host, cart.js loads its chunks from that host', async ( {
	page,
} ) => {
	// The "CDN": the same server under another host name. Chromium asks
	// before a page reaches another loopback host (a real CDN is public).
	await page.context().grantPermissions( [ 'local-network-access' ] );
	const chunks = await productPageWith( page, ( original ) => {
		const cdn = new URL( original.href );
		cdn.hostname =
			original.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
		return cdn.href;
	} );
	const cdnHost = chunks[ 0 ].hostname;
	expect( [ 'localhost', '127.0.0.1' ] ).toContain( cdnHost );
	expect( chunks[ 0 ].pathname.startsWith( BUILD ) ).toBe( true );
	expect( cdnHost ).not.toBe( new URL( page.url() ).hostname );
} );
