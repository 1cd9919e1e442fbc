/**
 * Waits until WooCommerce's cart store has sent the typed address to the
 * Store API. The Checkout block pushes address changes debounced (and at
 * once when an input loses focus, as when the shopper reaches for PayPal's
 * button), so a PayPal order started at that moment would be priced before
 * the cart knew the delivery address and its shipping: PayPal would show,
 * and the shopper approve, a total the capture then refuses.
 */
import { select, subscribe } from '@wordpress/data';

const CART = 'wc/store/cart';

function busy(): boolean {
	const cart = select( CART ) as {
		isCustomerDataUpdating?: () => boolean;
	};
	return Boolean( cart?.isCustomerDataUpdating?.() );
}

/**
 * @param timeoutMs Give up waiting after this long (the server prices the cart it has).
 */
export function customerSettled( timeoutMs = 10000 ): Promise< void > {
	return new Promise( ( resolve ) => {
		// A focusout flush starts in the same task as the click: look after it.
		setTimeout( () => {
			if ( ! busy() ) {
				resolve();
				return;
			}
			let done = false;
			const finish = () => {
				if ( ! done ) {
					done = true;
					unsubscribe();
					clearTimeout( timer );
					resolve();
				}
			};
			const unsubscribe = subscribe( () => {
				if ( ! busy() ) {
					finish();
				}
			}, CART );
			const timer = setTimeout( finish, timeoutMs );
		}, 0 );
	} );
}
