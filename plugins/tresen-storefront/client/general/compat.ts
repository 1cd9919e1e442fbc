/**
 * WooCommerce's general script also defines `jQuery.scroll_to_notices`,
 * which WooCommerce's checkout script and payment plugins call. When jQuery
 * is on the page (a third-party script asked for it) we provide it, without
 * depending on jQuery ourselves.
 */

interface JQueryCollection {
	length: number;
	[ index: number ]: Element | undefined;
}

type JQueryWithNotices = {
	scroll_to_notices?: ( element: JQueryCollection ) => void;
};

/** Offset WooCommerce leaves above the notice, in pixels. */
const OFFSET = 100;

/**
 * Defines `jQuery.scroll_to_notices` unless jQuery is missing or already has it.
 *
 * @param win Window (tests pass their own).
 */
export function provideScrollToNotices( win: Window = window ): void {
	const $ = ( win as unknown as { jQuery?: JQueryWithNotices } ).jQuery;
	if ( ! $ || typeof $.scroll_to_notices === 'function' ) {
		return;
	}
	$.scroll_to_notices = ( element ) => {
		const el = element && element.length ? element[ 0 ] : undefined;
		if ( ! el ) {
			return;
		}
		const reduce =
			typeof win.matchMedia === 'function' &&
			win.matchMedia( '(prefers-reduced-motion: reduce)' ).matches;
		win.scrollTo( {
			top: el.getBoundingClientRect().top + win.scrollY - OFFSET,
			behavior: reduce ? 'auto' : 'smooth',
		} );
	};
}
