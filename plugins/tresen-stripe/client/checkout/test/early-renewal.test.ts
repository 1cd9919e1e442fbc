/**
 * Early renewal: the link is fetched; the reply sends the shopper on, or
 * opens the bank's dialog first; every failure is a German message.
 */
import { setLocaleData } from '@wordpress/i18n';
import type { Stripe } from '@stripe/stripe-js';
import { renewEarly } from '../early-renewal';
import { renewalLink } from '../renewal-link';

// German as the shop serves it (the strings the .po file translates).
setLocaleData(
	{
		'We could not reach the shop. Please check your connection and try again.':
			[
				'Wir konnten den Shop nicht erreichen. Bitte prüfe deine Verbindung und versuche es noch einmal.',
			],
		'We could not confirm your payment with your bank. Please try again or choose another payment method.':
			[
				'Die Bestätigung deiner Zahlung bei deiner Bank ist fehlgeschlagen. Bitte versuche es noch einmal oder wähle eine andere Zahlungsart.',
			],
	},
	'tresen-stripe'
);

const HREF =
	'https://shop.test/?tresen-stripe-early-renewal=12&key=wc_order_abc&_wpnonce=n1';

function modal( method = 'stripe' ): HTMLAnchorElement {
	document.body.innerHTML = `<div class="wcs-modal"><a id="early_renewal_modal_submit" class="button alt" data-payment-method="${ method }" href="${ HREF }">Jetzt bezahlen</a></div>`;
	return document.querySelector( 'a' )!;
}

function replying( body: unknown, status = 200 ) {
	return jest.fn( () =>
		Promise.resolve( {
			ok: status < 300,
			status,
			text: () => Promise.resolve( JSON.stringify( body ) ),
		} as unknown as Response )
	);
}

/**
 * The early renewal through the shared HTTP client, which calls the global fetch.
 *
 * @param link       The link.
 * @param deps       The fake fetch, navigation and Stripe.js.
 * @param deps.fetch The fake fetch.
 */
function renew(
	link: HTMLAnchorElement,
	{
		fetch,
		...deps
	}: { fetch: jest.Mock } & Parameters< typeof renewEarly >[ 1 ]
) {
	( globalThis as unknown as { fetch: unknown } ).fetch = fetch;
	return renewEarly( link, deps );
}

function stripeWith( result: unknown ) {
	const handleNextAction = jest.fn( () => Promise.resolve( result ) );
	return {
		handleNextAction,
		stripe: () =>
			Promise.resolve( { handleNextAction } as unknown as Stripe ),
	};
}

/** The shop's reply when the bank has to confirm the renewal's payment. */
const BANK_ACTION = {
	stripe_sca_required: true,
	intent_secret: 'pi_1_secret_2',
	redirect_url: 'https://shop.test/?tresen-stripe-verify=1&order=12',
};

const alertText = () =>
	document.querySelector( '[role="alert"].tresen-stripe-renewal-error' )
		?.textContent;

it( 'picks the modal link of a Stripe subscription and this plugin’s own link, no other', () => {
	const link = modal();
	expect( renewalLink( link, 'stripe' ) ).toBe( link );
	expect( renewalLink( modal( 'paypal' ), 'stripe' ) ).toBeNull();
	document.body.innerHTML = `<a href="${ HREF }"><span>Jetzt verlängern</span></a>`;
	expect( renewalLink( document.querySelector( 'span' ), 'stripe' ) ).toBe(
		document.querySelector( 'a' )
	);
	document.body.innerHTML = '<a href="/my-account/">Konto</a>';
	expect( renewalLink( document.querySelector( 'a' ), 'stripe' ) ).toBeNull();
} );

it( 'goes straight to redirect_url when no authentication is needed, without Stripe.js', async () => {
	const link = modal();
	const fetch = replying( {
		stripe_sca_required: false,
		redirect_url:
			'https://shop.test/kasse/order-received/12/?key=wc_order_abc',
	} );
	const navigate = jest.fn();
	const { stripe, handleNextAction } = stripeWith( {} );
	const load = jest.fn( stripe );
	await renew( link, { fetch, navigate, stripe: load } );
	expect( fetch ).toHaveBeenCalledWith(
		HREF,
		expect.objectContaining( { method: 'GET', credentials: 'same-origin' } )
	);
	expect( navigate ).toHaveBeenCalledWith(
		'https://shop.test/kasse/order-received/12/?key=wc_order_abc'
	);
	expect( load ).not.toHaveBeenCalled();
	expect( handleNextAction ).not.toHaveBeenCalled();
} );

it( 'opens the bank’s dialog with intent_secret, then goes to redirect_url', async () => {
	const link = modal();
	const fetch = replying( BANK_ACTION );
	const navigate = jest.fn();
	const { stripe, handleNextAction } = stripeWith( {
		paymentIntent: { status: 'succeeded' },
	} );
	await renew( link, { fetch, navigate, stripe } );
	expect( handleNextAction ).toHaveBeenCalledWith( {
		clientSecret: 'pi_1_secret_2',
	} );
	expect( navigate ).toHaveBeenCalledWith( BANK_ACTION.redirect_url );
	expect( alertText() ).toBeUndefined();
} );

it( 'shows the German message when the authentication is refused, and the link stays usable', async () => {
	const link = modal();
	const fetch = replying( BANK_ACTION );
	const navigate = jest.fn();
	const { stripe } = stripeWith( {
		error: {
			type: 'invalid_request_error',
			code: 'payment_intent_authentication_failure',
		},
		paymentIntent: { status: 'requires_payment_method' },
	} );
	await renew( link, { fetch, navigate, stripe } );
	expect( navigate ).not.toHaveBeenCalled();
	expect( alertText() ).toBe(
		'Die Bestätigung deiner Zahlung bei deiner Bank ist fehlgeschlagen. Bitte versuche es noch einmal oder wähle eine andere Zahlungsart.'
	);
	expect( link.getAttribute( 'aria-busy' ) ).toBeNull();
	// A second try clears the old message and fetches again.
	await renew( link, { fetch, navigate, stripe } );
	expect( fetch ).toHaveBeenCalledTimes( 2 );
	expect(
		document.querySelectorAll( '.tresen-stripe-renewal-error' )
	).toHaveLength( 1 );
} );

it( 'shows a German message when the request fails, and nothing else happens', async () => {
	const link = modal();
	const fetch = jest.fn( () => Promise.reject( new TypeError( 'offline' ) ) );
	const navigate = jest.fn();
	const { stripe, handleNextAction } = stripeWith( {} );
	await renew( link, { fetch, navigate, stripe } );
	expect( alertText() ).toBe(
		'Wir konnten den Shop nicht erreichen. Bitte prüfe deine Verbindung und versuche es noch einmal.'
	);
	expect( navigate ).not.toHaveBeenCalled();
	expect( handleNextAction ).not.toHaveBeenCalled();
} );

it( 'shows the server’s message when the link is refused', async () => {
	const link = modal();
	const fetch = replying( {
		error: 'Diese Bestellung wurde nicht gefunden.',
	} );
	const navigate = jest.fn();
	await renew( link, {
		fetch,
		navigate,
		stripe: stripeWith( {} ).stripe,
	} );
	expect( alertText() ).toBe( 'Diese Bestellung wurde nicht gefunden.' );
	expect( navigate ).not.toHaveBeenCalled();
} );

it( 'shows the server’s message when the link is refused with a status', async () => {
	const link = modal();
	const fetch = replying(
		{
			success: false,
			data: { message: 'Dieses Abo kannst du nicht verlängern.' },
		},
		403
	);
	const navigate = jest.fn();
	await renew( link, { fetch, navigate, stripe: stripeWith( {} ).stripe } );
	expect( alertText() ).toBe( 'Dieses Abo kannst du nicht verlängern.' );
	expect( navigate ).not.toHaveBeenCalled();
} );
