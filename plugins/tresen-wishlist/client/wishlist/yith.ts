/**
 * The button script's side of YITH's jQuery events (see shared/yith-events):
 * `yith_wcwl_init` once started, `added_to_wishlist` after the popup added
 * a product, `yith_wcwl_fragments_loaded` once the visitor's lists are known.
 */
import { on } from '@tresen/common/events';
import type { KnownDetail } from '../shared/settings.d';
import {
	yithAdded,
	yithFragmentsLoaded,
	yithInit,
} from '../shared/yith-events';

export function startYithEvents(): void {
	let opened: HTMLElement | null = null;
	let first = true;
	on< { button?: HTMLElement } >( 'wishlist-open', ( detail ) => {
		opened = detail.button ?? null;
	} );
	on< number >( 'wishlist-added', ( productId ) => {
		const button =
			opened?.dataset.productId === String( productId ) ? opened : null;
		yithAdded( productId, button );
	} );
	on< KnownDetail >( 'wishlist-known', () => {
		yithFragmentsLoaded( first );
		first = false;
	} );
	yithInit();
}
