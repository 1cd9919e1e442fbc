/**
 * Analytics events on `window.dataLayer` in GA4's e-commerce shape, only
 * with the visitor's consent (nothing is pushed before it): view_item,
 * add_to_cart, remove_from_cart, begin_checkout and purchase. Each event
 * names the visitor as guest, customer or admin (from the page's body
 * classes, so cached pages stay the same for everyone).
 * PHP: plugins/tresen-order-attribution/src/Analytics.php; entry: index.ts.
 */
import { hasConsent } from '@tresen/common/consent';
import { on } from '@tresen/common/events';
import { isRecord, isString, readSettings } from '@tresen/common/settings';

type Item = Record< string, unknown >;

interface AnalyticsSettings extends Record< string, unknown > {
	consentCategory: string;
	currency: string;
	view: Item | null;
	beginCheckout: Item | null;
	purchase: Item | null;
}

const isItemOrNull = ( v: unknown ): v is Item | null =>
	v === null || isRecord( v );

export function analyticsSettings( source?: unknown ): AnalyticsSettings {
	return readSettings< AnalyticsSettings >(
		'tresenAnalytics',
		{
			consentCategory: { guard: isString, fallback: 'analytics' },
			currency: { guard: isString, fallback: 'EUR' },
			view: { guard: isItemOrNull, fallback: null },
			beginCheckout: { guard: isItemOrNull, fallback: null },
			purchase: { guard: isItemOrNull, fallback: null },
		},
		source
	);
}

/** Who is looking: guests, logged-in customers, and staff (who see the admin bar). */
export function visitorType(): 'guest' | 'customer' | 'admin' {
	const body = document.body.classList;
	if ( ! body.contains( 'logged-in' ) ) {
		return 'guest';
	}
	return body.contains( 'admin-bar' ) ? 'admin' : 'customer';
}

/**
 * Pushes one event, when the visitor agreed.
 *
 * @param settings  Settings.
 * @param event     GA4 event name.
 * @param ecommerce Its e-commerce data.
 * @return Whether it was pushed.
 */
export function push(
	settings: AnalyticsSettings,
	event: string,
	ecommerce: Item
): boolean {
	if ( ! hasConsent( settings.consentCategory ) ) {
		return false;
	}
	const w = window as unknown as { dataLayer?: unknown[] };
	w.dataLayer = Array.isArray( w.dataLayer ) ? w.dataLayer : [];
	// GA4: clear the previous e-commerce object first.
	w.dataLayer.push( { ecommerce: null } );
	w.dataLayer.push( {
		event,
		visitor_type: visitorType(),
		ecommerce: { currency: settings.currency, ...ecommerce },
	} );
	return true;
}

/**
 * Pushes this page's events and listens to the cart's. Returns a function
 * that stops listening.
 *
 * @param settings Settings.
 */
export function startAnalytics(
	settings: AnalyticsSettings = analyticsSettings()
): () => void {
	if ( settings.view ) {
		push( settings, 'view_item', {
			value: settings.view.price,
			items: [ settings.view ],
		} );
	}
	if ( settings.beginCheckout ) {
		push( settings, 'begin_checkout', settings.beginCheckout );
	}
	if ( settings.purchase ) {
		push( settings, 'purchase', settings.purchase );
	}
	const stopAdded = on< { productId: string; quantity: number } >(
		'added-to-cart',
		( detail ) =>
			push( settings, 'add_to_cart', {
				items: [
					{
						item_id: String( detail.productId ),
						quantity: Number( detail.quantity ) || 1,
					},
				],
			} )
	);
	const stopRemoved = on< { productId: string; quantity: number } >(
		'removed-from-cart',
		( detail ) =>
			push( settings, 'remove_from_cart', {
				items: [
					{
						item_id: String( detail.productId ),
						quantity: Number( detail.quantity ) || 1,
					},
				],
			} )
	);
	return () => {
		stopAdded();
		stopRemoved();
	};
}
