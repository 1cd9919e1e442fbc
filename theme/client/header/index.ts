/**
 * Header behaviour on every page: the mobile off-canvas menu, dropdown and
 * slide submenus, the sticky header, the back-to-top button, the wishlist
 * badge (asked for after load) and the login popup (loaded on intent).
 */
import { chunkBaseUrl } from '@tresen/common/public-path';
import { initMenuToggle } from './menu';
import { initSubmenus } from './submenu';
import { initBackToTop, initStickyHeader } from './sticky';
import { initWishlistCount } from './wishlist-count';
import { initLoginPopup } from './login';
import { headerSettings } from './settings';
import { whenReady } from '@tresen/common/ready';

// webpack's runtime public path for the login chunk.
// eslint-disable-next-line camelcase, @typescript-eslint/no-unused-vars
declare let __webpack_public_path__: string;

function start(): void {
	const settings = headerSettings();
	const chunks = chunkBaseUrl( 'tresen-header-js', settings.publicPath );
	if ( chunks ) {
		// eslint-disable-next-line camelcase
		__webpack_public_path__ = chunks;
	}
	initMenuToggle();
	const nav = document.getElementById( 'site-navigation' );
	if ( nav ) {
		initSubmenus( nav );
	}
	initStickyHeader();
	initBackToTop();
	initLoginPopup( settings.login, settings.react, settings.ajaxUrl );
	const ask = () =>
		void initWishlistCount( settings.ajaxUrl, settings.wishlistAction );
	// The count is per visitor: asked for once the page has loaded.
	if ( document.readyState === 'complete' ) {
		ask();
	} else {
		window.addEventListener( 'load', ask, { once: true } );
	}
}

whenReady( start );
