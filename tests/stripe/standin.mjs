#!/usr/bin/env node
/**
 * A loopback stand-in of Stripe's HTTP API (the part the suite calls), for
 * tests only: never a network call to Stripe in a test.
 *
 * It answers like api.stripe.com (form-encoded requests with bracket keys,
 * JSON replies, Stripe's error shape and status codes) and checks what
 * Stripe checks: the key (`Authorization: Bearer sk_test_…`; publishable
 * `pk_test_…` keys only where Stripe.js may use them), idempotency keys
 * (same key and body: the first reply again with `Idempotent-Replayed`;
 * same key, other body: 400 idempotency_error), amounts as positive integers
 * in the currency's minor unit (zero-decimal currencies in whole units,
 * Stripe's minimum charge amounts), lower-case ISO currencies.
 *
 * Test cards (Stripe's numbers) decide the outcome of a confirmation:
 * 4000000000000002 generic decline, 4000000000009995 insufficient funds,
 * 4000000000000069 expired card, 4000000000000127 incorrect CVC,
 * 4000000000000119 processing error, 4000002760003184 3-D Secure
 * (requires_action), 5105105105105100 prepaid funding; every other valid
 * card succeeds. SEPA debits (IBAN DE89370400440532013000) stay
 * `processing` until a test settles them; DE62370400440532013001 fails.
 *
 * Webhooks are signed as Stripe signs them:
 * `Stripe-Signature: t=<unix time>,v1=<hex HMAC-SHA256(secret, "t.payload")>`.
 *
 * Control routes for tests live under /_standin/ (state, 3-D Secure
 * completion, SEPA settlement, webhook configuration and resending).
 *
 * Usage: `node tests/stripe/standin.mjs [--port=0]` prints one JSON line
 * `{"url":"http://127.0.0.1:<port>"}` and serves until stdin closes or it
 * is killed; or `import { startStandin } from './standin.mjs'`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import Stripe from 'stripe';
import { logRequest } from '../contracts/log.mjs';
import {
	event as eventShape,
	paymentIntent as paymentIntentShape,
	paymentMethodConfiguration as paymentMethodConfigurationShape,
	refund as refundShape,
} from './shapes.mjs';

/** Currencies without a minor unit (amount in whole units), as Stripe lists them. */
export const ZERO_DECIMAL = new Set( [
	'bif',
	'clp',
	'djf',
	'gnf',
	'jpy',
	'kmf',
	'krw',
	'mga',
	'pyg',
	'rwf',
	'ugx',
	'vnd',
	'vuv',
	'xaf',
	'xof',
	'xpf',
] );

/** Currencies the stand-in accepts (a subset of Stripe's list), with minimum charge amounts. */
export const MINIMUM = {
	eur: 50,
	usd: 50,
	gbp: 30,
	chf: 50,
	pln: 200,
	dkk: 250,
	sek: 300,
	nok: 300,
	czk: 1500,
	huf: 17500,
	jpy: 50,
	krw: 1000, // not a Stripe minimum list entry; any positive whole amount in practice
	brl: 50,
	mxn: 1000,
	bhd: 500,
};

/** Outcome of confirming a card, by test card number. */
const CARD_OUTCOMES = {
	4000000000000002: {
		code: 'card_declined',
		decline_code: 'generic_decline',
		message: 'Your card was declined.',
	},
	4000000000009995: {
		code: 'card_declined',
		decline_code: 'insufficient_funds',
		message: 'Your card has insufficient funds.',
	},
	4000000000000069: {
		code: 'expired_card',
		decline_code: 'expired_card',
		message: 'Your card has expired.',
	},
	4000000000000127: {
		code: 'incorrect_cvc',
		decline_code: 'incorrect_cvc',
		message: "Your card's security code is incorrect.",
	},
	4000000000000119: {
		code: 'processing_error',
		decline_code: 'processing_error',
		message:
			'An error occurred while processing your card. Try again in a little bit.',
	},
};
const THREE_D_SECURE = new Set( [
	'4000002760003184',
	'4000002500003155',
	'4000000000003220',
] );
const PREPAID = new Set( [ '5105105105105100' ] );
const SEPA_FAIL = 'DE62370400440532013001';

/**
 * Payment methods the customer confirms away from the shop: bank redirects and
 * wallets (`redirect_to_url`), vouchers (`<type>_display_details`). Currencies
 * as Stripe's documentation lists them; `name`/`email`/`taxId`: billing details
 * Stripe requires. giropay (closed 30 June 2024) and Sofort (discontinued
 * 31 March 2025, now part of Klarna) are refused as unknown types.
 */
export const ASYNC_TYPES = {
	bancontact: { currencies: [ 'eur' ], name: true },
	ideal: { currencies: [ 'eur' ] },
	eps: { currencies: [ 'eur' ], name: true },
	p24: { currencies: [ 'eur', 'pln' ], email: true },
	alipay: {
		currencies: [
			'aud',
			'cad',
			'cny',
			'eur',
			'gbp',
			'hkd',
			'jpy',
			'nzd',
			'sgd',
			'usd',
			'myr',
		],
	},
	multibanco: { currencies: [ 'eur' ], email: true, voucher: true },
	// Boleto: the full billing address and the tax id, at least R$ 5,00 (docs.stripe.com/payments/boleto).
	boleto: {
		currencies: [ 'brl' ],
		name: true,
		email: true,
		address: true,
		taxId: true,
		voucher: true,
		minimum: 500,
	},
	oxxo: { currencies: [ 'mxn' ], name: true, email: true, voucher: true },
	// Wallets of the Express Checkout Element that leave the shop to confirm (Klarna's,
	// PayPal's, Amazon's page, then back to the return_url); Klarna needs the buyer's e-mail.
	klarna: {
		currencies: [
			'eur',
			'gbp',
			'usd',
			'dkk',
			'nok',
			'sek',
			'chf',
			'pln',
			'czk',
		],
		email: true,
	},
	paypal: {
		currencies: [
			'eur',
			'gbp',
			'usd',
			'chf',
			'czk',
			'dkk',
			'nok',
			'pln',
			'sek',
		],
	},
	amazon_pay: { currencies: [ 'eur', 'gbp', 'usd', 'chf', 'dkk', 'sek' ] },
};

const ID_ALPHABET =
	'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
function newId( prefix ) {
	let s = '';
	for ( const byte of crypto.randomBytes( 24 ) ) {
		s += ID_ALPHABET[ byte % ID_ALPHABET.length ];
	}
	return `${ prefix }_${ s }`;
}

/**
 * Parses Stripe's form encoding (`a[b][c]=x`, `list[0]=y`, `list[]=z`) into objects.
 *
 * @param {string} body
 */
export function parseForm( body ) {
	const out = {};
	for ( const [ rawKey, value ] of new URLSearchParams( body ) ) {
		const parts = [];
		const m = rawKey.match( /^([^[\]]+)((?:\[[^[\]]*\])*)$/ );
		if ( ! m ) {
			out[ rawKey ] = value;
			continue;
		}
		parts.push( m[ 1 ] );
		for ( const seg of m[ 2 ].matchAll( /\[([^[\]]*)\]/g ) ) {
			parts.push( seg[ 1 ] );
		}
		let node = out;
		for ( let i = 0; i < parts.length; i++ ) {
			const key = parts[ i ];
			const last = i === parts.length - 1;
			if (
				Array.isArray( node ) &&
				( key === '' || /^\d+$/.test( key ) )
			) {
				const index = key === '' ? node.length : Number( key );
				if ( last ) {
					node[ index ] = value;
				} else {
					node[ index ] ??= /^\d*$/.test( parts[ i + 1 ] ) ? [] : {};
					node = node[ index ];
				}
				continue;
			}
			if ( last ) {
				node[ key ] = value;
			} else {
				node[ key ] ??= /^\d*$/.test( parts[ i + 1 ] ) ? [] : {};
				node = node[ key ];
			}
		}
	}
	return out;
}

function luhn( digits ) {
	let sum = 0;
	for ( let i = 0; i < digits.length; i++ ) {
		let d = Number( digits[ digits.length - 1 - i ] );
		if ( i % 2 === 1 ) {
			d *= 2;
			if ( d > 9 ) {
				d -= 9;
			}
		}
		sum += d;
	}
	return digits.length > 0 && sum % 10 === 0;
}

function keyKind( key ) {
	if ( key.startsWith( 'sk_test_' ) ) {
		return 'secret';
	}
	return key.startsWith( 'pk_test_' ) ? 'publishable' : 'none';
}

function brandOf( number ) {
	if ( /^4/.test( number ) ) {
		return 'visa';
	}
	if ( /^(5[1-5]|2[2-7])/.test( number ) ) {
		return 'mastercard';
	}
	if ( /^3[47]/.test( number ) ) {
		return 'amex';
	}
	return 'unknown';
}

class StripeError extends Error {
	constructor( status, error ) {
		super( error.message );
		this.status = status;
		this.error = error;
	}
}

const invalid = ( message, param, code = 'parameter_invalid' ) =>
	new StripeError( 400, {
		type: 'invalid_request_error',
		code,
		message,
		param,
	} );
/**
 * The API version the stand-in's account is on (the npm package's, so the
 * stand-in follows it when `stripe` is updated), and the version from which
 * Stripe no longer takes `payment_method_types` when an intent is created or
 * updated (its changelog: 2026-09-30, replaced by `allowed_payment_method_types`
 * and the payment method configurations).
 */
export const API_VERSION = Stripe.API_VERSION;
export const PAYMENT_METHOD_TYPES_DROPPED = '2026-09-30';

/**
 * Refuses `payment_method_types` under a version that no longer has it, as
 * Stripe refuses a parameter it does not know.
 *
 * @param {Record<string, any>} params  Request parameters.
 * @param {string|undefined}    version Stripe-Version header (the account's when absent).
 */
function checkDroppedTypes( params, version ) {
	const day = String( version || API_VERSION ).slice( 0, 10 );
	if (
		params.payment_method_types !== undefined &&
		day >= PAYMENT_METHOD_TYPES_DROPPED
	) {
		throw invalid(
			'Received unknown parameter: payment_method_types',
			'payment_method_types',
			'parameter_unknown'
		);
	}
}

/**
 * The method types an intent is created with: `allowed_payment_method_types`
 * (or, on an older version, `payment_method_types`) when given, else the
 * account's default configuration (automatic payment methods: every type the
 * stand-in knows that takes the currency; with `allow_redirects=never` none
 * that leaves the page).
 *
 * @param {Record<string, any>} params   Request parameters.
 * @param {string|undefined}    currency Lower-case currency (none for a SetupIntent).
 * @return {string[]} Types.
 */
function typesOf( params, currency ) {
	if ( Array.isArray( params.allowed_payment_method_types ) ) {
		return params.allowed_payment_method_types;
	}
	if ( Array.isArray( params.payment_method_types ) ) {
		return params.payment_method_types;
	}
	if (
		params.payment_method_configuration !== undefined &&
		! /^pmc_[A-Za-z0-9]+$/.test(
			String( params.payment_method_configuration )
		)
	) {
		throw missing(
			'payment method configuration',
			params.payment_method_configuration,
			'payment_method_configuration'
		);
	}
	const noRedirects =
		params.automatic_payment_methods?.allow_redirects === 'never';
	const types = [ 'card' ];
	if ( ! currency || currency === 'eur' ) {
		types.push( 'sepa_debit' );
	}
	if ( currency && ! noRedirects ) {
		for ( const [ type, spec ] of Object.entries( ASYNC_TYPES ) ) {
			if ( spec.currencies.includes( currency ) ) {
				types.push( type );
			}
		}
	}
	return types;
}

/**
 * Stripe's parameters per endpoint, as tests/contracts/extract.mjs derived
 * them from the npm package's types (the current API version).
 */
const CONTRACT = JSON.parse(
	fs.readFileSync(
		new URL( '../contracts/stripe.contract.json', import.meta.url ),
		'utf8'
	)
);

/**
 * Refuses a parameter the endpoint does not define in the current API, as
 * Stripe does (`parameter_unknown`); e.g. `payment_method_configuration`,
 * which PaymentIntents and SetupIntents take on create and update but not on
 * confirm.
 *
 * @param {string}              endpoint "POST /v1/payment_intents/{intent}/confirm".
 * @param {Record<string, any>} params   Request parameters.
 * @param {string[]}            names    The parameters checked.
 */
function refuseUndefined( endpoint, params, names ) {
	const defined = CONTRACT.endpoints[ endpoint ]?.current?.properties || {};
	for ( const name of names ) {
		if ( params[ name ] !== undefined && ! ( name in defined ) ) {
			throw invalid(
				`Received unknown parameter: ${ name }`,
				name,
				'parameter_unknown'
			);
		}
	}
}

/** The parameters held to the contract by refuseUndefined(). */
const CHECKED = [ 'payment_method_configuration' ];

const missing = ( type, id, param = 'id' ) =>
	new StripeError( 404, {
		type: 'invalid_request_error',
		code: 'resource_missing',
		message: `No such ${ type }: '${ id }'`,
		param,
	} );

function checkAmount( params, { required = true } = {} ) {
	if ( params.amount === undefined && ! required ) {
		return;
	}
	if ( params.amount === undefined ) {
		throw invalid(
			'Missing required param: amount.',
			'amount',
			'parameter_missing'
		);
	}
	if ( ! /^\d+$/.test( String( params.amount ) ) ) {
		throw invalid(
			'Invalid integer: ' + params.amount,
			'amount',
			'parameter_invalid_integer'
		);
	}
}

function checkCurrency( params, { required = true } = {} ) {
	if ( params.currency === undefined && ! required ) {
		return;
	}
	const currency = params.currency;
	if (
		typeof currency !== 'string' ||
		! /^[a-z]{3}$/.test( currency ) ||
		! ( currency in MINIMUM )
	) {
		throw invalid( `Invalid currency: ${ currency }.`, 'currency' );
	}
}

function checkFutureUsage( params ) {
	const value = params.setup_future_usage;
	if ( value === undefined || value === '' ) {
		return '';
	}
	if ( ! [ 'on_session', 'off_session' ].includes( value ) ) {
		throw invalid(
			`Invalid setup_future_usage: must be one of on_session or off_session`,
			'setup_future_usage'
		);
	}
	return value;
}

function checkMinimum( amount, currency ) {
	if ( amount < MINIMUM[ currency ] ) {
		throw invalid(
			`Amount must be at least ${ MINIMUM[ currency ] } ${ currency } minor units`,
			'amount',
			'amount_too_small'
		);
	}
	if ( amount > 99999999 ) {
		throw invalid(
			'Amount must be no more than 999,999.99',
			'amount',
			'amount_too_large'
		);
	}
}

/**
 * A method's own minimum (Boleto: R$ 5,00), as Stripe refuses it.
 *
 * @param {number}   amount   Minor units.
 * @param {string}   currency Lower-case ISO code.
 * @param {string[]} types    Payment method types.
 */
function checkMethodMinimum( amount, currency, types ) {
	for ( const type of types ) {
		const minimum = ASYNC_TYPES[ type ]?.minimum;
		if ( minimum && amount < minimum ) {
			throw invalid(
				`Amount must be at least ${ minimum } ${ currency } minor units for ${ type }.`,
				'amount',
				'amount_too_small'
			);
		}
	}
}

/** The parts of a billing address Stripe requires for Boleto. */
const ADDRESS_PARTS = [ 'line1', 'city', 'state', 'postal_code', 'country' ];

/**
 * Starts the stand-in.
 *
 * @param {{port?: number, webhookUrl?: string, webhookSecret?: string, log?: (line: string) => void}} options
 */
export async function startStandin( options = {} ) {
	const state = {
		customers: new Map(),
		payment_methods: new Map(),
		payment_intents: new Map(),
		setup_intents: new Map(),
		refunds: new Map(),
		charges: new Map(),
		disputes: new Map(),
		/** The account's payment method configurations (the dashboard's), registered by the tests. */
		configurations: new Map(),
		events: [],
		/** Every request: method, path, key kind, idempotency key, Stripe-Version. */
		requests: [],
		webhookUrl: options.webhookUrl || '',
		webhookSecret: options.webhookSecret || '',
		deliveries: [],
		/** This server's address (set once listening): where the bank pages are. */
		base: '',
	};
	const idempotency = new Map();
	const log = options.log || ( () => {} );

	const now = () => Math.floor( Date.now() / 1000 );

	/**
	 * A PaymentMethod id the request names, refused as Stripe does when it
	 * does not exist.
	 *
	 * @param {string} id PaymentMethod id.
	 */
	function knownPaymentMethod( id ) {
		if ( ! state.payment_methods.has( id ) ) {
			throw missing( 'PaymentMethod', id, 'payment_method' );
		}
		return id;
	}

	/**
	 * A Customer id the request names, refused as Stripe does when it does
	 * not exist.
	 *
	 * @param {string} id Customer id.
	 */
	function knownCustomer( id ) {
		if ( ! state.customers.has( id ) ) {
			throw missing( 'customer', id, 'customer' );
		}
		return id;
	}

	function sign( payload, secret, t = now() ) {
		// Signed by the npm stripe package's own test helper, as Stripe signs.
		return Stripe.webhooks.generateTestHeaderString( {
			payload,
			secret,
			timestamp: t,
		} );
	}

	async function deliver( event ) {
		if ( ! state.webhookUrl || ! state.webhookSecret ) {
			return null;
		}
		const payload = JSON.stringify( event );
		let status = 0;
		let body = '';
		try {
			const res = await fetch( state.webhookUrl, {
				method: 'POST',
				headers: {
					'Content-Type': 'application/json; charset=utf-8',
					'Stripe-Signature': sign( payload, state.webhookSecret ),
					'User-Agent':
						'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
				},
				body: payload,
			} );
			status = res.status;
			body = await res.text();
		} catch ( error ) {
			body = String( error );
		}
		state.deliveries.push( {
			event: event.id,
			type: event.type,
			status,
			body,
		} );
		log( `webhook ${ event.type } → ${ status }` );
		return { status, body };
	}

	/**
	 * Records an event and sends it to the webhook endpoint. Like Stripe, the
	 * API reply does not wait for the delivery (it follows shortly after);
	 * test controls pass `wait` to get the endpoint's answer.
	 * @param type
	 * @param object
	 * @param wait
	 */
	function emit( type, object, wait = false ) {
		// Stripe's Event: api_version, request and pending_webhooks as the API reference lists them.
		const event = eventShape( type, structuredClone( object ), {
			id: newId( 'evt' ),
			api_version: API_VERSION,
			created: now(),
			livemode: false,
			pending_webhooks: state.webhookUrl ? 1 : 0,
		} );
		state.events.push( event );
		// One delivery at a time, in the order the events happened (the shop's
		// once-per-event list is read and written by each delivery).
		const delivery = deliveryQueue.then( async () => {
			if ( ! wait ) {
				await new Promise( ( resolve ) => setTimeout( resolve, 300 ) );
			}
			return deliver( event );
		} );
		deliveryQueue = delivery.catch( () => null );
		return wait ? delivery : Promise.resolve( null );
	}
	let deliveryQueue = Promise.resolve( null );

	/**
	 * A SetupIntent as Stripe shows it (without the stand-in's own fields).
	 *
	 * @param {Object} si SetupIntent.
	 */
	function publicSetup( si ) {
		return Object.fromEntries(
			Object.entries( si ).filter(
				( [ key ] ) => ! key.startsWith( '_' )
			)
		);
	}

	function publicIntent( pi ) {
		// Held to Stripe.PaymentIntent (shapes.mjs): `_card` and the confirm
		// parameter `return_url` stay the stand-in's (Stripe's object has no
		// return_url; it shows in next_action.redirect_to_url).
		const { return_url: returnUrl, ...rest } = pi;
		return paymentIntentShape( rest );
	}

	/**
	 * A card attempt the bank refused: the intent wants another payment
	 * method, `payment_intent.payment_failed` goes out and the request
	 * fails with a card_error (402), as at Stripe.
	 *
	 * @param {Object} pi    PaymentIntent.
	 * @param {Object} pm    Its PaymentMethod.
	 * @param {Object} error code, decline_code, message.
	 */
	async function refuse( pi, pm, error ) {
		const full = {
			type: 'card_error',
			...error,
			payment_method: { id: pm.id, type: pm.type },
		};
		pi.status = 'requires_payment_method';
		pi.last_payment_error = full;
		await emit( 'payment_intent.payment_failed', publicIntent( pi ) );
		throw new StripeError( 402, {
			...full,
			payment_intent: publicIntent( pi ),
		} );
	}

	/**
	 * The charge of a successful payment (the fields of the `charge` example
	 * in Stripe's openapi/fixtures3.json; `refunds` is not expanded by
	 * default since API 2022-11-15), with its
	 * `charge.succeeded` event. Like Stripe, it carries the intent's metadata.
	 *
	 * @param {Object} pi PaymentIntent.
	 * @param {Object} pm Its PaymentMethod.
	 */
	function charge( pi, pm ) {
		const ch = {
			id: newId( 'ch' ),
			object: 'charge',
			amount: pi.amount,
			amount_captured: pi.amount,
			amount_refunded: 0,
			application: null,
			application_fee: null,
			application_fee_amount: null,
			balance_transaction: newId( 'txn' ),
			billing_details: pm.billing_details || {
				address: null,
				email: null,
				name: null,
				phone: null,
			},
			captured: true,
			created: now(),
			currency: pi.currency,
			customer: pi.customer || null,
			description: pi.description || null,
			calculated_statement_descriptor: 'TRESEN',
			disputed: false,
			failure_balance_transaction: null,
			failure_code: null,
			failure_message: null,
			fraud_details: {},
			livemode: false,
			metadata: { ...( pi.metadata || {} ) },
			outcome: {
				network_status: 'approved_by_network',
				reason: null,
				risk_level: 'normal',
				seller_message: 'Payment complete.',
				type: 'authorized',
			},
			on_behalf_of: null,
			paid: true,
			payment_intent: pi.id,
			payment_method: pm.id,
			payment_method_details: { type: pm.type },
			receipt_email: null,
			receipt_number: null,
			receipt_url: null,
			refunded: false,
			review: null,
			shipping: null,
			source: null,
			source_transfer: null,
			statement_descriptor: null,
			statement_descriptor_suffix: null,
			status: 'succeeded',
			transfer_data: null,
			transfer_group: null,
		};
		state.charges.set( ch.id, ch );
		pi.latest_charge = ch.id;
		pi.amount_received = pi.amount;
		emit( 'charge.succeeded', ch );
		return ch;
	}

	/**
	 * A dispute (chargeback) of a charge with the fields of the `dispute`
	 * example in Stripe's openapi/fixtures3.json.
	 *
	 * @param {Object} ch     Charge.
	 * @param {string} reason Stripe's reason (fraudulent, product_not_received, …).
	 */
	function dispute( ch, reason ) {
		return {
			id: newId( 'du' ),
			object: 'dispute',
			amount: ch.amount,
			balance_transactions: [],
			charge: ch.id,
			created: now(),
			currency: ch.currency,
			enhanced_eligibility_types: [],
			evidence: {},
			evidence_details: {
				due_by: now() + 7 * 86400,
				has_evidence: false,
				past_due: false,
				submission_count: 0,
			},
			is_charge_refundable: false,
			livemode: false,
			metadata: {},
			payment_intent: ch.payment_intent,
			payment_method_details: { type: ch.payment_method_details.type },
			reason,
			status: 'needs_response',
		};
	}

	/**
	 * Confirms a PaymentIntent with its payment method; throws a card error like Stripe.
	 * @param pi
	 * @param params
	 */
	async function confirmIntent( pi, params ) {
		if (
			! [
				'requires_payment_method',
				'requires_confirmation',
				'requires_action',
			].includes( pi.status )
		) {
			throw new StripeError( 400, {
				type: 'invalid_request_error',
				code: 'payment_intent_unexpected_state',
				message: `This PaymentIntent's status is ${ pi.status }, so it cannot be confirmed.`,
				payment_intent: publicIntent( pi ),
			} );
		}
		if ( params.payment_method_data ) {
			const created = paymentMethodFrom( params.payment_method_data );
			state.payment_methods.set( created.id, created );
			pi.payment_method = created.id;
		} else if ( params.payment_method ) {
			pi.payment_method = knownPaymentMethod( params.payment_method );
		}
		if ( params.return_url ) {
			pi.return_url = params.return_url;
		}
		if ( ! pi.payment_method ) {
			throw invalid(
				"You cannot confirm this PaymentIntent because it's missing a payment method.",
				'payment_method',
				'payment_intent_unexpected_state'
			);
		}
		const pm = state.payment_methods.get( pi.payment_method );
		// A saved method is charged only for its own Customer; a method used once without one cannot be used again.
		if ( pm.customer && pm.customer !== pi.customer ) {
			throw invalid(
				'The provided PaymentMethod belongs to a Customer, but you did not provide that Customer for this PaymentIntent.',
				'payment_method',
				'payment_intent_invalid_parameter'
			);
		}
		if ( pm._used && ! pm.customer ) {
			throw invalid(
				'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, or was detached from a Customer. It may not be used again.',
				'payment_method',
				'payment_method_unexpected_state'
			);
		}
		if ( ! pi.payment_method_types.includes( pm.type ) ) {
			throw invalid(
				`The PaymentMethod provided (${ pm.type }) is not allowed for this PaymentIntent.`,
				'payment_method',
				'payment_intent_invalid_parameter'
			);
		}
		if ( pm.type === 'sepa_debit' ) {
			if ( ! params.mandate_data?.customer_acceptance?.type ) {
				throw invalid(
					'A mandate is required to confirm a sepa_debit PaymentIntent: pass mandate_data.',
					'mandate_data',
					'parameter_missing'
				);
			}
			pi.status = 'processing';
			pi.last_payment_error = null;
			keep( pi, pm );
			await emit( 'payment_intent.processing', publicIntent( pi ) );
			return;
		}
		if ( ASYNC_TYPES[ pm.type ] ) {
			if ( ! pi.return_url && ! ASYNC_TYPES[ pm.type ].voucher ) {
				throw invalid(
					`A return_url must be specified because this Payment Intent is configured to automatically accept the payment methods enabled in the Dashboard, some of which may require a full page redirect to succeed.`,
					'return_url',
					'parameter_missing'
				);
			}
			checkMethodMinimum( pi.amount, pi.currency, [ pm.type ] );
			pi.status = 'requires_action';
			pi.last_payment_error = null;
			pi.next_action = asyncNextAction( pi, pm );
			await emit( 'payment_intent.requires_action', publicIntent( pi ) );
			return;
		}
		const number = pm._number;
		const outcome = CARD_OUTCOMES[ number ];
		if ( outcome ) {
			await refuse( pi, pm, {
				code: outcome.code,
				decline_code: outcome.decline_code,
				message: outcome.message,
			} );
		}
		if (
			THREE_D_SECURE.has( number ) &&
			! pi._authenticated &&
			String( params.off_session ) === 'true'
		) {
			// Off-session (the customer is not there): the bank's demand for authentication fails the attempt.
			await refuse( pi, pm, {
				code: 'authentication_required',
				decline_code: 'authentication_required',
				message:
					'Your card was declined. This transaction requires authentication.',
			} );
		}
		if ( THREE_D_SECURE.has( number ) && ! pi._authenticated ) {
			pi.status = 'requires_action';
			pi.next_action = cardNextAction( pi, params );
			await emit( 'payment_intent.requires_action', publicIntent( pi ) );
			return;
		}
		await succeed( pi, pm );
	}

	/**
	 * The next action of a card that asks for 3-D Secure, by Stripe's rule:
	 * `use_stripe_sdk=true` (confirmed on the server, the page's Stripe.js
	 * handles it) or no return_url → `use_stripe_sdk`; a return_url without
	 * it → `redirect_to_url` (the bank's page, then back to the return_url).
	 *
	 * @param {Object} intent PaymentIntent or SetupIntent.
	 * @param {Object} params The confirmation's parameters.
	 */
	function cardNextAction( intent, params ) {
		const url = `${ state.base }/_standin/redirect/${ intent.id }`;
		const returnUrl = intent._return_url ?? intent.return_url;
		if ( String( params.use_stripe_sdk ) === 'true' || ! returnUrl ) {
			return {
				type: 'use_stripe_sdk',
				use_stripe_sdk: {
					type: 'three_d_secure_redirect',
					stripe_js: url,
				},
			};
		}
		return {
			type: 'redirect_to_url',
			redirect_to_url: { url, return_url: returnUrl },
		};
	}

	/**
	 * The next action of a redirect or voucher method, in Stripe's shapes:
	 * Alipay `alipay_handle_redirect`, Multibanco `multibanco_display_details`
	 * (entity, reference, expires_at), OXXO `oxxo_display_details`
	 * (number, expires_after), Boleto `boleto_display_details` (number,
	 * expires_at, pdf), the banks `redirect_to_url`.
	 *
	 * @param {Object} pi PaymentIntent.
	 * @param {Object} pm Its PaymentMethod.
	 */
	function asyncNextAction( pi, pm ) {
		const serial = 10000000 + state.payment_intents.size;
		const voucherUrl = `${ state.base }/_standin/voucher/${ pi.id }`;
		const redirectUrl = `${ state.base }/_standin/redirect/${ pi.id }`;
		switch ( pm.type ) {
			case 'alipay':
				return {
					type: 'alipay_handle_redirect',
					alipay_handle_redirect: {
						native_data: null,
						native_url: null,
						return_url: pi.return_url,
						url: redirectUrl,
					},
				};
			case 'multibanco':
				return {
					type: 'multibanco_display_details',
					multibanco_display_details: {
						entity: '12345',
						expires_at: now() + 7 * 86400,
						hosted_voucher_url: voucherUrl,
						reference: String( 100000000 + serial ).slice( -9 ),
					},
				};
			case 'oxxo':
				return {
					type: 'oxxo_display_details',
					oxxo_display_details: {
						expires_after: now() + 3 * 86400,
						hosted_voucher_url: voucherUrl,
						number: String( serial ).padEnd( 18, '0' ),
					},
				};
			case 'boleto':
				return {
					type: 'boleto_display_details',
					boleto_display_details: {
						expires_at: now() + 3 * 86400,
						hosted_voucher_url: voucherUrl,
						number: String( serial ).padEnd( 47, '1' ),
						pdf: `${ voucherUrl }.pdf`,
					},
				};
		}
		return {
			type: 'redirect_to_url',
			redirect_to_url: { url: redirectUrl, return_url: pi.return_url },
		};
	}

	/**
	 * After a payment: a method meant for later (setup_future_usage) is attached to the intent's Customer.
	 * @param pi
	 * @param pm
	 */
	function keep( pi, pm ) {
		pm._used = true;
		if ( pi.setup_future_usage && pi.customer ) {
			pm.customer = pi.customer;
		}
	}

	function succeed( pi, pm ) {
		keep( pi, pm );
		charge( pi, pm );
		pi.status = 'succeeded';
		pi.next_action = null;
		pi.last_payment_error = null;
		return emit( 'payment_intent.succeeded', publicIntent( pi ) );
	}

	function paymentMethodFrom( params ) {
		if ( params.type === 'card' ) {
			const card = params.card || {};
			const number = String( card.number || '' ).replace( /\s/g, '' );
			if ( ! /^\d{12,19}$/.test( number ) || ! luhn( number ) ) {
				throw new StripeError( 402, {
					type: 'card_error',
					code: 'incorrect_number',
					message: 'Your card number is incorrect.',
					param: 'card[number]',
				} );
			}
			const month = Number( card.exp_month );
			let year = Number( card.exp_year );
			if ( year < 100 ) {
				year += year < 70 ? 2000 : 1900;
			}
			if ( ! ( month >= 1 && month <= 12 ) ) {
				throw new StripeError( 402, {
					type: 'card_error',
					code: 'invalid_expiry_month',
					message: "Your card's expiration month is invalid.",
					param: 'card[exp_month]',
				} );
			}
			const d = new Date();
			if (
				year < d.getFullYear() ||
				( year === d.getFullYear() && month < d.getMonth() + 1 )
			) {
				throw new StripeError( 402, {
					type: 'card_error',
					code: 'invalid_expiry_year',
					message: "Your card's expiration year is invalid.",
					param: 'card[exp_year]',
				} );
			}
			if ( ! /^\d{3,4}$/.test( String( card.cvc || '' ) ) ) {
				throw new StripeError( 402, {
					type: 'card_error',
					code: 'invalid_cvc',
					message: "Your card's security code is invalid.",
					param: 'card[cvc]',
				} );
			}
			return {
				id: newId( 'pm' ),
				object: 'payment_method',
				type: 'card',
				billing_details: params.billing_details || {},
				card: {
					brand: brandOf( number ),
					last4: number.slice( -4 ),
					exp_month: month,
					exp_year: year,
					funding: PREPAID.has( number ) ? 'prepaid' : 'credit',
					country: 'DE',
				},
				customer: null,
				created: now(),
				_number: number,
			};
		}
		if ( params.type === 'sepa_debit' ) {
			const iban = String( params.sepa_debit?.iban || '' )
				.replace( /\s/g, '' )
				.toUpperCase();
			if ( ! /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test( iban ) ) {
				throw invalid(
					'The IBAN you entered is invalid.',
					'sepa_debit[iban]',
					'invalid_bank_account_iban'
				);
			}
			if ( ! params.billing_details?.name ) {
				throw invalid(
					'Missing required param: billing_details[name].',
					'billing_details[name]',
					'parameter_missing'
				);
			}
			return {
				id: newId( 'pm' ),
				object: 'payment_method',
				type: 'sepa_debit',
				billing_details: params.billing_details,
				sepa_debit: {
					country: iban.slice( 0, 2 ),
					last4: iban.slice( -4 ),
					bank_code: iban.slice( 4, 12 ),
				},
				customer: null,
				created: now(),
				_number: iban,
			};
		}
		if ( params.type === 'link' ) {
			// Link (in the Express Checkout Element): the buyer's saved method, confirmed at once like a card.
			const billing = params.billing_details || {};
			return {
				id: newId( 'pm' ),
				object: 'payment_method',
				type: 'link',
				billing_details: billing,
				link: { email: billing.email ?? null },
				customer: null,
				created: now(),
				_number: '',
			};
		}
		const spec = ASYNC_TYPES[ params.type ];
		if ( spec ) {
			const billing = params.billing_details || {};
			for ( const [ need, field ] of [
				[ spec.name, 'name' ],
				[ spec.email, 'email' ],
			] ) {
				if ( need && ! billing[ field ] ) {
					throw invalid(
						`Missing required param: billing_details[${ field }].`,
						`billing_details[${ field }]`,
						'parameter_missing'
					);
				}
			}
			if ( spec.address ) {
				for ( const part of ADDRESS_PARTS ) {
					if ( ! billing.address?.[ part ] ) {
						throw invalid(
							`Missing required param: billing_details[address][${ part }].`,
							`billing_details[address][${ part }]`,
							'parameter_missing'
						);
					}
				}
			}
			const own = params[ params.type ] || {};
			if (
				spec.taxId &&
				! /^(\d{11}|\d{14})$/.test( String( own.tax_id || '' ) )
			) {
				throw invalid(
					'Invalid tax_id: a CPF has 11 digits, a CNPJ 14.',
					`${ params.type }[tax_id]`,
					'parameter_invalid'
				);
			}
			return {
				id: newId( 'pm' ),
				object: 'payment_method',
				type: params.type,
				billing_details: billing,
				[ params.type ]: spec.taxId
					? { tax_id: String( own.tax_id ).slice( -4 ) }
					: {},
				customer: null,
				created: now(),
				_number: '',
			};
		}
		throw invalid(
			`Invalid payment method type: ${ params.type }`,
			'type'
		);
	}

	const pub = ( pm ) => {
		const { _number, _used, ...rest } = pm;
		return rest;
	};

	/**
	 * Routes one API request; returns [status, body].
	 * @param method
	 * @param path
	 * @param params
	 * @param key
	 * @param version The request's Stripe-Version (the account's when absent).
	 */
	async function api( method, path, params, key, version ) {
		let m;
		const secret = key.startsWith( 'sk_test_' );
		const requireSecret = () => {
			if ( ! secret ) {
				throw new StripeError( 401, {
					type: 'invalid_request_error',
					message:
						'This API call cannot be made with a publishable API key. Please use a secret API key.',
				} );
			}
		};
		/**
		 * A `payment_method_configuration` the request names must be one of the
		 * account's (Stripe answers `resource_missing` for another).
		 */
		const knownConfiguration = () => {
			const id = params.payment_method_configuration;
			if (
				id !== undefined &&
				/^pmc_[A-Za-z0-9]+$/.test( String( id ) ) &&
				! state.configurations.has( String( id ) )
			) {
				throw missing(
					'payment method configuration',
					id,
					'payment_method_configuration'
				);
			}
		};
		/**
		 * Publishable keys may read or confirm an intent only with its client secret.
		 * @param intent
		 */
		const requireSecretOrClientSecret = ( intent ) => {
			if ( secret ) {
				return;
			}
			if ( params.client_secret !== intent.client_secret ) {
				throw new StripeError( 400, {
					type: 'invalid_request_error',
					message:
						'The client_secret provided does not match the client_secret associated with the intent.',
					param: 'client_secret',
				} );
			}
		};

		if ( method === 'POST' && path === '/v1/customers' ) {
			requireSecret();
			const c = {
				id: newId( 'cus' ),
				object: 'customer',
				email: params.email || null,
				name: params.name || null,
				metadata: params.metadata || {},
				created: now(),
			};
			state.customers.set( c.id, c );
			return [ 200, c ];
		}
		if ( ( m = path.match( /^\/v1\/customers\/([^/]+)$/ ) ) ) {
			requireSecret();
			const c = state.customers.get( m[ 1 ] );
			if ( ! c ) {
				throw missing( 'customer', m[ 1 ] );
			}
			if ( method === 'POST' ) {
				Object.assign( c, {
					email: params.email ?? c.email,
					name: params.name ?? c.name,
				} );
			}
			return [ 200, c ];
		}
		if ( method === 'POST' && path === '/v1/payment_methods' ) {
			const pm = paymentMethodFrom( params );
			state.payment_methods.set( pm.id, pm );
			return [ 200, pub( pm ) ];
		}
		if (
			( m = path.match(
				/^\/v1\/payment_methods\/([^/]+)(\/attach|\/detach)?$/
			) )
		) {
			requireSecret();
			const pm = state.payment_methods.get( m[ 1 ] );
			if ( ! pm ) {
				throw missing( 'PaymentMethod', m[ 1 ] );
			}
			if ( m[ 2 ] === '/detach' ) {
				if ( ! pm.customer ) {
					throw invalid(
						'The payment method you provided is not attached to a customer so detachment is impossible.',
						undefined,
						'payment_method_unexpected_state'
					);
				}
				pm.customer = null;
				pm._used = true; // A detached method cannot be used again.
			} else if ( m[ 2 ] ) {
				pm.customer = knownCustomer( params.customer );
			}
			return [ 200, pub( pm ) ];
		}
		if ( method === 'POST' && path === '/v1/payment_intents' ) {
			requireSecret();
			checkAmount( params );
			checkCurrency( params );
			const amount = Number( params.amount );
			checkMinimum( amount, params.currency );
			if ( params.customer ) {
				knownCustomer( params.customer );
			}
			checkDroppedTypes( params, version );
			refuseUndefined( 'POST /v1/payment_intents', params, CHECKED );
			const types = typesOf( params, params.currency );
			knownConfiguration();
			for ( const type of types ) {
				if (
					! [ 'card', 'sepa_debit', 'link' ].includes( type ) &&
					! ASYNC_TYPES[ type ]
				) {
					throw invalid(
						`The payment method type provided: ${ type } is invalid. Please ensure the provided type is activated in your dashboard (https://dashboard.stripe.com/account/payments/settings) and your account is enabled for any preview features that you are trying to use.`,
						'payment_method_types',
						'payment_intent_invalid_parameter'
					);
				}
				if (
					ASYNC_TYPES[ type ] &&
					! ASYNC_TYPES[ type ].currencies.includes( params.currency )
				) {
					throw invalid(
						`The currency provided (${ params.currency }) is invalid for one or more payment method types on this PaymentIntent. The payment method type ${ type } only supports: ${ ASYNC_TYPES[ type ].currencies.join( ', ' ) }.`,
						'currency',
						'payment_intent_invalid_parameter'
					);
				}
			}
			if ( types.includes( 'sepa_debit' ) && params.currency !== 'eur' ) {
				throw invalid(
					'The currency provided (' +
						params.currency +
						') is invalid for sepa_debit. Use eur.',
					'currency',
					'payment_intent_invalid_parameter'
				);
			}
			const id = newId( 'pi' );
			const pi = {
				id,
				object: 'payment_intent',
				amount,
				amount_received: 0,
				currency: params.currency,
				customer: params.customer || null,
				description: params.description || null,
				metadata: params.metadata || {},
				payment_method: params.payment_method || null,
				payment_method_types: types,
				// The dashboard's configuration the intent takes its methods from (the account's default when none).
				payment_method_configuration_details:
					params.payment_method_configuration !== undefined
						? {
								id: String(
									params.payment_method_configuration
								),
								parent: null,
							}
						: null,
				allowed_payment_method_types: Array.isArray(
					params.allowed_payment_method_types
				)
					? params.allowed_payment_method_types
					: null,
				automatic_payment_methods:
					Array.isArray( params.allowed_payment_method_types ) ||
					Array.isArray( params.payment_method_types )
						? null
						: {
								enabled: true,
								allow_redirects:
									params.automatic_payment_methods
										?.allow_redirects || 'always',
							},
				status: params.payment_method
					? 'requires_confirmation'
					: 'requires_payment_method',
				client_secret: `${ id }_secret_${ crypto.randomBytes( 12 ).toString( 'hex' ) }`,
				capture_method: params.capture_method || 'automatic',
				setup_future_usage: checkFutureUsage( params ) || null,
				latest_charge: null,
				last_payment_error: null,
				next_action: null,
				livemode: false,
				created: now(),
			};
			if ( pi.payment_method ) {
				knownPaymentMethod( pi.payment_method );
			}
			state.payment_intents.set( id, pi );
			if ( params.confirm === 'true' ) {
				await confirmIntent( pi, params );
			}
			return [ 200, publicIntent( pi ) ];
		}
		if (
			method === 'GET' &&
			( m = path.match(
				/^\/v1\/payment_method_configurations(?:\/([^/]+))?$/
			) )
		) {
			requireSecret();
			const reply = ( id ) => {
				const configuration = state.configurations.get( id );
				/** @type {Record<string, unknown>} */
				const methods = {};
				for ( const type of typesOf(
					{ payment_method_configuration: id },
					'eur'
				) ) {
					methods[ type ] = {
						available: true,
						display_preference: {
							overridable: null,
							preference: 'on',
							value: 'on',
						},
					};
				}
				return paymentMethodConfigurationShape( {
					id,
					object: 'payment_method_configuration',
					active: configuration.active,
					application: null,
					is_default: configuration.is_default,
					livemode: false,
					name: configuration.name,
					parent: null,
					...methods,
				} );
			};
			if ( m[ 1 ] === undefined ) {
				return [
					200,
					{
						object: 'list',
						data: [ ...state.configurations.keys() ].map( reply ),
						has_more: false,
						url: '/v1/payment_method_configurations',
					},
				];
			}
			if ( ! state.configurations.has( m[ 1 ] ) ) {
				throw missing( 'payment method configuration', m[ 1 ] );
			}
			return [ 200, reply( m[ 1 ] ) ];
		}
		if (
			( m = path.match(
				/^\/v1\/payment_intents\/([^/]+)(?:\/(confirm|cancel))?$/
			) )
		) {
			const pi = state.payment_intents.get( m[ 1 ] );
			if ( ! pi ) {
				throw missing( 'payment_intent', m[ 1 ] );
			}
			if ( method === 'GET' ) {
				requireSecretOrClientSecret( pi );
				return [ 200, publicIntent( pi ) ];
			}
			if ( m[ 2 ] === 'confirm' ) {
				requireSecretOrClientSecret( pi );
				refuseUndefined(
					'POST /v1/payment_intents/{intent}/confirm',
					params,
					CHECKED
				);
				await confirmIntent( pi, params );
				return [ 200, publicIntent( pi ) ];
			}
			requireSecret();
			if ( m[ 2 ] === 'cancel' ) {
				if (
					[ 'succeeded', 'processing', 'canceled' ].includes(
						pi.status
					)
				) {
					throw invalid(
						`You cannot cancel this PaymentIntent because it has a status of ${ pi.status }.`,
						undefined,
						'payment_intent_unexpected_state'
					);
				}
				const reasons = [
					'duplicate',
					'fraudulent',
					'requested_by_customer',
					'abandoned',
				];
				if (
					params.cancellation_reason !== undefined &&
					! reasons.includes( params.cancellation_reason )
				) {
					throw invalid(
						`Invalid cancellation_reason: must be one of ${ reasons.join( ', ' ) }`,
						'cancellation_reason'
					);
				}
				pi.status = 'canceled';
				pi.canceled_at = now();
				pi.cancellation_reason = params.cancellation_reason || null;
				pi.next_action = null;
				await emit( 'payment_intent.canceled', publicIntent( pi ) );
				return [ 200, publicIntent( pi ) ];
			}
			// Update.
			checkDroppedTypes( params, version );
			refuseUndefined(
				'POST /v1/payment_intents/{intent}',
				params,
				CHECKED
			);
			if (
				[ 'succeeded', 'processing', 'canceled' ].includes( pi.status )
			) {
				throw invalid(
					`You cannot update this PaymentIntent because it has a status of ${ pi.status }.`,
					undefined,
					'payment_intent_unexpected_state'
				);
			}
			checkAmount( params, { required: false } );
			checkCurrency( params, { required: false } );
			const amount =
				params.amount === undefined
					? pi.amount
					: Number( params.amount );
			const currency = params.currency ?? pi.currency;
			checkMinimum( amount, currency );
			Object.assign( pi, { amount, currency } );
			if ( params.customer !== undefined ) {
				pi.customer = knownCustomer( params.customer );
			}
			if ( params.setup_future_usage !== undefined ) {
				pi.setup_future_usage = checkFutureUsage( params ) || null;
			}
			if ( params.payment_method ) {
				pi.payment_method = knownPaymentMethod( params.payment_method );
			}
			if ( params.metadata ) {
				pi.metadata = { ...pi.metadata, ...params.metadata };
			}
			if ( params.payment_method_configuration !== undefined ) {
				knownConfiguration();
				pi.payment_method_types = typesOf(
					{
						payment_method_configuration:
							params.payment_method_configuration,
					},
					pi.currency
				);
				pi.allowed_payment_method_types = null;
				pi.payment_method_configuration_details = {
					id: String( params.payment_method_configuration ),
					parent: null,
				};
			}
			return [ 200, publicIntent( pi ) ];
		}
		if ( method === 'POST' && path === '/v1/setup_intents' ) {
			requireSecret();
			checkDroppedTypes( params, version );
			refuseUndefined( 'POST /v1/setup_intents', params, CHECKED );
			knownConfiguration();
			const id = newId( 'seti' );
			const si = {
				id,
				object: 'setup_intent',
				customer: params.customer || null,
				payment_method: params.payment_method || null,
				payment_method_types: typesOf( params, undefined ),
				usage: params.usage || 'off_session',
				status: params.payment_method
					? 'requires_confirmation'
					: 'requires_payment_method',
				client_secret: `${ id }_secret_${ crypto.randomBytes( 12 ).toString( 'hex' ) }`,
				next_action: null,
				last_setup_error: null,
				metadata: params.metadata || {},
				// Kept for the bank's page; a SetupIntent object has no such field.
				_return_url: params.return_url || null,
				created: now(),
			};
			if ( si.customer ) {
				knownCustomer( si.customer );
			}
			if ( si.payment_method ) {
				knownPaymentMethod( si.payment_method );
			}
			if (
				params.confirm === 'true' &&
				state.payment_methods.get( si.payment_method )?.type ===
					'sepa_debit' &&
				! params.mandate_data?.customer_acceptance?.type
			) {
				throw invalid(
					'A mandate is required to confirm a sepa_debit SetupIntent: pass mandate_data.',
					'mandate_data',
					'parameter_missing'
				);
			}
			state.setup_intents.set( id, si );
			if ( params.confirm === 'true' ) {
				confirmSetup( si, params );
			}
			return [ 200, publicSetup( si ) ];
		}
		if (
			( m = path.match( /^\/v1\/setup_intents\/([^/]+)(\/confirm)?$/ ) )
		) {
			const si = state.setup_intents.get( m[ 1 ] );
			if ( ! si ) {
				throw missing( 'setup_intent', m[ 1 ] );
			}
			requireSecretOrClientSecret( si );
			if ( method === 'POST' ) {
				refuseUndefined(
					m[ 2 ]
						? 'POST /v1/setup_intents/{intent}/confirm'
						: 'POST /v1/setup_intents/{intent}',
					params,
					CHECKED
				);
			}
			if ( m[ 2 ] ) {
				if ( params.payment_method ) {
					si.payment_method = params.payment_method;
				}
				if ( params.return_url ) {
					si._return_url = params.return_url;
				}
				confirmSetup( si, params );
			}
			return [ 200, publicSetup( si ) ];
		}
		if ( method === 'POST' && path === '/v1/refunds' ) {
			requireSecret();
			const pi = state.payment_intents.get( params.payment_intent );
			if ( ! pi ) {
				throw missing(
					'payment_intent',
					params.payment_intent,
					'payment_intent'
				);
			}
			const ch = state.charges.get( pi.latest_charge );
			if ( ! ch ) {
				throw invalid(
					`This PaymentIntent (${ pi.id }) does not have a successful charge to refund.`,
					'payment_intent',
					'charge_not_refundable'
				);
			}
			checkAmount( params, { required: false } );
			const left = ch.amount_captured - ch.amount_refunded;
			const amount =
				params.amount === undefined ? left : Number( params.amount );
			if ( amount <= 0 || amount > left ) {
				throw invalid(
					`Refund amount (${ amount }) is greater than unrefunded amount on charge (${ left })`,
					'amount',
					'amount_too_large'
				);
			}
			const reasons = [
				'duplicate',
				'fraudulent',
				'requested_by_customer',
			];
			if (
				params.reason !== undefined &&
				! reasons.includes( params.reason )
			) {
				throw invalid(
					`Invalid reason: must be one of ${ reasons.join( ', ' ) }`,
					'reason'
				);
			}
			ch.amount_refunded += amount;
			ch.refunded = ch.amount_refunded === ch.amount_captured;
			const refund = refundShape( {
				id: newId( 're' ),
				object: 'refund',
				amount,
				balance_transaction: newId( 'txn' ),
				charge: ch.id,
				created: now(),
				currency: ch.currency,
				customer: ch.customer,
				destination_details: { type: ch.payment_method_details.type },
				metadata: params.metadata || {},
				payment_intent: pi.id,
				payment_method: ch.payment_method,
				reason: params.reason || null,
				receipt_number: null,
				source_transfer_reversal: null,
				status: 'succeeded',
				transfer_reversal: null,
			} );
			state.refunds.set( refund.id, refund );
			// Stripe's order: the refund, then the charge with its new amount_refunded.
			await emit( 'refund.created', refund );
			await emit( 'charge.refunded', ch );
			return [ 200, refund ];
		}
		if ( ( m = path.match( /^\/v1\/refunds\/([^/]+)$/ ) ) ) {
			requireSecret();
			const r = state.refunds.get( m[ 1 ] );
			if ( ! r ) {
				throw missing( 'refund', m[ 1 ] );
			}
			return [ 200, r ];
		}
		throw new StripeError( 404, {
			type: 'invalid_request_error',
			message: `Unrecognized request URL (${ method }: ${ path }).`,
		} );
		function confirmSetup( si, confirmParams ) {
			const pm = state.payment_methods.get( si.payment_method );
			if ( ! pm ) {
				throw invalid(
					'Missing payment method.',
					'payment_method',
					'setup_intent_unexpected_state'
				);
			}
			const outcome =
				pm.type === 'card' ? CARD_OUTCOMES[ pm._number ] : undefined;
			if ( outcome ) {
				si.status = 'requires_payment_method';
				si.last_setup_error = { type: 'card_error', ...outcome };
				throw new StripeError( 402, {
					type: 'card_error',
					...outcome,
					setup_intent: si,
				} );
			}
			if (
				pm.type === 'card' &&
				THREE_D_SECURE.has( pm._number ) &&
				! si._authenticated
			) {
				si.status = 'requires_action';
				si.next_action = cardNextAction( si, confirmParams );
				return;
			}
			if ( si.customer ) {
				pm.customer = si.customer;
			}
			si.status = 'succeeded';
			si.next_action = null;
		}
	}

	/**
	 * Test controls (never part of Stripe's API).
	 * @param method
	 * @param path
	 * @param params
	 */
	async function control( method, path, params ) {
		let m;
		if ( method === 'GET' && path === '/_standin/state' ) {
			const list = ( map ) =>
				[ ...map.values() ].map( ( o ) =>
					o.object === 'payment_method' ? pub( o ) : o
				);
			return [
				200,
				{
					customers: list( state.customers ),
					payment_methods: list( state.payment_methods ),
					payment_intents: [ ...state.payment_intents.values() ].map(
						publicIntent
					),
					setup_intents: list( state.setup_intents ),
					refunds: list( state.refunds ),
					charges: list( state.charges ),
					disputes: list( state.disputes ),
					events: state.events,
					deliveries: state.deliveries,
					requests: state.requests,
				},
			];
		}
		if (
			method === 'GET' &&
			( m = path.match(
				/^\/_standin\/payment_method_configurations\/([^/]+)$/
			) )
		) {
			// What Stripe.js learns for the Payment Element (its elements session): the methods a
			// configuration of the account offers in a currency (each one the account's default methods).
			if ( ! state.configurations.has( m[ 1 ] ) ) {
				throw missing( 'payment method configuration', m[ 1 ] );
			}
			const types = typesOf(
				{ payment_method_configuration: m[ 1 ] },
				String( params.currency || 'eur' )
			);
			return [ 200, { id: m[ 1 ], types } ];
		}
		if ( method === 'POST' && path === '/_standin/reset' ) {
			for ( const key of [
				'customers',
				'payment_methods',
				'payment_intents',
				'setup_intents',
				'refunds',
				'charges',
				'disputes',
				'configurations',
			] ) {
				state[ key ].clear();
			}
			state.events.length = 0;
			state.requests.length = 0;
			state.deliveries.length = 0;
			idempotency.clear();
			return [ 200, { ok: true } ];
		}
		// A payment method configuration the owner made in the dashboard (name, on or off).
		if (
			method === 'POST' &&
			path === '/_standin/payment_method_configurations'
		) {
			const id = String( params.id || '' );
			if ( ! /^pmc_[A-Za-z0-9]+$/.test( id ) ) {
				return [ 400, { error: 'id must look like pmc_…' } ];
			}
			state.configurations.set( id, {
				name: String( params.name || 'Tresen' ),
				active: params.active !== false && params.active !== 'false',
				is_default: params.is_default === true,
			} );
			return [ 200, { ok: true } ];
		}
		if ( method === 'POST' && path === '/_standin/config' ) {
			state.webhookUrl = params.webhook_url ?? state.webhookUrl;
			state.webhookSecret = params.webhook_secret ?? state.webhookSecret;
			return [ 200, { ok: true } ];
		}
		// The 3-D Secure challenge, as the issuer's page would finish it (fake Stripe.js calls this).
		if (
			method === 'POST' &&
			( m = path.match( /^\/_standin\/3ds\/([^/]+)$/ ) )
		) {
			const intent =
				state.payment_intents.get( m[ 1 ] ) ||
				state.setup_intents.get( m[ 1 ] );
			if ( ! intent || intent.client_secret !== params.client_secret ) {
				throw missing( 'intent', m[ 1 ] );
			}
			if ( intent.status !== 'requires_action' ) {
				return [
					200,
					intent.object === 'payment_intent'
						? publicIntent( intent )
						: intent,
				];
			}
			if ( params.result === 'succeed' ) {
				intent._authenticated = true;
				if ( intent.object === 'payment_intent' ) {
					await succeed(
						intent,
						state.payment_methods.get( intent.payment_method )
					);
				} else {
					intent.status = 'succeeded';
					intent.next_action = null;
					const pm = state.payment_methods.get(
						intent.payment_method
					);
					if ( pm && intent.customer ) {
						pm.customer = intent.customer;
					}
				}
			} else {
				const error = {
					type: 'card_error',
					code: 'payment_intent_authentication_failure',
					message:
						'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
				};
				intent.status = 'requires_payment_method';
				intent.next_action = null;
				if ( intent.object === 'payment_intent' ) {
					intent.last_payment_error = error;
					await emit(
						'payment_intent.payment_failed',
						publicIntent( intent )
					);
				} else {
					intent.last_setup_error = error;
				}
			}
			const { _authenticated, ...shown } = intent;
			return [
				200,
				intent.object === 'payment_intent'
					? publicIntent( shown )
					: shown,
			];
		}
		// The bank's answer to a SEPA debit: settles (succeeded) or fails it, with its webhook.
		if (
			method === 'POST' &&
			( m = path.match(
				/^\/_standin\/payment_intents\/([^/]+)\/(settle|fail)$/
			) )
		) {
			const pi = state.payment_intents.get( m[ 1 ] );
			if ( ! pi || pi.status !== 'processing' ) {
				throw invalid(
					'Only a processing PaymentIntent can be settled.',
					'id'
				);
			}
			const pm = state.payment_methods.get( pi.payment_method );
			if ( m[ 2 ] === 'settle' && pm._number !== SEPA_FAIL ) {
				charge( pi, pm );
				pi.status = 'succeeded';
				const delivery = await emit(
					'payment_intent.succeeded',
					publicIntent( pi ),
					true
				);
				return [
					200,
					{ payment_intent: publicIntent( pi ), delivery },
				];
			}
			pi.status = 'requires_payment_method';
			pi.last_payment_error = {
				type: 'invalid_request_error',
				code: 'insufficient_funds',
				message: 'The debit failed.',
			};
			const delivery = await emit(
				'payment_intent.payment_failed',
				publicIntent( pi ),
				true
			);
			return [ 200, { payment_intent: publicIntent( pi ), delivery } ];
		}
		// The customer's bank disputes a charge: charge.dispute.created, then
		// charge.dispute.funds_withdrawn, as Stripe sends them (each delivery awaited).
		if (
			method === 'POST' &&
			( m = path.match( /^\/_standin\/charges\/([^/]+)\/dispute$/ ) )
		) {
			const ch = state.charges.get( m[ 1 ] );
			if ( ! ch ) {
				throw missing( 'charge', m[ 1 ] );
			}
			const du = dispute( ch, params.reason || 'fraudulent' );
			state.disputes.set( du.id, du );
			ch.disputed = true;
			const deliveries = [
				await emit( 'charge.dispute.created', du, true ),
			];
			du.balance_transactions = [
				{
					id: newId( 'txn' ),
					object: 'balance_transaction',
					amount: -du.amount,
					currency: du.currency,
					type: 'adjustment',
				},
			];
			deliveries.push(
				await emit( 'charge.dispute.funds_withdrawn', du, true )
			);
			return [ 200, { dispute: du, deliveries } ];
		}
		// The dispute is decided: won (funds_reinstated, then closed) or lost (closed).
		if (
			method === 'POST' &&
			( m = path.match( /^\/_standin\/disputes\/([^/]+)\/close$/ ) )
		) {
			const du = state.disputes.get( m[ 1 ] );
			if ( ! du || ! [ 'won', 'lost' ].includes( params.status ) ) {
				throw missing( 'dispute', m[ 1 ] );
			}
			du.status = params.status;
			const deliveries = [];
			if ( du.status === 'won' ) {
				du.balance_transactions.push( {
					id: newId( 'txn' ),
					object: 'balance_transaction',
					amount: du.amount,
					currency: du.currency,
					type: 'adjustment',
				} );
				deliveries.push(
					await emit( 'charge.dispute.funds_reinstated', du, true )
				);
			}
			deliveries.push( await emit( 'charge.dispute.closed', du, true ) );
			return [ 200, { dispute: du, deliveries } ];
		}
		if (
			method === 'POST' &&
			( m = path.match( /^\/_standin\/events\/([^/]+)\/resend$/ ) )
		) {
			const event = state.events.find( ( e ) => e.id === m[ 1 ] );
			if ( ! event ) {
				throw missing( 'event', m[ 1 ] );
			}
			return [ 200, await deliver( event ) ];
		}
		// Signs any payload with the configured secret (for forged/replayed webhook tests to compare).
		if ( method === 'POST' && path === '/_standin/sign' ) {
			return [
				200,
				{
					signature: sign(
						params.payload,
						params.secret || state.webhookSecret,
						params.t ? Number( params.t ) : undefined
					),
				},
			];
		}
		throw new StripeError( 404, {
			type: 'invalid_request_error',
			message: `Unknown control ${ path }`,
		} );
	}

	/**
	 * The bank's (or wallet's) page a redirect method sends the customer to,
	 * like Stripe's test page: authorize or fail the test payment, then back
	 * to the shop's return_url with Stripe's query arguments. Vouchers show
	 * their number (the customer pays later; a test settles them).
	 * @param req
	 * @param res
	 * @param kind
	 * @param id
	 * @param params
	 */
	async function bankPage( req, res, kind, id, params ) {
		if ( kind === 'redirect' && state.setup_intents.has( id ) ) {
			setupPage( req, res, state.setup_intents.get( id ), params );
			return;
		}
		const pi = state.payment_intents.get( id );
		const html = ( status, body ) => {
			res.writeHead( status, {
				'Content-Type': 'text/html; charset=utf-8',
			} );
			res.end(
				`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe test payment</title></head><body>${ body }</body></html>`
			);
		};
		if ( ! pi ) {
			html( 404, '<h1>Unknown payment</h1>' );
			return;
		}
		const pm = state.payment_methods.get( pi.payment_method ) || {};
		if ( kind === 'voucher' ) {
			const details = pi.next_action?.[ `${ pm.type }_display_details` ];
			html(
				200,
				`<h1>${ pm.type } voucher</h1><p>Amount: ${ pi.amount } ${ pi.currency }</p>` +
					( details?.entity
						? `<p>Entity: ${ details.entity }</p>`
						: '' ) +
					`<p>Number: ${ details?.number || details?.reference || '-' }</p>`
			);
			return;
		}
		if ( req.method === 'GET' ) {
			html(
				200,
				`<h1>${ pm.type } test payment page</h1><p>Amount: ${ pi.amount } ${ pi.currency }</p>` +
					'<form method="post"><button name="result" value="authorize">Authorize Test Payment</button> ' +
					'<button name="result" value="fail">Fail Test Payment</button></form>'
			);
			return;
		}
		let redirectStatus = 'failed';
		if ( pi.status === 'requires_action' ) {
			if ( params.result === 'authorize' ) {
				pi._authenticated = true;
				await succeed( pi, pm );
				redirectStatus = 'succeeded';
			} else {
				pi.status = 'requires_payment_method';
				pi.next_action = null;
				pi.last_payment_error = {
					type: 'invalid_request_error',
					code: 'payment_intent_authentication_failure',
					message:
						'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
					payment_method: { id: pm.id, type: pm.type },
				};
				await emit(
					'payment_intent.payment_failed',
					publicIntent( pi )
				);
			}
		} else if ( pi.status === 'succeeded' ) {
			redirectStatus = 'succeeded';
		}
		const back = new URL( pi.return_url );
		back.searchParams.set( 'payment_intent', pi.id );
		back.searchParams.set(
			'payment_intent_client_secret',
			pi.client_secret
		);
		back.searchParams.set( 'redirect_status', redirectStatus );
		res.writeHead( 303, { Location: back.toString() } );
		res.end();
	}

	/**
	 * The bank's 3-D Secure page for a SetupIntent confirmed with a
	 * return_url only (redirect_to_url): authorize or fail, then back with
	 * Stripe's `setup_intent`, `setup_intent_client_secret` and `redirect_status`.
	 *
	 * @param {Object} req    Request.
	 * @param {Object} res    Response.
	 * @param {Object} si     SetupIntent.
	 * @param {Object} params Form fields.
	 */
	function setupPage( req, res, si, params ) {
		if ( req.method === 'GET' ) {
			res.writeHead( 200, {
				'Content-Type': 'text/html; charset=utf-8',
			} );
			res.end(
				'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe test authentication</title></head><body><h1>3D Secure Test Page</h1>' +
					'<form method="post"><button name="result" value="authorize">Authorize Test Payment</button> ' +
					'<button name="result" value="fail">Fail Test Payment</button></form></body></html>'
			);
			return;
		}
		let redirectStatus = si.status === 'succeeded' ? 'succeeded' : 'failed';
		if ( si.status === 'requires_action' ) {
			si.next_action = null;
			if ( params.result === 'authorize' ) {
				si._authenticated = true;
				si.status = 'succeeded';
				const pm = state.payment_methods.get( si.payment_method );
				if ( pm && si.customer ) {
					pm.customer = si.customer;
				}
				redirectStatus = 'succeeded';
			} else {
				si.status = 'requires_payment_method';
				si.last_setup_error = {
					type: 'invalid_request_error',
					code: 'setup_intent_authentication_failure',
					message:
						'The latest attempt to set up the payment method has failed because authentication failed.',
				};
			}
		}
		const back = new URL( si._return_url );
		back.searchParams.set( 'setup_intent', si.id );
		back.searchParams.set( 'setup_intent_client_secret', si.client_secret );
		back.searchParams.set( 'redirect_status', redirectStatus );
		res.writeHead( 303, { Location: back.toString() } );
		res.end();
	}

	const server = http.createServer( async ( req, res ) => {
		const chunks = [];
		for await ( const chunk of req ) {
			chunks.push( chunk );
		}
		const url = new URL( req.url, 'http://127.0.0.1' );
		const path = url.pathname;
		const send = ( status, body, extra = {} ) => {
			res.writeHead( status, {
				'Content-Type': 'application/json',
				'Request-Id': newId( 'req' ),
				// Stripe.js in the browser (the fake one) calls from the shop's origin.
				'Access-Control-Allow-Origin': '*',
				'Access-Control-Allow-Headers':
					'Authorization, Content-Type, Idempotency-Key, Stripe-Version',
				...extra,
			} );
			res.end( JSON.stringify( body ) );
		};
		if ( req.method === 'OPTIONS' ) {
			send( 204, {} );
			return;
		}
		const raw = Buffer.concat( chunks ).toString( 'utf8' );
		const params =
			req.method === 'GET'
				? parseForm( url.searchParams.toString() )
				: parseForm( raw );
		try {
			const page = path.match(
				/^\/_standin\/(redirect|voucher)\/([^/]+)$/
			);
			if ( page ) {
				await bankPage( req, res, page[ 1 ], page[ 2 ], params );
				return;
			}
			if ( path.startsWith( '/_standin/' ) ) {
				const body =
					path === '/_standin/sign' ||
					path === '/_standin/config' ||
					( path === '/_standin/payment_method_configurations' &&
						String( req.headers[ 'content-type' ] ).includes(
							'json'
						) )
						? JSON.parse( raw || '{}' )
						: params;
				const [ status, reply ] = await control(
					req.method,
					path,
					body
				);
				send( status, reply );
				return;
			}
			logRequest( 'stripe', req, raw, res );
			const auth = String( req.headers.authorization || '' );
			const key = auth.startsWith( 'Bearer ' ) ? auth.slice( 7 ) : '';
			const version = req.headers[ 'stripe-version' ];
			const idem = req.headers[ 'idempotency-key' ];
			state.requests.push( {
				method: req.method,
				path,
				key: keyKind( key ),
				idempotency_key: idem || null,
				stripe_version: version || null,
				params:
					path === '/v1/payment_methods'
						? { type: params.type }
						: params,
			} );
			if ( ! /^(sk|pk)_test_[A-Za-z0-9]{8,}$/.test( key ) ) {
				send( 401, {
					error: {
						type: 'invalid_request_error',
						message: key
							? 'Invalid API Key provided: ' +
								key.slice( 0, 8 ) +
								'****'
							: "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
					},
				} );
				return;
			}
			if (
				version !== undefined &&
				! /^\d{4}-\d{2}-\d{2}(\.[a-z]+)?$/.test( String( version ) )
			) {
				send( 400, {
					error: {
						type: 'invalid_request_error',
						message: `Invalid Stripe API version: ${ version }`,
					},
				} );
				return;
			}
			if ( req.method === 'POST' && idem ) {
				const scope = `${ key }:${ idem }`;
				const seen = idempotency.get( scope );
				if ( seen ) {
					if ( seen.path !== path || seen.raw !== raw ) {
						send( 400, {
							error: {
								type: 'idempotency_error',
								message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${ idem }' if you meant to execute a different request.`,
							},
						} );
						return;
					}
					send( seen.status, seen.body, {
						'Idempotent-Replayed': 'true',
						'Idempotency-Key': idem,
					} );
					return;
				}
				try {
					const [ status, body ] = await api(
						req.method,
						path,
						params,
						key,
						version
					);
					idempotency.set( scope, { path, raw, status, body } );
					send( status, body, { 'Idempotency-Key': idem } );
				} catch ( error ) {
					if ( error instanceof StripeError ) {
						idempotency.set( scope, {
							path,
							raw,
							status: error.status,
							body: { error: error.error },
						} );
					}
					throw error;
				}
				return;
			}
			const [ status, body ] = await api(
				req.method,
				path,
				params,
				key,
				version
			);
			send( status, body );
		} catch ( error ) {
			if ( error instanceof StripeError ) {
				send( error.status, { error: error.error } );
				return;
			}
			send( 500, {
				error: {
					type: 'api_error',
					message: String( error?.stack || error ),
				},
			} );
		}
	} );

	await new Promise( ( resolve ) =>
		server.listen( options.port || 0, '127.0.0.1', resolve )
	);
	const port = server.address().port;
	state.base = `http://127.0.0.1:${ port }`;
	return {
		url: `http://127.0.0.1:${ port }`,
		port,
		state,
		sign,
		emit,
		stop: () =>
			new Promise( ( resolve ) => {
				server.closeAllConnections?.();
				server.close( () => resolve() );
			} ),
	};
}

if ( import.meta.url === pathToFileURL( process.argv[ 1 ] || '' ).href ) {
	const portArg = process.argv.find( ( a ) => a.startsWith( '--port=' ) );
	const standin = await startStandin( {
		port: portArg ? Number( portArg.slice( 7 ) ) : 0,
		webhookUrl: process.env.TRESEN_STRIPE_WEBHOOK_URL,
		webhookSecret: process.env.TRESEN_STRIPE_WEBHOOK_SECRET,
	} );
	process.stdout.write( JSON.stringify( { url: standin.url } ) + '\n' );
	const stop = () => standin.stop().then( () => process.exit( 0 ) );
	process.stdin.on( 'end', stop );
	process.stdin.resume();
	process.on( 'SIGTERM', stop );
	process.on( 'SIGINT', stop );
}
