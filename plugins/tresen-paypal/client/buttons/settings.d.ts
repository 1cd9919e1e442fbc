/**
 * Settings printed by Tresen\PayPal\Buttons::settings() as
 * window.tresenPayPal: the spec's PayPal context (the same for every
 * visitor of the page type; cart and checkout pages are not cached).
 */
export interface PayPalStyle extends Record< string, unknown > {
	color: string;
	shape: string;
	label: string;
	layout: string;
}

export interface PayPalSettings extends Record< string, unknown > {
	gatewayId: string;
	clientId: string;
	environment: 'production' | 'sandbox';
	locale: string;
	currency: string;
	style: PayPalStyle;
	/** The mini cart's button layout (the spec: vertical). */
	miniCartLayout: string;
	disableFunding: string[];
	/**
	 * The SDK's `commit`: true where the button pays (checkout, order-pay
	 * page: "Jetzt bezahlen"), false where the shopper reviews the order on
	 * the checkout afterwards (cart, mini cart, product pages: "Weiter").
	 */
	commit: boolean;
	/** The order paid on the order-pay page (0 elsewhere) and its key. */
	payOrderId: number;
	payOrderKey: string;
	nonce: string;
	noncesUrl: string;
	generateCartUrl: string;
	startCheckoutUrl: string;
	returnUrl: string;
	cancelUrl: string;
	publicPath: string;
	/** WordPress's React and what it needs, loaded on intent. */
	reactScripts: string[];
}
