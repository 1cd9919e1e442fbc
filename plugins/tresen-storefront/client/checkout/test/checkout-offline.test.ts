/**
 * The checkout's code on demand: when the submit or coupon code cannot be
 * loaded (the connection dropped), the shopper is told in German-ready
 * words, nothing is posted and every entry stays.
 */
import { mockFetch } from '@tresen/tests/fetch';
import { initCheckout } from '../index';

jest.mock( '../submit', () => {
	throw new Error( 'ChunkLoadError: offline' );
} );
jest.mock( '../coupons', () => {
	throw new Error( 'ChunkLoadError: offline' );
} );

const flush = async ( rounds = 30 ) => {
	for ( let i = 0; i < rounds; i++ ) {
		await Promise.resolve();
	}
};

function page(): HTMLFormElement {
	document.body.innerHTML = `
	<form class="checkout_coupon woocommerce-form-coupon" method="post"><input type="text" name="coupon_code" id="coupon_code" value="SOMMER"><button type="submit" name="apply_coupon">Gutschein anwenden</button></form>
	<form name="checkout" method="post" class="checkout woocommerce-checkout" action="/kasse/">
	<p class="form-row validate-required"><label for="billing_first_name">Vorname</label><input type="text" class="input-text" name="billing_first_name" id="billing_first_name" value="Erika"></p>
	<div id="order_review"><div id="payment"><ul class="wc_payment_methods"><li><input id="payment_method_bacs" type="radio" name="payment_method" value="bacs" checked></li></ul>
	<button type="submit" id="place_order">Zahlungspflichtig bestellen</button></div></div>
	</form>`;
	return document.querySelector( 'form.checkout' ) as HTMLFormElement;
}

beforeEach( () => {
	( window as unknown as Record< string, unknown > ).wc_checkout_params = {
		wc_ajax_url: '/?wc-ajax=%%endpoint%%',
		is_checkout: '0', // no order review request at start
		i18n_checkout_error: '',
	};
	Element.prototype.scrollIntoView = jest.fn();
	window.scrollTo = jest.fn();
} );

it( 'says the order could not be sent and keeps the entries when the submit code does not load', async () => {
	const form = page();
	const calls = mockFetch( [] );
	initCheckout( form );
	const event = new Event( 'submit', { bubbles: true, cancelable: true } );
	form.dispatchEvent( event );
	expect( event.defaultPrevented ).toBe( true );
	await flush();
	expect( calls ).toHaveLength( 0 );
	expect( form.querySelector( '.woocommerce-error' ) ).toHaveTextContent(
		'Your order could not be sent because there is no connection to the shop.'
	);
	expect(
		( document.getElementById( 'billing_first_name' ) as HTMLInputElement )
			.value
	).toBe( 'Erika' );
} );

it( 'says the coupon could not be checked when the coupon code does not load', async () => {
	const form = page();
	const calls = mockFetch( [] );
	initCheckout( form );
	const coupon = document.querySelector(
		'form.checkout_coupon'
	) as HTMLFormElement;
	const event = new Event( 'submit', { bubbles: true, cancelable: true } );
	coupon.dispatchEvent( event );
	expect( event.defaultPrevented ).toBe( true );
	await flush();
	expect( calls ).toHaveLength( 0 );
	expect( document.body ).toHaveTextContent(
		'The coupon could not be checked. Please check your connection and try again.'
	);
} );
