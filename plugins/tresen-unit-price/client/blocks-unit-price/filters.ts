/**
 * The unit price beside each line of WooCommerce's Cart and Checkout blocks,
 * from the cart item's Store API extension data (`tresen-unit-price`),
 * appended to the price of one unit (WooCommerce's `subtotalPriceFormat`).
 * The blocks re-render from every cart response, so it follows the cart.
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

export const NAMESPACE = 'tresen-unit-price';

export const unitPriceFilters: CheckoutFilters = {
	subtotalPriceFormat: ( format, extensions ) => {
		const unit = text(
			extensionData( extensions, NAMESPACE ),
			'unit_price'
		);
		return unit === ''
			? format
			: appendToPriceFormat( format, `(${ unit })` );
	},
};

export function registerUnitPriceFilters(): void {
	registerCheckoutFilters( NAMESPACE, unitPriceFilters );
}
