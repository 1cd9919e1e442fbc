/**
 * Pages with a shopper's items, name, e-mail or address must never be kept
 * by a page cache (a cache would show them to the next visitor); pages
 * without them stay cacheable. WooCommerce marks cart, checkout and account
 * pages with no-cache headers; the suite must not lose them. Both lanes.
 */
import { test, expect, type APIResponse } from '@playwright/test';
import { sitePhp } from './lib/site';

/**
 * Whether a shared cache may store the response (RFC 9111): not when it is
 * private, no-store, or no-cache with max-age=0 (revalidate every time).
 *
 * @param response Response.
 */
function cacheable( response: APIResponse ): boolean {
	const header = response.headers()[ 'cache-control' ] ?? '';
	const directives = header
		.toLowerCase()
		.split( ',' )
		.map( ( d ) => d.trim() );
	return ! (
		directives.includes( 'private' ) ||
		directives.includes( 'no-store' ) ||
		( directives.includes( 'no-cache' ) &&
			directives.includes( 'max-age=0' ) )
	);
}

function ginId(): number {
	return sitePhp< number >( `
		$found = wc_get_products( array( 'name' => 'Tresen Dry Gin 0,35 l', 'limit' => 1, 'return' => 'ids' ) );
		return (int) ( $found[0] ?? 0 );
	` );
}

test( 'cart, checkout and account are never cacheable; home, shop and product pages are', async ( {
	request,
} ) => {
	// A shopper with an item in the cart (the session cookie is set now).
	const add = await request.get( `/warenkorb/?add-to-cart=${ ginId() }` );
	expect( add.ok() ).toBe( true );
	for ( const path of [
		'/warenkorb/',
		'/kasse/',
		'/mein-konto/',
		'/mein-konto/lost-password/',
	] ) {
		const response = await request.get( path );
		expect( response.status(), path ).toBe( 200 );
		expect(
			cacheable( response ),
			`${ path } is cacheable: Cache-Control "${
				response.headers()[ 'cache-control' ] ?? ''
			}"`
		).toBe( false );
	}
	const open = sitePhp< string[] >( `
		return array( home_url( '/' ), wc_get_page_permalink( 'shop' ), (string) get_permalink( ${ ginId() } ) );
	` );
	for ( const url of open ) {
		const path = new URL( url ).pathname;
		const response = await request.get( path );
		expect( response.status(), path ).toBe( 200 );
		expect( cacheable( response ), `${ path } should stay cacheable` ).toBe(
			true
		);
	}
} );
