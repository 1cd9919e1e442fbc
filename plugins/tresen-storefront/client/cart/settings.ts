/**
 * The cart's server settings, checked at runtime.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	isBoolean,
	isNumber,
	isString,
	readSettings,
} from '@tresen/common/settings';
import type {
	CartServerSettings,
	CartSettings,
	CartStrings,
} from './settings.d';

/**
 * The texts the cart shows, translated in the browser from the plugin's
 * script translations (languages/plugins/tresen-storefront-de_DE-<hash>.json).
 */
export function cartStrings(): CartStrings {
	return {
		viewCart: __( 'View cart', 'tresen-storefront' ),
		cartTitle: __( 'Cart', 'tresen-storefront' ),
		close: __( 'Close cart', 'tresen-storefront' ),
		added: __(
			'The product has been added to your cart.',
			'tresen-storefront'
		),
		/* translators: %s: product name. */
		addedNamed: __(
			'“%s” has been added to your cart.',
			'tresen-storefront'
		),
		removed: __(
			'The product has been removed from your cart.',
			'tresen-storefront'
		),
		updated: __( 'Your cart has been updated.', 'tresen-storefront' ),
		addFailed: __(
			'The product could not be added to your cart. Please check your connection and try again.',
			'tresen-storefront'
		),
		removeFailed: __(
			'The product could not be removed. Please try again.',
			'tresen-storefront'
		),
		updateFailed: __(
			'Your cart could not be updated. Please check your connection and try again.',
			'tresen-storefront'
		),
		decrease: __( 'Decrease quantity', 'tresen-storefront' ),
		increase: __( 'Increase quantity', 'tresen-storefront' ),
		selectOptions: __(
			'Please select some product options before adding this product to your cart.',
			'tresen-storefront'
		),
		unavailable: __(
			'Sorry, this product is unavailable. Please choose a different combination.',
			'tresen-storefront'
		),
		noMatch: __(
			'No product matches this combination. Please choose a different one.',
			'tresen-storefront'
		),
		reset: __( 'Your selection has been reset.', 'tresen-storefront' ),
		loading: __( 'Loading…', 'tresen-storefront' ),
	};
}

export function getSettings( source?: unknown ): CartSettings {
	const settings = readSettings< CartServerSettings >(
		'tresenCart',
		{
			wcAjaxUrl: { guard: isString, fallback: '/?wc-ajax=%%endpoint%%' },
			quantityAction: {
				guard: isString,
				fallback: 'flatsome_ajax_cart_item_alter_quantity',
			},
			cartUrl: { guard: isString, fallback: '/cart/' },
			isCart: { guard: isBoolean, fallback: false },
			redirectAfterAdd: { guard: isBoolean, fallback: false },
			fragmentsKey: {
				guard: isString,
				fallback: 'tresen_cart_fragments',
			},
			hashKey: { guard: isString, fallback: 'tresen_cart_hash' },
			fragmentTimeoutMs: { guard: isNumber, fallback: 5000 },
			fragmentMaxAgeMs: { guard: isNumber, fallback: 86400000 },
			dropdownMs: { guard: isNumber, fallback: 5000 },
			breakpoint: { guard: isNumber, fallback: 850 },
			noticeFocusDelayMs: { guard: isNumber, fallback: 500 },
			scrollOffset: { guard: isNumber, fallback: 100 },
			publicPath: { guard: isString, fallback: '' },
		},
		...( source === undefined ? [] : [ source ] )
	);
	return { ...settings, i18n: cartStrings() };
}
