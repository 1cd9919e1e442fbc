/**
 * What the header entry reads at load (index.ts).
 */
import {
	isFilled,
	isRecord,
	isString,
	readSettings,
} from '@tresen/common/settings';

/**
 * The few settings the entry needs (`window.tresenHeader`), through the one
 * checked reader; the chunks read and check all of them (settings.ts).
 *
 * @param source Settings (tests pass an object; else the global).
 */
export function entrySettings( source?: unknown ) {
	const s = readSettings< {
		ajaxUrl: string;
		wishlistAction: string;
		wishlistCookie: string;
		wishlistNone: string;
		publicPath: string;
		login: Record< string, unknown >;
	} >(
		'tresenHeader',
		{
			ajaxUrl: { guard: isFilled, fallback: '/wp-admin/admin-ajax.php' },
			wishlistAction: {
				guard: isFilled,
				fallback: 'flatsome_update_wishlist_count',
			},
			// '' (set so by the filter) asks for every visitor.
			wishlistCookie: { guard: isString, fallback: '' },
			wishlistNone: { guard: isString, fallback: '' },
			publicPath: { guard: isString, fallback: '' },
			login: { guard: isRecord, fallback: {} },
		},
		source
	);
	return { ...s, login: isFilled( s.login.action ) };
}
