/**
 * Card and SEPA payments through Stripe (tresen-stripe), against the
 * loopback stand-in of Stripe's API and a fake Stripe.js served in place of
 * js.stripe.com (tests/e2e/lib/stripe.ts). Never a network call to Stripe.
 * Runs on both lanes.
 */
import { test, expect, type Page } from '@playwright/test';
import { axeViolations } from './lib/axe';
import {
	addToCart,
	checkTermsIfShown,
	choosePaymentMethod,
	createPendingOrder,
	fillGuestAddress,
	openCheckout,
	openPayPage,
	orderNotes,
	placeOrder,
	recordCheckoutPosts,
	refreshOrderReview,
} from './lib/checkout';
import { born, orderIdOf } from './lib/shopper';
import { sitePhp } from './lib/site';
import { withStandin } from './lib/standin';
import {
	connectShop,
	disconnectShop,
	enableMethods,
	inCurrency,
	PUBLISHABLE_KEY,
	startStandin,
	serveFakeStripeJs,
	setThreeDSecure,
	type Standin,
	STRIPE_API_VERSION,
} from './lib/stripe';
import crypto from 'node:crypto';

const SHOP = process.env.TRESEN_E2E_URL || 'http://localhost:8888';
const BEER = 'TR-BIE-001'; // Berliner Helles 0,5 l, 1,79 €, from 16
// The order-received page (real WooCommerce builds it slowly on a busy machine: up to 20 s).
const RECEIVED = /order-received|bestellung-erhalten/;

// Whole purchases with a bank or card round trip: up to 60 s each on a busy machine.
// Not serial: the tests are independent (each makes its own orders), so a retry reruns only the
// test that failed, and a flake in one never skips the rest of the file.
test.describe.configure( { timeout: 60_000 } );

let standin: Standin;

withStandin( {
	lock: { name: 'stripe', shopUrl: SHOP },
	start: async () => ( standin = await startStandin( SHOP ) ),
	connect: ( s ) => {
		connectShop( s );
		enableMethods(
			'eps',
			'ideal',
			'bancontact',
			'p24',
			'alipay',
			'multibanco'
		);
	},
	disconnect: disconnectShop,
	browser: ( s, context ) => serveFakeStripeJs( context, s, SHOP ),
} );

/**
 * Puts a beer in the cart, opens the checkout and fills in a guest's
 * address (and waits for the totals to follow it).
 *
 * @param page Page.
 */
async function checkout( page: Page ): Promise< void > {
	await addToCart( page, BEER );
	await openCheckout( page );
	await fillGuestAddress( page, 'stripe' );
	// The order review (and with it the payment section) follows the
	// address when the field is left: wait for that before choosing the
	// payment method.
	await refreshOrderReview( page, () =>
		page.locator( '#billing_city' ).press( 'Tab' )
	);
}

/**
 * A returning customer's checkout: the address is filled from the account.
 *
 * @param page Page.
 */
async function checkoutAgain( page: Page ): Promise< void > {
	await addToCart( page, BEER );
	await openCheckout( page );
	await expect( page.locator( '#billing_city' ) ).toHaveValue( 'Berlin' );
	await page.locator( '#tresen_birth_date' ).fill( born( 30 ) );
	await checkTermsIfShown( page );
}

/**
 * Chooses a payment method. Leaving the address field for the radio may
 * refresh the order review (and its payment section) once more; the choice
 * is made again if that swallowed the click.
 */
const choose = choosePaymentMethod;

/**
 * Types a card (valid until 12/34) into the (Stripe) card frame.
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
 * Chooses the card, types it into the (Stripe) card frame and places the order.
 *
 * @param page   Page.
 * @param number Card number.
 */
async function payByCard( page: Page, number: string ): Promise< void > {
	await choose( page, 'Kreditkarte' );
	await typeCard( page, number );
	await placeOrder( page );
}

/**
 * A guest's checkout paid with a card that asks for 3-D Secure: the bank's
 * dialog (Stripe's test page).
 *
 * @param page Page.
 */
async function payWith3DSecure( page: Page ) {
	await checkout( page );
	await payByCard( page, '4000002760003184' );
	return page.getByRole( 'dialog', { name: '3D Secure 2 Test Page' } );
}

/**
 * An amount in euros as Stripe counts it (cents).
 *
 * @param total Amount as WooCommerce stores it ("5.37").
 */
const cents = ( total: string ) => Math.round( Number( total ) * 100 );

/**
 * The Stripe PaymentIntent of an order as the stand-in holds it.
 *
 * @param intentId The order's intent id.
 */
async function intentOf( intentId: string ) {
	return ( await standin.state() ).payment_intents.find(
		( pi ) => pi.id === intentId
	)!;
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
	const posted = recordCheckoutPosts( page );
	await payByCard( page, '4242424242424242' );
	await expect( page ).toHaveURL( RECEIVED, { timeout: 20_000 } );

	const id = orderIdOf( page );
	const saved = order( id );
	expect( saved.status ).toBe( 'processing' );
	expect( saved.paid ).toBe( true );
	const state = await standin.state();
	const intent = state.payment_intents.find(
		( pi ) => pi.id === saved.intent
	);
	expect( intent?.status ).toBe( 'succeeded' );
	expect( intent?.amount_received ).toBe( cents( saved.total ) );
	expect( intent?.currency ).toBe( 'eur' );
	expect(
		state.charges.filter( ( c ) => c.payment_intent === saved.intent )
	).toHaveLength( 1 );
	// The card number went to Stripe only: neither the shop's page nor its server saw it.
	expect( posted.join( '' ) ).toMatch( /stripe_source=pm_/ );
	expect( posted.join( '' ) ).not.toContain( '4242424242424242' );
	// The checkout waited for the PaymentMethod and posted once (no second submission).
	expect( posted ).toHaveLength( 1 );

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

test( 'the card goes through Stripe’s Payment Element (deferred intent, the cart’s amount); the server pins the current API version and never sends payment_method_types', async ( {
	page,
} ) => {
	await checkout( page );
	await choose( page, 'Kreditkarte' );
	await typeCard( page, '4242424242424242' );
	const seen = await page.evaluate( () => {
		const w = window as unknown as {
			__fakeStripeElementsOptions?: Array< Record< string, unknown > >;
			__fakeStripeIntegrationErrors?: string[];
		};
		return {
			options: w.__fakeStripeElementsOptions ?? [],
			errors: w.__fakeStripeIntegrationErrors ?? [],
		};
	} );
	expect( seen.errors ).toEqual( [] );
	expect( seen.options ).toHaveLength( 1 );
	expect( seen.options[ 0 ] ).toMatchObject( {
		mode: 'payment',
		currency: 'eur',
		allowedPaymentMethodTypes: [ 'card' ],
		paymentMethodCreation: 'manual',
	} );
	const before = ( await standin.state() ).requests.length;
	await placeOrder( page );
	await expect( page ).toHaveURL( RECEIVED, { timeout: 20_000 } );
	const saved = order( orderIdOf( page ) );
	expect( saved.status ).toBe( 'processing' );
	expect( seen.options[ 0 ].amount ).toBe( cents( saved.total ) );
	const requests = ( await standin.state() ).requests.slice( before );
	const created = requests.filter(
		( r ) => r.method === 'POST' && r.path === '/v1/payment_intents'
	);
	expect( created ).toHaveLength( 1 );
	expect( created[ 0 ].params ).toMatchObject( {
		allowed_payment_method_types: [ 'card' ],
	} );
	for ( const r of requests.filter( ( q ) => q.key === 'secret' ) ) {
		expect( r.stripe_version ).toBe( STRIPE_API_VERSION );
		expect( r.params ).not.toHaveProperty( 'payment_method_types' );
	}
} );

test( 'the checkout with the Stripe methods and an error under the card has no axe violations', async ( {
	page,
} ) => {
	await checkout( page );
	await payByCard( page, '5105105105105100' );
	await expect( page.locator( '#stripe-errors' ) ).toBeVisible();
	expect( await axeViolations( page, { include: '#payment' } ) ).toEqual(
		[]
	);
} );

test( 'two simultaneous submits of one checkout: one order, one charge', async ( {
	page,
} ) => {
	await checkout( page );
	await choose( page, 'Kreditkarte' );
	const before = newestOrderId();
	// What Stripe.js would create from the card form.
	const created = await page.request.post(
		`${ standin.url }/v1/payment_methods`,
		{
			headers: {
				Authorization: `Bearer ${ PUBLISHABLE_KEY }`,
				'Content-Type': 'application/x-www-form-urlencoded',
			},
			data: new URLSearchParams( {
				type: 'card',
				'card[number]': '4242424242424242',
				'card[exp_month]': '12',
				'card[exp_year]': '2034',
				'card[cvc]': '123',
			} ).toString(),
		}
	);
	const pm = ( ( await created.json() ) as { id: string } ).id;
	const form = await page.evaluate( ( id ) => {
		const data = new URLSearchParams(
			new FormData(
				document.querySelector< HTMLFormElement >( 'form.checkout' )!
			) as unknown as Record< string, string >
		);
		data.set( 'payment_method', 'stripe' );
		data.set( 'stripe_source', id );
		return data.toString();
	}, pm );
	// The same post twice at the same moment (a double click, a second tab), with the shopper's cookies.
	const post = () =>
		page.request.post( `${ SHOP }/?wc-ajax=checkout`, {
			headers: {
				'Content-Type': 'application/x-www-form-urlencoded',
				Origin: new URL( SHOP ).origin,
			},
			data: form,
		} );
	const replies = await Promise.all( [ post(), post() ] );
	const bodies = ( await Promise.all(
		replies.map( ( r ) => r.json() )
	) ) as Array< { result: string; messages?: string } >;
	expect(
		bodies.filter( ( b ) => b.result === 'success' ),
		JSON.stringify( bodies )
	).toHaveLength( 1 );
	const orders = sitePhp< number[] >(
		`return array_values( array_filter( wc_get_orders( array( 'limit' => 10, 'orderby' => 'ID', 'order' => 'DESC', 'return' => 'ids' ) ), static fn( $id ) => $id > ${ before } ) );`
	);
	expect( orders ).toHaveLength( 1 );
	const saved = order( orders[ 0 ] );
	expect( saved.paid ).toBe( true );
	const state = await standin.state();
	expect(
		state.charges.filter( ( c ) => c.payment_intent === saved.intent )
	).toHaveLength( 1 );
	expect(
		state.payment_intents.filter(
			( pi ) => Number( pi.metadata.order_id ) > before
		),
		'one PaymentIntent for the checkout'
	).toHaveLength( 1 );
} );

test( 'a declined card shows the German reason and the order stays unpaid', async ( {
	page,
} ) => {
	await checkout( page );
	await payByCard( page, '4000000000009995' );
	await expect( page.locator( '.woocommerce-error' ).first() ).toContainText(
		'Auf deiner Karte ist nicht genügend Guthaben.'
	);
	await expect( page ).not.toHaveURL( RECEIVED, { timeout: 20_000 } );
	const saved = order( newestOrderId() );
	expect( saved.paid ).toBe( false );
	expect( saved.status ).toBe( 'failed' );
} );

test( 'a prepaid card is refused before anything is sent', async ( {
	page,
} ) => {
	await checkout( page );
	const before = newestOrderId();
	const posted = recordCheckoutPosts( page );
	await payByCard( page, '5105105105105100' );
	await expect( page.locator( '#stripe-errors' ) ).toHaveText(
		'Leider akzeptieren wir zurzeit noch keine Prepaid-Karten.'
	);
	expect( newestOrderId() ).toBe( before );
	// Nothing posted; the order button is usable again, without a second message at the top.
	expect( posted ).toHaveLength( 0 );
	await expect( page.locator( 'form.checkout' ) ).not.toHaveClass(
		/processing/
	);
	await expect( page.locator( '#place_order' ) ).not.toHaveAttribute(
		'aria-disabled',
		/.*/
	);
	await expect(
		page.locator( 'form.checkout > .woocommerce-NoticeGroup-checkout' )
	).toHaveCount( 0 );
} );

/**
 * The parameters of the stand-in's POST requests to a path.
 *
 * @param path Request path pattern.
 */
async function requestsTo( path: RegExp ) {
	return ( await standin.state() ).requests
		.filter( ( r ) => r.method === 'POST' && path.test( r.path ) )
		.map( ( r ) => r.params );
}

test( '3-D Secure in the page: confirmed with use_stripe_sdk, the bank dialog opens from the hash, a success goes to the order', async ( {
	page,
} ) => {
	const dialog = await payWith3DSecure( page );
	await expect( dialog ).toBeVisible();
	expect( page.url() ).not.toContain( '#confirm-pi-' ); // cleared as soon as it opened
	await dialog.getByRole( 'button', { name: 'Complete' } ).click();
	await expect( page ).toHaveURL( RECEIVED, { timeout: 20_000 } );
	const saved = order( orderIdOf( page ) );
	expect( saved.status ).toBe( 'processing' );
	const confirms = await requestsTo(
		new RegExp( `^/v1/payment_intents/${ saved.intent }/confirm$` )
	);
	expect( confirms[ 0 ]?.use_stripe_sdk ).toBe( 'true' );
} );

test( '3-D Secure by redirect: the shopper confirms on the bank’s page and returns to the paid order', async ( {
	page,
} ) => {
	setThreeDSecure( 'redirect' );
	try {
		await checkout( page );
		await payByCard( page, '4000002760003184' );
		// Stripe's redirect_to_url (the stand-in's bank page), no dialog in the shop.
		await expect( page ).toHaveURL( /\/_standin\/redirect\/pi_/, {
			timeout: 20_000,
		} );
		await page
			.getByRole( 'button', { name: 'Authorize Test Payment' } )
			.click();
		await expect( page ).toHaveURL( RECEIVED, { timeout: 20_000 } );
		const saved = order( orderIdOf( page ) );
		expect( saved.status ).toBe( 'processing' );
		expect( saved.paid ).toBe( true );
		const confirms = await requestsTo(
			new RegExp( `^/v1/payment_intents/${ saved.intent }/confirm$` )
		);
		expect( confirms[ 0 ] ).not.toHaveProperty( 'use_stripe_sdk' );
		const state = await standin.state();
		expect(
			state.charges.filter( ( c ) => c.payment_intent === saved.intent )
		).toHaveLength( 1 );
	} finally {
		setThreeDSecure( 'in_page' );
	}
} );

test( '3-D Secure refused: German error, nothing paid; the retry with another card charges once', async ( {
	page,
} ) => {
	const dialog = await payWith3DSecure( page );
	await dialog.getByRole( 'button', { name: 'Fail' } ).click();
	await expect( page.locator( '#stripe-errors' ) ).toHaveText(
		'Die Bestätigung deiner Zahlung bei deiner Bank ist fehlgeschlagen. Bitte versuche es noch einmal oder wähle eine andere Zahlungsart.'
	);
	expect( page.url() ).not.toContain( '#confirm-pi-' );
	const id = newestOrderId();
	expect( order( id ).paid ).toBe( false );
	// The script told the return address (with &is_ajax, as the anchor does): the order has a note.
	await expect
		.poll( () => orderNotes( id ).join( '\n' ), { timeout: 10_000 } )
		.toContain(
			'Stripe: Der Kunde hat die Zahlung nicht abgeschlossen (payment_intent_authentication_failure).'
		);

	await payByCard( page, '4242424242424242' );
	await expect( page ).toHaveURL( RECEIVED, { timeout: 20_000 } );
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
		.frameLocator(
			'iframe[data-fake-stripe="payment"][data-method="sepa_debit"]'
		)
		.locator( '[name="iban"]' )
		.fill( 'DE89 3704 0044 0532 0130 00' );
	await placeOrder( page );
	await expect( page ).toHaveURL( RECEIVED, { timeout: 20_000 } );
	const id = orderIdOf( page );
	let saved = order( id );
	expect( saved.status ).toBe( 'on-hold' );
	expect( saved.paid ).toBe( false );

	// A forged "succeeded" event (signed with a guessed secret) is refused.
	const intent = await intentOf( saved.intent );
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
	const notes = () => orderNotes( id ).length;
	const before = notes();
	const replay = ( await standin.control(
		`events/${ event.id }/resend`
	) ) as { status: number; body: string };
	expect( replay.status ).toBe( 200 );
	expect( JSON.parse( replay.body ).duplicate ).toBe( true );
	expect( notes() ).toBe( before );
} );

test( 'a logged-in customer saves a card while paying and pays with it next time, without typing it', async ( {
	page,
} ) => {
	test.setTimeout( 90_000 ); // two purchases
	const login = `karte${ Date.now() }`;
	const userId = sitePhp< number >(
		`return wp_insert_user( array( 'user_login' => ${ JSON.stringify(
			login
		) }, 'user_pass' => 'Geheim-123', 'user_email' => ${ JSON.stringify(
			login + '@example.test'
		) }, 'role' => 'customer' ) );`
	);
	await page.goto( '/wp-login.php' );
	await page.locator( '#user_login' ).fill( login );
	await page.locator( '#user_pass' ).fill( 'Geheim-123' );
	await page.locator( '#wp-submit' ).click();
	await page.waitForURL( ( url ) => ! url.pathname.includes( 'wp-login' ) );

	await checkout( page );
	await choose( page, 'Kreditkarte' );
	const save = page.getByLabel( 'Karte für spätere Einkäufe speichern' );
	await expect( save ).toBeVisible();
	await save.check();
	await typeCard( page, '4242424242424242' );
	await placeOrder( page );
	await expect( page ).toHaveURL( RECEIVED, { timeout: 20_000 } );
	const first = order( orderIdOf( page ) );
	expect( first.status ).toBe( 'processing' );
	const token = sitePhp< { id: number; pm: string; last4: string } >( `
		$tokens = WC_Payment_Tokens::get_customer_tokens( ${ userId }, 'stripe' );
		$token  = reset( $tokens );
		return $token ? array( 'id' => $token->get_id(), 'pm' => $token->get_token(), 'last4' => $token->get_last4() ) : null;
	` );
	expect( token.last4 ).toBe( '4242' );

	// The next purchase (the address is kept from the first one): the saved
	// card is chosen, the card form is hidden.
	await checkoutAgain( page );
	await choose( page, 'Kreditkarte' );
	const saved = page.getByLabel( 'Visa mit Endung 4242 (gültig bis 12/34)' );
	await expect( saved ).toBeChecked();
	await expect(
		page.locator( 'iframe[data-fake-stripe="payment"][data-method="card"]' )
	).toBeHidden();
	await expect(
		page.getByLabel( 'Karte für spätere Einkäufe speichern' )
	).toBeHidden();
	const posted = recordCheckoutPosts( page );
	await placeOrder( page );
	await expect( page ).toHaveURL( RECEIVED, { timeout: 20_000 } );
	expect( posted.join( '' ) ).toContain(
		`wc-stripe-payment-token=${ token.id }`
	);
	const second = order( orderIdOf( page ) );
	expect( second.status ).toBe( 'processing' );
	const state = await standin.state();
	const intent = state.payment_intents.find(
		( pi ) => pi.id === second.intent
	) as unknown as { payment_method: string; status: string };
	expect( intent.payment_method ).toBe( token.pm );
	expect( intent.status ).toBe( 'succeeded' );
	expect(
		state.charges.filter( ( c ) => c.payment_intent === second.intent )
	).toHaveLength( 1 );
} );

/**
 * A checkout from Vienna (eps is offered to Austrian billing addresses only).
 *
 * @param page Page.
 */
async function checkoutFromAustria( page: Page ): Promise< void > {
	await checkout( page );
	await moveToAustria( page );
}

/**
 * Changes the checkout's billing address to Vienna.
 *
 * @param page Page.
 */
async function moveToAustria( page: Page ): Promise< void > {
	const updated = page.waitForResponse( ( response ) =>
		response.url().includes( 'update_order_review' )
	);
	await page.locator( '#billing_country' ).selectOption( 'AT' );
	await updated;
	await page.locator( '#billing_postcode' ).fill( '1010' );
	await page.locator( '#billing_city' ).fill( 'Wien' );
	await expect(
		page.getByLabel( 'eps-Überweisung', { exact: true } )
	).toBeVisible();
}

test( 'eps: only for Austrian addresses; the bank authorizes and the shopper returns to the paid order', async ( {
	page,
} ) => {
	await checkout( page );
	// A German address: neither eps nor iDEAL or Bancontact; Alipay (any country) is offered.
	await expect( page.getByLabel( 'Alipay', { exact: true } ) ).toBeVisible();
	await expect(
		page.getByLabel( 'eps-Überweisung', { exact: true } )
	).toHaveCount( 0 );
	await expect(
		page.getByLabel( 'iDEAL | Wero', { exact: true } )
	).toHaveCount( 0 );

	await moveToAustria( page );
	await choose( page, 'eps-Überweisung' );
	await placeOrder( page );
	// Stripe's (the stand-in's) bank page.
	await expect( page ).toHaveURL( /\/_standin\/redirect\/pi_/ );
	await page
		.getByRole( 'button', { name: 'Authorize Test Payment' } )
		.click();
	await expect( page ).toHaveURL( RECEIVED, { timeout: 20_000 } );
	const saved = order( orderIdOf( page ) );
	expect( saved.status ).toBe( 'processing' );
	expect( saved.paid ).toBe( true );
	const intent = await intentOf( saved.intent );
	expect( intent.payment_method_types ).toEqual( [ 'eps' ] );
	expect( intent.amount_received ).toBe( cents( saved.total ) );
} );

test( 'eps refused at the bank: back on the order’s payment page with the German reason, nothing paid', async ( {
	page,
} ) => {
	await checkoutFromAustria( page );
	await choose( page, 'eps-Überweisung' );
	await placeOrder( page );
	await expect( page ).toHaveURL( /\/_standin\/redirect\/pi_/ );
	await page.getByRole( 'button', { name: 'Fail Test Payment' } ).click();
	await expect( page ).toHaveURL(
		/order-pay|bestellung-bezahlen|pay_for_order/
	);
	await expect( page.locator( '.woocommerce-error' ).first() ).toContainText(
		'Die Bestätigung deiner Zahlung bei deiner Bank ist fehlgeschlagen.'
	);
	const saved = order( newestOrderId() );
	expect( saved.paid ).toBe( false );
	// Pending, or failed once Stripe's payment_failed webhook has arrived: either way it can be paid again here.
	expect( [ 'pending', 'failed' ] ).toContain( saved.status );
	await expect(
		page.getByLabel( 'eps-Überweisung', { exact: true } )
	).toBeVisible();
} );

test( 'Alipay: Stripe’s alipay_handle_redirect takes the shopper to Alipay and back to the paid order', async ( {
	page,
} ) => {
	await checkout( page );
	await choose( page, 'Alipay' );
	await placeOrder( page );
	await expect( page ).toHaveURL( /\/_standin\/redirect\/pi_/, {
		timeout: 20_000,
	} );
	const pending = order( newestOrderId() );
	const before = await intentOf( pending.intent );
	expect( before.next_action?.type ).toBe( 'alipay_handle_redirect' );
	expect( before.next_action ).not.toHaveProperty( 'redirect_to_url' );
	await page
		.getByRole( 'button', { name: 'Authorize Test Payment' } )
		.click();
	await expect( page ).toHaveURL( RECEIVED, { timeout: 20_000 } );
	const saved = order( orderIdOf( page ) );
	expect( saved.paid ).toBe( true );
	expect( ( await intentOf( saved.intent ) ).payment_method_types ).toEqual( [
		'alipay',
	] );
} );

test( 'Multibanco: the order-received page shows the entity and the reference to pay with, and until when', async ( {
	page,
} ) => {
	await checkout( page );
	await choose( page, 'Multibanco' );
	await placeOrder( page );
	await expect( page ).toHaveURL( RECEIVED, { timeout: 20_000 } );
	const saved = order( orderIdOf( page ) );
	expect( saved.status ).toBe( 'on-hold' );
	const details = ( await intentOf( saved.intent ) ).next_action
		?.multibanco_display_details as {
		entity: string;
		reference: string;
		expires_at: number;
	};
	const voucher = page.locator( '.tresen-stripe-voucher' );
	await expect( voucher ).toContainText(
		`mit der Entität ${ details.entity } und der Referenz ${ details.reference }`
	);
	await expect(
		voucher.getByRole( 'definition' ).filter( { hasText: details.entity } )
	).toBeVisible();
	await expect(
		voucher
			.getByRole( 'definition' )
			.filter( { hasText: details.reference } )
	).toBeVisible();
	await expect( voucher ).toContainText(
		`Der Beleg ist gültig bis ${ shopDate( details.expires_at ) }`
	);
} );

/**
 * A date and time as the shop shows it (its time zone): 30.11.2026, 14:05 Uhr.
 *
 * @param unix Unix time.
 */
function shopDate( unix: number ): string {
	return sitePhp< string >(
		`return wp_date( 'd.m.Y, H:i', ${ unix } ) . ' Uhr';`
	);
}

/**
 * Runs a test with more billing countries allowed (Brazil for Boleto).
 *
 * @param countries ISO codes to allow as well.
 * @param run       The test's steps.
 */
async function withCountries(
	countries: string[],
	run: () => Promise< void >
): Promise< void > {
	const before = sitePhp< string[] >( `
		$c = (array) get_option( 'woocommerce_specific_allowed_countries', array() );
		update_option( 'woocommerce_specific_allowed_countries', array_values( array_unique( array_merge( $c, ${ JSON.stringify(
			countries
		) } ) ) ) );
		return $c;
	` );
	try {
		await run();
	} finally {
		sitePhp(
			`update_option( 'woocommerce_specific_allowed_countries', ${ JSON.stringify(
				before
			) } ); return true;`
		);
	}
}

test( 'Boleto (in real): the tax id is masked and required; Stripe wants the full address; with it Stripe.js confirms and the order waits on-hold with its voucher', async ( {
	page,
} ) => {
	test.setTimeout( 120_000 ); // a refusal, then a purchase
	enableMethods( 'boleto', 'oxxo' );
	await inCurrency( 'BRL', async () => {
		// Boleto's minimum is R$ 5,00: four beers.
		await addToCart( page, BEER, 3 );
		await checkout( page );
		await expect( page.getByLabel( 'OXXO', { exact: true } ) ).toHaveCount(
			0
		);
		await choose( page, 'Boleto' );
		const before = newestOrderId();
		await placeOrder( page );
		await expect( page.locator( '#stripe_boleto-errors' ) ).toHaveText(
			'Bitte gib deine CPF- oder CNPJ-Nummer ein.'
		);
		expect( newestOrderId() ).toBe( before );

		const taxId = page.getByLabel( 'CPF oder CNPJ' );
		await taxId.pressSequentially( '12345678901' );
		await expect( taxId ).toHaveValue( '123.456.789-01' );
		const replies: Array< Record< string, unknown > > = [];
		// Read in Node before the browser gets it: the page leaves for Stripe's
		// confirmation right after, and a busy browser had dropped the body by then.
		await page.route( /[?&]wc-ajax=checkout\b/, async ( route ) => {
			const response = await route.fetch();
			replies.push( await response.json() );
			await route.fulfill( { response } );
		} );
		// A German address has no state: Stripe refuses Boleto without it (parameter_missing).
		await placeOrder( page );
		await expect( page.locator( '#stripe_boleto-errors' ) ).toHaveText(
			'Bitte gib deine vollständige Rechnungsadresse an (Straße, Ort, Bundesland und Postleitzahl).'
		);
		expect( page.url() ).not.toMatch( RECEIVED );
		expect( replies[ 0 ]?.confirm_payment_data ).toEqual(
			expect.objectContaining( {
				payment_method: expect.objectContaining( {
					boleto: { tax_id: '12345678901' },
					billing_details: expect.objectContaining( {
						address: expect.objectContaining( {
							line1: expect.any( String ),
							city: 'Berlin',
							country: 'DE',
						} ),
					} ),
				} ),
			} )
		);
		if ( process.env.TRESEN_E2E_WC !== 'real' ) {
			// The double's checkout has no state field (nor Brazil): the purchase with
			// a complete Brazilian address runs on real WooCommerce (and in PHPUnit on both lanes).
			return;
		}
		// Brazil as a billing country, with a shipping zone for it (the shop ships to DE and AT only).
		const zone = sitePhp< number >( `
			$zone = new WC_Shipping_Zone();
			$zone->set_zone_name( 'e2e Brasil' );
			$zone->add_location( 'BR', 'country' );
			$zone->save();
			$instance = $zone->add_shipping_method( 'free_shipping' );
			// Beer ships only with an age check (tresen-legal): this carrier checks it.
			update_option( 'woocommerce_free_shipping_' . $instance . '_settings', array( 'title' => 'Versand nach Brasilien', 'requires' => '', 'tresen_age_check' => 'yes' ) );
			return $zone->get_id();
		` );
		await withCountries( [ 'BR' ], async () => {
			await page.reload();
			await page.locator( '#tresen_birth_date' ).fill( born( 30 ) );
			const updated = page.waitForResponse( ( response ) =>
				response.url().includes( 'update_order_review' )
			);
			await page.locator( '#billing_country' ).selectOption( 'BR' );
			await updated;
			const state = page.locator( '#billing_state' );
			if (
				( await state.evaluate( ( el ) => el.tagName ) ) === 'SELECT'
			) {
				await state.selectOption( 'SP' );
			} else {
				await state.fill( 'SP' );
			}
			await page
				.locator( '#billing_address_1' )
				.fill( 'Avenida Paulista 1000' );
			await page.locator( '#billing_postcode' ).fill( '01310-100' );
			await refreshOrderReview( page, () =>
				page.locator( '#billing_city' ).fill( 'São Paulo' )
			);
			await choose( page, 'Boleto' );
			await page
				.getByLabel( 'CPF oder CNPJ' )
				.pressSequentially( '12345678901' );
			await checkTermsIfShown( page );
			await placeOrder( page );
			await expect( page ).toHaveURL( RECEIVED, { timeout: 20_000 } );
		} ).finally( () =>
			sitePhp(
				`WC_Shipping_Zones::delete_zone( ${ zone } ); return true;`
			)
		);
		await expect( page.locator( '.tresen-stripe-voucher' ) ).toContainText(
			'Bitte bezahle mit der Referenz'
		);
		const saved = order( orderIdOf( page ) );
		expect( saved.status ).toBe( 'on-hold' );
		expect( saved.paid ).toBe( false );
		const intent = await intentOf( saved.intent );
		expect( intent.currency ).toBe( 'brl' );
		expect( intent.status ).toBe( 'requires_action' );
		const method = ( await standin.state() ).payment_methods.find(
			( pm ) => pm.id === intent.payment_method
		);
		expect( method?.billing_details.address ).toEqual(
			expect.objectContaining( {
				line1: 'Avenida Paulista 1000',
				city: 'São Paulo',
				state: 'SP',
				postal_code: '01310-100',
				country: 'BR',
			} )
		);
	} );
} );

test( 'OXXO (in pesos): Stripe.js confirms and the order waits on-hold with its voucher', async ( {
	page,
} ) => {
	enableMethods( 'boleto', 'oxxo' );
	await inCurrency( 'MXN', async () => {
		// Stripe's minimum for OXXO is 10 MXN: six beers.
		await addToCart( page, BEER, 5 );
		await checkout( page );
		await expect(
			page.getByLabel( 'Boleto', { exact: true } )
		).toHaveCount( 0 );
		await choose( page, 'OXXO' );
		await placeOrder( page );
		await expect( page ).toHaveURL( RECEIVED, { timeout: 20_000 } );
		await expect( page.locator( '.tresen-stripe-voucher' ) ).toContainText(
			'OXXO'
		);
		const saved = order( orderIdOf( page ) );
		expect( saved.status ).toBe( 'on-hold' );
		const intent = await intentOf( saved.intent );
		// Stripe's OXXO voucher has expires_after (not expires_at): shown as a German date.
		const details = intent.next_action?.oxxo_display_details as {
			number: string;
			expires_after: number;
		};
		await expect( page.locator( '.tresen-stripe-voucher' ) ).toContainText(
			details.number
		);
		await expect( page.locator( '.tresen-stripe-voucher' ) ).toContainText(
			`Der Beleg ist gültig bis ${ shopDate( details.expires_after ) }.`
		);
		expect( intent.currency ).toBe( 'mxn' );
		expect( intent.payment_method_types ).toEqual( [ 'oxxo' ] );
		expect( intent.amount ).toBe( cents( saved.total ) );
	} );
} );

test( 'pay for order: the card pays the existing order for its total, only with the order’s key', async ( {
	page,
} ) => {
	const email = `bezahlen-${ Date.now() }@example.test`;
	const made = createPendingOrder( BEER, 3, email );
	// Without the order's key: no payment form, no card field.
	const wrong = new URL( made.url );
	wrong.searchParams.set( 'key', 'wc_order_falsch' );
	await page.goto( wrong.toString() );
	await expect( page.locator( 'form#order_review' ) ).toHaveCount( 0 );
	await expect(
		page.locator( 'iframe[data-fake-stripe="payment"][data-method="card"]' )
	).toHaveCount( 0 );

	await openPayPage( page, made.url, email );
	await choose( page, 'Kreditkarte' );
	await typeCard( page, '4242424242424242' );
	await page.locator( '#place_order' ).click();
	await expect( page ).toHaveURL( RECEIVED, { timeout: 20_000 } );
	const saved = order( made.id );
	expect( saved.status ).toBe( 'processing' );
	expect( saved.paid ).toBe( true );
	const state = await standin.state();
	const intents = state.payment_intents.filter(
		( pi ) => pi.metadata.order_id === String( made.id )
	);
	expect( intents ).toHaveLength( 1 );
	expect( intents[ 0 ].amount_received ).toBe( cents( made.total ) );
} );

/**
 * A new customer, logged in; returns the user id.
 *
 * @param page   Page.
 * @param prefix Login prefix.
 */
async function loginNewCustomer(
	page: Page,
	prefix: string
): Promise< number > {
	const login = `${ prefix }${ Date.now() }`;
	const userId = sitePhp< number >(
		`return wp_insert_user( array( 'user_login' => ${ JSON.stringify(
			login
		) }, 'user_pass' => 'Geheim-123', 'user_email' => ${ JSON.stringify(
			login + '@example.test'
		) }, 'first_name' => 'Erika', 'last_name' => 'Mustermann', 'role' => 'customer' ) );`
	);
	await page.goto( '/wp-login.php' );
	await page.locator( '#user_login' ).fill( login );
	await page.locator( '#user_pass' ).fill( 'Geheim-123' );
	await page.locator( '#wp-submit' ).click();
	await page.waitForURL( ( url ) => ! url.pathname.includes( 'wp-login' ) );
	return userId;
}

/**
 * Saves a 3-D Secure card on the account's add-payment-method page (real
 * WooCommerce only: the double has no such page).
 *
 * @param page Page.
 */
async function addCardWith3DSecure( page: Page ): Promise< void > {
	await page.goto(
		sitePhp< string >(
			`return wc_get_account_endpoint_url( 'add-payment-method' );`
		)
	);
	await expect( page.locator( 'form#add_payment_method' ) ).toBeVisible();
	await choose( page, 'Kreditkarte' );
	await typeCard( page, '4000002760003184' );
	await page.locator( 'form#add_payment_method #place_order' ).click();
}

/**
 * The customer's saved cards (WooCommerce tokens).
 *
 * @param userId User id.
 */
function savedCards( userId: number ): Array< { pm: string; last4: string } > {
	return sitePhp( `
		return array_values( array_map(
			static fn( $t ) => array( 'pm' => $t->get_token(), 'last4' => $t->get_last4() ),
			WC_Payment_Tokens::get_customer_tokens( ${ userId }, 'stripe' )
		) );
	` );
}

test( 'add payment method, 3-D Secure in the page: the SetupIntent is confirmed with use_stripe_sdk, the dialog opens, the card is saved', async ( {
	page,
} ) => {
	test.skip(
		process.env.TRESEN_E2E_WC !== 'real',
		'the WooCommerce double has no add-payment-method page'
	);
	const userId = await loginNewCustomer( page, 'karte3ds' );
	await addCardWith3DSecure( page );
	const dialog = page.getByRole( 'dialog', {
		name: '3D Secure 2 Test Page',
	} );
	await expect( dialog ).toBeVisible( { timeout: 20_000 } );
	await dialog.getByRole( 'button', { name: 'Complete' } ).click();
	await expect
		.poll( () => savedCards( userId ), { timeout: 20_000 } )
		.toEqual( [ expect.objectContaining( { last4: '3184' } ) ] );
	const created = await requestsTo( /^\/v1\/setup_intents$/ );
	expect( created.at( -1 )?.use_stripe_sdk ).toBe( 'true' );
} );

test( 'add payment method, 3-D Secure by redirect: the bank’s page, then the return address saves the WooCommerce token', async ( {
	page,
} ) => {
	test.skip(
		process.env.TRESEN_E2E_WC !== 'real',
		'the WooCommerce double has no add-payment-method page'
	);
	setThreeDSecure( 'redirect' );
	try {
		const userId = await loginNewCustomer( page, 'kartebank' );
		await addCardWith3DSecure( page );
		await expect( page ).toHaveURL( /\/_standin\/redirect\/seti_/, {
			timeout: 20_000,
		} );
		expect( savedCards( userId ) ).toEqual( [] );
		await page
			.getByRole( 'button', { name: 'Authorize Test Payment' } )
			.click();
		// Back in the shop, the token is saved and the address is clean again.
		await page.waitForURL( ( url ) => ! url.href.includes( '_standin' ) );
		await expect(
			page.locator( '.woocommerce-message' ).first()
		).toContainText( 'Zahlungsart erfolgreich hinzugefügt.' );
		expect( page.url() ).not.toContain( 'setup_intent' );
		const cards = savedCards( userId );
		expect( cards ).toEqual( [
			expect.objectContaining( { last4: '3184' } ),
		] );
		const state = await standin.state();
		const setup = state.setup_intents.find(
			( si ) => si.payment_method === cards[ 0 ].pm
		);
		expect( setup?.status ).toBe( 'succeeded' );
		const created = await requestsTo( /^\/v1\/setup_intents$/ );
		expect( created.at( -1 ) ).not.toHaveProperty( 'use_stripe_sdk' );
	} finally {
		setThreeDSecure( 'in_page' );
	}
} );
