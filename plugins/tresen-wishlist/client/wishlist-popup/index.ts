/**
 * The add popup (React), its own script: the button script loads it with
 * WordPress's React on the first click, then asks for it with
 * `tresen:wishlist-open` ({ button }). It fetches the visitor's lists, shows
 * the popup, and a success marks the button and says so with
 * `tresen:wishlist-added` (the product id).
 */
import { emit, on } from '@tresen/common/events';
import { Wishlists } from '../shared/state';
import { getSettings } from '../shared/settings';
import { markAdded } from '../shared/buttons';
import { openAddPopup } from './popup';

let wishlists: Wishlists | null = null;

/**
 * Opens the popup for a button's product (its variation, when one is chosen).
 *
 * @param button Add button.
 */
export async function openFor( button: HTMLElement ): Promise< void > {
	const settings = getSettings();
	const lists = ( wishlists ??= new Wishlists( settings.ajaxUrl ) );
	const productId = button.dataset.productId ?? '';
	const productName =
		button
			.closest( '.product, li' )
			?.querySelector(
				'.woocommerce-loop-product__title, .product_title'
			)?.textContent ??
		document.querySelector( '.product_title' )?.textContent ??
		'';
	const state = await lists.load().catch( () => null );
	openAddPopup( {
		productName: productName.trim(),
		lists: state?.lists ?? [],
		closeAfterMs: settings.popupAutoClose ? settings.popupCloseMs : 0,
		onAdd: async ( request ) => {
			const reply = await lists.send( 'add_to_wishlist', {
				add_to_wishlist: productId,
				product_type: button.dataset.productType ?? '',
				...request,
			} );
			if ( reply.ok ) {
				markAdded( button );
				emit( 'wishlist-added', Number( productId ) );
			}
			return reply;
		},
	} );
}

on< { button?: HTMLElement } >( 'wishlist-open', ( detail ) => {
	if ( detail.button ) {
		void openFor( detail.button );
	}
} );
