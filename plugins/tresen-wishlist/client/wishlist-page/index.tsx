/**
 * The wishlist page's controls (React, on this page only): the server
 * rendered the management table and the list (a shared link works without
 * JavaScript) and printed the same data as JSON; React takes the page over
 * from there.
 */
import { createRoot } from '@wordpress/element';
import { whenReady } from '@tresen/common/ready';
import { Wishlists } from '../shared/state';
import { getSettings } from '../shared/settings';
import { readPage } from './data';
import { App } from './app';
import './page.scss';

function start(): void {
	const container = document.querySelector< HTMLElement >(
		'.tresen-wishlist-page'
	);
	const json = container?.querySelector( '.tresen-wishlist-data' );
	if ( ! container || ! json ) {
		return;
	}
	let raw: unknown = null;
	try {
		raw = JSON.parse( json.textContent ?? '' );
	} catch {
		return; // The server's list stays as it is.
	}
	const initial = readPage( raw );
	if ( ! initial.view ) {
		return;
	}
	const settings = getSettings();
	const wishlists = new Wishlists( settings.ajaxUrl, initial.nonce );
	createRoot( container ).render(
		<App
			initial={ initial }
			wishlists={ wishlists }
			settings={ settings }
		/>
	);
}

whenReady( start );
