/**
 * Internal dependencies
 */
import {
	isArrayOf,
	isBoolean,
	isNumber,
	isString,
	readSettings,
} from '@tresen/common/settings';
import type { StripeSettings } from './settings.d';

export function getSettings( source?: unknown ): StripeSettings {
	return readSettings< StripeSettings >(
		'tresenStripe',
		{
			gatewayId: { guard: isString, fallback: 'stripe' },
			sepaGatewayId: { guard: isString, fallback: 'stripe_sepa' },
			publishableKey: { guard: isString, fallback: '' },
			allowPrepaidCard: { guard: isBoolean, fallback: false },
			locale: { guard: isString, fallback: 'de' },
			publicPath: { guard: isString, fallback: '' },
			setupIntentUrl: { guard: isString, fallback: '' },
			addCardNonce: { guard: isString, fallback: '' },
			checkoutUrl: { guard: isString, fallback: '/?wc-ajax=checkout' },
			orderId: { guard: isNumber, fallback: 0 },
			orderKey: { guard: isString, fallback: '' },
			updateIntentNonce: { guard: isString, fallback: '' },
			updateIntentUrl: { guard: isString, fallback: '' },
			cardBrands: {
				guard: isArrayOf( isString ),
				fallback: [ 'visa', 'mastercard', 'amex' ],
			},
		},
		...( source === undefined ? [] : [ source ] )
	);
}
