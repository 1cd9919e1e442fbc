/**
 * WooCommerce's recorder (sourcebuster.js) keeps the visit in `sbjs_*`
 * cookies, and third-party code (analytics, CRMs, other plugins) reads them.
 * With the visitor's consent the suite writes the same cookies in the same
 * format from its own record: values `key=value` joined by `|||`,
 * URI-encoded as sourcebuster encodes them, the session cookie for
 * `sessionMinutes`, the others for the configured lifetime. Pure apart from
 * `document.cookie`.
 */
import { NONE } from './source';
import type { Visit } from './session';

/** Every cookie sourcebuster may write (`sbjs_promo` only with a promo code, never by us). */
export const SBJS_COOKIES = [
	'sbjs_migrations',
	'sbjs_current_add',
	'sbjs_first_add',
	'sbjs_current',
	'sbjs_first',
	'sbjs_udata',
	'sbjs_session',
	'sbjs_promo',
] as const;

const GLUE = '|||';

/**
 * Encodes as sourcebuster's `encodeData()` does.
 *
 * @param value Text.
 */
export function encode( value: string ): string {
	return encodeURIComponent( value ).replace(
		/[!'()*~]/g,
		( c ) => '%' + c.charCodeAt( 0 ).toString( 16 ).toUpperCase()
	);
}

/**
 * Minutes a lifetime in months means to sourcebuster (30-day months,
 * rounded down; 0 is a cookie for the browser session).
 *
 * @param months Lifetime in months.
 */
export function lifetimeMinutes( months: number ): number {
	return Math.max( 0, Math.floor( months * 30 * 24 * 60 ) );
}

/**
 * "2024-05-01 13:05:09" in UTC, as WooCommerce's recorder writes `fd`.
 *
 * @param ms Time.
 */
function utc( ms: number ): string {
	return new Date( ms ).toISOString().slice( 0, 19 ).replace( 'T', ' ' );
}

function has( name: string ): boolean {
	return document.cookie
		.split( ';' )
		.some( ( c ) => c.trim().startsWith( name + '=' ) );
}

function set( name: string, value: string, minutes: number ): void {
	const expires =
		minutes > 0
			? `; expires=${ new Date(
					Date.now() + minutes * 60_000
				).toUTCString() }`
			: '';
	document.cookie = `${ name }=${ encode(
		value
	) }${ expires }; path=/; SameSite=Lax`;
}

/**
 * The cookies' values for a record (name => unencoded value).
 *
 * @param visit     The record.
 * @param url       This page's address.
 * @param userAgent navigator.userAgent.
 */
export function sbjsValues(
	visit: Visit,
	url: string,
	userAgent: string
): Record< string, string > {
	const s = visit.source;
	const pack = ( pairs: Array< [ string, string ] > ) =>
		pairs.map( ( [ k, v ] ) => `${ k }=${ v }` ).join( GLUE );
	const main = pack( [
		[ 'typ', s.type ],
		[ 'src', s.source ],
		[ 'mdm', s.medium ],
		[ 'cmp', s.campaign ],
		[ 'cnt', s.content ],
		[ 'trm', s.term ],
		[ 'id', s.id ],
		[ 'plt', s.platform ],
		[ 'fmt', s.creativeFormat ],
		[ 'tct', s.marketingTactic ],
	] );
	const extra = pack( [
		[ 'fd', utc( visit.started ) ],
		[ 'ep', visit.entry ],
		[ 'rf', s.referrer || NONE ],
	] );
	return {
		sbjs_migrations: '1418474375998=1',
		sbjs_current_add: extra,
		sbjs_first_add: extra,
		sbjs_current: main,
		sbjs_first: main,
		sbjs_udata: pack( [
			[ 'vst', String( visit.sessions ) ],
			[ 'uip', NONE ],
			[ 'uag', userAgent ],
		] ),
		sbjs_session: pack( [
			[ 'pgs', String( visit.pages ) ],
			[ 'cpg', url ],
		] ),
	};
}

/**
 * Writes the cookies (only call with consent). `sbjs_first*` and the
 * migrations mark are written once and then kept, as sourcebuster does.
 *
 * @param visit          The record.
 * @param lifetimeMonths Lifetime of all but the session cookie.
 * @param sessionMinutes Lifetime of `sbjs_session`.
 */
export function writeSbjs(
	visit: Visit,
	lifetimeMonths: number,
	sessionMinutes: number
): void {
	const values = sbjsValues(
		visit,
		window.location.href,
		window.navigator.userAgent
	);
	const minutes = lifetimeMinutes( lifetimeMonths );
	for ( const [ name, value ] of Object.entries( values ) ) {
		const once =
			name === 'sbjs_first' ||
			name === 'sbjs_first_add' ||
			name === 'sbjs_migrations';
		if ( ! once || ! has( name ) ) {
			set(
				name,
				value,
				name === 'sbjs_session' ? sessionMinutes : minutes
			);
		}
	}
}

/**
 * Deletes the cookies, ours and any WooCommerce's recorder left (with or
 * without its `domain=.<host>`).
 */
export function clearSbjs(): void {
	const host = window.location.hostname;
	for ( const name of SBJS_COOKIES ) {
		document.cookie = `${ name }=; path=/; max-age=0`;
		document.cookie = `${ name }=; path=/; max-age=0; domain=.${ host }`;
	}
}
