/**
 * The cart's server settings, checked at runtime.
 */
import {
	isBoolean,
	isNumber,
	isShape,
	isString,
	readSettings,
} from '@tresen/common/settings';
import type { CartSettings, CartStrings } from './settings.d';

/** English fallbacks; the server sends the translated texts. */
export const FALLBACK_STRINGS: CartStrings = {
	viewCart: 'View cart',
	cartTitle: 'Cart',
	close: 'Close cart',
	added: 'The product has been added to your cart.',
	addedNamed: '“%s” has been added to your cart.',
	removed: 'The product has been removed from your cart.',
	updated: 'Your cart has been updated.',
	addFailed:
		'The product could not be added to your cart. Please check your connection and try again.',
	removeFailed: 'The product could not be removed. Please try again.',
	updateFailed:
		'Your cart could not be updated. Please check your connection and try again.',
	decrease: 'Decrease quantity',
	increase: 'Increase quantity',
	selectOptions:
		'Please select some product options before adding this product to your cart.',
	unavailable:
		'Sorry, this product is unavailable. Please choose a different combination.',
	noMatch:
		'No product matches this combination. Please choose a different one.',
	reset: 'Your selection has been reset.',
	loading: 'Loading…',
};

const isStrings = isShape< CartStrings >(
	Object.fromEntries(
		Object.keys( FALLBACK_STRINGS ).map( ( key ) => [ key, isString ] )
	) as { [ K in keyof CartStrings ]: typeof isString }
);

export function getSettings( source?: unknown ): CartSettings {
	return readSettings< CartSettings >(
		'tresenCart',
		{
			wcAjaxUrl: { guard: isString, fallback: '/?wc-ajax=%%endpoint%%' },
			ajaxUrl: { guard: isString, fallback: '/wp-admin/admin-ajax.php' },
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
			i18n: { guard: isStrings, fallback: FALLBACK_STRINGS },
		},
		...( source === undefined ? [] : [ source ] )
	);
}
