/**
 * The single Payment Element: the card box holds card, SEPA and the
 * redirect and voucher methods (the shop's list or the owner's payment
 * method configuration); whatever the shopper picks in it goes to the
 * server as a PaymentMethod in `stripe_source`.
 */
import { isSingleElement } from '../flow';
import { flush, placeOrder, settings, startFlow, stopFlows } from './helpers';

/**
 * The checkout with the card gateway's box as the server prints it.
 *
 * @param attributes The box's single-element attribute (data-methods or data-configuration).
 * @param billing    Billing fields.
 */
function checkoutForm(
	attributes: string,
	billing = '<input name="billing_first_name" value="Erika"><input name="billing_last_name" value="Mustermann"><input name="billing_email" value="erika@example.test">'
): HTMLFormElement {
	document.body.innerHTML = `
		<form class="checkout">
			${ billing }
			<input name="billing_country" value="AT">
			<input type="radio" name="payment_method" value="stripe" checked>
			<div class="tresen-stripe" data-tresen-stripe="card">
				<div data-tresen-stripe-element="card" data-mode="payment" data-amount="2590" data-currency="eur" ${ attributes }></div>
				<ul class="tresen-stripe__errors" hidden></ul>
			</div>
			<input type="hidden" name="stripe_source" value="">
			<button id="place_order">Zahlungspflichtig bestellen</button>
		</form>`;
	return document.querySelector( 'form' )!;
}

/**
 * A fake Stripe.js whose Payment Element reports the method the shopper picks.
 *
 * @param type The PaymentMethod type createPaymentMethod answers.
 */
function fakeStripe( type: string ) {
	const handlers: Array< ( event: unknown ) => void > = [];
	const element = {
		mount: jest.fn(),
		unmount: jest.fn(),
		destroy: jest.fn(),
		on: jest.fn( ( name: string, handler: ( event: unknown ) => void ) => {
			if ( name === 'change' ) {
				handlers.push( handler );
			}
		} ),
	};
	const group = {
		create: jest.fn( () => element ),
		submit: jest.fn( async () => ( {} ) ),
		update: jest.fn( async () => undefined ),
	};
	const stripe = {
		elements: jest.fn( () => group ),
		createPaymentMethod: jest.fn( async () => ( {
			paymentMethod: { id: 'pm_element123', type },
		} ) ),
		handleNextAction: jest.fn(),
	};
	/**
	 * The shopper picks a method in the element.
	 *
	 * @param value The method's type.
	 */
	const pick = ( value: string ) =>
		handlers.forEach( ( h ) =>
			h( {
				elementType: 'payment',
				complete: true,
				value: { type: value },
			} )
		);
	return { stripe, group, element, pick };
}

async function start( form: HTMLFormElement, type: string ) {
	const fake = fakeStripe( type );
	form.requestSubmit = jest.fn();
	startFlow( form, { settings, load: async () => fake.stripe as never } );
	await flush();
	await flush();
	return fake;
}

beforeEach( () => {
	window.scrollTo = jest.fn();
} );
afterEach( () => {
	stopFlows();
} );

describe( 'the single Payment Element', () => {
	it( 'offers the methods the shop switched on, with Stripe’s SEPA mandate inside', async () => {
		const form = checkoutForm(
			'data-methods="card sepa_debit eps multibanco"'
		);
		const { stripe, group } = await start( form, 'card' );
		expect( stripe.elements ).toHaveBeenCalledWith(
			expect.objectContaining( {
				mode: 'payment',
				amount: 2590,
				currency: 'eur',
				allowedPaymentMethodTypes: [
					'card',
					'sepa_debit',
					'eps',
					'multibanco',
				],
				paymentMethodCreation: 'manual',
			} )
		);
		const options = stripe.elements.mock.calls[ 0 ] as unknown[];
		expect( options[ 0 ] ).not.toHaveProperty(
			'paymentMethodConfiguration'
		);
		expect( group.create ).toHaveBeenCalledWith(
			'payment',
			expect.objectContaining( {
				fields: { billingDetails: 'never' },
				terms: { sepaDebit: 'auto' },
			} )
		);
	} );

	it( 'with the owner’s configuration lets Stripe choose the methods and names no list', async () => {
		const form = checkoutForm( 'data-configuration="pmc_1Tresen"' );
		const { stripe } = await start( form, 'card' );
		const options = ( stripe.elements.mock.calls[ 0 ] as unknown[] )[ 0 ];
		expect( options ).toMatchObject( {
			paymentMethodConfiguration: 'pmc_1Tresen',
		} );
		expect( options ).not.toHaveProperty( 'allowedPaymentMethodTypes' );
	} );

	it( 'is one element only when it holds several methods or a configuration', () => {
		const box = document.createElement( 'div' );
		box.dataset.methods = 'card';
		expect( isSingleElement( box ) ).toBe( false );
		box.dataset.methods = 'card ideal';
		expect( isSingleElement( box ) ).toBe( true );
		delete box.dataset.methods;
		box.dataset.configuration = 'pmc_1';
		expect( isSingleElement( box ) ).toBe( true );
	} );

	it( 'sends a redirect method picked in the element to the server as a PaymentMethod, not as a direct submit', async () => {
		const form = checkoutForm( 'data-methods="card eps"' );
		const { stripe, group, pick } = await start( form, 'eps' );
		pick( 'eps' );
		const placed = placeOrder( form, 'stripe' );
		// Not a direct submit: the checkout waits for the PaymentMethod, then posts once.
		expect( placed.defaultPrevented ).toBe( false );
		expect( placed.waits ).toBe( 1 );
		await expect( placed.ready ).resolves.toBeUndefined();
		expect( group.submit ).toHaveBeenCalledTimes( 1 );
		expect( stripe.createPaymentMethod ).toHaveBeenCalledWith( {
			elements: group,
			params: {
				billing_details: expect.objectContaining( {
					name: 'Erika Mustermann',
					email: 'erika@example.test',
					address: expect.objectContaining( { country: 'AT' } ),
				} ),
			},
		} );
		expect(
			form.querySelector< HTMLInputElement >( '[name="stripe_source"]' )!
				.value
		).toBe( 'pm_element123' );
		expect( form.requestSubmit ).not.toHaveBeenCalled();
	} );

	it( 'sends a voucher method picked in the element the same way (the server shows the voucher)', async () => {
		const form = checkoutForm( 'data-methods="card multibanco"' );
		const { stripe, pick } = await start( form, 'multibanco' );
		pick( 'multibanco' );
		const placed = placeOrder( form, 'stripe' );
		await expect( placed.ready ).resolves.toBeUndefined();
		expect( stripe.createPaymentMethod ).toHaveBeenCalledTimes( 1 );
		expect(
			form.querySelector< HTMLInputElement >( '[name="stripe_source"]' )!
				.value
		).toBe( 'pm_element123' );
	} );

	it( 'asks for the account holder’s name in German when SEPA is picked without one', async () => {
		const form = checkoutForm(
			'data-methods="card sepa_debit"',
			'<input name="billing_email" value="erika@example.test">'
		);
		const { stripe, pick } = await start( form, 'sepa_debit' );
		pick( 'sepa_debit' );
		placeOrder( form, 'stripe' );
		await flush();
		await flush();
		expect( stripe.createPaymentMethod ).not.toHaveBeenCalled();
		const errors = form.querySelector( '.tresen-stripe__errors' )!;
		expect( errors.hasAttribute( 'hidden' ) ).toBe( false );
		expect( errors.textContent ).toMatch( /account holder/ );
		// The card needs no name: picking it again lets the order through.
		pick( 'card' );
		placeOrder( form, 'stripe' );
		await flush();
		await flush();
		expect( stripe.createPaymentMethod ).toHaveBeenCalledTimes( 1 );
	} );
} );
