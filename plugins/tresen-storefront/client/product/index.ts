/**
 * The product page, owned by the storefront plugin: WooCommerce's `wc-single-product`
 * (and with it jQuery) replaced (src/Product/ProductPage.php):
 * the first tab's panel at load, the tabs widget (`product-tabs`) on
 * intent or at once when the address names a tab (tabs-intent.ts); the gallery's clicks (`product-gallery`, with the lightbox
 * warmed at once) when the pointer, focus or a touch reaches the gallery, and
 * the star rating's checks (`product-rating`) when they reach the review
 * form (a click before is replayed); the sticky add-to-cart bar with the
 * first scroll, as the bar shows only once the add button has scrolled
 * away (at once on a page that opens scrolled).
 */
import { onIntent } from '@tresen/common/intent';
import { chunkBaseUrl } from '@tresen/common/public-path';
import { isString, readSettings } from '@tresen/common/settings';
import { GALLERY, markGallery } from './gallery-marks';
import { wireTabs } from './tabs-intent';
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
	wireTabs( () =>
		import( /* webpackChunkName: "product-tabs" */ './tabs' ).then( ( m ) =>
			m.initTabs()
		)
	);
	markGallery();
	if ( document.querySelector( GALLERY ) ) {
		onIntent( {
			selector: GALLERY,
			load: () =>
				import(
					/* webpackChunkName: "product-gallery" */ './gallery'
				).then( ( m ) => m.initGallery() ),
		} );
	}
	// The review form's star rating: its checks before the first send.
	const form = document.querySelector( '.tresen-rating' )?.closest( 'form' );
	if ( form ) {
		form.dataset.tresenRating = '';
		onIntent( {
			selector: 'form[data-tresen-rating]',
			load: () =>
				import(
					/* webpackChunkName: "product-rating" */ './rating'
				).then( ( m ) => m.initRating() ),
		} );
	}
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
