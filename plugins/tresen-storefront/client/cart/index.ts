/**
 * Storefront cart (entry, on every page). At load it does only what a
 * shopper sees without touching anything: the − / + buttons of quantity
 * fields the server printed without them (it prints them itself:
 * src/Cart/QuantityButtons.php), the cart fragments when there is a cart (the header's count; not
 * on the cart page, whose header the server renders for the visitor),
 * a variation form that starts with a chosen variation, and the focus on
 * errors the server rendered. Add-to-cart buttons, the mini cart and the
 * product forms load on intent (pointer, focus, touch; a click made
 * before they are ready is replayed), and so do the cart page's code and
 * its shipping calculator, only there.
 *
 * Our events (on document, `tresen:` prefix): adding-to-cart, added-to-cart,
 * removed-from-cart { productId, quantity, cartItemKey }, cart-updated,
 * fragments-loaded, fragments-refreshed, found-variation, reset-variation.
 * WooCommerce's jQuery events are fired too when jQuery is on the page.
 */
import { onIntent } from '@tresen/common/intent';
import { chunkBaseUrl } from '@tresen/common/public-path';
import { whenReady } from '@tresen/common/ready';
import { isFilled, isString, readSettings } from '@tresen/common/settings';
import type { CartActions } from './actions';
import { needsButtons, QUANTITY_FIELD } from './needs-buttons';
import type { CartSession } from './lib/session';
import './cart.scss';

// webpack's runtime public path (see settings.d.ts: publicPath).
// eslint-disable-next-line camelcase, @typescript-eslint/no-unused-vars
declare let __webpack_public_path__: string;

/** What the cart's intent chunk handles. */
export const INTENT_SELECTOR = [
	'.add_to_cart_button',
	'a.header-cart-link',
	'.header-mini-cart',
	'form.cart',
	'.tresen-sticky-cart',
].join( ',' );

/** Errors the server rendered (WooCommerce's notices). */
const ERROR_SELECTOR =
	'.woocommerce-error, .woocommerce-NoticeGroup .is-error, [role="alert"].woocommerce-notice';

/** Quantity fields and their − / + buttons: what they do loads on intent. */
const QUANTITY_INTENT = `${ QUANTITY_FIELD }, .tresen-qty__btn`;

/**
 * The few settings the entry needs (`window.tresenCart`); the chunks read
 * and check all of them (settings.ts).
 */
function entrySettings() {
	return readSettings< {
		publicPath: string;
		fragmentsKey: string;
		hashKey: string;
	} >( 'tresenCart', {
		publicPath: { guard: isString, fallback: '' },
		fragmentsKey: { guard: isFilled, fallback: 'tresen_cart_fragments' },
		hashKey: { guard: isFilled, fallback: 'tresen_cart_hash' },
	} );
}

/**
 * Whether this visitor has a cart the page must show (WooCommerce's cart
 * cookie, or fragments this tab stored).
 *
 * @param fragmentsKey sessionStorage key of the fragments.
 */
export function hasCart( fragmentsKey: string ): boolean {
	if ( cartHash() !== '' ) {
		return true;
	}
	try {
		return window.sessionStorage.getItem( fragmentsKey ) !== null;
	} catch {
		return false;
	}
}

/** WooCommerce's cart hash cookie now ('' without a cart). */
function cartHash(): string {
	return (
		/(?:^|;\s*)woocommerce_cart_hash=([^;]*)/.exec(
			document.cookie
		)?.[ 1 ] ?? ''
	);
}

function start(): void {
	const entry = entrySettings();
	const chunks = chunkBaseUrl(
		'tresen-storefront-cart-js',
		entry.publicPath
	);
	if ( chunks ) {
		// eslint-disable-next-line camelcase
		__webpack_public_path__ = chunks;
	}
	let actions: CartActions | null = null;

	// − / + buttons, wherever quantity fields are (now or inserted later): the
	// buttons at once, what they do on intent (a click before is replayed).
	let quantitiesLoad: Promise< unknown > | null = null;
	const quantities = (): Promise< unknown > => {
		if ( ! quantitiesLoad ) {
			quantitiesLoad = import(
				/* webpackChunkName: "cart-quantity" */ './quantity-buttons'
			).then( ( q ) => q.initQuantityButtons() );
			quantitiesLoad.catch( () => {
				quantitiesLoad = null;
			} );
		}
		return quantitiesLoad;
	};
	// The buttons themselves: a small chunk, only where a quantity field is.
	// Once loaded, fields are enhanced at once (fragments put the mini cart's
	// fields back and then return focus to its buttons).
	let markup: Promise< ( root: ParentNode ) => void > | null = null;
	let applyNow: ( ( root: ParentNode ) => void ) | null = null;
	const enhance = ( root: ParentNode ): void => {
		if ( ! needsButtons( root ) ) {
			return;
		}
		if ( applyNow ) {
			applyNow( root );
			return;
		}
		void loadMarkup().then( ( apply ) => apply( root ) );
	};
	function loadMarkup(): Promise< ( root: ParentNode ) => void > {
		if ( ! markup ) {
			markup = import(
				/* webpackChunkName: "cart-quantity-markup" */ './quantity-markup'
			).then( ( m ) => ( applyNow = m.enhanceQuantities ) );
			markup.catch( () => {
				markup = null;
			} );
		}
		return markup;
	}
	onIntent( { selector: QUANTITY_INTENT, load: quantities } );

	let sessionLoad: Promise< CartSession > | null = null;
	const session = (): Promise< CartSession > => {
		if ( ! sessionLoad ) {
			sessionLoad = Promise.all( [
				import(
					/* webpackChunkName: "cart-session" */ './lib/session'
				),
				import( /* webpackChunkName: "cart-settings" */ './settings' ),
			] ).then( ( [ m, s ] ) => {
				const settings = s.getSettings();
				const cart = new m.CartSession( {
					wcAjaxUrl: settings.wcAjaxUrl,
					fragmentsKey: settings.fragmentsKey,
					hashKey: settings.hashKey,
					timeoutMs: settings.fragmentTimeoutMs,
					maxAgeMs: settings.fragmentMaxAgeMs,
					onApplied: ( inserted ) => inserted.forEach( enhance ),
					onFocusLost: () => actions?.miniCart.focusLost(),
				} );
				cart.start();
				return cart;
			} );
			sessionLoad.catch( () => {
				sessionLoad = null;
			} );
		}
		return sessionLoad;
	};

	let actionsLoad: Promise< CartActions > | null = null;
	const loadActions = (): Promise< CartActions > => {
		if ( ! actionsLoad ) {
			actionsLoad = Promise.all( [
				session(),
				import( /* webpackChunkName: "cart-actions" */ './actions' ),
				import( /* webpackChunkName: "cart-settings" */ './settings' ),
				// The mini cart's fields get their buttons at once from now on.
				quantities(),
				loadMarkup(),
			] ).then( ( [ cart, m, s ] ) => {
				actions = m.startActions( s.getSettings(), cart );
				actions.productForms();
				return actions;
			} );
			actionsLoad.catch( () => {
				actionsLoad = null;
			} );
		}
		return actionsLoad;
	};

	enhance( document );

	// The cart page is never cached (WooCommerce sends no-cache headers), so its
	// header already shows this visitor's cart: the session loads on intent
	// there (the mini cart, the cart form), or when the cart changes elsewhere.
	const cartForm = document.querySelector( 'form.woocommerce-cart-form' );
	if ( ! cartForm && hasCart( entry.fragmentsKey ) ) {
		void session();
	}
	// Another tab changed the cart, or the page came back from the back/forward cache.
	window.addEventListener( 'storage', ( event ) => {
		if ( event.key === entry.hashKey && ! sessionLoad ) {
			void session().then( ( cart ) => cart.refresh() );
		}
	} );
	window.addEventListener( 'pageshow', ( event ) => {
		if ( event.persisted && ! sessionLoad ) {
			void session().then( ( cart ) => cart.refresh() );
		}
	} );
	// Third-party code asks for fresh fragments with jQuery's wc_fragment_refresh.
	const jq = ( window as unknown as { jQuery?: unknown } ).jQuery;
	if ( typeof jq === 'function' ) {
		void loadActions();
	}

	onIntent( { selector: INTENT_SELECTOR, load: loadActions } );
	// A variation form that starts with a chosen variation shows it at once.
	const preset = Array.from(
		document.querySelectorAll< HTMLSelectElement >(
			'form.variations_form select'
		)
	).some( ( select ) => select.value !== '' );
	if ( preset ) {
		void loadActions();
	}

	// Errors rendered by the server (e.g. after a classic form POST).
	if ( document.querySelector( ERROR_SELECTOR ) ) {
		void Promise.all( [
			import( '@tresen/common/notices' ),
			import( /* webpackChunkName: "cart-settings" */ './settings' ),
		] ).then( ( [ m, s ] ) => {
			const settings = s.getSettings();
			m.focusFirstError(
				document.querySelector( '.woocommerce-notices-wrapper' ) ??
					document,
				settings.noticeFocusDelayMs,
				settings.scrollOffset
			);
		} );
	}

	// Product HTML that arrived later (the quick view): quantities, variations, add to cart.
	document.addEventListener( 'tresen:content-loaded', ( event ) => {
		const root = ( event as CustomEvent< { root?: unknown } > ).detail
			?.root;
		if ( ! ( root instanceof HTMLElement ) ) {
			return;
		}
		enhance( root );
		if ( root.querySelector( 'form.cart' ) ) {
			void loadActions().then( ( a ) => a.productForms( true ) );
		}
	} );
	if ( cartForm ) {
		// The cart as the server rendered this page (a refresh of the same
		// cart at load is no change).
		const shown = cartHash();
		void import(
			/* webpackChunkName: "cart-page-intent" */ './cart-page-intent'
		).then( ( m ) => m.wireCartPage( session, enhance, shown ) );
	}
}

whenReady( start );
