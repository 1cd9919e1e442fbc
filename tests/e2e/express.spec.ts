/**
 * Express payment (tresen-stripe): Stripe's Express Checkout Element on
 * product and cart pages, against the loopback stand-in of Stripe's API and
 * the fake Stripe.js (tests/e2e/lib/stripe.ts) with its Express Checkout
 * Element (tests/e2e/lib/stripe-express.ts: Elements in payment mode, the
 * element's wallet buttons in a frame and a test payment sheet). Never a
 * network call to Stripe. Runs on both lanes.
 */
import { test, expect, type Page } from '@playwright/test';
import {
	addToCart as addToCartBySku,
	orderNotes,
	productIdBySku,
} from './lib/checkout';
import { born, scriptsOf, orderIdOf } from './lib/shopper';
import { sitePhp } from './lib/site';
import { withStandin } from './lib/standin';
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
const GIN_VARIABLE = 'TR-GIN-002'; // 0,35 l 19,90 €, 0,7 l 34,90 €
const BEER = 'TR-BIE-001'; // 1,79 € + 0,08 € deposit, from 16

// A purchase is several page loads; a busy machine stretches them past 30 s.
// Not serial: the tests are independent (each makes its own orders), so a retry reruns only the
// test that failed, and a flake in one never skips the rest of the file.
test.describe.configure( { timeout: 60_000 } );

let standin: Standin;

withStandin( {
	lock: { name: 'stripe', shopUrl: SHOP },
	start: async () => ( standin = await startStandin( SHOP ) ),
	connect: ( s ) => {
		connectShop( s );
		sitePhp( `
		$settings = get_option( 'woocommerce_stripe_settings', array() );
		// (Read without the test cookie, the fixture reports the method as off.)
		$settings['enabled'] = 'yes';
		$settings['express_product'] = 'yes';
		$settings['express_cart'] = 'yes';
		update_option( 'woocommerce_stripe_settings', $settings );
		return true;
	` );
	},
	disconnect: disconnectShop,
	browser: ( s, context ) => serveFakeStripeJsWithExpress( context, s, SHOP ),
} );

const idOf = productIdBySku;

function urlOf( sku: string ): string {
	return sitePhp< string >(
		`return (string) get_permalink( wc_get_product_id_by_sku( ${ JSON.stringify(
			sku
		) } ) );`
	);
}

function cartUrl(): string {
	return sitePhp< string >( 'return (string) wc_get_cart_url();' );
}

/**
 * What the cart page lists: product name => quantity.
 *
 * @param page Page.
 */
async function cartLines( page: Page ): Promise< Record< string, number > > {
	await page.goto( cartUrl() );
	const out: Record< string, number > = {};
	for ( const row of await page
		.locator( '.woocommerce-cart-form .cart_item' )
		.all() ) {
		const name = (
			( await row.locator( '.product-name a' ).first().textContent() ) ??
			''
		).trim();
		out[ name ] = Number(
			await row
				.locator( 'input.qty' )
				.inputValue()
				.catch( () => '1' )
		);
	}
	return out;
}

function orderOf( id: number ): {
	status: string;
	paid: boolean;
	total: number;
	wallet: string;
	title: string;
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
			'title'    => $order->get_payment_method_title(),
			'items'    => $items,
			'shipping' => $shipping,
		);
	` );
}

/**
 * The charges of an order in the stand-in.
 * @param id
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

const box = ( page: Page ) => page.locator( '.tresen-express' ).first();
/**
 * The element's Google Pay button (in Stripe's frame).
 *
 * @param page   Page.
 * @param wallet Button name.
 */
const button = ( page: Page, wallet = 'Google Pay' ) =>
	box( page )
		.frameLocator( 'iframe[data-fake-stripe="express"]' )
		.getByRole( 'button', { name: wallet } );
const sheet = ( page: Page ) => page.locator( '[data-fake-stripe="sheet"]' );

/**
 * What the fake element recorded (paymentFailed calls, refusals).
 *
 * @param page Page.
 */
const sheetLog = ( page: Page ) =>
	page.evaluate(
		() =>
			( window as unknown as { __fakeStripeSheet: FakeSheetLog } )
				.__fakeStripeSheet
	);

/**
 * Waits for the button to be usable and fills in the date of birth the
 * box asks for drinks with an age limit.
 *
 * @param page Page.
 */
async function ready( page: Page ): Promise< void > {
	await expect( button( page ) ).toBeVisible( { timeout: 30_000 } );
	await expect( box( page ) ).toHaveAttribute( 'data-status', 'ready' );
	const birth = box( page ).getByLabel( 'Geburtsdatum' );
	if ( ( await birth.count() ) > 0 ) {
		await birth.fill( born( 30 ) );
	}
}

/**
 * Opens the sheet and waits until it shows the shipping rates for its address.
 *
 * @param page   Page.
 * @param wallet The button pressed.
 */
async function openSheet( page: Page, wallet = 'Google Pay' ): Promise< void > {
	await button( page, wallet ).click();
	await expect( sheet( page ) ).toBeVisible();
	await expect(
		sheet( page ).locator( 'input[name="fake-shipping"]' ).first()
	).toBeVisible();
	await expect( sheet( page ).locator( '[data-sheet="pay"]' ) ).toBeEnabled();
}

const addToCart = ( page: Page, sku: string, qty = 1 ) =>
	addToCartBySku( page, sku, qty );

/**
 * Pays in the open sheet and waits for the order-received page: the order.
 *
 * @param page Page.
 */
async function payInSheet( page: Page ) {
	// Nothing the element refused so far (click answered in time, amounts adding up).
	expect( ( await sheetLog( page ) ).errors ).toEqual( [] );
	await sheet( page ).locator( '[data-sheet="pay"]' ).click();
	await expect( page ).toHaveURL( /order-received|bestellung-erhalten/, {
		timeout: 15_000,
	} );
	const id = orderIdOf( page );
	return { id, order: orderOf( id ) };
}

test( 'the button and Stripe.js are not part of the product page’s first load', async ( {
	page,
} ) => {
	const scripts = await scriptsOf( page, urlOf( GIN ) );
	expect( scripts.some( ( u ) => u.includes( '/build/express.js' ) ) ).toBe(
		true
	);
	// Once the page is usable they follow (idle), and the device can pay: the
	// element shows its Google Pay button with the owner's settings.
	await expect( button( page ) ).toBeVisible( { timeout: 15_000 } );
	// When each started, by the page's own clock (Playwright's request events
	// can trail the load event while the idle callback already runs).
	const started = await page.evaluate( () => {
		const nav = performance.getEntriesByType(
			'navigation'
		)[ 0 ] as PerformanceNavigationTiming;
		return performance
			.getEntriesByType( 'resource' )
			.filter(
				( e ) =>
					e.name.includes( 'express-button.js' ) ||
					e.name.includes( 'js.stripe.com' )
			)
			.map( ( e ) => ( {
				name: e.name.includes( 'express-button.js' )
					? 'express-button.js'
					: 'stripe.js',
				beforeLoad: e.startTime < nav.loadEventStart,
			} ) );
	} );
	expect( started ).toContainEqual( {
		name: 'express-button.js',
		beforeLoad: false,
	} );
	expect( started.filter( ( e ) => e.beforeLoad ) ).toEqual( [] );
	await expect( button( page ) ).toHaveAttribute( 'data-button-type', 'buy' );
	await expect( button( page ) ).toHaveAttribute( 'data-theme', 'black' );
	await expect( button( page ) ).toHaveCSS( 'height', '48px' );
	await expect( box( page ) ).toHaveAttribute( 'data-status', 'ready' );
} );

test( 'a device that cannot pay this way never sees the button', async ( {
	page,
} ) => {
	await page.addInitScript( () => {
		(
			window as unknown as { __fakeStripeWallet: unknown }
		 ).__fakeStripeWallet = { canPay: false };
	} );
	await page.goto( urlOf( GIN ) );
	await expect( box( page ) ).toHaveAttribute( 'data-status', 'unavailable', {
		timeout: 15_000,
	} );
	await expect( box( page ) ).toBeHidden();
} );

test( 'a simple product bought from its page: only it is paid, at the shop’s price whatever the browser sends, and the previous cart survives', async ( {
	page,
} ) => {
	await addToCart( page, BEER, 2 );
	await page.goto( urlOf( GIN ) );
	await ready( page );
	// An altered amount from the browser is ignored.
	await page.route( /wc-ajax=wc_stripe_create_order/, ( route ) =>
		route.continue( {
			postData: `${ route.request().postData() }&total=0.01&amount=1&order_total=0.01`,
		} )
	);
	await openSheet( page );
	// Server-computed, in minor units: 25,90 € + 4,90 € shipping (the rate);
	// the lines and the rate make the amount (the fake refuses otherwise).
	await expect(
		sheet( page ).locator( '[data-sheet="total"]' )
	).toHaveAttribute( 'data-amount', '3080' );
	await expect(
		sheet( page ).locator( '[data-sheet="items"] li' )
	).toHaveCount( 1 );
	await expect(
		sheet( page ).locator( '[data-sheet="items"] li' )
	).toHaveAttribute( 'data-amount', '2590' );
	const { id, order } = await payInSheet( page );
	expect( order.paid ).toBe( true );
	expect( order.total ).toBe( 30.8 );
	expect( order.wallet ).toBe( 'google_pay' );
	expect( order.items ).toHaveLength( 1 );
	expect( await chargedFor( id ) ).toEqual( [ 3080 ] );
	// The beer from before is in the cart again, and nothing else.
	expect( Object.values( await cartLines( page ) ) ).toEqual( [ 2 ] );
} );

test( 'a variable product: the chosen size is paid and the previous cart survives; no choice refuses with an alert', async ( {
	page,
} ) => {
	await addToCart( page, BEER, 1 );
	await page.goto( urlOf( GIN_VARIABLE ) );
	const form = page.locator( 'form.variations_form' );
	await ready( page );
	// Without a size the button refuses to start.
	await form.getByText( 'Leeren', { exact: true } ).click();
	let message = '';
	page.once( 'dialog', ( dialog ) => {
		message = dialog.message();
		void dialog.dismiss();
	} );
	await button( page ).click();
	await expect
		.poll( () => message )
		.toBe(
			'Bitte wähle Produktoptionen aus, bevor du dieses Produkt kaufst.'
		);
	await expect( sheet( page ) ).toBeHidden();

	const select = form.locator( '.variations select' ).first();
	const big = await select
		.locator( 'option', { hasText: '0,7' } )
		.first()
		.getAttribute( 'value' );
	await select.selectOption( big ?? '' );
	// Blocked while re-pricing, then ready again.
	await expect( box( page ) ).toHaveAttribute( 'data-status', 'ready' );
	await openSheet( page );
	await expect(
		sheet( page ).locator( '[data-sheet="total"]' )
	).toHaveAttribute( 'data-amount', '3980' );
	const { order } = await payInSheet( page );
	expect( order.paid ).toBe( true );
	expect( order.total ).toBe( 39.8 );
	expect( order.items.join() ).toContain( '0,7' );
	expect( Object.values( await cartLines( page ) ) ).toEqual( [ 1 ] );
} );

test( 'from the cart page with a changed shipping option', async ( {
	page,
} ) => {
	await addToCart( page, GIN, 2 );
	await page.goto( cartUrl() );
	await ready( page );
	await openSheet( page );
	const total = sheet( page ).locator( '[data-sheet="total"]' );
	// From 50 € shipping is free (the first rate); the standard rate costs 4,90 €.
	await expect( total ).toHaveAttribute( 'data-amount', '5180' );
	const standard = sheet( page ).getByLabel( /Standardversand/ );
	await standard.check();
	await expect( total ).toHaveAttribute( 'data-amount', '5670' );
	await expect( sheet( page ).locator( '[data-sheet="pay"]' ) ).toBeEnabled();
	const { id, order } = await payInSheet( page );
	expect( order.paid ).toBe( true );
	expect( order.total ).toBe( 56.7 );
	expect( order.shipping ).toEqual( [ 'flat_rate' ] );
	expect( await chargedFor( id ) ).toEqual( [ 5670 ] );
} );

/**
 * A device whose buyer can also pay with the account's other methods.
 *
 * @param page    Page.
 * @param methods Link, Klarna, PayPal, Amazon Pay (Stripe's types).
 */
async function withMethods( page: Page, methods: string[] ): Promise< void > {
	await page.addInitScript( ( m ) => {
		(
			window as unknown as { __fakeStripeWallet: unknown }
		 ).__fakeStripeWallet = { canPay: 'google', methods: m };
	}, methods );
}

/**
 * The order's PaymentIntents in the stand-in.
 *
 * @param id Order id.
 */
async function intentsFor( id: number ) {
	const state = await standin.state();
	return state.payment_intents.filter(
		( pi ) => pi.metadata.order_id === String( id )
	);
}

test( 'Link, where the account allows it: paid at once with a Link PaymentMethod, the order names Link', async ( {
	page,
} ) => {
	await withMethods( page, [ 'link', 'klarna' ] );
	await page.goto( urlOf( GIN ) );
	await ready( page );
	await expect( button( page, 'Klarna' ) ).toBeVisible();
	await openSheet( page, 'Link' );
	const { id, order } = await payInSheet( page );
	expect( order.paid ).toBe( true );
	expect( order.wallet ).toBe( 'link' );
	expect( order.title ).toBe( 'Link (über Stripe)' );
	const intents = await intentsFor( id );
	expect( intents ).toHaveLength( 1 );
	expect( intents[ 0 ].payment_method_types ).toEqual( [ 'link' ] );
	expect( await chargedFor( id ) ).toEqual( [ 3080 ] );
} );

test( 'Klarna, where the account allows it: off to Klarna’s page, back to the paid order', async ( {
	page,
} ) => {
	await withMethods( page, [ 'klarna' ] );
	await page.goto( urlOf( GIN ) );
	await ready( page );
	await expect( button( page, 'Link' ) ).toHaveCount( 0 );
	await openSheet( page, 'Klarna' );
	expect( ( await sheetLog( page ) ).errors ).toEqual( [] );
	await sheet( page ).locator( '[data-sheet="pay"]' ).click();
	// Klarna's page (the stand-in's).
	await expect( page ).toHaveURL( /\/_standin\/redirect\/pi_/, {
		timeout: 15_000,
	} );
	await page
		.getByRole( 'button', { name: 'Authorize Test Payment' } )
		.click();
	await expect( page ).toHaveURL( /order-received|bestellung-erhalten/, {
		timeout: 20_000,
	} );
	const id = orderIdOf( page );
	const order = orderOf( id );
	expect( order.paid ).toBe( true );
	expect( order.wallet ).toBe( 'klarna' );
	expect( order.title ).toBe( 'Klarna (über Stripe)' );
	const intents = await intentsFor( id );
	expect( intents ).toHaveLength( 1 );
	expect( intents[ 0 ].payment_method_types ).toEqual( [ 'klarna' ] );
	expect( await chargedFor( id ) ).toEqual( [ 3080 ] );
} );

for ( const [ type, name ] of [
	[ 'paypal', 'PayPal' ],
	[ 'amazon_pay', 'Amazon Pay' ],
] as const ) {
	test( `${ name }, where the account allows it: off to ${ name }’s page, back to the paid order, whose notes name ${ name }`, async ( {
		page,
	} ) => {
		await withMethods( page, [ type ] );
		await page.goto( urlOf( GIN ) );
		await ready( page );
		await expect( button( page, 'Klarna' ) ).toHaveCount( 0 );
		await openSheet( page, name );
		expect( ( await sheetLog( page ) ).errors ).toEqual( [] );
		await sheet( page ).locator( '[data-sheet="pay"]' ).click();
		// The wallet's page (the stand-in's).
		await expect( page ).toHaveURL( /\/_standin\/redirect\/pi_/, {
			timeout: 15_000,
		} );
		await page
			.getByRole( 'button', { name: 'Authorize Test Payment' } )
			.click();
		await expect( page ).toHaveURL( /order-received|bestellung-erhalten/, {
			timeout: 20_000,
		} );
		const id = orderIdOf( page );
		const order = orderOf( id );
		expect( order.paid ).toBe( true );
		expect( order.wallet ).toBe( type );
		expect( order.title ).toBe( `${ name } (über Stripe)` );
		const intents = await intentsFor( id );
		expect( intents ).toHaveLength( 1 );
		expect( intents[ 0 ].payment_method_types ).toEqual( [ type ] );
		expect( await chargedFor( id ) ).toEqual( [ 3080 ] );
		const notes = orderNotes( id ).join( '\n' );
		expect( notes ).toContain(
			`Der Kunde wurde zur Bestätigung der Zahlung zu ${ name } weitergeleitet.`
		);
		expect( notes ).toContain( `mit ${ name } erhalten` );
		expect( notes ).not.toContain( '3-D Secure' );
	} );
}

test( 'cancel and retry on the product page', async ( { page } ) => {
	await addToCart( page, BEER, 3 );
	await page.goto( urlOf( GIN ) );
	await ready( page );
	await openSheet( page );
	await sheet( page ).locator( '[data-sheet="cancel"]' ).click();
	await expect( sheet( page ) ).toBeHidden();
	// Rebuilt after the cancel, and usable again.
	await expect( box( page ) ).toHaveAttribute( 'data-status', 'ready' );
	await openSheet( page );
	const { order } = await payInSheet( page );
	expect( order.paid ).toBe( true );
	expect( order.items ).toHaveLength( 1 );
	expect( Object.values( await cartLines( page ) ) ).toEqual( [ 3 ] );
} );

test( 'an address the shop does not ship to is refused in the sheet; cancel brings the cart back', async ( {
	page,
} ) => {
	await addToCart( page, BEER, 2 );
	await page.addInitScript( () => {
		(
			window as unknown as { __fakeStripeWallet: unknown }
		 ).__fakeStripeWallet = {
			address: {
				recipient: 'John Doe',
				line1: '1 Main St',
				city: 'Springfield',
				postal_code: '62701',
				country: 'US',
				state: 'IL',
			},
		};
	} );
	await page.goto( urlOf( GIN ) );
	await ready( page );
	await button( page ).click();
	await expect( sheet( page ).locator( '[data-sheet="error"]' ) ).toHaveText(
		'Diese Adresse wird nicht beliefert.'
	);
	await expect(
		sheet( page ).locator( '[data-sheet="pay"]' )
	).toBeDisabled();
	await sheet( page ).locator( '[data-sheet="cancel"]' ).click();
	await expect( box( page ) ).toHaveAttribute( 'data-status', 'ready' );
	expect( ( await sheetLog( page ) ).errors ).toEqual( [] );
	expect( Object.values( await cartLines( page ) ) ).toEqual( [ 2 ] );
} );

test( 'a failed payment fails the sheet and shows the returned messages above the form; the cart is back', async ( {
	page,
} ) => {
	await addToCart( page, BEER, 1 );
	await page.addInitScript( () => {
		(
			window as unknown as { __fakeStripeWallet: unknown }
		 ).__fakeStripeWallet = { card: '4000000000000002' };
	} );
	await page.goto( urlOf( GIN ) );
	await ready( page );
	await openSheet( page );
	await sheet( page ).locator( '[data-sheet="pay"]' ).click();
	const errors = page.locator( '.tresen-express-errors' );
	await expect( errors ).toBeVisible( { timeout: 15_000 } );
	await expect( errors ).toHaveAttribute( 'role', 'alert' );
	await expect( errors ).toContainText( 'Die Karte wurde abgelehnt.' );
	// Above the product form.
	expect(
		await errors.evaluate(
			( el ) => el.nextElementSibling?.matches( 'form.cart' ) ?? false
		)
	).toBe( true );
	const log = await sheetLog( page );
	expect( log.completions.map( ( c ) => c.status ) ).toEqual( [ 'fail' ] );
	expect( log.errors ).toEqual( [] );
	await expect( sheet( page ) ).toBeHidden();
	await expect( box( page ) ).toHaveAttribute( 'data-status', 'ready' );
	expect( Object.values( await cartLines( page ) ) ).toEqual( [ 1 ] );
} );

test( 'a card that asks for 3-D Secure: the bank’s dialog after the wallet, then the order is paid once', async ( {
	page,
} ) => {
	await page.addInitScript( () => {
		(
			window as unknown as { __fakeStripeWallet: unknown }
		 ).__fakeStripeWallet = { card: '4000002760003184' };
	} );
	await page.goto( urlOf( GIN ) );
	await ready( page );
	await openSheet( page );
	expect( ( await sheetLog( page ) ).errors ).toEqual( [] );
	await sheet( page ).locator( '[data-sheet="pay"]' ).click();
	const bank = page.getByRole( 'dialog', { name: '3D Secure 2 Test Page' } );
	await expect( bank ).toBeVisible( { timeout: 15_000 } );
	// The wallet's sheet closed once it handed over the card.
	await expect( sheet( page ) ).toBeHidden();
	await bank.getByRole( 'button', { name: 'Complete' } ).click();
	await expect( page ).toHaveURL( /order-received|bestellung-erhalten/, {
		timeout: 15_000,
	} );
	const id = orderIdOf( page );
	await expect
		.poll( () => orderOf( id ).paid, { timeout: 15_000 } )
		.toBe( true );
	expect( await chargedFor( id ) ).toEqual( [ 3080 ] );
} );

test( 'an out-of-stock variation hides the button', async ( { page } ) => {
	const small = idOf( 'TR-GIN-002-035' );
	// (With managed stock WooCommerce derives the status from the quantity.)
	const before = sitePhp< { manage: boolean; qty: number | null } >( `
		$variation = wc_get_product( ${ small } );
		$before = array( 'manage' => $variation->get_manage_stock() === true, 'qty' => $variation->get_stock_quantity() );
		$variation->set_manage_stock( true );
		$variation->set_stock_quantity( 0 );
		$variation->set_stock_status( 'outofstock' );
		$variation->save();
		return $before;
	` );
	expect( small ).toBeGreaterThan( 0 );
	try {
		await page.goto( urlOf( GIN_VARIABLE ) );
		const form = page.locator( 'form.variations_form' );
		const select = form.locator( '.variations select' ).first();
		const option = ( text: string ) =>
			select
				.locator( 'option', { hasText: text } )
				.first()
				.getAttribute( 'value' );
		await select.selectOption( ( await option( '0,7' ) ) ?? '' );
		await expect( button( page ) ).toBeVisible( { timeout: 15_000 } );
		await select.selectOption( ( await option( '0,35' ) ) ?? '' );
		await expect( box( page ) ).toBeHidden();
		await select.selectOption( ( await option( '0,7' ) ) ?? '' );
		await expect( button( page ) ).toBeVisible();
	} finally {
		sitePhp( `
			$variation = wc_get_product( ${ small } );
			$variation->set_manage_stock( ${ before.manage ? 'true' : 'false' } );
			$variation->set_stock_quantity( ${ before.qty ?? 'null' } );
			$variation->set_stock_status( 'instock' );
			$variation->save();
			return true;
		` );
	}
} );

test( 'an unknown product id gets a German error, never a fatal', async ( {
	page,
} ) => {
	await page.goto( '/' );
	const nonces = ( await (
		await page.request.get( '/?wc-ajax=tresen_stripe_express_nonces' )
	).json() ) as { nonces: Record< string, string > };
	for ( const action of [
		'wc_stripe_get_selected_product_data',
		'wc_stripe_add_to_cart',
	] ) {
		const reply = await page.request.post( `/?wc-ajax=${ action }`, {
			form: {
				security: nonces.nonces[ action ],
				product_id: '99999999',
				qty: '1',
			},
		} );
		expect( reply.status() ).toBe( 200 );
		expect( ( ( await reply.json() ) as { error: string } ).error ).toBe(
			'Dieses Produkt gibt es leider nicht (mehr).'
		);
	}
	// A stale nonce: refused in German too.
	const stale = await page.request.post(
		'/?wc-ajax=wc_stripe_get_cart_details',
		{ form: { security: 'abc' } }
	);
	expect( stale.status() ).toBe( 403 );
	expect( ( ( await stale.json() ) as { error: string } ).error ).toBe(
		'Deine Sitzung ist abgelaufen. Bitte lade die Seite neu und versuche es noch einmal.'
	);
} );
