/**
 * The parts of WooCommerce's block checkout packages the suite's block
 * integrations use (`client/blocks-*`). At run time they are WooCommerce's
 * and WordPress's globals (`wc.blocksCheckout`, `wc.wcSettings`,
 * `wc.wcBlocksRegistry`, `wp.data`, `wp.plugins`), resolved by
 * `@woocommerce/dependency-extraction-webpack-plugin` and listed in each
 * entry's `.asset.php`; no copy is bundled. In Jest they are the doubles in
 * `tests/js/wc-blocks.ts` (see jest.config.js). Signatures as documented by
 * WooCommerce 10.5 (docs/block-checkout.md).
 */

declare module '@woocommerce/blocks-checkout' {
	/** `extensions` of the Store API cart or cart item, by namespace. */
	export type Extensions = Record< string, unknown >;

	export interface CheckoutFilterArgs {
		context?: 'cart' | 'summary' | string;
		cart?: unknown;
		cartItem?: unknown;
		[ key: string ]: unknown;
	}

	export type CheckoutFilter< T = string > = (
		value: T,
		extensions: Extensions,
		args?: CheckoutFilterArgs
	) => T;

	/** Filters WooCommerce applies (only those the suite uses). */
	export interface CheckoutFilters {
		placeOrderButtonLabel?: ( label: string ) => string;
		itemName?: CheckoutFilter< string >;
		cartItemPrice?: CheckoutFilter< string >;
		subtotalPriceFormat?: CheckoutFilter< string >;
		cartItemClass?: CheckoutFilter< string >;
		totalLabel?: CheckoutFilter< string >;
	}

	export function registerCheckoutFilters(
		namespace: string,
		filters: CheckoutFilters
	): void;

	export function applyCheckoutFilter< T >( options: {
		filterName: string;
		defaultValue: T;
		extensions?: Extensions;
		arg?: CheckoutFilterArgs;
		validation?: ( value: T ) => true | Error;
	} ): T;

	export const ExperimentalOrderMeta: ( props: {
		children?: unknown;
	} ) => JSX.Element;
	export const ExperimentalDiscountsMeta: ( props: {
		children?: unknown;
	} ) => JSX.Element;
}

declare module '@woocommerce/settings' {
	export function getSetting< T = unknown >( name: string, fallback?: T ): T;
}

declare module '@wordpress/data' {
	export interface StoreSelectors {
		[ selector: string ]: ( ...args: unknown[] ) => unknown;
	}
	export function select( store: string ): StoreSelectors;
	export function dispatch(
		store: string
	): Record< string, ( ...args: unknown[] ) => unknown >;
	export function subscribe(
		listener: () => void,
		store?: string
	): () => void;
}

declare module '@wordpress/plugins' {
	export function registerPlugin(
		name: string,
		settings: { render: () => unknown; scope?: string }
	): unknown;
}

declare module '@woocommerce/block-data' {
	export const CART_STORE_KEY: 'wc/store/cart';
	export const CHECKOUT_STORE_KEY: 'wc/store/checkout';
	export const VALIDATION_STORE_KEY: 'wc/store/validation';
	export const PAYMENT_STORE_KEY: 'wc/store/payment';
}
