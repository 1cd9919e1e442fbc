/**
 * On account pages (login, registration, lost password, address forms),
 * the first notice with text gets focus, so a screen reader announces an
 * error right after the form was sent. WooCommerce's account-i18n script
 * did this with jQuery; the storefront plugin no longer loads it there.
 *
 * @param doc Document (tests pass their own).
 */
export function focusAccountNotice( doc: Document = document ): void {
	if ( ! doc.body.classList.contains( 'woocommerce-account' ) ) {
		return;
	}
	const notice = Array.from(
		doc.querySelectorAll< HTMLElement >( '[role="alert"]' )
	).find( ( el ) => ( el.textContent ?? '' ).trim() !== '' );
	if ( ! notice ) {
		return;
	}
	// Last in the queue, after any other script's focus (e.g. the skip link).
	setTimeout( () => {
		notice.setAttribute( 'tabindex', '-1' );
		notice.focus();
	} );
}
