/**
 * The mobile off-canvas menu: the menu button toggles it (aria-expanded),
 * Escape, the close button or a click outside closes it, focus stays
 * inside while it is open and returns to the menu button on close.
 */
import { wrapTab, focusableIn } from '@tresen/common/focus-trap';
import { emit } from '@tresen/common/events';

export const OPEN_CLASS = 'is-open';
export const BODY_CLASS = 'nav-open';

export interface MenuToggle {
	open: () => void;
	close: ( returnFocus?: boolean ) => void;
	isOpen: () => boolean;
	destroy: () => void;
}

/**
 * Wires the toggle. Returns null when the header has no menu button.
 *
 * @param root Document (tests pass their own).
 */
export function initMenuToggle( root: Document = document ): MenuToggle | null {
	const button = root.querySelector< HTMLButtonElement >(
		'.menu-toggle[aria-controls]'
	);
	const nav = button
		? root.getElementById( button.getAttribute( 'aria-controls' ) ?? '' )
		: null;
	if ( ! button || ! nav ) {
		return null;
	}
	const closeButton = nav.querySelector< HTMLButtonElement >( '.menu-close' );
	const body = root.body;
	let opened = false;

	const onKeydown = ( event: KeyboardEvent ) => {
		if ( event.key === 'Escape' ) {
			event.preventDefault();
			close( true );
			return;
		}
		wrapTab( nav, event );
	};
	const onPointerDown = ( event: Event ) => {
		const target = event.target as Node | null;
		if (
			target &&
			! nav.contains( target ) &&
			! button.contains( target )
		) {
			close( false );
		}
	};

	function open(): void {
		if ( opened ) {
			return;
		}
		opened = true;
		nav!.classList.add( OPEN_CLASS );
		body.classList.add( BODY_CLASS );
		button!.setAttribute( 'aria-expanded', 'true' );
		root.addEventListener( 'keydown', onKeydown );
		root.addEventListener( 'pointerdown', onPointerDown );
		const first = closeButton ?? focusableIn( nav! )[ 0 ];
		first?.focus();
		emit( 'menu-toggle', { open: true } );
	}

	function close( returnFocus = true ): void {
		if ( ! opened ) {
			return;
		}
		opened = false;
		nav!.classList.remove( OPEN_CLASS );
		body.classList.remove( BODY_CLASS );
		button!.setAttribute( 'aria-expanded', 'false' );
		root.removeEventListener( 'keydown', onKeydown );
		root.removeEventListener( 'pointerdown', onPointerDown );
		if ( returnFocus ) {
			button!.focus();
		}
		emit( 'menu-toggle', { open: false } );
	}

	const onButtonClick = () => ( opened ? close( true ) : open() );
	const onCloseClick = () => close( true );
	button.addEventListener( 'click', onButtonClick );
	closeButton?.addEventListener( 'click', onCloseClick );

	// Leaving the mobile layout closes the panel (the desktop menu is always visible).
	const view = root.defaultView;
	const wide =
		view && typeof view.matchMedia === 'function'
			? view.matchMedia( '(min-width: 850px)' )
			: null;
	const onWide = ( e: MediaQueryListEvent ) => {
		if ( e.matches ) {
			close( false );
		}
	};
	wide?.addEventListener?.( 'change', onWide );

	return {
		open,
		close,
		isOpen: () => opened,
		destroy() {
			close( false );
			button.removeEventListener( 'click', onButtonClick );
			closeButton?.removeEventListener( 'click', onCloseClick );
			wide?.removeEventListener?.( 'change', onWide );
		},
	};
}
