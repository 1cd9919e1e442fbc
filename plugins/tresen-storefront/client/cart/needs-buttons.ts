/**
 * Quantity fields (`.quantity input.qty`) and whether one still lacks its
 * − / + buttons, for the cart entry at load.
 */

/** A quantity field. */
export const QUANTITY_FIELD = '.quantity input.qty';

/**
 * Whether a quantity field under `root` still lacks its − / + buttons (the
 * server prints them: src/Cart/QuantityButtons.php; fields inserted without
 * them, e.g. fragments stored before, get them from the markup chunk).
 *
 * @param root Where to look.
 */
export function needsButtons( root: ParentNode ): boolean {
	return Array.from(
		root.querySelectorAll< HTMLInputElement >( QUANTITY_FIELD )
	).some(
		( input ) =>
			input.type !== 'hidden' &&
			! input.readOnly &&
			! input.closest( '.quantity' )?.querySelector( '.tresen-qty__btn' )
	);
}
