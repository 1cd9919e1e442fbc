/**
 * The classic checkout and the order-pay page as the payment specs
 * (stripe.spec.ts, paypal.spec.ts) drive them: a product into the cart, a
 * guest's address, the payment method, the order button, an order made by
 * the store owner and paid on its payment page.
 */
import { expect, type Page } from '@playwright/test';
import { born } from './shopper';
import { sitePhp } from './site';

/**
 * A product's id by its SKU.
 *
 * @param sku SKU.
 */
export function productIdBySku( sku: string ): number {
	return sitePhp< number >(
		`return wc_get_product_id_by_sku( ${ JSON.stringify( sku ) } );`
	);
}

/**
 * Puts a product into the cart through WooCommerce's add-to-cart link.
 *
 * @param page     Page.
 * @param sku      SKU.
 * @param quantity How many (WooCommerce's default 1 when omitted).
 */
export async function addToCart(
	page: Page,
	sku: string,
	quantity?: number
): Promise< void > {
	const more = quantity === undefined ? '' : `&quantity=${ quantity }`;
	await page.goto( `/?add-to-cart=${ productIdBySku( sku ) }${ more }` );
}

/**
 * Opens the checkout page.
 *
 * @param page Page.
 */
export async function openCheckout( page: Page ): Promise< void > {
	await page.goto(
		sitePhp< string >( 'return (string) wc_get_checkout_url();' )
	);
}

/**
 * Ticks the terms box where the shop shows one (real WooCommerce's checkout
 * and order-pay page have it once a terms page is set).
 *
 * @param page Page.
 */
export async function checkTermsIfShown( page: Page ): Promise< void > {
	const terms = page.locator( '#terms' );
	if ( ( await terms.count() ) > 0 ) {
		await terms.check();
	}
}

/**
 * Fills in a guest's address in Berlin (an adult's date of birth, the terms
 * ticked) without leaving the last field.
 *
 * @param page        Page.
 * @param emailPrefix Start of the e-mail address (a time stamp follows).
 */
export async function fillGuestAddress(
	page: Page,
	emailPrefix: string
): Promise< void > {
	await page.locator( '#billing_first_name' ).fill( 'Erika' );
	await page.locator( '#billing_last_name' ).fill( 'Musterfrau' );
	await page
		.locator( '#billing_email' )
		.fill( `${ emailPrefix }-${ Date.now() }@example.test` );
	await page.locator( '#billing_phone' ).fill( '030 1234567' );
	await page.locator( '#tresen_birth_date' ).fill( born( 30 ) );
	await checkTermsIfShown( page );
	await page.locator( '#billing_address_1' ).fill( 'Hauptstraße 1' );
	await page.locator( '#billing_postcode' ).fill( '10115' );
	await page.locator( '#billing_city' ).fill( 'Berlin' );
}

/**
 * Does what makes the checkout refresh its order review (and with it the
 * payment section) and waits until the new one is in place.
 *
 * @param page    Page.
 * @param trigger What starts the refresh.
 */
export async function refreshOrderReview(
	page: Page,
	trigger: () => Promise< unknown >
): Promise< void > {
	const updated = page.waitForResponse( ( response ) =>
		response.url().includes( 'update_order_review' )
	);
	await trigger();
	await updated;
	await expect( page.locator( '#payment' ) ).not.toHaveAttribute(
		'aria-busy',
		'true'
	);
}

/**
 * Chooses a payment method. A refresh of the order review (its payment
 * section) may swallow the click: the choice is made again then.
 *
 * @param page  Page.
 * @param label The method's name.
 */
export async function choosePaymentMethod(
	page: Page,
	label: string
): Promise< void > {
	await expect( async () => {
		await page.getByLabel( label, { exact: true } ).check();
		await expect( page.getByLabel( label, { exact: true } ) ).toBeChecked();
	} ).toPass( { timeout: 10_000 } );
}

/**
 * Presses the checkout's order button.
 *
 * @param page Page.
 */
export async function placeOrder( page: Page ): Promise< void > {
	await page
		.getByRole( 'button', { name: 'Zahlungspflichtig bestellen' } )
		.click();
}

/**
 * Records the body of every checkout request (wc-ajax=checkout) the page
 * sends from now on.
 *
 * @param page Page.
 */
export function recordCheckoutPosts( page: Page ): string[] {
	const posted: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.url().includes( 'wc-ajax=checkout' ) ) {
			posted.push( request.postData() ?? '' );
		}
	} );
	return posted;
}

/**
 * An order the store owner made for a guest, waiting for payment: its id,
 * its payment link as the shop stores it (read back, as a mail would name
 * it) and its total.
 *
 * @param sku      SKU of the product.
 * @param quantity How many.
 * @param email    The guest's e-mail address.
 */
export function createPendingOrder(
	sku: string,
	quantity: number,
	email: string
): { id: number; url: string; total: string } {
	return sitePhp( `
		$product = wc_get_product( wc_get_product_id_by_sku( ${ JSON.stringify(
			sku
		) } ) );
		$order = wc_create_order();
		$order->add_product( $product, ${ quantity } );
		$order->set_billing_first_name( 'Erika' );
		$order->set_billing_last_name( 'Musterfrau' );
		$order->set_billing_email( ${ JSON.stringify( email ) } );
		$order->set_billing_country( 'DE' );
		$order->set_currency( 'EUR' );
		$order->calculate_totals();
		$order->set_status( 'pending' );
		$order->save();
		$order = wc_get_order( $order->get_id() );
		return array( 'id' => $order->get_id(), 'url' => $order->get_checkout_payment_url(), 'total' => (string) $order->get_total() );
	` );
}

/**
 * Opens an order's payment page (a guest confirms the order's e-mail first,
 * as WooCommerce asks) and ticks the terms where shown.
 *
 * @param page  Page.
 * @param url   The order's payment address.
 * @param email The order's billing e-mail.
 */
export async function openPayPage(
	page: Page,
	url: string,
	email: string
): Promise< void > {
	await page.goto( url );
	const verify = page.locator( 'form.woocommerce-verify-email' );
	if ( ( await verify.count() ) > 0 ) {
		await verify.locator( 'input[name="email"]' ).fill( email );
		await verify.locator( 'button[type="submit"]' ).click();
	}
	await expect( page.locator( 'form#order_review' ) ).toBeVisible();
	await checkTermsIfShown( page );
}

/**
 * An order's notes, oldest first (comments of type order_note on both lanes).
 *
 * @param id Order id.
 */
export function orderNotes( id: number ): string[] {
	return sitePhp< string[] >( `
		global $wpdb;
		return $wpdb->get_col( $wpdb->prepare( "SELECT comment_content FROM {$wpdb->comments} WHERE comment_post_ID = %d AND comment_type = 'order_note' ORDER BY comment_ID", ${ id } ) );
	` );
}
