/**
 * Error notices about an element that may sit in a dialog (a quick view):
 * for the cart's chunks (add to cart, mini cart, variation form, cart
 * page). Apart from `notices.ts`, so that the checkout's entry, which uses
 * only `showNotice()` and `announce()`, does not carry them.
 */
import { DIALOG, showNotice } from './notices';

/**
 * Where a notice about an element inside a dialog (a quick view) goes: a
 * notices area in that dialog, just before the element's form, so the
 * shopper sees it and focus stays inside; null outside a dialog.
 *
 * @param near The element the notice is about (e.g. the add button).
 */
export function dialogContainer(
	near: Element | null | undefined
): Element | null {
	const dialog = near?.closest( DIALOG );
	if ( ! near || ! dialog ) {
		return null;
	}
	const existing = dialog.querySelector( '.tresen-dialog-notices' );
	if ( existing ) {
		return existing;
	}
	const area = document.createElement( 'div' );
	area.className = 'woocommerce-notices-wrapper tresen-dialog-notices';
	const anchor = near.closest( 'form' ) ?? near;
	anchor.before( area );
	return area;
}

/** The cart settings that place and time an error notice. */
export interface ErrorTiming {
	noticeFocusDelayMs: number;
	scrollOffset: number;
}

/**
 * Shows an error notice with the cart's focus delay and scroll offset: in
 * the page's notices wrapper, or inside the dialog `near` is in.
 *
 * @param message                     Plain text.
 * @param settings                    The cart settings (focus delay, scroll offset).
 * @param settings.noticeFocusDelayMs
 * @param settings.scrollOffset
 * @param near                        The element the error is about (its dialog gets the notice).
 */
export function showError(
	message: string,
	{ noticeFocusDelayMs, scrollOffset }: ErrorTiming,
	near?: Element | null
): HTMLElement {
	return showNotice( 'error', message, {
		container: dialogContainer( near ),
		focusDelayMs: noticeFocusDelayMs,
		scrollOffset,
	} );
}
