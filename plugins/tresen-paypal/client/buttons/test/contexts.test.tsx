/**
 * The mini cart's and the order-pay page's PayPal buttons, with a fake SDK
 * namespace: what they render and what they send.
 */
import { render, screen } from '@testing-library/react';
import type { PayPalNamespace } from '@paypal/paypal-js';
import { PayPalButtons } from '../paypal-buttons';
import { getSettings } from '../settings';

type Options = Record< string, any >;

function fakePayPal() {
	const calls: Options[] = [];
	const paypal = {
		Buttons: ( options: Options ) => {
			calls.push( options );
			return {
				render: ( el: HTMLElement ) => {
					const button = document.createElement( 'button' );
					button.textContent = 'PayPal';
					el.replaceChildren( button );
					return Promise.resolve();
				},
				close: () => Promise.resolve(),
				isEligible: () => true,
			};
		},
	} as unknown as PayPalNamespace;
	return { paypal, calls };
}

/**
 * A fetch that answers each address with the given JSON and records the calls.
 *
 * @param replies Address part => reply body.
 */
function fakeFetch( replies: Record< string, unknown > ): jest.Mock {
	const mock = jest.fn( ( url: string ) => {
		const key = Object.keys( replies ).find( ( k ) => url.includes( k ) );
		return Promise.resolve( {
			ok: key !== undefined,
			status: key !== undefined ? 200 : 500,
			text: () =>
				Promise.resolve( JSON.stringify( replies[ key ?? '' ] ) ),
		} );
	} );
	global.fetch = mock as unknown as typeof fetch;
	return mock;
}

const base = {
	startCheckoutUrl: '/?wc-ajax=tresen_paypal_start_checkout',
	noncesUrl: '/?wc-ajax=tresen_paypal_nonces',
	returnUrl: 'https://shop.test/kasse/?woo-paypal-return=true',
	style: {
		color: 'gold',
		shape: 'rect',
		label: 'paypal',
		layout: 'horizontal',
	},
	miniCartLayout: 'vertical',
};

afterEach( () => {
	jest.restoreAllMocks();
	document.body.innerHTML = '';
} );

it( 'the mini cart stacks PayPal’s buttons vertically and, on a cached page, fetches the nonce before starting', async () => {
	const fetchMock = fakeFetch( {
		tresen_paypal_nonces: {
			success: true,
			data: { generateCart: 'g1', startCheckout: 's1' },
		},
		tresen_paypal_start_checkout: { success: true, data: { token: 'PP1' } },
	} );
	const { paypal, calls } = fakePayPal();
	render(
		<PayPalButtons
			paypal={ paypal }
			settings={ getSettings( { ...base, nonce: '' } ) }
			context="mini-cart"
			form={ null }
		/>
	);
	await screen.findByText( 'PayPal' );
	expect( calls[ 0 ].style.layout ).toBe( 'vertical' );
	expect( calls[ 0 ].style ).not.toHaveProperty( 'tagline' );
	expect( calls[ 0 ] ).not.toHaveProperty( 'fundingSource' );

	await expect( calls[ 0 ].createOrder() ).resolves.toBe( 'PP1' );
	expect( fetchMock.mock.calls[ 0 ][ 0 ] ).toContain(
		'tresen_paypal_nonces'
	);
	const body = new URLSearchParams(
		String( fetchMock.mock.calls[ 1 ][ 1 ].body )
	);
	expect( body.get( 'nonce' ) ).toBe( 's1' );
	expect( body.get( 'from_checkout' ) ).toBe( 'no' );
	expect( body.has( 'pay_for_order' ) ).toBe( false );
} );

it( 'the mini cart shows the generic message above the button when the nonce cannot be had, and starts nothing', async () => {
	const fetchMock = fakeFetch( {} );
	const { paypal, calls } = fakePayPal();
	render(
		<div className="header-mini-cart">
			<PayPalButtons
				paypal={ paypal }
				settings={ getSettings( { ...base, nonce: '' } ) }
				context="mini-cart"
				form={ null }
			/>
		</div>
	);
	await screen.findByText( 'PayPal' );
	await expect( calls[ 0 ].createOrder() ).rejects.toThrow();
	expect( fetchMock ).toHaveBeenCalledTimes( 1 );
	const error = document.querySelector( '.tresen-paypal-errors li' );
	expect( error ).toHaveTextContent(
		'An error occurred while processing your PayPal payment.'
	);
	// Before the button, inside the mini cart.
	expect(
		document.querySelector( '.tresen-paypal-errors' )?.nextElementSibling
	).toHaveClass( 'tresen-paypal-buttons__wrap' );
} );

it( 'the order-pay page starts for its order with the key and submits its form with the approval', async () => {
	document.body.innerHTML = `<form id="order_review" method="post">
		<input type="hidden" name="woocommerce_pay" value="1">
		<input type="radio" name="payment_method" value="ppcp-gateway" checked>
		<div id="box"></div></form>`;
	const form = document.querySelector( 'form' )!;
	const submitted = jest.fn( ( e: Event ) => e.preventDefault() );
	form.addEventListener( 'submit', submitted );
	const fetchMock = fakeFetch( {
		tresen_paypal_start_checkout: { success: true, data: { token: 'PP2' } },
	} );
	const { paypal, calls } = fakePayPal();
	render(
		<PayPalButtons
			paypal={ paypal }
			settings={ getSettings( {
				...base,
				nonce: 'n1',
				payOrderId: 73,
				payOrderKey: 'wc_order_abc',
			} ) }
			context="pay"
			form={ form }
		/>,
		{ container: document.getElementById( 'box' )! }
	);
	await screen.findByText( 'PayPal' );
	expect( calls[ 0 ].fundingSource ).toBe( 'paypal' );
	expect( calls[ 0 ].style.layout ).toBe( 'horizontal' );
	await expect( calls[ 0 ].createOrder() ).resolves.toBe( 'PP2' );
	const body = new URLSearchParams(
		String( fetchMock.mock.calls[ 0 ][ 1 ].body )
	);
	expect( body.get( 'pay_for_order' ) ).toBe( 'yes' );
	expect( body.get( 'order_id' ) ).toBe( '73' );
	expect( body.get( 'order_key' ) ).toBe( 'wc_order_abc' );
	expect( body.get( 'nonce' ) ).toBe( 'n1' );
	expect( body.get( 'woocommerce_pay' ) ).toBe( '1' );

	await calls[ 0 ].onApprove( { orderID: 'PP2', payerID: 'P9' } );
	expect( submitted ).toHaveBeenCalledTimes( 1 );
	expect(
		form.querySelector< HTMLInputElement >( 'input[name="paymentToken"]' )
			?.value
	).toBe( 'PP2' );
	expect(
		form.querySelector< HTMLInputElement >( 'input[name="payerID"]' )?.value
	).toBe( 'P9' );
} );

it( 'a failed start on the order-pay page lists its message at the top of the form', async () => {
	document.body.innerHTML = `<form id="order_review"><div id="box"></div></form>`;
	const form = document.querySelector( 'form' )!;
	fakeFetch( {
		tresen_paypal_start_checkout: {
			success: false,
			data: {
				messages: 'Diese Bestellung kann hier nicht bezahlt werden.',
			},
		},
	} );
	const { paypal, calls } = fakePayPal();
	render(
		<PayPalButtons
			paypal={ paypal }
			settings={ getSettings( { ...base, nonce: 'n1', payOrderId: 5 } ) }
			context="pay"
			form={ form }
		/>,
		{ container: document.getElementById( 'box' )! }
	);
	await screen.findByText( 'PayPal' );
	await expect( calls[ 0 ].createOrder() ).rejects.toThrow();
	expect( form.firstElementChild ).toHaveClass( 'tresen-paypal-errors' );
	expect(
		form.querySelector( '.tresen-paypal-errors li' )
	).toHaveTextContent( 'Diese Bestellung kann hier nicht bezahlt werden.' );
} );
