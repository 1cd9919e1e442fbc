/**
 * The cart page's wiring, loaded at once on the cart page only (so the cart
 * entry on every other page stays small): quantity changes, removals,
 * shipping rates and the calculator's post load on intent in the cart, its
 * totals or the calculator (a click, Enter or Space before is replayed), or
 * when the cart changed elsewhere (the mini cart, another tab): then it
 * shows the new cart at once. A choice that takes effect by itself (a
 * shipping rate's radio or select) is not held: it shows at once, and its
 * change is handed to the code once it is there.
 */
import { onIntent } from '@tresen/common/intent';
import type { CartPage as CartPageType } from './cart-page';
import type { CartSession } from './lib/session';

/** The calculator (its own code: toggle, country). */
const CALCULATOR = 'form.woocommerce-shipping-calculator';
/** The cart page's regions. */
const CART_REGIONS =
	'form.woocommerce-cart-form, .cart_totals, .cart-collaterals';
/** Where a click waits for the cart page's code (links, buttons, the form's fields). */
const CART_CLICKS =
	'form.woocommerce-cart-form a, form.woocommerce-cart-form button, form.woocommerce-cart-form input.qty';

/**
 * Wires the cart page.
 *
 * @param session The cart session (loads it).
 * @param enhance Adds the quantity buttons to replaced markup.
 * @param shown   The cart hash the page was rendered with.
 */
export function wireCartPage(
	session: () => Promise< CartSession >,
	enhance: ( root: ParentNode ) => void,
	shown: string
): void {
	// Quantity changes, removals, shipping rates and the calculator's
	// post load on intent in the cart, its totals or the calculator (a
	// click, Enter or Space before is replayed), or when the cart changed
	// elsewhere (the mini cart, another tab): then it shows the new cart
	// at once. A choice that takes effect by itself (a shipping rate's
	// radio or select) is not held: it shows at once, and its change is
	// handed to the code once it is there.
	let page: Promise< CartPageType > | null = null;
	let ready = false;
	const early = new Set< Element >();
	const cartPage = (): Promise< CartPageType > => {
		if ( ! page ) {
			page = Promise.all( [
				session(),
				import( /* webpackChunkName: "cart-page" */ './cart-page' ),
				import( /* webpackChunkName: "cart-settings" */ './settings' ),
			] ).then( ( [ cart, m, s ] ) => {
				const cartPageCode = new m.CartPage(
					s.getSettings(),
					cart,
					( root ) => enhance( root )
				);
				ready = true;
				early.forEach(
					( el ) =>
						el.isConnected &&
						el.dispatchEvent(
							new Event( 'change', { bubbles: true } )
						)
				);
				early.clear();
				return cartPageCode;
			} );
			page.catch( () => {
				page = null;
			} );
		}
		return page;
	};
	const inCart = ( target: EventTarget | null ): Element | null =>
		target instanceof Element ? target.closest( CART_REGIONS ) : null;
	document.addEventListener(
		'change',
		( event ) => {
			if ( ! ready && inCart( event.target ) ) {
				early.add( event.target as Element );
				void cartPage().catch( () => undefined );
			}
		},
		true
	);
	for ( const type of [ 'pointerover', 'focusin', 'touchstart' ] ) {
		document.addEventListener(
			type,
			( event ) => {
				if ( ! page && inCart( event.target ) ) {
					void cartPage().catch( () => undefined );
				}
			},
			{ capture: true, passive: true }
		);
	}
	onIntent( {
		selector: CART_CLICKS,
		keys: [ 'Enter', ' ' ],
		load: cartPage,
	} );
	// The calculator's toggle and country (a click or Space before is replayed).
	onIntent( {
		selector: CALCULATOR,
		keys: [ ' ' ],
		load: () =>
			Promise.all( [
				import(
					/* webpackChunkName: "cart-shipping" */ './shipping-calculator'
				).then( ( m ) => m.initShippingCalculator() ),
				cartPage(),
			] ),
	} );
	document.addEventListener( 'tresen:cart-updated', ( event ) => {
		const hash = ( event as CustomEvent< { cartHash?: unknown } > ).detail
			?.cartHash;
		if ( ! page && hash !== shown ) {
			void cartPage().then( ( p ) => p.reload() );
		}
	} );
}
