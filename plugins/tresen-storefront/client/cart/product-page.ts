/**
 * Product page part of the cart (loaded only where a product form exists).
 */
import type { AddContext } from './add-to-cart';
import { initProductForms } from './product-form';
import { initVariationForms } from './variation-form';

let formsHandled = false;

/**
 * Sets up the product forms on the page (and in HTML added later: the
 * variation forms are found again; the add handler listens once).
 *
 * @param ctx   Add-to-cart context.
 * @param again Only look for new variation forms.
 */
export function initProductPage( ctx: AddContext, again = false ): void {
	initVariationForms( ctx.settings );
	if ( ! again && ! formsHandled ) {
		formsHandled = true;
		initProductForms( ctx );
	}
}
