/**
 * The wishlist's ajax calls (admin-ajax, YITH's action names): every call
 * sends `action`, `nonce` and `context=frontend`; the reply's JSON is read
 * whatever the status, so the server's German message reaches the shopper.
 */
import { __ } from '@wordpress/i18n';
import { isRecord } from '@tresen/common/settings';

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
	const controller = new AbortController();
	// eslint-disable-next-line @wordpress/no-unused-vars-before-return -- cleared in `finally`.
	const timer = setTimeout( () => controller.abort(), timeoutMs );
	try {
		const response = await fetch( url, {
			method: 'POST',
			credentials: 'same-origin',
			headers: { Accept: 'application/json' },
			body: body( action, fields, nonce ),
			signal: controller.signal,
		} );
		const text = await response.text();
		let json: unknown = null;
		try {
			json = JSON.parse( text );
		} catch {
			json = null;
		}
		if ( typeof json === 'number' ) {
			return { ok: response.ok, message: '', value: json };
		}
		const record = isRecord( json ) ? json : {};
		const message =
			typeof record.message === 'string' ? record.message : '';
		return {
			...record,
			ok: isRecord( json ) && isSuccess( response.status, record ),
			message:
				message ||
				( isRecord( json ) && response.ok ? '' : connectionMessage() ),
		};
	} catch {
		return { ok: false, message: connectionMessage() };
	} finally {
		clearTimeout( timer );
	}
}
