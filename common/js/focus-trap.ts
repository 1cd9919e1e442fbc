/**
 * Keeps keyboard focus inside a container (off-canvas menu, drawer, dialog).
 */

const FOCUSABLE = [
	'a[href]',
	'area[href]',
	'button:not([disabled])',
	'input:not([disabled]):not([type="hidden"])',
	'select:not([disabled])',
	'textarea:not([disabled])',
	'iframe',
	'[tabindex]:not([tabindex="-1"])',
	'[contenteditable="true"]',
].join( ',' );

/**
 * The focusable elements inside `container`, in DOM order, skipping hidden ones.
 *
 * @param container Element to search.
 */
export function focusableIn( container: HTMLElement ): HTMLElement[] {
	return Array.from(
		container.querySelectorAll< HTMLElement >( FOCUSABLE )
	).filter(
		( el ) =>
			! el.closest( '[hidden],[inert]' ) &&
			el.getAttribute( 'aria-hidden' ) !== 'true'
	);
}

/**
 * Handles a Tab keydown so focus wraps around inside `container`.
 * Returns whether the event was handled.
 *
 * @param container Element that keeps focus.
 * @param event     The keydown event.
 */
export function wrapTab(
	container: HTMLElement,
	event: KeyboardEvent
): boolean {
	if ( event.key !== 'Tab' ) {
		return false;
	}
	const items = focusableIn( container );
	if ( items.length === 0 ) {
		event.preventDefault();
		container.focus();
		return true;
	}
	const first = items[ 0 ];
	const last = items[ items.length - 1 ];
	const active = container.ownerDocument.activeElement;
	const inside =
		active instanceof HTMLElement && container.contains( active );
	if ( event.shiftKey && ( active === first || ! inside ) ) {
		event.preventDefault();
		last.focus();
		return true;
	}
	if ( ! event.shiftKey && ( active === last || ! inside ) ) {
		event.preventDefault();
		first.focus();
		return true;
	}
	return false;
}
