/**
 * The header's navigation (lazy chunk "header-nav"): the mobile
 * off-canvas menu and the dropdown and slide submenus. Loaded on the
 * shopper's first reach for the navigation or the menu button (see
 * index.ts); until then the dropdowns open on hover and focus by CSS.
 */
import { initMenuToggle } from './menu';
import { initSubmenus } from './submenu';

/**
 * Starts the menus and carries over what the shopper is already doing:
 * a dropdown that CSS shows for the hovered or focused item stays open,
 * now under script control (`aria-expanded`).
 *
 * @param doc Document.
 */
export function startNav( doc: Document = document ): void {
	initMenuToggle( doc );
	const nav = doc.getElementById( 'site-navigation' );
	if ( ! nav ) {
		return;
	}
	const submenus = initSubmenus( nav );
	if ( ! submenus ) {
		return;
	}
	const active = doc.activeElement;
	const openAround = ( el: Element | null ) => {
		const chain: HTMLButtonElement[] = [];
		for (
			let item = el?.closest( 'li' );
			item && nav.contains( item );
			item = item.parentElement?.closest( 'li' )
		) {
			const button = item.querySelector< HTMLButtonElement >(
				':scope > button.submenu-toggle'
			);
			if ( button ) {
				chain.unshift( button );
			}
		}
		return chain;
	};
	if ( active && nav.contains( active ) && active.closest( '.sub-menu' ) ) {
		// Focus inside a dropdown (opened by CSS): open its levels.
		openAround( active.closest( '.sub-menu' ) )
			.filter( ( b ) => b.getAttribute( 'aria-expanded' ) !== 'true' )
			.forEach( ( b ) => submenus.open( b ) );
		return;
	}
	const hovered = Array.from( nav.querySelectorAll( 'li:hover' ) ).pop();
	if (
		hovered &&
		typeof window.matchMedia === 'function' &&
		window.matchMedia( '(min-width: 850px)' ).matches
	) {
		openAround( hovered )
			.filter( ( b ) => b.getAttribute( 'aria-expanded' ) !== 'true' )
			.forEach( ( b ) => submenus.open( b ) );
	}
}
