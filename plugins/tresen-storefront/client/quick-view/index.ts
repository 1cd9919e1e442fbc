/**
 * Quick view from shop lists (entry): the "Schnellansicht" link (the
 * product page without JavaScript) opens the product in a dialog instead.
 * The entry only waits for the shopper to reach for such a link (pointer,
 * focus, touch); then the opening code loads (open.ts), and a click made
 * before it was ready is replayed. The dialog reuses the product page's
 * parts (variations and add to cart through the cart bundle, which hears
 * `tresen:content-loaded`). PHP: src/QuickView/QuickView.php.
 */
import { onIntent } from '@tresen/common/intent';
import { isString, readSettings } from '@tresen/common/settings';
import { chunkBaseUrl } from '@tresen/common/public-path';
import { whenReady } from '@tresen/common/ready';
import './quick-view.scss';
// The dialog's styles come with the page (a few rules): the lazy chunks
// then need no stylesheet loader in this entry.
import '@tresen/common/dialog.scss';
import './dialog.scss';

// webpack's runtime public path for the lazy chunks.
// eslint-disable-next-line camelcase, @typescript-eslint/no-unused-vars
declare let __webpack_public_path__: string;

function start(): void {
	if ( ! document.querySelector( 'a.tresen-quick-view-button[data-prod]' ) ) {
		return;
	}
	const { publicPath } = readSettings< { publicPath: string } >(
		'tresenQuickView',
		{ publicPath: { guard: isString, fallback: '' } }
	);
	const chunks = chunkBaseUrl(
		'tresen-storefront-quick-view-js',
		publicPath
	);
	if ( chunks ) {
		// eslint-disable-next-line camelcase
		__webpack_public_path__ = chunks;
	}
	onIntent( {
		selector: 'a.tresen-quick-view-button[data-prod]',
		load: () =>
			import( /* webpackChunkName: "quick-view-open" */ './open' ).then(
				( m ) => m.startQuickView()
			),
	} );
}

whenReady( start );
