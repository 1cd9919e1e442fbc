/**
 * The rest of WooCommerce's general script that a shopper notices: a
 * quantity field that starts below its minimum is raised to it (the sort
 * select: ordering.ts).
 */

/**
 * Raises quantity fields outside the cart table to their minimum.
 *
 * @param root Document or element to search.
 */
export function raiseQuantitiesToMin( root: ParentNode = document ): void {
	root.querySelectorAll< HTMLInputElement >( 'input.qty' ).forEach(
		( input ) => {
			if ( input.closest( '.product-quantity' ) ) {
				return;
			}
			const min = parseFloat( input.getAttribute( 'min' ) ?? '' );
			if ( min >= 0 && parseFloat( input.value ) < min ) {
				input.value = String( min );
			}
		}
	);
}
