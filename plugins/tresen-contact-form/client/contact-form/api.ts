/**
 * A small fetch for the contact form REST API. No nonce is sent: the form
 * lives on cached pages where a nonce would expire. Failures become an
 * ApiError with a German message the visitor sees (the anchor only logged).
 */
/**
 * Internal dependencies
 */
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
 * Calls the API. Resolves with the parsed JSON ({} for 204).
 *
 * @param settings Settings.
 * @param path     Route.
 * @param init     Fetch options.
 */
export async function apiFetch(
	settings: ContactFormSettings,
	path: string,
	init: RequestInit = {}
): Promise< Record< string, unknown > > {
	let response: Response;
	try {
		response = await window.fetch( routeUrl( settings, path ), {
			credentials: 'same-origin',
			...init,
			headers: { Accept: 'application/json', ...( init.headers ?? {} ) },
		} );
	} catch {
		throw new ApiError( 'fetch_error', settings.messages.fetchError );
	}
	if ( response.status === 204 ) {
		return {};
	}
	if ( ! response.ok ) {
		throw new ApiError(
			'http_error',
			settings.messages.httpError.replace(
				'%d',
				String( response.status )
			),
			response.status
		);
	}
	try {
		const json: unknown = await response.json();
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
			response.status
		);
	}
}
