/**
 * No axe-core violations (WCAG 2.0/2.1/2.2 A and AA, plus the rules the
 * measurement found: label-content-name-mismatch, scope-attr-valid,
 * heading-order) on the pages a shopper uses. One test per page, both lanes.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '@playwright/test';
import { declineCookies } from './lib/shopper';
import { sitePhp } from './lib/site';

const TAGS = [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa' ];

/** Page name => PHP expression of its URL. */
const PAGES: Record< string, string > = {
	home: "home_url( '/' )",
	shop: "wc_get_page_permalink( 'shop' )",
	product: 'get_permalink( $gin )',
	cart: 'wc_get_cart_url()',
	checkout: 'wc_get_checkout_url()',
	account: "wc_get_page_permalink( 'myaccount' )",
	contact: "home_url( '/kontakt/' )",
	wishlist: "get_permalink( (int) get_option( 'tresen_wishlist_page_id' ) )",
};

function ginId(): number {
	return sitePhp< number >( `
		$found = wc_get_products( array( 'name' => 'Tresen Dry Gin 0,35 l', 'limit' => 1, 'return' => 'ids' ) );
		return (int) ( $found[0] ?? 0 );
	` );
}

for ( const [ name, expression ] of Object.entries( PAGES ) ) {
	test( `no axe violations: ${ name }`, async ( { page } ) => {
		await declineCookies( page );
		const gin = ginId();
		const url = sitePhp< string >(
			`$gin = ${ gin }; return (string) ${ expression };`
		);
		if ( name === 'cart' || name === 'checkout' ) {
			await page.goto( `/warenkorb/?add-to-cart=${ gin }` );
		}
		if ( name === 'wishlist' ) {
			// A list with an item, so the table and its controls are scanned.
			await page.goto( url );
			await page.evaluate( async ( id ) => {
				const ajax = '/wp-admin/admin-ajax.php';
				const state = await fetch( ajax, {
					method: 'POST',
					body: new URLSearchParams( { action: 'load_fragments' } ),
				} ).then( ( r ) => r.json() );
				await fetch( ajax, {
					method: 'POST',
					body: new URLSearchParams( {
						action: 'add_to_wishlist',
						nonce: state.nonce,
						add_to_wishlist: String( id ),
					} ),
				} );
			}, gin );
		}
		await page.goto( url );
		// One options object: AxeBuilder#options() replaces what withTags() set.
		const result = await new AxeBuilder( { page } )
			.options( {
				runOnly: { type: 'tag', values: TAGS },
				rules: {
					'label-content-name-mismatch': { enabled: true },
					'scope-attr-valid': { enabled: true },
					'heading-order': { enabled: true },
				},
			} )
			.analyze();
		expect(
			result.violations.map(
				( v ) =>
					`${ v.id } (${ v.impact }): ${ v.nodes
						.slice( 0, 3 )
						.map( ( n ) => n.target.join( ' ' ) )
						.join( ' | ' ) }`
			)
		).toEqual( [] );
	} );
}
