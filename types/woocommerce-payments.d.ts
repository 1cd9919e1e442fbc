/*
 * WooCommerce's payment method registry (`wc-blocks-registry`), which the
 * Stripe and PayPal block scripts call; resolved at run time by
 * WooCommerce's dependency extraction webpack plugin, never bundled. In
 * Jest: tests/js/wc-blocks-registry.ts. (`@woocommerce/settings` and
 * `@wordpress/data`: woocommerce-blocks.d.ts.)
 */
declare module '@woocommerce/blocks-registry' {
	export function registerPaymentMethod( options: object ): void;
	export function registerExpressPaymentMethod( options: object ): void;
}
