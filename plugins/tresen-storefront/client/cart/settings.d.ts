/** Texts the cart scripts show (translated with @wordpress/i18n). */
export interface CartStrings extends Record< string, unknown > {
	viewCart: string;
	cartTitle: string;
	close: string;
	added: string;
	/** "%s" is the product name. */
	addedNamed: string;
	removed: string;
	updated: string;
	addFailed: string;
	removeFailed: string;
	updateFailed: string;
	decrease: string;
	increase: string;
	selectOptions: string;
	unavailable: string;
	noMatch: string;
	reset: string;
	loading: string;
}

/** Settings printed by Tresen\Storefront\Cart\Cart::settings() as window.tresenCart. */
export interface CartServerSettings extends Record< string, unknown > {
	/** wc-ajax URL with %%endpoint%%. */
	wcAjaxUrl: string;
	/** wc-ajax endpoint (also an admin-ajax action) that changes a mini-cart quantity. */
	quantityAction: string;
	cartUrl: string;
	isCart: boolean;
	redirectAfterAdd: boolean;
	/** sessionStorage key of the fragments. */
	fragmentsKey: string;
	/** localStorage key of the cart hash (other tabs listen to it). */
	hashKey: string;
	fragmentTimeoutMs: number;
	fragmentMaxAgeMs: number;
	dropdownMs: number;
	breakpoint: number;
	noticeFocusDelayMs: number;
	scrollOffset: number;
	/**
	 * URL of the plugin's build folder (trailing slash): where the lazy chunks
	 * (product page, cart page) load from when an optimizer moved or combined
	 * this script (otherwise they load from beside it, see common/js/public-path.ts).
	 */
	publicPath: string;
}

/** The server settings plus the translated texts. */
export interface CartSettings extends CartServerSettings {
	i18n: CartStrings;
}
