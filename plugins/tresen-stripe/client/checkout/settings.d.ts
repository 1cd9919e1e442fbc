/** Settings printed by Tresen\Stripe\Plugin::settings() as window.tresenStripe. */
export interface StripeSettings extends Record< string, unknown > {
	gatewayId: string;
	sepaGatewayId: string;
	publishableKey: string;
	allowPrepaidCard: boolean;
	locale: string;
	cardBrands: string[];
	publicPath: string;
}
