// @ts-check
/**
 * The PayPal stand-in's reply objects held to `@paypal/paypal-server-sdk`'s
 * typed models, in their JSON form (tests/paypal/wire.d.ts turns `Order`'s
 * `purchaseUnits` into `purchase_units` and its enums into their strings):
 * each builder's parameter is typed with the model, so a literal with a
 * field PayPal's object does not have, or a status PayPal does not know,
 * fails `tsc` (tests/contracts/tsconfig.json, run by
 * tests/contracts/shapes.test.mjs; the stand-in itself is checked against
 * the same types by tests/contracts/tsconfig.standin.json). At run time each
 * builder also refuses an object carrying a field outside the model's field
 * list (typed `keyof` the model), at the top and in the nested objects:
 * purchase_units[] with their amount and its breakdown, payments.captures[]
 * (and refunds[]), every links[] and the payer; fields starting with `_` are
 * the stand-in's own and are left out of the reply (top level only).
 */
import { shapedFor } from '../contracts/shaped.mjs';

/** @typedef {import('./wire').WireOrder} WireOrder */
/** @typedef {import('./wire').Wire<import('@paypal/paypal-server-sdk').OrdersCapture>} WireOrdersCapture */
/** @typedef {import('./wire').Wire<import('@paypal/paypal-server-sdk').CapturedPayment>} WireCapturedPayment */
/** @typedef {import('./wire').WireRefund} WireRefund */
/** @typedef {import('./wire').WirePurchaseUnit} WirePurchaseUnit */
/** @typedef {import('./wire').WireAmountWithBreakdown} WireAmountWithBreakdown */
/** @typedef {import('./wire').WireAmountBreakdown} WireAmountBreakdown */
/** @typedef {import('./wire').WirePaymentCollection} WirePaymentCollection */
/** @typedef {import('./wire').WireLink} WireLink */
/** @typedef {import('./wire').WirePayer} WirePayer */
/** @typedef {import('./wire').WireMoney} WireMoney */
/** @typedef {import('./wire').WireWebhookEvent} WireWebhookEvent */
/** @typedef {import('./wire').WireWebhook} WireWebhook */

/** @type {Array<keyof WireOrder>} */
const ORDER = [
	'create_time',
	'update_time',
	'id',
	'payment_source',
	'intent',
	'processing_instruction',
	'payer',
	'purchase_units',
	'status',
	'links',
];

/** @type {Array<keyof WireCapturedPayment>} */
const CAPTURE = [
	'status',
	'status_details',
	'id',
	'amount',
	'invoice_id',
	'custom_id',
	'network_transaction_reference',
	'seller_protection',
	'final_capture',
	'seller_receivable_breakdown',
	'disbursement_mode',
	'links',
	'processor_response',
	'create_time',
	'update_time',
	'supplementary_data',
	'payee',
];

/** @type {Array<keyof WireRefund>} */
const REFUND = [
	'status',
	'status_details',
	'id',
	'amount',
	'invoice_id',
	'custom_id',
	'acquirer_reference_number',
	'note_to_payer',
	'seller_payable_breakdown',
	'links',
	'payer',
	'create_time',
	'update_time',
];

/** @type {Array<keyof WirePurchaseUnit>} */
const PURCHASE_UNIT = [
	'reference_id',
	'amount',
	'payee',
	'payment_instruction',
	'description',
	'custom_id',
	'invoice_id',
	'id',
	'soft_descriptor',
	'items',
	'shipping',
	'supplementary_data',
	'payments',
	'most_recent_errors',
];

/** @type {Array<keyof WireAmountWithBreakdown>} */
const AMOUNT = [ 'currency_code', 'value', 'breakdown' ];

/** @type {Array<keyof WireAmountBreakdown>} */
const BREAKDOWN = [
	'item_total',
	'shipping',
	'handling',
	'tax_total',
	'insurance',
	'shipping_discount',
	'discount',
];

/** @type {Array<keyof WireMoney>} */
const MONEY = [ 'currency_code', 'value' ];

/** @type {Array<keyof WirePaymentCollection>} */
const PAYMENTS = [ 'authorizations', 'captures', 'refunds' ];

/** @type {Array<keyof WireLink>} */
const LINK = [ 'href', 'rel', 'method' ];

/** @type {Array<keyof WireWebhook>} */
const WEBHOOK = [ 'id', 'url', 'event_types', 'links' ];

/** @type {Array<keyof WireWebhook['event_types'][number]>} */
const EVENT_TYPE = [ 'name', 'description', 'status', 'resource_versions' ];

/** @type {Array<keyof WirePayer>} */
const PAYER = [
	'email_address',
	'payer_id',
	'name',
	'phone',
	'birth_date',
	'tax_info',
	'address',
];

/** @type {Array<keyof WireWebhookEvent>} */
const WEBHOOK_EVENT = [
	'id',
	'create_time',
	'resource_type',
	'event_version',
	'event_type',
	'summary',
	'resource_version',
	'resource',
	'links',
];

const shaped = shapedFor( 'PayPal' );

/**
 * Refuses a nested object with a field outside its model's field list.
 *
 * @param {string}                where  Its place in the reply, e.g. Order.purchase_units[0].
 * @param {ReadonlyArray<string>} fields The model's fields.
 * @param {unknown}               value  The nested object (absent: nothing to check).
 */
function nested( where, fields, value ) {
	if ( value === undefined || value === null ) {
		return;
	}
	const unknown = Object.keys( /** @type {Object} */ ( value ) ).filter(
		( key ) => ! fields.includes( key )
	);
	if ( unknown.length ) {
		throw new TypeError(
			`The stand-in's ${ where } has fields PayPal's model does not: ${ unknown.join(
				', '
			) }`
		);
	}
}

/**
 * Each entry of a nested list checked with `check`.
 *
 * @param {unknown}                             list  The list (absent: nothing to check).
 * @param {(entry: any, where: string) => void} check Checks one entry.
 * @param {string}                              where Its place in the reply.
 */
function each( list, check, where ) {
	if ( Array.isArray( list ) ) {
		list.forEach( ( entry, i ) => check( entry, `${ where }[${ i }]` ) );
	}
}

/**
 * A money amount, with its breakdown's amounts.
 *
 * @param {any}    amount The amount.
 * @param {string} where  Its place.
 */
function checkAmount( amount, where ) {
	nested( where, AMOUNT, amount );
	nested( `${ where }.breakdown`, BREAKDOWN, amount?.breakdown );
	for ( const [ key, money ] of Object.entries( amount?.breakdown || {} ) ) {
		nested( `${ where }.breakdown.${ key }`, MONEY, money );
	}
}

/**
 * A capture's or refund's nested parts: its amount and links.
 *
 * @param {any}    payment The capture or refund.
 * @param {string} where   Its place.
 */
function checkPayment( payment, where ) {
	nested( `${ where }.amount`, MONEY, payment?.amount );
	each(
		payment?.links,
		( l, w ) => nested( w, LINK, l ),
		`${ where }.links`
	);
}

/**
 * A capture inside an order (its field list and nested parts).
 *
 * @param {any}    entry The capture.
 * @param {string} where Its place.
 */
function checkCapture( entry, where ) {
	nested( where, CAPTURE, entry );
	checkPayment( entry, where );
}

/**
 * An Orders v2 order reply.
 *
 * @param {WireOrder} fields Its fields.
 * @return {WireOrder} The reply.
 */
export function order( fields ) {
	const reply = shaped( 'Order', ORDER, fields );
	each(
		reply.purchase_units,
		( unit, where ) => {
			nested( where, PURCHASE_UNIT, unit );
			checkAmount( unit.amount, `${ where }.amount` );
			nested( `${ where }.payments`, PAYMENTS, unit.payments );
			each(
				unit.payments?.captures,
				checkCapture,
				`${ where }.payments.captures`
			);
			each(
				unit.payments?.refunds,
				( r, w ) => {
					nested( w, REFUND, r );
					checkPayment( r, w );
				},
				`${ where }.payments.refunds`
			);
		},
		'Order.purchase_units'
	);
	each( reply.links, ( l, w ) => nested( w, LINK, l ), 'Order.links' );
	nested( 'Order.payer', PAYER, reply.payer );
	return reply;
}

/**
 * A capture (Payments v2, and inside an order's purchase unit).
 *
 * @param {WireCapturedPayment & WireOrdersCapture} fields Its fields.
 * @return {WireCapturedPayment & WireOrdersCapture} The reply.
 */
export function capture( fields ) {
	const reply = shaped( 'Capture', CAPTURE, fields );
	checkPayment( reply, 'Capture' );
	return reply;
}

/**
 * A refund reply.
 *
 * @param {WireRefund} fields Its fields.
 * @return {WireRefund} The reply.
 */
export function refund( fields ) {
	const reply = shaped( 'Refund', REFUND, fields );
	checkPayment( reply, 'Refund' );
	return reply;
}

/**
 * A webhook event (PayPal's published envelope, tests/paypal/wire.d.ts
 * WireWebhookEvent): a field the envelope does not have, an event type or
 * version outside the spec fails `tsc`, and at run time an unknown field is
 * refused; its links are held to the link model.
 *
 * @param {WireWebhookEvent} fields Its fields.
 * @return {WireWebhookEvent} The event.
 */
export function webhookEvent( fields ) {
	const reply = shaped( 'WebhookEvent', WEBHOOK_EVENT, fields );
	each( reply.links, ( l, w ) => nested( w, LINK, l ), 'WebhookEvent.links' );
	return reply;
}

/**
 * A webhook of the app (GET /v1/notifications/webhooks/{webhook_id}).
 *
 * @param {WireWebhook} fields The webhook.
 * @return {WireWebhook} The reply.
 */
export function webhook( fields ) {
	const reply = shaped( 'Webhook', WEBHOOK, fields );
	each(
		reply.event_types,
		( t, w ) => nested( w, EVENT_TYPE, t ),
		'Webhook.event_types'
	);
	each( reply.links, ( l, w ) => nested( w, LINK, l ), 'Webhook.links' );
	return reply;
}
