/**
 * The consent record: which cookies say what, and how a decision reads back.
 *
 * Cookies (all `lifetimeDays` days, path "/", SameSite=Lax, Secure on https):
 * - `viewed_cookie_policy` = "yes" (something beyond "necessary" granted) or "no";
 * - `cookielawinfo-checkbox-{slug}` = "yes" | "no", one per category;
 * - `CookieLawInfoConsent` = base64 of JSON `{"ver":N,"<slug>":true|false,…[,"ccpaOptout":bool]}`.
 *
 * Nothing is written before the visitor decides.
 */

/**
 * Internal dependencies
 */
import type { CategorySetting, ConsentSettings } from './settings.d';

export const VIEWED_COOKIE = 'viewed_cookie_policy';
export const CHECKBOX_PREFIX = 'cookielawinfo-checkbox-';
export const PREFERENCE_COOKIE = 'CookieLawInfoConsent';

/** Decoded preference cookie. */
export interface PreferenceRecord {
	ver: number;
	flags: Record< string, boolean >;
	ccpaOptout?: boolean;
}

export type ConsentStatus = 'undecided' | 'accepted' | 'rejected';

/** What the cookies say for the current policy version. */
export interface Decision {
	status: ConsentStatus;
	/** One flag per enabled category; locked ones always true. Undecided: only locked ones true. */
	flags: Record< string, boolean >;
	/** Earlier choices (also for an outdated version), to pre-fill the settings dialog. */
	previous: Record< string, boolean > | null;
	/** A decision exists but for an older policy version. */
	outdated: boolean;
}

export type DecisionAction = 'accept' | 'reject' | 'save';

/**
 * Encodes the preference cookie value (before URL encoding).
 *
 * @param record Version, flags and optional CCPA opt-out.
 */
export function encodePreference( record: PreferenceRecord ): string {
	const json: Record< string, unknown > = {
		ver: record.ver,
		...record.flags,
	};
	if ( record.ccpaOptout !== undefined ) {
		json.ccpaOptout = record.ccpaOptout;
	}
	// Slugs are [a-z0-9_-] and values booleans: the JSON is ASCII, as btoa() needs.
	return btoa( JSON.stringify( json ) );
}

function toFlag( value: unknown ): boolean | undefined {
	if ( value === true || value === 'true' || value === 'yes' ) {
		return true;
	}
	if ( value === false || value === 'false' || value === 'no' ) {
		return false;
	}
	return undefined;
}

/**
 * Decodes a preference cookie: base64 JSON (URL-encoded or not), booleans
 * or "true"/"false" strings. Returns null for anything else.
 *
 * @param raw Cookie value as read.
 */
export function decodePreference(
	raw: string | undefined
): PreferenceRecord | null {
	if ( ! raw ) {
		return null;
	}
	let json: unknown;
	try {
		let text = raw;
		if ( text.indexOf( '%' ) >= 0 ) {
			text = decodeURIComponent( text );
		}
		json = JSON.parse( atob( text ) );
	} catch {
		return null;
	}
	if ( ! json || typeof json !== 'object' || Array.isArray( json ) ) {
		return null;
	}
	const data = json as Record< string, unknown >;
	const ver = Number( data.ver );
	if ( ! Number.isFinite( ver ) ) {
		return null;
	}
	const record: PreferenceRecord = { ver, flags: {} };
	for ( const [ key, value ] of Object.entries( data ) ) {
		if ( key === 'ver' ) {
			continue;
		}
		const flag = toFlag( value );
		if ( flag === undefined ) {
			continue;
		}
		if ( key === 'ccpaOptout' ) {
			record.ccpaOptout = flag;
		} else {
			record.flags[ key ] = flag;
		}
	}
	return record;
}

function lockedOnly(
	categories: CategorySetting[]
): Record< string, boolean > {
	const flags: Record< string, boolean > = {};
	for ( const c of categories ) {
		flags[ c.slug ] = c.locked;
	}
	return flags;
}

/**
 * Reads the decision from the cookies for the current settings.
 *
 * @param cookies  Parsed cookies.
 * @param settings Gate settings (version, categories).
 */
export function readDecision(
	cookies: Record< string, string >,
	settings: Pick< ConsentSettings, 'version' | 'categories' >
): Decision {
	const viewed = cookies[ VIEWED_COOKIE ];
	const preference = decodePreference( cookies[ PREFERENCE_COOKIE ] );
	const previous: Record< string, boolean > = {};
	let hasPrevious = false;
	for ( const c of settings.categories ) {
		const fromRecord = preference?.flags[ c.slug ];
		const fromCheckbox = toFlag( cookies[ CHECKBOX_PREFIX + c.slug ] );
		const flag = fromRecord ?? fromCheckbox;
		if ( flag !== undefined ) {
			hasPrevious = true;
		}
		previous[ c.slug ] = c.locked || flag === true;
	}
	const undecided: Decision = {
		status: 'undecided',
		flags: lockedOnly( settings.categories ),
		previous: hasPrevious ? previous : null,
		outdated: false,
	};
	if ( viewed !== 'yes' && viewed !== 'no' ) {
		return undecided;
	}
	if ( ! preference || preference.ver !== settings.version ) {
		return { ...undecided, outdated: true };
	}
	if ( viewed === 'no' ) {
		return { ...undecided, status: 'rejected', previous };
	}
	return { status: 'accepted', flags: previous, previous, outdated: false };
}

/**
 * The flags a decision grants. Locked categories are always true; "reject"
 * grants nothing else; "save" takes the visitor's choices.
 *
 * @param action     What the visitor did.
 * @param categories Enabled categories.
 * @param choices    Toggle states (for "save").
 */
export function flagsFor(
	action: DecisionAction,
	categories: CategorySetting[],
	choices: Record< string, boolean > = {}
): Record< string, boolean > {
	const flags: Record< string, boolean > = {};
	for ( const c of categories ) {
		if ( c.locked ) {
			flags[ c.slug ] = true;
		} else if ( action === 'accept' ) {
			flags[ c.slug ] = true;
		} else if ( action === 'reject' ) {
			flags[ c.slug ] = false;
		} else {
			flags[ c.slug ] = choices[ c.slug ] === true;
		}
	}
	return flags;
}

/**
 * "yes" when anything beyond the locked categories is granted, else "no".
 *
 * @param flags      Decision flags.
 * @param categories Enabled categories.
 */
export function viewedValue(
	flags: Record< string, boolean >,
	categories: CategorySetting[]
): 'yes' | 'no' {
	return categories.some( ( c ) => ! c.locked && flags[ c.slug ] )
		? 'yes'
		: 'no';
}

/**
 * Every cookie a decision writes, name => value (before URL encoding).
 *
 * @param flags      Decision flags (see flagsFor()).
 * @param settings   Version and categories.
 * @param ccpaOptout Optional CCPA opt-out flag stored in the record.
 */
export function decisionCookies(
	flags: Record< string, boolean >,
	settings: Pick< ConsentSettings, 'version' | 'categories' >,
	ccpaOptout?: boolean
): Array< [ string, string ] > {
	const out: Array< [ string, string ] > = [];
	for ( const c of settings.categories ) {
		out.push( [
			CHECKBOX_PREFIX + c.slug,
			flags[ c.slug ] ? 'yes' : 'no',
		] );
	}
	out.push( [
		PREFERENCE_COOKIE,
		encodePreference( {
			ver: settings.version,
			flags,
			...( ccpaOptout === undefined ? {} : { ccpaOptout } ),
		} ),
	] );
	out.push( [ VIEWED_COOKIE, viewedValue( flags, settings.categories ) ] );
	return out;
}
