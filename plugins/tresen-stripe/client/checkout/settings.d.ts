/** Settings printed by Tresen\Stripe\Plugin::settings() as window.tresenStripe. */
export interface StripeSettings extends Record< string, unknown > {
	gatewayId: string;
	sepaGatewayId: string;
	publishableKey: string;
	allowPrepaidCard: boolean;
	locale: string;
	cardBrands: string[];
	publicPath: string;
	/** The add-payment-method page only: `wc_stripe_create_setup_intent`'s address and nonce. */
	setupIntentUrl: string;
	addCardNonce: string;
	/** Boleto and OXXO post the checkout themselves (`?wc-ajax=checkout`). */
	checkoutUrl: string;
	/** The order-pay page only: the order and `wc_stripe_%%type%%_update_payment_intent`. */
	orderId: number;
	orderKey: string;
	updateIntentNonce: string;
	updateIntentUrl: string;
	/** The order-pay and add-payment-method pages: the order's or the customer's billing details. */
	billing?: {
		name?: string;
		email?: string;
		phone?: string;
		address?: Record< string, string >;
	};
}
