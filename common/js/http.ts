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

/**
 * Sends a form-encoded POST and reads the JSON reply.
 *
 * Resolves with `null` when the server answered with an empty body, with the
 * parsed value otherwise. Rejects on network failure, timeout, a non-2xx
 * status (HttpError) or a body that is not JSON.
 *
 * @param url               Endpoint.
 * @param data              Fields.
 * @param options           Timeout.
 * @param options.timeoutMs
 */
export async function postForm(
	url: string,
	data: Payload,
	{ timeoutMs = 0 }: PostOptions = {}
): Promise< unknown > {
	const controller =
		typeof AbortController === 'function' ? new AbortController() : null;
	const timer =
		timeoutMs > 0 && controller
			? setTimeout( () => controller.abort(), timeoutMs )
			: null;
	try {
		const response = await fetch( url, {
			method: 'POST',
			credentials: 'same-origin',
			headers: {
				Accept: 'application/json, text/javascript, */*; q=0.01',
			},
			body: toBody( data ),
			signal: controller ? controller.signal : undefined,
		} );
		if ( ! response.ok ) {
			throw new HttpError( response.status );
		}
		const text = await response.text();
		if ( text.trim() === '' ) {
			return null;
		}
		return JSON.parse( text ) as unknown;
	} finally {
		if ( timer ) {
			clearTimeout( timer );
		}
	}
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
