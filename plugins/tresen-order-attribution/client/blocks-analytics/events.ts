/**
 * GA4's `add_shipping_info` and `add_payment_info` from WooCommerce's
 * Checkout block, once each, when the shopper places the order (the block
 * has no separate steps: the order button hands in address, shipping and
 * payment together). Read from WooCommerce's stores (`wc/store/cart`,
 * `wc/store/checkout`, `wc/store/payment`), pushed to `window.dataLayer` only
 * with the visitor's analytics consent, in the shape of the plugin's other
 * events (`client/analytics`).
 */
import { select, subscribe } from '@wordpress/data';
import {
	CART_STORE_KEY,
	CHECKOUT_STORE_KEY,
	PAYMENT_STORE_KEY,
} from '@woocommerce/block-data';
import { hasConsent } from '@tresen/common/consent';
import { isRecord } from '@tresen/common/settings';

export interface BlockAnalyticsSettings extends Record< string, unknown > {
	consentCategory: string;
	currency: string;
}

type Item = Record< string, unknown >;

/**
 * An amount of the Store API (a string in minor units) as a number.
 *
 * @param amount Amount in minor units.
 * @param minor  The currency's minor unit (2 for EUR).
 */
export function money( amount: unknown, minor: unknown ): number {
	const digits = typeof minor === 'number' ? minor : 2;
	return Number( amount ?? 0 ) / 10 ** digits;
}

/**
 * The cart's value and GA4 items, as the classic checkout names them.
 *
 * @param cart `wc/store/cart` getCartData().
 */
export function cartEcommerce( cart: unknown ): {
	value: number;
	items: Item[];
} {
	const data = isRecord( cart ) ? cart : {};
	const totals = isRecord( data.totals ) ? data.totals : {};
	const items = Array.isArray( data.items ) ? data.items : [];
	return {
		value: money( totals.total_price, totals.currency_minor_unit ),
		items: items.filter( isRecord ).map( ( item ) => {
			const prices = isRecord( item.prices ) ? item.prices : {};
			return {
				item_id: String( item.id ?? '' ),
				item_sku: String( item.sku ?? '' ),
				item_name: String( item.name ?? '' ),
				price: money( prices.price, prices.currency_minor_unit ),
				quantity: Number( item.quantity ) || 1,
			};
		} ),
	};
}

/**
 * The name of the selected shipping rate ('' when none).
 *
 * @param cart `wc/store/cart` getCartData().
 */
export function shippingTier( cart: unknown ): string {
	const data = isRecord( cart ) ? cart : {};
	const packages = Array.isArray( data.shippingRates )
		? data.shippingRates
		: [];
	for ( const pkg of packages.filter( isRecord ) ) {
		const rates = Array.isArray( pkg.shipping_rates )
			? pkg.shipping_rates
			: [];
		const chosen = rates.filter( isRecord ).find( ( r ) => r.selected );
		if ( chosen ) {
			return String( chosen.name ?? '' );
		}
	}
	return '';
}

/**
 * Pushes one event with the visitor's consent.
 *
 * @param settings  Settings.
 * @param event     GA4 event name.
 * @param ecommerce Its e-commerce data.
 */
export function push(
	settings: BlockAnalyticsSettings,
	event: string,
	ecommerce: Item
): boolean {
	if ( ! hasConsent( settings.consentCategory ) ) {
		return false;
	}
	const w = window as unknown as { dataLayer?: unknown[] };
	w.dataLayer = Array.isArray( w.dataLayer ) ? w.dataLayer : [];
	w.dataLayer.push( { ecommerce: null } );
	w.dataLayer.push( {
		event,
		visitor_type: document.body.classList.contains( 'logged-in' )
			? 'customer'
			: 'guest',
		ecommerce: { currency: settings.currency, ...ecommerce },
	} );
	return true;
}

/**
 * Watches the checkout and pushes both events once, when the order is placed.
 * Returns the unsubscriber.
 *
 * @param settings Settings.
 */
export function watchCheckout( settings: BlockAnalyticsSettings ): () => void {
	let sent = false;
	const unsubscribe = subscribe( () => {
		if ( sent ) {
			return;
		}
		const checkout = select( CHECKOUT_STORE_KEY );
		const placing =
			( checkout?.isBeforeProcessing && checkout.isBeforeProcessing() ) ||
			( checkout?.isProcessing && checkout.isProcessing() );
		if ( ! placing ) {
			return;
		}
		sent = true;
		const cart = select( CART_STORE_KEY )?.getCartData?.();
		const payment = select( PAYMENT_STORE_KEY );
		const ecommerce = cartEcommerce( cart );
		push( settings, 'add_shipping_info', {
			...ecommerce,
			shipping_tier: shippingTier( cart ),
		} );
		push( settings, 'add_payment_info', {
			...ecommerce,
			payment_type: String(
				payment?.getActivePaymentMethod
					? payment.getActivePaymentMethod()
					: ''
			),
		} );
		unsubscribe();
	} );
	return unsubscribe;
}
