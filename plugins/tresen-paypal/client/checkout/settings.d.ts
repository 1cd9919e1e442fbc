/** Settings printed by Tresen\PayPal\Plugin::settings() as window.tresenPayPal. */
export interface PayPalSettings extends Record< string, unknown > {
	gatewayId: string;
	locale: string;
	currency: string;
}
