/**
 * Internal dependencies
 */
import {
	isBoolean,
	isNumber,
	isString,
	readSettings,
} from '@tresen/common/settings';
import type { WishlistSettings } from './settings.d';

export function getSettings( source?: unknown ): WishlistSettings {
	return readSettings< WishlistSettings >(
		'tresenWishlist',
		{
			ajaxUrl: { guard: isString, fallback: '' },
			wishlistUrl: { guard: isString, fallback: '' },
			multipleLists: { guard: isBoolean, fallback: false },
			quantityDebounceMs: { guard: isNumber, fallback: 1000 },
			popupCloseMs: { guard: isNumber, fallback: 3000 },
			popupAutoClose: { guard: isBoolean, fallback: true },
			mobileQuery: { guard: isString, fallback: '(max-width: 767px)' },
		},
		...( source === undefined ? [] : [ source ] )
	);
}
