/**
 * Internal dependencies
 */
import { isNumber, isString, readSettings } from '@tresen/common/settings';
import type { OrderAttributionSettings } from './settings.d';

export function getSettings( source?: unknown ): OrderAttributionSettings {
	return readSettings< OrderAttributionSettings >(
		'tresenOrderAttribution',
		{
			consentCategory: { guard: isString, fallback: 'marketing' },
			sessionMinutes: { guard: isNumber, fallback: 30 },
			cookieLifetimeMonths: { guard: isNumber, fallback: 6 },
			fieldPrefix: { guard: isString, fallback: 'wc_order_attribution_' },
		},
		...( source === undefined ? [] : [ source ] )
	);
}
