/**
 * Card and SEPA payments through Stripe (tresen-stripe), against the
 * loopback stand-in of Stripe's API and a fake Stripe.js served in place of
 * js.stripe.com (tests/e2e/lib/stripe.ts). Never a network call to Stripe.
 * Runs on both lanes.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from '@playwright/test';
import { declineCookies } from './lib/shopper';
import { sitePhp } from './lib/site';
import {
	connectShop,
	disconnectShop,
	startStandin,
	useFakeStripeJs,
	type Standin,
} from './lib/stripe';
import crypto from 'node:crypto';

const SHOP = process.env.TRESEN_E2E_URL || 'http://localhost:8888';
const BEER = 'TR-BIE-001'; // Berliner Helles 0,5 l, 1,79 €, from 16

test.describe.configure( { mode: 'serial' } );

let standin: Standin;

test.beforeAll( async () => {
	standin = await startStandin( SHOP );
	connectShop( standin );
} );

test.beforeEach( async ( { page, context } ) => {
	await useFakeStripeJs( context, standin, SHOP );
	await declineCookies( page );
} );

test.afterAll( async () => {
	disconnectShop();
	await standin?.stop();
} );

function born( years: number ): string {
	const d = new Date();
	d.setFullYear( d.getFullYear() - years );
	return d.toISOString().slice( 0, 10 );
}

/**
 * Puts a beer in the cart, opens the checkout and fills in a guest's
 * address (and waits for the totals to follow it).
 *
 * @param page Page.
 */
async function checkout( page: Page ): Promise< void > {
	const id = sitePhp< number >(
		`return wc_get_product_id_by_sku( ${ JSON.stringify( BEER ) } );`
	);
	await page.goto( `/?add-to-cart=${ id }` );
	await page.goto(
		sitePhp< string >( 'return (string) wc_get_checkout_url();' )
	);
	await page.locator( '#billing_first_name' ).fill( 'Erika' );
	await page.locator( '#billing_last_name' ).fill( 'Musterfrau' );
	await page
		.locator( '#billing_email' )
		.fill( `stripe-${ Date.now() }@example.test` );
	await page.locator( '#billing_phone' ).fill( '030 1234567' );
	await page.locator( '#tresen_birth_date' ).fill( born( 30 ) );
	const terms = page.locator( '#terms' );
	if ( ( await terms.count() ) > 0 ) {
		await terms.check();
	}
	await page.locator( '#billing_address_1' ).fill( 'Hauptstraße 1' );
	await page.locator( '#billing_postcode' ).fill( '10115' );
	await page.locator( '#billing_city' ).fill( 'Berlin' );
	// The order review (and with it the payment section) follows the
	// address when the field is left: wait for that before choosing the
	// payment method.
	const updated = page.waitForResponse( ( response ) =>
		response.url().includes( 'update_order_review' )
	);
	await page.locator( '#billing_city' ).press( 'Tab' );
	await updated;
	await expect( page.locator( '#payment' ) ).not.toHaveAttribute(
		'aria-busy',
		'true'
	);
}

/**
 * Chooses a payment method. Leaving the address field for the radio may
 * refresh the order review (and its payment section) once more; the choice
 * is made again if that swallowed the click.
 *
 * @param page  Page.
 * @param label The method's name.
 */
async function choose( page: Page, label: string ): Promise< void > {
	await expect( async () => {
		await page.getByLabel( label, { exact: true } ).check();
		await expect( page.getByLabel( label, { exact: true } ) ).toBeChecked();
	} ).toPass( { timeout: 10_000 } );
}

/**
 * Chooses the card, types it into the (Stripe) card frame and places the order.
 *
 * @param page   Page.
 * @param number Card number.
 */
async function payByCard( page: Page, number: string ): Promise< void > {
	await choose( page, 'Kreditkarte' );
	const card = page.frameLocator( 'iframe[data-fake-stripe="card"]' );
	await card.locator( '[name="cardnumber"]' ).fill( number );
	await card.locator( '[name="exp-date"]' ).fill( '12 / 34' );
	await card.locator( '[name="cvc"]' ).fill( '123' );
	await page
		.getByRole( 'button', { name: 'Zahlungspflichtig bestellen' } )
		.click();
}

/**
 * The order id of the order-received page.
 * @param page
 */
function orderIdOf( page: Page ): number {
	return Number(
		new URL( page.url() ).pathname.match( /(\d+)\/?$/ )?.[ 1 ] ?? 0
	);
}

function order( id: number ): {
	status: string;
	paid: boolean;
	total: string;
	intent: string;
} {
	return sitePhp( `
		$order = wc_get_order( ${ id } );
		return array(
			'status' => $order->get_status(),
			'paid'   => $order->is_paid(),
			'total'  => (string) $order->get_total(),
			'intent' => (string) $order->get_meta( '_tresen_stripe_intent' ),
		);
	` );
}

/** The newest order of the shop (a failed checkout has no order page). */
function newestOrderId(): number {
	return sitePhp< number >(
		`$ids = wc_get_orders( array( 'limit' => 1, 'orderby' => 'ID', 'order' => 'DESC', 'return' => 'ids' ) ); return (int) ( $ids[0] ?? 0 );`
	);
}

test( 'a guest pays by card: one charge of the order total, the order is processing, no card number in the shop', async ( {
	page,
} ) => {
	await checkout( page );
	// Stripe.js is loaded only once a Stripe method is chosen.
	expect(
		await page.evaluate(
			() => typeof ( window as { Stripe?: unknown } ).Stripe
		)
	).toBe( 'undefined' );
	const posted: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.url().includes( 'wc-ajax=checkout' ) ) {
			posted.push( request.postData() ?? '' );
		}
	} );
	await payByCard( page, '4242424242424242' );
	await expect( page ).toHaveURL( /order-received|bestellung-erhalten/ );

	const id = orderIdOf( page );
	const saved = order( id );
	expect( saved.status ).toBe( 'processing' );
	expect( saved.paid ).toBe( true );
	const state = await standin.state();
	const intent = state.payment_intents.find(
		( pi ) => pi.id === saved.intent
	);
	expect( intent?.status ).toBe( 'succeeded' );
	expect( intent?.amount_received ).toBe(
		Math.round( Number( saved.total ) * 100 )
	);
	expect( intent?.currency ).toBe( 'eur' );
	expect(
		state.charges.filter( ( c ) => c.payment_intent === saved.intent )
	).toHaveLength( 1 );
	// The card number went to Stripe only: neither the shop's page nor its server saw it.
	expect( posted.join( '' ) ).toMatch( /stripe_source=pm_/ );
	expect( posted.join( '' ) ).not.toContain( '4242424242424242' );

	// A refund as the store owner makes it on the order screen reaches Stripe.
	const refunded = sitePhp< boolean | string >( `
		$order = wc_get_order( ${ id } );
		if ( function_exists( 'wc_create_refund' ) ) {
			$refund = wc_create_refund( array( 'order_id' => ${ id }, 'amount' => '1.00', 'reason' => 'Bruch', 'refund_payment' => true ) );
			return is_wp_error( $refund ) ? $refund->get_error_message() : true;
		}
		$result = WC()->payment_gateways()->payment_gateways()['stripe']->process_refund( ${ id }, '1.00', 'Bruch' );
		return is_wp_error( $result ) ? $result->get_error_message() : $result;
	` );
	expect( refunded ).toBe( true );
	const refunds = ( await standin.state() ).refunds.filter(
		( r ) => r.payment_intent === saved.intent
	);
	expect( refunds.map( ( r ) => r.amount ) ).toEqual( [ 100 ] );
} );

test( 'the checkout with the Stripe methods and an error under the card has no axe violations', async ( {
	page,
} ) => {
	await checkout( page );
	await choose( page, 'Kreditkarte' );
	await page
		.frameLocator( 'iframe[data-fake-stripe="card"]' )
		.locator( '[name="cardnumber"]' )
		.fill( '5105105105105100' );
	await page
		.frameLocator( 'iframe[data-fake-stripe="card"]' )
		.locator( '[name="exp-date"]' )
		.fill( '12 / 34' );
	await page
		.frameLocator( 'iframe[data-fake-stripe="card"]' )
		.locator( '[name="cvc"]' )
		.fill( '123' );
	await page
		.getByRole( 'button', { name: 'Zahlungspflichtig bestellen' } )
		.click();
	await expect( page.locator( '#stripe-errors' ) ).toBeVisible();
	const result = await new AxeBuilder( { page } )
		.include( '#payment' )
		.options( {
			runOnly: {
				type: 'tag',
				values: [
					'wcag2a',
					'wcag2aa',
					'wcag21a',
					'wcag21aa',
					'wcag22aa',
				],
			},
		} )
		.analyze();
	expect(
		result.violations.map(
			( v ) =>
				`${ v.id }: ${ v.nodes.map( ( n ) => n.target.join( ' ' ) ).join( ' | ' ) }`
		)
	).toEqual( [] );
} );

test( 'a declined card shows the German reason and the order stays unpaid', async ( {
	page,
} ) => {
	await checkout( page );
	await payByCard( page, '4000000000009995' );
	await expect( page.locator( '.woocommerce-error' ).first() ).toContainText(
		'Auf deiner Karte ist nicht genügend Guthaben.'
	);
	await expect( page ).not.toHaveURL( /order-received|bestellung-erhalten/ );
	const saved = order( newestOrderId() );
	expect( saved.paid ).toBe( false );
	expect( saved.status ).toBe( 'failed' );
} );

test( 'a prepaid card is refused before anything is sent', async ( {
	page,
} ) => {
	await checkout( page );
	const before = newestOrderId();
	await payByCard( page, '5105105105105100' );
	await expect( page.locator( '#stripe-errors' ) ).toHaveText(
		'Leider akzeptieren wir zurzeit noch keine Prepaid-Karten.'
	);
	expect( newestOrderId() ).toBe( before );
} );

test( '3-D Secure: the bank dialog opens from the hash, a success goes to the order', async ( {
	page,
} ) => {
	await checkout( page );
	await payByCard( page, '4000002760003184' );
	const dialog = page.getByRole( 'dialog', {
		name: '3D Secure 2 Test Page',
	} );
	await expect( dialog ).toBeVisible();
	expect( page.url() ).not.toContain( '#confirm-pi-' ); // cleared as soon as it opened
	await dialog.getByRole( 'button', { name: 'Complete' } ).click();
	await expect( page ).toHaveURL( /order-received|bestellung-erhalten/ );
	const saved = order( orderIdOf( page ) );
	expect( saved.status ).toBe( 'processing' );
} );

test( '3-D Secure refused: German error, nothing paid; the retry with another card charges once', async ( {
	page,
} ) => {
	await checkout( page );
	await payByCard( page, '4000002760003184' );
	const dialog = page.getByRole( 'dialog', {
		name: '3D Secure 2 Test Page',
	} );
	await dialog.getByRole( 'button', { name: 'Fail' } ).click();
	await expect( page.locator( '#stripe-errors' ) ).toHaveText(
		'Die Bestätigung deiner Zahlung bei deiner Bank ist fehlgeschlagen. Bitte versuche es noch einmal oder wähle eine andere Zahlungsart.'
	);
	expect( page.url() ).not.toContain( '#confirm-pi-' );
	const id = newestOrderId();
	expect( order( id ).paid ).toBe( false );

	await payByCard( page, '4242424242424242' );
	await expect( page ).toHaveURL( /order-received|bestellung-erhalten/ );
	expect( orderIdOf( page ) ).toBe( id ); // the same order, resumed
	const saved = order( id );
	expect( saved.status ).toBe( 'processing' );
	const state = await standin.state();
	expect(
		state.payment_intents.filter(
			( pi ) => pi.metadata.order_id === String( id )
		)
	).toHaveLength( 1 );
	expect(
		state.charges.filter( ( c ) => c.payment_intent === saved.intent )
	).toHaveLength( 1 );
} );

test( 'SEPA: on-hold until the signed webhook; a forged or replayed webhook changes nothing', async ( {
	page,
	request,
} ) => {
	await checkout( page );
	await choose( page, 'SEPA-Lastschrift' );
	await expect( page.locator( '.tresen-stripe__mandate' ) ).toContainText(
		'Mit der Angabe deiner IBAN'
	);
	await page
		.frameLocator( 'iframe[data-fake-stripe="iban"]' )
		.locator( '[name="iban"]' )
		.fill( 'DE89 3704 0044 0532 0130 00' );
	await page
		.getByRole( 'button', { name: 'Zahlungspflichtig bestellen' } )
		.click();
	await expect( page ).toHaveURL( /order-received|bestellung-erhalten/ );
	const id = orderIdOf( page );
	let saved = order( id );
	expect( saved.status ).toBe( 'on-hold' );
	expect( saved.paid ).toBe( false );

	// A forged "succeeded" event (signed with a guessed secret) is refused.
	const intent = ( await standin.state() ).payment_intents.find(
		( pi ) => pi.id === saved.intent
	)!;
	const payload = JSON.stringify( {
		id: 'evt_forged',
		type: 'payment_intent.succeeded',
		data: {
			object: {
				...intent,
				status: 'succeeded',
				amount_received: intent.amount,
			},
		},
	} );
	const t = Math.floor( Date.now() / 1000 );
	const forged = await request.post( '/wp-json/tresen-stripe/v1/webhook', {
		headers: {
			'Content-Type': 'application/json',
			'Stripe-Signature': `t=${ t },v1=${ crypto
				.createHmac( 'sha256', 'whsec_guessed' )
				.update( `${ t }.${ payload }` )
				.digest( 'hex' ) }`,
		},
		data: payload,
	} );
	expect( forged.status() ).toBe( 400 );
	expect( order( id ).status ).toBe( 'on-hold' );

	// The bank settles the debit: Stripe's signed webhook marks the order paid.
	const settled = ( await standin.control(
		`payment_intents/${ saved.intent }/settle`
	) ) as { delivery: { status: number } };
	expect( settled.delivery.status ).toBe( 200 );
	saved = order( id );
	expect( saved.status ).toBe( 'processing' );
	expect( saved.paid ).toBe( true );

	// Stripe delivers the same event again: acknowledged, acted on once.
	const event = ( await standin.state() ).events
		.filter( ( e ) => e.type === 'payment_intent.succeeded' )
		.pop()!;
	const notes = () =>
		sitePhp< number >(
			`global $wpdb; return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->comments} WHERE comment_post_ID = %d AND comment_type = 'order_note'", ${ id } ) );`
		);
	const before = notes();
	const replay = ( await standin.control(
		`events/${ event.id }/resend`
	) ) as { status: number; body: string };
	expect( replay.status ).toBe( 200 );
	expect( JSON.parse( replay.body ).duplicate ).toBe( true );
	expect( notes() ).toBe( before );
} );
