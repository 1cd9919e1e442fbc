/**
 * The request log of the stand-ins (tests/stripe/standin.mjs,
 * tests/paypal/standin.mjs): when TRESEN_CONTRACT_LOG names a file, every
 * API request a stand-in receives is appended to it as one JSON line, so
 * tests/contracts/check.mjs can hold it against the provider's published
 * API. Without the variable nothing is written.
 *
 * A line: { provider, method, path, query, body, headers, key, at, status }, where
 * `query` and `body` are the raw query string and body as sent (Stripe:
 * form-encoded `a[b][c]=x`; PayPal: JSON, or the token request's form),
 * `headers` only those that matter to the contract (idempotency, API
 * version, content type, user agent) and `key` the kind of credential
 * (never the credential itself), `status` the stand-in's reply status.
 */
import fs from 'node:fs';

/** Headers that carry meaning for the provider's contract. */
const HEADERS = [
	'content-type',
	'idempotency-key',
	'stripe-version',
	'stripe-account',
	'paypal-request-id',
	'paypal-partner-attribution-id',
	'prefer',
	'user-agent',
];

/**
 * Which credential a request carried, without the credential.
 *
 * @param {string} auth Authorization header.
 * @return {string} secret, publishable, bearer, basic or none.
 */
function credential( auth ) {
	if ( /^Bearer sk_/.test( auth ) || /^Bearer rk_/.test( auth ) ) {
		return 'secret';
	}
	if ( /^Bearer pk_/.test( auth ) ) {
		return 'publishable';
	}
	if ( /^Bearer /.test( auth ) ) {
		return 'bearer';
	}
	if ( /^Basic /.test( auth ) ) {
		return 'basic';
	}
	return 'none';
}

/**
 * Appends one request to the contract log (a no-op without TRESEN_CONTRACT_LOG).
 *
 * @param {string}                              provider stripe or paypal.
 * @param {import('node:http').IncomingMessage} req      The request.
 * @param {string}                              raw      Its body as received.
 * @param {import('node:http').ServerResponse}  [res]    Its reply: the line is written once it is sent, with its status.
 */
export function logRequest( provider, req, raw, res ) {
	const file = process.env.TRESEN_CONTRACT_LOG;
	if ( ! file ) {
		return;
	}
	const url = new URL( req.url || '/', 'http://127.0.0.1' );
	/** @type {Record<string, string>} */
	const headers = {};
	for ( const name of HEADERS ) {
		if ( req.headers[ name ] !== undefined ) {
			headers[ name ] = String( req.headers[ name ] );
		}
	}
	const line = {
		provider,
		method: req.method,
		path: url.pathname,
		query: url.search.replace( /^\?/, '' ),
		body: raw,
		headers,
		key: credential( String( req.headers.authorization || '' ) ),
		at: new Date().toISOString(),
	};
	if ( ! res ) {
		fs.appendFileSync( file, JSON.stringify( line ) + '\n' );
		return;
	}
	res.once( 'finish', () => {
		line.status = res.statusCode;
		fs.appendFileSync( file, JSON.stringify( line ) + '\n' );
	} );
}
