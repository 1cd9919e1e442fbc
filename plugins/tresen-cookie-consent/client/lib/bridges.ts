/**
 * Keeps Google Consent Mode v2 and the WP Consent API in step with our flags.
 */

type GcmValue = 'granted' | 'denied';

/** Every Consent Mode v2 storage type; types no category maps to stay denied. */
export const GCM_TYPES = [
	'ad_storage',
	'ad_user_data',
	'ad_personalization',
	'analytics_storage',
	'functionality_storage',
	'personalization_storage',
	'security_storage',
] as const;

/**
 * Consent Mode state for our flags.
 *
 * @param flags Category flags.
 * @param map   Category slug => storage types it grants.
 */
export function consentModeState(
	flags: Record< string, boolean >,
	map: Record< string, string[] >
): Record< string, GcmValue > {
	const state: Record< string, GcmValue > = {};
	for ( const type of GCM_TYPES ) {
		state[ type ] = 'denied';
	}
	for ( const [ slug, types ] of Object.entries( map ) ) {
		if ( flags[ slug ] ) {
			for ( const type of types ) {
				state[ type ] = 'granted';
			}
		}
	}
	return state;
}

interface GtagWindow {
	dataLayer?: unknown[];
	gtag?: ( ...args: unknown[] ) => void;
}

/**
 * Sends one `gtag( 'consent', command, state )`. Defines the standard gtag
 * queue when the page has none yet (gtag.js reads it when it loads).
 *
 * @param win     Window.
 * @param command "default" or "update".
 * @param state   Storage types.
 */
export function pushConsentMode(
	win: Window,
	command: 'default' | 'update',
	state: Record< string, unknown >
): void {
	const w = win as unknown as GtagWindow;
	w.dataLayer = w.dataLayer || [];
	if ( typeof w.gtag !== 'function' ) {
		const layer = w.dataLayer;
		w.gtag = function gtag() {
			// gtag.js expects the Arguments object itself.
			// eslint-disable-next-line prefer-rest-params
			layer.push( arguments );
		};
	}
	w.gtag( 'consent', command, state );
}

interface WpConsentWindow {
	wp_set_consent?: ( category: string, value: 'allow' | 'deny' ) => void;
	wp_has_consent?: ( category: string ) => boolean;
	wp_consent_type?: string;
}

/**
 * Announces the opt-in consent type to the WP Consent API.
 *
 * @param win Window.
 */
export function defineWpConsentType( win: Window ): void {
	const w = win as unknown as WpConsentWindow;
	w.wp_consent_type = 'optin';
	win.document.dispatchEvent( new CustomEvent( 'wp_consent_type_defined' ) );
}

/**
 * Mirrors our flags into the WP Consent API when it is on the page: every
 * category after a decision, only the differing ones when a page loads.
 *
 * @param win   Window.
 * @param flags Our category flags.
 * @param map   WP Consent API category => our slug.
 * @param all   Write every category (after a decision).
 * @return Whether the API was present.
 */
export function syncWpConsent(
	win: Window,
	flags: Record< string, boolean >,
	map: Record< string, string >,
	all = false
): boolean {
	const w = win as unknown as WpConsentWindow;
	if ( typeof w.wp_set_consent !== 'function' ) {
		return false;
	}
	for ( const [ wpCategory, slug ] of Object.entries( map ) ) {
		const allow = flags[ slug ] === true;
		const current =
			typeof w.wp_has_consent === 'function'
				? w.wp_has_consent( wpCategory )
				: undefined;
		if ( all || current !== allow ) {
			w.wp_set_consent( wpCategory, allow ? 'allow' : 'deny' );
		}
	}
	return true;
}
