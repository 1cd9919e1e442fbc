/** Settings printed by Tresen\Wishlist\Frontend::enqueue() as window.tresenWishlist. */
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
}

/** What the button script (client/wishlist) reads of the same settings. */
export interface ButtonSettings extends Record< string, unknown > {
	ajaxUrl: string;
	/** The popup's script with WordPress's React before it, in load order (loaded on the first click). */
	popupScripts: ScriptSpec[];
	/** The popup's stylesheets. */
	popupStyles: string[];
	/** The script that asks which products are on the visitor's lists (loaded only when there are any). */
	knownScripts: ScriptSpec[];
}

/** One script WordPress would print: its URL and inline code before and after. */
export interface ScriptSpec extends Record< string, unknown > {
	src: string;
	before?: string;
	after?: string;
}

/** `tresen:wishlist-known`: the products on the visitor's lists. */
export interface KnownDetail {
	products: number[];
	/** The server's count, or null when the reply had none. */
	count: number | null;
}
