/**
 * Stripe's next actions as the page follows them: Alipay's and the banks'
 * redirects, 3-D Secure in the page or by redirect (checkout hash and the
 * add-payment-method SetupIntent), the vouchers' details (Multibanco's
 * entity and reference, OXXO's expires_after), Boleto's address, and a new
 * IBAN on pages without billing fields.
 */
import { postForm } from '@tresen/common/http';
import { germanDate, nextStep, voucherLines } from '../next-action';
import { messageFor } from '../errors';
import type { StripeSettings } from '../settings.d';
import {
	flush as flushOnce,
	placeOrder,
	settings,
	startFlow,
	stopFlows,
} from './helpers';

jest.mock( '@tresen/common/http', () => ( {
	...jest.requireActual( '@tresen/common/http' ),
	postForm: jest.fn(),
} ) );
const post = postForm as jest.Mock;

const flush = async () => {
	for ( let i = 0; i < 6; i++ ) {
		await flushOnce();
	}
};

beforeEach( () => {
	window.scrollTo = jest.fn();
	post.mockReset();
} );
afterEach( () => {
	stopFlows();
	window.history.replaceState( null, '', '/' );
} );

// Tue, 01 Dec 2026 14:05:00 in the test's time zone.
const EXPIRY = new Date( 2026, 11, 1, 14, 5 ).getTime() / 1000;

describe( 'nextStep', () => {
	it( 'follows Alipay’s alipay_handle_redirect and the banks’ redirect_to_url', () => {
		expect(
			nextStep( {
				type: 'alipay_handle_redirect',
				alipay_handle_redirect: {
					native_data: null,
					native_url: null,
					return_url: 'https://shop.test/back',
					url: 'https://hooks.stripe.com/alipay/pi_1',
				},
			} )
		).toEqual( {
			kind: 'redirect',
			url: 'https://hooks.stripe.com/alipay/pi_1',
		} );
		expect(
			nextStep( {
				type: 'redirect_to_url',
				redirect_to_url: {
					url: 'https://hooks.stripe.com/3d_secure/seti_1',
					return_url: 'https://shop.test/back',
				},
			} )
		).toEqual( {
			kind: 'redirect',
			url: 'https://hooks.stripe.com/3d_secure/seti_1',
		} );
		// Never a script address.
		expect(
			nextStep( {
				type: 'redirect_to_url',
				redirect_to_url: { url: 'javascript:alert(1)' },
			} )
		).toEqual( { kind: 'none' } );
	} );

	it( 'keeps 3-D Secure in the page for use_stripe_sdk', () => {
		expect(
			nextStep( {
				type: 'use_stripe_sdk',
				use_stripe_sdk: { type: 'three_d_secure_redirect' },
			} )
		).toEqual( { kind: 'in-page' } );
		expect( nextStep( null ) ).toEqual( { kind: 'none' } );
	} );

	it( 'shows Multibanco’s entity and reference and its expiry', () => {
		const step = nextStep( {
			type: 'multibanco_display_details',
			multibanco_display_details: {
				entity: '12345',
				reference: '123456789',
				expires_at: EXPIRY,
				hosted_voucher_url: 'https://payments.stripe.com/mb/voucher',
			},
		} );
		expect( step.kind ).toBe( 'voucher' );
		const lines =
			step.kind === 'voucher' ? voucherLines( step.voucher ) : [];
		expect( lines ).toEqual( [
			'Please pay in your online banking or at a cash machine (Pagamento de serviços) with entity 12345 and reference 123456789.',
			'The voucher is valid until 01.12.2026, 14:05 o’clock.',
		] );
	} );

	it( 'reads OXXO’s expires_after (not expires_at) as a German date', () => {
		const step = nextStep( {
			type: 'oxxo_display_details',
			oxxo_display_details: {
				expires_after: EXPIRY,
				hosted_voucher_url: 'https://payments.stripe.com/oxxo/voucher',
				number: '12345678901234657890123456789012',
			},
		} );
		expect( step ).toEqual( {
			kind: 'voucher',
			voucher: expect.objectContaining( {
				method: 'oxxo',
				number: '12345678901234657890123456789012',
				entity: '',
				expires: EXPIRY,
			} ),
		} );
		expect( germanDate( EXPIRY ) ).toBe( '01.12.2026, 14:05 o’clock' );
	} );
} );

/**
 * The add-payment-method page's form (no billing fields).
 *
 * @param kind card or sepa_debit.
 */
function addForm( kind = 'card' ): HTMLFormElement {
	const gateway = kind === 'card' ? 'stripe' : 'stripe_sepa';
	document.body.innerHTML = `
		<form id="add_payment_method">
			<input type="radio" name="payment_method" value="${ gateway }" checked>
			<div class="tresen-stripe" data-tresen-stripe="${ kind }">
				<div class="tresen-stripe__new"><div data-tresen-stripe-element="${ kind }"></div></div>
				<ul class="tresen-stripe__errors" hidden></ul>
			</div>
			<input type="hidden" name="stripe_source" value="">
		</form>`;
	const form = document.querySelector( 'form' )!;
	form.requestSubmit = jest.fn();
	return form;
}

function fakeStripe() {
	const element = { mount: jest.fn(), unmount: jest.fn(), on: jest.fn() };
	return {
		elements: jest.fn( () => ( {
			create: jest.fn( () => element ),
			submit: jest.fn( async () => ( {} ) ),
			update: jest.fn( async () => undefined ),
		} ) ),
		createPaymentMethod: jest.fn( async () => ( {
			paymentMethod: { id: 'pm_new', card: { funding: 'credit' } },
		} ) ),
		handleNextAction: jest.fn( async () => ( {
			setupIntent: { status: 'succeeded' },
		} ) ),
		confirmBoletoPayment: jest.fn(),
		confirmOxxoPayment: jest.fn(),
	};
}

async function submit( form: HTMLFormElement ): Promise< void > {
	form.dispatchEvent( new Event( 'submit', { cancelable: true } ) );
	await flush();
}

describe( 'saving a card: 3-D Secure in the page or by redirect', () => {
	it( 'use_stripe_sdk: the bank’s dialog opens in the page, then the form is sent', async () => {
		const form = addForm();
		const stripe = fakeStripe();
		const navigate = jest.fn();
		post.mockResolvedValue( {
			status: 'requires_action',
			client_secret: 'seti_1_secret_2',
			next_action: { type: 'use_stripe_sdk', use_stripe_sdk: {} },
		} );
		startFlow( form, {
			settings,
			load: async () => stripe as never,
			navigate,
		} );
		await flush();
		await submit( form );
		expect( stripe.handleNextAction ).toHaveBeenCalledWith( {
			clientSecret: 'seti_1_secret_2',
		} );
		expect( navigate ).not.toHaveBeenCalled();
		expect( form.requestSubmit ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'redirect_to_url: the browser goes to the bank; no dialog, the form is not sent', async () => {
		const form = addForm();
		const stripe = fakeStripe();
		const navigate = jest.fn();
		post.mockResolvedValue( {
			status: 'requires_action',
			client_secret: 'seti_1_secret_2',
			next_action: {
				type: 'redirect_to_url',
				redirect_to_url: {
					url: 'https://hooks.stripe.com/3d_secure/seti_1',
					return_url: `${ window.location.origin }/konto/zahlungsarten/?tresen-stripe-setup=1`,
				},
			},
		} );
		startFlow( form, {
			settings,
			load: async () => stripe as never,
			navigate,
		} );
		await flush();
		await submit( form );
		expect( navigate ).toHaveBeenCalledWith(
			'https://hooks.stripe.com/3d_secure/seti_1'
		);
		expect( stripe.handleNextAction ).not.toHaveBeenCalled();
		expect( form.requestSubmit ).not.toHaveBeenCalled();
		expect( form.classList.contains( 'processing' ) ).toBe( true );
	} );

	it( 'a new IBAN takes the holder’s name and e-mail from the customer when the page has no billing fields', async () => {
		const form = addForm( 'sepa_debit' );
		const stripe = fakeStripe();
		post.mockResolvedValue( { status: 'success', client_secret: 'x' } );
		const withCustomer: StripeSettings = {
			...settings,
			billing: {
				name: 'Erika Mustermann',
				email: 'erika@example.test',
				address: { country: 'DE' },
			},
		};
		startFlow( form, {
			settings: withCustomer,
			load: async () => stripe as never,
		} );
		await flush();
		await submit( form );
		expect( stripe.createPaymentMethod ).toHaveBeenCalledWith(
			expect.objectContaining( {
				params: {
					billing_details: expect.objectContaining( {
						name: 'Erika Mustermann',
						email: 'erika@example.test',
					} ),
				},
			} )
		);
		expect( stripe.elements ).toHaveBeenCalledWith(
			expect.objectContaining( {
				allowedPaymentMethodTypes: [ 'sepa_debit' ],
			} )
		);
		expect( form.requestSubmit ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'checkout: the confirmation hash after a refused authentication', () => {
	it( 'asks the return address with &is_ajax (as the anchor does) and stays on the page', async () => {
		document.body.innerHTML = `
			<form class="checkout">
				<input type="radio" name="payment_method" value="stripe" checked>
				<div class="tresen-stripe" data-tresen-stripe="card">
					<div data-tresen-stripe-element="card"></div>
					<ul class="tresen-stripe__errors" hidden></ul>
				</div>
			</form>`;
		const form = document.querySelector( 'form' )!;
		const stripe = fakeStripe();
		stripe.handleNextAction.mockResolvedValue( {
			error: {
				type: 'card_error',
				code: 'payment_intent_authentication_failure',
			},
		} as never );
		const fetchMock = jest.fn( async () => new Response( null ) );
		window.fetch = fetchMock as never;
		const navigate = jest.fn();
		startFlow( form, {
			settings,
			load: async () => stripe as never,
			navigate,
		} );
		const url = `${ window.location.origin }/?tresen-stripe-verify=1&order=5&key=wc_order_x`;
		window.location.hash = `confirm-pi-pi_1_secret_2:${ encodeURIComponent( url ) }`;
		window.dispatchEvent( new HashChangeEvent( 'hashchange' ) );
		await flush();
		expect( fetchMock ).toHaveBeenCalledWith(
			url + '&is_ajax',
			expect.objectContaining( { credentials: 'same-origin' } )
		);
		expect( navigate ).not.toHaveBeenCalled();
		expect(
			form.querySelector( '.tresen-stripe__errors' )!.textContent
		).toBe(
			'We could not confirm your payment with your bank. Please try again or choose another payment method.'
		);
	} );
} );

describe( 'vouchers', () => {
	function voucherForm( method: string ): HTMLFormElement {
		document.body.innerHTML = `
			<form class="checkout">
				<input type="radio" name="payment_method" value="${ method }" checked>
				<div class="tresen-stripe" data-tresen-stripe="${ method.replace( 'stripe_', '' ) }">
					${ method === 'stripe_boleto' ? '<input id="stripe_boleto_tax_id" name="stripe_boleto_tax_id" value="123.456.789-01">' : '' }
					<ul class="tresen-stripe__errors" hidden></ul>
				</div>
			</form>`;
		return document.querySelector( 'form' )!;
	}

	const ADDRESS = {
		line1: 'Avenida Paulista 1000',
		city: 'São Paulo',
		state: 'SP',
		postal_code: '01310-100',
		country: 'BR',
	};

	it( 'Boleto: Stripe.js confirms with the full billing address the server sent', async () => {
		const form = voucherForm( 'stripe_boleto' );
		const stripe = fakeStripe();
		stripe.confirmBoletoPayment.mockResolvedValue( {
			paymentIntent: { status: 'requires_action', next_action: null },
		} );
		const data = {
			payment_method: {
				boleto: { tax_id: '12345678901' },
				billing_details: {
					name: 'Maria Souza',
					email: 'maria@example.test',
					address: ADDRESS,
				},
			},
		};
		post.mockResolvedValue( {
			result: 'success',
			redirect: '/?tresen-stripe-verify=1&order=9&key=k',
			client_secret: 'pi_9_secret_1',
			confirm_payment_data: data,
		} );
		const navigate = jest.fn();
		startFlow( form, {
			settings,
			load: async () => stripe as never,
			navigate,
		} );
		placeOrder( form, 'stripe_boleto' );
		await flush();
		expect( stripe.confirmBoletoPayment ).toHaveBeenCalledWith(
			'pi_9_secret_1',
			data
		);
		expect(
			( stripe.confirmBoletoPayment.mock.calls[ 0 ] as unknown[] )[ 1 ]
		).toHaveProperty( 'payment_method.billing_details.address', ADDRESS );
		expect( navigate ).toHaveBeenCalledWith(
			'/?tresen-stripe-verify=1&order=9&key=k'
		);
	} );

	it( 'Boleto: Stripe’s refusal of a missing address part shows the address message', async () => {
		const form = voucherForm( 'stripe_boleto' );
		const stripe = fakeStripe();
		stripe.confirmBoletoPayment.mockResolvedValue( {
			error: {
				type: 'invalid_request_error',
				code: 'parameter_missing',
				param: 'billing_details[address][state]',
				message:
					'Missing required param: billing_details[address][state].',
			},
		} );
		post.mockResolvedValue( {
			result: 'success',
			redirect: '/r',
			client_secret: 'pi_9_secret_1',
			confirm_payment_data: {},
		} );
		const navigate = jest.fn();
		startFlow( form, {
			settings,
			load: async () => stripe as never,
			navigate,
		} );
		placeOrder( form, 'stripe_boleto' );
		await flush();
		expect( navigate ).not.toHaveBeenCalled();
		expect(
			form.querySelector( '.tresen-stripe__errors' )!.textContent
		).toBe(
			'Please enter your complete billing address (street, city, state and postcode).'
		);
	} );

	it( 'OXXO: the voucher’s number and expiry show while the order page loads', async () => {
		const form = voucherForm( 'stripe_oxxo' );
		const stripe = fakeStripe();
		stripe.confirmOxxoPayment.mockResolvedValue( {
			paymentIntent: {
				status: 'requires_action',
				next_action: {
					type: 'oxxo_display_details',
					oxxo_display_details: {
						expires_after: EXPIRY,
						hosted_voucher_url: 'https://payments.stripe.com/oxxo',
						number: '12345678901234657890',
					},
				},
			},
		} );
		post.mockResolvedValue( {
			result: 'success',
			redirect: '/r',
			client_secret: 'pi_9_secret_1',
			confirm_payment_data: {},
		} );
		const navigate = jest.fn();
		startFlow( form, {
			settings,
			load: async () => stripe as never,
			navigate,
		} );
		placeOrder( form, 'stripe_oxxo' );
		await flush();
		const status = form.querySelector( '[role="status"]' )!;
		expect( status.textContent ).toContain( '12345678901234657890' );
		expect( status.textContent ).toContain(
			'The voucher is valid until 01.12.2026, 14:05 o’clock.'
		);
		expect( navigate ).toHaveBeenCalledWith( '/r' );
	} );

	it( 'maps the spec’s remaining codes to their own messages', () => {
		expect( messageFor( { code: 'country_code_invalid' } ) ).toBe(
			'The country code is invalid. Please check the country of your billing address.'
		);
		expect( messageFor( { code: 'tax_id_invalid' } ) ).toBe(
			'The tax number is invalid. Please check it and try again.'
		);
		expect( messageFor( { code: 'invalid_wallet_type' } ) ).toBe(
			'This wallet cannot be used for the payment. Please try again or choose another payment method.'
		);
	} );
} );
