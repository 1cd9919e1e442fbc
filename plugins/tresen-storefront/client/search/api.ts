/**
 * Asks the server for suggestions (`flatsome_ajax_search_products`): GET,
 * without cookies (the reply is the same for everyone and may be cached),
 * one request at a time (a newer query aborts the older one), replies kept
 * in memory per query and category.
 */
import { HttpError, request } from '@tresen/common/http';
import { isNumber, isRecord, isString } from '@tresen/common/settings';

export interface Suggestion {
	/** Product name (text). */
	value: string;
	id: number;
	url: string;
	img: string;
	/** Price HTML (sanitised by the server). */
	price: string;
}

/** A reply the shopper should read (the server's German message, or ours). */
export class SearchError extends Error {
	constructor( message: string ) {
		super( message );
		this.name = 'SearchError';
	}
}

/** The request was replaced by a newer one (or the field was cleared). */
export class SearchAborted extends Error {
	constructor() {
		super( 'aborted' );
		this.name = 'AbortError';
	}
}

const MAX_CACHED = 50;

function isHttpUrl( value: string, base: string ): boolean {
	try {
		const url = new URL( value, base );
		return url.protocol === 'http:' || url.protocol === 'https:';
	} catch {
		return false;
	}
}

/**
 * The suggestions of a reply: every entry with the spec's fields and safe
 * addresses; Flatsome's "no results" entry (id -1) is left out.
 *
 * @param reply Parsed JSON.
 * @param base  Base for relative addresses.
 */
export function parseSuggestions( reply: unknown, base: string ): Suggestion[] {
	if ( ! isRecord( reply ) || ! Array.isArray( reply.suggestions ) ) {
		throw new Error( 'unexpected reply' );
	}
	const out: Suggestion[] = [];
	for ( const item of reply.suggestions ) {
		if (
			! isRecord( item ) ||
			! isString( item.value ) ||
			! isNumber( item.id ) ||
			item.id < 1 ||
			! isString( item.url ) ||
			! isHttpUrl( item.url, base )
		) {
			continue;
		}
		out.push( {
			value: item.value,
			id: item.id,
			url: new URL( item.url, base ).href,
			img:
				isString( item.img ) && isHttpUrl( item.img, base )
					? item.img
					: '',
			price: isString( item.price ) ? item.price : '',
		} );
	}
	return out;
}

/** sessionStorage key: the fast route failed in this visit. */
export const FAST_OFF_KEY = 'tresen-search-fast-off';

/** The reply could not be used (no JSON message of the server to show). */
class Unusable extends Error {}

function fastRouteFailedBefore(): boolean {
	try {
		return window.sessionStorage.getItem( FAST_OFF_KEY ) === '1';
	} catch {
		return false;
	}
}

export interface ClientOptions {
	endpoint: string;
	/**
	 * The plugin's fast route (same reply), asked first; '' for none. When it
	 * fails without a reply of the server (the host runs no PHP in plugins,
	 * a network error), `endpoint` answers for the rest of the visit.
	 */
	fast?: string;
	timeoutMs: number;
	/** Text when the request fails without a message of the server. */
	failed: string;
	base?: string;
}

export class SearchClient {
	private readonly cache = new Map< string, Suggestion[] >();
	private controller: AbortController | null = null;
	private readonly options: Required< ClientOptions >;

	private fast: string;

	constructor( options: ClientOptions ) {
		this.options = {
			base: window.location.href,
			fast: '',
			...options,
		};
		this.fast = fastRouteFailedBefore() ? '' : this.options.fast;
	}

	/**
	 * The reply in memory for a query, if any.
	 *
	 * @param query    Query.
	 * @param category Category slug ('' for all).
	 */
	cached( query: string, category: string ): Suggestion[] | undefined {
		return this.cache.get( SearchClient.key( query, category ) );
	}

	/** Aborts the running request. */
	abort(): void {
		this.controller?.abort();
		this.controller = null;
	}

	/**
	 * Suggestions for a query. Rejects with SearchAborted when a newer call
	 * or abort() replaced it, with SearchError otherwise.
	 *
	 * @param query    Query as typed.
	 * @param category Category slug ('' for all).
	 */
	async search( query: string, category: string ): Promise< Suggestion[] > {
		const key = SearchClient.key( query, category );
		this.abort();
		const hit = this.cache.get( key );
		if ( hit ) {
			return hit;
		}
		const controller = new AbortController();
		this.controller = controller;
		let timedOut = false;
		let timer: ReturnType< typeof setTimeout > | undefined;
		try {
			timer = setTimeout( () => {
				timedOut = true;
				controller.abort();
			}, this.options.timeoutMs );
			let suggestions: Suggestion[] | null = null;
			if ( this.fast ) {
				try {
					suggestions = await this.ask(
						this.fast,
						query,
						category,
						controller.signal
					);
				} catch ( error ) {
					if (
						error instanceof SearchError ||
						controller.signal.aborted
					) {
						throw error;
					}
					this.fastFailed();
				}
			}
			if ( ! suggestions ) {
				suggestions = await this.ask(
					this.options.endpoint,
					query,
					category,
					controller.signal
				);
			}
			this.remember( key, suggestions );
			return suggestions;
		} catch ( error ) {
			if ( error instanceof SearchError ) {
				throw error;
			}
			if ( controller.signal.aborted && ! timedOut ) {
				throw new SearchAborted();
			}
			throw new SearchError( this.options.failed );
		} finally {
			clearTimeout( timer );
			if ( this.controller === controller ) {
				this.controller = null;
			}
		}
	}

	/**
	 * One request. Rejects with SearchError when the server answered with a
	 * message, with another error when the reply cannot be used.
	 *
	 * @param endpoint Address.
	 * @param query    Query as typed.
	 * @param category Category slug ('' for all).
	 * @param signal   Abort signal.
	 */
	private async ask(
		endpoint: string,
		query: string,
		category: string,
		signal: AbortSignal
	): Promise< Suggestion[] > {
		const url = new URL( endpoint, this.options.base );
		url.searchParams.set( 'query', query.trim() );
		if ( category ) {
			url.searchParams.set( 'product_cat', category );
		}
		let text: string;
		try {
			( { text } = await request( url.href, {
				method: 'GET',
				credentials: 'omit',
				headers: { Accept: 'application/json' },
				signal,
			} ) );
		} catch ( error ) {
			if ( ! ( error instanceof HttpError ) ) {
				throw error;
			}
			// Only the server's JSON speaks to the shopper (a host's error page does not).
			if ( isRecord( error.data ) && error.serverMessage ) {
				throw new SearchError( error.serverMessage );
			}
			throw new Unusable( `status ${ error.status }` );
		}
		try {
			return parseSuggestions( JSON.parse( text ), this.options.base );
		} catch {
			throw new Unusable( 'unexpected reply' );
		}
	}

	/** The fast route failed: the endpoint answers for the rest of the visit. */
	private fastFailed(): void {
		this.fast = '';
		try {
			window.sessionStorage.setItem( FAST_OFF_KEY, '1' );
		} catch {}
	}

	private remember( key: string, suggestions: Suggestion[] ): void {
		if ( this.cache.size >= MAX_CACHED ) {
			const oldest = this.cache.keys().next().value;
			if ( oldest !== undefined ) {
				this.cache.delete( oldest );
			}
		}
		this.cache.set( key, suggestions );
	}

	private static key( query: string, category: string ): string {
		return `${ category }\n${ query.trim().replace( /\s+/g, ' ' ).toLowerCase() }`;
	}
}
