/**
 * YITH WooCommerce Wishlist's jQuery events, for third-party code written
 * against YITH (`jQuery( document.body ).on( 'added_to_wishlist', … )`).
 * Fired on `document.body` (handlers bound on `document`, where YITH's own
 * script triggers `yith_wcwl_init` and `yith_wcwl_fragments_loaded`, get
 * them too) and only when jQuery is on the page: the suite never loads it.
 */
import { triggerJQuery } from '@tresen/common/events';

type Wrap = ( el: unknown ) => unknown;

function wrap( el: Element | Element[] | null ): unknown {
	const $ = ( window as unknown as { jQuery?: Wrap } ).jQuery;
	return $ ? $( el ?? [] ) : null;
}

/**
 * Every add button of a product (YITH's `.add-to-wishlist-<id>`).
 *
 * @param productId Product.
 */
function buttonsOf( productId: number ): Element[] {
	return Array.from(
		document.querySelectorAll(
			`.tresen-wishlist-add[data-product-id="${ productId }"]`
		)
	);
}

/** `yith_wcwl_init`: the wishlist's script is ready. */
export function yithInit(): boolean {
	return triggerJQuery( 'yith_wcwl_init' );
}

/**
 * `added_to_wishlist` with YITH's arguments: the clicked button and the
 * product's add-button wrappers, both as jQuery objects.
 *
 * @param productId Product added.
 * @param button    The button clicked (null: none known).
 */
export function yithAdded(
	productId: number,
	button: Element | null
): boolean {
	const all = buttonsOf( productId );
	return triggerJQuery( 'added_to_wishlist', [
		wrap( button ?? all[ 0 ] ?? null ),
		wrap( all ),
	] );
}

/**
 * `removed_from_wishlist`: the control used and the list row, as jQuery objects.
 *
 * @param control The remove button, or the row when none is known.
 * @param row     The list row.
 */
export function yithRemoved(
	control: Element | null,
	row: Element | null
): boolean {
	return triggerJQuery( 'removed_from_wishlist', [
		wrap( control ?? row ),
		wrap( row ),
	] );
}

/**
 * `yith_wcwl_fragments_loaded` after the visitor's wishlist state was
 * loaded: (fragments asked, fragments answered, first load). The suite
 * swaps no HTML fragments here, so both maps are empty.
 *
 * @param firstLoad Whether this is the page's first load.
 */
export function yithFragmentsLoaded( firstLoad: boolean ): boolean {
	return triggerJQuery( 'yith_wcwl_fragments_loaded', [ {}, {}, firstLoad ] );
}
