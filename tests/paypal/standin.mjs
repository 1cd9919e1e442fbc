#!/usr/bin/env node
/**
 * A loopback stand-in of PayPal's REST API (the part tresen-paypal calls),
 * for tests only: never a network call to PayPal in a test.
 *
 * Like api-m.paypal.com it takes an OAuth client-credentials token request
 * (HTTP Basic with client id and secret; `401 invalid_client` otherwise),
 * Bearer tokens on every other call, JSON bodies and PayPal's error shape
 * (`{ name, message, debug_id, details: [ { issue, description } ] }`), and
 * `PayPal-Request-Id` idempotency (same id: the first reply again).
 *
 * - POST /v2/checkout/orders: intent CAPTURE, one purchase unit whose amount
 *   breakdown adds up to the value (`AMOUNT_MISMATCH` otherwise), two
 *   decimals for EUR (`DECIMAL_PRECISION`), status CREATED.
 * - GET /v2/checkout/orders/:id, PATCH as PayPal takes it while the order is
 *   CREATED or APPROVED: `replace` of purchase_units[].amount (checked as on
 *   create, the currency kept; `AMOUNT_CHANGE_NOT_ALLOWED` after approval when
 *   /_standin/config says `amountChangeAllowed: false`), `add`/`replace`/
 *   `remove` of custom_id and invoice_id — `add` of a field that is there or
 *   `replace` of one that is not is PayPal's `INVALID_PATCH_OPERATION`.
 * - POST /v2/checkout/orders/:id/capture: `ORDER_NOT_APPROVED` until the
 *   buyer approved it, `ORDER_ALREADY_CAPTURED` the second time; a capture
 *   COMPLETED for the order's amount (or what /_standin/config says:
 *   `captureStatus`, `captureValue`, `captureReason` for a PENDING one),
 *   with PayPal's `links` (self, refund, up to the order),
 *   `supplementary_data.related_ids.order_id`, custom_id and invoice_id.
 * - POST /v2/payments/captures/:id/refund: at most what is left.
 * - GET /v1/notifications/webhooks/:id: the app's one webhook (the id,
 *   URL and event types it was configured with), PayPal's 404
 *   `INVALID_RESOURCE_ID` for any other id.
 * - POST /v1/notifications/verify-webhook-signature: SUCCESS only for a
 *   delivery this stand-in sent (its transmission id, time and signature,
 *   for the webhook id it was configured with and this very event).
 *
 * Test controls under /_standin/: state, reset, approve/:id (what the
 * buyer does in PayPal's window; returns the payer id, and fills in the
 * buyer's PayPal address when the order asked for GET_FROM_FILE), config,
 * refund/:capture (a refund made in PayPal's dashboard), reverse/:capture
 * (PayPal takes the money back: a chargeback) and webhook (sends a signed
 * event to the configured URL, in PayPal's shapes: `capture` names a capture
 * for PAYMENT.CAPTURE.COMPLETED / PENDING / DENIED, `refund` a refund or
 * reversal for PAYMENT.CAPTURE.REFUNDED / REVERSED, `order` a PayPal order
 * for CHECKOUT.ORDER.APPROVED; `resource` adds or overrides fields).
 *
 * Usage: `node tests/paypal/standin.mjs` prints one JSON line
 * `{"url":"http://127.0.0.1:<port>"}` and serves until stdin closes.
 * Environment: TRESEN_PAYPAL_CLIENT_ID, TRESEN_PAYPAL_SECRET,
 * TRESEN_PAYPAL_WEBHOOK_URL, TRESEN_PAYPAL_WEBHOOK_ID.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { logRequest } from '../contracts/log.mjs';
import {
	order as orderShape,
	refund as refundShape,
	webhook as webhookShape,
	webhookEvent as webhookEventShape,
} from './shapes.mjs';

// The objects below are typed with @paypal/paypal-server-sdk's models in their
// JSON form (wire.d.ts); tests/contracts/tsconfig.standin.json checks them, so a
// field PayPal's Order, capture, refund, link or payer lacks fails `tsc`.
/** @typedef {import('./wire').WireOrder} WireOrder */
/** @typedef {import('./wire').WireRefund} WireRefund */
/** @typedef {import('./wire').StandinCapture} StandinCapture */
/** @typedef {import('./wire').WirePayer} WirePayer */
/** @typedef {import('./wire').WirePaymentCollection} WirePaymentCollection */
/** @typedef {NonNullable<import('./wire').WirePurchaseUnit['shipping']>} WireShipping */

const DECIMALS = { HUF: 0, JPY: 0, TWD: 0 };

function decimals( currency ) {
	return DECIMALS[ currency ] ?? 2;
}

function minor( value, currency ) {
	return Math.round( Number( value ) * 10 ** decimals( currency ) );
}

function money( m, currency ) {
	return ( m / 10 ** decimals( currency ) ).toFixed( decimals( currency ) );
}

function id( prefix = '' ) {
	return (
		prefix +
		crypto.randomBytes( 9 ).toString( 'hex' ).toUpperCase().slice( 0, 17 )
	);
}

class ApiError extends Error {
	constructor( status, name, issue, description ) {
		super( description );
		this.status = status;
		this.body = {
			name,
			message: description,
			debug_id: id( 'd' ).toLowerCase(),
			details: issue ? [ { issue, description } ] : [],
		};
	}
}

/**
 * Starts the stand-in.
 *
 * @param {Object} options Options.
 */
export async function startStandin( options = {} ) {
	const clientId =
		options.clientId ||
		process.env.TRESEN_PAYPAL_CLIENT_ID ||
		'tresen-standin-client';
	const secret =
		options.secret ||
		process.env.TRESEN_PAYPAL_SECRET ||
		'tresen-standin-secret';
	const signingKey = crypto.randomBytes( 32 );
	let state;
	const config = {
		webhookUrl:
			options.webhookUrl || process.env.TRESEN_PAYPAL_WEBHOOK_URL || '',
		webhookId:
			options.webhookId ||
			process.env.TRESEN_PAYPAL_WEBHOOK_ID ||
			'8STANDIN0001WEBHOOK',
		captureStatus: /** @type {StandinCapture['status']} */ ( 'COMPLETED' ),
		captureValue: null,
		captureReason:
			/** @type {NonNullable<StandinCapture['status_details']>['reason']} */ (
				'PENDING_REVIEW'
			),
		amountChangeAllowed: true,
		/** The event types the app's webhook subscribes to (`*` = every event). */
		webhookEvents:
			/** @type {Array<import('./wire').WireWebhookEventType | '*'>} */ ( [
				'CHECKOUT.ORDER.APPROVED',
				'PAYMENT.CAPTURE.COMPLETED',
				'PAYMENT.CAPTURE.PENDING',
				'PAYMENT.CAPTURE.DENIED',
				'PAYMENT.CAPTURE.REFUNDED',
				'PAYMENT.CAPTURE.REVERSED',
			] ),
	};
	function reset() {
		state = {
			tokens: new Set(),
			orders: new Map(),
			captures: new Map(),
			refunds: [],
			replies: new Map(),
			deliveries: [],
			sent: new Map(),
			patches: [],
			events: new Map(),
		};
		config.captureStatus = 'COMPLETED';
		config.captureValue = null;
		config.captureReason = 'PENDING_REVIEW';
		config.amountChangeAllowed = true;
	}
	reset();

	function sign( transmissionId, time, webhookId, body ) {
		// CRC-32 of the body, as PayPal signs it.
		const crc = zlib.crc32( Buffer.from( body ) );
		// Base64 like PayPal's, but opening with a word character: PayPal's
		// published verify-webhook-signature schema asks for ^(?!\d+$)\w+\S+,
		// which a digest that happens to start with '+' or '/' would break.
		return crypto
			.createHmac( 'sha256', signingKey )
			.update( `${ transmissionId }|${ time }|${ webhookId }|${ crc }` )
			.digest( 'base64' )
			.replace( /^[^\w]+/, 'A' );
	}

	function checkAmount( amount ) {
		if (
			! amount ||
			typeof amount.currency_code !== 'string' ||
			typeof amount.value !== 'string'
		) {
			throw new ApiError(
				400,
				'INVALID_REQUEST',
				'MISSING_REQUIRED_PARAMETER',
				'amount is required.'
			);
		}
		const c = amount.currency_code;
		const re = decimals( c )
			? new RegExp( `^\\d+\\.\\d{${ decimals( c ) }}$` )
			: /^\d+$/;
		if ( ! re.test( amount.value ) ) {
			throw new ApiError(
				422,
				'UNPROCESSABLE_ENTITY',
				'DECIMAL_PRECISION',
				'The value of a field has too many digits after the decimal point.'
			);
		}
		if ( minor( amount.value, c ) <= 0 ) {
			throw new ApiError(
				422,
				'UNPROCESSABLE_ENTITY',
				'CANNOT_BE_ZERO_OR_NEGATIVE',
				'Amount must be positive.'
			);
		}
		const b = amount.breakdown;
		if ( b ) {
			let sum = 0;
			for ( const [ key, part ] of Object.entries( b ) ) {
				if ( part.currency_code !== c ) {
					throw new ApiError(
						422,
						'UNPROCESSABLE_ENTITY',
						'CURRENCY_MISMATCH',
						'Currencies differ.'
					);
				}
				const m = minor( part.value, c );
				sum +=
					key === 'discount' || key === 'shipping_discount' ? -m : m;
			}
			if ( sum !== minor( amount.value, c ) ) {
				throw new ApiError(
					422,
					'UNPROCESSABLE_ENTITY',
					'AMOUNT_MISMATCH',
					'Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.'
				);
			}
		}
	}

	// A refund as PayPal's API and its PAYMENT.CAPTURE.REFUNDED event show it:
	// the capture is named only in the "up" link.
	function refundCapture( capture, amount, note ) {
		const c = capture.amount.currency_code;
		capture.refunded += amount;
		const refundId = id( 'R' );
		/** @type {WireRefund} */
		const refund = {
			id: refundId,
			status: 'COMPLETED',
			amount: { currency_code: c, value: money( amount, c ) },
			...( capture.custom_id ? { custom_id: capture.custom_id } : {} ),
			...( capture.invoice_id ? { invoice_id: capture.invoice_id } : {} ),
			...( note ? { note_to_payer: note } : {} ),
			seller_payable_breakdown: {
				total_refunded_amount: {
					currency_code: c,
					value: money( capture.refunded, c ),
				},
			},
			links: [
				{
					href: `https://api.sandbox.paypal.com/v2/payments/refunds/${ refundId }`,
					rel: 'self',
					method: 'GET',
				},
				{
					href: `https://api.sandbox.paypal.com/v2/payments/captures/${ capture.id }`,
					rel: 'up',
					method: 'GET',
				},
			],
		};
		state.refunds.push( refund );
		// Held to the SDK's Refund (shapes.mjs).
		return refundShape( refund );
	}

	function orderReply( order ) {
		// Held to the SDK's Order (shapes.mjs).
		return orderShape( JSON.parse( JSON.stringify( order ) ) );
	}

	const notFound = () =>
		new ApiError(
			404,
			'RESOURCE_NOT_FOUND',
			'INVALID_RESOURCE_ID',
			'Specified resource ID does not exist.'
		);

	function getOrder( orderId ) {
		const order = state.orders.get( orderId );
		if ( ! order ) {
			throw notFound();
		}
		return order;
	}

	function getCapture( captureId ) {
		const capture = state.captures.get( captureId );
		if ( ! capture ) {
			throw notFound();
		}
		return capture;
	}

	/** @type {Array<[string, RegExp, (body: any, m: Array<string>) => [number, unknown]]>} */
	const routes = [
		[
			'POST',
			/^\/v2\/checkout\/orders$/,
			( body ) => {
				if ( body.intent !== 'CAPTURE' ) {
					throw new ApiError(
						400,
						'INVALID_REQUEST',
						'INVALID_PARAMETER_VALUE',
						'intent must be CAPTURE.'
					);
				}
				if (
					! Array.isArray( body.purchase_units ) ||
					body.purchase_units.length !== 1
				) {
					throw new ApiError(
						400,
						'INVALID_REQUEST',
						'MISSING_REQUIRED_PARAMETER',
						'purchase_units is required.'
					);
				}
				const unit = body.purchase_units[ 0 ];
				checkAmount( unit.amount );
				/** @type {WireOrder} */
				const order = {
					id: id(),
					intent: 'CAPTURE',
					status: 'CREATED',
					purchase_units: [
						{
							reference_id: unit.reference_id || 'default',
							amount: unit.amount,
							...( unit.custom_id
								? { custom_id: String( unit.custom_id ) }
								: {} ),
							...( unit.invoice_id
								? { invoice_id: String( unit.invoice_id ) }
								: {} ),
						},
					],
					payment_source: body.payment_source || {},
					create_time: new Date().toISOString(),
				};
				state.orders.set( order.id, order );
				return [ 201, orderReply( order ) ];
			},
		],
		[
			'GET',
			/^\/v2\/checkout\/orders\/([^/]+)$/,
			( body, m ) => [ 200, orderReply( getOrder( m[ 1 ] ) ) ],
		],
		[
			'PATCH',
			/^\/v2\/checkout\/orders\/([^/]+)$/,
			( body, m ) => {
				const order = getOrder( m[ 1 ] );
				if ( order.status === 'COMPLETED' ) {
					throw new ApiError(
						422,
						'UNPROCESSABLE_ENTITY',
						'ORDER_ALREADY_COMPLETED',
						'The order cannot be patched after it is completed.'
					);
				}
				const unit = order.purchase_units[ 0 ];
				const prefix = `/purchase_units/@reference_id=='${ unit.reference_id }'`;
				// PayPal applies all operations or none.
				const next = JSON.parse( JSON.stringify( unit ) );
				for ( const op of Array.isArray( body ) ? body : [] ) {
					const path = String( op.path || '' );
					const field = path.startsWith( prefix + '/' )
						? path.slice( prefix.length + 1 )
						: '';
					let allowed = [];
					if ( field === 'amount' ) {
						allowed = [ 'replace' ];
					} else if (
						[ 'custom_id', 'invoice_id' ].includes( field )
					) {
						allowed = [ 'add', 'replace', 'remove' ];
					}
					if ( ! allowed.length ) {
						throw new ApiError(
							400,
							'INVALID_REQUEST',
							'FIELD_NOT_PATCHABLE',
							'Field cannot be patched.'
						);
					}
					const present = next[ field ] !== undefined;
					if (
						! allowed.includes( op.op ) ||
						( op.op === 'add' && present ) ||
						( op.op !== 'add' && ! present )
					) {
						throw new ApiError(
							400,
							'INVALID_REQUEST',
							'INVALID_PATCH_OPERATION',
							"The operation cannot be honored. Cannot add a property that's already present, use replace. Cannot remove a property thats not present, use add. Cannot replace a property thats not present, use add."
						);
					}
					if ( op.op === 'remove' ) {
						delete next[ field ];
						continue;
					}
					if ( field === 'amount' ) {
						checkAmount( op.value );
						if (
							op.value.currency_code !== unit.amount.currency_code
						) {
							throw new ApiError(
								422,
								'UNPROCESSABLE_ENTITY',
								'AMOUNT_CHANGE_NOT_ALLOWED',
								'The amount specified is different from the amount authorized by payer.'
							);
						}
						if (
							order.status === 'APPROVED' &&
							! config.amountChangeAllowed &&
							op.value.value !== unit.amount.value
						) {
							throw new ApiError(
								422,
								'UNPROCESSABLE_ENTITY',
								'AMOUNT_CHANGE_NOT_ALLOWED',
								'The amount specified is different from the amount authorized by payer.'
							);
						}
						next.amount = op.value;
						continue;
					}
					next[ field ] = String( op.value );
				}
				order.purchase_units[ 0 ] = next;
				state.patches.push( { order: order.id, ops: body } );
				return [ 204, null ];
			},
		],
		[
			'POST',
			/^\/v2\/checkout\/orders\/([^/]+)\/capture$/,
			( body, m ) => {
				const order = getOrder( m[ 1 ] );
				if ( order.status === 'COMPLETED' ) {
					throw new ApiError(
						422,
						'UNPROCESSABLE_ENTITY',
						'ORDER_ALREADY_CAPTURED',
						'Order already captured.'
					);
				}
				if ( order.status !== 'APPROVED' ) {
					throw new ApiError(
						422,
						'UNPROCESSABLE_ENTITY',
						'ORDER_NOT_APPROVED',
						'Payer has not yet approved the Order for payment.'
					);
				}
				const unit = order.purchase_units[ 0 ];
				const captureId = id( 'C' );
				const now = new Date().toISOString();
				/** @type {StandinCapture} */
				const capture = {
					id: captureId,
					status: config.captureStatus,
					...( config.captureStatus === 'PENDING'
						? {
								status_details: {
									reason: config.captureReason,
								},
							}
						: {} ),
					amount: {
						currency_code: unit.amount.currency_code,
						value: config.captureValue ?? unit.amount.value,
					},
					final_capture: true,
					...( unit.custom_id ? { custom_id: unit.custom_id } : {} ),
					...( unit.invoice_id
						? { invoice_id: unit.invoice_id }
						: {} ),
					supplementary_data: { related_ids: { order_id: order.id } },
					links: [
						{
							href: `https://api.sandbox.paypal.com/v2/payments/captures/${ captureId }`,
							rel: 'self',
							method: 'GET',
						},
						{
							href: `https://api.sandbox.paypal.com/v2/payments/captures/${ captureId }/refund`,
							rel: 'refund',
							method: 'POST',
						},
						{
							href: `https://api.sandbox.paypal.com/v2/checkout/orders/${ order.id }`,
							rel: 'up',
							method: 'GET',
						},
					],
					create_time: now,
					update_time: now,
					refunded: 0,
				};
				state.captures.set( capture.id, capture );
				// The order shows its capture without the stand-in's own bookkeeping.
				const { refunded, ...shown } = capture;
				/** @type {WirePaymentCollection} */
				const payments = { captures: [ shown ] };
				unit.payments = payments;
				order.status = 'COMPLETED';
				return [ 201, orderReply( order ) ];
			},
		],
		[
			'POST',
			/^\/v2\/payments\/captures\/([^/]+)\/refund$/,
			( body, m ) => {
				const capture = getCapture( m[ 1 ] );
				const c = capture.amount.currency_code;
				const left =
					minor( capture.amount.value, c ) - capture.refunded;
				let amount = left;
				if ( body.amount ) {
					if ( body.amount.currency_code !== c ) {
						throw new ApiError(
							422,
							'UNPROCESSABLE_ENTITY',
							'CURRENCY_MISMATCH',
							'Currency of the refund must match the capture.'
						);
					}
					amount = minor( body.amount.value, c );
				}
				if ( amount <= 0 || amount > left ) {
					throw new ApiError(
						422,
						'UNPROCESSABLE_ENTITY',
						'REFUND_AMOUNT_EXCEEDED',
						'The refund amount must be less than or equal to the capture amount that has not yet been refunded.'
					);
				}
				return [
					201,
					refundCapture( capture, amount, body.note_to_payer ),
				];
			},
		],
		[
			'GET',
			/^\/v1\/notifications\/webhooks\/([^/]+)$/,
			( body, m ) => {
				if ( decodeURIComponent( m[ 1 ] ) !== config.webhookId ) {
					throw new ApiError(
						404,
						'INVALID_RESOURCE_ID',
						'INVALID_RESOURCE_ID',
						'Webhook id does not exist'
					);
				}
				return [
					200,
					webhookShape( {
						id: config.webhookId,
						url: config.webhookUrl,
						event_types: config.webhookEvents.map( ( name ) => ( {
							name,
							description: `${ name } (stand-in)`,
							status: 'ENABLED',
						} ) ),
						links: [
							{
								href: `https://api.sandbox.paypal.com/v1/notifications/webhooks/${ config.webhookId }`,
								rel: 'self',
								method: 'GET',
							},
						],
					} ),
				];
			},
		],
		[
			'POST',
			/^\/v1\/notifications\/verify-webhook-signature$/,
			( body ) => {
				const sent = state.sent.get( body.transmission_id );
				const event = JSON.stringify( body.webhook_event );
				const ok =
					!! sent &&
					body.webhook_id === config.webhookId &&
					body.transmission_time === sent.time &&
					body.auth_algo === 'SHA256withRSA' &&
					typeof body.cert_url === 'string' &&
					body.transmission_sig ===
						sign(
							body.transmission_id,
							sent.time,
							config.webhookId,
							event
						) &&
					event === sent.body;
				return [
					200,
					{ verification_status: ok ? 'SUCCESS' : 'FAILURE' },
				];
			},
		],
	];

	async function deliver( event, dryRun = false ) {
		const body = JSON.stringify( event );
		const transmissionId = crypto.randomUUID();
		const time = new Date().toISOString();
		state.sent.set( transmissionId, { time, body } );
		const headers = {
			'Content-Type': 'application/json',
			'PAYPAL-AUTH-ALGO': 'SHA256withRSA',
			'PAYPAL-CERT-URL':
				'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-STANDIN',
			'PAYPAL-TRANSMISSION-ID': transmissionId,
			'PAYPAL-TRANSMISSION-TIME': time,
			'PAYPAL-TRANSMISSION-SIG': sign(
				transmissionId,
				time,
				config.webhookId,
				body
			),
		};
		if ( dryRun ) {
			// For PHPUnit: the signed delivery, handed to the caller instead of sent.
			return { headers, body };
		}
		const res = await fetch( config.webhookUrl, {
			method: 'POST',
			headers,
			body,
		} );
		const reply = await res.text();
		state.deliveries.push( {
			event: event.id,
			type: event.event_type,
			status: res.status,
			reply,
		} );
		return { status: res.status, reply, headers, body };
	}

	const SUMMARIES = {
		'CHECKOUT.ORDER.APPROVED': 'An order has been approved by buyer',
		'PAYMENT.CAPTURE.COMPLETED': 'Payment completed',
		'PAYMENT.CAPTURE.PENDING': 'Payment pending',
		'PAYMENT.CAPTURE.DENIED': 'Payment denied',
		'PAYMENT.CAPTURE.REFUNDED': 'A capture payment was refunded',
		'PAYMENT.CAPTURE.REVERSED': 'A capture payment was reversed',
	};

	/**
	 * A webhook event as PayPal sends it (event envelope v1.0; resources of
	 * Orders v2 and Payments v2: resource_version 2.0).
	 *
	 * @param {Object} body { type, capture?, refund?, order?, resource? }.
	 */
	function webhookEvent( body ) {
		/** @type {import('./wire').WireWebhookEventType} */
		const type = body.type || 'PAYMENT.CAPTURE.COMPLETED';
		let resource = {};
		/** @type {import('./wire').WireWebhookEvent['resource_type']} */
		let resourceType = 'capture';
		if ( body.order ) {
			resource = orderReply( getOrder( body.order ) );
			resourceType = 'checkout-order';
		} else if ( body.refund ) {
			// An unknown id: the test's `resource` is the whole refund.
			resource = JSON.parse(
				JSON.stringify(
					state.refunds.find( ( r ) => r.id === body.refund ) || {}
				)
			);
			resourceType = 'refund';
		} else if ( body.capture ) {
			resource = JSON.parse(
				JSON.stringify( getCapture( body.capture ) )
			);
			delete resource.refunded;
		} else if ( type.startsWith( 'CHECKOUT.ORDER.' ) ) {
			resourceType = 'checkout-order';
		} else if (
			type === 'PAYMENT.CAPTURE.REFUNDED' ||
			type === 'PAYMENT.CAPTURE.REVERSED'
		) {
			resourceType = 'refund';
		}
		resource = { ...resource, ...( body.resource || {} ) };
		const eventId = id( 'WH-' );
		return webhookEventShape( {
			id: eventId,
			event_version: '1.0',
			create_time: new Date().toISOString(),
			resource_type: resourceType,
			resource_version: '2.0',
			event_type: type,
			summary: SUMMARIES[ type ] || type,
			resource,
			links: [
				{
					href: `https://api.sandbox.paypal.com/v1/notifications/webhooks-events/${ eventId }`,
					rel: 'self',
					method: 'GET',
				},
				{
					href: `https://api.sandbox.paypal.com/v1/notifications/webhooks-events/${ eventId }/resend`,
					rel: 'resend',
					method: 'POST',
				},
			],
		} );
	}

	async function control( method, path, body ) {
		let m;
		if ( method === 'GET' && path === '/_standin/state' ) {
			return {
				orders: [ ...state.orders.values() ],
				captures: [ ...state.captures.values() ],
				refunds: state.refunds,
				deliveries: state.deliveries,
				patches: state.patches,
				tokens: state.tokens.size,
			};
		}
		if ( method === 'POST' && path === '/_standin/reset' ) {
			reset();
			return { reset: true };
		}
		if ( method === 'POST' && path === '/_standin/config' ) {
			Object.assign( config, body || {} );
			return config;
		}
		if (
			method === 'POST' &&
			( m = path.match( /^\/_standin\/approve\/([^/]+)$/ ) )
		) {
			const order = getOrder( m[ 1 ] );
			if ( order.status !== 'CREATED' ) {
				throw new ApiError(
					422,
					'UNPROCESSABLE_ENTITY',
					'ORDER_NOT_APPROVABLE',
					'Order is not in a state to be approved.'
				);
			}
			order.status = 'APPROVED';
			/** @type {WirePayer} */
			const payer = {
				payer_id: 'PAYERSTANDIN1',
				email_address: 'kaeufer@example.test',
				name: { given_name: 'Karl', surname: 'Käufer' },
			};
			order.payer = payer;
			// The buyer's address from their PayPal account, when the shop asked for it.
			if (
				order.payment_source?.paypal?.experience_context
					?.shipping_preference === 'GET_FROM_FILE'
			) {
				/** @type {WireShipping} */
				const fromFile = {
					name: { full_name: 'Karl Käufer' },
					address: {
						address_line_1: 'Unter den Linden 1',
						admin_area_2: 'Berlin',
						postal_code: '10117',
						country_code: 'DE',
					},
				};
				order.purchase_units[ 0 ].shipping = body.shipping || fromFile;
			}
			return { orderID: order.id, payerID: 'PAYERSTANDIN1' };
		}
		if (
			method === 'POST' &&
			( m = path.match( /^\/_standin\/refund\/([^/]+)$/ ) )
		) {
			// A refund the merchant makes in PayPal's own dashboard.
			const capture = getCapture( m[ 1 ] );
			const c = capture.amount.currency_code;
			const left = minor( capture.amount.value, c ) - capture.refunded;
			const amount = body.value ? minor( body.value, c ) : left;
			return refundCapture( capture, amount, body.note );
		}
		if (
			method === 'POST' &&
			( m = path.match( /^\/_standin\/reverse\/([^/]+)$/ ) )
		) {
			// PayPal takes the money back (a chargeback, a case lost): a refund of the capture.
			const capture = getCapture( m[ 1 ] );
			const c = capture.amount.currency_code;
			const left = minor( capture.amount.value, c ) - capture.refunded;
			const amount = body.value ? minor( body.value, c ) : left;
			const reversal = refundCapture(
				capture,
				amount,
				'Payment reversed'
			);
			if ( capture.refunded >= minor( capture.amount.value, c ) ) {
				capture.status = 'REFUNDED';
			}
			return reversal;
		}
		if (
			method === 'POST' &&
			( m = path.match( /^\/_standin\/complete\/([^/]+)$/ ) )
		) {
			// A pending capture PayPal later completes.
			const capture = getCapture( m[ 1 ] );
			capture.status = 'COMPLETED';
			delete capture.status_details;
			return capture;
		}
		if ( method === 'POST' && path === '/_standin/webhook' ) {
			// `replay`: the very event delivered before, sent again (PayPal retries).
			const event = body.replay
				? state.events.get( body.replay )
				: webhookEvent( body );
			if ( ! event ) {
				throw notFound();
			}
			state.events.set( event.id, event );
			return {
				...( await deliver( event, body.dryRun === true ) ),
				event: event.id,
			};
		}
		throw new ApiError(
			404,
			'NOT_FOUND',
			'',
			`No control ${ method } ${ path }`
		);
	}

	const server = http.createServer( async ( req, res ) => {
		const url = new URL( req.url, 'http://127.0.0.1' );
		const path = url.pathname;
		const chunks = [];
		for await ( const chunk of req ) {
			chunks.push( chunk );
		}
		// eslint-disable-next-line @wordpress/no-unused-vars-before-return -- the body is read before any reply.
		const raw = Buffer.concat( chunks ).toString();
		const send = ( status, data, extra = {} ) => {
			res.writeHead( status, {
				...( data === null
					? {}
					: { 'Content-Type': 'application/json' } ),
				'Access-Control-Allow-Origin': '*',
				...extra,
			} );
			res.end( data === null ? '' : JSON.stringify( data ) );
		};
		try {
			if ( req.method === 'OPTIONS' ) {
				return send( 204, null, {
					'Access-Control-Allow-Headers': '*',
					'Access-Control-Allow-Methods': '*',
				} );
			}
			if ( path.startsWith( '/_standin/' ) ) {
				return send(
					200,
					await control(
						req.method,
						path,
						raw ? JSON.parse( raw ) : {}
					)
				);
			}
			logRequest( 'paypal', req, raw, res );
			if ( req.method === 'POST' && path === '/v1/oauth2/token' ) {
				const auth = req.headers.authorization || '';
				const expected =
					'Basic ' +
					Buffer.from( `${ clientId }:${ secret }` ).toString(
						'base64'
					);
				if (
					auth !== expected ||
					! /grant_type=client_credentials/.test( raw )
				) {
					return send( 401, {
						error: 'invalid_client',
						error_description: 'Client Authentication failed',
					} );
				}
				const token =
					'A21' + crypto.randomBytes( 24 ).toString( 'hex' );
				state.tokens.add( token );
				return send( 200, {
					scope: 'https://uri.paypal.com/services/payments/payment',
					access_token: token,
					token_type: 'Bearer',
					app_id: 'APP-STANDIN',
					expires_in: 32400,
					nonce: id(),
				} );
			}
			const bearer = /^Bearer (.+)$/.exec(
				req.headers.authorization || ''
			);
			if ( ! bearer || ! state.tokens.has( bearer[ 1 ] ) ) {
				return send( 401, {
					error: 'invalid_token',
					error_description: 'Token signature verification failed',
				} );
			}
			const requestId = req.headers[ 'paypal-request-id' ];
			if ( requestId && state.replies.has( requestId ) ) {
				const [ status, data ] = state.replies.get( requestId );
				return send( status, data );
			}
			for ( const [ method, re, handler ] of routes ) {
				const m = req.method === method && re.exec( path );
				if ( m ) {
					let body = {};
					if ( raw ) {
						try {
							body = JSON.parse( raw );
						} catch {
							throw new ApiError(
								400,
								'INVALID_REQUEST',
								'MALFORMED_REQUEST_JSON',
								'The request JSON is not well formed.'
							);
						}
					}
					const [ status, data ] = handler( body, m );
					if ( requestId ) {
						state.replies.set( requestId, [ status, data ] );
					}
					return send( status, data );
				}
			}
			throw new ApiError(
				404,
				'RESOURCE_NOT_FOUND',
				'',
				'The requested resource was not found.'
			);
		} catch ( error ) {
			if ( error instanceof ApiError ) {
				return send( error.status, error.body );
			}
			return send( 500, {
				name: 'INTERNAL_SERVER_ERROR',
				message: String( error ),
				debug_id: id( 'd' ).toLowerCase(),
				details: [],
			} );
		}
	} );
	// Test clients (fetch) keep connections alive between calls seconds apart: a server
	// closing an idle one just as it is reused fails the call ("other side closed").
	server.keepAliveTimeout = 10 * 60 * 1000;
	server.headersTimeout = server.keepAliveTimeout + 1000;
	await new Promise( ( resolve ) =>
		server.listen( options.port || 0, '127.0.0.1', () => resolve( null ) )
	);
	const { port } = /** @type {import('node:net').AddressInfo} */ (
		server.address()
	);
	return {
		url: `http://127.0.0.1:${ port }`,
		close: () => new Promise( ( resolve ) => server.close( resolve ) ),
	};
}

if ( import.meta.url === pathToFileURL( process.argv[ 1 ] || '' ).href ) {
	const standin = await startStandin();
	process.stdout.write( JSON.stringify( { url: standin.url } ) + '\n' );
	process.stdin.resume();
	process.stdin.on( 'end', () => process.exit( 0 ) );
}
