/**
 * The contact form REST API over the suite's HTTP client. No nonce is sent: the form
 * lives on cached pages where a nonce would expire. Failures become an
 * ApiError with a German message the visitor sees: the server's when it
 * sent one, else the form's own (the anchor only logged).
 */
/**
 * Internal dependencies
 */
import { HttpError, request, type Reply } from '@tresen/common/http';
import type { ContactFormSettings } from './settings.d';

export type ApiErrorCode = 'fetch_error' | 'invalid_json' | 'http_error';

export class ApiError extends Error {
	constructor(
		public code: ApiErrorCode,
		message: string,
		public status = 0
	) {
		super( message );
		this.name = 'ApiError';
	}
}

/**
 * URL of a route under the namespace.
 *
 * @param settings Settings.
 * @param path     Route, e.g. "contact-forms/5/refill".
 */
export function routeUrl(
	settings: ContactFormSettings,
	path: string
): string {
	const root = settings.api.root;
	const route = `${ settings.api.namespace.replace( /^\/|\/$/g, '' ) }/${ path.replace( /^\//, '' ) }`;
	if ( root.includes( '?' ) ) {
		// Plain permalinks: ?rest_route=/namespace/route
		const url = new URL( root, window.location.href );
		url.searchParams.set( 'rest_route', `/${ route }` );
		return url.toString();
	}
	return `${ root.replace( /\/?$/, '/' ) }${ route }`;
}

/**
 * Calls the API through the suite's one HTTP client. Resolves with the
 * parsed JSON ({} for 204).
 *
 * @param settings    Settings.
 * @param path        Route.
 * @param init        Method and body.
 * @param init.method
 * @param init.body
 */
export async function apiFetch(
	settings: ContactFormSettings,
	path: string,
	init: { method?: 'GET' | 'POST'; body?: FormData } = {}
): Promise< Record< string, unknown > > {
	let reply: Reply;
	try {
		reply = await request( routeUrl( settings, path ), {
			method: init.method ?? 'GET',
			body: init.body,
			headers: { Accept: 'application/json' },
		} );
	} catch ( error ) {
		if ( error instanceof HttpError ) {
			// The server's own words (a REST error's German message), else ours with the status.
			throw new ApiError(
				'http_error',
				error.serverMessage ||
					settings.messages.httpError.replace(
						'%d',
						String( error.status )
					),
				error.status
			);
		}
		throw new ApiError( 'fetch_error', settings.messages.fetchError );
	}
	if ( reply.status === 204 ) {
		return {};
	}
	try {
		const json: unknown = JSON.parse( reply.text );
		if (
			typeof json !== 'object' ||
			json === null ||
			Array.isArray( json )
		) {
			throw new Error( 'not an object' );
		}
		return json as Record< string, unknown >;
	} catch {
		throw new ApiError(
			'invalid_json',
			settings.messages.invalidJson,
			reply.status
		);
	}
}
