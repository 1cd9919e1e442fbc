/**
 * The small entry: nothing of the flow (or Stripe.js) before intent.
 */
import { flush, placeOrder } from './helpers';

const mockPlaceOrder = jest.fn();
const mockStart = jest.fn( () => ( { placeOrder: mockPlaceOrder } ) );
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

it( 'holds back an order placed before the flow is there and hands it over', async () => {
	const form = page( 'bacs' );
	const event = placeOrder( form, 'stripe' );
	expect( event.defaultPrevented ).toBe( true );
	await flush();
	await flush();
	expect( mockPlaceOrder ).toHaveBeenCalledWith( 'stripe' );
} );

it( 'lets a saved card and a redirect method through without holding them', async () => {
	const form = page( 'bacs' );
	form.insertAdjacentHTML(
		'beforeend',
		'<input type="radio" name="wc-stripe-payment-token" value="7" checked>'
	);
	expect( placeOrder( form, 'stripe' ).defaultPrevented ).toBe( false );
	expect( placeOrder( form, 'stripe_eps' ).defaultPrevented ).toBe( false );
	// Boleto and OXXO are confirmed by Stripe.js: held until the flow is there.
	expect( placeOrder( form, 'stripe_boleto' ).defaultPrevented ).toBe( true );
	await flush();
	await flush();
	expect( mockPlaceOrder ).toHaveBeenCalledWith( 'stripe_boleto' );
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
