/**
 * The checkout's settings, checked at runtime: WooCommerce's own
 * `wc_checkout_params` and the plugin's `tresenCheckout`.
 */
import { isNumber, isString, readSettings } from '@tresen/common/settings';
import type { CheckoutParams, CheckoutSettings } from './settings.d';

/**
 * WooCommerce's checkout parameters.
 *
 * @param source Where to read from (tests pass an object).
 */
export function checkoutParams( source?: unknown ): CheckoutParams {
	const text = { guard: isString, fallback: '' };
	return readSettings< CheckoutParams >(
		'wc_checkout_params',
		{
			wc_ajax_url: {
				guard: isString,
				fallback: '/?wc-ajax=%%endpoint%%',
			},
			update_order_review_nonce: text,
			apply_coupon_nonce: text,
			remove_coupon_nonce: text,
			option_guest_checkout: { guard: isString, fallback: 'yes' },
			checkout_url: { guard: isString, fallback: '/?wc-ajax=checkout' },
			is_checkout: { guard: isString, fallback: '1' },
			i18n_checkout_error: text,
		},
		source // undefined: the page's global (the default)
	);
}

/**
 * The plugin's checkout settings.
 *
 * @param source Where to read from (tests pass an object).
 */
export function checkoutSettings( source?: unknown ): CheckoutSettings {
	return readSettings< CheckoutSettings >(
		'tresenCheckout',
		{
			scrollOffset: { guard: isNumber, fallback: 100 },
			noticeFocusDelayMs: { guard: isNumber, fallback: 100 },
			typingDelayMs: { guard: isNumber, fallback: 1000 },
			publicPath: { guard: isString, fallback: '' },
		},
		source // undefined: the page's global (the default)
	);
}
