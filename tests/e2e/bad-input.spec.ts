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

test( 'a million characters in the contact form without JavaScript: a whole German page with the field’s error', async ( {
	request,
} ) => {
	const page = await ( await request.get( '/kontakt/' ) ).text();
	const hidden = ( name: string ): string =>
		page.match( new RegExp( `name="${ name }" value="([^"]*)"` ) )?.[ 1 ] ??
		'';
	const huge = 'Riesling '.repeat( 111112 );
	const response = await request.post( '/kontakt/', {
		form: {
			_wpcf7: hidden( '_wpcf7' ),
			_wpcf7_version: hidden( '_wpcf7_version' ),
			_wpcf7_locale: hidden( '_wpcf7_locale' ),
			_wpcf7_unit_tag: hidden( '_wpcf7_unit_tag' ),
			_wpcf7_container_post: hidden( '_wpcf7_container_post' ),
			_tresen_fill_ms: '9000',
			'your-name': huge,
			'your-email': 'jana@example.de',
			'your-subject': 'Frage',
			'your-message': huge,
			'privacy-consent': '1',
		},
	} );
	expect( response.status() ).toBe( 200 );
	const html = await response.text();
	expect( html ).toContain( '</html>' );
	expect( html ).toContain( 'Die Eingabe in diesem Feld ist zu lang.' );
	expect( html.length ).toBeLessThan( 200000 );
	expect( html ).not.toMatch( /Fatal error|kritischer Fehler/ );
} );

test( 'a contact upload kept for a failed mail is not served to anyone with its address', async ( {
	request,
} ) => {
	const url = sitePhp< string >( `
		$tmp = tempnam( get_temp_dir(), 'beleg' );
		file_put_contents( $tmp, '%PDF-1.4 Kontoauszug Jana Beispiel' );
		$stored = \\Tresen\\ContactForm\\Uploads::store( array( array( 'tmp' => $tmp, 'ext' => 'pdf', 'name' => 'beleg.pdf' ) ) );
		$path = (string) reset( $stored );
		$uploads = wp_upload_dir();
		return str_replace( $uploads['basedir'], $uploads['baseurl'], $path );
	` );
	expect( url ).toMatch(
		/tresen-contact-form\/[0-9a-f]{32}\/[0-9a-f]{24}\.pdf\.php$/
	);
	const response = await request.get( new URL( url ).pathname );
	expect( response.status() ).toBe( 404 );
	expect( await response.text() ).not.toContain( 'Kontoauszug' );
	sitePhp(
		`\\Tresen\\ContactForm\\Uploads::purge( time() + 400 * DAY_IN_SECONDS ); return 1;`
	);
} );
