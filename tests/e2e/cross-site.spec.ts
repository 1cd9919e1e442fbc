/**
 * Cart writes from another website are refused, whatever cookies the
 * browser sends along: add, remove, quantity and the cart form. The shop's
 * own requests and add-to-cart links from anywhere keep working. Both lanes.
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import { sitePhp } from './lib/site';

const EVIL = { Origin: 'https://evil.example' };
const REFUSED =
	'Diese Anfrage kam von einer anderen Website und wurde abgelehnt.';

function ginId(): number {
	return sitePhp< number >( `
		$found = wc_get_products( array( 'name' => 'Tresen Dry Gin 0,35 l', 'limit' => 1, 'return' => 'ids' ) );
		return (int) ( $found[0] ?? 0 );
	` );
}

/**
 * Items in the shopper's cart, from the cart page.
 *
 * @param request The shopper's request context (cookies).
 */
async function cartRows( request: APIRequestContext ): Promise< number > {
	const html = await ( await request.get( '/warenkorb/' ) ).text();
	return ( html.match( /class="[^"]*\bcart_item\b/g ) ?? [] ).length;
}

test( 'another site cannot change the shopper’s cart; the shop itself can', async ( {
	request,
	baseURL,
} ) => {
	const id = ginId();
	// A link from anywhere still adds (a top-level navigation, e.g. from a newsletter).
	expect(
		( await request.get( `/warenkorb/?add-to-cart=${ id }` ) ).ok()
	).toBe( true );
	expect( await cartRows( request ) ).toBe( 1 );
	// Keys do not matter: every attempt is refused before WooCommerce looks at it.
	const key = 'any';

	const add = await request.post( '/?wc-ajax=add_to_cart', {
		headers: EVIL,
		form: { product_id: String( id ), quantity: '5' },
	} );
	expect( add.status() ).toBe( 403 );
	expect( ( await add.json() ).data.message ).toContain( REFUSED );

	const remove = await request.post( '/?wc-ajax=remove_from_cart', {
		headers: { 'Sec-Fetch-Site': 'cross-site' },
		form: { cart_item_key: key },
	} );
	expect( remove.status() ).toBe( 403 );

	const quantity = await request.post(
		'/?wc-ajax=flatsome_ajax_cart_item_alter_quantity',
		{ headers: EVIL, form: { cart_item_key: key, quantity: '0' } }
	);
	expect( quantity.status() ).toBe( 403 );

	const form = await request.post( '/warenkorb/', {
		headers: EVIL,
		form: { 'add-to-cart': String( id ), quantity: '3' },
	} );
	expect( form.status() ).toBe( 403 );
	expect( await form.text() ).toContain( REFUSED );

	expect( await cartRows( request ) ).toBe( 1 );

	// The shop's own page may (same origin).
	const own = await request.post( '/?wc-ajax=add_to_cart', {
		headers: { Origin: new URL( baseURL ?? '' ).origin },
		form: { product_id: String( id ), quantity: '1' },
	} );
	expect( own.status() ).toBe( 200 );
	expect( ( await own.json() ).fragments ).toBeTruthy();
} );
