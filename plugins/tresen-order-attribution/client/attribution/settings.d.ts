/** Settings printed by Tresen\OrderAttribution\Plugin::settings() as window.tresenOrderAttribution. */
export interface OrderAttributionSettings extends Record< string, unknown > {
	consentCategory: string;
	sessionMinutes: number;
	fieldPrefix: string;
}
