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
 * - GET /v2/checkout/orders/:id, PATCH (custom_id, invoice_id).
 * - POST /v2/checkout/orders/:id/capture: `ORDER_NOT_APPROVED` until the
 *   buyer approved it, `ORDER_ALREADY_CAPTURED` the second time; a capture
 *   COMPLETED for the order's amount (or what /_standin/config says:
 *   `captureStatus`, `captureValue`).
 * - POST /v2/payments/captures/:id/refund: at most what is left.
 * - POST /v1/notifications/verify-webhook-signature: SUCCESS only for a
 *   delivery this stand-in sent (its transmission id, time and signature,
 *   for the webhook id it was configured with and this very event).
 *
 * Test controls under /_standin/: state, reset, approve/:id (what the
 * buyer does in PayPal's window; returns the payer id, and fills in the
 * buyer's PayPal address when the order asked for GET_FROM_FILE), config,
 * refund/:capture (a refund made in PayPal's dashboard) and webhook (sends
 * a signed event to the configured URL; `refund` names a refund to report).
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
import { order as orderShape } from './shapes.mjs';

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
		captureStatus: 'COMPLETED',
		captureValue: null,
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
		};
		config.captureStatus = 'COMPLETED';
		config.captureValue = null;
	}
	reset();

	function sign( transmissionId, time, webhookId, body ) {
		// CRC-32 of the body, as PayPal signs it.
		const crc = zlib.crc32( Buffer.from( body ) );
		return crypto
			.createHmac( 'sha256', signingKey )
			.update( `${ transmissionId }|${ time }|${ webhookId }|${ crc }` )
			.digest( 'base64' );
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
		const refund = {
			id: refundId,
			status: 'COMPLETED',
			amount: { currency_code: c, value: money( amount, c ) },
			note_to_payer: note,
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
		return refund;
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
				for ( const op of Array.isArray( body ) ? body : [] ) {
					const field = /\/(custom_id|invoice_id)$/.exec(
						op.path || ''
					);
					if ( ! field || ! [ 'add', 'replace' ].includes( op.op ) ) {
						throw new ApiError(
							422,
							'UNPROCESSABLE_ENTITY',
							'PATCH_PATH_REQUIRED',
							'Unsupported patch.'
						);
					}
					order.purchase_units[ 0 ][ field[ 1 ] ] = String(
						op.value
					);
				}
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
				const capture = {
					id: id( 'C' ),
					status: config.captureStatus,
					amount: {
						currency_code: unit.amount.currency_code,
						value: config.captureValue ?? unit.amount.value,
					},
					custom_id: unit.custom_id,
					invoice_id: unit.invoice_id,
					supplementary_data: { related_ids: { order_id: order.id } },
					refunded: 0,
				};
				state.captures.set( capture.id, capture );
				unit.payments = { captures: [ capture ] };
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

	async function control( method, path, body ) {
		let m;
		if ( method === 'GET' && path === '/_standin/state' ) {
			return {
				orders: [ ...state.orders.values() ],
				captures: [ ...state.captures.values() ],
				refunds: state.refunds,
				deliveries: state.deliveries,
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
			order.payer = {
				payer_id: 'PAYERSTANDIN1',
				email_address: 'kaeufer@example.test',
				name: { given_name: 'Karl', surname: 'Käufer' },
			};
			// The buyer's address from their PayPal account, when the shop asked for it.
			if (
				order.payment_source?.paypal?.experience_context
					?.shipping_preference === 'GET_FROM_FILE'
			) {
				order.purchase_units[ 0 ].shipping = body.shipping || {
					name: { full_name: 'Karl Käufer' },
					address: {
						address_line_1: 'Unter den Linden 1',
						admin_area_2: 'Berlin',
						postal_code: '10117',
						country_code: 'DE',
					},
				};
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
		if ( method === 'POST' && path === '/_standin/webhook' ) {
			// A capture event; body: { type, capture } or { type, resource }.
			const capture = body.capture
				? state.captures.get( body.capture )
				: null;
			const refund = body.refund
				? state.refunds.find( ( r ) => r.id === body.refund )
				: null;
			const resource = {
				...( capture || {} ),
				...( refund || {} ),
				...( body.resource || {} ),
			};
			delete resource.refunded;
			const event = {
				id: id( 'WH-' ),
				event_version: '1.0',
				create_time: new Date().toISOString(),
				resource_type: refund ? 'refund' : 'capture',
				event_type: body.type || 'PAYMENT.CAPTURE.COMPLETED',
				summary: refund ? 'Payment refunded' : 'Payment completed',
				resource,
				links: [],
			};
			return deliver( event, body.dryRun === true );
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
		server.listen( options.port || 0, '127.0.0.1', resolve )
	);
	const { port } = server.address();
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
