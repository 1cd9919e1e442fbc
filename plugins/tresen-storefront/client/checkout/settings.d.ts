/**
 * What WooCommerce prints for its checkout script as `window.wc_checkout_params`
 * (WC_Frontend_Scripts, 10.5), read by the suite's checkout instead.
 */
export interface CheckoutParams extends Record< string, unknown > {
	/** wc-ajax URL with %%endpoint%%. */
	wc_ajax_url: string;
	update_order_review_nonce: string;
	apply_coupon_nonce: string;
	remove_coupon_nonce: string;
	/** "yes" when guests may check out. */
	option_guest_checkout: string;
	/** Where the form posts (`/?wc-ajax=checkout`). */
	checkout_url: string;
	/** "1" on the checkout page itself (not on order-pay). */
	is_checkout: string;
	/** WooCommerce's generic checkout failure text. */
	i18n_checkout_error: string;
}

/** The plugin's own checkout settings (`window.tresenCheckout`, Tresen\Storefront\Checkout\Checkout::settings()). */
export interface CheckoutSettings extends Record< string, unknown > {
	/** Space kept above a notice when scrolling to it (px). */
	scrollOffset: number;
	/** Delay before focusing an error notice (ms). */
	noticeFocusDelayMs: number;
	/** Delay after the last keystroke in an address field before the totals refresh (ms). */
	typingDelayMs: number;
	/** The build folder's URL, where the lazy chunks are when the entry's tag is gone. */
	publicPath: string;
}
