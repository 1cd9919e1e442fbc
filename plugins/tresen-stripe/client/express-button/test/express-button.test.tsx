/**
 * The express button's states with a fake Stripe (payment request) and a
 * fake set of express calls: shown only when the device can pay, blocked
 * while re-pricing, hidden on a query error or an out-of-stock variation,
 * refusing when add-to-cart is disabled, rebuilt after a cancel or when
 * shipping need changes, success and failure of the sheet.
 */
import { act } from 'react';
import { render, screen, fireEvent, waitFor } from '@testing-library/react';
import type { Stripe } from '@stripe/stripe-js';
import { ExpressButton } from '../express-button';
import { getSettings } from '../settings';
import type { ExpressApi } from '../api';
import type { ExpressController } from '../controller';
import { emit } from '@tresen/common/events';

type Handler = ( event: Record< string, unknown > ) => void;

interface FakeRequest {
	options: Record< string, unknown >;
	handlers: Record< string, Handler[] >;
	update: jest.Mock;
	show: jest.Mock;
	fire: ( name: string, event: Record< string, unknown > ) => void;
}

function fakeStripe( canPay: Record< string, boolean > | null ) {
	const requests: FakeRequest[] = [];
	const stripe = {
		paymentRequest: ( options: Record< string, unknown > ) => {
			const handlers: Record< string, Handler[] > = {};
			const request: FakeRequest & Record< string, unknown > = {
				options,
				handlers,
				update: jest.fn(),
				show: jest.fn(),
				fire: ( name, event ) =>
					( handlers[ name ] ?? [] ).forEach( ( h ) => h( event ) ),
				on: ( name: string, handler: Handler ) => {
					( handlers[ name ] = handlers[ name ] ?? [] ).push(
						handler
					);
				},
				canMakePayment: () => Promise.resolve( canPay ),
			};
			requests.push( request );
			return request;
		},
		handleNextAction: jest.fn(),
	} as unknown as Stripe;
	return { stripe, requests };
}

const total = ( amount: number ) => ( {
	total: { label: 'Tresen', amount, pending: true },
	displayItems: [ { label: 'Gin', amount } ],
} );

function fakeApi( replies: Record< string, unknown > ) {
	const call = jest.fn( ( action: string, fields?: unknown ) => {
		void fields; // Asserted through call.mock.calls.
		const reply = replies[ action ];
		return Promise.resolve(
			( typeof reply === 'function' ? reply() : reply ) ?? {
				result: 'success',
			}
		);
	} );
	return { api: { call } as unknown as ExpressApi, call };
}

const settings = getSettings( { debounce: 250 } );

const sheetButton = () =>
	document.querySelector( '.tresen-express__sheet-button' ) as HTMLElement;

function productPage( variable = false ): HTMLElement {
	document.body.innerHTML = `
		<div class="product">
			<form class="cart ${ variable ? 'variations_form' : '' }">
				${
					variable
						? '<select name="attribute_groesse"><option value="">Wählen</option><option value="0,7 l" selected>0,7 l</option></select><input type="hidden" name="variation_id" value="12">'
						: ''
				}
				<input name="quantity" value="1">
				<button type="submit" class="single_add_to_cart_button">In den Warenkorb</button>
			</form>
			<div class="tresen-express" data-context="product" data-product-id="7" hidden><div class="tresen-express__button"></div></div>
		</div>`;
	return document.querySelector( '.tresen-express' ) as HTMLElement;
}

async function mount(
	box: HTMLElement,
	stripe: Stripe,
	api: ExpressApi,
	extra: Partial< Parameters< typeof ExpressButton >[ 0 ] > = {}
) {
	let controller: ExpressController | null = null;
	render(
		<ExpressButton
			stripe={ stripe }
			api={ api }
			settings={ settings }
			box={ box }
			onController={ ( c ) => ( controller = c ) }
			{ ...extra }
		/>,
		{
			container: box.querySelector(
				'.tresen-express__button'
			) as HTMLElement,
		}
	);
	await act( async () => {
		await Promise.resolve();
	} );
	return () => controller as unknown as ExpressController;
}

beforeEach( () => {
	window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
} );

afterEach( () => {
	jest.useRealTimers();
	document.body.innerHTML = '';
} );

it( 'stays hidden when the device cannot pay', async () => {
	const box = productPage();
	const { stripe } = fakeStripe( null );
	const { api } = fakeApi( {
		wc_stripe_get_selected_product_data: {
			...total( 2590 ),
			requestShipping: true,
		},
	} );
	await mount( box, stripe, api );
	await waitFor( () => expect( box.dataset.status ).toBe( 'unavailable' ) );
	expect( box.hidden ).toBe( true );
} );

it( 'shows the button when the device can pay, with the server’s total', async () => {
	const box = productPage();
	const { stripe, requests } = fakeStripe( { googlePay: true } );
	const { api } = fakeApi( {
		wc_stripe_get_selected_product_data: {
			...total( 2590 ),
			requestShipping: true,
		},
	} );
	await mount( box, stripe, api );
	await waitFor( () => expect( box.hidden ).toBe( false ) );
	expect(
		screen.getByRole( 'button', { name: 'Buy with Google Pay' } )
	).toHaveStyle( { height: '48px' } );
	expect( requests[ 0 ].options ).toMatchObject( {
		country: 'DE',
		currency: 'eur',
		total: { amount: 2590 },
		requestShipping: true,
		requestPayerEmail: true,
	} );
} );

it( 'is blocked while re-pricing (250 ms), then updated in place; rebuilt when the need for shipping changes', async () => {
	jest.useFakeTimers();
	const box = productPage();
	const { stripe, requests } = fakeStripe( { applePay: true } );
	let amount = 2590;
	let shipping = true;
	const { api, call } = fakeApi( {
		wc_stripe_get_selected_product_data: () => ( {
			...total( amount ),
			requestShipping: shipping,
		} ),
	} );
	await mount( box, stripe, api );
	await waitFor( () => expect( box.dataset.status ).toBe( 'ready' ) );
	const qty = document.querySelector(
		'input[name="quantity"]'
	) as HTMLInputElement;
	amount = 5180;
	fireEvent.input( qty, { target: { value: '2' } } );
	expect( box.dataset.status ).toBe( 'blocked' );
	expect( sheetButton() ).toHaveAttribute( 'aria-disabled', 'true' );
	fireEvent.input( qty, { target: { value: '2' } } );
	await act( async () => {
		jest.advanceTimersByTime( 249 );
	} );
	expect( call ).toHaveBeenCalledTimes( 1 );
	await act( async () => {
		jest.advanceTimersByTime( 1 );
	} );
	await waitFor( () => expect( box.dataset.status ).toBe( 'ready' ) );
	expect( call ).toHaveBeenCalledTimes( 2 );
	expect( call.mock.calls[ 1 ][ 1 ] ).toMatchObject( {
		product_id: '7',
		qty: '2',
	} );
	expect( requests ).toHaveLength( 1 );
	expect( requests[ 0 ].update ).toHaveBeenCalledWith( {
		total: { label: 'Tresen', amount: 5180, pending: true },
		displayItems: [ { label: 'Gin', amount: 5180 } ],
	} );
	shipping = false;
	fireEvent.change( qty, { target: { value: '3' } } );
	await act( async () => {
		jest.advanceTimersByTime( 250 );
	} );
	await waitFor( () => expect( requests ).toHaveLength( 2 ) );
	expect( requests[ 1 ].options.requestShipping ).toBe( false );
} );

it( 'hides on a product query error and on an out-of-stock variation', async () => {
	jest.useFakeTimers();
	const box = productPage( true );
	const { stripe } = fakeStripe( { googlePay: true } );
	let reply: Record< string, unknown > = {
		...total( 3490 ),
		requestShipping: true,
	};
	const { api } = fakeApi( {
		wc_stripe_get_selected_product_data: () => reply,
	} );
	await mount( box, stripe, api );
	await waitFor( () => expect( box.hidden ).toBe( false ) );
	const form = document.querySelector( 'form' ) as HTMLFormElement;
	act( () =>
		emit( 'found-variation', {
			form,
			variation: { is_in_stock: false },
			purchasable: false,
		} )
	);
	expect( box.hidden ).toBe( true );
	act( () =>
		emit( 'found-variation', {
			form,
			variation: { is_in_stock: true },
			purchasable: true,
		} )
	);
	await act( async () => {
		jest.advanceTimersByTime( 250 );
	} );
	await waitFor( () => expect( box.hidden ).toBe( false ) );
	reply = { error: 'Dieses Produkt ist leider gerade nicht vorrätig.' };
	fireEvent.change( form.querySelector( 'select' ) as HTMLSelectElement );
	await act( async () => {
		jest.advanceTimersByTime( 250 );
	} );
	await waitFor( () => expect( box.hidden ).toBe( true ) );
} );

it( 'refuses to start with an alert when no variation is chosen or add-to-cart is disabled', async () => {
	const box = productPage( true );
	const { stripe, requests } = fakeStripe( { googlePay: true } );
	const { api, call } = fakeApi( {
		wc_stripe_get_selected_product_data: {
			...total( 3490 ),
			requestShipping: true,
		},
	} );
	const alert = jest.fn();
	await mount( box, stripe, api, { alert } );
	await waitFor( () => expect( box.hidden ).toBe( false ) );
	( document.querySelector( 'select' ) as HTMLSelectElement ).value = '';
	(
		document.querySelector(
			'input[name="variation_id"]'
		) as HTMLInputElement
	 ).value = '';
	fireEvent.click( sheetButton() );
	expect( alert ).toHaveBeenCalledWith(
		'Please select some product options before buying this product.'
	);
	( document.querySelector( 'select' ) as HTMLSelectElement ).value = '0,7 l';
	(
		document.querySelector(
			'input[name="variation_id"]'
		) as HTMLInputElement
	 ).value = '12';
	document
		.querySelector( '.single_add_to_cart_button' )
		?.classList.add( 'disabled', 'wc-variation-is-unavailable' );
	fireEvent.click( sheetButton() );
	expect( alert ).toHaveBeenLastCalledWith(
		'Sorry, this product is unavailable. Please choose a different combination.'
	);
	expect( requests[ 0 ].show ).not.toHaveBeenCalled();
	expect( call ).not.toHaveBeenCalledWith(
		'wc_stripe_add_to_cart',
		expect.anything()
	);
} );

it( 'opens the sheet, pays and goes to the returned address', async () => {
	const box = productPage();
	const { stripe, requests } = fakeStripe( { googlePay: true } );
	const { api, call } = fakeApi( {
		wc_stripe_get_selected_product_data: {
			...total( 2590 ),
			requestShipping: true,
		},
		wc_stripe_add_to_cart: { result: 'success', ...total( 2590 ) },
		wc_stripe_get_shipping_options: {
			result: 'success',
			shipping_options: [
				{
					id: 'flat_rate:2',
					label: 'Standard',
					detail: '',
					amount: 490,
				},
			],
			...total( 3080 ),
		},
		wc_stripe_create_order: {
			result: 'success',
			redirect: '/kasse/order-received/5/?key=k',
		},
	} );
	const navigate = jest.fn();
	await mount( box, stripe, api, { navigate } );
	await waitFor( () => expect( box.hidden ).toBe( false ) );
	fireEvent.click( sheetButton() );
	const request = requests[ 0 ];
	expect( request.show ).toHaveBeenCalled();
	expect( call ).toHaveBeenCalledWith( 'wc_stripe_add_to_cart', {
		product_id: '7',
		qty: '1',
	} );
	const updateWith = jest.fn();
	await act( async () => {
		request.fire( 'shippingaddresschange', {
			shippingAddress: {
				country: 'DE',
				city: 'Berlin',
				postalCode: '10115',
				addressLine: [ 'Hauptstraße 1' ],
				region: '',
			},
			updateWith,
		} );
	} );
	await waitFor( () => expect( updateWith ).toHaveBeenCalled() );
	expect( updateWith.mock.calls[ 0 ][ 0 ] ).toMatchObject( {
		status: 'success',
		shippingOptions: [ { id: 'flat_rate:2', amount: 490 } ],
		total: { amount: 3080 },
	} );
	const complete = jest.fn();
	await act( async () => {
		request.fire( 'paymentmethod', {
			paymentMethod: {
				id: 'pm_123',
				billing_details: {
					name: 'Cher',
					email: 'c@example.test',
					phone: '',
					address: null,
				},
			},
			shippingAddress: {
				country: 'DE',
				recipient: 'Cher',
				city: 'Berlin',
				postalCode: '10115',
				addressLine: [ 'Hauptstraße 1' ],
			},
			shippingOption: { id: 'flat_rate:2' },
			complete,
		} );
	} );
	await waitFor( () => expect( complete ).toHaveBeenCalledWith( 'success' ) );
	const payload = call.mock.calls.find(
		( c ) => c[ 0 ] === 'wc_stripe_create_order'
	)?.[ 1 ];
	expect( payload ).toMatchObject( {
		billing_first_name: 'Cher',
		billing_last_name: '-',
		stripe_source: 'pm_123',
		'wc-stripe-payment-method': 'pm_123',
		payment_request_type: 'google_pay',
		shipping_method: [ 'flat_rate:2' ],
		billing_country: 'DE',
	} );
	expect( navigate ).toHaveBeenCalledWith( '/kasse/order-received/5/?key=k' );
} );

it( 'a failed order fails the sheet, lists the messages above the form, restores the cart and rebuilds after a cancel', async () => {
	const box = productPage();
	const { stripe, requests } = fakeStripe( { googlePay: true } );
	const { api, call } = fakeApi( {
		wc_stripe_get_selected_product_data: {
			...total( 2590 ),
			requestShipping: true,
		},
		wc_stripe_add_to_cart: { result: 'success', ...total( 2590 ) },
		wc_stripe_create_order: {
			result: 'failure',
			messages:
				'<ul class="woocommerce-error"><li>Die Karte wurde abgelehnt.</li><li>Zweitens.</li></ul>',
		},
	} );
	await mount( box, stripe, api );
	await waitFor( () => expect( box.hidden ).toBe( false ) );
	fireEvent.click( sheetButton() );
	const complete = jest.fn();
	await act( async () => {
		requests[ 0 ].fire( 'paymentmethod', {
			paymentMethod: {
				id: 'pm_1',
				billing_details: { name: 'A B', address: null },
			},
			complete,
		} );
	} );
	await waitFor( () => expect( complete ).toHaveBeenCalledWith( 'fail' ) );
	const list = await screen.findByRole( 'alert' );
	expect(
		[ ...list.querySelectorAll( 'li' ) ].map( ( li ) => li.textContent )
	).toEqual( [ 'Die Karte wurde abgelehnt.', 'Zweitens.' ] );
	expect( list.nextElementSibling ).toBe(
		document.querySelector( 'form.cart' )
	);
	expect( call ).toHaveBeenCalledWith( 'wc_stripe_clear_cart' );
	await waitFor( () => expect( requests ).toHaveLength( 2 ) );

	// A cancel sets the flag: the request is rebuilt, not updated.
	fireEvent.click( sheetButton() );
	await act( async () => {
		requests[ 1 ].fire( 'cancel', {} );
	} );
	await waitFor( () => expect( requests ).toHaveLength( 3 ) );
	expect( requests[ 1 ].update ).not.toHaveBeenCalled();
} );

it( 'on the cart page re-reads the cart after cart totals updates', async () => {
	document.body.innerHTML =
		'<form class="woocommerce-cart-form"></form><div class="tresen-express" data-context="cart" hidden><div class="tresen-express__button"></div></div>';
	const box = document.querySelector( '.tresen-express' ) as HTMLElement;
	const { stripe, requests } = fakeStripe( { googlePay: true } );
	let amount = 3080;
	const { api } = fakeApi( {
		wc_stripe_get_cart_details: () => ( {
			shipping_required: true,
			order_data: {
				currency: 'eur',
				country_code: 'DE',
				...total( amount ),
			},
		} ),
	} );
	const get = await mount( box, stripe, api );
	await waitFor( () => expect( box.hidden ).toBe( false ) );
	amount = 5180;
	await act( async () => {
		await get().refresh();
	} );
	expect( requests[ 0 ].update ).toHaveBeenCalledWith(
		expect.objectContaining( {
			total: expect.objectContaining( { amount: 5180 } ),
		} )
	);
} );
