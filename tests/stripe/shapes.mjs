// @ts-check
/**
 * The Stripe stand-in's reply objects held to the npm `stripe` package's
 * object types (`Stripe.PaymentIntent`, `Stripe.SetupIntent`,
 * `Stripe.Refund`, `Stripe.Event`): each builder's parameter is typed with
 * the SDK's type, so a literal with a field Stripe's object does not have,
 * or a status Stripe does not know, fails `tsc` (tests/contracts/tsconfig.json,
 * run by tests/contracts/shapes.test.mjs). At run time each builder also
 * refuses an object carrying a top-level field outside the SDK type's field
 * list (the lists are typed `keyof` the SDK type, so they cannot name a
 * field Stripe lacks); fields starting with `_` are the stand-in's own and
 * are left out of the reply.
 *
 * The stand-in's account is on the package's own API version
 * (`Stripe.API_VERSION`, the one the plugin pins): a reply may lack fields
 * the version has, never carry one Stripe does not have.
 */
import { shapedFor } from '../contracts/shaped.mjs';

/** @typedef {import('stripe').Stripe} Stripe */
/**
 * What the stand-in fills in of an object: any of its fields, with its id and kind.
 *
 * @template T
 * @template {keyof T} K
 * @typedef {Partial<T> & Pick<T, K>} Reply
 */

/** @type {Array<keyof import('stripe').Stripe.PaymentIntent>} */
const PAYMENT_INTENT = [
	'id',
	'object',
	'allowed_payment_method_types',
	'amount',
	'amount_capturable',
	'amount_details',
	'amount_received',
	'application',
	'application_fee_amount',
	'automatic_payment_methods',
	'canceled_at',
	'cancellation_reason',
	'capture_method',
	'client_secret',
	'confirmation_method',
	'created',
	'currency',
	'customer',
	'customer_account',
	'description',
	'excluded_payment_method_types',
	'hooks',
	'last_payment_error',
	'latest_charge',
	'livemode',
	'managed_payments',
	'metadata',
	'next_action',
	'on_behalf_of',
	'payment_details',
	'payment_method',
	'payment_method_configuration_details',
	'payment_method_options',
	'payment_method_types',
	'payment_record',
	'presentment_details',
	'processing',
	'receipt_email',
	'review',
	'setup_future_usage',
	'shipping',
	'source',
	'statement_descriptor',
	'statement_descriptor_suffix',
	'status',
	'transfer_data',
	'transfer_group',
];

/** @type {Array<keyof import('stripe').Stripe.SetupIntent>} */
const SETUP_INTENT = [
	'id',
	'object',
	'allowed_payment_method_types',
	'application',
	'attach_to_self',
	'automatic_payment_methods',
	'cancellation_reason',
	'client_secret',
	'created',
	'customer',
	'customer_account',
	'description',
	'excluded_payment_method_types',
	'flow_directions',
	'last_setup_error',
	'latest_attempt',
	'livemode',
	'managed_payments',
	'mandate',
	'metadata',
	'next_action',
	'on_behalf_of',
	'payment_method',
	'payment_method_configuration_details',
	'payment_method_options',
	'payment_method_types',
	'single_use_mandate',
	'status',
	'usage',
];

/** @type {Array<keyof import('stripe').Stripe.Refund>} */
const REFUND = [
	'id',
	'object',
	'amount',
	'balance_transaction',
	'charge',
	'created',
	'currency',
	'customer',
	'customer_account',
	'description',
	'destination_details',
	'failure_balance_transaction',
	'failure_reason',
	'instructions_email',
	'metadata',
	'next_action',
	'payment_intent',
	'payment_method',
	'pending_reason',
	'presentment_details',
	'reason',
	'receipt_number',
	'source_transfer_reversal',
	'status',
	'transfer_reversal',
];

/** @type {Array<keyof import('stripe').Stripe.PaymentMethodConfiguration>} */
const PAYMENT_METHOD_CONFIGURATION = [
	'id',
	'object',
	'active',
	'application',
	'is_default',
	'livemode',
	'name',
	'parent',
	// The methods the stand-in knows (each `{available, display_preference}`).
	'card',
	'sepa_debit',
	'bancontact',
	'ideal',
	'eps',
	'p24',
	'alipay',
	'multibanco',
	'boleto',
	'oxxo',
	'klarna',
	'paypal',
	'amazon_pay',
	'link',
	'apple_pay',
	'google_pay',
];

/** @type {Array<keyof import('stripe').Stripe.Event>} */
const EVENT = [
	'id',
	'object',
	'account',
	'api_version',
	'context',
	'created',
	'data',
	'livemode',
	'pending_webhooks',
	'request',
	'type',
];

const shaped = shapedFor( 'Stripe' );

/**
 * A PaymentIntent reply.
 *
 * @param {Reply<import('stripe').Stripe.PaymentIntent, 'id' | 'object' | 'amount' | 'currency' | 'status'>} pi Its fields.
 * @return {Reply<import('stripe').Stripe.PaymentIntent, 'id' | 'object' | 'amount' | 'currency' | 'status'>} The reply.
 */
export function paymentIntent( pi ) {
	return shaped( 'PaymentIntent', PAYMENT_INTENT, pi );
}

/**
 * A SetupIntent reply.
 *
 * @param {Reply<import('stripe').Stripe.SetupIntent, 'id' | 'object' | 'status'>} si Its fields.
 * @return {Reply<import('stripe').Stripe.SetupIntent, 'id' | 'object' | 'status'>} The reply.
 */
export function setupIntent( si ) {
	return shaped( 'SetupIntent', SETUP_INTENT, si );
}

/**
 * A Refund reply.
 *
 * @param {Reply<import('stripe').Stripe.Refund, 'id' | 'object' | 'amount' | 'currency'>} fields Its fields.
 * @return {Reply<import('stripe').Stripe.Refund, 'id' | 'object' | 'amount' | 'currency'>} The reply.
 */
export function refund( fields ) {
	return shaped( 'Refund', REFUND, fields );
}

/**
 * A PaymentMethodConfiguration reply (`GET /v1/payment_method_configurations/{id}`).
 *
 * @param {Reply<import('stripe').Stripe.PaymentMethodConfiguration, 'id' | 'object' | 'active' | 'is_default' | 'name'>} fields Its fields.
 * @return {Reply<import('stripe').Stripe.PaymentMethodConfiguration, 'id' | 'object' | 'active' | 'is_default' | 'name'>} The reply.
 */
export function paymentMethodConfiguration( fields ) {
	return shaped(
		'PaymentMethodConfiguration',
		PAYMENT_METHOD_CONFIGURATION,
		fields
	);
}

/**
 * An Event: its type must be one Stripe sends (`Stripe.Event['type']`), its
 * envelope Stripe's.
 *
 * @template {import('stripe').Stripe.Event['type']} T
 * @param {T}                                                                              type     Event type, e.g. `payment_intent.succeeded`.
 * @param {Object}                                                                         object   The object it is about (data.object).
 * @param {Partial<Omit<import('stripe').Stripe.Event, 'type' | 'data'>> & { id: string }} envelope Id, created, api_version, livemode.
 * @return {Partial<Omit<import('stripe').Stripe.Event, 'type' | 'data'>> & { type: T, data: { object: object } }} The event.
 */
export function event( type, object, envelope ) {
	return shaped( 'Event', EVENT, {
		object: /** @type {const} */ ( 'event' ),
		pending_webhooks: 1,
		request: { id: null, idempotency_key: null },
		...envelope,
		type,
		data: { object },
	} );
}

/** @type {Array<keyof import('stripe').Stripe.PaymentIntent.NextAction.MultibancoDisplayDetails>} */
const MULTIBANCO = [
	'entity',
	'expires_at',
	'hosted_voucher_url',
	'reference',
];
/** @type {Array<keyof import('stripe').Stripe.PaymentIntent.NextAction.BoletoDisplayDetails>} */
const BOLETO = [ 'expires_at', 'hosted_voucher_url', 'number', 'pdf' ];
/** @type {Array<keyof import('stripe').Stripe.PaymentIntent.NextAction.OxxoDisplayDetails>} */
const OXXO = [ 'expires_after', 'hosted_voucher_url', 'number' ];
/** @type {Array<keyof import('stripe').Stripe.PaymentIntent.NextAction.RedirectToUrl>} */
const REDIRECT = [ 'return_url', 'url' ];
/** @type {Array<keyof import('stripe').Stripe.PaymentIntent.NextAction.AlipayHandleRedirect>} */
const ALIPAY = [ 'native_data', 'native_url', 'return_url', 'url' ];

/** The detail fields of each next_action type the stand-in answers. */
const NEXT_ACTION_DETAILS = {
	multibanco_display_details: MULTIBANCO,
	boleto_display_details: BOLETO,
	oxxo_display_details: OXXO,
	redirect_to_url: REDIRECT,
	alipay_handle_redirect: ALIPAY,
};

/**
 * What of a PaymentIntent's `next_action` Stripe's object does not have: a
 * detail field outside `Stripe.PaymentIntent.NextAction.<Type>`, or one of
 * the type's fields missing (Stripe sends them all, null when empty). Empty
 * when it matches. For the stand-in's voucher and redirect replies.
 *
 * @param {any} nextAction A PaymentIntent's next_action.
 * @return {string[]} Problems.
 */
export function nextActionProblems( nextAction ) {
	if ( ! nextAction ) {
		return [];
	}
	const type = String( nextAction.type );
	/** @type {ReadonlyArray<string>|undefined} */
	const fields =
		NEXT_ACTION_DETAILS[
			/** @type {keyof typeof NEXT_ACTION_DETAILS} */ ( type )
		];
	if ( ! fields ) {
		return [];
	}
	const details = nextAction[ type ] || {};
	return [
		...Object.keys( details )
			.filter( ( k ) => ! fields.includes( k ) )
			.map(
				( k ) => `${ type }.${ k } is not a field of Stripe's ${ type }`
			),
		...fields
			.filter( ( k ) => ! ( k in details ) )
			.map( ( k ) => `${ type }.${ k } is missing` ),
	];
}
