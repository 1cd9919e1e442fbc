/**
 * Focus helper for the banner and the settings dialog (the focus trap
 * itself is the suite's shared one, @tresen/common/focus-trap).
 */

/**
 * Focuses an element without scrolling the page.
 *
 * @param el Element (or null: nothing happens).
 */
export function focusQuietly( el: HTMLElement | null | undefined ): void {
	el?.focus( { preventScroll: true } );
}
