/**
 * The single Payment Element (tresen-stripe's setting "Zahlungsarten an der
 * Kasse" → "Alle in einer Stripe-Zahlungsauswahl"): the card gateway's box
 * holds card, SEPA and the redirect and voucher methods; the shopper picks
 * one inside Stripe's element; the server pays it with that method's own
 * code. And iDEAL | Wero, the Dutch method, for a Dutch address (the
 * Netherlands allowed for this spec's requests only, see the fixture).
 * Against the stand-in and the fake Stripe.js; both lanes.
 */
import { test, expect, type Page } from '@playwright/test';
import {
	addToCart,
	choosePaymentMethod,
	fillGuestAddress,
	openCheckout,
	orderNotes,
	placeOrder,
	refreshOrderReview,
} from './lib/checkout';
import { orderIdOf } from './lib/shopper';
import { sitePhp } from './lib/site';
import { withStandin } from './lib/standin';
import {
	connectShop,
	disconnectShop,
	enableMethods,
	startStandin,
	serveFakeStripeJs,
	type Standin,
} from './lib/stripe';

const SHOP = process.env.TRESEN_E2E_URL || 'http://localhost:8888';
const BEER = 'TR-BIE-001';
const RECEIVED = /order-received|bestellung-erhalten/;
const CONFIGURATION = 'pmc_1TresenE2eElement';

test.describe.configure( { mode: 'serial', timeout: 150_000 } );

let standin: Standin;

withStandin( {
	lock: { name: 'stripe', shopUrl: SHOP },
	start: async () => ( standin = await startStandin( SHOP ) ),
	connect: ( s ) => {
		connectShop( s );
		enableMethods( 'eps', 'ideal', 'multibanco' );
	},
	disconnect: () => {
		sitePhp( `
			foreach ( WC_Shipping_Zones::get_zones() as $zone ) {
				if ( 'e2e Niederlande' === $zone['zone_name'] ) {
					WC_Shipping_Zones::delete_zone( $zone['id'] );
				}
			}
			return true;
		` );
		disconnectShop();
	},
	browser: ( s, context ) => serveFakeStripeJs( context, s, SHOP ),
} );

/**
 * The checkout's Stripe UI: one element (or, with `split`, one gateway per method).
 *
 * @param mode          single or split.
 * @param configuration The owner's payment method configuration ('' for none).
 */
async function stripeUi(
	mode: 'single' | 'split',
	configuration = ''
): Promise< void > {
	if ( configuration ) {
		// Made in the owner's Stripe dashboard (the stand-in knows no other).
		await standin.control( 'payment_method_configurations', {
			id: configuration,
			name: 'Tresen',
		} );
	}
	sitePhp( `
		// Read without the fixture's filter (it shows the methods off to requests without the e2e cookie).
		remove_all_filters( 'option_woocommerce_stripe_settings' );
		$settings = get_option( 'woocommerce_stripe_settings', array() );
		$settings['payment_element'] = ${ JSON.stringify( mode ) };
		$settings['test_payment_method_configuration'] = ${ JSON.stringify(
			configuration
		) };
		update_option( 'woocommerce_stripe_settings', $settings );
		return true;
	` );
}

/**
 * A guest's checkout with a beer, the address filled in.
 *
 * @param page Page.
 */
async function checkout( page: Page ): Promise< void > {
	await addToCart( page, BEER );
	await openCheckout( page );
	await fillGuestAddress( page, 'stripe-element' );
	await refreshOrderReview( page, () =>
		page.locator( '#billing_city' ).press( 'Tab' )
	);
}

/**
 * Moves the billing address to another country and waits for the payment section.
 *
 * @param page     Page.
 * @param country  ISO code.
 * @param postcode Postcode.
 * @param city     City.
 */
async function moveTo(
	page: Page,
	country: string,
	postcode: string,
	city: string
): Promise< void > {
	await refreshOrderReview( page, () =>
		page.locator( '#billing_country' ).selectOption( country )
	);
	await page.locator( '#billing_postcode' ).fill( postcode );
	await refreshOrderReview( page, () =>
		page.locator( '#billing_city' ).fill( city )
	);
}

/**
 * The element's frame.
 *
 * @param page Page.
 */
const element = ( page: Page ) =>
	page.frameLocator( 'iframe[data-fake-stripe="payment"]' );

/**
 * What the fake Stripe.js saw: the elements() options, integration errors, warnings.
 *
 * @param page Page.
 */
function seen( page: Page ) {
	return page.evaluate( () => {
		const w = window as unknown as {
			__fakeStripeElementsOptions?: Array< Record< string, unknown > >;
			__fakeStripeIntegrationErrors?: string[];
			__fakeStripeWarnings?: string[];
		};
		return {
			options: w.__fakeStripeElementsOptions ?? [],
			errors: w.__fakeStripeIntegrationErrors ?? [],
			warnings: w.__fakeStripeWarnings ?? [],
		};
	} );
}

function order( id: number ): {
	status: string;
	paid: boolean;
	gateway: string;
	title: string;
	intent: string;
	total: string;
} {
	return sitePhp( `
		$order = wc_get_order( ${ id } );
		return array(
			'status'  => $order->get_status(),
			'paid'    => $order->is_paid(),
			'gateway' => $order->get_payment_method(),
			'title'   => $order->get_payment_method_title(),
			'intent'  => (string) $order->get_meta( '_tresen_stripe_intent' ),
			'total'   => (string) $order->get_total(),
		);
	` );
}

/**
 * The gateway's requests creating a PaymentIntent since `before`.
 *
 * @param before Number of requests the stand-in held before.
 */
async function createdIntents( before: number ) {
	return ( await standin.state() ).requests
		.slice( before )
		.filter(
			( r ) => r.method === 'POST' && r.path === '/v1/payment_intents'
		);
}

test( 'one element: the card is typed into it, the methods of the shop are its tabs, one intent of the card', async ( {
	page,
} ) => {
	await stripeUi( 'single' );
	await checkout( page );
	// Only the card gateway is listed: SEPA and Multibanco are inside its element.
	await expect(
		page.getByLabel( 'SEPA-Lastschrift', { exact: true } )
	).toHaveCount( 0 );
	await expect(
		page.getByLabel( 'Multibanco', { exact: true } )
	).toHaveCount( 0 );
	await choosePaymentMethod( page, 'Kreditkarte' );
	const frame = element( page );
	// A German address: eps (Austria) and iDEAL (Netherlands) are not offered.
	await expect(
		frame.getByRole( 'radio', { name: 'Karte', exact: true } )
	).toBeChecked();
	await expect(
		frame.getByRole( 'radio', { name: 'SEPA-Lastschrift', exact: true } )
	).toBeVisible();
	await expect(
		frame.getByRole( 'radio', { name: 'Multibanco', exact: true } )
	).toBeVisible();
	await expect(
		frame.getByRole( 'radio', { name: 'EPS', exact: true } )
	).toHaveCount( 0 );
	await frame.locator( '[name="cardnumber"]' ).fill( '4242424242424242' );
	await frame.locator( '[name="exp-date"]' ).fill( '12 / 34' );
	await frame.locator( '[name="cvc"]' ).fill( '123' );
	const fake = await seen( page );
	expect( fake.errors ).toEqual( [] );
	expect( fake.warnings ).toEqual( [] );
	expect( fake.options[ 0 ] ).toMatchObject( {
		mode: 'payment',
		allowedPaymentMethodTypes: [ 'card', 'sepa_debit', 'multibanco' ],
		paymentMethodCreation: 'manual',
	} );
	const before = ( await standin.state() ).requests.length;
	await placeOrder( page );
	await expect( page ).toHaveURL( RECEIVED, { timeout: 30_000 } );
	const saved = order( orderIdOf( page ) );
	expect( saved.status ).toBe( 'processing' );
	expect( saved.gateway ).toBe( 'stripe' );
	const created = await createdIntents( before );
	expect( created ).toHaveLength( 1 );
	expect( created[ 0 ].params ).toMatchObject( {
		allowed_payment_method_types: [ 'card' ],
	} );
} );

test( 'one element with the owner’s configuration: eps picked in it goes to the bank and back paid, through the eps gateway', async ( {
	page,
} ) => {
	await stripeUi( 'single', CONFIGURATION );
	await checkout( page );
	await moveTo( page, 'AT', '1010', 'Wien' );
	await choosePaymentMethod( page, 'Kreditkarte' );
	// Stripe.js loads on intent: the element (with the configuration's methods) comes a moment later.
	await expect(
		element( page ).getByRole( 'radio', { name: 'EPS', exact: true } )
	).toBeVisible( { timeout: 20_000 } );
	const fake = await seen( page );
	expect( fake.options.at( -1 ) ).toMatchObject( {
		paymentMethodConfiguration: CONFIGURATION,
	} );
	expect( fake.options.at( -1 ) ).not.toHaveProperty(
		'allowedPaymentMethodTypes'
	);
	await element( page )
		.getByRole( 'radio', { name: 'EPS', exact: true } )
		.check();
	await expect(
		page.locator( 'iframe[data-fake-stripe="payment"]' )
	).toHaveAttribute( 'data-method', 'eps' );
	const before = ( await standin.state() ).requests.length;
	await placeOrder( page );
	await expect( page ).toHaveURL( /\/_standin\/redirect\/pi_/, {
		timeout: 30_000,
	} );
	const created = await createdIntents( before );
	expect( created ).toHaveLength( 1 );
	expect( created[ 0 ].params ).toMatchObject( {
		payment_method_configuration: CONFIGURATION,
	} );
	expect( created[ 0 ].params ).not.toHaveProperty(
		'allowed_payment_method_types'
	);
	await page
		.getByRole( 'button', { name: 'Authorize Test Payment' } )
		.click();
	await expect( page ).toHaveURL( RECEIVED, { timeout: 30_000 } );
	const id = orderIdOf( page );
	const saved = order( id );
	expect( saved.paid ).toBe( true );
	expect( saved.gateway ).toBe( 'stripe_eps' );
	expect( saved.title ).toBe( 'eps-Überweisung' );
	const notes = orderNotes( id ).join( '\n' );
	expect( notes ).toContain( 'zu eps-Überweisung weitergeleitet' );
	expect( notes ).toMatch( /mit eps-Überweisung erhalten/ );
	expect( notes ).not.toContain( '3-D Secure' );
} );

test( 'one element: Multibanco picked in it puts the order on hold and the order page shows entity and reference', async ( {
	page,
} ) => {
	await stripeUi( 'single' );
	await checkout( page );
	await choosePaymentMethod( page, 'Kreditkarte' );
	await element( page )
		.getByRole( 'radio', { name: 'Multibanco', exact: true } )
		.check();
	await placeOrder( page );
	await expect( page ).toHaveURL( RECEIVED, { timeout: 30_000 } );
	const saved = order( orderIdOf( page ) );
	expect( saved.status ).toBe( 'on-hold' );
	expect( saved.gateway ).toBe( 'stripe_multibanco' );
	const intent = ( await standin.state() ).payment_intents.find(
		( pi ) => pi.id === saved.intent
	)!;
	expect( intent.payment_method_types ).toEqual( [ 'multibanco' ] );
	const details = intent.next_action?.multibanco_display_details as {
		entity: string;
		reference: string;
	};
	await expect( page.locator( '.tresen-stripe-voucher' ) ).toContainText(
		`mit der Entität ${ details.entity } und der Referenz ${ details.reference }`
	);
} );

/**
 * A Dutch address: the Netherlands for this browser's requests only (the
 * fixture's cookie), with a shipping zone whose carrier checks the age.
 *
 * @param page   Page.
 * @param before What to check while the address is still German.
 */
async function dutchCheckout(
	page: Page,
	before: () => Promise< void > = async () => {}
): Promise< void > {
	sitePhp( `
		foreach ( WC_Shipping_Zones::get_zones() as $zone ) {
			if ( 'e2e Niederlande' === $zone['zone_name'] ) {
				return true;
			}
		}
		$zone = new WC_Shipping_Zone();
		$zone->set_zone_name( 'e2e Niederlande' );
		$zone->add_location( 'NL', 'country' );
		$zone->save();
		$instance = $zone->add_shipping_method( 'free_shipping' );
		// Beer ships only with an age check (tresen-legal): this carrier checks it.
		update_option( 'woocommerce_free_shipping_' . $instance . '_settings', array( 'title' => 'Versand in die Niederlande', 'requires' => '', 'tresen_age_check' => 'yes' ) );
		return true;
	` );
	await page
		.context()
		.addCookies( [
			{ name: 'tresen_e2e_stripe_nl', value: '1', url: SHOP },
		] );
	await checkout( page );
	await before();
	await moveTo( page, 'NL', '1012 AB', 'Amsterdam' );
}

test( 'iDEAL | Wero on its own gateway: offered for a Dutch address only, the bank authorizes, the order is paid', async ( {
	page,
} ) => {
	await stripeUi( 'split' );
	await dutchCheckout( page, async () => {
		// A German address: no iDEAL | Wero.
		await expect(
			page.getByLabel( 'iDEAL | Wero', { exact: true } )
		).toHaveCount( 0 );
	} );
	await expect(
		page.getByLabel( 'iDEAL | Wero', { exact: true } )
	).toBeVisible();
	await choosePaymentMethod( page, 'iDEAL | Wero' );
	await placeOrder( page );
	await expect( page ).toHaveURL( /\/_standin\/redirect\/pi_/, {
		timeout: 30_000,
	} );
	await page
		.getByRole( 'button', { name: 'Authorize Test Payment' } )
		.click();
	await expect( page ).toHaveURL( RECEIVED, { timeout: 30_000 } );
	const id = orderIdOf( page );
	const saved = order( id );
	expect( saved.paid ).toBe( true );
	expect( saved.gateway ).toBe( 'stripe_ideal' );
	const intent = ( await standin.state() ).payment_intents.find(
		( pi ) => pi.id === saved.intent
	)!;
	expect( intent.payment_method_types ).toEqual( [ 'ideal' ] );
	expect( orderNotes( id ).join( '\n' ) ).toContain(
		'zu iDEAL | Wero weitergeleitet'
	);
} );

test( 'iDEAL | Wero in the one element: a tab for a Dutch address, paid through the iDEAL gateway', async ( {
	page,
} ) => {
	await stripeUi( 'single' );
	await dutchCheckout( page );
	await choosePaymentMethod( page, 'Kreditkarte' );
	await element( page )
		.getByRole( 'radio', { name: 'iDEAL | Wero', exact: true } )
		.check();
	await placeOrder( page );
	await expect( page ).toHaveURL( /\/_standin\/redirect\/pi_/, {
		timeout: 30_000,
	} );
	await page
		.getByRole( 'button', { name: 'Authorize Test Payment' } )
		.click();
	await expect( page ).toHaveURL( RECEIVED, { timeout: 30_000 } );
	const saved = order( orderIdOf( page ) );
	expect( saved.paid ).toBe( true );
	expect( saved.gateway ).toBe( 'stripe_ideal' );
	expect( saved.title ).toBe( 'iDEAL | Wero' );
} );

test( 'one element on the add-payment-method page: card and SEPA in setup mode, a new IBAN is saved as a SEPA token', async ( {
	page,
} ) => {
	test.skip(
		process.env.TRESEN_E2E_WC !== 'real',
		'the WooCommerce double has no add-payment-method page'
	);
	await stripeUi( 'single' );
	const login = `elementiban${ Date.now() }`;
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
	await page.goto(
		sitePhp< string >(
			`return wc_get_account_endpoint_url( 'add-payment-method' );`
		)
	);
	await expect( page.locator( 'form#add_payment_method' ) ).toBeVisible();
	await choosePaymentMethod( page, 'Kreditkarte' );
	const frame = element( page );
	await expect(
		frame.getByRole( 'radio', { name: 'SEPA-Lastschrift', exact: true } )
	).toBeVisible( { timeout: 20_000 } );
	const fake = await seen( page );
	expect( fake.errors ).toEqual( [] );
	expect( fake.options.at( -1 ) ).toMatchObject( {
		mode: 'setup',
		allowedPaymentMethodTypes: [ 'card', 'sepa_debit' ],
	} );
	await frame
		.getByRole( 'radio', { name: 'SEPA-Lastschrift', exact: true } )
		.check();
	await frame.locator( '[name="iban"]' ).fill( 'DE89370400440532013000' );
	await page.locator( 'form#add_payment_method #place_order' ).click();
	// WooCommerce's own success notice (in German where its language pack is installed).
	await expect( page ).toHaveURL( /payment-methods|zahlungsmethoden/, {
		timeout: 30_000,
	} );
	await expect(
		page.locator( '.woocommerce-message' ).first()
	).toBeVisible();
	const tokens = sitePhp< Array< { gateway: string; last4: string } > >( `
		return array_values( array_map(
			static fn( $t ) => array( 'gateway' => $t->get_gateway_id(), 'last4' => $t->get_last4() ),
			WC_Payment_Tokens::get_customer_tokens( ${ userId } )
		) );
	` );
	expect( tokens ).toEqual( [ { gateway: 'stripe_sepa', last4: '3000' } ] );
} );
