/**
 * Malformed requests to the cart get a German message and a 400, never
 * WooCommerce's fatal error page (real WooCommerce 10.5 answers
 * `cart_item_key[]=x` with HTTP 500) or a silently emptied item. Both lanes.
 */
import { test, expect } from '@playwright/test';
import { sitePhp } from './lib/site';

test( 'lists, unreadable text and impossible quantities are refused in German', async ( {
	request,
} ) => {
	const id = sitePhp< number >( `
		$found = wc_get_products( array( 'name' => 'Tresen Dry Gin 0,35 l', 'limit' => 1, 'return' => 'ids' ) );
		return (int) ( $found[0] ?? 0 );
	` );
	await request.get( `/warenkorb/?add-to-cart=${ id }` );
	const cases: Array< [ string, string ] > = [
		[ 'remove_from_cart', 'cart_item_key[]=x' ],
		[ 'add_to_cart', `product_id=${ id }&security[]=a` ],
		[ 'add_to_cart', `product_id=${ id }&quantity=1e309` ],
		[ 'add_to_cart', `product_id=${ id }&quantity=-3` ],
		[ 'add_to_cart', `product_id=${ id }&quantity=1.5` ],
		[ 'add_to_cart', `product_id=${ id }%C3%28` ],
	];
	for ( const [ endpoint, body ] of cases ) {
		const response = await request.post( `/?wc-ajax=${ endpoint }`, {
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
			data: body,
		} );
		const label = `${ endpoint } ${ body }`;
		expect( response.status(), label ).toBe( 400 );
		const reply = await response.json();
		expect( reply.success, label ).toBe( false );
		expect( reply.data.message, label ).toMatch(
			/^(Deine Anfrage|Bitte gib eine gültige Menge ein\.)/
		);
	}
	const html = await ( await request.get( '/warenkorb/' ) ).text();
	expect( html.match( /class="[^"]*\bcart_item\b/g ) ?? [] ).toHaveLength(
		1
	);
	expect( html ).toMatch( /name="cart\[[a-f0-9]+\]\[qty\]"[^>]*value="1"/ );
} );
