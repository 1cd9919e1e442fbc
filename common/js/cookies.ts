/**
 * The suite's one cookie module: reading (`parseCookies`, `readCookie`) and
 * writing (`serializeCookie`, path "/", SameSite=Lax, Secure on https).
 */

export const DAY_SECONDS = 86400;

export interface CookieWriteOptions {
	/** Lifetime in days; 0 or less deletes the cookie. */
	days: number;
	/** Add the Secure flag (true on https). */
	secure: boolean;
	/** Cookie domain (only when deleting cookies set for a parent domain). */
	domain?: string;
}

/**
 * Parses a `document.cookie` string. The first occurrence of a name wins
 * (the browser lists the most specific path first).
 *
 * @param source Cookie header or document.cookie.
 */
export function parseCookies( source: string ): Record< string, string > {
	const out: Record< string, string > = {};
	for ( const part of source.split( ';' ) ) {
		const eq = part.indexOf( '=' );
		if ( eq < 0 ) {
			continue;
		}
		const name = part.slice( 0, eq ).trim();
		if ( ! name || name in out ) {
			continue;
		}
		const raw = part.slice( eq + 1 ).trim();
		try {
			out[ name ] = decodeURIComponent( raw );
		} catch {
			out[ name ] = raw;
		}
	}
	return out;
}

/**
 * One cookie's value, or null when it is not set.
 *
 * @param name   Cookie name.
 * @param source Cookie header or document.cookie.
 */
export function readCookie(
	name: string,
	source: string = typeof document !== 'undefined' ? document.cookie : ''
): string | null {
	const all = parseCookies( source );
	return Object.prototype.hasOwnProperty.call( all, name )
		? all[ name ]
		: null;
}

/**
 * Builds a Set-Cookie string for `document.cookie`.
 *
 * @param name    Cookie name.
 * @param value   Raw value (URL-encoded here, so PHP reads it back unchanged).
 * @param options Lifetime and flags.
 */
export function serializeCookie(
	name: string,
	value: string,
	options: CookieWriteOptions
): string {
	const maxAge = Math.max( 0, Math.round( options.days * DAY_SECONDS ) );
	let cookie = `${ name }=${ encodeURIComponent( value ) }; max-age=${ maxAge }; path=/`;
	if ( options.domain ) {
		cookie += `; domain=${ options.domain }`;
	}
	cookie += '; SameSite=Lax';
	if ( options.secure ) {
		cookie += '; Secure';
	}
	return cookie;
}

/**
 * Domains a cookie of this host may have been set for: none (host-only),
 * then the host and each parent with at least two labels, with a leading dot.
 *
 * @param hostname location.hostname.
 */
export function candidateDomains(
	hostname: string
): Array< string | undefined > {
	const out: Array< string | undefined > = [ undefined ];
	if (
		! hostname ||
		/^[\d.]+$/.test( hostname ) ||
		hostname.indexOf( '.' ) < 0
	) {
		return out;
	}
	const labels = hostname.split( '.' );
	for ( let i = 0; i < labels.length - 1; i++ ) {
		out.push( '.' + labels.slice( i ).join( '.' ) );
	}
	return out;
}

/**
 * Names of the existing cookies that match configured names; a trailing "*"
 * matches a prefix ("_ga*" matches "_ga" and "_ga_ABC123").
 *
 * @param existing Names of the cookies the browser sent.
 * @param patterns Configured names.
 */
export function matchCookieNames(
	existing: string[],
	patterns: string[]
): string[] {
	return existing.filter( ( name ) =>
		patterns.some( ( pattern ) => {
			const p = pattern.trim();
			if ( ! p ) {
				return false;
			}
			return p.endsWith( '*' )
				? name.startsWith( p.slice( 0, -1 ) )
				: name === p;
		} )
	);
}

/** Reads and writes the browser's cookies (a seam for tests). */
export interface CookieJar {
	read: () => Record< string, string >;
	write: ( name: string, value: string, days: number ) => void;
	remove: ( name: string ) => void;
}

/**
 * The jar of `doc` (document.cookie), Secure on https.
 *
 * @param doc Document.
 */
export function documentJar( doc: Document = document ): CookieJar {
	const secure = doc.location?.protocol === 'https:';
	const hostname = doc.location?.hostname ?? '';
	return {
		read: () => parseCookies( doc.cookie ),
		write( name, value, days ) {
			doc.cookie = serializeCookie( name, value, { days, secure } );
		},
		remove( name ) {
			for ( const domain of candidateDomains( hostname ) ) {
				doc.cookie = serializeCookie( name, '', {
					days: 0,
					secure,
					domain,
				} );
			}
		},
	};
}
