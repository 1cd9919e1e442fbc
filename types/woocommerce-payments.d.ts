/*
 * The parts of WooCommerce's block externals the payment methods call
 * (wc-blocks-registry, wc-settings, wp-data; resolved at run time by
 * WooCommerce's dependency extraction webpack plugin, never bundled).
 */
declare module '@woocommerce/blocks-registry' {
	export function registerPaymentMethod( options: object ): void;
	export function registerExpressPaymentMethod( options: object ): void;
}

declare module '@woocommerce/settings' {
	export function getSetting< T = unknown >( name: string, fallback?: T ): T;
}

declare module '@wordpress/data' {
	export function select(
		store: string
	): Record< string, ( ...args: unknown[] ) => unknown >;
	export function dispatch(
		store: string
	): Record< string, ( ...args: unknown[] ) => unknown >;
}
