/** One consent category as the gate needs it (names and texts live in the HTML). */
export interface CategorySetting extends Record< string, unknown > {
	/** Slug, e.g. "analytics"; used in cookie names. */
	slug: string;
	/** True for "necessary": always granted, cannot be switched off. */
	locked: boolean;
	/** Cookie names (a trailing "*" matches a prefix) deleted when consent is withdrawn. */
	cookies: string[];
}

/** Settings printed by Tresen\CookieConsent\Plugin::gate_settings() as window.tresenCookieConsent. */
export interface ConsentSettings extends Record< string, unknown > {
	/** Policy version; rises when the owner changes the categories. */
	version: number;
	/** Enabled categories, "necessary" first. */
	categories: CategorySetting[];
	/** Lifetime of every consent cookie in days (365). */
	lifetimeDays: number;
	/** Accept everything once the visitor scrolls past scrollOffset (off: not valid consent under the GDPR). */
	scrollAccept: boolean;
	scrollOffset: number;
	/** Hide the banner after autoHideDelay ms, recording nothing. */
	autoHide: boolean;
	autoHideDelay: number;
	/** Banner animation length (0 when the visitor prefers reduced motion). */
	animationMs: number;
	/** Push Google Consent Mode v2 default/update commands to the dataLayer. */
	googleConsentMode: boolean;
	/** Category slug => Consent Mode storage types it grants. */
	googleConsentMap: Record< string, string[] >;
	/** WP Consent API category => our category slug. */
	wpConsentMap: Record< string, string >;
}
