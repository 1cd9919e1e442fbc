/**
 * PayPal on WooCommerce's Cart and Checkout blocks (real lane only; the
 * double has no blocks), against the PayPal stand-in and the fake SDK: the
 * Cart block's express button (to PayPal, back to the checkout with the
 * approval, the order placed there). The Checkout block's own button is
 * not tested here: see docs/block-checkout.md, "Payments" (known problem).
 */
import { test, expect } from '@playwright/test';
import { addToCart } from './lib/checkout';
import { born, orderIdOf } from './lib/shopper';
import { sitePhp } from './lib/site';
import { withStandin } from './lib/standin';
import { openBlockCart, withBlockCheckout } from './lib/blocks';
import {
	connectShop,
	disconnectShop,
	serveFakeSdk,
	startStandin,
	type Standin,
} from './lib/paypal';

const SHOP = process.env.TRESEN_E2E_URL || 'http://localhost:8888';
const BEER = 'TR-BIE-001';
const RECEIVED = /order-received|bestellung-erhalten/;

test.describe.configure( { mode: 'serial', timeout: 120_000 } );
const pages = withBlockCheckout();

let standin: Standin;

withStandin( {
	start: async () => ( standin = await startStandin( SHOP ) ),
	connect: connectShop,
	disconnect: disconnectShop,
	browser: ( s, context ) => serveFakeSdk( context, s, SHOP ),
} );

/**
 * The order as the owner sees it, and PayPal's captures for it.
 *
 * @param id Order id.
 */
async function paid( id: number ) {
	const order = sitePhp< {
		status: string;
		paid: boolean;
		method: string;
	} >( `
		$order = wc_get_order( ${ id } );
		return array( 'status' => $order->get_status(), 'paid' => $order->is_paid(), 'method' => $order->get_payment_method() );
	` );
	const captures = ( await standin.state() ).captures as unknown[];
	return { ...order, captures: captures.length };
}

test( 'PayPal express from the Cart block: approval, back to the block checkout, the order placed there is paid once', async ( {
	page,
} ) => {
	await addToCart( page, BEER );
	await openBlockCart( page, pages );
	await page
		.locator( '.tresen-paypal-block--express' )
		.getByRole( 'button', { name: 'PayPal' } )
		.click();
	await expect( page ).toHaveURL( /kasse|checkout/, { timeout: 30_000 } );
	await expect( page.locator( '.wc-block-checkout__form' ) ).toBeVisible( {
		timeout: 20_000,
	} );
	// The address comes from PayPal (the checkout shows it as a saved address); the date of birth is the shopper's.
	await page
		.locator( '#contact-tresen-legal-birth-date' )
		.fill( born( 30 ).split( '-' ).reverse().join( '.' ) );
	await page.getByRole( 'radio', { name: 'PayPal', exact: true } ).check();
	await expect(
		page.locator( '.tresen-paypal-block__approved' )
	).toContainText( 'Du hast die Zahlung bei PayPal bestätigt' );
	await page
		.locator( '.wc-block-components-checkout-place-order-button' )
		.click();
	await expect( page ).toHaveURL( RECEIVED, { timeout: 30_000 } );
	expect( await paid( orderIdOf( page ) ) ).toMatchObject( {
		status: 'processing',
		paid: true,
		method: 'ppcp-gateway',
		captures: 1,
	} );
} );
