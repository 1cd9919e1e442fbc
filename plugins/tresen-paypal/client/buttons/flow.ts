/**
 * What the PayPal button does, without the SDK: start the checkout on the
 * server (form-encoded POST with the form's fields, the nonce and
 * `from_checkout`), and after approval either submit the checkout with
 * `paymentToken` and `payerID` or go to the return address.
 */
import { postForm } from '@tresen/common/http';
import { genericError, parseStartCheckoutReply } from './reply';
import type { StartCheckoutResult } from './reply';
import type { PayPalSettings } from './settings.d';

export type Context = 'checkout' | 'cart' | 'product' | 'mini-cart' | 'pay';

/**
 * Starts the checkout.
 *
 * @param settings Settings.
 * @param context  Where the button is.
 * @param form     The checkout or product form (its fields go along).
 * @param nonce    The start-checkout nonce (product pages fetch theirs).
 */
export async function startCheckout(
	settings: PayPalSettings,
	context: Context,
	form: HTMLFormElement | null,
	nonce: string = settings.nonce
): Promise< StartCheckoutResult > {
	const data = new URLSearchParams();
	if ( form ) {
		for ( const [ name, value ] of new FormData( form ) ) {
			if ( typeof value === 'string' ) {
				data.append( name, value );
			}
		}
	}
	data.set( 'nonce', nonce );
	data.set( 'from_checkout', context === 'checkout' ? 'yes' : 'no' );
	if ( context === 'pay' ) {
		// The order-pay page pays its order (checked again with its key on the server).
		data.set( 'pay_for_order', 'yes' );
		data.set( 'order_id', String( settings.payOrderId ) );
		data.set( 'order_key', settings.payOrderKey );
	}
	try {
		return parseStartCheckoutReply(
			await postForm( settings.startCheckoutUrl, data )
		);
	} catch {
		return { ok: false, messages: [ genericError() ] };
	}
}

/**
 * Sets one hidden field of the checkout form.
 *
 * @param form  Form.
 * @param name  Field name.
 * @param value Value.
 */
function hidden( form: HTMLFormElement, name: string, value: string ): void {
	let input = form.querySelector< HTMLInputElement >(
		`input[name="${ name }"]`
	);
	if ( ! input ) {
		input = document.createElement( 'input' );
		input.type = 'hidden';
		input.name = name;
		form.appendChild( input );
	}
	input.value = value;
}

/**
 * Hands the approved payment to the checkout and places the order through
 * the theme's checkout (its submit handler).
 *
 * @param form    Checkout form.
 * @param orderID PayPal order id.
 * @param payerID Payer id.
 */
export function submitCheckout(
	form: HTMLFormElement,
	orderID: string,
	payerID: string
): void {
	hidden( form, 'paymentToken', orderID );
	hidden( form, 'payerID', payerID );
	form.requestSubmit();
}

/**
 * The return address after approval off the checkout.
 *
 * @param returnUrl Return address (has woo-paypal-return=true).
 * @param orderID   PayPal order id.
 * @param payerID   Payer id.
 */
export function returnAddress(
	returnUrl: string,
	orderID: string,
	payerID: string
): string {
	const url = new URL( returnUrl, window.location.href );
	url.searchParams.set( 'woo-paypal-return', 'true' );
	url.searchParams.set( 'token', orderID );
	url.searchParams.set( 'PayerID', payerID );
	return url.toString();
}

/**
 * The cancel address, or '' when none is configured.
 *
 * @param cancelUrl Cancel address.
 * @param orderID   PayPal order id.
 */
export function cancelAddress( cancelUrl: string, orderID: string ): string {
	if ( ! cancelUrl ) {
		return '';
	}
	const url = new URL( cancelUrl, window.location.href );
	url.searchParams.set( 'woo-paypal-cancel', 'true' );
	if ( orderID ) {
		url.searchParams.set( 'token', orderID );
	}
	return url.toString();
}
