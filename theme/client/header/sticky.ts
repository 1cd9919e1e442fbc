/**
 * The sticky header: once the page has scrolled past the header, it sticks
 * to the top of the window as a 70 px bar (below the admin bar while that
 * one is fixed); the space it left keeps its height, so nothing jumps.
 * Nothing focused may hide under it: `scroll-padding-top` (CSS, from the
 * offsets set here) keeps focus scrolling clear of it, and a focused
 * element that still ends up under it is scrolled into view.
 *
 * While stuck, phones show a search button in the bar (the search row waits
 * above): it opens the search row and puts the focus in the field; the row
 * closes again when the focus leaves it. Wide screens keep the menu in the
 * bar (CSS), so nothing in the header is hidden from the keyboard.
 *
 * The back-to-top button appears after one screen of scrolling; it scrolls
 * to the top and moves focus to the page's first element (the skip link),
 * as on a fresh page; after a mouse click the skip link stays out of sight.
 */

export const STUCK = 'is-stuck';
/** The owner switched the sticky header off. */
export const STATIC = 'site-header--static';
/** The skip link focused after a mouse click on back-to-top: not shown. */
export const QUIET = 'is-quiet';
/** The stuck header's search row is open (phones). */
export const SEARCH_OPEN = 'is-search-open';
/** Height of the stuck header (storefront spec: 70). */
export const STICKY_HEIGHT = 70;

export interface StickyHeader {
	update: () => void;
	isStuck: () => boolean;
}

/**
 * Height of the admin bar while it is fixed to the top (0 when there is none or it scrolls away).
 *
 * @param doc Document.
 */
export function adminBarOffset( doc: Document ): number {
	const bar = doc.getElementById( 'wpadminbar' );
	const view = doc.defaultView;
	if ( ! bar || ! view ) {
		return 0;
	}
	return view.getComputedStyle( bar ).position === 'fixed'
		? bar.getBoundingClientRect().height
		: 0;
}

function reducedMotion(): boolean {
	return (
		typeof window.matchMedia === 'function' &&
		window.matchMedia( '(prefers-reduced-motion: reduce)' ).matches
	);
}

/**
 * Wires the sticky header. Returns null without a header.
 *
 * @param doc Document.
 */
export function initStickyHeader(
	doc: Document = document
): StickyHeader | null {
	const header = doc.getElementById( 'masthead' );
	const view = doc.defaultView;
	if ( ! header || ! view ) {
		return null;
	}
	const root = doc.documentElement;
	let stuck = false;
	let space = header.offsetHeight;

	const setOffsets = () => {
		root.style.setProperty(
			'--tresen-admin-bar-h',
			`${ adminBarOffset( doc ) }px`
		);
	};

	function update(): void {
		if ( ! stuck ) {
			space = header!.offsetHeight;
		}
		// The owner may keep the header in place (Customizer: `site-header--static`).
		const next =
			! header!.classList.contains( STATIC ) && view!.scrollY > space;
		if ( next === stuck ) {
			return;
		}
		stuck = next;
		if ( stuck ) {
			root.style.setProperty( '--tresen-header-space', `${ space }px` );
		}
		header!.classList.toggle( STUCK, stuck );
		if ( ! stuck ) {
			setSearchOpen( false );
		}
	}

	// The phones' search button in the stuck bar.
	const searchToggle = header.querySelector< HTMLButtonElement >(
		'.header-search-toggle'
	);
	const searchRow = header.querySelector< HTMLElement >(
		'.site-header__search'
	);
	function setSearchOpen( open: boolean ): void {
		if ( ! searchToggle ) {
			return;
		}
		header!.classList.toggle( SEARCH_OPEN, open );
		searchToggle.setAttribute( 'aria-expanded', open ? 'true' : 'false' );
	}
	if ( searchToggle && searchRow ) {
		searchToggle.hidden = false;
		searchToggle.addEventListener( 'click', () => {
			const open = ! header.classList.contains( SEARCH_OPEN );
			setSearchOpen( open );
			if ( open ) {
				searchRow
					.querySelector< HTMLInputElement >( 'input[type="search"]' )
					?.focus();
			}
		} );
		searchRow.addEventListener( 'focusout', ( event ) => {
			const next = event.relatedTarget;
			if (
				next instanceof Node &&
				( searchRow.contains( next ) || next === searchToggle )
			) {
				return;
			}
			// The suggestion list lives after the form, inside the row.
			setSearchOpen( false );
		} );
	}

	let frame = 0;
	const schedule = () => {
		if ( ! frame ) {
			frame = view.requestAnimationFrame( () => {
				frame = 0;
				update();
			} );
		}
	};
	setOffsets();
	update();
	view.addEventListener( 'scroll', schedule, { passive: true } );
	view.addEventListener( 'resize', () => {
		setOffsets();
		schedule();
	} );

	// A focused element under the stuck header is scrolled into the clear.
	doc.addEventListener( 'focusin', ( event ) => {
		const target = event.target;
		if (
			! stuck ||
			! ( target instanceof HTMLElement ) ||
			header.contains( target ) ||
			view.getComputedStyle( target ).position === 'fixed'
		) {
			return;
		}
		const covered = header.getBoundingClientRect().bottom;
		const top = target.getBoundingClientRect().top;
		if ( top < covered ) {
			view.scrollBy( { top: top - covered - 16 } );
		}
	} );

	return { update, isStuck: () => stuck };
}

/**
 * Wires the back-to-top button. Returns it, or null when the page has none.
 *
 * @param doc Document.
 */
export function initBackToTop(
	doc: Document = document
): HTMLButtonElement | null {
	const button =
		doc.querySelector< HTMLButtonElement >( 'button.back-to-top' );
	const view = doc.defaultView;
	if ( ! button || ! view ) {
		return null;
	}
	let shown = false;
	const update = () => {
		const next = view.scrollY > view.innerHeight;
		if ( next === shown ) {
			return;
		}
		shown = next;
		button.hidden = ! shown;
	};
	let frame = 0;
	view.addEventListener(
		'scroll',
		() => {
			if ( ! frame ) {
				frame = view.requestAnimationFrame( () => {
					frame = 0;
					update();
				} );
			}
		},
		{ passive: true }
	);
	update();
	button.addEventListener( 'click', ( event ) => {
		const target =
			doc.querySelector< HTMLElement >( '.skip-link' ) ??
			doc.getElementById( 'masthead' );
		view.scrollTo( {
			top: 0,
			behavior: reducedMotion() ? 'auto' : 'smooth',
		} );
		if ( target ) {
			if ( ! target.matches( 'a[href], button, input, [tabindex]' ) ) {
				target.setAttribute( 'tabindex', '-1' );
			}
			// A pointer click (detail > 0; Enter and Space give 0) moves the
			// focus too, so the next Tab starts at the top, but the skip
			// link stays out of sight until it is left (or tabbed to).
			if ( event.detail > 0 ) {
				target.classList.add( QUIET );
				target.addEventListener(
					'blur',
					() => target.classList.remove( QUIET ),
					{ once: true }
				);
			}
			target.focus( { preventScroll: true } );
		}
	} );
	return button;
}
