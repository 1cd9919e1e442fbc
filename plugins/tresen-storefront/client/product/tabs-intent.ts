/**
 * The product tabs at load, small: the first panel shown and its tab marked
 * (what the shopper sees), the tabs widget itself (`tabs.ts`, chunk
 * `product-tabs`: roles, arrow keys, the address) when the pointer, focus
 * or a touch reaches the tab list or a link to the reviews (a click or an
 * arrow key pressed before is replayed), when the hash changes, and at
 * once when the address names a tab or a review page (a hash, `cpage=`,
 * `comment-page-`). Should it fail to load, every panel is shown, as
 * without JavaScript.
 */
import { onIntent } from '@tresen/common/intent';

/** A tab widget (WooCommerce's markup). */
export const TABS = '.woocommerce-tabs, .wc-tabs-wrapper';

/** Links that open the reviews tab. */
export const REVIEW_LINKS = 'a.woocommerce-review-link, a[href="#reviews"]';

/** Where intent for the tabs starts: their list, links to the reviews. */
export const TABS_INTENT = `.woocommerce-tabs ul.tabs, .wc-tabs-wrapper ul.tabs, ${ REVIEW_LINKS }`;

/** Keys the widget handles, replayed when pressed on a tab before it is ready. */
const KEYS = [ 'ArrowRight', 'ArrowLeft', 'Home', 'End', ' ' ];

/** The panels hidden at load (shown again should the widget not load). */
const hiddenAtLoad: HTMLElement[] = [];

/**
 * Shows the first panel of each widget and marks its tab (the widget does
 * the rest when it comes).
 */
export function showFirstTab(): void {
	document.querySelectorAll( TABS ).forEach( ( root ) => {
		const tabs = Array.from(
			root.querySelectorAll< HTMLAnchorElement >( 'ul.tabs li a' )
		);
		tabs.forEach( ( tab, index ) => {
			const first = index === 0;
			tab.setAttribute( 'aria-selected', first ? 'true' : 'false' );
			tab.parentElement?.classList.toggle( 'active', first );
			const panel = document.getElementById(
				( tab.getAttribute( 'href' ) ?? '' ).replace( /^.*#/, '' )
			);
			if ( panel && ! first ) {
				panel.hidden = true;
				hiddenAtLoad.push( panel );
			}
		} );
	} );
}

/**
 * Whether the address names a tab or a review page (then the widget loads at once).
 *
 * @param location The address.
 */
export function addressNamesTab( location: Location | URL ): boolean {
	return (
		location.hash !== '' || /comment-page-|[?&]cpage=/.test( location.href )
	);
}

/**
 * Wires the tabs: at once, on intent or with a hash change.
 *
 * @param load Loads and starts the widget (`tabs.ts`' initTabs).
 */
export function wireTabs( load: () => Promise< unknown > ): void {
	if ( ! document.querySelector( TABS ) ) {
		return;
	}
	const showAll = () =>
		hiddenAtLoad.forEach( ( panel ) => ( panel.hidden = false ) );
	const now = onIntent( {
		selector: TABS_INTENT,
		load: () =>
			load().catch( ( error ) => {
				showAll();
				throw error;
			} ),
		keys: KEYS,
		fallback: ( el ) => {
			showAll();
			if ( el instanceof HTMLAnchorElement && el.hash ) {
				window.location.hash = el.hash;
			}
		},
	} );
	if ( addressNamesTab( window.location ) ) {
		void now().catch( () => undefined );
		return;
	}
	showFirstTab();
	window.addEventListener(
		'hashchange',
		() => void now().catch( () => undefined ),
		{ once: true }
	);
}
