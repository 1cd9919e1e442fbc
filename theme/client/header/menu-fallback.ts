/**
 * When the menu's code cannot be loaded (offline, a blocked chunk), the
 * "Menü" button shows the menu the way the page shows it without
 * JavaScript: in the page below the header (CSS `.is-static`), with the
 * focus on its first link, instead of doing nothing.
 */
import { clickFallback } from '@tresen/common/intent';

export const STATIC = 'is-static';

/**
 * What a held click in the header's menu does when the menu code failed.
 *
 * @param el The clicked element.
 */
export function menuFallback( el: HTMLElement ): void {
	const doc = el.ownerDocument;
	const toggle = el.closest< HTMLButtonElement >( '.menu-toggle' );
	if ( ! toggle ) {
		clickFallback( el ); // A link in the menu is followed.
		return;
	}
	const nav = doc.getElementById(
		toggle.getAttribute( 'aria-controls' ) ?? 'site-navigation'
	);
	if ( ! nav ) {
		return;
	}
	nav.classList.add( STATIC );
	toggle.setAttribute( 'aria-expanded', 'true' );
	nav.querySelector< HTMLElement >( '.menu a[href]' )?.focus();
}
