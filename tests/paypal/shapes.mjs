// @ts-check
/**
 * The PayPal stand-in's reply objects held to `@paypal/paypal-server-sdk`'s
 * typed models, in their JSON form (tests/paypal/wire.d.ts turns `Order`'s
 * `purchaseUnits` into `purchase_units` and its enums into their strings):
 * each builder's parameter is typed with the model, so a literal with a
 * field PayPal's object does not have, or a status PayPal does not know,
 * fails `tsc` (tests/contracts/tsconfig.json, run by
 * tests/contracts/shapes.test.mjs). At run time each builder also refuses an
 * object carrying a top-level field outside the model's field list (typed
 * `keyof` the model); fields starting with `_` are the stand-in's own and
 * are left out of the reply.
 */
import { shapedFor } from '../contracts/shaped.mjs';

/** @typedef {import('./wire').WireOrder} WireOrder */
/** @typedef {import('./wire').Wire<import('@paypal/paypal-server-sdk').OrdersCapture>} WireOrdersCapture */
/** @typedef {import('./wire').Wire<import('@paypal/paypal-server-sdk').CapturedPayment>} WireCapturedPayment */
/** @typedef {import('./wire').WireRefund} WireRefund */

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

const shaped = shapedFor( 'PayPal' );

/**
 * An Orders v2 order reply.
 *
 * @param {WireOrder} fields Its fields.
 * @return {WireOrder} The reply.
 */
export function order( fields ) {
	return shaped( 'Order', ORDER, fields );
}

/**
 * A capture (Payments v2, and inside an order's purchase unit).
 *
 * @param {WireCapturedPayment & WireOrdersCapture} fields Its fields.
 * @return {WireCapturedPayment & WireOrdersCapture} The reply.
 */
export function capture( fields ) {
	return shaped( 'Capture', CAPTURE, fields );
}

/**
 * A refund reply.
 *
 * @param {WireRefund} fields Its fields.
 * @return {WireRefund} The reply.
 */
export function refund( fields ) {
	return shaped( 'Refund', REFUND, fields );
}
