/**
 * The header script's settings (`window.tresenHeader`, Template/Header's
 * SiteHeader::settings()): the same for every visitor.
 */
import {
	isArrayOf,
	isShape,
	isString,
	readSettings,
} from '@tresen/common/settings';

export interface LoginSettings extends Record< string, unknown > {
	action: string;
	nonceAction: string;
	accountUrl: string;
	lostPasswordUrl: string;
}

export interface HeaderSettings extends Record< string, unknown > {
	ajaxUrl: string;
	wishlistAction: string;
	wishlistCookie: string;
	/** The badge's screen-reader label for no items, "(0 Artikel)". */
	wishlistNone: string;
	publicPath: string;
	react: string[];
	login: LoginSettings;
}

const NO_LOGIN: LoginSettings = {
	action: '',
	nonceAction: '',
	accountUrl: '',
	lostPasswordUrl: '',
};

export function headerSettings( source?: unknown ): HeaderSettings {
	return readSettings< HeaderSettings >(
		'tresenHeader',
		{
			ajaxUrl: { guard: isString, fallback: '/wp-admin/admin-ajax.php' },
			wishlistAction: {
				guard: isString,
				fallback: 'flatsome_update_wishlist_count',
			},
			wishlistCookie: { guard: isString, fallback: '' },
			wishlistNone: { guard: isString, fallback: '' },
			publicPath: { guard: isString, fallback: '' },
			react: { guard: isArrayOf( isString ), fallback: [] },
			login: {
				guard: isShape< LoginSettings >( {
					action: isString,
					nonceAction: isString,
					accountUrl: isString,
					lostPasswordUrl: isString,
				} ),
				fallback: NO_LOGIN,
			},
		},
		source
	);
}
