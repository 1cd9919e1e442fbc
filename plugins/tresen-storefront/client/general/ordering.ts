/**
 * WooCommerce's general script's sort select: the catalogue's
 * `.woocommerce-ordering` form submits when its select changes (chunk
 * `general-ordering`, loaded at once on a list that has the form).
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
