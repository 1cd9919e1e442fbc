/**
 * The small entry: nothing of the flow (or Stripe.js) before intent.
 */
import { flush, placeOrder } from './helpers';

const mockPlaceOrder = jest.fn( async () => undefined );
const mockTakeOver = jest.fn();
const mockStart = jest.fn( () => ( {
	placeOrder: mockPlaceOrder,
	takeOver: mockTakeOver,
} ) );
const mockRenew = jest.fn( () => Promise.resolve() );
jest.mock( '../lazy', () => ( { start: mockStart, renew: mockRenew } ) );

function page( checked: string ): HTMLFormElement {
	document.body.innerHTML = `
		<form class="checkout">
			<input type="radio" name="payment_method" value="bacs" ${ checked === 'bacs' ? 'checked' : '' }>
			<input type="radio" name="payment_method" value="stripe" ${ checked === 'stripe' ? 'checked' : '' }>
		</form>`;
	(
		window as unknown as { tresenStripe: Record< string, unknown > }
	 ).tresenStripe = {
		gatewayId: 'stripe',
		sepaGatewayId: 'stripe_sepa',
		publicPath: '',
	};
	jest.isolateModules( () => {
		require( '../index' );
	} );
	return document.querySelector( 'form' )!;
}

beforeEach( () => {
	mockStart.mockClear();
	mockPlaceOrder.mockClear();
	mockTakeOver.mockClear();
} );

it( 'loads the flow only when a Stripe method is chosen', async () => {
	const form = page( 'bacs' );
	await flush();
	expect( mockStart ).not.toHaveBeenCalled();
	expect( placeOrder( form, 'bacs' ).defaultPrevented ).toBe( false );
	const radio = form.querySelector< HTMLInputElement >( '[value="stripe"]' )!;
	radio.checked = true;
	radio.dispatchEvent( new Event( 'change', { bubbles: true } ) );
	await flush();
	expect( mockStart ).toHaveBeenCalledWith( form, false );
} );

it( 'makes an order placed before the flow is there wait for it (the checkout posts once)', async () => {
	const form = page( 'bacs' );
	const placed = placeOrder( form, 'stripe' );
	// Not taken over: the checkout posts itself, once the promise is settled.
	expect( placed.defaultPrevented ).toBe( false );
	expect( placed.waits ).toBe( 1 );
	let settled = false;
	void placed.ready.then( () => ( settled = true ) );
	await flush();
	await flush();
	expect( mockPlaceOrder ).toHaveBeenCalledWith( 'stripe' );
	expect( settled ).toBe( true );
} );

it( 'stops the order when the flow cannot create the PaymentMethod', async () => {
	const form = page( 'bacs' );
	mockPlaceOrder.mockImplementationOnce( async () => {
		throw Object.assign( new Error( 'Die Karte wurde abgelehnt.' ), {
			shown: true,
		} );
	} );
	const placed = placeOrder( form, 'stripe' );
	await expect( placed.ready ).rejects.toMatchObject( {
		message: 'Die Karte wurde abgelehnt.',
		shown: true,
	} );
} );

it( 'lets a saved card and a redirect method through without holding them', async () => {
	const form = page( 'bacs' );
	form.insertAdjacentHTML(
		'beforeend',
		'<input type="radio" name="wc-stripe-payment-token" value="7" checked>'
	);
	const saved = placeOrder( form, 'stripe' );
	expect( [ saved.defaultPrevented, saved.waits ] ).toEqual( [ false, 0 ] );
	const redirect = placeOrder( form, 'stripe_eps' );
	expect( [ redirect.defaultPrevented, redirect.waits ] ).toEqual( [
		false,
		0,
	] );
	// Boleto and OXXO post the checkout themselves: taken over, the flow loaded.
	expect( placeOrder( form, 'stripe_boleto' ).defaultPrevented ).toBe( true );
	await flush();
	await flush();
	expect( mockTakeOver ).toHaveBeenCalledWith( 'stripe_boleto' );
} );

it( 'fetches an early-renewal link of a Stripe subscription instead of following it', async () => {
	page( 'bacs' );
	document.body.insertAdjacentHTML(
		'beforeend',
		`<a id="early_renewal_modal_submit" data-payment-method="stripe" href="/?tresen-stripe-early-renewal=5&key=k">Jetzt bezahlen</a>
		<a href="/?subscription_id=6&process_early_renewal=1" id="other" data-payment-method="paypal">Andere</a>`
	);
	const link = document.querySelector< HTMLAnchorElement >(
		'#early_renewal_modal_submit'
	)!;
	const click = new MouseEvent( 'click', {
		bubbles: true,
		cancelable: true,
	} );
	link.dispatchEvent( click );
	expect( click.defaultPrevented ).toBe( true );
	await flush();
	await flush();
	expect( mockRenew ).toHaveBeenCalledWith( link );
	expect( mockStart ).not.toHaveBeenCalled();
} );
