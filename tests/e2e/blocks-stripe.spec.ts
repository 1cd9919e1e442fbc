/**
 * Stripe on WooCommerce's Checkout block (real lane only; the double has no
 * blocks), against the Stripe stand-in and the fake Stripe.js: a card
 * payment without and with 3-D Secure, a SEPA order that waits on hold
 * until Stripe's signed webhook, a bank redirect (eps) paid and refused at
 * the bank, and the Multibanco and OXXO vouchers.
 */
import { test, expect, type Page } from '@playwright/test';
import { addToCart } from './lib/checkout';
import { born, orderIdOf } from './lib/shopper';
import { sitePhp } from './lib/site';
import { withStandin } from './lib/standin';
import {
	openBlockCheckout,
	placeBlockOrder,
	withBlockCheckout,
} from './lib/blocks';
import {
	connectShop,
	disconnectShop,
	enableMethods,
	inCurrency,
	serveFakeStripeJs,
	startStandin,
	type Standin,
} from './lib/stripe';

const SHOP = process.env.TRESEN_E2E_URL || 'http://localhost:8888';
const BEER = 'TR-BIE-001'; // Berliner Helles 0,5 l, from 16
const RECEIVED = /order-received|bestellung-erhalten/;

test.describe.configure( { mode: 'serial', timeout: 120_000 } );
const pages = withBlockCheckout();

let standin: Standin;

withStandin( {
	lock: { name: 'stripe', shopUrl: SHOP },
	start: async () => ( standin = await startStandin( SHOP ) ),
	connect: ( s ) => {
		connectShop( s );
		enableMethods( 'eps', 'multibanco', 'oxxo' );
	},
	disconnect: disconnectShop,
	browser: ( s, context ) => serveFakeStripeJs( context, s, SHOP ),
} );

/**
 * A guest with beer on the block checkout, address and date of birth filled in.
 *
 * @param page Page.
 */
async function blockCheckout( page: Page ): Promise< void > {
	await addToCart( page, BEER );
	await openBlockCheckout( page, pages );
	await page
		.locator( '#email' )
		.fill( `stripe-${ Date.now() }@example.test` );
	const form = page.locator( '#shipping' );
	await form.locator( '#shipping-first_name' ).fill( 'Erika' );
	await form.locator( '#shipping-last_name' ).fill( 'Mustermann' );
	await form.locator( '#shipping-address_1' ).fill( 'Torstraße 1' );
	await form.locator( '#shipping-postcode' ).fill( '10119' );
	await form.locator( '#shipping-city' ).fill( 'Berlin' );
	await page
		.locator( '#contact-tresen-legal-birth-date' )
		.fill( born( 30 ).split( '-' ).reverse().join( '.' ) );
}

/**
 * Moves the block checkout's address to Vienna (eps is for Austria only).
 *
 * @param page Page.
 */
async function moveToAustria( page: Page ): Promise< void > {
	const form = page.locator( '#shipping' );
	await form.locator( '#shipping-country' ).selectOption( 'AT' );
	await form.locator( '#shipping-postcode' ).fill( '1010' );
	await form.locator( '#shipping-city' ).fill( 'Wien' );
}

/**
 * Chooses a payment method of the block.
 *
 * @param page Page.
 * @param name The method's title.
 */
async function choose( page: Page, name: string ): Promise< void > {
	await page.getByRole( 'radio', { name, exact: true } ).check();
}

/**
 * Types a card into the fake Payment Element.
 *
 * @param page   Page.
 * @param number Card number.
 */
async function typeCard( page: Page, number: string ): Promise< void > {
	const card = page.frameLocator(
		'iframe[data-fake-stripe="payment"][data-method="card"]'
	);
	await card.locator( '[name="cardnumber"]' ).fill( number );
	await card.locator( '[name="exp-date"]' ).fill( '12 / 34' );
	await card.locator( '[name="cvc"]' ).fill( '123' );
}

/**
 * An order as the owner sees it.
 *
 * @param id Order id.
 */
function order( id: number ) {
	return sitePhp< {
		status: string;
		paid: boolean;
		method: string;
		intent: string;
		via: string;
	} >( `
		$order = wc_get_order( ${ id } );
		return array(
			'status' => $order->get_status(),
			'paid' => $order->is_paid(),
			'method' => $order->get_payment_method(),
			'intent' => (string) $order->get_meta( \\Tresen\\Stripe\\PaymentGateway::META_INTENT ),
			'via' => $order->get_created_via(),
		);
	` );
}

test( 'a card pays on the block checkout: Stripe.js only with the method, one intent, the order paid', async ( {
	page,
} ) => {
	const stripeJs: string[] = [];
	page.on( 'request', ( r ) => {
		if ( r.url().startsWith( 'https://js.stripe.com/' ) ) {
			stripeJs.push( r.url() );
		}
	} );
	await blockCheckout( page );
	await choose( page, 'Kreditkarte' );
	await expect(
		page.getByRole( 'group', { name: 'Kartendaten' } )
	).toBeVisible();
	await typeCard( page, '4242 4242 4242 4242' );
	expect( stripeJs.length ).toBeGreaterThan( 0 );
	await placeBlockOrder( page );
	await expect( page ).toHaveURL( RECEIVED, { timeout: 30_000 } );
	const saved = order( orderIdOf( page ) );
	expect( saved ).toMatchObject( {
		status: 'processing',
		paid: true,
		method: 'stripe',
		via: 'store-api',
	} );
	const mine = ( await standin.state() ).payment_intents.filter(
		( pi ) => pi.metadata.order_id === String( orderIdOf( page ) )
	);
	expect( mine.map( ( pi ) => [ pi.id, pi.status ] ) ).toEqual( [
		[ saved.intent, 'succeeded' ],
	] );
} );

test( 'a declined card is refused in German on the block checkout, and the shopper pays with another', async ( {
	page,
} ) => {
	await blockCheckout( page );
	await choose( page, 'Kreditkarte' );
	await typeCard( page, '4000 0000 0000 0002' );
	await placeBlockOrder( page );
	await expect(
		page.locator( '.wc-block-components-notice-banner.is-error' ).first()
	).toContainText( 'Die Karte wurde abgelehnt.', { timeout: 30_000 } );
	await typeCard( page, '4242 4242 4242 4242' );
	await placeBlockOrder( page );
	await expect( page ).toHaveURL( RECEIVED, { timeout: 30_000 } );
	expect( order( orderIdOf( page ) ).paid ).toBe( true );
} );

test( '3-D Secure: the bank’s dialog opens after the order is placed, then the order is paid', async ( {
	page,
} ) => {
	await blockCheckout( page );
	await choose( page, 'Kreditkarte' );
	await typeCard( page, '4000 0027 6000 3184' );
	await placeBlockOrder( page );
	const dialog = page.getByRole( 'dialog', {
		name: '3D Secure 2 Test Page',
	} );
	await expect( dialog ).toBeVisible( { timeout: 30_000 } );
	await dialog.getByRole( 'button', { name: 'Complete' } ).click();
	await expect( page ).toHaveURL( RECEIVED, { timeout: 30_000 } );
	const saved = order( orderIdOf( page ) );
	expect( saved ).toMatchObject( { status: 'processing', paid: true } );
} );

test( '3-D Secure refused by the bank: the shopper stays on the checkout with the German reason, nothing is paid', async ( {
	page,
} ) => {
	await blockCheckout( page );
	await choose( page, 'Kreditkarte' );
	await typeCard( page, '4000 0027 6000 3184' );
	await placeBlockOrder( page );
	const dialog = page.getByRole( 'dialog', {
		name: '3D Secure 2 Test Page',
	} );
	await expect( dialog ).toBeVisible( { timeout: 30_000 } );
	await dialog.getByRole( 'button', { name: 'Fail' } ).click();
	await expect(
		page.locator( '.wc-block-components-notice-banner.is-error' ).first()
	).toContainText( 'bei deiner Bank ist fehlgeschlagen', {
		timeout: 30_000,
	} );
	await expect( page ).not.toHaveURL( RECEIVED );
} );

test( 'SEPA on the block checkout: on hold until Stripe’s signed webhook, then paid', async ( {
	page,
} ) => {
	await blockCheckout( page );
	await choose( page, 'SEPA-Lastschrift' );
	await page
		.frameLocator(
			'iframe[data-fake-stripe="payment"][data-method="sepa_debit"]'
		)
		.locator( '[name="iban"]' )
		.fill( 'DE89 3704 0044 0532 0130 00' );
	await placeBlockOrder( page );
	await expect( page ).toHaveURL( RECEIVED, { timeout: 30_000 } );
	const id = orderIdOf( page );
	let saved = order( id );
	expect( saved ).toMatchObject( {
		status: 'on-hold',
		paid: false,
		method: 'stripe_sepa',
	} );
	const settled = ( await standin.control(
		`payment_intents/${ saved.intent }/settle`
	) ) as { delivery: { status: number } };
	expect( settled.delivery.status ).toBe( 200 );
	saved = order( id );
	expect( saved ).toMatchObject( { status: 'processing', paid: true } );
} );

test( 'eps on the block checkout: only for an Austrian address; the bank authorizes and the shopper returns to the paid order', async ( {
	page,
} ) => {
	// The checkout, an address change and the bank's round trip: up to 3 min on a busy machine.
	test.setTimeout( 180_000 );
	await blockCheckout( page );
	// A German address: no eps (Austria only); Multibanco (any country) is offered.
	await expect(
		page.getByRole( 'radio', { name: 'Multibanco', exact: true } )
	).toBeVisible();
	await expect(
		page.getByRole( 'radio', { name: 'eps-Überweisung', exact: true } )
	).toHaveCount( 0 );
	await moveToAustria( page );
	await expect(
		page.getByRole( 'radio', { name: 'eps-Überweisung', exact: true } )
	).toBeVisible( { timeout: 20_000 } );
	await choose( page, 'eps-Überweisung' );
	await expect(
		page.getByText( 'Du wirst zu eps-Überweisung weitergeleitet' )
	).toBeVisible();
	await placeBlockOrder( page );
	// Stripe's (the stand-in's) bank page.
	await expect( page ).toHaveURL( /\/_standin\/redirect\/pi_/, {
		timeout: 30_000,
	} );
	await page
		.getByRole( 'button', { name: 'Authorize Test Payment' } )
		.click();
	await expect( page ).toHaveURL( RECEIVED, { timeout: 30_000 } );
	const saved = order( orderIdOf( page ) );
	expect( saved ).toMatchObject( {
		status: 'processing',
		paid: true,
		method: 'stripe_eps',
		via: 'store-api',
	} );
	const intent = ( await standin.state() ).payment_intents.find(
		( pi ) => pi.id === saved.intent
	);
	expect( intent?.payment_method_types ).toEqual( [ 'eps' ] );
	expect( intent?.status ).toBe( 'succeeded' );
} );

test( 'eps refused at the bank: back on the order’s payment page with the German reason, nothing paid', async ( {
	page,
} ) => {
	// The checkout, an address change and the bank's round trip: up to 3 min on a busy machine.
	test.setTimeout( 180_000 );
	await blockCheckout( page );
	await moveToAustria( page );
	await choose( page, 'eps-Überweisung' );
	await placeBlockOrder( page );
	await expect( page ).toHaveURL( /\/_standin\/redirect\/pi_/, {
		timeout: 30_000,
	} );
	await page.getByRole( 'button', { name: 'Fail Test Payment' } ).click();
	await expect( page ).toHaveURL(
		/order-pay|bestellung-bezahlen|pay_for_order/,
		{ timeout: 30_000 }
	);
	await expect( page.getByRole( 'alert' ).first() ).toContainText(
		'Die Bestätigung deiner Zahlung bei deiner Bank ist fehlgeschlagen.'
	);
	const id = Number(
		new URL( page.url() ).pathname.match( /(\d+)\/?$/ )?.[ 1 ] ??
			new URL( page.url() ).searchParams.get( 'order-pay' )
	);
	const saved = order( id );
	expect( saved.paid ).toBe( false );
	expect( saved.method ).toBe( 'stripe_eps' );
} );

test( 'Multibanco on the block checkout: the order waits on-hold and the order-received page shows the entity and reference', async ( {
	page,
} ) => {
	await blockCheckout( page );
	await choose( page, 'Multibanco' );
	await placeBlockOrder( page );
	await expect( page ).toHaveURL( RECEIVED, { timeout: 30_000 } );
	const saved = order( orderIdOf( page ) );
	expect( saved ).toMatchObject( {
		status: 'on-hold',
		paid: false,
		method: 'stripe_multibanco',
		via: 'store-api',
	} );
	const details = ( await standin.state() ).payment_intents.find(
		( pi ) => pi.id === saved.intent
	)?.next_action?.multibanco_display_details as {
		entity: string;
		reference: string;
	};
	await expect( page.locator( '.tresen-stripe-voucher' ) ).toContainText(
		`mit der Entität ${ details.entity } und der Referenz ${ details.reference }`
	);
} );

test( 'OXXO (in pesos) on the block checkout: Stripe.js confirms the server’s PaymentIntent and the order waits on-hold with its voucher', async ( {
	page,
} ) => {
	// The checkout, an address change and the bank's round trip: up to 3 min on a busy machine.
	test.setTimeout( 180_000 );
	await inCurrency( 'MXN', async () => {
		// Stripe's minimum for OXXO is 10 MXN: six beers.
		await addToCart( page, BEER, 5 );
		await blockCheckout( page );
		await choose( page, 'OXXO' );
		await placeBlockOrder( page );
		await expect( page ).toHaveURL( RECEIVED, { timeout: 30_000 } );
		const saved = order( orderIdOf( page ) );
		expect( saved ).toMatchObject( {
			status: 'on-hold',
			paid: false,
			method: 'stripe_oxxo',
			via: 'store-api',
		} );
		const intent = ( await standin.state() ).payment_intents.find(
			( pi ) => pi.id === saved.intent
		);
		expect( intent?.currency ).toBe( 'mxn' );
		expect( intent?.payment_method_types ).toEqual( [ 'oxxo' ] );
		const details = intent?.next_action?.oxxo_display_details as {
			number: string;
		};
		await expect( page.locator( '.tresen-stripe-voucher' ) ).toContainText(
			details.number
		);
	} );
} );
