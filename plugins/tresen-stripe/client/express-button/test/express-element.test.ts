/**
 * One express box with a fake Stripe (Elements in payment mode and the
 * Express Checkout Element) and fake express calls: shown only when a
 * wallet can pay; click answered with the server's line items; address and
 * rate changes priced by the server; confirm creates the PaymentMethod from
 * the Elements and posts the order; refusals, failures and cancel (the
 * cart back, the element rebuilt); German messages.
 */
import { setLocaleData } from '@wordpress/i18n';
import type { Stripe } from '@stripe/stripe-js';
import { emit } from '@tresen/common/events';
import { mountBox } from '../box';
import { getSettings } from '../settings';
import type { ExpressApi } from '../api';
import type { ExpressController } from '../controller';

type Handler = ( event: unknown ) => unknown;

interface FakeGroup {
	options: Record< string, unknown >;
	update: jest.Mock;
	submit: jest.Mock;
	element: FakeElement | null;
}

interface FakeElement {
	options: Record< string, unknown >;
	handlers: Record< string, Handler[] >;
	mounted: HTMLElement | null;
	destroyed: boolean;
	fire: ( name: string, event: Record< string, unknown > ) => void;
}

function fakeStripe(
	available: Record< string, boolean > | null = { googlePay: true }
) {
	const groups: FakeGroup[] = [];
	const createPaymentMethod = jest.fn(
		( { elements }: { elements: FakeGroup } ) =>
			Promise.resolve(
				elements.submit.mock.calls.length
					? {
							paymentMethod: {
								id: 'pm_123',
								type: 'card',
								billing_details: {
									name: null,
									email: null,
									phone: null,
									address: null,
								},
							},
						}
					: {
							error: {
								type: 'invalid_request_error',
								message: 'elements.submit() first',
							},
						}
			)
	);
	const handleNextAction = jest.fn();
	const stripe = {
		elements: ( options: Record< string, unknown > ) => {
			const group: FakeGroup = {
				options,
				update: jest.fn( () => Promise.resolve() ),
				submit: jest.fn( () => Promise.resolve( {} ) ),
				element: null,
			};
			groups.push( group );
			return {
				...group,
				update: group.update,
				submit: group.submit,
				create: ( type: string, opts: Record< string, unknown > ) => {
					expect( type ).toBe( 'expressCheckout' );
					const handlers: Record< string, Handler[] > = {};
					const element: FakeElement & Record< string, unknown > = {
						options: opts,
						handlers,
						mounted: null,
						destroyed: false,
						fire: ( name, event ) =>
							( handlers[ name ] ?? [] ).forEach( ( h ) =>
								h( event )
							),
						on: ( name: string, handler: Handler ) => {
							( handlers[ name ] = handlers[ name ] ?? [] ).push(
								handler
							);
							return element;
						},
						mount: ( target: HTMLElement ) => {
							element.mounted = target;
							void Promise.resolve().then( () =>
								element.fire( 'ready', {
									elementType: 'expressCheckout',
									availablePaymentMethods:
										available ?? undefined,
								} )
							);
						},
						destroy: () => {
							element.destroyed = true;
						},
					};
					group.element = element;
					return element;
				},
			};
		},
		createPaymentMethod,
		handleNextAction,
	} as unknown as Stripe;
	// The group the controller holds is the object returned above; the
	// assertions read the recorded one (same mocks).
	return { stripe, groups, createPaymentMethod, handleNextAction };
}

const line = ( label: string, amount: number, key = 'item' ) => ( {
	label,
	amount,
	key,
} );

/**
 * The server's product data for one gin at 25,90 € (shipping pending).
 * @param amount
 */
const product = ( amount = 2590 ) => ( {
	total: { label: 'Tresen', amount, pending: true },
	displayItems: [
		line( 'Gin', amount ),
		line( 'Versand', 0, 'shipping' ),
		line( 'inkl. MwSt.', Math.round( amount * 0.16 ), 'vat' ),
	],
	requestShipping: true,
} );

/**
 * The server's totals once the address is known (4,90 € shipping).
 * @param goods
 * @param shipping
 */
const withShipping = ( goods: number, shipping: number ) => ( {
	total: { label: 'Tresen', amount: goods + shipping },
	displayItems: [
		line( 'Gin', goods ),
		line( 'Versand', shipping, 'shipping' ),
		line( 'inkl. MwSt.', 491, 'vat' ),
	],
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

const settings = getSettings( {
	debounce: 250,
	shippingCountries: [ 'DE', 'AT' ],
	button: { type: 'buy', theme: 'dark', height: 48 },
} );

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

const flush = async () => {
	for ( let i = 0; i < 10; i++ ) {
		await Promise.resolve();
	}
};

async function mount(
	box: HTMLElement,
	stripe: Stripe,
	api: ExpressApi,
	extra: {
		navigate?: ( url: string ) => void;
		alert?: ( message: string ) => void;
	} = {}
) {
	let controller: ExpressController | null = null;
	mountBox( {
		stripe,
		api,
		settings,
		box,
		onController: ( c ) => ( controller = c ),
		...extra,
	} );
	await flush();
	return () => controller as unknown as ExpressController;
}

/**
 * A click on a wallet button: what the box answered.
 * @param element
 * @param type
 */
function click( element: FakeElement, type = 'google_pay' ) {
	const resolve = jest.fn();
	const reject = jest.fn();
	element.fire( 'click', {
		elementType: 'expressCheckout',
		expressPaymentType: type,
		resolve,
		reject,
	} );
	return { resolve, reject };
}

const last = ( groups: FakeGroup[] ) => groups[ groups.length - 1 ];
const el = ( groups: FakeGroup[] ) => last( groups ).element as FakeElement;

beforeAll( () => {
	// German as the shop serves it (the strings the .po file translates).
	setLocaleData(
		{
			'': { domain: 'tresen-stripe' },
			'Please select some product options before buying this product.': [
				'Bitte wähle Produktoptionen aus, bevor du dieses Produkt kaufst.',
			],
			'Sorry, we could not start the payment. Please try again or use the checkout.':
				[
					'Wir konnten die Zahlung leider nicht starten. Bitte versuche es noch einmal oder nutze die Kasse.',
				],
		},
		'tresen-stripe'
	);
} );

beforeEach( () => {
	window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
} );

afterEach( () => {
	jest.useRealTimers();
	document.body.innerHTML = '';
} );

it( 'stays hidden when no wallet can pay', async () => {
	const box = productPage();
	const { stripe } = fakeStripe( null );
	const { api } = fakeApi( {
		wc_stripe_get_selected_product_data: product(),
	} );
	await mount( box, stripe, api );
	expect( box.dataset.status ).toBe( 'unavailable' );
	expect( box.hidden ).toBe( true );
} );

it( 'mounts the element in payment mode with the server’s amount and the owner’s button', async () => {
	const box = productPage();
	const { stripe, groups } = fakeStripe( {
		googlePay: true,
		applePay: false,
	} );
	const { api } = fakeApi( {
		wc_stripe_get_selected_product_data: product(),
	} );
	await mount( box, stripe, api );
	expect( box.hidden ).toBe( false );
	expect( box.dataset.status ).toBe( 'ready' );
	expect( groups[ 0 ].options ).toMatchObject( {
		mode: 'payment',
		amount: 2590,
		currency: 'eur',
		paymentMethodCreation: 'manual',
		allowedPaymentMethodTypes: [
			'card',
			'link',
			'klarna',
			'paypal',
			'amazon_pay',
		],
		locale: 'de',
	} );
	const element = el( groups );
	expect( element.mounted ).toBe(
		box.querySelector( '.tresen-express__button' )
	);
	expect( element.options ).toMatchObject( {
		buttonType: { applePay: 'buy', googlePay: 'buy' },
		buttonTheme: { applePay: 'black', googlePay: 'black' },
		buttonHeight: 48,
		emailRequired: true,
		phoneNumberRequired: true,
		shippingAddressRequired: true,
		allowedShippingCountries: [ 'DE', 'AT' ],
		// Stripe shows those the account has switched on and the device has.
		paymentMethods: {
			applePay: 'auto',
			googlePay: 'auto',
			link: 'auto',
			paypal: 'auto',
			klarna: 'auto',
			amazonPay: 'auto',
		},
	} );
} );

it( 'a click is answered at once with the server’s line items and a first rate; the product goes into the set-aside cart', async () => {
	const box = productPage();
	const { stripe, groups } = fakeStripe();
	const { api, call } = fakeApi( {
		wc_stripe_get_selected_product_data: product(),
	} );
	await mount( box, stripe, api );
	const { resolve, reject } = click( el( groups ) );
	expect( reject ).not.toHaveBeenCalled();
	// Synchronously (Stripe waits one second at most), without the VAT note and
	// the shipping line (the rate shows it); the lines make the amount.
	expect( resolve ).toHaveBeenCalledWith( {
		lineItems: [ { name: 'Gin', amount: 2590 } ],
		shippingRates: [
			{ id: 'tresen-pending', displayName: 'Versand', amount: 0 },
		],
	} );
	expect( call ).toHaveBeenCalledWith( 'wc_stripe_add_to_cart', {
		product_id: '7',
		qty: '1',
	} );
} );

it( 'sends no lines when the server’s lines do not make its total', async () => {
	const box = productPage();
	const { stripe, groups } = fakeStripe();
	const off = product();
	off.total.amount = 2591; // a cent of rounding
	const { api } = fakeApi( { wc_stripe_get_selected_product_data: off } );
	await mount( box, stripe, api );
	const { resolve } = click( el( groups ) );
	expect( resolve.mock.calls[ 0 ][ 0 ].lineItems ).toEqual( [] );
} );

it( 'address and rate changes are priced by the server: the amount first, then the rates and lines', async () => {
	const box = productPage();
	const { stripe, groups } = fakeStripe();
	let shipping = 490;
	const { api, call } = fakeApi( {
		wc_stripe_get_selected_product_data: product(),
		wc_stripe_add_to_cart: { result: 'success', ...product() },
		wc_stripe_get_shipping_options: () => ( {
			result: 'success',
			shipping_options: [
				{
					id: 'flat_rate:2',
					label: 'Standard',
					detail: '',
					amount: 490,
				},
				{
					id: 'flat_rate:3',
					label: 'Express',
					detail: '',
					amount: 990,
				},
			],
			...withShipping( 2590, shipping ),
		} ),
		wc_stripe_update_shipping_method: () => ( {
			result: 'success',
			...withShipping( 2590, shipping ),
		} ),
	} );
	await mount( box, stripe, api );
	const element = el( groups );
	click( element );
	const order: string[] = [];
	groups[ 0 ].update.mockImplementation( ( o: { amount: number } ) => {
		order.push( `amount ${ o.amount }` );
		return Promise.resolve();
	} );
	const address = {
		resolve: jest.fn( () => order.push( 'resolve' ) ),
		reject: jest.fn(),
	};
	element.fire( 'shippingaddresschange', {
		name: 'Erika Musterfrau',
		address: {
			city: 'Berlin',
			state: '',
			postal_code: '10115',
			country: 'DE',
		},
		...address,
	} );
	await flush();
	expect( call ).toHaveBeenCalledWith( 'wc_stripe_get_shipping_options', {
		country: 'DE',
		state: '',
		postcode: '10115',
		city: 'Berlin',
		address: '',
		address_2: '',
		payment_request_type: 'google_pay',
		is_product_page: 'true',
	} );
	expect( order ).toEqual( [ 'amount 3080', 'resolve' ] );
	expect( address.resolve ).toHaveBeenCalledWith( {
		shippingRates: [
			{ id: 'flat_rate:2', displayName: 'Standard', amount: 490 },
			{ id: 'flat_rate:3', displayName: 'Express', amount: 990 },
		],
		lineItems: [ { name: 'Gin', amount: 2590 } ],
	} );

	shipping = 990;
	const rate = { resolve: jest.fn(), reject: jest.fn() };
	element.fire( 'shippingratechange', {
		shippingRate: {
			id: 'flat_rate:3',
			displayName: 'Express',
			amount: 990,
		},
		...rate,
	} );
	await flush();
	expect( call ).toHaveBeenCalledWith( 'wc_stripe_update_shipping_method', {
		shipping_method: [ 'flat_rate:3' ],
		payment_request_type: 'google_pay',
		is_product_page: 'true',
	} );
	expect( groups[ 0 ].update ).toHaveBeenLastCalledWith( { amount: 3580 } );
	expect( rate.resolve ).toHaveBeenCalledWith( {
		lineItems: [ { name: 'Gin', amount: 2590 } ],
	} );
} );

it( 'an address the shop does not ship to, or a refused rate, is rejected', async () => {
	const box = productPage();
	const { stripe, groups } = fakeStripe();
	const { api } = fakeApi( {
		wc_stripe_get_selected_product_data: product(),
		wc_stripe_get_shipping_options: {
			result: 'invalid_shipping_address',
			shipping_options: [],
			...withShipping( 2590, 0 ),
		},
		wc_stripe_update_shipping_method: {
			result: 'fail',
			error: 'Diese Versandart ist für deine Adresse nicht verfügbar.',
		},
	} );
	await mount( box, stripe, api );
	const element = el( groups );
	click( element );
	const address = { resolve: jest.fn(), reject: jest.fn() };
	element.fire( 'shippingaddresschange', {
		name: '',
		address: {
			city: 'Bern',
			state: '',
			postal_code: '3000',
			country: 'CH',
		},
		...address,
	} );
	const rate = { resolve: jest.fn(), reject: jest.fn() };
	element.fire( 'shippingratechange', {
		shippingRate: { id: 'x', displayName: 'X', amount: 1 },
		...rate,
	} );
	await flush();
	expect( address.reject ).toHaveBeenCalled();
	expect( address.resolve ).not.toHaveBeenCalled();
	expect( rate.reject ).toHaveBeenCalled();
	expect( groups[ 0 ].update ).not.toHaveBeenCalled();
} );

it( 'confirm: submits the Elements, creates the PaymentMethod from them, posts the order and goes to the returned address', async () => {
	const box = productPage();
	const { stripe, groups, createPaymentMethod } = fakeStripe();
	const { api, call } = fakeApi( {
		wc_stripe_get_selected_product_data: product(),
		wc_stripe_add_to_cart: { result: 'success', ...product() },
		wc_stripe_create_order: {
			result: 'success',
			redirect: '/kasse/order-received/5/?key=k',
		},
	} );
	const navigate = jest.fn();
	await mount( box, stripe, api, { navigate } );
	const element = el( groups );
	click( element, 'apple_pay' );
	const paymentFailed = jest.fn();
	element.fire( 'confirm', {
		expressPaymentType: 'apple_pay',
		billingDetails: {
			name: 'Erika Musterfrau',
			email: 'erika@example.test',
			phone: '+49301234567',
			address: {
				line1: 'Hauptstraße 1',
				line2: null,
				city: 'Berlin',
				state: '',
				postal_code: '10115',
				country: 'DE',
			},
		},
		shippingAddress: {
			name: 'Max Mustermann',
			address: {
				line1: 'Nebenstraße 2',
				line2: 'Hinterhaus',
				city: 'Hamburg',
				state: '',
				postal_code: '20095',
				country: 'DE',
			},
		},
		shippingRate: {
			id: 'flat_rate:2',
			displayName: 'Standard',
			amount: 490,
		},
		paymentFailed,
	} );
	await flush();
	expect( groups[ 0 ].submit ).toHaveBeenCalled();
	expect( createPaymentMethod ).toHaveBeenCalledWith( {
		elements: expect.objectContaining( { submit: groups[ 0 ].submit } ),
	} );
	const payload = call.mock.calls.find(
		( c ) => c[ 0 ] === 'wc_stripe_create_order'
	)?.[ 1 ];
	expect( payload ).toMatchObject( {
		billing_first_name: 'Erika',
		billing_last_name: 'Musterfrau',
		billing_email: 'erika@example.test',
		billing_phone: '+49301234567',
		billing_address_1: 'Hauptstraße 1',
		billing_postcode: '10115',
		shipping_first_name: 'Max',
		shipping_last_name: 'Mustermann',
		shipping_address_1: 'Nebenstraße 2',
		shipping_address_2: 'Hinterhaus',
		shipping_city: 'Hamburg',
		ship_to_different_address: '1',
		shipping_method: [ 'flat_rate:2' ],
		stripe_source: 'pm_123',
		'wc-stripe-payment-method': 'pm_123',
		payment_request_type: 'apple_pay',
		payment_method: 'stripe',
	} );
	expect( payload ).not.toHaveProperty( 'total' );
	expect( paymentFailed ).not.toHaveBeenCalled();
	expect( navigate ).toHaveBeenCalledWith( '/kasse/order-received/5/?key=k' );
} );

it.each( [ 'link', 'klarna', 'paypal', 'amazon_pay' ] )(
	'confirm with %s: the order names the method and the shopper follows the server’s address (Klarna’s, PayPal’s or Amazon’s page, or the order-received page)',
	async ( type ) => {
		const box = productPage();
		const { stripe, groups } = fakeStripe();
		const { api, call } = fakeApi( {
			wc_stripe_get_selected_product_data: product(),
			wc_stripe_add_to_cart: { result: 'success', ...product() },
			wc_stripe_create_order: {
				result: 'success',
				redirect: 'https://pay.example.test/redirect/pi_1',
			},
		} );
		const navigate = jest.fn();
		await mount( box, stripe, api, { navigate } );
		const element = el( groups );
		click( element, type );
		const paymentFailed = jest.fn();
		element.fire( 'confirm', {
			expressPaymentType: type,
			billingDetails: {
				name: 'Erika Musterfrau',
				email: 'erika@example.test',
				address: {
					line1: 'Hauptstraße 1',
					line2: null,
					city: 'Berlin',
					state: '',
					postal_code: '10115',
					country: 'DE',
				},
			},
			shippingRate: {
				id: 'flat_rate:2',
				displayName: 'Standard',
				amount: 490,
			},
			paymentFailed,
		} );
		await flush();
		const payload = call.mock.calls.find(
			( c ) => c[ 0 ] === 'wc_stripe_create_order'
		)?.[ 1 ];
		expect( payload ).toMatchObject( {
			payment_request_type: type,
			express_payment_type: type,
			payment_method: 'stripe',
			stripe_source: 'pm_123',
		} );
		expect( paymentFailed ).not.toHaveBeenCalled();
		expect( navigate ).toHaveBeenCalledWith(
			'https://pay.example.test/redirect/pi_1'
		);
	}
);

it( 'the first rate stands in until an address is known and is never posted', async () => {
	const box = productPage();
	const { stripe, groups } = fakeStripe();
	const { api, call } = fakeApi( {
		wc_stripe_get_selected_product_data: product(),
		wc_stripe_create_order: { result: 'success', redirect: '/danke/' },
	} );
	await mount( box, stripe, api, { navigate: jest.fn() } );
	click( el( groups ) );
	el( groups ).fire( 'confirm', {
		expressPaymentType: 'google_pay',
		shippingRate: {
			id: 'tresen-pending',
			displayName: 'Versand',
			amount: 0,
		},
		paymentFailed: jest.fn(),
	} );
	await flush();
	const payload = call.mock.calls.find(
		( c ) => c[ 0 ] === 'wc_stripe_create_order'
	)?.[ 1 ] as Record< string, unknown >;
	expect( payload.shipping_method ).toBeUndefined();
} );

it( 'a failed order fails the payment, lists the German messages above the form, restores the cart and rebuilds the element', async () => {
	const box = productPage();
	const { stripe, groups } = fakeStripe();
	const { api, call } = fakeApi( {
		wc_stripe_get_selected_product_data: product(),
		wc_stripe_add_to_cart: { result: 'success', ...product() },
		wc_stripe_create_order: {
			result: 'failure',
			messages:
				'<ul class="woocommerce-error"><li>Die Karte wurde abgelehnt.</li><li>Zweitens.</li></ul>',
		},
	} );
	await mount( box, stripe, api );
	const closed = jest.fn();
	box.addEventListener( 'tresen:express-close', closed );
	const first = el( groups );
	click( first );
	const paymentFailed = jest.fn();
	first.fire( 'confirm', {
		expressPaymentType: 'google_pay',
		paymentFailed,
	} );
	await flush();
	expect( paymentFailed ).toHaveBeenCalledWith( { reason: 'fail' } );
	expect( closed ).toHaveBeenCalledTimes( 1 ); // The block's express state ends.
	const list = document.querySelector( '[role="alert"]' ) as HTMLElement;
	expect(
		[ ...list.querySelectorAll( 'li' ) ].map( ( li ) => li.textContent )
	).toEqual( [ 'Die Karte wurde abgelehnt.', 'Zweitens.' ] );
	expect( list.nextElementSibling ).toBe(
		document.querySelector( 'form.cart' )
	);
	expect( call ).toHaveBeenCalledWith( 'wc_stripe_clear_cart' );
	expect( groups ).toHaveLength( 2 );
	expect( first.destroyed ).toBe( true );
	// The closing interface's cancel changes nothing more.
	first.fire( 'cancel', { elementType: 'expressCheckout' } );
	await flush();
	expect( closed ).toHaveBeenCalledTimes( 1 );
	expect(
		call.mock.calls.filter( ( c ) => c[ 0 ] === 'wc_stripe_clear_cart' )
	).toHaveLength( 1 );
	expect( groups ).toHaveLength( 2 );
} );

it( 'a PaymentMethod that cannot be created fails the payment with a German message', async () => {
	const box = productPage();
	const { stripe, groups, createPaymentMethod } = fakeStripe();
	createPaymentMethod.mockResolvedValueOnce( {
		error: { type: 'api_connection_error' },
	} as never );
	const { api, call } = fakeApi( {
		wc_stripe_get_selected_product_data: product(),
	} );
	await mount( box, stripe, api );
	click( el( groups ) );
	const paymentFailed = jest.fn();
	el( groups ).fire( 'confirm', {
		expressPaymentType: 'google_pay',
		paymentFailed,
	} );
	await flush();
	expect( paymentFailed ).toHaveBeenCalled();
	expect( document.querySelector( '[role="alert"]' )?.textContent ).toBe(
		'Wir konnten die Zahlung leider nicht starten. Bitte versuche es noch einmal oder nutze die Kasse.'
	);
	expect( call ).not.toHaveBeenCalledWith(
		'wc_stripe_create_order',
		expect.anything()
	);
} );

it( 'a bank confirmation (3-D Secure) opens before the return address', async () => {
	const box = productPage();
	const { stripe, groups, handleNextAction } = fakeStripe();
	handleNextAction.mockResolvedValue( { paymentIntent: { id: 'pi_1' } } );
	const { api } = fakeApi( {
		wc_stripe_get_selected_product_data: product(),
		wc_stripe_create_order: {
			result: 'success',
			redirect: `#confirm-pi-pi_1_secret_x:${ encodeURIComponent(
				window.location.origin + '/kasse/?verify=1'
			) }`,
		},
	} );
	const navigate = jest.fn();
	await mount( box, stripe, api, { navigate } );
	click( el( groups ) );
	el( groups ).fire( 'confirm', {
		expressPaymentType: 'google_pay',
		paymentFailed: jest.fn(),
	} );
	await flush();
	expect( handleNextAction ).toHaveBeenCalledWith( {
		clientSecret: 'pi_1_secret_x',
	} );
	expect( navigate ).toHaveBeenCalledWith(
		window.location.origin + '/kasse/?verify=1'
	);
} );

it( 'cancel puts the shopper’s cart back and rebuilds the element', async () => {
	const box = productPage();
	const { stripe, groups } = fakeStripe();
	const { api, call } = fakeApi( {
		wc_stripe_get_selected_product_data: product(),
	} );
	await mount( box, stripe, api );
	const said: string[] = [];
	box.addEventListener( 'tresen:express-open', () => said.push( 'open' ) );
	box.addEventListener( 'tresen:express-close', () => said.push( 'close' ) );
	const first = el( groups );
	click( first );
	// The box tells its block that the wallet is open (the blocks' onClick) …
	expect( said ).toEqual( [ 'open' ] );
	first.fire( 'cancel', { elementType: 'expressCheckout' } );
	// … and that it closed (onClose).
	expect( said ).toEqual( [ 'open', 'close' ] );
	// Until the new element is ready, a quick second press is refused.
	expect( box.dataset.status ).toBe( 'blocked' );
	expect( click( first ).reject ).toHaveBeenCalled();
	await flush();
	expect( call ).toHaveBeenCalledWith( 'wc_stripe_clear_cart' );
	expect( groups ).toHaveLength( 2 );
	expect( first.destroyed ).toBe( true );
	expect( box.dataset.status ).toBe( 'ready' );
	// The new element is usable.
	const { resolve } = click( el( groups ) );
	expect( resolve ).toHaveBeenCalled();
} );

it( 'refuses to start (reject, then the alert in German) when no variation is chosen or add-to-cart is disabled', async () => {
	const box = productPage( true );
	const { stripe, groups } = fakeStripe();
	const { api, call } = fakeApi( {
		wc_stripe_get_selected_product_data: product( 3490 ),
	} );
	const alert = jest.fn();
	await mount( box, stripe, api, { alert } );
	( document.querySelector( 'select' ) as HTMLSelectElement ).value = '';
	(
		document.querySelector(
			'input[name="variation_id"]'
		) as HTMLInputElement
	 ).value = '';
	let answer = click( el( groups ) );
	expect( answer.reject ).toHaveBeenCalled();
	expect( answer.resolve ).not.toHaveBeenCalled();
	expect( alert ).toHaveBeenCalledWith(
		'Bitte wähle Produktoptionen aus, bevor du dieses Produkt kaufst.'
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
	answer = click( el( groups ) );
	expect( answer.reject ).toHaveBeenCalled();
	expect( alert ).toHaveBeenLastCalledWith(
		'Sorry, this product is unavailable. Please choose a different combination.'
	);
	expect( call ).not.toHaveBeenCalledWith(
		'wc_stripe_add_to_cart',
		expect.anything()
	);
} );

it( 'is blocked while re-pricing (250 ms), then updated in place; rebuilt when the need for shipping changes', async () => {
	jest.useFakeTimers();
	const box = productPage();
	const { stripe, groups } = fakeStripe();
	let data = product( 2590 );
	const { api, call } = fakeApi( {
		wc_stripe_get_selected_product_data: () => data,
	} );
	await mount( box, stripe, api );
	expect( box.dataset.status ).toBe( 'ready' );
	const qty = document.querySelector(
		'input[name="quantity"]'
	) as HTMLInputElement;
	data = product( 5180 );
	qty.value = '2';
	qty.dispatchEvent( new Event( 'input', { bubbles: true } ) );
	expect( box.dataset.status ).toBe( 'blocked' );
	expect( box.getAttribute( 'aria-busy' ) ).toBe( 'true' );
	// Stripe's buttons cannot start a payment meanwhile.
	expect( click( el( groups ) ).reject ).toHaveBeenCalled();
	qty.dispatchEvent( new Event( 'input', { bubbles: true } ) );
	jest.advanceTimersByTime( 249 );
	expect( call ).toHaveBeenCalledTimes( 1 );
	jest.advanceTimersByTime( 1 );
	await flush();
	expect( call ).toHaveBeenCalledTimes( 2 );
	expect( call.mock.calls[ 1 ][ 1 ] ).toMatchObject( {
		product_id: '7',
		qty: '2',
	} );
	expect( box.dataset.status ).toBe( 'ready' );
	expect( box.hasAttribute( 'aria-busy' ) ).toBe( false );
	expect( groups ).toHaveLength( 1 );
	expect( groups[ 0 ].update ).toHaveBeenCalledWith( { amount: 5180 } );
	// The click answers with the new lines.
	expect( click( el( groups ) ).resolve.mock.calls[ 0 ][ 0 ] ).toMatchObject(
		{ lineItems: [ { name: 'Gin', amount: 5180 } ] }
	);
	el( groups ).fire( 'cancel', {} );
	await flush();

	data = { ...product( 5180 ), requestShipping: false };
	qty.dispatchEvent( new Event( 'change', { bubbles: true } ) );
	jest.advanceTimersByTime( 250 );
	await flush();
	expect( last( groups ).element?.options ).toMatchObject( {
		shippingAddressRequired: false,
	} );
	expect( groups.length ).toBeGreaterThan( 1 );
	expect( box.dataset.status ).toBe( 'ready' );
} );

it( 'hides on a product query error and on an out-of-stock variation', async () => {
	jest.useFakeTimers();
	const box = productPage( true );
	const { stripe } = fakeStripe();
	let reply: Record< string, unknown > = product( 3490 );
	const { api } = fakeApi( {
		wc_stripe_get_selected_product_data: () => reply,
	} );
	await mount( box, stripe, api );
	expect( box.hidden ).toBe( false );
	const form = document.querySelector( 'form' ) as HTMLFormElement;
	emit( 'found-variation', {
		form,
		variation: { is_in_stock: false },
		purchasable: false,
	} );
	expect( box.hidden ).toBe( true );
	emit( 'found-variation', {
		form,
		variation: { is_in_stock: true },
		purchasable: true,
	} );
	jest.advanceTimersByTime( 250 );
	await flush();
	expect( box.hidden ).toBe( false );
	reply = { error: 'Dieses Produkt ist leider gerade nicht vorrätig.' };
	form.querySelector( 'select' )?.dispatchEvent(
		new Event( 'change', { bubbles: true } )
	);
	jest.advanceTimersByTime( 250 );
	await flush();
	expect( box.hidden ).toBe( true );
} );

it( 'on the cart page: the cart’s amount, re-read after cart totals updates; nothing is set aside', async () => {
	document.body.innerHTML =
		'<form class="woocommerce-cart-form"></form><div class="tresen-express" data-context="cart" hidden><div class="tresen-express__button"></div></div>';
	const box = document.querySelector( '.tresen-express' ) as HTMLElement;
	const { stripe, groups } = fakeStripe();
	let goods = 2590;
	const { api, call } = fakeApi( {
		wc_stripe_get_cart_details: () => ( {
			shipping_required: true,
			order_data: {
				currency: 'eur',
				country_code: 'DE',
				...withShipping( goods, 490 ),
			},
		} ),
	} );
	const get = await mount( box, stripe, api );
	expect( groups[ 0 ].options ).toMatchObject( { amount: 3080 } );
	const { resolve } = click( el( groups ) );
	expect( resolve ).toHaveBeenCalledWith( {
		lineItems: [ { name: 'Gin', amount: 2590 } ],
		shippingRates: [
			{ id: 'tresen-pending', displayName: 'Versand', amount: 490 },
		],
	} );
	el( groups ).fire( 'cancel', {} );
	await flush();
	expect( call ).not.toHaveBeenCalledWith( 'wc_stripe_clear_cart' );
	goods = 5180;
	await get().refresh();
	expect( last( groups ).update ).toHaveBeenCalledWith( { amount: 5670 } );
} );

it( 'says so on the console when the box has no button container', async () => {
	document.body.innerHTML =
		'<div class="tresen-express" data-context="cart" hidden></div>';
	const box = document.querySelector( '.tresen-express' ) as HTMLElement;
	const error = jest.spyOn( console, 'error' ).mockImplementation();
	const { stripe, groups } = fakeStripe();
	const { api } = fakeApi( {
		wc_stripe_get_cart_details: {
			shipping_required: true,
			order_data: withShipping( 2590, 490 ),
		},
	} );
	await mount( box, stripe, api );
	expect( groups ).toHaveLength( 0 );
	expect( box.hidden ).toBe( true );
	expect( error ).toHaveBeenCalled();
	error.mockRestore();
} );

it( 'a late answer to an older question changes nothing (the shopper chose another size meanwhile)', async () => {
	jest.useFakeTimers();
	const box = productPage( true );
	const { stripe, groups } = fakeStripe();
	let answerFirst: ( reply: unknown ) => void = () => undefined;
	const replies = [
		new Promise( ( resolve ) => ( answerFirst = resolve ) ),
		Promise.resolve( product( 3490 ) ),
	];
	const call = jest.fn( () => replies.shift() );
	const api = { call } as unknown as ExpressApi;
	await mount( box, stripe, api );
	// The first size's answer is still on its way when another size is chosen.
	variationForm()
		.querySelector( 'select' )
		?.dispatchEvent( new Event( 'change', { bubbles: true } ) );
	jest.advanceTimersByTime( 250 );
	await flush();
	expect( box.dataset.status ).toBe( 'ready' );
	answerFirst( {
		error: 'Dieses Produkt ist leider gerade nicht vorrätig.',
	} );
	await flush();
	expect( box.dataset.status ).toBe( 'ready' );
	expect( box.hidden ).toBe( false );
	expect( groups ).toHaveLength( 1 );
	expect( groups[ 0 ].options ).toMatchObject( { amount: 3490 } );
} );

function variationForm(): HTMLFormElement {
	return document.querySelector( 'form' ) as HTMLFormElement;
}
