/**
 * Stripe on the Checkout block: the method's options, the Payment Element
 * it mounts, the PaymentMethod made on "Zahlungspflichtig bestellen", the
 * bank's dialog after the server's 3-D Secure reply, and the German messages.
 */
import { act, render, screen } from '@testing-library/react';
import { SavedToken, StripeContent, elementsOptions } from '../content';
import { confirmHash, messageFor } from '../messages';
import { stripeMethod } from '../method';
import type { BlockData, PaymentProps } from '../types';

const MESSAGES = {
	card_declined: 'Die Karte wurde abgelehnt.',
	insufficient_funds: 'Deine Karte ist nicht ausreichend gedeckt.',
	payment_intent_authentication_failure:
		'Wir konnten deine Zahlung bei deiner Bank nicht bestätigen. Bitte versuche es erneut oder wähle eine andere Zahlungsart.',
	generic:
		'Leider konnten wir diese Zahlung nicht abschließen. Bitte versuche es erneut oder wähle eine andere Zahlungsart.',
	not_started:
		'Wir konnten die Zahlung nicht starten. Bitte versuche es erneut.',
};

function data( over: Partial< BlockData > = {} ): BlockData {
	return {
		title: 'Kreditkarte',
		description: '',
		kind: 'card',
		publishableKey: 'pk_test_x',
		locale: 'de',
		configuration: '',
		methods: [],
		fieldLabel: 'Kartendaten',
		showSavedCards: true,
		showSaveOption: true,
		supports: [ 'products', 'refunds', 'tokenization' ],
		messages: MESSAGES,
		...over,
	};
}

type Observer = ( arg?: any ) => any;

function props( over: Partial< PaymentProps > = {} ) {
	const observers: Record< string, Observer[] > = {
		setup: [],
		success: [],
	};
	const p: PaymentProps = {
		eventRegistration: {
			onPaymentSetup: ( o: Observer ) => {
				observers.setup.push( o );
				return () =>
					( observers.setup = observers.setup.filter(
						( x ) => x !== o
					) );
			},
			onCheckoutSuccess: ( o: Observer ) => {
				observers.success.push( o );
				return () =>
					( observers.success = observers.success.filter(
						( x ) => x !== o
					) );
			},
		},
		emitResponse: {
			responseTypes: {
				SUCCESS: 'success',
				ERROR: 'error',
				FAIL: 'failure',
			},
			noticeContexts: { PAYMENTS: 'wc/payment-area' },
		},
		billing: {
			billingAddress: {
				first_name: 'Erika',
				last_name: 'Mustermann',
				address_1: 'Hauptstraße 1',
				city: 'Berlin',
				state: '',
				postcode: '10115',
				country: 'DE',
				email: 'erika@example.com',
				phone: '030 123',
			},
			cartTotal: { value: 2390 },
			currency: { code: 'EUR' },
		},
		...over,
	};
	return { p, observers };
}

function fakeStripe( {
	submitError = null as any,
	createError = null as any,
	nextActionError = null as any,
} = {} ) {
	const element = {
		mount: jest.fn( ( el: HTMLElement ) => {
			const frame = document.createElement( 'iframe' );
			frame.title = 'Zahlungsfeld';
			el.appendChild( frame );
		} ),
		destroy: jest.fn(),
	};
	const group = {
		create: jest.fn( () => element ),
		update: jest.fn(),
		submit: jest.fn( async () =>
			submitError ? { error: submitError } : {}
		),
		getElement: jest.fn( () => element ),
	};
	const stripe = {
		elements: jest.fn( () => group ),
		createPaymentMethod: jest.fn( async () =>
			createError
				? { error: createError }
				: { paymentMethod: { id: 'pm_card_123' } }
		),
		handleNextAction: jest.fn( async () =>
			nextActionError
				? { error: nextActionError }
				: { paymentIntent: { status: 'succeeded' } }
		),
	};
	return { stripe, group, element };
}

async function mounted( d: BlockData, fake = fakeStripe(), over = {} ) {
	const { p, observers } = props( over );
	const load = jest.fn( async () => fake.stripe as any );
	const view = render( <StripeContent { ...p } data={ d } load={ load } /> );
	await act( async () => {} );
	return { ...fake, p, observers, load, view };
}

describe( 'the Payment Element on the Checkout block', () => {
	it( 'loads Stripe.js with the key and shows the card element for the cart total', async () => {
		const { stripe, group, element, load } = await mounted( data() );
		expect( load ).toHaveBeenCalledWith( 'pk_test_x', 'de' );
		expect( stripe.elements ).toHaveBeenCalledWith( {
			mode: 'payment',
			amount: 2390,
			currency: 'eur',
			paymentMethodCreation: 'manual',
			locale: 'de',
			allowedPaymentMethodTypes: [ 'card' ],
		} );
		expect( group.create ).toHaveBeenCalledWith( 'payment', {
			fields: { billingDetails: 'never' },
			terms: { sepaDebit: 'auto' },
		} );
		expect( element.mount ).toHaveBeenCalled();
		expect(
			screen.getByRole( 'group', { name: 'Kartendaten' } )
		).toContainElement( screen.getByTitle( 'Zahlungsfeld' ) );
	} );

	it( 'offers SEPA alone, or every method of the single element', () => {
		expect(
			elementsOptions( data( { kind: 'sepa_debit' } ), 500, 'EUR' )
				.allowedPaymentMethodTypes
		).toEqual( [ 'sepa_debit' ] );
		expect(
			elementsOptions(
				data( { methods: [ 'card', 'ideal' ] } ),
				500,
				'EUR'
			).allowedPaymentMethodTypes
		).toEqual( [ 'card', 'ideal' ] );
		const configured = elementsOptions(
			data( { configuration: 'pmc_123' } ),
			500,
			'EUR'
		);
		expect( configured.paymentMethodConfiguration ).toBe( 'pmc_123' );
		expect( configured.allowedPaymentMethodTypes ).toBeUndefined();
	} );

	it( 'follows a changed cart total', async () => {
		const fake = fakeStripe();
		const { p } = props();
		const load = jest.fn( async () => fake.stripe as any );
		const view = render(
			<StripeContent { ...p } data={ data() } load={ load } />
		);
		await act( async () => {} );
		const next = {
			...p,
			billing: { ...p.billing, cartTotal: { value: 4780 } },
		};
		view.rerender(
			<StripeContent { ...next } data={ data() } load={ load } />
		);
		expect( fake.group.update ).toHaveBeenCalledWith( {
			amount: 4780,
			currency: 'eur',
		} );
	} );

	it( 'puts the new PaymentMethod into stripe_source with the billing details', async () => {
		const { stripe, group, observers } = await mounted( data() );
		const reply = await observers.setup[ 0 ]();
		expect( group.submit ).toHaveBeenCalled();
		expect( stripe.createPaymentMethod ).toHaveBeenCalledWith( {
			elements: group,
			params: {
				billing_details: {
					name: 'Erika Mustermann',
					email: 'erika@example.com',
					phone: '030 123',
					address: {
						line1: 'Hauptstraße 1',
						line2: '',
						city: 'Berlin',
						state: '',
						postal_code: '10115',
						country: 'DE',
					},
				},
			},
		} );
		expect( reply ).toEqual( {
			type: 'success',
			meta: { paymentMethodData: { stripe_source: 'pm_card_123' } },
		} );
	} );

	it( 'refuses the order in German when Stripe declines the card', async () => {
		const { observers } = await mounted(
			data(),
			fakeStripe( {
				createError: {
					type: 'card_error',
					code: 'card_declined',
					decline_code: 'insufficient_funds',
					message: 'Your card has insufficient funds.',
				},
			} )
		);
		expect( await observers.setup[ 0 ]() ).toEqual( {
			type: 'error',
			message: 'Deine Karte ist nicht ausreichend gedeckt.',
			messageContext: 'wc/payment-area',
		} );
	} );

	it( 'says the card form is incomplete with the element’s own (German) text', async () => {
		const { stripe, observers } = await mounted(
			data(),
			fakeStripe( {
				submitError: {
					type: 'validation_error',
					code: 'incomplete_number',
					message: 'Deine Kartennummer ist unvollständig.',
				},
			} )
		);
		const reply = await observers.setup[ 0 ]();
		expect( reply.message ).toBe( 'Deine Kartennummer ist unvollständig.' );
		expect( stripe.createPaymentMethod ).not.toHaveBeenCalled();
	} );

	it( 'cannot start without Stripe.js', async () => {
		const { p, observers } = props();
		render(
			<StripeContent { ...p } data={ data() } load={ async () => null } />
		);
		await act( async () => {} );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			MESSAGES.generic
		);
		expect( ( await observers.setup[ 0 ]() ).message ).toBe(
			MESSAGES.not_started
		);
	} );

	it( 'opens the bank’s dialog after the 3-D Secure reply, then goes to the return address', async () => {
		const { stripe, observers } = await mounted( data() );
		const back = `${ window.location.origin }/?tresen-stripe-verify=1&order=12`;
		const reply = await observers.success[ 0 ]( {
			processingResponse: {
				paymentStatus: 'success',
				// As the Store API answers: the hash only in the payment details.
				redirectUrl: '',
				paymentDetails: {
					result: 'success',
					redirect: `#confirm-pi-pi_1_secret_2:${ encodeURIComponent(
						back
					) }`,
				},
			},
		} );
		expect( stripe.handleNextAction ).toHaveBeenCalledWith( {
			clientSecret: 'pi_1_secret_2',
		} );
		expect( reply ).toEqual( { type: 'success', redirectUrl: back } );
	} );

	it( 'stays on the checkout with a German message when the bank refuses', async () => {
		const { observers } = await mounted(
			data(),
			fakeStripe( {
				nextActionError: {
					type: 'invalid_request_error',
					code: 'payment_intent_authentication_failure',
				},
			} )
		);
		const reply = await observers.success[ 0 ]( {
			processingResponse: {
				redirectUrl: `#confirm-pi-pi_1_secret_2:${ encodeURIComponent(
					window.location.origin + '/back'
				) }`,
			},
		} );
		expect( reply ).toEqual( {
			type: 'error',
			message: MESSAGES.payment_intent_authentication_failure,
			messageContext: 'wc/payment-area',
		} );
	} );

	it( 'leaves any other reply (paid, on hold, the bank’s page) to WooCommerce', async () => {
		const { stripe, observers } = await mounted( data() );
		expect(
			await observers.success[ 0 ]( {
				processingResponse: {
					redirectUrl: '/kasse/order-received/12/?key=wc_order_x',
				},
			} )
		).toBe( true );
		expect( stripe.handleNextAction ).not.toHaveBeenCalled();
	} );

	it( 'stops observing when the method is left', async () => {
		const { observers, view } = await mounted( data() );
		view.unmount();
		expect( observers.setup ).toHaveLength( 0 );
		expect( observers.success ).toHaveLength( 0 );
	} );
} );

describe( 'a saved card', () => {
	it( 'loads Stripe.js only when the bank asks for 3-D Secure', async () => {
		const fake = fakeStripe();
		const { p, observers } = props( { token: 7 } );
		const load = jest.fn( async () => fake.stripe as any );
		render( <SavedToken { ...p } data={ data() } load={ load } /> );
		expect(
			await observers.success[ 0 ]( {
				processingResponse: {
					redirectUrl: '/kasse/order-received/12/',
				},
			} )
		).toBe( true );
		expect( load ).not.toHaveBeenCalled();
		await observers.success[ 0 ]( {
			processingResponse: {
				redirectUrl: `#confirm-pi-pi_9_secret_1:${ encodeURIComponent(
					window.location.origin + '/back'
				) }`,
			},
		} );
		expect( load ).toHaveBeenCalledWith( 'pk_test_x', 'de' );
		expect( fake.stripe.handleNextAction ).toHaveBeenCalled();
	} );
} );

describe( 'the method’s options and messages', () => {
	it( 'registers the gateway with WooCommerce’s saved-method support', () => {
		const options = stripeMethod( 'stripe', data(), jest.fn() );
		expect( options.name ).toBe( 'stripe' );
		expect( options.ariaLabel ).toBe( 'Kreditkarte' );
		expect( options.supports ).toEqual( {
			features: [ 'products', 'refunds', 'tokenization' ],
			showSavedCards: true,
			showSaveOption: true,
		} );
		expect( options.canMakePayment() ).toBe( true );
		expect(
			stripeMethod(
				'stripe',
				data( { publishableKey: '' } ),
				jest.fn()
			).canMakePayment()
		).toBe( false );
	} );

	it( 'follows only a return address on this shop', () => {
		expect(
			confirmHash(
				'#confirm-pi-s:' +
					encodeURIComponent( 'https://evil.example/x' ),
				window.location.origin
			)
		).toBeNull();
		expect( confirmHash( '/kasse/', window.location.origin ) ).toBeNull();
	} );

	it( 'never shows Stripe’s English text', () => {
		expect( messageFor( data(), { code: 'card_declined' } ) ).toBe(
			'Die Karte wurde abgelehnt.'
		);
		expect(
			messageFor( data(), { code: 'something_new', type: 'api_error' } )
		).toBe( MESSAGES.generic );
	} );
} );
