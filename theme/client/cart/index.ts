/**
 * Storefront cart: add-to-cart buttons, cart fragments, mini cart, quantity
 * buttons and notices on every page; the product form, variation forms and
 * the cart page load their code only where they exist.
 *
 * Our events (on document, `tresen:` prefix): adding-to-cart, added-to-cart,
 * removed-from-cart { productId, quantity, cartItemKey }, cart-updated,
 * fragments-loaded, fragments-refreshed, found-variation, reset-variation.
 * WooCommerce's jQuery events are fired too when jQuery is on the page.
 */
import { onJQuery } from '@tresen/common/events';
import { chunkBaseUrl } from '@tresen/common/public-path';
import { initAddToCartButtons, type AddContext } from './add-to-cart';
import { focusFirstError } from '@tresen/common/notices';
import { CartSession } from './lib/session';
import { MiniCart } from './mini-cart';
import { enhanceQuantities, initQuantityButtons } from './quantity-buttons';
import { getSettings } from './settings';
import { initShippingCalculator } from './shipping-calculator';
import './cart.scss';
import { whenReady } from '@tresen/common/ready';

// webpack's runtime public path (see settings.d.ts: publicPath).
// eslint-disable-next-line camelcase, @typescript-eslint/no-unused-vars
declare let __webpack_public_path__: string;

function start(): void {
	const settings = getSettings();
	const chunks = chunkBaseUrl( 'tresen-cart-js', settings.publicPath );
	if ( chunks ) {
		// eslint-disable-next-line camelcase
		__webpack_public_path__ = chunks;
	}
	const labels = {
		decrease: settings.i18n.decrease,
		increase: settings.i18n.increase,
	};
	let miniCart: MiniCart | null = null;

	const session = new CartSession( {
		wcAjaxUrl: settings.wcAjaxUrl,
		fragmentsKey: settings.fragmentsKey,
		hashKey: settings.hashKey,
		timeoutMs: settings.fragmentTimeoutMs,
		maxAgeMs: settings.fragmentMaxAgeMs,
		onApplied: ( inserted ) =>
			inserted.forEach( ( el ) => enhanceQuantities( el, labels ) ),
		onFocusLost: () => miniCart?.focusLost(),
	} );
	miniCart = new MiniCart( settings, session );
	const mc = miniCart;
	const ctx: AddContext = {
		settings,
		session,
		openMiniCart: ( opener ) => mc.open( opener, true ),
	};

	initQuantityButtons();
	enhanceQuantities( document, labels );
	initAddToCartButtons( ctx );
	session.start();
	// Third-party code asks for fresh fragments this way.
	onJQuery( 'wc_fragment_refresh', () => void session.refresh() );

	// Errors rendered by the server (e.g. after a classic form POST).
	focusFirstError(
		document.querySelector( '.woocommerce-notices-wrapper' ) ?? document,
		settings.noticeFocusDelayMs,
		settings.scrollOffset
	);

	let productPage: Promise< typeof import( './product-page' ) > | null = null;
	const loadProductPage = () => {
		if ( ! productPage ) {
			productPage = import(
				/* webpackChunkName: "cart-product" */ './product-page'
			).then( ( m ) => {
				m.initProductPage( ctx );
				return m;
			} );
		}
		return productPage;
	};
	if ( document.querySelector( 'form.cart' ) ) {
		void loadProductPage();
	}
	// Product HTML that arrived later (the quick view): quantities, variations, add to cart.
	document.addEventListener( 'tresen:content-loaded', ( event ) => {
		const root = ( event as CustomEvent< { root?: unknown } > ).detail
			?.root;
		if ( ! ( root instanceof HTMLElement ) ) {
			return;
		}
		enhanceQuantities( root, labels );
		if ( root.querySelector( 'form.cart' ) ) {
			void loadProductPage().then( ( m ) =>
				m.initProductPage( ctx, true )
			);
		}
	} );
	if ( document.querySelector( 'form.woocommerce-cart-form' ) ) {
		// At once, so the calculator opens even before the cart page's code has loaded.
		initShippingCalculator();
		void import( /* webpackChunkName: "cart-page" */ './cart-page' ).then(
			( m ) =>
				new m.CartPage( settings, session, ( root ) =>
					enhanceQuantities( root, labels )
				)
		);
	}
}

whenReady( start );
