/**
 * Boleto and OXXO: the tax id mask and company rule, the checkout executed
 * by the server and confirmed with Stripe.js, the order-pay update.
 */
import { postForm } from '@tresen/common/http';
import {
	formatTaxId,
	isCompany,
	isCompleteTaxId,
	taxIdDigits,
} from '../boleto';
import type { StripeSettings } from '../settings.d';
import { noticeText } from '../voucher';
import {
	flush as flushOnce,
	placeOrder,
	settings as checkoutSettings,
	startFlow,
	stopFlows,
} from './helpers';

jest.mock( '@tresen/common/http', () => ( { postForm: jest.fn() } ) );
const post = postForm as jest.Mock;

// The order-pay page of order 42.
const settings: StripeSettings = {
	...checkoutSettings,
	setupIntentUrl: '',
	addCardNonce: '',
	orderId: 42,
	orderKey: 'wc_order_abc',
	updateIntentNonce: 'n0nce',
	updateIntentUrl: '/?wc-ajax=wc_stripe_%%type%%_update_payment_intent',
};

const flush = async () => {
	for ( let i = 0; i < 6; i++ ) {
		await flushOnce();
	}
};

function form( method: string, id = '' ): HTMLFormElement {
	document.body.innerHTML = `
		<form class="checkout" ${ id ? `id="${ id }"` : '' }>
			<input name="billing_first_name" value="Maria">
			<input name="billing_email" value="maria@example.test">
			<input type="radio" name="payment_method" value="${ method }" checked>
			<div class="tresen-stripe" data-tresen-stripe="${ method.replace( 'stripe_', '' ) }">
				${ method === 'stripe_boleto' ? '<input id="stripe_boleto_tax_id" name="stripe_boleto_tax_id" value="">' : '' }
				<ul class="tresen-stripe__errors" hidden></ul>
			</div>
		</form>`;
	return document.querySelector( 'form' )!;
}

function stripeJs() {
	return {
		elements: jest.fn(),
		confirmBoletoPayment: jest.fn( async () => ( {
			paymentIntent: { status: 'requires_action' },
		} ) ),
		confirmOxxoPayment: jest.fn( async () => ( {
			paymentIntent: { status: 'requires_action' },
		} ) ),
		handleNextAction: jest.fn(),
	};
}

function start( f: HTMLFormElement, stripe = stripeJs() ) {
	const navigate = jest.fn();
	startFlow( f, {
		settings,
		load: async () => stripe as never,
		navigate,
	} );
	return { stripe, navigate };
}

const errors = () =>
	document.querySelector( '.tresen-stripe__errors' )!.textContent;

beforeEach( () => {
	window.scrollTo = jest.fn();
	post.mockReset();
} );
afterEach( stopFlows );

describe( 'Boleto tax id', () => {
	it( 'masks a CPF (fewer than 12 digits) and a CNPJ (12 or more, a company)', () => {
		expect( formatTaxId( '123' ) ).toBe( '123' );
		expect( formatTaxId( '1234' ) ).toBe( '123.4' );
		expect( formatTaxId( '12345678901' ) ).toBe( '123.456.789-01' );
		expect( isCompany( '12345678901' ) ).toBe( false );
		expect( formatTaxId( '123456789012' ) ).toBe( '12.345.678/9012' );
		expect( isCompany( '123.456.789-012' ) ).toBe( true );
		expect( formatTaxId( '12345678000195' ) ).toBe( '12.345.678/0001-95' );
		expect( formatTaxId( '12.345.678/0001-95999' ) ).toBe(
			'12.345.678/0001-95'
		);
		expect( taxIdDigits( 'a1b2' ) ).toBe( '12' );
		expect( isCompleteTaxId( '123.456.789-01' ) ).toBe( true );
		expect( isCompleteTaxId( '123.456.789-0' ) ).toBe( false );
		expect( isCompleteTaxId( '12.345.678/0001-95' ) ).toBe( true );
	} );

	it( 'is masked as the customer types', async () => {
		const f = form( 'stripe_boleto' );
		start( f );
		const input = f.querySelector< HTMLInputElement >(
			'#stripe_boleto_tax_id'
		)!;
		input.value = '12345678901';
		input.dispatchEvent( new Event( 'input', { bubbles: true } ) );
		expect( input.value ).toBe( '123.456.789-01' );
	} );

	it( 'is required: nothing is sent without it', async () => {
		const f = form( 'stripe_boleto' );
		start( f );
		expect( placeOrder( f, 'stripe_boleto' ).defaultPrevented ).toBe(
			true
		);
		await flush();
		expect( post ).not.toHaveBeenCalled();
		expect( errors() ).toBe( 'Please enter your CPF or CNPJ number.' );
	} );
} );

describe( 'Boleto and OXXO at checkout', () => {
	it( 'the server executes the checkout, Stripe.js confirms with client_secret and confirm_payment_data, then the returned address', async () => {
		const f = form( 'stripe_boleto' );
		f.querySelector< HTMLInputElement >( '#stripe_boleto_tax_id' )!.value =
			'123.456.789-01';
		const data = {
			payment_method: {
				billing_details: { name: 'Maria' },
				boleto: { tax_id: '12345678901' },
			},
		};
		post.mockResolvedValue( {
			result: 'success',
			redirect: '/?tresen-stripe-verify=1&order=7&key=k',
			client_secret: 'pi_1_secret_2',
			confirm_payment_data: data,
		} );
		const { stripe, navigate } = start( f );
		expect( placeOrder( f, 'stripe_boleto' ).defaultPrevented ).toBe(
			true
		);
		await flush();
		const [ url, body ] = post.mock.calls[ 0 ];
		expect( url ).toBe( '/?wc-ajax=checkout' );
		expect( ( body as URLSearchParams ).get( 'payment_method' ) ).toBe(
			'stripe_boleto'
		);
		expect( stripe.confirmBoletoPayment ).toHaveBeenCalledWith(
			'pi_1_secret_2',
			data
		);
		expect( navigate ).toHaveBeenCalledWith(
			'/?tresen-stripe-verify=1&order=7&key=k'
		);
	} );

	it( 'shows the server’s German notice and a Stripe.js error under the method', async () => {
		const f = form( 'stripe_oxxo' );
		post.mockResolvedValueOnce( {
			result: 'failure',
			messages:
				'<ul class="woocommerce-error"><li>Bitte gib eine gültige E-Mail-Adresse ein.</li></ul>',
		} );
		const stripe = stripeJs();
		const { navigate } = start( f, stripe );
		placeOrder( f, 'stripe_oxxo' );
		await flush();
		expect( errors() ).toBe( 'Bitte gib eine gültige E-Mail-Adresse ein.' );
		expect( stripe.confirmOxxoPayment ).not.toHaveBeenCalled();

		post.mockResolvedValueOnce( {
			result: 'success',
			redirect: '/v',
			client_secret: 'pi_1_secret_2',
			confirm_payment_data: {},
		} );
		stripe.confirmOxxoPayment.mockResolvedValueOnce( {
			error: { type: 'invalid_request_error', message: 'English' },
		} as never );
		placeOrder( f, 'stripe_oxxo' );
		await flush();
		expect( errors() ).toBe(
			'Unfortunately we could not complete this payment. Please try again or choose another payment method.'
		);
		expect( navigate ).not.toHaveBeenCalled();
		expect( f.classList.contains( 'processing' ) ).toBe( false );
	} );

	it( 'on the order-pay page updates the order’s intent with nonce, order id and key', async () => {
		const f = form( 'stripe_oxxo', 'order_review' );
		post.mockResolvedValue( {
			result: 'success',
			redirect: '/v',
			client_secret: 'pi_1_secret_2',
			confirm_payment_data: {},
		} );
		const { stripe, navigate } = start( f );
		const submit = new Event( 'submit', { cancelable: true } );
		f.dispatchEvent( submit );
		expect( submit.defaultPrevented ).toBe( true );
		await flush();
		const [ url, body ] = post.mock.calls[ 0 ];
		expect( url ).toBe( '/?wc-ajax=wc_stripe_oxxo_update_payment_intent' );
		expect( ( body as URLSearchParams ).get( '_ajax_nonce' ) ).toBe(
			'n0nce'
		);
		expect( ( body as URLSearchParams ).get( 'order_id' ) ).toBe( '42' );
		expect( ( body as URLSearchParams ).get( 'stripe_order_key' ) ).toBe(
			'wc_order_abc'
		);
		expect( stripe.confirmOxxoPayment ).toHaveBeenCalled();
		expect( navigate ).toHaveBeenCalledWith( '/v' );
	} );

	it( 'reads WooCommerce’s notice markup as text', () => {
		expect(
			noticeText(
				'<ul class="woocommerce-error"><li>Eins.</li><li><strong>Zwei</strong>.</li></ul>'
			)
		).toBe( 'Eins. Zwei.' );
	} );
} );
