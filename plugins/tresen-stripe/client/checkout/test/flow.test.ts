/**
 * The checkout states of the Stripe flow, with a fake Stripe.js.
 */
import { parseConfirmHash } from '../flow';
import { flush, placeOrder, settings, startFlow, stopFlows } from './helpers';

function checkoutForm( method = 'stripe' ): HTMLFormElement {
	document.body.innerHTML = `
		<form class="checkout">
			<input name="billing_first_name" value="Erika">
			<input name="billing_last_name" value="Mustermann">
			<input name="billing_email" value="erika@example.test">
			<input type="radio" name="payment_method" value="bacs" ${ method === 'bacs' ? 'checked' : '' }>
			<input type="radio" name="payment_method" value="stripe" ${ method === 'stripe' ? 'checked' : '' }>
			<div class="tresen-stripe" data-tresen-stripe="card">
				<div data-tresen-stripe-element="card" data-mode="payment" data-amount="1990" data-currency="eur"></div>
				<ul class="tresen-stripe__errors" hidden></ul>
			</div>
			<input type="hidden" name="stripe_source" value="">
			<button id="place_order">Zahlungspflichtig bestellen</button>
		</form>`;
	return document.querySelector( 'form' )!;
}

function fakeStripe( result: unknown ) {
	const element = {
		mount: jest.fn(),
		unmount: jest.fn(),
		destroy: jest.fn(),
		on: jest.fn(),
	};
	const stripe = {
		elements: jest.fn( () => ( {
			create: jest.fn( () => element ),
			submit: jest.fn( async () => ( {} ) ),
			update: jest.fn( async () => undefined ),
		} ) ),
		createPaymentMethod: jest.fn( async () => result ),
		handleNextAction: jest.fn(),
	};
	return { stripe, element };
}

/**
 * Places an order by card on the checkout, Stripe.js answering the card
 * with `result`; the form's own submit is a mock.
 *
 * @param result What createPaymentMethod resolves to.
 */
async function orderWithCardResult( result: unknown ) {
	const form = checkoutForm();
	const { stripe } = fakeStripe( result );
	form.requestSubmit = jest.fn();
	startFlow( form, {
		settings,
		load: async () => stripe as never,
	} );
	await flush();
	const placed = placeOrder( form, 'stripe' );
	await flush();
	await flush();
	return { form, placed };
}

beforeEach( () => {
	window.scrollTo = jest.fn();
} );
afterEach( () => {
	stopFlows();
	window.history.replaceState( null, '', '/' );
} );

describe( 'Stripe flow', () => {
	it( 'loads Stripe.js only once a Stripe method is chosen', async () => {
		const form = checkoutForm( 'bacs' );
		const { stripe } = fakeStripe( {} );
		const load = jest.fn( async () => stripe as never );
		startFlow( form, { settings, load } );
		await flush();
		expect( load ).not.toHaveBeenCalled();
		const radio =
			form.querySelector< HTMLInputElement >( '[value="stripe"]' )!;
		radio.checked = true;
		radio.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		await flush();
		expect( load ).toHaveBeenCalledWith( 'pk_test_123', { locale: 'de' } );
	} );

	it( 'makes the checkout wait until the PaymentMethod is in stripe_source, without a second submission', async () => {
		const form = checkoutForm();
		const { stripe } = fakeStripe( {
			paymentMethod: { id: 'pm_123', card: { funding: 'credit' } },
		} );
		form.requestSubmit = jest.fn();
		startFlow( form, {
			settings,
			load: async () => stripe as never,
		} );
		await flush();
		const placed = placeOrder( form, 'stripe' );
		// Not taken over: the checkout posts itself once the promise is settled.
		expect( placed.defaultPrevented ).toBe( false );
		expect( placed.waits ).toBe( 1 );
		let ready = false;
		void placed.ready.then( () => ( ready = true ) );
		expect(
			form.querySelector< HTMLInputElement >( '[name="stripe_source"]' )!
				.value
		).toBe( '' );
		await placed.ready;
		expect( ready ).toBe( true );
		await flush();
		await flush();
		// Stripe's Payment Element with deferred intent creation: the card only,
		// the amount and currency of the box, PaymentMethods made by the script.
		expect( stripe.elements ).toHaveBeenCalledWith(
			expect.objectContaining( {
				mode: 'payment',
				amount: 1990,
				currency: 'eur',
				allowedPaymentMethodTypes: [ 'card' ],
				paymentMethodCreation: 'manual',
			} )
		);
		const group = ( stripe.elements.mock.results[ 0 ] as { value: any } )
			.value;
		expect( group.create ).toHaveBeenCalledWith(
			'payment',
			expect.objectContaining( {
				fields: { billingDetails: 'never' },
				terms: { sepaDebit: 'never' },
			} )
		);
		// elements.submit() first, as Stripe.js demands, then the PaymentMethod from the element.
		expect( group.submit ).toHaveBeenCalledTimes( 1 );
		expect( stripe.createPaymentMethod ).toHaveBeenCalledWith( {
			elements: group,
			params: {
				billing_details: expect.objectContaining( {
					name: 'Erika Mustermann',
					email: 'erika@example.test',
					phone: expect.any( String ),
					address: expect.any( Object ),
				} ),
			},
		} );
		expect(
			form.querySelector< HTMLInputElement >( '[name="stripe_source"]' )!
				.value
		).toBe( 'pm_123' );
		// The checkout's own post is the only one.
		expect( form.requestSubmit ).not.toHaveBeenCalled();
	} );

	it( 'answers WooCommerce’s jQuery ask with true on the storefront’s checkout and waits for its event', async () => {
		const form = checkoutForm();
		const { stripe } = fakeStripe( {
			paymentMethod: { id: 'pm_jq', card: { funding: 'credit' } },
		} );
		const handlers: Record< string, ( ...a: unknown[] ) => unknown > = {};
		( window as unknown as { jQuery?: unknown } ).jQuery = () => ( {
			on: ( name: string, h: ( ...a: unknown[] ) => unknown ) =>
				( handlers[ name ] = h ),
			off: jest.fn(),
			trigger: jest.fn(),
			triggerHandler: jest.fn(),
		} );
		try {
			form.requestSubmit = jest.fn();
			startFlow( form, { settings, load: async () => stripe as never } );
			await flush();
			const ask = handlers.checkout_place_order_stripe;
			// The storefront's checkout marks its wc_checkout_form.
			expect( ask( {}, { tresen_place_order_waits: true } ) ).toBe(
				true
			);
			expect( stripe.createPaymentMethod ).not.toHaveBeenCalled();
			// WooCommerce's own checkout script: held back, made, submitted again.
			expect( ask( {}, {} ) ).toBe( false );
			await flush();
			await flush();
			expect( stripe.createPaymentMethod ).toHaveBeenCalledTimes( 1 );
			expect( form.requestSubmit ).toHaveBeenCalledTimes( 1 );
		} finally {
			delete ( window as unknown as { jQuery?: unknown } ).jQuery;
		}
	} );

	it( 'moves the card field into the new payment section when the order review replaces it', async () => {
		const form = checkoutForm();
		const { stripe, element } = fakeStripe( {} );
		startFlow( form, { settings, load: async () => stripe as never } );
		await flush();
		expect( element.mount ).toHaveBeenCalledTimes( 1 );
		const old = form.querySelector( '[data-tresen-stripe="card"]' )!;
		const fresh = old.cloneNode( true ) as HTMLElement;
		fresh
			.querySelector< HTMLElement >( '[data-tresen-stripe-element]' )!
			.setAttribute( 'data-amount', '2590' );
		old.replaceWith( fresh );
		await flush();
		await flush();
		expect( element.unmount ).toHaveBeenCalledTimes( 1 );
		expect( element.mount ).toHaveBeenLastCalledWith(
			fresh.querySelector( '[data-tresen-stripe-element="card"]' )
		);
		expect( stripe.elements ).toHaveBeenCalledTimes( 1 );
		expect( element.destroy ).not.toHaveBeenCalled();
		// The new total (shipping chosen) reaches the element.
		const group = ( stripe.elements.mock.results[ 0 ] as { value: any } )
			.value;
		expect( group.update ).toHaveBeenCalledWith( { amount: 2590 } );
	} );

	it( 'on the order-pay page holds the form’s own submission until the card is tokenized', async () => {
		const form = checkoutForm();
		form.id = 'order_review';
		const { stripe } = fakeStripe( {
			paymentMethod: { id: 'pm_pay', card: { funding: 'debit' } },
		} );
		const sent: boolean[] = [];
		form.requestSubmit = () => {
			const again = new Event( 'submit', { cancelable: true } );
			form.dispatchEvent( again );
			sent.push( ! again.defaultPrevented );
		};
		startFlow( form, { settings, load: async () => stripe as never } );
		await flush();
		const first = new Event( 'submit', { cancelable: true } );
		form.dispatchEvent( first );
		expect( first.defaultPrevented ).toBe( true );
		await flush();
		await flush();
		expect(
			form.querySelector< HTMLInputElement >( '[name="stripe_source"]' )!
				.value
		).toBe( 'pm_pay' );
		expect( sent ).toEqual( [ true ] );
	} );

	it( 'leaves other gateways alone', async () => {
		const form = checkoutForm( 'bacs' );
		startFlow( form, { settings, load: jest.fn() } );
		const placed = placeOrder( form, 'bacs' );
		expect( [ placed.defaultPrevented, placed.waits ] ).toEqual( [
			false,
			0,
		] );
	} );

	it( 'shows a decline in German under the method and stops the order', async () => {
		const { form, placed } = await orderWithCardResult( {
			error: {
				type: 'card_error',
				code: 'card_declined',
				message: 'Your card was declined.',
			},
		} );
		const list = form.querySelector< HTMLElement >(
			'.tresen-stripe__errors'
		)!;
		expect( list.hidden ).toBe( false );
		expect( list.textContent ).toBe( 'The card was declined.' );
		// The checkout shows nothing more and enables its button again.
		await expect( placed.ready ).rejects.toMatchObject( {
			message: 'The card was declined.',
			shown: true,
		} );
		expect( form.requestSubmit ).not.toHaveBeenCalled();
	} );

	it( 'refuses prepaid cards unless the shop takes them', async () => {
		const { form, placed } = await orderWithCardResult( {
			paymentMethod: { id: 'pm_pre', card: { funding: 'prepaid' } },
		} );
		await expect( placed.ready ).rejects.toMatchObject( { shown: true } );
		expect(
			form.querySelector( '.tresen-stripe__errors' )!.textContent
		).toBe( 'Unfortunately we do not accept prepaid cards yet.' );
		expect( form.requestSubmit ).not.toHaveBeenCalled();
	} );

	it( 'reads the confirmation hash and refuses other origins', () => {
		const url = `${ window.location.origin }/?tresen-stripe-verify=1&order=5&key=wc_order_x`;
		expect(
			parseConfirmHash(
				`#confirm-pi-pi_1_secret_2:${ encodeURIComponent( url ) }`
			)
		).toEqual( {
			kind: 'pi',
			clientSecret: 'pi_1_secret_2',
			returnUrl: url,
		} );
		expect(
			parseConfirmHash(
				`#confirm-pi-pi_1_secret_2:${ encodeURIComponent( 'https://evil.example/' ) }`
			)
		).toBeNull();
		expect( parseConfirmHash( '#payment' ) ).toBeNull();
	} );

	it( 'opens the bank dialog for the hash, clears it, and goes on after success', async () => {
		const form = checkoutForm();
		const { stripe } = fakeStripe( {} );
		stripe.handleNextAction.mockResolvedValue( {
			paymentIntent: { status: 'succeeded' },
		} );
		const navigate = jest.fn();
		startFlow( form, {
			settings,
			load: async () => stripe as never,
			navigate,
		} );
		const url = `${ window.location.origin }/?tresen-stripe-verify=1&order=1`;
		window.location.hash = `confirm-pi-pi_1_secret_2:${ encodeURIComponent( url ) }`;
		window.dispatchEvent( new HashChangeEvent( 'hashchange' ) );
		await flush();
		await flush();
		expect( stripe.handleNextAction ).toHaveBeenCalledWith( {
			clientSecret: 'pi_1_secret_2',
		} );
		expect( window.location.hash ).toBe( '' );
		expect( navigate ).toHaveBeenCalledWith( url );
	} );

	it( 'shows the error and stays when the bank refuses', async () => {
		const form = checkoutForm();
		const { stripe } = fakeStripe( {} );
		stripe.handleNextAction.mockResolvedValue( {
			error: {
				type: 'card_error',
				code: 'payment_intent_authentication_failure',
			},
		} );
		const navigate = jest.fn();
		startFlow( form, {
			settings,
			load: async () => stripe as never,
			navigate,
		} );
		window.location.hash = `confirm-pi-pi_1_secret_2:${ encodeURIComponent( window.location.origin + '/v' ) }`;
		window.dispatchEvent( new HashChangeEvent( 'hashchange' ) );
		await flush();
		await flush();
		expect( navigate ).not.toHaveBeenCalled();
		expect(
			form.querySelector( '.tresen-stripe__errors' )!.textContent
		).toBe(
			'We could not confirm your payment with your bank. Please try again or choose another payment method.'
		);
		expect( form.classList.contains( 'processing' ) ).toBe( false );
	} );
} );
