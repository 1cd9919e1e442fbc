/**
 * German law on WooCommerce's Cart and Checkout blocks (real lane only; the
 * double has no blocks): a guest buys beer and gin by bank transfer with the
 * deposit line, EINWEG/MEHRWEG beside the beer, the legal order button and a
 * date of birth that only the age result outlives; an under-age date of
 * birth and a Packstation address are refused at their fields.
 */
import { test, expect, type Page } from '@playwright/test';
import { addToCart } from './lib/checkout';
import { born, declineCookies, orderIdOf } from './lib/shopper';
import { sitePhp } from './lib/site';
import {
	openBlockCart,
	openBlockCheckout,
	placeBlockOrder,
	withBlockCheckout,
} from './lib/blocks';

test.describe.configure( { mode: 'serial' } );
const pages = withBlockCheckout();

/**
 * Fills in a guest's contact and delivery address in Berlin.
 *
 * @param page   Page.
 * @param street First address line.
 */
async function fillAddress(
	page: Page,
	street = 'Torstraße 1'
): Promise< void > {
	await page
		.locator( '#email' )
		.fill( `blocks-${ Date.now() }@example.test` );
	const form = page.locator( '#shipping' );
	await form.locator( '#shipping-first_name' ).fill( 'Erika' );
	await form.locator( '#shipping-last_name' ).fill( 'Musterfrau' );
	await form.locator( '#shipping-address_1' ).fill( street );
	await form.locator( '#shipping-postcode' ).fill( '10119' );
	await form.locator( '#shipping-city' ).fill( 'Berlin' );
}

const BIRTH = '#contact-tresen-legal-birth-date';

test( 'a guest buys beer and gin by bank transfer with the deposit line, the markers and the legal button', async ( {
	page,
} ) => {
	test.setTimeout( 240_000 );
	await declineCookies( page );
	await addToCart( page, 'TR-BIE-001', 6 );
	await addToCart( page, 'TR-GIN-001' );

	await openBlockCart( page, pages );
	const beer = page
		.locator( '.wc-block-cart-items__row' )
		.filter( { hasText: 'Helles' } )
		.first();
	await expect( beer ).toContainText( 'MEHRWEG' );
	// The unit price beside the line (tresen-unit-price).
	await expect( beer ).toContainText( '(3,58 € / 1 l)' );
	await expect( beer ).toContainText( 'zzgl. 0,08 € Pfand' );
	await expect( beer ).toContainText( 'zzgl. 0,48 € Pfand' );
	// One more bottle: the blocks render the cart's answer, the line's deposit follows.
	await beer
		.getByRole( 'button', { name: /Increase quantity|erhöhen/ } )
		.click();
	await expect( beer ).toContainText( 'zzgl. 0,56 € Pfand' );
	await expect( beer ).toContainText( '(3,58 € / 1 l)' );
	await expect(
		page.locator( '.wc-block-components-totals-fees' )
	).toContainText( 'Pfand (Mehrweg)' );

	await openBlockCheckout( page, pages );
	const button = page.locator(
		'.wc-block-components-checkout-place-order-button'
	);
	await expect( button ).toHaveText( 'Zahlungspflichtig bestellen' );
	// Before the checkout starts: delivery countries, payment methods, the age rule.
	await expect( page.locator( '.tresen-delivery-info' ) ).toContainText(
		'Lieferländer'
	);
	await expect( page.locator( '.tresen-age-delivery' ) ).toContainText(
		'ab 18 Jahren'
	);
	// The theme: its accent on the order button, the summary beside the form on a desktop.
	await expect( button ).toHaveCSS( 'background-color', 'rgb(123, 30, 58)' );
	const form = await page.locator( '.wc-block-checkout__main' ).boundingBox();
	const summary = await page
		.locator( '.wc-block-checkout__sidebar' )
		.boundingBox();
	expect( summary?.x ?? 0 ).toBeGreaterThan(
		( form?.x ?? 0 ) + ( form?.width ?? 0 ) - 1
	);
	await expect(
		page.locator( '.wc-block-components-totals-fees' )
	).toContainText( 'Pfand (Mehrweg)' );
	await expect(
		page
			.locator( '.wc-block-components-order-summary-item' )
			.filter( { hasText: 'Helles' } )
	).toContainText( 'MEHRWEG' );

	await fillAddress( page );
	await page
		.locator( BIRTH )
		.fill( born( 30 ).split( '-' ).reverse().join( '.' ) );
	// Bank transfer, the shop's one method without Stripe or PayPal set up
	// (WooCommerce then shows it without a radio button, selected).
	const payment = page.locator( '.wc-block-checkout__payment-method' );
	await expect( payment ).toContainText( 'Vorkasse per Banküberweisung' );
	await placeBlockOrder( page );
	await expect( page ).toHaveURL( /order-received|bestellung-erhalten/, {
		timeout: 20_000,
	} );

	const order = sitePhp< Record< string, unknown > >( `
		$order = wc_get_order( ${ orderIdOf( page ) } );
		$fees = array();
		foreach ( $order->get_fees() as $fee ) { $fees[] = $fee->get_name(); }
		return array(
			'method' => $order->get_payment_method(),
			'status' => $order->get_status(),
			'min_age' => $order->get_meta( '_tresen_min_age' ),
			'verified' => $order->get_meta( '_tresen_verified_age' ),
			'birth' => $order->get_meta( '_wc_other/tresen-legal/birth-date' ),
			'fees' => $fees,
			'created_via' => $order->get_created_via(),
		);
	` );
	expect( order ).toMatchObject( {
		method: 'bacs',
		status: 'on-hold',
		min_age: '18',
		verified: '30',
		birth: '',
		created_via: 'store-api',
	} );
	expect( order.fees ).toContain( 'Pfand (Mehrweg)' );
} );

test( 'an under-age date of birth and a Packstation address are refused at their fields', async ( {
	page,
} ) => {
	test.setTimeout( 240_000 );
	await declineCookies( page );
	await addToCart( page, 'TR-GIN-001' );
	await openBlockCheckout( page, pages );
	await fillAddress( page, 'Packstation 123' );
	const street = page.locator(
		'#shipping .wc-block-components-address-form__address_1'
	);
	await expect( street ).toContainText( 'Packstation' );
	await expect(
		street.locator( '.wc-block-components-validation-error' )
	).toContainText( 'nicht an eine Packstation' );

	await page
		.locator( BIRTH )
		.fill( born( 17 ).split( '-' ).reverse().join( '.' ) );
	await page.locator( BIRTH ).blur();
	const birth = page.locator(
		'.wc-block-components-address-form__tresen-legal-birth-date'
	);
	await expect(
		birth.locator( '.wc-block-components-validation-error' )
	).toContainText( 'ab 18' );

	// The press itself is refused (placeBlockOrder() waits until the block
	// has sent what was typed, so a lost press cannot pass for a refusal).
	const placed = () =>
		sitePhp< number >(
			`$ids = wc_get_orders( array( 'limit' => 1, 'orderby' => 'ID', 'order' => 'DESC', 'status' => array( 'pending', 'on-hold', 'processing', 'completed' ), 'return' => 'ids' ) ); return (int) ( $ids[0] ?? 0 );`
		);
	const before = placed();
	await placeBlockOrder( page );
	await expect(
		birth.locator( '.wc-block-components-validation-error' )
	).toContainText( 'ab 18' );
	await expect( page ).not.toHaveURL( /order-received|bestellung-erhalten/ );
	expect( placed() ).toBe( before );
	// A home address and an adult's date of birth clear both.
	await page.locator( '#shipping-address_1' ).fill( 'Torstraße 1' );
	await page
		.locator( BIRTH )
		.fill( born( 30 ).split( '-' ).reverse().join( '.' ) );
	await expect(
		page.locator( '.wc-block-components-validation-error' )
	).toHaveCount( 0 );
} );
