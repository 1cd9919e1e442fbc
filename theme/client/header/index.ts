/**
 * Header behaviour on every page (entry). At load only the wishlist badge
 * (asked for after load) and the login link's wiring; the rest loads on
 * intent: the mobile menu and the dropdown and slide submenus when the
 * shopper reaches for the navigation or the menu button (pointer, focus,
 * touch; a click made before is replayed), the sticky header and the
 * back-to-top button with the first scroll (at once on a page that opens
 * scrolled), the login popup's wiring and then its React dialog when the
 * pointer, focus or a touch reaches the account icon.
 */
import { onIntent } from '@tresen/common/intent';
import { chunkBaseUrl } from '@tresen/common/public-path';
import { whenReady } from '@tresen/common/ready';
import { entrySettings } from './entry-settings';
import { startWishlistBadge } from './wishlist-cookie';
import { menuFallback } from './menu-fallback';
// The login dialog's styles come with the page (a few rules): the lazy
// chunk then needs no stylesheet loader in this entry.
import '@tresen/common/dialog.scss';
import './login-dialog.scss';

// webpack's runtime public path for the lazy chunks.
// eslint-disable-next-line camelcase, @typescript-eslint/no-unused-vars
declare let __webpack_public_path__: string;

/** What the navigation chunk handles. */
export const NAV_SELECTOR = '#site-navigation, .menu-toggle[aria-controls]';

/**
 * Loads the sticky header and back-to-top button on the first scroll.
 *
 * @param view Window.
 */
function stickyOnScroll( view: Window ): void {
	let started = false;
	const load = () => {
		if ( started ) {
			return;
		}
		started = true;
		view.removeEventListener( 'scroll', load );
		void import( /* webpackChunkName: "header-sticky" */ './sticky' ).then(
			( m ) => {
				m.initStickyHeader();
				m.initBackToTop();
			},
			() => {
				started = false;
				view.addEventListener( 'scroll', load, { passive: true } );
			}
		);
	};
	if ( view.scrollY > 0 ) {
		load();
	} else {
		view.addEventListener( 'scroll', load, { passive: true } );
	}
}

function start(): void {
	const settings = entrySettings();
	const chunks = chunkBaseUrl( 'tresen-header-js', settings.publicPath );
	if ( chunks ) {
		// eslint-disable-next-line camelcase
		__webpack_public_path__ = chunks;
	}
	onIntent( {
		selector: NAV_SELECTOR,
		load: () =>
			import( /* webpackChunkName: "header-nav" */ './nav' ).then(
				( m ) => m.startNav()
			),
		// Without the menu code the button shows the menu as without JavaScript.
		fallback: menuFallback,
	} );
	stickyOnScroll( window );
	if ( settings.login && ! document.body.classList.contains( 'logged-in' ) ) {
		document
			.querySelectorAll( 'a.header-account-link' )
			.forEach( ( link ) =>
				link.setAttribute( 'aria-haspopup', 'dialog' )
			);
		onIntent( {
			selector: 'a.header-account-link',
			load: () =>
				import(
					/* webpackChunkName: "header-account" */ './account'
				).then( ( m ) => m.startAccount() ),
		} );
	}
	const ask = () =>
		startWishlistBadge( {
			ajaxUrl: settings.ajaxUrl,
			action: settings.wishlistAction,
			cookie: settings.wishlistCookie,
			none: settings.wishlistNone,
		} );
	// The count is per visitor: asked for once the page has loaded.
	if ( document.readyState === 'complete' ) {
		ask();
	} else {
		window.addEventListener( 'load', ask, { once: true } );
	}
}

whenReady( start );
