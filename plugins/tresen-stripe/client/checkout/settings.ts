/**
 * Internal dependencies
 */
import { isArrayOf, isString, readSettings } from '@tresen/common/settings';
import type { StripeSettings } from './settings.d';

export function getSettings( source?: unknown ): StripeSettings {
	return readSettings< StripeSettings >(
		'tresenStripe',
		{
			gatewayId: { guard: isString, fallback: 'tresen_stripe' },
			cardBrands: {
				guard: isArrayOf( isString ),
				fallback: [ 'visa', 'mastercard', 'amex' ],
			},
		},
		...( source === undefined ? [] : [ source ] )
	);
}
