/**
 * The order button with PayPal chosen: before the PayPal button was used the
 * checkout is stopped with PayPal's German message (shown by PayPal, the
 * checkout enables its button again); after approval it posts as it is.
 */
import { setLocaleData } from '@wordpress/i18n';
import { localeDataFromPo } from '@tresen/tests/po';
import { dispatchPlaceOrder, readRefusal } from '@tresen/common/place-order';

jest.mock( '@tresen/common/load-scripts', () => ( {
	loadScripts: jest.fn( () => new Promise( () => undefined ) ),
} ) );

const MESSAGE =
	'Bitte klicke auf den PayPal-Button, um mit PayPal zu bezahlen.';

function checkout( token: string ): HTMLFormElement {
	document.body.innerHTML = `
		<form class="checkout">
			<input type="radio" name="payment_method" value="ppcp-gateway" checked>
			<input type="hidden" name="paymentToken" value="${ token }">
		</form>`;
	return document.querySelector( 'form' )!;
}

beforeAll( () => {
	setLocaleData(
		localeDataFromPo(
			'languages/plugins/tresen-paypal-de_DE.po',
			'tresen-paypal'
		),
		'tresen-paypal'
	);
	(
		window as unknown as { tresenPayPal: Record< string, unknown > }
	 ).tresenPayPal = { gatewayId: 'ppcp-gateway' };
	window.HTMLElement.prototype.scrollIntoView = jest.fn();
	require( '../index' );
} );

it( 'stops an order not yet approved in PayPal with its message, shown once at the top of the form', async () => {
	const form = checkout( '' );
	const { takenOver, waits, ready } = dispatchPlaceOrder(
		form,
		'ppcp-gateway'
	);
	expect( takenOver ).toBe( false );
	expect( waits ).toBe( 1 );
	const reason = await ready.catch( ( e: unknown ) => e );
	// Shown by PayPal: the checkout adds nothing and enables its button.
	expect( readRefusal( reason ) ).toEqual( {
		message: MESSAGE,
		shown: true,
	} );
	expect(
		Array.from(
			form.querySelectorAll( ':scope > .tresen-paypal-errors li' )
		).map( ( li ) => li.textContent )
	).toEqual( [ MESSAGE ] );
} );

it( 'lets an approved order (paymentToken filled) and other methods post', async () => {
	const approved = dispatchPlaceOrder(
		checkout( '5O190127TN364715T' ),
		'ppcp-gateway'
	);
	expect( approved.waits ).toBe( 0 );
	await expect( approved.ready ).resolves.toBeUndefined();
	expect( dispatchPlaceOrder( checkout( '' ), 'bacs' ).waits ).toBe( 0 );
} );
