/** Settings printed by Tresen\Wishlist\Plugin::settings() as window.tresenWishlist. */
export interface WishlistSettings extends Record< string, unknown > {
	ajaxUrl: string;
	wishlistUrl: string;
	multipleLists: boolean;
	quantityDebounceMs: number;
	popupCloseMs: number;
}
