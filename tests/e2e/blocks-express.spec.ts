/**
 * Stripe's Express Checkout Element on WooCommerce's Cart and Checkout
 * blocks (real lane only; the double has no blocks), against the Stripe
 * stand-in and the fake Stripe.js with its Express Checkout Element
 * (tests/e2e/lib/stripe-express.ts): a guest pays from the block cart and
 * from the block checkout; the amounts are the server's, the order has the
 * total the sheet showed and is charged once.
 */
import { test, expect, type Page } from '@playwright/test';
import { addToCart } from './lib/checkout';
import { born, orderIdOf } from './lib/shopper';
import { sitePhp } from './lib/site';
import { withStandin } from './lib/standin';
import {
	openBlockCart,
	openBlockCheckout,
	withBlockCheckout,
} from './lib/blocks';
import {
	connectShop,
	disconnectShop,
	startStandin,
	type Standin,
} from './lib/stripe';
import {
	serveFakeStripeJsWithExpress,
	type FakeSheetLog,
} from './lib/stripe-express';

const SHOP = process.env.TRESEN_E2E_URL || 'http://localhost:8888';
const GIN = 'TR-GIN-001'; // 25,90 €, from 18

test.describe.configure( { mode: 'serial', timeout: 120_000 } );
const pages = withBlockCheckout();

let standin: Standin;

withStandin( {
	lock: { name: 'stripe', shopUrl: SHOP },
	start: async () => ( standin = await startStandin( SHOP ) ),
	connect: ( s ) => {
		connectShop( s );
		sitePhp( `
		$settings = get_option( 'woocommerce_stripe_settings', array() );
		$settings['enabled'] = 'yes';
		$settings['express_cart'] = 'yes';
		$settings['express_checkout'] = 'yes';
		update_option( 'woocommerce_stripe_settings', $settings );
		return true;
	` );
	},
	disconnect: disconnectShop,
	browser: ( s, context ) => serveFakeStripeJsWithExpress( context, s, SHOP ),
} );

function orderOf( id: number ): {
	status: string;
	paid: boolean;
	total: number;
	wallet: string;
	method: string;
	items: string[];
	shipping: string[];
} {
	return sitePhp( `
		$order = wc_get_order( ${ id } );
		$items = array();
		foreach ( $order->get_items() as $item ) {
			$items[] = $item->get_name() . ' x ' . $item->get_quantity();
		}
		$shipping = array();
		foreach ( $order->get_items( 'shipping' ) as $item ) {
			$shipping[] = $item->get_method_id();
		}
		return array(
			'status'   => $order->get_status(),
			'paid'     => $order->is_paid(),
			'total'    => (float) $order->get_total(),
			'wallet'   => (string) $order->get_meta( '_tresen_stripe_express' ),
			'method'   => $order->get_payment_method(),
			'items'    => $items,
			'shipping' => $shipping,
		);
	` );
}

/**
 * The succeeded charges of an order in the stand-in.
 *
 * @param id Order id.
 */
async function chargedFor( id: number ): Promise< number[] > {
	const state = await standin.state();
	return state.payment_intents
		.filter(
			( pi ) =>
				pi.metadata.order_id === String( id ) &&
				pi.status === 'succeeded'
		)
		.map( ( pi ) => pi.amount );
}

const box = ( page: Page ) => page.locator( '.tresen-express--block' );
const button = ( page: Page ) =>
	box( page )
		.frameLocator( 'iframe[data-fake-stripe="express"]' )
		.getByRole( 'button', { name: 'Google Pay' } );
const sheet = ( page: Page ) => page.locator( '[data-fake-stripe="sheet"]' );
const sheetLog = ( page: Page ) =>
	page.evaluate(
		() =>
			( window as unknown as { __fakeStripeSheet: FakeSheetLog } )
				.__fakeStripeSheet
	);

/**
 * Waits for the block's express button, fills in the date of birth the box
 * asks for (gin is from 18), opens the sheet with its shipping rates.
 *
 * @param page Page.
 */
async function openSheet( page: Page ): Promise< void > {
	await expect( button( page ) ).toBeVisible( { timeout: 30_000 } );
	await expect( box( page ) ).toHaveAttribute( 'data-status', 'ready' );
	await box( page ).getByLabel( 'Geburtsdatum' ).fill( born( 30 ) );
	await button( page ).click();
	await expect( sheet( page ) ).toBeVisible();
	await expect(
		sheet( page ).locator( 'input[name="fake-shipping"]' ).first()
	).toBeVisible();
	await expect( sheet( page ).locator( '[data-sheet="pay"]' ) ).toBeEnabled();
}

/**
 * Pays in the open sheet; the order it placed.
 *
 * @param page Page.
 */
async function payInSheet( page: Page ) {
	expect( ( await sheetLog( page ) ).errors ).toEqual( [] );
	await sheet( page ).locator( '[data-sheet="pay"]' ).click();
	await expect( page ).toHaveURL( /order-received|bestellung-erhalten/, {
		timeout: 20_000,
	} );
	const id = orderIdOf( page );
	return { id, order: orderOf( id ) };
}

test( 'a guest pays with the express button on the Cart block, with a changed shipping option: the server’s total, paid once', async ( {
	page,
} ) => {
	await addToCart( page, GIN, 2 );
	await openBlockCart( page, pages );
	await openSheet( page );
	const total = sheet( page ).locator( '[data-sheet="total"]' );
	// From 50 € shipping is free (the first rate); the standard rate costs 4,90 €.
	await expect( total ).toHaveAttribute( 'data-amount', '5180' );
	await sheet( page )
		.getByLabel( /Standardversand/ )
		.check();
	await expect( total ).toHaveAttribute( 'data-amount', '5670' );
	await expect( sheet( page ).locator( '[data-sheet="pay"]' ) ).toBeEnabled();
	const { id, order } = await payInSheet( page );
	expect( order.paid ).toBe( true );
	expect( order.method ).toBe( 'stripe' );
	expect( order.wallet ).toBe( 'google_pay' );
	expect( order.total ).toBe( 56.7 );
	expect( order.items ).toEqual( [ expect.stringMatching( / x 2$/ ) ] );
	expect( order.shipping ).toEqual( [ 'flat_rate' ] );
	expect( await chargedFor( id ) ).toEqual( [ 5670 ] );
} );

test( 'a guest pays with the express button on the Checkout block: the server’s total, paid once', async ( {
	page,
} ) => {
	await addToCart( page, GIN, 1 );
	await openBlockCheckout( page, pages );
	await openSheet( page );
	// 25,90 € and the age-checked standard rate of 4,90 € (under 50 €: no free shipping).
	const total = sheet( page ).locator( '[data-sheet="total"]' );
	await expect( total ).toHaveAttribute( 'data-amount', '3080' );
	const { id, order } = await payInSheet( page );
	expect( order.paid ).toBe( true );
	expect( order.total ).toBe( 30.8 );
	expect( order.items ).toEqual( [ expect.stringMatching( / x 1$/ ) ] );
	expect( await chargedFor( id ) ).toEqual( [ 3080 ] );
} );

test( 'while the wallet is open the Checkout block is held (its order button off), and the shopper’s again after cancelling', async ( {
	page,
} ) => {
	await addToCart( page, GIN, 1 );
	await openBlockCheckout( page, pages );
	const order = page.locator(
		'.wc-block-components-checkout-place-order-button'
	);
	await expect( order ).toBeEnabled();
	await openSheet( page );
	// WooCommerce's express state (onClick): the block's own button waits.
	await expect( order ).toBeDisabled();
	await sheet( page ).locator( '[data-sheet="cancel"]' ).click();
	await expect( sheet( page ) ).toBeHidden();
	// onClose: the checkout is the shopper's again, the express button usable again.
	await expect( order ).toBeEnabled();
	await expect( box( page ) ).toHaveAttribute( 'data-status', 'ready' );
	await expect( page ).not.toHaveURL( /order-received|bestellung-erhalten/ );
} );

test( 'a declined card: the German reason as the block’s notice, no order paid', async ( {
	page,
} ) => {
	await addToCart( page, GIN, 1 );
	await page.addInitScript( () => {
		(
			window as unknown as { __fakeStripeWallet: unknown }
		 ).__fakeStripeWallet = { card: '4000000000000002' };
	} );
	await openBlockCheckout( page, pages );
	await openSheet( page );
	await sheet( page ).locator( '[data-sheet="pay"]' ).click();
	// WooCommerce's notice in the express area, not the classic list above a form.
	await expect(
		page
			.locator( '.wc-block-components-express-payment' )
			.getByText( 'Die Karte wurde abgelehnt.' )
	).toBeVisible( { timeout: 20_000 } );
	await expect( page.locator( '.tresen-express-errors' ) ).toHaveCount( 0 );
	const log = await sheetLog( page );
	expect( log.completions.map( ( c ) => c.status ) ).toEqual( [ 'fail' ] );
	await expect( page ).not.toHaveURL( /order-received|bestellung-erhalten/ );
	// A fresh button to try again.
	await expect( box( page ) ).toHaveAttribute( 'data-status', 'ready' );
} );
