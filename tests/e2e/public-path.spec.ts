/**
 * The storefront's bundles load their lazy chunks (here the cart's, on the
 * product page) from beside themselves when a CDN serves them, and from the
 * storefront plugin's build folder when a page optimizer serves them from its
 * own cache (minify/combine plugins). Both rewrite every script address of
 * the page, so the test rewrites each of the storefront's: its entries share
 * one webpack runtime and so one chunk address.
 */
import { test, expect, type Page } from '@playwright/test';
import { declineCookies } from './lib/shopper';
import { sitePhp } from './lib/site';

const BUILD = '/wp-content/plugins/tresen-storefront/build/';

/**
 * Opens a product page whose HTML had the storefront's script addresses
 * rewritten, and returns the URLs the cart's lazy chunks came from.
 *
 * @param page    Page.
 * @param rewrite Turns an original script URL into the served one.
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
			/(["'])(https?:\/\/[^"']+\/wp-content\/plugins\/tresen-storefront\/build\/[\w-]+\.js\?ver=[^"']+)\1/g,
			( _m, quote: string, src: string ) => {
				const url = rewrite( new URL( src ) );
				served.push( url );
				return `${ quote }${ url }${ quote }`;
			}
		);
		await route.fulfill( { response, body: html } );
	} );
	// The optimizer's copies: the real files.
	await page.route(
		/\/wp-content\/cache\/min\/tresen-[\w-]+\.js/,
		async ( route ) => {
			const name = /tresen-([\w-]+)\.js/.exec(
				route.request().url()
			)![ 1 ];
			const original = await page.request.get(
				new URL( `${ BUILD }${ name }.js`, product ).href
			);
			await route.fulfill( {
				status: 200,
				contentType: 'application/javascript',
				body: await original.text(),
			} );
		}
	);
	const chunks: URL[] = [];
	page.on( 'request', ( request ) => {
		// The cart's chunks.
		if ( /\/cart-[\w-]+\.js/.test( request.url() ) ) {
			chunks.push( new URL( request.url() ) );
		}
	} );
	await page.goto( product );
	expect(
		served.some( ( url ) => /(\/|tresen-)cart\.js/.test( url ) ),
		'the page named cart.js'
	).toBe( true );
	// The quantity buttons come with the page's HTML, so the first chunk
	// cart.js asks for is the add-to-cart code, on the press.
	await page.locator( 'form.cart .single_add_to_cart_button' ).click();
	await expect
		.poll( () => chunks.length, {
			message: 'a cart chunk loads',
		} )
		.toBeGreaterThan( 0 );
	// And the product form works: adding updates the header count without a reload.
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
			`${ original.origin }/wp-content/cache/min/tresen-${
				/([\w-]+)\.js$/.exec( original.pathname )![ 1 ]
			}.js`
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
