/**
 * Analytics on WooCommerce's Checkout block (loaded only there, as a block
 * integration: `Tresen\OrderAttribution\Blocks\Integration`).
 */
import { readBlockSettings } from '@tresen/common/blocks';
import { isString } from '@tresen/common/settings';
import { watchCheckout, type BlockAnalyticsSettings } from './events';

watchCheckout(
	readBlockSettings< BlockAnalyticsSettings >( 'tresen-order-attribution', {
		consentCategory: { guard: isString, fallback: 'analytics' },
		currency: { guard: isString, fallback: 'EUR' },
	} )
);
