/**
 * POST helper for WooCommerce's wc-ajax and admin-ajax endpoints.
 */

export class HttpError extends Error {
	readonly status: number;

	constructor( status: number ) {
		super( `HTTP ${ status }` );
		this.name = 'HttpError';
		this.status = status;
	}
}

export type Payload = URLSearchParams | Record< string, string | number >;

export interface PostOptions {
	/** Abort after this many milliseconds (0: never). */
	timeoutMs?: number;
	/** Aborts the request from outside (a newer request replaces it). */
	signal?: AbortSignal;
}

function toBody( data: Payload ): URLSearchParams {
	if ( data instanceof URLSearchParams ) {
		return data;
	}
	const body = new URLSearchParams();
	for ( const [ key, value ] of Object.entries( data ) ) {
		body.append( key, String( value ) );
	}
	return body;
}

export interface RequestOptions extends PostOptions {
	method?: 'GET' | 'POST';
	/** Form fields, or multipart data (uploads). */
	body?: Payload | FormData;
	/** Extra headers; `Accept` defaults to JSON. */
	headers?: Record< string, string >;
}

export interface Reply {
	status: number;
	text: string;
}

/**
 * The suite's one HTTP call: same-origin credentials, a timeout, an outside
 * abort signal. Resolves with status and body for every 2xx (and 204);
 * rejects with `HttpError` for any other status, with the browser's
 * `TypeError` when the network failed, and with an `AbortError` on timeout
 * or abort (`isAbort()`).
 *
 * @param url               Address.
 * @param options           Method, body, headers, timeout, signal.
 * @param options.method
 * @param options.body
 * @param options.headers
 * @param options.timeoutMs
 * @param options.signal
 */
export async function request(
	url: string,
	{
		method = 'POST',
		body,
		headers = {},
		timeoutMs = 0,
		signal,
	}: RequestOptions = {}
): Promise< Reply > {
	const controller =
		typeof AbortController === 'function' ? new AbortController() : null;
	const timer =
		timeoutMs > 0 && controller
			? setTimeout( () => controller.abort(), timeoutMs )
			: null;
	const forward = () => controller?.abort();
	if ( signal ) {
		if ( signal.aborted ) {
			forward();
		}
		signal.addEventListener( 'abort', forward );
	}
	try {
		const response = await fetch( url, {
			method,
			credentials: 'same-origin',
			headers: {
				Accept: 'application/json, text/javascript, */*; q=0.01',
				...headers,
			},
			body:
				body === undefined || body instanceof FormData
					? body
					: toBody( body ),
			signal: controller ? controller.signal : undefined,
		} );
		if ( ! response.ok ) {
			throw new HttpError( response.status );
		}
		return {
			status: response.status,
			text: response.status === 204 ? '' : await response.text(),
		};
	} finally {
		if ( timer ) {
			clearTimeout( timer );
		}
		signal?.removeEventListener( 'abort', forward );
	}
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
 * Sends a form-encoded POST and reads the JSON reply.
 *
 * Resolves with `null` when the server answered with an empty body, with the
 * parsed value otherwise. Rejects on network failure, timeout, a non-2xx
 * status (HttpError) or a body that is not JSON.
 *
 * @param url     Endpoint.
 * @param data    Fields.
 * @param options Timeout and abort signal.
 */
export async function postForm(
	url: string,
	data: Payload,
	options: PostOptions = {}
): Promise< unknown > {
	const text = await postFormText( url, data, options );
	if ( text.trim() === '' ) {
		return null;
	}
	return JSON.parse( text ) as unknown;
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
