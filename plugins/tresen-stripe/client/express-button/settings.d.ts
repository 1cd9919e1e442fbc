/** Settings printed by Tresen\Stripe\Express\Express::settings() as window.tresenStripeExpress. */
export interface ExpressButtonStyle extends Record< string, unknown > {
	type: string;
	theme: string;
	height: number;
}

export interface ExpressSettings extends Record< string, unknown > {
	publishableKey: string;
	locale: string;
	country: string;
	currency: string;
	button: ExpressButtonStyle;
	/** Re-pricing debounce on the product page (ms). */
	debounce: number;
	noncesUrl: string;
	/** wc-ajax address per call. */
	urls: Record< string, string >;
	tokenUrl: string;
}
