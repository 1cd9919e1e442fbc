/** Settings printed by Tresen\Wishlist\Plugin::settings() as window.tresenWishlist. */
export interface WishlistSettings extends Record< string, unknown > {
	ajaxUrl: string;
	wishlistUrl: string;
	multipleLists: boolean;
	quantityDebounceMs: number;
	popupCloseMs: number;
	/** Whether the add popup closes by itself after its message. */
	popupAutoClose: boolean;
	/** Media query of the mobile list (below 768 px). */
	mobileQuery: string;
	/** The build folder's URL (lazy chunks when an optimizer moved the script). */
	publicPath: string;
	/** WordPress's React scripts (wp-element and its dependencies), loaded on the first click. */
	reactScripts: ScriptSpec[];
}

/** One script WordPress would print: its URL and inline code before and after. */
export interface ScriptSpec extends Record< string, unknown > {
	src: string;
	before: string;
	after: string;
}
