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

/**
 * While the banner is open, nothing that has keyboard focus may sit under
 * it (WCAG 2.2, 2.4.11): the page gets room below its end and a scroll
 * padding of the banner's height (CSS, from --tresen-cc-banner-h set here),
 * and a focused element the banner covers is scrolled above it, no further
 * than the top scroll padding allows. Returns a function that undoes all of it.
 *
 * @param banner The open banner.
 * @param win    Window.
 */
export function keepFocusAboveBanner(
	banner: HTMLElement,
	win: Window = window
): () => void {
	const doc = banner.ownerDocument;
	const root = doc.documentElement;
	const measure = () => {
		const height = banner.getBoundingClientRect().height;
		root.style.setProperty(
			'--tresen-cc-banner-h',
			`${ Math.ceil( height ) }px`
		);
	};
	const onFocus = ( e: FocusEvent ) => {
		const el = e.target;
		if ( ! ( el instanceof HTMLElement ) || banner.contains( el ) ) {
			return;
		}
		const box = el.getBoundingClientRect();
		const cover = banner.getBoundingClientRect();
		const overlapsX = box.right > cover.left && box.left < cover.right;
		if ( overlapsX && box.bottom > cover.top && box.top < cover.bottom ) {
			// The least scroll that clears the scroll padding at both ends (the
			// banner's height below, a sticky header above): an element taller
			// than the room between them keeps its top in sight.
			el.scrollIntoView( { block: 'nearest', inline: 'nearest' } );
		}
	};
	measure();
	root.classList.add( 'tresen-cc-open' );
	doc.addEventListener( 'focusin', onFocus );
	win.addEventListener( 'resize', measure );
	return () => {
		root.classList.remove( 'tresen-cc-open' );
		root.style.removeProperty( '--tresen-cc-banner-h' );
		doc.removeEventListener( 'focusin', onFocus );
		win.removeEventListener( 'resize', measure );
	};
}
