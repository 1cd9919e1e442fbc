/**
 * Attribution and analytics on WooCommerce's Checkout block (real lane
 * only; the double has no blocks): WooCommerce's own recorder reaches the
 * order only after marketing consent, and the GA4 events begin_checkout,
 * add_shipping_info, add_payment_info and purchase come once each, only
 * after analytics consent.
 */
import { test, expect, type Page } from '@playwright/test';
import { addToCart } from './lib/checkout';
import { declineCookies, orderIdOf } from './lib/shopper';
import { sitePhp } from './lib/site';
import {
	openBlockCheckout,
	placeBlockOrder,
	withBlockCheckout,
} from './lib/blocks';

test.describe.configure( { mode: 'serial' } );
const pages = withBlockCheckout();

/**
 * Keeps every event pushed to the dataLayer in the tab's sessionStorage, so
 * the events of the checkout survive its navigation to the order-received page.
 *
 * @param page Page.
 */
async function recordEvents( page: Page ): Promise< void > {
	await page.addInitScript( () => {
		const seen: unknown[] = [];
		const layer = seen as unknown[] & {
			push: ( ...e: unknown[] ) => number;
		};
		layer.push = ( ...entries: unknown[] ) => {
			for ( const e of entries ) {
				const name = ( e as { event?: unknown } )?.event;
				if ( typeof name === 'string' ) {
					const all = JSON.parse(
						sessionStorage.getItem( 'e2e-events' ) || '[]'
					);
					all.push( name );
					sessionStorage.setItem(
						'e2e-events',
						JSON.stringify( all )
					);
				}
			}
			return Array.prototype.push.apply( seen, entries );
		};
		( window as unknown as { dataLayer: unknown[] } ).dataLayer = layer;
	} );
}

const recorded = ( page: Page ) =>
	page.evaluate(
		() =>
			JSON.parse(
				sessionStorage.getItem( 'e2e-events' ) || '[]'
			) as string[]
	);

/**
 * Buys an alcohol-free drink by bank transfer on the block checkout.
 *
 * @param page Page.
 * @return The order's attribution meta.
 */
async function buy( page: Page ): Promise< Record< string, string > > {
	await addToCart( page, 'TR-ALF-001' );
	await openBlockCheckout( page, pages );
	await page
		.locator( '#email' )
		.fill( `blocks-ga-${ Date.now() }@example.test` );
	await page.locator( '#shipping-first_name' ).fill( 'Erika' );
	await page.locator( '#shipping-last_name' ).fill( 'Musterfrau' );
	await page.locator( '#shipping-address_1' ).fill( 'Torstraße 1' );
	await page.locator( '#shipping-postcode' ).fill( '10119' );
	await page.locator( '#shipping-city' ).fill( 'Berlin' );
	await placeBlockOrder( page );
	await expect( page ).toHaveURL( /order-received|bestellung-erhalten/, {
		timeout: 30_000,
	} );
	return sitePhp< Record< string, string > >( `
		$order = wc_get_order( ${ orderIdOf( page ) } );
		return array(
			'type' => (string) $order->get_meta( '_wc_order_attribution_source_type' ),
			'source' => (string) $order->get_meta( '_wc_order_attribution_utm_source' ),
		);
	` );
}

test( 'with consent the campaign reaches the order and each GA4 event comes once', async ( {
	page,
} ) => {
	test.setTimeout( 240_000 );
	await recordEvents( page );
	await page.goto(
		'/?utm_source=newsletter&utm_medium=email&utm_campaign=fruehling'
	);
	const banner = page.locator( '#tresen-cc-banner' );
	await banner
		.getByRole( 'button', { name: 'Alle akzeptieren', exact: true } )
		.click();
	await expect( banner ).toBeHidden();

	const attribution = await buy( page );
	expect( attribution ).toEqual( { type: 'utm', source: 'newsletter' } );
	await expect
		.poll( () => recorded( page ) )
		.toEqual( expect.arrayContaining( [ 'purchase' ] ) );
	const events = ( await recorded( page ) ).filter( ( e ) =>
		[
			'begin_checkout',
			'add_shipping_info',
			'add_payment_info',
			'purchase',
		].includes( e )
	);
	expect( events ).toEqual( [
		'begin_checkout',
		'add_shipping_info',
		'add_payment_info',
		'purchase',
	] );
} );

test( 'without consent no attribution is saved and no event is pushed', async ( {
	page,
} ) => {
	test.setTimeout( 240_000 );
	await recordEvents( page );
	await declineCookies( page );
	await page.goto( '/?utm_source=newsletter&utm_medium=email' );
	expect( await buy( page ) ).toEqual( { type: '', source: '' } );
	expect( await recorded( page ) ).toEqual( [] );
} );
