/**
 * The spec's direct-submit rule for methods the customer confirms away from
 * the shop: the form goes to the server as it is (no field, no Stripe.js),
 * and the server's reply sends the browser to the bank, wallet or voucher.
 * Every id of the spec stays here, also giropay (closed 30 June 2024) and
 * Sofort (at Stripe part of Klarna since 31 March 2025), for which the
 * server registers no gateway any more.
 */
export const REDIRECT_GATEWAYS = [
	'stripe_bancontact',
	'stripe_giropay',
	'stripe_ideal',
	'stripe_alipay',
	'stripe_sofort',
	'stripe_p24',
	'stripe_eps',
	'stripe_multibanco',
];

/**
 * Whether a gateway submits directly.
 *
 * @param gateway Gateway id.
 */
export function isRedirectGateway( gateway: string ): boolean {
	return REDIRECT_GATEWAYS.includes( gateway );
}
