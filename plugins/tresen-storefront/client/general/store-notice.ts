/**
 * WooCommerce's store notice (`woocommerce_demo_store()`, printed hidden on
 * wp_footer): shown unless the visitor dismissed it; the dismiss link (a
 * link with role="button") hides it and remembers that in the cookie
 * `store_notice<notice id>=hidden` (path /, for the browser session), the
 * cookie WooCommerce's own script writes. Focus that was on the notice moves
 * to the main content (`#content`), not to the page's body.
 */
import { readCookie as readCommonCookie } from '@tresen/common/cookies';

export const COOKIE_PREFIX = 'store_notice';
export const HIDDEN = 'hidden';

/**
 * Name of the cookie for a notice id (WooCommerce: md5 of the notice text).
 *
 * @param noticeId Value of data-notice-id ('' when missing).
 */
export function cookieName( noticeId: string ): string {
	return COOKIE_PREFIX + noticeId;
}

/**
 * Value of a cookie, or null.
 *
 * @param name   Cookie name.
 * @param cookie The cookie string (document.cookie).
 */
export function readCookie( name: string, cookie: string ): string | null {
	return readCommonCookie( name, cookie );
}

/**
 * Shows or keeps hiding the notice and wires its dismiss link. Returns
 * whether a notice was found.
 *
 * @param root Document (tests pass their own).
 */
export function initStoreNotice( root: Document = document ): boolean {
	const notice = root.querySelector< HTMLElement >(
		'.woocommerce-store-notice'
	);
	if ( ! notice ) {
		return false;
	}
	const name = cookieName( notice.dataset.noticeId ?? '' );
	if ( readCookie( name, root.cookie ) === HIDDEN ) {
		notice.style.display = 'none';
		return true;
	}
	notice.style.removeProperty( 'display' );

	const links = Array.from(
		root.querySelectorAll< HTMLElement >(
			'.woocommerce-store-notice__dismiss-link'
		)
	);
	const dismiss = ( event: Event ) => {
		event.preventDefault();
		const active = root.activeElement;
		const hadFocus =
			active instanceof HTMLElement &&
			active.closest( '.woocommerce-store-notice' ) !== null;
		root.cookie = `${ encodeURIComponent( name ) }=${ HIDDEN }; path=/; SameSite=Lax`;
		root.querySelectorAll< HTMLElement >(
			'.woocommerce-store-notice'
		).forEach( ( el ) => {
			el.style.display = 'none';
		} );
		links.forEach( ( link ) => {
			link.removeEventListener( 'click', dismiss );
			link.removeEventListener( 'keydown', onKeydown );
		} );
		if ( hadFocus ) {
			const main = root.querySelector< HTMLElement >(
				'#content, main, [role="main"]'
			);
			if ( main ) {
				if ( ! main.hasAttribute( 'tabindex' ) ) {
					main.setAttribute( 'tabindex', '-1' );
				}
				// The notice sits at the window's edge: no jump of the page.
				main.focus( { preventScroll: true } );
			}
		}
	};
	// The link says role="button": Space activates it like a button (Enter already clicks a link).
	const onKeydown = ( event: KeyboardEvent ) => {
		if ( event.key === ' ' || event.key === 'Spacebar' ) {
			dismiss( event );
		}
	};
	links.forEach( ( link ) => {
		link.addEventListener( 'click', dismiss );
		link.addEventListener( 'keydown', onKeydown );
	} );
	return true;
}
