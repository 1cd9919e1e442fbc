/** Settings printed by Tresen\OrderAttribution\Plugin::settings() as window.tresenOrderAttribution. */
export interface OrderAttributionSettings extends Record< string, unknown > {
	consentCategory: string;
	sessionMinutes: number;
	/** Lifetime of the `sbjs_*` cookies (but `sbjs_session`), in months. */
	cookieLifetimeMonths: number;
	fieldPrefix: string;
}
