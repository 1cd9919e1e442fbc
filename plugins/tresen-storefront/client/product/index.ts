/**
 * The product page, owned by the storefront plugin: WooCommerce's `wc-single-product`
 * (and with it jQuery) replaced (src/Product/ProductPage.php):
 * tabs, the gallery's lightbox (loaded on first open), the star rating of
 * the review form and the sticky add-to-cart bar (its code comes with the
 * first scroll, as the bar shows only once the add button has scrolled
 * away; at once on a page that opens scrolled).
 */
import { chunkBaseUrl } from '@tresen/common/public-path';
import { isString, readSettings } from '@tresen/common/settings';
import { initGallery } from './gallery';
import { initRating } from './rating';
import { initTabs } from './tabs';
import './product.scss';
import { whenReady } from '@tresen/common/ready';

// webpack's runtime public path for the lightbox chunk.
// eslint-disable-next-line camelcase, @typescript-eslint/no-unused-vars
declare let __webpack_public_path__: string;

function start(): void {
	const { publicPath } = readSettings< { publicPath: string } >(
		'tresenProduct',
		{
			publicPath: { guard: isString, fallback: '' },
		}
	);
	const chunks = chunkBaseUrl( 'tresen-storefront-product-js', publicPath );
	if ( chunks ) {
		// eslint-disable-next-line camelcase
		__webpack_public_path__ = chunks;
	}
	initTabs();
	initGallery();
	initRating();
	let sticky = false;
	const loadSticky = () => {
		if ( sticky ) {
			return;
		}
		sticky = true;
		window.removeEventListener( 'scroll', loadSticky );
		void import(
			/* webpackChunkName: "product-sticky" */ './sticky-bar'
		).then(
			( m ) => void m.initStickyBar(),
			() => {
				sticky = false;
				window.addEventListener( 'scroll', loadSticky, {
					passive: true,
				} );
			}
		);
	};
	if ( window.scrollY > 0 ) {
		loadSticky();
	} else {
		window.addEventListener( 'scroll', loadSticky, { passive: true } );
	}
}

whenReady( start );
