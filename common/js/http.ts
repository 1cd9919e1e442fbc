/**
 * The suite's one HTTP client (every package's requests go through
 * `request()`): wc-ajax, admin-ajax, REST and plain GETs.
 */

/** What the server said about a failure: its message for the shopper and its code. */
export interface ServerWords {
	/** Text for the shopper ('' when the reply had none). */
	message: string;
	/** Machine code ('' when the reply had none). */
	code: string;
}

const squash = ( text: string ) => text.replace( /\s+/g, ' ' ).trim();
const str = ( value: unknown ) => ( typeof value === 'string' ? value : '' );

/**
 * The text of WooCommerce's notice HTML (`<ul class="woocommerce-error"><li>…</li></ul>`,
 * a notice's `<strong>`; an escaped `&lt;b&gt;` becomes `<b>`): list items
 * joined by a space, otherwise the text. Parsed inert (DOMParser runs no script).
 *
 * @param html Notice HTML.
 */
export function textOf( html: string ): string {
	const doc = new DOMParser().parseFromString( html, 'text/html' );
	const items = doc.querySelectorAll( 'li' );
	return squash(
		Array.from(
			items.length ? items : [ doc.body ],
			( el ) => el.textContent
		).join( ' ' )
	);
}

/**
 * Reads the server's message and code from a reply, parsed JSON or text:
 * `{ success: false, data: { message | messages, code } }` (wp_send_json_error,
 * also `data` as text or as a list of `{ code, message }`), REST errors
 * `{ code, message }`, wc-ajax checkout `{ messages: "<ul …>" }`,
 * `{ message }` / `{ error }`, or a short plain text (not markup such as an
 * HTML page, not PHP's error output, not admin-ajax's "-1" / "0").
 * A message is text, kept as it came (a list named `<b>Geburtstag</b>` stays
 * so); only `messages`, WooCommerce's notices, is HTML and read by `textOf()`.
 * Show the result as text (`textContent`), never as HTML.
 *
 * @param reply Parsed JSON, or the reply's text.
 */
export function serverWords( reply: unknown ): ServerWords {
	if ( Array.isArray( reply ) ) {
		return serverWords( reply[ 0 ] );
	}
	if ( reply && typeof reply === 'object' ) {
		const record = reply as Record< string, unknown >;
		const inner = record.success === false && serverWords( record.data );
		const html = [ record.messages ].flat().map( str ).join( ' ' );
		return inner && inner.message
			? inner
			: {
					message:
						squash(
							str( record.message ) || str( record.error )
						) ||
						( html && textOf( html ) ),
					code: str( record.code ),
				};
	}
	const text = str( reply );
	return {
		message:
			text.length < 500 &&
			/\p{L}/u.test( text ) &&
			! /^\s*<|error:|warning:|notice:|uncaught/i.test( text )
				? squash( text )
				: '',
		code: '',
	};
}

/**
 * A reply with a status outside 2xx. `message` is the server's message when
 * it sent one, else the caller's fallback (German, from its package), else
 * "HTTP <status>".
 */
export class HttpError extends Error {
	readonly status!: number;
	/** The server's machine code, '' for none. */
	readonly code!: string;
	/** The server's message for the shopper, '' for none. */
	readonly serverMessage!: string;
	/** The reply: parsed JSON, or its text when it was not JSON. */
	readonly data!: unknown;

	constructor( status: number, data: unknown = null, fallback = '' ) {
		// A 5xx in plain text is the host's (e.g. "Internal Server Error"), not the shop's words.
		const words = serverWords( status > 499 && str( data ) ? '' : data );
		super( words.message || fallback || `HTTP ${ status }` );
		Object.assign( this, {
			name: 'HttpError',
			status,
			code: words.code,
			serverMessage: words.message,
			data,
		} );
	}
}

/**
 * The text to show for a failed request: the server's message when it sent
 * one (an HttpError's, or a 2xx reply's `{ success: false, data: { message } }`),
 * otherwise the fallback.
 *
 * @param failure  What the request rejected with, or a parsed reply.
 * @param fallback German text of the caller's package.
 */
export function messageOf( failure: unknown, fallback: string ): string {
	return (
		( failure instanceof HttpError
			? failure.serverMessage
			: ! ( failure instanceof Error ) &&
				serverWords( failure ).message ) || fallback
	);
}

export type Payload = URLSearchParams | Record< string, string | number >;

export interface PostOptions {
	/** Abort after this many milliseconds (0: never). */
	timeoutMs?: number;
	/** Aborts the request from outside (a newer request replaces it). */
	signal?: AbortSignal;
	/** `HttpError.message` when the server sent no message (German, from the caller's package). */
	fallback?: string;
}

export interface RequestOptions extends PostOptions {
	method?: 'GET' | 'POST';
	/** Form fields, or multipart data (uploads). */
	body?: Payload | FormData;
	/** Extra headers; `Accept` defaults to JSON. */
	headers?: Record< string, string >;
	/** Cookies: same-origin (default), or omit for replies cached for everyone. */
	credentials?: 'same-origin' | 'omit';
}

export interface Reply {
	status: number;
	text: string;
}

/**
 * The suite's one HTTP call: same-origin credentials, a timeout, an outside
 * abort signal. Resolves with status and body for every 2xx (and 204);
 * rejects with `HttpError` for any other status (with the server's message
 * and code when the reply had them, see `serverWords()`), with the browser's
 * `TypeError` when the network failed, and with an `AbortError` on timeout
 * or abort (`isAbort()`).
 *
 * @param url                 Address.
 * @param options             Method, body, headers, credentials, timeout, signal, fallback.
 * @param options.method
 * @param options.body
 * @param options.headers
 * @param options.credentials
 * @param options.timeoutMs
 * @param options.signal
 * @param options.fallback
 */
export async function request(
	url: string,
	{
		method = 'POST',
		body,
		headers = {},
		credentials = 'same-origin',
		timeoutMs = 0,
		signal,
		fallback,
	}: RequestOptions = {}
): Promise< Reply > {
	const controller = new AbortController();
	const abort = () => controller.abort();
	const timer = timeoutMs > 0 ? setTimeout( abort, timeoutMs ) : undefined;
	if ( signal?.aborted ) {
		abort();
	}
	signal?.addEventListener( 'abort', abort );
	try {
		const response = await fetch( url, {
			method,
			credentials,
			headers: {
				Accept: 'application/json, text/javascript, */*; q=0.01',
				...headers,
			},
			body:
				body instanceof FormData || body === undefined
					? body
					: new URLSearchParams( body as Record< string, string > ),
			signal: controller.signal,
		} );
		const text = await response.text();
		if ( ! response.ok ) {
			let data: unknown = text;
			try {
				data = JSON.parse( text );
			} catch {}
			throw new HttpError( response.status, data, fallback );
		}
		return { status: response.status, text };
	} finally {
		clearTimeout( timer );
		signal?.removeEventListener( 'abort', abort );
	}
}

/**
 * A read whose failure no shopper sees (a badge, an "on a list" state): the
 * reply's text for a 2xx, a plain rejection otherwise. It uses none of the
 * error model above, so a bundle that only reads carries a few bytes of the
 * client instead of all of it (tree-shaken); use `request()` wherever a
 * failure is shown.
 *
 * @param url  Address (same-origin credentials).
 * @param body Form fields to POST; without them a GET.
 */
export async function readText(
	url: string,
	body?: Payload
): Promise< string > {
	const response = await fetch( url, {
		method: body ? 'POST' : 'GET',
		credentials: 'same-origin',
		headers: { Accept: 'application/json' },
		body: body && new URLSearchParams( body as Record< string, string > ),
	} );
	if ( ! response.ok ) {
		throw new Error( `HTTP ${ response.status }` );
	}
	return response.text();
}

/**
 * Sends a form-encoded POST and returns the reply's text (see `request()`).
 *
 * @param url     Endpoint.
 * @param data    Fields.
 * @param options Timeout and abort signal.
 */
export async function postFormText(
	url: string,
	data: Payload,
	options: PostOptions = {}
): Promise< string > {
	return ( await request( url, { ...options, body: data } ) ).text;
}

/**
 * `request()` and the JSON reply: `null` for an empty body, the parsed value
 * otherwise. Rejects as `request()` does, and with a SyntaxError when the
 * body is not JSON.
 *
 * @param url     Address.
 * @param options As for `request()`.
 */
export async function requestJson(
	url: string,
	options: RequestOptions = {}
): Promise< unknown > {
	const { text } = await request( url, options );
	return text.trim() ? ( JSON.parse( text ) as unknown ) : null;
}

/**
 * Sends a form-encoded POST and reads the JSON reply (see `requestJson()`).
 *
 * @param url     Endpoint.
 * @param data    Fields.
 * @param options Timeout, abort signal and fallback message.
 */
export function postForm(
	url: string,
	data: Payload,
	options: PostOptions = {}
): Promise< unknown > {
	return requestJson( url, { ...options, body: data } );
}

/**
 * Whether a request failed because it was aborted on purpose.
 *
 * @param error What the request rejected with.
 */
export function isAbort( error: unknown ): boolean {
	return error instanceof Error && error.name === 'AbortError';
}

/**
 * Builds a wc-ajax URL from the `%%endpoint%%` template WooCommerce provides.
 *
 * @param template URL with %%endpoint%%.
 * @param endpoint e.g. "add_to_cart".
 */
export function wcAjaxUrl( template: string, endpoint: string ): string {
	return template.replace( '%%endpoint%%', encodeURIComponent( endpoint ) );
}
