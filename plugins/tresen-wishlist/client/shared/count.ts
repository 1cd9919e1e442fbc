/**
 * The header count: the server keeps it in the script-readable cookie
 * `tresen_wishlist_count`; the badge is the theme's `.wishlist-count`.
 */

/**
 * The count the server last told this browser (0 when none).
 *
 * @param cookies document.cookie.
 */
export function countFromCookie( cookies: string ): number {
	const match = /(?:^|;\s*)tresen_wishlist_count=(\d{1,6})(?:;|$)/.exec(
		cookies
	);
	return match ? parseInt( match[ 1 ], 10 ) : 0;
}

/**
 * Shows a count in the header badge(s) (`.wishlist-count`, from the theme).
 *
 * @param count Items.
 * @param root  Where to look.
 */
export function paintCount( count: number, root: ParentNode = document ) {
	root.querySelectorAll< HTMLElement >( '.wishlist-count' ).forEach(
		( badge ) => {
			badge.dataset.count = String( count );
			badge.textContent = count > 0 ? String( count ) : '';
		}
	);
}
