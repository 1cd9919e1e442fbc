/**
 * The bank redirect, Multibanco, Boleto and OXXO methods on the Checkout
 * block: what the shopper sees in each box, Boleto's CPF/CNPJ, and Stripe.js
 * confirming the server's reply before WooCommerce goes to the return address.
 */
import { render, screen, fireEvent, act } from '@testing-library/react';
import { stripeMethod } from '../method';
import { isCompleteTaxId, taxIdDigits } from '../voucher';
import type { BlockData, PaymentProps } from '../types';

const MESSAGES = {
	generic:
		'Leider konnten wir diese Zahlung nicht abschließen. Bitte versuche es erneut oder wähle eine andere Zahlungsart.',
	tax_id: 'Bitte gib deine CPF- oder CNPJ-Nummer ein.',
	address_missing:
		'Bitte gib deine vollständige Rechnungsadresse an (Straße, Ort, Bundesland und Postleitzahl).',
};

function data( over: Partial< BlockData > = {} ): BlockData {
	return {
		title: 'iDEAL | Wero',
		description: 'Du wirst zu iDEAL | Wero weitergeleitet.',
		kind: 'redirect',
		publishableKey: 'pk_test_x',
		locale: 'de',
		configuration: '',
		methods: [],
		fieldLabel: 'iDEAL | Wero',
		showSavedCards: false,
		showSaveOption: false,
		supports: [ 'products', 'refunds' ],
		messages: MESSAGES,
		...over,
	};
}

type Observer = ( arg?: any ) => any;

function props() {
	const observers: Record< string, Observer[] > = { setup: [], success: [] };
	const on = ( list: string ) => ( o: Observer ) => {
		observers[ list ].push( o );
		return () =>
			( observers[ list ] = observers[ list ].filter(
				( x ) => x !== o
			) );
	};
	const p = {
		eventRegistration: {
			onPaymentSetup: on( 'setup' ),
			onCheckoutSuccess: on( 'success' ),
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
				phone: '',
			},
			cartTotal: { value: 2390 },
			currency: { code: 'EUR' },
		},
	} as unknown as PaymentProps;
	return { p, observers };
}

/**
 * The method's box as WooCommerce renders it (the element cloned with the props).
 *
 * @param d    Settings.
 * @param load Stripe.js' loader.
 */
function box( d: BlockData, load = jest.fn( async () => null as any ) ) {
	const { p, observers } = props();
	const options = stripeMethod(
		d.kind === 'redirect' ? 'stripe_ideal' : `stripe_${ d.kind }`,
		d,
		load
	);
	const content = options.content as any;
	const view = render( <content.type { ...p } /> );
	return { observers, load, view, options };
}

/**
 * Stripe.js' confirmations.
 *
 * @param error An error Stripe.js answers.
 */
function fakeStripe( error: any = null ) {
	const answer = async () =>
		error
			? { error }
			: {
					paymentIntent: {
						status: 'requires_action',
						next_action: { type: 'oxxo_display_details' },
					},
				};
	return {
		confirmBoletoPayment: jest.fn( answer ),
		confirmOxxoPayment: jest.fn( answer ),
	};
}

const back = () =>
	`${ window.location.origin }/?tresen-stripe-verify=1&order=12`;

/**
 * The Store API's reply for Boleto or OXXO (payment_details are text).
 *
 * @param over Other details.
 */
function reply( over: Record< string, string > = {} ) {
	return {
		processingResponse: {
			paymentStatus: 'success',
			redirectUrl: back(),
			paymentDetails: {
				result: 'success',
				redirect: back(),
				client_secret: 'pi_7_secret_8',
				confirm_payment_data: JSON.stringify( {
					payment_method: {
						billing_details: { name: 'Erika Mustermann' },
					},
				} ),
				...over,
			},
		},
	};
}

describe( 'a bank redirect or Multibanco', () => {
	it( 'shows only the description, loads no Stripe.js and leaves the bank’s address to WooCommerce', () => {
		const { observers, load, options } = box( data() );
		expect(
			screen.getByText( 'Du wirst zu iDEAL | Wero weitergeleitet.' )
		).toBeVisible();
		expect( screen.queryByRole( 'textbox' ) ).toBeNull();
		expect( observers.setup ).toHaveLength( 0 );
		expect( observers.success ).toHaveLength( 0 );
		expect( load ).not.toHaveBeenCalled();
		expect( options.name ).toBe( 'stripe_ideal' );
		expect( options.ariaLabel ).toBe( 'iDEAL | Wero' );
		expect( 'savedTokenComponent' in options ).toBe( false );
		expect( options.supports.showSavedCards ).toBe( false );
	} );
} );

describe( 'OXXO', () => {
	it( 'confirms the server’s PaymentIntent with Stripe.js, then goes to the return address', async () => {
		const stripe = fakeStripe();
		const load = jest.fn( async () => stripe as any );
		const { observers } = box(
			data( { kind: 'oxxo', title: 'OXXO', fieldLabel: 'OXXO' } ),
			load
		);
		expect( screen.queryByRole( 'textbox' ) ).toBeNull();
		expect( await observers.setup[ 0 ]() ).toEqual( { type: 'success' } );
		expect( load ).not.toHaveBeenCalled();
		const answer = await observers.success[ 0 ]( reply() );
		expect( load ).toHaveBeenCalledWith( 'pk_test_x', 'de' );
		expect( stripe.confirmOxxoPayment ).toHaveBeenCalledWith(
			'pi_7_secret_8',
			{
				payment_method: {
					billing_details: { name: 'Erika Mustermann' },
				},
			}
		);
		expect( answer ).toEqual( { type: 'success', redirectUrl: back() } );
	} );

	it( 'keeps the shopper on the checkout with a German message when Stripe.js refuses', async () => {
		const load = jest.fn(
			async () =>
				fakeStripe( {
					type: 'api_error',
					message: 'Something went wrong',
				} ) as any
		);
		const { observers } = box( data( { kind: 'oxxo' } ), load );
		expect( await observers.success[ 0 ]( reply() ) ).toEqual( {
			type: 'error',
			message: MESSAGES.generic,
			messageContext: 'wc/payment-area',
		} );
	} );

	it( 'follows no return address of another website and needs the server’s secret', async () => {
		const stripe = fakeStripe();
		const { observers } = box(
			data( { kind: 'oxxo' } ),
			jest.fn( async () => stripe as any )
		);
		const away = await observers.success[ 0 ](
			reply( { redirect: 'https://evil.example/back' } )
		);
		expect( away.type ).toBe( 'error' );
		expect(
			( await observers.success[ 0 ]( reply( { client_secret: '' } ) ) )
				.type
		).toBe( 'error' );
		expect( stripe.confirmOxxoPayment ).not.toHaveBeenCalled();
	} );
} );

describe( 'Boleto', () => {
	const boleto = () =>
		data( {
			kind: 'boleto',
			title: 'Boleto',
			fieldLabel: 'CPF oder CNPJ',
		} );

	it( 'asks for the CPF or CNPJ before the order is placed, in German at the field', async () => {
		const { observers } = box( boleto() );
		const field = screen.getByLabelText( 'CPF oder CNPJ' );
		expect( field ).toBeRequired();
		fireEvent.change( field, { target: { value: '123.456' } } );
		let answer: any;
		await act( async () => {
			answer = await observers.setup[ 0 ]();
		} );
		expect( answer ).toEqual( {
			type: 'error',
			message: MESSAGES.tax_id,
			messageContext: 'wc/payment-area',
		} );
		expect( field ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( field ).toHaveAccessibleDescription( MESSAGES.tax_id );
	} );

	it( 'sends the digits as stripe_boleto_tax_id and confirms with Stripe.js', async () => {
		const stripe = fakeStripe();
		const { observers } = box(
			boleto(),
			jest.fn( async () => stripe as any )
		);
		fireEvent.change( screen.getByLabelText( 'CPF oder CNPJ' ), {
			target: { value: '123.456.789-01' },
		} );
		let answer: any;
		await act( async () => {
			answer = await observers.setup[ 0 ]();
		} );
		expect( answer ).toEqual( {
			type: 'success',
			meta: {
				paymentMethodData: { stripe_boleto_tax_id: '12345678901' },
			},
		} );
		await observers.success[ 0 ]( reply() );
		expect( stripe.confirmBoletoPayment ).toHaveBeenCalledWith(
			'pi_7_secret_8',
			expect.any( Object )
		);
		expect( stripe.confirmOxxoPayment ).not.toHaveBeenCalled();
	} );

	it( 'says in German that Stripe needs the full billing address', async () => {
		const { observers } = box(
			boleto(),
			jest.fn(
				async () =>
					fakeStripe( {
						type: 'invalid_request_error',
						code: 'parameter_missing',
						param: 'billing_details[address][state]',
					} ) as any
			)
		);
		expect( ( await observers.success[ 0 ]( reply() ) ).message ).toBe(
			MESSAGES.address_missing
		);
	} );

	it( 'counts a CPF (11 digits) or a CNPJ (14) as complete', () => {
		expect( isCompleteTaxId( '123.456.789-01' ) ).toBe( true );
		expect( isCompleteTaxId( '12.345.678/0001-95' ) ).toBe( true );
		expect( isCompleteTaxId( '1234567890' ) ).toBe( false );
		expect( taxIdDigits( '12.345.678/0001-9512' ) ).toBe(
			'12345678000195'
		);
	} );
} );
