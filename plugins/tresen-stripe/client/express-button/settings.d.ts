/** Settings printed by Tresen\Stripe\Express\Express::settings() as window.tresenStripeExpress. */
export interface ExpressButtonStyle extends Record< string, unknown > {
	/** buy, default, book or donate (the owner's setting). */
	type: string;
	/** dark, light or light-outline. */
	theme: string;
	/** 40 to 55 px (the Express Checkout Element's range). */
	height: number;
}

export interface ExpressSettings extends Record< string, unknown > {
	publishableKey: string;
	locale: string;
	country: string;
	currency: string;
	button: ExpressButtonStyle;
	/** Countries the shop ships to (two-letter codes; empty: not limited). */
	shippingCountries: string[];
	/** Re-pricing debounce on the product page (ms). */
	debounce: number;
	noncesUrl: string;
	/** wc-ajax address per call. */
	urls: Record< string, string >;
	tokenUrl: string;
}
