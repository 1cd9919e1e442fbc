/**
 * Order attribution as a store owner relies on it, on both lanes: a
 * campaign visit that agreed to marketing cookies reaches the order's meta
 * through the suite's checkout; switching tracking off through WooCommerce's
 * API empties the inputs; a javascript: referrer is never recorded.
 */
import { test, expect, type Page } from '@playwright/test';
import { sitePhp } from './lib/site';

async function acceptCookies( page: Page, path: string ): Promise< void > {
	await page.goto( path );
	const banner = page.locator( '#tresen-cc-banner' );
	await banner
		.getByRole( 'button', { name: 'Alle akzeptieren', exact: true } )
		.click();
	await expect( banner ).toBeHidden();
}

/**
 * The analytics events on the page's dataLayer.
 *
 * @param page Page.
 */
const events = ( page: Page ) =>
	page.evaluate( () =>
		(
			( window as unknown as { dataLayer?: Array< { event?: string } > } )
				.dataLayer ?? []
		)
			.map( ( e ) => e.event )
			.filter( Boolean )
	);

const input = ( page: Page, name: string ) =>
	page
		.locator( `form.checkout input[name="wc_order_attribution_${ name }"]` )
		.first();

test( 'a campaign visit with consent is stored on the order', async ( {
	page,
} ) => {
	await acceptCookies(
		page,
		'/?utm_source=newsletter&utm_medium=email&utm_campaign=fruehling'
	);
	const id = sitePhp< number >(
		"return (int) wc_get_product_id_by_sku( 'TR-ALF-001' );"
	);
	await page.goto( `/warenkorb/?add-to-cart=${ id }` );
	await page.goto( '/kasse/' );
	await expect.poll( () => events( page ) ).toContain( 'begin_checkout' );
	await expect( input( page, 'source_type' ) ).toHaveValue( 'utm' );
	await expect( input( page, 'utm_source' ) ).toHaveValue( 'newsletter' );

	const email = `herkunft-${ Date.now() }@example.test`;
	await page.locator( '#billing_first_name' ).fill( 'Erika' );
	await page.locator( '#billing_last_name' ).fill( 'Musterfrau' );
	await page.locator( '#billing_address_1' ).fill( 'Hauptstraße 1' );
	await page.locator( '#billing_postcode' ).fill( '10115' );
	await page.locator( '#billing_city' ).fill( 'Berlin' );
	await page.locator( '#billing_email' ).fill( email );
	await page.locator( '#billing_phone' ).fill( '030 1234567' );
	await page.locator( '#terms' ).check();
	await page
		.getByRole( 'button', { name: 'Zahlungspflichtig bestellen' } )
		.click();
	await expect( page ).toHaveURL( /order-received|bestellung-erhalten/ );
	await expect.poll( () => events( page ) ).toEqual( [ 'purchase' ] );
	const meta = sitePhp< Record< string, string > >( `
		$orders = wc_get_orders( array( 'billing_email' => ${ JSON.stringify( email ) }, 'limit' => 1 ) );
		$order = $orders[0];
		return array(
			'type' => (string) $order->get_meta( '_wc_order_attribution_source_type' ),
			'source' => (string) $order->get_meta( '_wc_order_attribution_utm_source' ),
			'campaign' => (string) $order->get_meta( '_wc_order_attribution_utm_campaign' ),
		);
	` );
	expect( meta ).toEqual( {
		type: 'utm',
		source: 'newsletter',
		campaign: 'fruehling',
	} );
} );

test( 'tracking switched off through WooCommerce’s API empties the checkout’s values', async ( {
	page,
} ) => {
	await acceptCookies( page, '/?utm_source=newsletter&utm_medium=email' );
	const id = sitePhp< number >(
		"return (int) wc_get_product_id_by_sku( 'TR-ALF-001' );"
	);
	await page.goto( `/warenkorb/?add-to-cart=${ id }` );
	await page.goto( '/kasse/' );
	await expect( input( page, 'utm_source' ) ).toHaveValue( 'newsletter' );
	await page.evaluate( () =>
		(
			window as unknown as {
				wc_order_attribution: {
					setOrderTracking: ( a: boolean ) => void;
				};
			}
		 ).wc_order_attribution.setOrderTracking( false )
	);
	await expect( input( page, 'utm_source' ) ).toHaveValue( '' );
	expect(
		await page.evaluate( () =>
			window.localStorage.getItem( 'tresen_order_attribution' )
		)
	).toBeNull();
} );

test( 'a javascript: referrer is never recorded', async ( { page } ) => {
	await acceptCookies( page, '/' );
	await page.evaluate( () =>
		window.localStorage.removeItem( 'tresen_order_attribution' )
	);
	// A page whose referrer is a javascript: address, as a malicious link would make it.
	await page.goto( '/kontakt/', {
		referer: 'javascript:alert(document.cookie)',
	} );
	const stored = await page.evaluate(
		() => window.localStorage.getItem( 'tresen_order_attribution' ) ?? ''
	);
	expect( stored ).not.toContain( 'javascript:' );
} );

test( 'analytics: nothing on the dataLayer without consent; with it, view, add and remove', async ( {
	page,
} ) => {
	const gin = sitePhp< string >(
		"return (string) get_permalink( wc_get_product_id_by_sku( 'TR-GIN-001' ) );"
	);
	await page.goto( '/' );
	await page
		.locator( '#tresen-cc-banner' )
		.getByRole( 'button', { name: 'Ablehnen', exact: true } )
		.click();
	await page.goto( gin );
	await page.locator( 'form.cart .single_add_to_cart_button' ).click();
	await expect(
		page.locator( 'a.header-cart-link [data-cart-count]' )
	).toHaveText( '1' );
	expect( await events( page ) ).toEqual( [] );
	// (The consent plugin's Google Consent Mode bridge may hold its own "consent default" entry.)

	// Once the visitor agrees, the next pages push their events (nothing from before).
	await page.context().clearCookies();
	await acceptCookies( page, '/' );
	await page.goto( gin );
	await expect.poll( () => events( page ) ).toEqual( [ 'view_item' ] );
	const view = await page.evaluate(
		() =>
			(
				window as unknown as {
					dataLayer: Array< Record< string, any > >;
				}
			 ).dataLayer.find( ( e ) => e.event === 'view_item' ) ?? {}
	);
	expect( view.visitor_type ).toBe( 'guest' );
	expect( view.ecommerce.currency ).toBe( 'EUR' );
	expect( view.ecommerce.items[ 0 ] ).toMatchObject( {
		item_sku: 'TR-GIN-001',
		price: 25.9,
		item_category: 'Gin',
	} );
	await page.locator( 'form.cart .single_add_to_cart_button' ).click();
	await expect
		.poll( () => events( page ) )
		.toEqual( [ 'view_item', 'add_to_cart' ] );
	await page.locator( 'a.header-cart-link' ).click();
	await page.locator( '.woocommerce-mini-cart .remove' ).first().click();
	await expect
		.poll( () => events( page ) )
		.toEqual( [ 'view_item', 'add_to_cart', 'remove_from_cart' ] );
} );
