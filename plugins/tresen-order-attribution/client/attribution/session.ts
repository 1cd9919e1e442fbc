/**
 * The visit record: which source brought the visitor, when the session
 * started, how many pages and sessions so far. Pure: the caller loads and
 * stores the record (only with consent).
 */

/**
 * Internal dependencies
 */
import { isRecord } from '@tresen/common/settings';
import { classify, NONE, type Source } from './source';

export interface Visit {
	source: Source;
	/** URL of the first page of the current session. */
	entry: string;
	/** Start of the current session, ms since epoch. */
	started: number;
	/** Last page view, ms since epoch. */
	lastSeen: number;
	pages: number;
	sessions: number;
}

export interface PageView {
	url: string;
	referrer: string;
	now: number;
}

export const FIELD_NAMES = [
	'source_type',
	'referrer',
	'utm_campaign',
	'utm_source',
	'utm_medium',
	'utm_content',
	'utm_id',
	'utm_term',
	'utm_source_platform',
	'utm_creative_format',
	'utm_marketing_tactic',
	'session_entry',
	'session_start_time',
	'session_pages',
	'session_count',
	'user_agent',
] as const;

export type FieldName = ( typeof FIELD_NAMES )[ number ];
export type Fields = Record< FieldName, string >;

/**
 * Adds a page view to the record.
 *
 * A session ends after `sessionMinutes` without a page view. A new
 * session from a typed-in address keeps the earlier source (a bookmark does
 * not erase the campaign that brought the visitor); a campaign or another
 * site always replaces it, even within a session.
 *
 * @param previous       Stored record, or null.
 * @param view           The page view.
 * @param sessionMinutes Session length.
 */
export function addPageView(
	previous: Visit | null,
	view: PageView,
	sessionMinutes: number
): Visit {
	const source = classify( view.url, view.referrer );
	if ( ! previous ) {
		return {
			source,
			entry: view.url,
			started: view.now,
			lastSeen: view.now,
			pages: 1,
			sessions: 1,
		};
	}
	const active = view.now - previous.lastSeen < sessionMinutes * 60_000;
	const external = source.type !== 'typein';
	if ( ! active ) {
		return {
			source: external ? source : previous.source,
			entry: view.url,
			started: view.now,
			lastSeen: view.now,
			pages: 1,
			sessions: previous.sessions + 1,
		};
	}
	return {
		...previous,
		source: external ? source : previous.source,
		entry: external ? view.url : previous.entry,
		lastSeen: view.now,
		pages: previous.pages + 1,
	};
}

function pad( n: number ): string {
	return String( n ).padStart( 2, '0' );
}

/**
 * "2024-05-01 13:05:09" in the visitor's local time, as WooCommerce records it.
 * @param ms
 */
export function formatTime( ms: number ): string {
	const d = new Date( ms );
	return `${ d.getFullYear() }-${ pad( d.getMonth() + 1 ) }-${ pad( d.getDate() ) } ${ pad(
		d.getHours()
	) }:${ pad( d.getMinutes() ) }:${ pad( d.getSeconds() ) }`;
}

/** Longest value sent per field (the server keeps as much). */
export const MAX_LENGTH = 500;

/**
 * The values of the `wc_order_attribution_*` inputs for a record.
 *
 * @param visit     The record.
 * @param userAgent navigator.userAgent.
 */
export function toFields( visit: Visit, userAgent: string ): Fields {
	const s = visit.source;
	const fields: Fields = {
		source_type: s.type,
		referrer: s.referrer || NONE,
		utm_campaign: s.campaign,
		utm_source: s.source,
		utm_medium: s.medium,
		utm_content: s.content,
		utm_id: s.id,
		utm_term: s.term,
		utm_source_platform: s.platform,
		utm_creative_format: s.creativeFormat,
		utm_marketing_tactic: s.marketingTactic,
		session_entry: visit.entry,
		session_start_time: formatTime( visit.started ),
		session_pages: String( visit.pages ),
		session_count: String( visit.sessions ),
		user_agent: userAgent,
	};
	for ( const name of FIELD_NAMES ) {
		fields[ name ] = fields[ name ].slice( 0, MAX_LENGTH );
	}
	return fields;
}

/**
 * Checks a stored record; anything else (tampered, old format) counts as none.
 * @param value
 */
export function isVisit( value: unknown ): value is Visit {
	if ( ! isRecord( value ) || ! isRecord( value.source ) ) {
		return false;
	}
	const src = value.source;
	return (
		typeof value.entry === 'string' &&
		typeof value.started === 'number' &&
		typeof value.lastSeen === 'number' &&
		typeof value.pages === 'number' &&
		typeof value.sessions === 'number' &&
		[ 'utm', 'organic', 'referral', 'typein' ].includes(
			src.type as string
		) &&
		[
			'source',
			'medium',
			'campaign',
			'content',
			'id',
			'term',
			'platform',
			'creativeFormat',
			'marketingTactic',
			'referrer',
		].every( ( k ) => typeof src[ k ] === 'string' )
	);
}
