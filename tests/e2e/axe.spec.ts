/**
 * No axe-core violations (WCAG 2.0/2.1/2.2 A and AA) on the pages a
 * shopper uses: home, shop, product, cart, checkout, account, contact.
 * Both lanes.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '@playwright/test';
import { declineCookies } from './lib/shopper';
import { sitePhp } from './lib/site';

const TAGS = [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa' ];

test( 'the shopper’s pages have no axe violations', async ( { page } ) => {
	test.setTimeout( 60000 );
	await declineCookies( page );
	const urls = sitePhp< Record< string, string > >( `
		$gin = wc_get_products( array( 'name' => 'Tresen Dry Gin 0,35 l', 'limit' => 1 ) );
		return array(
			'home'    => home_url( '/' ),
			'shop'    => wc_get_page_permalink( 'shop' ),
			'product' => $gin ? get_permalink( $gin[0]->get_id() ) : '',
			'add'     => $gin ? add_query_arg( 'add-to-cart', $gin[0]->get_id(), wc_get_cart_url() ) : '',
			'cart'    => wc_get_cart_url(),
			'checkout' => wc_get_checkout_url(),
			'account' => wc_get_page_permalink( 'myaccount' ),
			'contact' => home_url( '/kontakt/' ),
		);
	` );
	await page.goto( urls.add );
	const found: Record< string, string[] > = {};
	for ( const name of [
		'home',
		'shop',
		'product',
		'cart',
		'checkout',
		'account',
		'contact',
	] ) {
		await page.goto( urls[ name ] );
		const result = await new AxeBuilder( { page } )
			.withTags( TAGS )
			.analyze();
		if ( result.violations.length ) {
			found[ name ] = result.violations.map(
				( v ) =>
					`${ v.id } (${ v.impact }): ${ v.nodes
						.slice( 0, 3 )
						.map( ( n ) => n.target.join( ' ' ) )
						.join( ' | ' ) }`
			);
		}
	}
	expect( found ).toEqual( {} );
} );
