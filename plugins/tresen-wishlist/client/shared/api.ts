/**
 * The wishlist's ajax calls (admin-ajax, YITH's action names): every call
 * sends `action`, `nonce` and `context=frontend` through the suite's HTTP
 * client; the reply's JSON is read whatever the status, so the server's
 * German message reaches the shopper.
 */
import { __ } from '@wordpress/i18n';
import { isRecord } from '@tresen/common/settings';
import { HttpError, requestJson, serverWords } from '@tresen/common/http';

export type Fields = Record< string, string | number | string[] | undefined >;

export interface Reply extends Record< string, unknown > {
	ok: boolean;
	message: string;
}

/** The message when the connection or the server failed without one. */
export function connectionMessage(): string {
	return __(
		'The connection to the shop failed. Please check your connection and try again.',
		'tresen-wishlist'
	);
}

/**
 * Builds the form body. Lists become `key[]` entries, fragment maps JSON.
 *
 * @param action Action name.
 * @param fields Fields.
 * @param nonce  Nonce ('' for reads).
 */
export function body( action: string, fields: Fields, nonce: string ) {
	const data = new URLSearchParams();
	data.append( 'action', action );
	data.append( 'context', 'frontend' );
	if ( nonce ) {
		data.append( 'nonce', nonce );
	}
	for ( const [ key, value ] of Object.entries( fields ) ) {
		if ( value === undefined ) {
			continue;
		}
		if ( Array.isArray( value ) ) {
			value.forEach( ( v ) => data.append( `${ key }[]`, v ) );
		} else {
			data.append( key, String( value ) );
		}
	}
	return data;
}

/**
 * Whether a reply means success: `result` true/'true'/'exists', or no `result` at all with a 2xx status.
 *
 * @param status HTTP status.
 * @param json   Parsed reply.
 */
export function isSuccess( status: number, json: Record< string, unknown > ) {
	if ( status < 200 || status >= 300 ) {
		return false;
	}
	if ( ! ( 'result' in json ) ) {
		return true;
	}
	return (
		json.result === true ||
		json.result === 'true' ||
		json.result === 'exists'
	);
}

/**
 * Sends an action. Never rejects: failures come back with `ok: false` and a message.
 *
 * @param url       admin-ajax URL.
 * @param action    Action name.
 * @param fields    Fields.
 * @param nonce     Nonce.
 * @param timeoutMs Abort after this long.
 */
export async function call(
	url: string,
	action: string,
	fields: Fields,
	nonce: string,
	timeoutMs = 15000
): Promise< Reply > {
	let status = 200;
	let json: unknown;
	try {
		json = await requestJson( url, {
			body: body( action, fields, nonce ),
			timeoutMs,
		} );
	} catch ( error ) {
		// Offline, a timeout, or a reply that is no JSON.
		if ( ! ( error instanceof HttpError ) ) {
			return { ok: false, message: connectionMessage() };
		}
		// A refusal: its JSON still carries the server's German message.
		status = error.status;
		json = error.data;
	}
	if ( typeof json === 'number' ) {
		return { ok: status === 200, message: '', value: json };
	}
	const record = isRecord( json ) ? json : {};
	return {
		...record,
		ok: isRecord( json ) && isSuccess( status, record ),
		message:
			serverWords( json ).message ||
			( isRecord( json ) && status === 200 ? '' : connectionMessage() ),
	};
}
