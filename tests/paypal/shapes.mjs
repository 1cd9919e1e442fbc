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

/**
 * The reply: the stand-in's `_` fields dropped, a field outside the model refused.
 *
 * @template T
 * @param {string}                kind   Object kind (for the message).
 * @param {ReadonlyArray<string>} fields The model's fields.
 * @param {T}                     object The stand-in's object.
 * @return {T} The reply.
 */
function shaped( kind, fields, object ) {
	/** @type {Record<string, unknown>} */
	const out = {};
	const unknown = [];
	for ( const [ key, value ] of Object.entries(
		/** @type {Object} */ ( object )
	) ) {
		if ( key.startsWith( '_' ) ) {
			continue;
		}
		if ( ! fields.includes( key ) ) {
			unknown.push( key );
		}
		out[ key ] = value;
	}
	if ( unknown.length ) {
		throw new TypeError(
			`The stand-in's ${ kind } has fields PayPal's ${ kind } does not: ${ unknown.join(
				', '
			) }`
		);
	}
	return /** @type {T} */ ( out );
}

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
