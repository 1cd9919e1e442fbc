/**
 * Internal dependencies
 */
import { isString, readSettings } from '@tresen/common/settings';
import type { PayPalSettings } from './settings.d';

export function getSettings( source?: unknown ): PayPalSettings {
	return readSettings< PayPalSettings >(
		'tresenPayPal',
		{
			gatewayId: { guard: isString, fallback: 'tresen_paypal' },
			locale: { guard: isString, fallback: 'de_DE' },
			currency: { guard: isString, fallback: 'EUR' },
		},
		...( source === undefined ? [] : [ source ] )
	);
}
