/**
 * Internal dependencies
 */
import {
	isArrayOf,
	isBoolean,
	isNumber,
	isRecord,
	isShape,
	isString,
	readSettings,
} from '@tresen/common/settings';
import type { Guard } from '@tresen/common/settings';
import type { CategorySetting, ConsentSettings } from './settings.d';

export const SETTINGS_GLOBAL = 'tresenCookieConsent';

const isCategory = isShape< CategorySetting >( {
	slug: ( v ): v is string => isString( v ) && /^[a-z0-9_-]+$/.test( v ),
	locked: isBoolean,
	cookies: isArrayOf( isString ),
} );

const isStringListMap: Guard< Record< string, string[] > > = (
	v
): v is Record< string, string[] > =>
	isRecord( v ) && Object.values( v ).every( isArrayOf( isString ) );

const isStringMap: Guard< Record< string, string > > = (
	v
): v is Record< string, string > =>
	isRecord( v ) && Object.values( v ).every( isString );

/** The defaults match the PHP defaults, so a broken setting changes nothing visible. */
export const DEFAULT_CATEGORIES: CategorySetting[] = [
	'necessary',
	'functional',
	'analytics',
	'marketing',
	'others',
].map( ( slug, index ) => ( { slug, locked: index === 0, cookies: [] } ) );

export const DEFAULT_GOOGLE_MAP: Record< string, string[] > = {
	necessary: [ 'security_storage' ],
	functional: [ 'functionality_storage', 'personalization_storage' ],
	analytics: [ 'analytics_storage' ],
	marketing: [ 'ad_storage', 'ad_user_data', 'ad_personalization' ],
};

export const DEFAULT_WP_CONSENT_MAP: Record< string, string > = {
	functional: 'necessary',
	preferences: 'functional',
	statistics: 'analytics',
	'statistics-anonymous': 'analytics',
	marketing: 'marketing',
};

/**
 * Reads window.tresenCookieConsent (or `source` in tests), checked.
 *
 * @param source Settings object to read instead of the global.
 */
export function getSettings( source?: unknown ): ConsentSettings {
	const settings = readSettings< ConsentSettings >(
		SETTINGS_GLOBAL,
		{
			version: { guard: isNumber, fallback: 1 },
			categories: {
				guard: ( v ): v is CategorySetting[] =>
					isArrayOf( isCategory )( v ) && v.length > 0,
				fallback: DEFAULT_CATEGORIES,
			},
			lifetimeDays: { guard: isNumber, fallback: 365 },
			scrollAccept: { guard: isBoolean, fallback: false },
			scrollOffset: { guard: isNumber, fallback: 100 },
			autoHide: { guard: isBoolean, fallback: false },
			autoHideDelay: { guard: isNumber, fallback: 10000 },
			animationMs: { guard: isNumber, fallback: 500 },
			googleConsentMode: { guard: isBoolean, fallback: true },
			googleConsentMap: {
				guard: isStringListMap,
				fallback: DEFAULT_GOOGLE_MAP,
			},
			wpConsentMap: {
				guard: isStringMap,
				fallback: DEFAULT_WP_CONSENT_MAP,
			},
		},
		...( source === undefined ? [] : [ source ] )
	);
	// "necessary" is locked whatever the server says (spec: it can never be disabled).
	settings.categories = settings.categories.map( ( c ) =>
		c.slug === 'necessary' ? { ...c, locked: true } : c
	);
	return settings;
}
