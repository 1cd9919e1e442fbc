/**
 * Clearing the checkout's notices (at load with the order review; the
 * notice group itself, notice-group.ts, loads when an error shows).
 */

/**
 * Removes earlier notices from the checkout (ours and WooCommerce's).
 *
 * @param form The checkout form.
 */
export function clearNotices( form: HTMLFormElement ): void {
	document
		.querySelectorAll(
			'.woocommerce-NoticeGroup-checkout, .woocommerce-NoticeGroup-updateOrderReview'
		)
		.forEach( ( el ) => el.remove() );
	form.querySelectorAll(
		'.woocommerce-error, .woocommerce-message, .is-error, .is-success'
	).forEach( ( el ) => el.remove() );
	form.querySelectorAll( '.checkout-inline-error-message' ).forEach( ( el ) =>
		el.remove()
	);
}
