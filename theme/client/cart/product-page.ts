/**
 * Product page part of the cart (loaded only where a product form exists).
 */
import type { AddContext } from './add-to-cart';
import { initProductForms } from './product-form';
import { initVariationForms } from './variation-form';

export function initProductPage( ctx: AddContext ): void {
	initVariationForms( ctx.settings );
	initProductForms( ctx );
}
