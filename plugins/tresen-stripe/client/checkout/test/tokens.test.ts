/**
 * Saved methods: the tokenized form's states, paying with a saved method
 * (direct submit), and saving a card on the add-payment-method page through
 * a SetupIntent.
 */
import { postForm } from '@tresen/common/http';
import { chosenToken, syncTokenForms } from '../tokens';
import { flush, placeOrder, settings, startFlow, stopFlows } from './helpers';

jest.mock( '@tresen/common/http', () => ( { postForm: jest.fn() } ) );
const post = postForm as jest.Mock;

/**
 * The server's card box with saved cards.
 *
 * @param opts
 * @param opts.checked              Token checked by the server ('' for none).
 * @param opts.loggedIn             data-logged-in.
 * @param opts.registrationRequired data-registration-required.
 * @param opts.createAccount        Whether the form has the "create an account" box.
 * @param opts.tokens               Saved token ids.
 */
function form( {
	checked = '7',
	loggedIn = '1',
	registrationRequired = '0',
	createAccount = false,
	tokens = [ '7', '8' ],
}: {
	checked?: string;
	loggedIn?: string;
	registrationRequired?: string;
	createAccount?: boolean;
	tokens?: string[];
} = {} ): HTMLFormElement {
	const list = tokens.length
		? `<fieldset class="woocommerce-SavedPaymentMethods"><ul>${ tokens
				.map(
					( id ) =>
						`<li><input type="radio" name="wc-stripe-payment-token" value="${ id }" class="woocommerce-SavedPaymentMethods-tokenInput" ${
							id === checked ? 'checked' : ''
						}><label>Visa ${ id }</label></li>`
				)
				.join(
					''
				) }<li><input type="radio" name="wc-stripe-payment-token" value="new" class="woocommerce-SavedPaymentMethods-tokenInput" ${
				checked === 'new' ? 'checked' : ''
			}></li></ul></fieldset>`
		: '';
	document.body.innerHTML = `
		<form class="checkout">
			${ createAccount ? '<input type="checkbox" id="createaccount" name="createaccount">' : '' }
			<input name="billing_first_name" value="Erika">
			<input name="billing_last_name" value="Mustermann">
			<input name="billing_email" value="erika@example.test">
			<input type="radio" name="payment_method" value="stripe" checked>
			<div class="tresen-stripe" data-tresen-stripe="card" data-gateway="stripe">
				${ list }
				<div class="tresen-stripe__new" ${ checked && checked !== 'new' ? 'hidden' : '' }>
					<div data-tresen-stripe-element="card"></div>
					<p class="tresen-stripe__save" data-logged-in="${ loggedIn }" data-registration-required="${ registrationRequired }">
						<input type="checkbox" id="wc-stripe-new-payment-method" name="wc-stripe-new-payment-method" value="true">
					</p>
				</div>
				<ul class="tresen-stripe__errors" hidden></ul>
			</div>
			<input type="hidden" name="stripe_source" value="">
		</form>`;
	return document.querySelector( 'form' )!;
}

const $ = < T extends HTMLElement >( selector: string ) =>
	document.querySelector< T >( selector )!;

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
		handleNextAction: jest.fn(),
	};
}

function start( f: HTMLFormElement, stripe = fakeStripe() ) {
	const flow = startFlow( f, {
		settings,
		load: async () => stripe as never,
	} );
	return { flow, stripe };
}

beforeEach( () => {
	window.scrollTo = jest.fn();
	post.mockReset();
} );
afterEach( () => {
	stopFlows();
} );

describe( 'tokenized form', () => {
	it( 'a saved card hides the card form and the save checkbox; "new" shows both', () => {
		const f = form();
		syncTokenForms( f );
		expect( $( '.tresen-stripe__new' ).hidden ).toBe( true );
		expect( $( '.tresen-stripe__save' ).hidden ).toBe( true );
		expect( chosenToken( f, 'stripe' ) ).toBe( '7' );

		$< HTMLInputElement >( 'input[value="new"]' ).checked = true;
		syncTokenForms( f );
		expect( $( '.tresen-stripe__new' ).hidden ).toBe( false );
		expect( $( '.tresen-stripe__save' ).hidden ).toBe( false );
		expect( chosenToken( f, 'stripe' ) ).toBe( '' );
	} );

	it( 'chooses the last entry when none is chosen', () => {
		const f = form( { checked: '' } );
		syncTokenForms( f );
		const inputs = f.querySelectorAll< HTMLInputElement >(
			'input[name="wc-stripe-payment-token"]'
		);
		expect( inputs[ inputs.length - 1 ].checked ).toBe( true );
		expect( $( '.tresen-stripe__new' ).hidden ).toBe( false );
	} );

	it( 'shows the save checkbox to a guest only with "create an account" ticked or registration required', () => {
		const f = form( {
			tokens: [],
			checked: '',
			loggedIn: '0',
			createAccount: true,
		} );
		syncTokenForms( f );
		expect( $( '.tresen-stripe__save' ).hidden ).toBe( true );
		$< HTMLInputElement >( '#createaccount' ).checked = true;
		syncTokenForms( f );
		expect( $( '.tresen-stripe__save' ).hidden ).toBe( false );
		$< HTMLInputElement >( '#wc-stripe-new-payment-method' ).checked = true;
		$< HTMLInputElement >( '#createaccount' ).checked = false;
		syncTokenForms( f );
		expect( $( '.tresen-stripe__save' ).hidden ).toBe( true );
		// A hidden box is never sent ticked.
		expect(
			$< HTMLInputElement >( '#wc-stripe-new-payment-method' ).checked
		).toBe( false );

		form( {
			tokens: [],
			checked: '',
			loggedIn: '0',
			registrationRequired: '1',
		} );
		syncTokenForms( document.querySelector( 'form' )! );
		expect( $( '.tresen-stripe__save' ).hidden ).toBe( false );
	} );

	it( 'follows the customer’s choice in the live form', async () => {
		const f = form();
		start( f );
		await flush();
		const fresh = $< HTMLInputElement >( 'input[value="new"]' );
		fresh.checked = true;
		fresh.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		expect( $( '.tresen-stripe__new' ).hidden ).toBe( false );
	} );
} );

describe( 'paying with a saved method', () => {
	it( 'submits directly: no new PaymentMethod, stripe_source empty', async () => {
		const f = form();
		$< HTMLInputElement >( '[name="stripe_source"]' ).value = 'pm_stale';
		const { stripe } = start( f );
		await flush();
		const placed = placeOrder( f );
		expect( [ placed.defaultPrevented, placed.waits ] ).toEqual( [
			false,
			0,
		] );
		expect( stripe.createPaymentMethod ).not.toHaveBeenCalled();
		expect( $< HTMLInputElement >( '[name="stripe_source"]' ).value ).toBe(
			''
		);
	} );

	it( 'with "new" chosen, creates the PaymentMethod as before', async () => {
		const f = form( { checked: 'new' } );
		f.requestSubmit = jest.fn();
		const { stripe } = start( f );
		await flush();
		const placed = placeOrder( f );
		expect( placed.waits ).toBe( 1 );
		await placed.ready;
		expect( stripe.createPaymentMethod ).toHaveBeenCalled();
		expect( f.requestSubmit ).not.toHaveBeenCalled();
		expect( $< HTMLInputElement >( '[name="stripe_source"]' ).value ).toBe(
			'pm_new'
		);
	} );
} );

/** The add-payment-method page's form. */
function addForm(): HTMLFormElement {
	document.body.innerHTML = `
		<form id="add_payment_method">
			<input type="radio" name="payment_method" value="stripe" checked>
			<div class="tresen-stripe" data-tresen-stripe="card">
				<div class="tresen-stripe__new"><div data-tresen-stripe-element="card" data-mode="setup" data-amount="0" data-currency="eur"></div></div>
				<ul class="tresen-stripe__errors" hidden></ul>
			</div>
			<input type="hidden" name="stripe_source" value="">
			<button id="place_order">Zahlungsmethode hinzufügen</button>
		</form>`;
	return document.querySelector( 'form' )!;
}

/**
 * The add-payment-method page, the shop answering its SetupIntent request
 * with `reply`; the form's own submit is a mock.
 *
 * @param reply The shop's reply.
 */
function addFormAnswered( reply: unknown ): HTMLFormElement {
	const f = addForm();
	f.requestSubmit = jest.fn();
	post.mockResolvedValue( reply );
	return f;
}

/** The shop's reply when the bank has to confirm the setup. */
const BANK_ACTION = {
	status: 'requires_action',
	client_secret: 'seti_1_secret_2',
};

/**
 * Stripe.js whose bank dialog (handleNextAction) ends with `result`.
 *
 * @param result What handleNextAction resolves to.
 */
function stripeWithBank( result: unknown ) {
	const stripe = fakeStripe();
	stripe.handleNextAction.mockResolvedValue( result );
	return stripe;
}

async function submitAdd( f: HTMLFormElement ): Promise< Event > {
	const event = new Event( 'submit', { cancelable: true } );
	f.dispatchEvent( event );
	for ( let i = 0; i < 6; i++ ) {
		await flush();
	}
	return event;
}

describe( 'add-payment-method page', () => {
	it( 'creates a SetupIntent with add_card_nonce and resubmits on success', async () => {
		const f = addFormAnswered( {
			status: 'success',
			client_secret: 'seti_1_secret_2',
		} );
		start( f );
		await flush();
		const event = await submitAdd( f );
		expect( event.defaultPrevented ).toBe( true );
		expect( post ).toHaveBeenCalledWith( settings.setupIntentUrl, {
			stripe_source_id: 'pm_new',
			nonce: 'nonce123',
		} );
		expect( $< HTMLInputElement >( '[name="stripe_source"]' ).value ).toBe(
			'pm_new'
		);
		expect( f.requestSubmit ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'saves through the Payment Element in setup mode (no amount)', async () => {
		const f = addFormAnswered( {
			status: 'success',
			client_secret: 'seti_1_secret_2',
		} );
		const stripe = fakeStripe();
		start( f, stripe );
		await flush();
		await submitAdd( f );
		const options = (
			stripe.elements.mock.calls[ 0 ] as unknown as [
				Record< string, unknown >,
			]
		 )[ 0 ];
		expect( options ).toEqual(
			expect.objectContaining( {
				mode: 'setup',
				currency: 'eur',
				allowedPaymentMethodTypes: [ 'card' ],
				paymentMethodCreation: 'manual',
			} )
		);
		expect( options ).not.toHaveProperty( 'amount' );
		expect( stripe.createPaymentMethod ).toHaveBeenCalledWith(
			expect.objectContaining( { elements: expect.anything() } )
		);
	} );

	it( 'requires_action: the bank confirms the setup, then the form is sent', async () => {
		const f = addFormAnswered( BANK_ACTION );
		const stripe = stripeWithBank( {
			setupIntent: { status: 'succeeded' },
		} );
		start( f, stripe );
		await flush();
		await submitAdd( f );
		expect( stripe.handleNextAction ).toHaveBeenCalledWith( {
			clientSecret: 'seti_1_secret_2',
		} );
		expect( f.requestSubmit ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'a refused authentication shows the German error and sends nothing', async () => {
		const f = addFormAnswered( BANK_ACTION );
		const stripe = stripeWithBank( {
			error: {
				type: 'card_error',
				code: 'setup_intent_authentication_failure',
			},
		} );
		start( f, stripe );
		await flush();
		await submitAdd( f );
		expect( f.requestSubmit ).not.toHaveBeenCalled();
		expect( $( '.tresen-stripe__errors' ).textContent ).toBe(
			'We could not confirm your payment with your bank. Please try again or choose another payment method.'
		);
	} );

	it( 'shows the server’s refusal, and a dropped connection as api_connection_error', async () => {
		const f = addForm();
		f.requestSubmit = jest.fn();
		post.mockResolvedValueOnce( {
			status: 'error',
			error: {
				type: 'card_error',
				code: 'card_declined',
				message: 'Die Karte wurde abgelehnt.',
			},
		} );
		start( f );
		await flush();
		await submitAdd( f );
		expect( $( '.tresen-stripe__errors' ).textContent ).toBe(
			'Die Karte wurde abgelehnt.'
		);
		expect( f.requestSubmit ).not.toHaveBeenCalled();

		post.mockRejectedValueOnce( new TypeError( 'Failed to fetch' ) );
		await submitAdd( f );
		expect( $( '.tresen-stripe__errors' ).textContent ).toBe(
			'Unfortunately we could not complete this payment. Please try again or choose another payment method.'
		);
		expect( f.requestSubmit ).not.toHaveBeenCalled();
		expect( f.classList.contains( 'processing' ) ).toBe( false );
	} );
} );

describe( 'redirect methods', () => {
	it( 'submit directly, every id of the spec (also giropay and Sofort)', async () => {
		const f = form( { tokens: [], checked: '' } );
		const { flow, stripe } = start( f );
		await flush();
		for ( const id of [
			'stripe_bancontact',
			'stripe_giropay',
			'stripe_ideal',
			'stripe_alipay',
			'stripe_sofort',
			'stripe_p24',
			'stripe_eps',
			'stripe_multibanco',
		] ) {
			expect( flow.directSubmit( id ) ).toBe( true );
			expect( placeOrder( f, id ).defaultPrevented ).toBe( false );
		}
		expect( flow.directSubmit( 'stripe' ) ).toBe( false );
		expect( stripe.createPaymentMethod ).not.toHaveBeenCalled();
	} );
} );

describe( 'the setup intent hash', () => {
	it( '#confirm-si- opens the bank dialog for the SetupIntent and goes on after success', async () => {
		const f = form( { tokens: [], checked: '' } );
		const stripe = stripeWithBank( {
			setupIntent: { status: 'succeeded' },
		} );
		const navigate = jest.fn();
		const url = `${ window.location.origin }/mein-konto/zahlungsmethoden/`;
		window.location.hash = `confirm-si-seti_1_secret_2:${ encodeURIComponent( url ) }`;
		startFlow( f, {
			settings,
			load: async () => stripe as never,
			navigate,
		} );
		await flush();
		await flush();
		expect( stripe.handleNextAction ).toHaveBeenCalledWith( {
			clientSecret: 'seti_1_secret_2',
		} );
		expect( window.location.hash ).toBe( '' );
		expect( navigate ).toHaveBeenCalledWith( url );
	} );
} );
