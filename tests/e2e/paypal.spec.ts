/**
 * PayPal (tresen-paypal) against the loopback stand-in of PayPal's REST API
 * and a fake PayPal JS SDK served in place of paypal.com
 * (tests/e2e/lib/paypal.ts). Never a network call to PayPal. Both lanes.
 */
import { test, expect, type Page } from '@playwright/test';
import {
	addToCart,
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
import { orderIdOf } from './lib/shopper';
import { sitePhp } from './lib/site';
import { withStandin } from './lib/standin';
import {
	connectShop,
	disconnectShop,
	startStandin,
	serveFakeSdk,
	type Standin,
} from './lib/paypal';

const SHOP = process.env.TRESEN_E2E_URL || 'http://localhost:8888';
const BEER = 'TR-BIE-001'; // Berliner Helles 0,5 l, from 16

// Each test walks checkout, PayPal and back: 30 s is too little on a loaded machine (as for the Stripe specs).
// Not serial: the tests are independent (each makes its own orders), so a retry reruns only the
// test that failed, and a flake in one never skips the rest of the file.
test.describe.configure( { timeout: 90_000 } );

let standin: Standin;
let sdkRequests: string[] = [];

withStandin( {
	start: async () => ( standin = await startStandin( SHOP ) ),
	connect: connectShop,
	disconnect: disconnectShop,
	browser: ( s, context ) => {
		sdkRequests = [];
		return serveFakeSdk( context, s, SHOP, sdkRequests );
	},
} );

/**
 * Puts the beer into the cart and opens the checkout.
 *
 * @param page Page.
 */
async function checkoutWithBeer( page: Page ): Promise< void > {
	await addToCart( page, BEER );
	await openCheckout( page );
}

/**
 * Fills in a guest's address on the checkout and waits for the totals.
 *
 * @param page Page.
 */
async function fillAddress( page: Page ): Promise< void > {
	await fillGuestAddress( page, 'paypal' );
	await refreshOrderReview( page, () =>
		page.evaluate( () =>
			document.dispatchEvent(
				new CustomEvent( 'tresen:update-checkout' )
			)
		)
	);
}

const choosePayPal = ( page: Page ) => choosePaymentMethod( page, 'PayPal' );

/**
 * What the fake PayPal SDK recorded on the page (lib/paypal.ts).
 *
 * @param page Page.
 */
function fakePayPal( page: Page ): Promise< {
	renders: number;
	styles: Array< Record< string, unknown > >;
} > {
	return page.evaluate(
		() =>
			(
				window as unknown as {
					__fakePayPal: {
						renders: number;
						styles: Array< Record< string, unknown > >;
					};
				}
			 ).__fakePayPal
	);
}

/**
 * Waits until the fake SDK rendered the PayPal button afresh (after an
 * error or a cancel) and checks that it is there to be used again.
 *
 * @param page Page.
 */
async function expectButtonRenderedAgain( page: Page ): Promise< void > {
	await expect
		.poll( async () => ( await fakePayPal( page ) ).renders )
		.toBeGreaterThan( 1 );
	await expect( paypalButton( page ) ).toBeVisible();
}

/**
 * A beer order of the guest to be paid with PayPal, made in PHP.
 *
 * @param more PHP statements on $order before it is saved.
 */
function paypalOrder( more = '' ): number {
	return sitePhp< number >( `
		$product = wc_get_product( wc_get_product_id_by_sku( ${ JSON.stringify(
			BEER
		) } ) );
		$order = wc_create_order();
		$order->add_product( $product, 2 );
		$order->set_currency( 'EUR' );
		$order->set_payment_method( 'ppcp-gateway' );
		$order->calculate_totals();
		${ more }
		$order->save();
		return $order->get_id();
	` );
}

function orderOf( id: number ): {
	status: string;
	paid: boolean;
	total: string;
	transaction: string;
} {
	return sitePhp( `
		$order = wc_get_order( ${ id } );
		return array(
			'status'      => $order->get_status(),
			'paid'        => $order->is_paid(),
			'total'       => (string) $order->get_total(),
			'transaction' => (string) $order->get_transaction_id(),
		);
	` );
}

const paypalButton = ( page: Page ) =>
	page.getByRole( 'button', { name: 'PayPal', exact: true } );

test( 'a guest pays with PayPal on the checkout: one capture of the order total, the order is paid', async ( {
	page,
} ) => {
	await checkoutWithBeer( page );
	// PayPal's SDK is loaded only once PayPal is chosen.
	expect( sdkRequests ).toEqual( [] );
	await fillAddress( page );
	await choosePayPal( page );
	await expect( paypalButton( page ) ).toBeVisible();
	const sdk = new URL( sdkRequests[ 0 ] );
	expect( sdk.hostname ).toBe( 'www.sandbox.paypal.com' );
	expect( sdk.searchParams.get( 'locale' ) ).toBe( 'de_DE' );
	expect( sdk.searchParams.get( 'currency' ) ).toBe( 'EUR' );
	expect( sdk.searchParams.get( 'disable-funding' ) ).toBe(
		'credit,paylater'
	);
	// The checkout's button pays: PayPal says "Jetzt bezahlen".
	expect( sdk.searchParams.get( 'commit' ) ).toBe( 'true' );
	expect( ( await fakePayPal( page ) ).styles[ 0 ] ).toMatchObject( {
		color: 'gold',
		shape: 'rect',
		label: 'paypal',
		layout: 'horizontal',
	} );

	const posted = recordCheckoutPosts( page );
	await paypalButton( page ).click();
	await expect( page ).toHaveURL( /order-received|bestellung-erhalten/, {
		// The order-received page itself may take longer than 5 s to load on a busy machine.
		timeout: 20_000,
	} );
	// The approval places the order through the checkout: one post.
	expect( posted ).toHaveLength( 1 );
	const order = orderOf( orderIdOf( page ) );
	expect( order.status ).toBe( 'processing' );
	expect( order.paid ).toBe( true );

	const state = await standin.state();
	const captures = state.captures.filter(
		( c ) => c.custom_id === String( orderIdOf( page ) )
	);
	expect( captures ).toHaveLength( 1 );
	expect( captures[ 0 ].amount ).toEqual( {
		currency_code: 'EUR',
		value: Number( order.total ).toFixed( 2 ),
	} );
	expect( order.transaction ).toBe( captures[ 0 ].id );
	const body = new URLSearchParams( posted[ 0 ] );
	expect( body.get( 'payment_method' ) ).toBe( 'ppcp-gateway' );
	expect( body.get( 'paymentToken' ) ).toBe(
		state.orders.find( ( o ) => o.id === body.get( 'paymentToken' ) )?.id
	);
	expect( body.get( 'payerID' ) ).toBe( 'PAYERSTANDIN1' );
} );

test( 'a failed start shows the list of messages above the checkout form, and the button comes back', async ( {
	page,
} ) => {
	await checkoutWithBeer( page );
	await choosePayPal( page );
	const before = ( await standin.state() ).orders.length;
	await paypalButton( page ).click();
	const errors = page.locator( 'form.checkout > .tresen-paypal-errors li' );
	await expect( errors.first() ).toBeVisible();
	await expect( errors ).toContainText( [
		'Vorname ist ein Pflichtfeld.',
		'Nachname ist ein Pflichtfeld.',
	] );
	expect( await errors.count() ).toBeGreaterThan( 2 );
	await expect(
		page.locator( 'form.checkout > .tresen-paypal-errors' )
	).toBeInViewport();
	expect( ( await standin.state() ).orders ).toHaveLength( before );
	// Rendered afresh after the error, and usable again.
	await expectButtonRenderedAgain( page );
} );

test( 'a failed start with one message (an expired session) shows it; the order button alone asks for the PayPal button', async ( {
	page,
} ) => {
	await checkoutWithBeer( page );
	await fillAddress( page );
	await choosePayPal( page );
	const posted = recordCheckoutPosts( page );
	await placeOrder( page );
	const errors = page.locator( 'form.checkout > .tresen-paypal-errors li' );
	await expect( errors ).toHaveText( [
		'Bitte klicke auf den PayPal-Button, um mit PayPal zu bezahlen.',
	] );
	// Nothing posted, the message once, the order button usable again.
	expect( posted ).toHaveLength( 0 );
	await expect(
		page.locator( 'form.checkout > .woocommerce-NoticeGroup-checkout' )
	).toHaveCount( 0 );
	await expect( page.locator( 'form.checkout' ) ).not.toHaveClass(
		/processing/
	);
	// The session's nonce went stale: the shop answers with one string.
	await page.route( /wc-ajax=tresen_paypal_start_checkout/, ( route ) => {
		const body = new URLSearchParams( route.request().postData() ?? '' );
		body.set( 'nonce', 'abgelaufen' );
		return route.continue( { postData: body.toString() } );
	} );
	await paypalButton( page ).click();
	await expect( errors ).toHaveText( [
		'Deine Sitzung ist abgelaufen. Bitte lade die Seite neu und versuche es noch einmal.',
	] );
	await expect( page ).not.toHaveURL( /order-received|bestellung-erhalten/ );
} );

test( 'cancelling in PayPal leaves the shopper on the checkout with the button back', async ( {
	page,
} ) => {
	await checkoutWithBeer( page );
	await fillAddress( page );
	await choosePayPal( page );
	await expect( paypalButton( page ) ).toBeVisible();
	await page.evaluate( () => {
		(
			window as unknown as { __fakePayPal: { cancel: boolean } }
		 ).__fakePayPal.cancel = true;
	} );
	const url = page.url();
	await paypalButton( page ).click();
	await expectButtonRenderedAgain( page );
	expect( page.url() ).toBe( url );
	await expect( page.locator( '.tresen-paypal-errors' ) ).toHaveCount( 0 );
} );

test( 'from the cart page: PayPal approval leads back to the checkout, which places the paid order', async ( {
	page,
} ) => {
	await addToCart( page, BEER );
	await page.goto(
		sitePhp< string >( 'return (string) wc_get_cart_url();' )
	);
	// PayPal loads when its button comes into view.
	expect( sdkRequests ).toEqual( [] );
	// The cart page's box (the mini cart's closed drawer holds one too).
	await page
		.locator( '.tresen-paypal-buttons[data-context="cart"]' )
		.scrollIntoViewIfNeeded();
	await paypalButton( page ).click();
	await expect( page ).toHaveURL( /kasse|checkout/ );
	await expect(
		page.getByText( 'Du hast die Zahlung bei PayPal bestätigt.' )
	).toBeVisible();
	await fillAddress( page );
	await expect( page.getByLabel( 'PayPal', { exact: true } ) ).toBeChecked();
	await placeOrder( page );
	await expect( page ).toHaveURL( /order-received|bestellung-erhalten/ );
	const order = orderOf( orderIdOf( page ) );
	expect( order.paid ).toBe( true );
} );

test( "on a variable product page the button is greyed while no variation is chosen; the shopper's other items stay in the cart", async ( {
	page,
} ) => {
	await addToCart( page, BEER );
	const url = sitePhp< string >( `
		$ids = wc_get_products( array( 'type' => 'variable', 'status' => 'publish', 'limit' => 1, 'return' => 'ids' ) );
		return (string) get_permalink( $ids[0] );
	` );
	await page.goto( url );
	const form = page.locator( 'form.variations_form' );
	await form.locator( '.tresen-paypal-buttons' ).scrollIntoViewIfNeeded();
	const wrap = form.locator( '.tresen-paypal-buttons__wrap' );
	// The shop preselects a size: usable at once, greyed after "Leeren".
	await expect( paypalButton( page ) ).toBeVisible();
	await expect( wrap ).not.toHaveClass( /is-disabled/ );
	await form.getByText( 'Leeren', { exact: true } ).click();
	await expect( wrap ).toHaveClass( /is-disabled/ );
	const before = ( await standin.state() ).orders.length;
	// A click on the greyed button checks the form instead of paying.
	await wrap.click();
	// The form is checked: the empty size is reported (by the browser when
	// the shop marks it required, else by the button) and focused.
	const select = form.locator( '.variations select' ).first();
	await expect( select ).toBeFocused();
	expect(
		await select.evaluate(
			( el ) =>
				! ( el as HTMLSelectElement ).validity.valid ||
				document.querySelector( '.tresen-paypal-errors li' )
					?.textContent ===
					'Bitte wähle die Produktoptionen aus, bevor du mit PayPal bezahlst.'
		)
	).toBe( true );
	expect( ( await standin.state() ).orders ).toHaveLength( before );

	const value = await select
		.locator( 'option:not([value=""]):not([disabled])' )
		.first()
		.getAttribute( 'value' );
	await select.selectOption( value ?? '' );
	await expect( wrap ).not.toHaveClass( /is-disabled/ );
	const variation = await form
		.locator( 'input[name="variation_id"]' )
		.inputValue();
	await paypalButton( page ).click();
	await expect( page ).toHaveURL( /kasse|checkout/ );
	await expect(
		page.getByText( 'Du hast die Zahlung bei PayPal bestätigt.' )
	).toBeVisible();
	// Both the beer from before and the chosen variation are in the order.
	const items = page.locator(
		'.woocommerce-checkout-review-order-table .cart_item'
	);
	await expect( items ).toHaveCount( 2 );
	await fillAddress( page );
	await placeOrder( page );
	await expect( page ).toHaveURL( /order-received|bestellung-erhalten/ );
	const id = orderIdOf( page );
	expect( orderOf( id ).paid ).toBe( true );
	const lines = sitePhp< number[] >( `
		$out = array();
		foreach ( wc_get_order( ${ id } )->get_items() as $item ) {
			$out[] = (int) ( $item->get_variation_id() ? $item->get_variation_id() : $item->get_product_id() );
		}
		return $out;
	` );
	expect( lines ).toContain( Number( variation ) );
	expect( lines ).toHaveLength( 2 );
} );

test( 'from the mini cart: PayPal loads when it opens, stacked vertically without card; the address from PayPal fills the checkout', async ( {
	page,
} ) => {
	// A product list (no PayPal box of its own): the beer goes into the cart from there.
	const list = sitePhp< string >( `
		$terms = wp_get_post_terms( wc_get_product_id_by_sku( ${ JSON.stringify(
			BEER
		) } ), 'product_cat', array( 'fields' => 'ids' ) );
		return (string) get_term_link( (int) $terms[0], 'product_cat' );
	` );
	await page.goto( list, { waitUntil: 'load' } );
	const miniCart = page.locator( '.header-mini-cart' );
	const box = miniCart.locator(
		'.tresen-paypal-buttons[data-context="mini-cart"]'
	);
	// Nothing of PayPal until the mini cart (with the box, a per-session fragment) opens:
	// after the add (it opens by itself) or from the header.
	expect( sdkRequests ).toEqual( [] );
	await page
		.locator( `a.add_to_cart_button[data-product_sku="${ BEER }"]` )
		.click();
	await expect(
		page.locator( 'a.header-cart-link [data-cart-count]' )
	).toHaveText( '1' );
	if (
		! ( await miniCart.evaluate( ( el ) =>
			el.classList.contains( 'is-open' )
		) )
	) {
		await page.locator( 'a.header-cart-link' ).click();
	}
	await miniCart.locator( '.tresen-mini-cart__panel' ).hover();
	await expect( box ).toHaveCount( 1 );
	const button = box.getByRole( 'button', { name: 'PayPal', exact: true } );
	await expect( button ).toBeVisible();
	expect( sdkRequests ).toHaveLength( 1 );
	expect(
		new URL( sdkRequests[ 0 ] ).searchParams.get( 'disable-funding' )
	).toBe( 'credit,paylater,card' );
	// The shopper reviews the order on the checkout afterwards: PayPal says "Weiter".
	expect( new URL( sdkRequests[ 0 ] ).searchParams.get( 'commit' ) ).toBe(
		'false'
	);
	expect( ( await fakePayPal( page ) ).styles[ 0 ] ).toMatchObject( {
		layout: 'vertical',
		color: 'gold',
		label: 'paypal',
	} );

	await button.click();
	await expect( page ).toHaveURL( /kasse|checkout/ );
	await expect(
		page.getByText( 'Du hast die Zahlung bei PayPal bestätigt.' )
	).toBeVisible();
	// PayPal asked for the delivery address (the cart ships): the checkout has it.
	const created = ( await standin.state() ).orders.at( -1 ) as unknown as {
		payment_source: {
			paypal: { experience_context: { shipping_preference: string } };
		};
	};
	expect(
		created.payment_source.paypal.experience_context.shipping_preference
	).toBe( 'GET_FROM_FILE' );
	await expect( page.locator( '#billing_address_1' ) ).toHaveValue(
		'Unter den Linden 1'
	);
	await expect( page.locator( '#billing_postcode' ) ).toHaveValue( '10117' );
	await fillAddress( page );
	await placeOrder( page );
	await expect( page ).toHaveURL( /order-received|bestellung-erhalten/ );
	const id = orderIdOf( page );
	expect( orderOf( id ).paid ).toBe( true );
	const kept = sitePhp< { address_1: string; postcode: string } >(
		`return wc_get_order( ${ id } )->get_meta( '_tresen_paypal_shipping_address' );`
	);
	expect( kept ).toMatchObject( {
		address_1: 'Unter den Linden 1',
		postcode: '10117',
	} );
} );

test( 'on the order-pay page PayPal pays the existing order for its total, with its key', async ( {
	page,
} ) => {
	const email = `bezahlen-${ Date.now() }@example.test`;
	const made = createPendingOrder( BEER, 3, email );
	// Someone without the order's key gets no PayPal order.
	const before = ( await standin.state() ).orders.length;
	const wrong = new URL( made.url );
	wrong.searchParams.set( 'key', 'wc_order_falsch' );
	await page.goto( wrong.toString() );
	await expect( page.locator( '.tresen-paypal-buttons' ) ).toHaveCount( 0 );

	// WooCommerce asks a guest to confirm the order's e-mail address first.
	await openPayPage( page, made.url, email );
	await choosePayPal( page );
	await paypalButton( page ).click();
	await expect( page ).toHaveURL( /order-received|bestellung-erhalten/ );
	const order = orderOf( made.id );
	expect( order.paid ).toBe( true );
	const state = await standin.state();
	expect( state.orders ).toHaveLength( before + 1 );
	const captures = state.captures.filter(
		( c ) => c.custom_id === String( made.id )
	);
	expect( captures ).toHaveLength( 1 );
	expect( captures[ 0 ].amount ).toEqual( {
		currency_code: 'EUR',
		value: Number( made.total ).toFixed( 2 ),
	} );
} );

test( 'a refund made in PayPal reaches the order once', async () => {
	const id = paypalOrder();
	// Paid through the stand-in (create, the buyer's approval, capture), as a checkout would.
	const capture = sitePhp< string >( `
		$order = wc_get_order( ${ id } );
		$api = \\Tresen\\PayPal\\Settings::api();
		$paypal = $api->create_order( array( 'intent' => 'CAPTURE', 'purchase_units' => array( array( 'reference_id' => 'default', 'custom_id' => (string) $order->get_id(), 'amount' => \\Tresen\\PayPal\\Amount::of_order( $order ) ) ) ), 'e2e-refund-' . $order->get_id() );
		wp_remote_post( ${ JSON.stringify(
			standin.url.replace( '127.0.0.1', 'localhost' )
		) } . '/_standin/approve/' . $paypal['id'] );
		$done = $api->capture_order( $paypal['id'], 'e2e-capture-' . $order->get_id() );
		$capture = $done['purchase_units'][0]['payments']['captures'][0];
		$order->update_meta_data( '_tresen_paypal_order_id', $paypal['id'] );
		$order->update_meta_data( '_tresen_paypal_capture_id', $capture['id'] );
		$order->save();
		$order->payment_complete( $capture['id'] );
		return $capture['id'];
	` );
	expect( orderOf( id ).paid ).toBe( true );
	const refund = ( await standin.control( `refund/${ capture }`, {} ) ) as {
		id: string;
	};
	for ( let i = 0; i < 2; i++ ) {
		const delivery = ( await standin.control( 'webhook', {
			type: 'PAYMENT.CAPTURE.REFUNDED',
			refund: refund.id,
		} ) ) as { status: number; reply: string };
		expect( delivery.status ).toBe( 200 );
		expect( JSON.parse( delivery.reply ).result ).toBe(
			i === 0 ? 'refunded' : 'unchanged'
		);
	}
	expect( orderOf( id ).status ).toBe( 'refunded' );
	const notes = orderNotes( id );
	expect(
		notes.filter( ( n ) =>
			n.includes( 'PayPal: Die Zahlung wurde vollständig erstattet' )
		)
	).toHaveLength( 1 );
} );

test( 'a capture webhook over a wrong amount leaves the order unpaid', async () => {
	const id = paypalOrder( `
		$order->update_meta_data( '_tresen_paypal_order_id', 'E2EPAYPALORDER' );
		$order->set_status( 'on-hold' );
	` );
	const total = orderOf( id ).total;
	const wrong = ( Number( total ) - 1 ).toFixed( 2 );
	const delivery = ( await standin.control( 'webhook', {
		type: 'PAYMENT.CAPTURE.COMPLETED',
		resource: {
			id: 'E2ECAPTURE',
			status: 'COMPLETED',
			amount: { currency_code: 'EUR', value: wrong },
			custom_id: String( id ),
			supplementary_data: {
				related_ids: { order_id: 'E2EPAYPALORDER' },
			},
		},
	} ) ) as { status: number; reply: string };
	expect( delivery.status ).toBe( 200 );
	expect( JSON.parse( delivery.reply ).result ).toBe( 'amount-mismatch' );
	const order = orderOf( id );
	expect( order.paid ).toBe( false );
	expect( order.status ).toBe( 'on-hold' );
	const notes = orderNotes( id );
	expect( notes.join( '\n' ) ).toContain(
		`PayPal meldet eine Zahlung über ${ wrong } EUR`
	);

	// The same delivery altered on the way is refused.
	const forged = await fetch( `${ SHOP }/wp-json/tresen-paypal/v1/webhook`, {
		method: 'POST',
		headers: {
			'Content-Type': 'application/json',
			'PAYPAL-TRANSMISSION-ID': 'forged',
			'PAYPAL-TRANSMISSION-TIME': new Date().toISOString(),
			'PAYPAL-TRANSMISSION-SIG': 'forged',
			'PAYPAL-AUTH-ALGO': 'SHA256withRSA',
			'PAYPAL-CERT-URL': 'https://api.paypal.com/cert',
		},
		body: JSON.stringify( {
			id: 'WH-FORGED',
			event_type: 'PAYMENT.CAPTURE.COMPLETED',
			resource: {
				id: 'E2ECAPTURE',
				amount: { currency_code: 'EUR', value: total },
				custom_id: String( id ),
				supplementary_data: {
					related_ids: { order_id: 'E2EPAYPALORDER' },
				},
			},
		} ),
	} );
	expect( forged.status ).toBe( 400 );
	expect( orderOf( id ).paid ).toBe( false );
} );

test( 'the same PayPal approval submitted twice at once: one paid order, one capture', async ( {
	page,
} ) => {
	// Several shop requests and PHP runs in a row: a busy machine needs more than the default.
	test.slow();
	await addToCart( page, BEER );
	await page.goto(
		sitePhp< string >( 'return (string) wc_get_cart_url();' )
	);
	await page
		.locator( '.tresen-paypal-buttons[data-context="cart"]' )
		.scrollIntoViewIfNeeded();
	await paypalButton( page ).click();
	await expect(
		page.getByText( 'Du hast die Zahlung bei PayPal bestätigt.' )
	).toBeVisible();
	await fillAddress( page );
	const email = await page.locator( '#billing_email' ).inputValue();
	const tokenField = page.locator( 'input[name="paymentToken"]' );
	await expect( tokenField ).not.toHaveValue( '' );
	const token = await tokenField.inputValue();
	// Two posts of the checkout form a moment apart (a double click the browser let through).
	const replies = await page.evaluate( async () => {
		const form = document.querySelector< HTMLFormElement >(
			'form.checkout'
		) as HTMLFormElement;
		const body = new URLSearchParams(
			new FormData( form ) as unknown as Record< string, string >
		).toString();
		const post = () =>
			fetch( '/?wc-ajax=checkout', {
				method: 'POST',
				headers: {
					'Content-Type': 'application/x-www-form-urlencoded',
				},
				body,
				credentials: 'same-origin',
			} ).then( ( r ) => r.json() );
		const first = post();
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
		return Promise.all( [ first, post() ] );
	} );
	const results = replies.map( ( r: { result: string } ) => r.result );
	expect( results.filter( ( r: string ) => r === 'success' ) ).toHaveLength(
		1
	);
	const refused = replies.find(
		( r: { result: string } ) => r.result !== 'success'
	) as { messages?: string };
	// Either still at work, or done (then the cart is gone): never a second payment.
	expect( refused.messages ?? '' ).toMatch(
		/Deine Zahlung wird schon bearbeitet|Sitzung ist abgelaufen|session has expired|Warenkorb/
	);
	const orders = sitePhp< Array< { status: string; paid: boolean } > >( `
		$out = array();
		foreach ( wc_get_orders( array( 'customer' => ${ JSON.stringify(
			email
		) }, 'limit' => 10 ) ) as $order ) {
			$out[] = array( 'status' => $order->get_status(), 'paid' => $order->is_paid() );
		}
		return $out;
	` );
	expect( orders ).toHaveLength( 1 );
	expect( orders[ 0 ].paid ).toBe( true );
	const captures = ( await standin.state() ).captures.filter(
		( c ) =>
			(
				c as unknown as {
					supplementary_data: { related_ids: { order_id: string } };
				}
			 ).supplementary_data.related_ids.order_id === token
	);
	expect( captures ).toHaveLength( 1 );
} );

test( "an unpaid order's pay page posted with another order's PayPal token is refused; nothing is captured", async ( {
	page,
} ) => {
	// Several shop requests and PHP runs in a row: a busy machine needs more than the default.
	test.slow();
	const email = `zwei-${ Date.now() }@example.test`;
	const theirs = createPendingOrder( BEER, 3, email );
	const mine = createPendingOrder( BEER, 3, email );
	// Something in the cart: the shopper's session (and the PayPal order it names) persists.
	await addToCart( page, BEER );
	// The PayPal order made on the pay page of the other order, in this shopper's session.
	await openPayPage( page, theirs.url, email );
	await choosePayPal( page );
	// The fake SDK (and its switches) exists once the button is drawn.
	await expect( paypalButton( page ) ).toBeVisible();
	await page.evaluate( () => {
		(
			window as unknown as { __fakePayPal: { cancel: boolean } }
		 ).__fakePayPal.cancel = true;
	} );
	const started = page.waitForResponse( /tresen_paypal_start_checkout/ );
	await paypalButton( page ).click();
	const token = (
		( await ( await started ).json() ) as {
			data: { token: string };
		}
	 ).data.token;
	expect( token ).toMatch( /^[A-Z0-9]+$/ );

	// This order's pay page, its start answered with the other order's PayPal order.
	await openPayPage( page, mine.url, email );
	await page.route( /wc-ajax=tresen_paypal_start_checkout/, ( route ) =>
		route.fulfill( {
			status: 200,
			contentType: 'application/json',
			body: JSON.stringify( { success: true, data: { token } } ),
		} )
	);
	await choosePayPal( page );
	await paypalButton( page ).click();
	await expect(
		page
			.getByText(
				'Diese PayPal-Zahlung gehört schon zu einer anderen Bestellung.',
				{ exact: false }
			)
			.first()
	).toBeVisible();
	expect( orderOf( mine.id ).paid ).toBe( false );
	expect( orderOf( theirs.id ).paid ).toBe( false );
	const captures = ( await standin.state() ).captures.filter(
		( c ) =>
			c.custom_id === String( mine.id ) ||
			c.custom_id === String( theirs.id )
	);
	expect( captures ).toHaveLength( 0 );
} );

test( 'approved in PayPal but the browser never came back: the webhook captures once', async () => {
	const id = paypalOrder( "$order->set_status( 'pending' );" );
	// The order-pay page made the PayPal order (claimed by this order), the buyer approved it, then closed the window.
	const token = sitePhp< string >( `
		$order = wc_get_order( ${ id } );
		return \\Tresen\\PayPal\\Checkout::create_for_order( $order->get_id(), $order->get_order_key() );
	` );
	await standin.control( `approve/${ token }`, {} );
	const first = ( await standin.control( 'webhook', {
		type: 'CHECKOUT.ORDER.APPROVED',
		order: token,
	} ) ) as { status: number; reply: string; event: string };
	expect( first.status ).toBe( 200 );
	expect( JSON.parse( first.reply ).result ).toBe( 'paid' );
	const order = orderOf( id );
	expect( order.paid ).toBe( true );
	const replay = ( await standin.control( 'webhook', {
		replay: first.event,
	} ) ) as { status: number; reply: string };
	expect( JSON.parse( replay.reply ).duplicate ).toBe( true );
	const captures = ( await standin.state() ).captures.filter(
		( c ) => c.custom_id === String( id )
	);
	expect( captures ).toHaveLength( 1 );
	expect( order.transaction ).toBe( captures[ 0 ].id );
	expect( orderNotes( id ).join( '\n' ) ).toContain(
		'nicht in den Shop zurückgekehrt'
	);
} );

test( 'PayPal reverses a payment: the order is refunded once; a pending capture puts an order on hold', async () => {
	// Several shop requests and PHP runs in a row: a busy machine needs more than the default.
	test.slow();
	const paid = paypalOrder( "$order->set_status( 'pending' );" );
	const pay = ( id: number ) =>
		sitePhp< string >( `
			$order = wc_get_order( ${ id } );
			$token = \\Tresen\\PayPal\\Checkout::create_for_order( $order->get_id(), $order->get_order_key() );
			wp_remote_post( ${ JSON.stringify(
				standin.url.replace( '127.0.0.1', 'localhost' )
			) } . '/_standin/approve/' . $token );
			\\Tresen\\PayPal\\Claim::lock( $token );
			$done = \\Tresen\\PayPal\\Capture::run( $order, $token, '', \\Tresen\\PayPal\\Capture::EXACT );
			\\Tresen\\PayPal\\Claim::unlock( $token );
			return (string) wc_get_order( ${ id } )->get_meta( '_tresen_paypal_capture_id' );
		` );
	const capture = pay( paid );
	expect( orderOf( paid ).paid ).toBe( true );
	const reversal = ( await standin.control(
		`reverse/${ capture }`,
		{}
	) ) as { id: string };
	const first = ( await standin.control( 'webhook', {
		type: 'PAYMENT.CAPTURE.REVERSED',
		refund: reversal.id,
	} ) ) as { status: number; reply: string; event: string };
	expect( JSON.parse( first.reply ).result ).toBe( 'refunded' );
	const replay = ( await standin.control( 'webhook', {
		replay: first.event,
	} ) ) as { reply: string };
	expect( JSON.parse( replay.reply ).duplicate ).toBe( true );
	expect( orderOf( paid ).status ).toBe( 'refunded' );
	expect(
		orderNotes( paid ).filter( ( n ) => n.includes( 'zurückgebucht' ) )
	).toHaveLength( 1 );

	// A capture PayPal holds for review.
	await standin.control( 'config', {
		captureStatus: 'PENDING',
		captureReason: 'PENDING_REVIEW',
	} );
	const held = paypalOrder( "$order->set_status( 'pending' );" );
	const pending = pay( held );
	await standin.control( 'config', { captureStatus: 'COMPLETED' } );
	const event = ( await standin.control( 'webhook', {
		type: 'PAYMENT.CAPTURE.PENDING',
		capture: pending,
	} ) ) as { reply: string };
	expect( JSON.parse( event.reply ).result ).toBe( 'on-hold' );
	const order = orderOf( held );
	expect( order.status ).toBe( 'on-hold' );
	expect( order.paid ).toBe( false );
	expect( orderNotes( held ).join( '\n' ) ).toContain(
		'Grund: PENDING_REVIEW'
	);
} );
