/**
 * The cart's parts that act on the shopper's intent (lazy chunk
 * "cart-actions"): add-to-cart buttons, the mini cart and the product
 * forms. The entry loads it when the shopper reaches for one of them
 * (see index.ts), or at once where a page needs it from the start.
 */
import { onJQuery } from '@tresen/common/events';
import { initAddToCartButtons, type AddContext } from './add-to-cart';
import type { CartSession } from './lib/session';
import { MiniCart } from './mini-cart';
import { initProductPage } from './product-page';
import type { CartSettings } from './settings.d';

export interface CartActions {
	miniCart: MiniCart;
	/** Sets up product forms (again, for HTML that arrived later). */
	productForms: ( again?: boolean ) => void;
}

/**
 * Starts the mini cart and the add-to-cart handlers.
 *
 * @param settings Cart settings.
 * @param session  The cart session (fragments).
 */
export function startActions(
	settings: CartSettings,
	session: CartSession
): CartActions {
	const miniCart = new MiniCart( settings, session );
	const ctx: AddContext = {
		settings,
		session,
		openMiniCart: ( opener ) => miniCart.open( opener, true ),
	};
	initAddToCartButtons( ctx );
	// Third-party code asks for fresh fragments this way.
	onJQuery( 'wc_fragment_refresh', () => void session.refresh() );
	return {
		miniCart,
		productForms: ( again = false ) => initProductPage( ctx, again ),
	};
}
