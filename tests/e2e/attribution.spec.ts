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
