/**
 * The legal plugin's checkout filters on WooCommerce's Cart and Checkout
 * blocks: the order button's words, and beside each line its packaging
 * marker, its deposit and (while on sale) the lowest price of the last 30
 * days, from the cart item's Store API extension data (`tresen-legal`). The
 * blocks re-render from every cart response, so a new quantity shows the
 * line's new deposit at once.
 */
import {
	registerCheckoutFilters,
	type CheckoutFilters,
} from '@woocommerce/blocks-checkout';
import {
	appendToPriceFormat,
	extensionData,
	text,
} from '@tresen/common/blocks';
import type { LegalBlockSettings } from './settings';

export const NAMESPACE = 'tresen-legal';

export function legalFilters( settings: LegalBlockSettings ): CheckoutFilters {
	return {
		placeOrderButtonLabel: ( label ) => settings.placeOrderLabel || label,
		// Price of one unit (WooCommerce's `subtotalPriceFormat`, under the
		// name): "1,79 € MEHRWEG · zzgl. 0,08 € Pfand · Niedrigster Preis …".
		subtotalPriceFormat: ( format, extensions ) => {
			const data = extensionData( extensions, NAMESPACE );
			return appendToPriceFormat(
				format,
				text( data, 'marker' ),
				text( data, 'deposit' ),
				text( data, 'reference' )
			);
		},
		// The line's total (`cartItemPrice`): its deposit (quantity × deposit).
		cartItemPrice: ( format, extensions ) =>
			appendToPriceFormat(
				format,
				text( extensionData( extensions, NAMESPACE ), 'deposit_line' )
			),
	};
}

export function registerLegalFilters( settings: LegalBlockSettings ): void {
	registerCheckoutFilters( NAMESPACE, legalFilters( settings ) );
}
