/**
 * The rest of WooCommerce's general script that a shopper notices: the
 * catalogue's sort select submits its form when changed, and a quantity
 * field that starts below its minimum is raised to it.
 */

/**
 * Submits `.woocommerce-ordering` when its select changes.
 *
 * @param root Document (tests pass their own).
 */
export function initOrdering( root: Document = document ): void {
	root.addEventListener( 'change', ( event ) => {
		const target = event.target as Element | null;
		if ( ! target?.matches?.( '.woocommerce-ordering select.orderby' ) ) {
			return;
		}
		const form = target.closest( 'form' );
		if ( ! form ) {
			return;
		}
		if ( typeof form.requestSubmit === 'function' ) {
			form.requestSubmit();
		} else {
			form.submit();
		}
	} );
}

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
