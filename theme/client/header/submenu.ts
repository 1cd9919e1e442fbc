/**
 * Submenus of the main navigation. Beside each parent link sits a real
 * button (server markup, shown here) with `aria-expanded`:
 *
 * - Wide screens (dropdowns): hovering with a mouse, clicking the button or
 *   Enter/Space on it opens the dropdown; ArrowDown opens it and moves into
 *   it, ArrowUp/ArrowDown move between its links; Escape closes it and
 *   returns focus to its button; focus or a click elsewhere closes it.
 * - Small screens (the off-canvas panel): the button slides its level in
 *   over the parent level and focus moves to the level's back button; "Back"
 *   (or Escape) slides it out and focus returns to the button that opened it.
 *   The levels behind are inert while covered.
 *
 * Without JavaScript the buttons stay hidden: dropdowns open on hover and
 * focus (CSS), and the panel lists every level.
 */
import { on } from '@tresen/common/events';

export const WIDE_QUERY = '(min-width: 850px)';
export const OPEN = 'is-open';
const HOVER_CLOSE_MS = 250;

export interface Submenus {
	open: ( button: HTMLButtonElement, moveFocus?: boolean ) => void;
	close: ( button: HTMLButtonElement, returnFocus?: boolean ) => void;
	closeAll: () => void;
}

function submenuOf( button: HTMLButtonElement ): HTMLElement | null {
	const id = button.getAttribute( 'aria-controls' );
	return id ? button.ownerDocument.getElementById( id ) : null;
}

function linksIn( menu: HTMLElement ): HTMLElement[] {
	return Array.from(
		menu.querySelectorAll< HTMLElement >( ':scope > li > a' )
	);
}

/**
 * Wires every submenu button inside the navigation. Returns null when there is none.
 *
 * @param nav  The navigation element.
 * @param wide Whether the dropdown layout applies (tests pass their own).
 */
export function initSubmenus(
	nav: HTMLElement,
	wide: () => boolean = () =>
		typeof window.matchMedia === 'function' &&
		window.matchMedia( WIDE_QUERY ).matches
): Submenus | null {
	const buttons = Array.from(
		nav.querySelectorAll< HTMLButtonElement >(
			'button.submenu-toggle[aria-controls]'
		)
	);
	if ( buttons.length === 0 ) {
		return null;
	}
	nav.classList.add( 'has-submenu-buttons' );
	buttons.forEach( ( button ) => button.removeAttribute( 'hidden' ) );
	nav.querySelectorAll( '.submenu-back[hidden]' ).forEach( ( row ) =>
		row.removeAttribute( 'hidden' )
	);

	/**
	 * Marks what the opened level covers (small screens) as inert.
	 * @param item
	 * @param covered
	 */
	function setCovered( item: HTMLElement, covered: boolean ): void {
		const parentList = item.parentElement;
		if ( ! parentList ) {
			return;
		}
		const targets: Element[] = [
			...Array.from( parentList.children ).filter( ( c ) => c !== item ),
			...Array.from( item.children ).filter(
				( c ) => ! c.classList.contains( 'sub-menu' )
			),
		];
		targets.forEach( ( el ) => {
			if ( covered ) {
				el.setAttribute( 'inert', '' );
			} else {
				el.removeAttribute( 'inert' );
			}
		} );
	}

	function close( button: HTMLButtonElement, returnFocus = false ): void {
		const menu = submenuOf( button );
		if ( button.getAttribute( 'aria-expanded' ) !== 'true' || ! menu ) {
			return;
		}
		// Nested levels close first.
		menu.querySelectorAll< HTMLButtonElement >(
			'button.submenu-toggle[aria-expanded="true"]'
		).forEach( ( inner ) => close( inner ) );
		button.setAttribute( 'aria-expanded', 'false' );
		menu.classList.remove( OPEN );
		if ( ! wide() ) {
			menu.setAttribute( 'inert', '' );
		}
		const item = button.closest( 'li' );
		item?.classList.remove( OPEN );
		if ( item ) {
			setCovered( item, false );
		}
		if ( returnFocus ) {
			button.focus();
		}
	}

	function open( button: HTMLButtonElement, moveFocus = false ): void {
		const menu = submenuOf( button );
		const item = button.closest( 'li' );
		if ( ! menu || ! item ) {
			return;
		}
		// One open branch at a time: close the siblings' submenus.
		Array.from( item.parentElement?.children ?? [] ).forEach(
			( sibling ) => {
				if ( sibling !== item ) {
					sibling
						.querySelectorAll< HTMLButtonElement >(
							':scope > button.submenu-toggle'
						)
						.forEach( ( other ) => close( other ) );
				}
			}
		);
		button.setAttribute( 'aria-expanded', 'true' );
		menu.classList.add( OPEN );
		menu.removeAttribute( 'inert' );
		item.classList.add( OPEN );
		if ( wide() ) {
			if ( moveFocus ) {
				linksIn( menu )[ 0 ]?.focus();
			}
			return;
		}
		setCovered( item, true );
		// A deeper level covers its parent level from the parent's top.
		const parentLevel = item.parentElement?.closest( '.sub-menu' );
		if ( parentLevel ) {
			parentLevel.scrollTop = 0;
		}
		const back = menu.querySelector< HTMLButtonElement >(
			':scope > .submenu-back button'
		);
		( back ?? linksIn( menu )[ 0 ] )?.focus();
	}

	/** Closed levels of the panel are out of the focus order (they only slide out of view). */
	function syncInert(): void {
		buttons.forEach( ( b ) => {
			const menu = submenuOf( b );
			if ( ! menu ) {
				return;
			}
			if ( ! wide() && b.getAttribute( 'aria-expanded' ) !== 'true' ) {
				menu.setAttribute( 'inert', '' );
			} else {
				menu.removeAttribute( 'inert' );
			}
		} );
	}

	function closeAll(): void {
		buttons.forEach( ( b ) => close( b ) );
		syncInert();
	}

	/**
	 * The button of the innermost open submenu that holds an element.
	 * @param el
	 */
	function openButtonAround( el: Element ): HTMLButtonElement | null {
		let menu = el.closest< HTMLElement >( `.sub-menu.${ OPEN }` );
		while ( menu ) {
			const button = nav.querySelector< HTMLButtonElement >(
				`button.submenu-toggle[aria-controls="${ menu.id }"]`
			);
			if ( button ) {
				return button;
			}
			menu = menu.parentElement?.closest< HTMLElement >(
				`.sub-menu.${ OPEN }`
			) as HTMLElement | null;
		}
		return null;
	}

	nav.addEventListener( 'click', ( event ) => {
		const target = event.target instanceof Element ? event.target : null;
		const toggle = target?.closest< HTMLButtonElement >(
			'button.submenu-toggle'
		);
		if ( toggle && nav.contains( toggle ) ) {
			if ( toggle.getAttribute( 'aria-expanded' ) === 'true' ) {
				close( toggle, true );
			} else {
				open( toggle, ! wide() );
			}
			return;
		}
		const back = target?.closest( '.submenu-back button' );
		if ( back ) {
			const menu = back.closest< HTMLElement >( '.sub-menu' );
			const owner = menu
				? nav.querySelector< HTMLButtonElement >(
						`button.submenu-toggle[aria-controls="${ menu.id }"]`
					)
				: null;
			if ( owner ) {
				close( owner, true );
			}
		}
	} );

	nav.addEventListener( 'keydown', ( event ) => {
		const target =
			event.target instanceof HTMLElement ? event.target : null;
		if ( ! target ) {
			return;
		}
		if ( event.key === 'Escape' ) {
			const owner = target.matches(
				'button.submenu-toggle[aria-expanded="true"]'
			)
				? ( target as HTMLButtonElement )
				: openButtonAround( target );
			if ( owner ) {
				// The off-canvas panel's own Escape (close the panel) waits for the next press.
				event.preventDefault();
				event.stopPropagation();
				close( owner, true );
			}
			return;
		}
		if (
			! wide() ||
			( event.key !== 'ArrowDown' && event.key !== 'ArrowUp' )
		) {
			return;
		}
		if (
			target.matches( 'button.submenu-toggle' ) &&
			event.key === 'ArrowDown'
		) {
			event.preventDefault();
			open( target as HTMLButtonElement, true );
			return;
		}
		const menu = target.closest< HTMLElement >( `.sub-menu.${ OPEN }` );
		if ( menu && target.matches( 'a' ) ) {
			const links = linksIn( menu );
			const at = links.indexOf( target );
			if ( at >= 0 ) {
				event.preventDefault();
				const next =
					event.key === 'ArrowDown'
						? links[ ( at + 1 ) % links.length ]
						: links[ ( at - 1 + links.length ) % links.length ];
				next.focus();
			}
		}
	} );

	// Focus leaving an open dropdown closes it (wide screens).
	nav.addEventListener( 'focusout', ( event ) => {
		if ( ! wide() ) {
			return;
		}
		const next =
			event.relatedTarget instanceof Node ? event.relatedTarget : null;
		buttons.forEach( ( button ) => {
			const item = button.closest( 'li' );
			if (
				item &&
				button.getAttribute( 'aria-expanded' ) === 'true' &&
				( ! next || ! item.contains( next ) )
			) {
				close( button );
			}
		} );
	} );

	// A click outside closes every dropdown.
	nav.ownerDocument.addEventListener( 'pointerdown', ( event ) => {
		if (
			wide() &&
			event.target instanceof Node &&
			! nav.contains( event.target )
		) {
			closeAll();
		}
	} );

	// Hover with a mouse (wide screens).
	const timers = new Map< HTMLButtonElement, number >();
	buttons.forEach( ( button ) => {
		const item = button.closest( 'li' );
		if ( ! item ) {
			return;
		}
		item.addEventListener( 'pointerenter', ( event ) => {
			if ( event.pointerType !== 'mouse' || ! wide() ) {
				return;
			}
			window.clearTimeout( timers.get( button ) );
			if ( button.getAttribute( 'aria-expanded' ) !== 'true' ) {
				open( button );
			}
		} );
		item.addEventListener( 'pointerleave', ( event ) => {
			if ( event.pointerType !== 'mouse' || ! wide() ) {
				return;
			}
			timers.set(
				button,
				window.setTimeout( () => {
					// Kept open while the keyboard works inside the dropdown.
					const menu = submenuOf( button );
					if (
						! menu?.contains( item.ownerDocument.activeElement )
					) {
						close( button );
					}
				}, HOVER_CLOSE_MS )
			);
		} );
	} );

	// Closing the off-canvas panel, or switching layouts, starts at the top level again.
	on< { open: boolean } >( 'menu-toggle', ( detail ) => {
		if ( ! detail.open ) {
			closeAll();
		}
	} );
	if ( typeof window.matchMedia === 'function' ) {
		window
			.matchMedia( WIDE_QUERY )
			.addEventListener?.( 'change', closeAll );
	}

	syncInert();
	return { open, close, closeAll };
}
