/**
 * Internal dependencies
 */
import {
	isArrayOf,
	isBoolean,
	isNumber,
	isRecord,
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
			billing: {
				// Only on the order-pay and add-payment-method pages.
				guard: (
					value: unknown
				): value is StripeSettings[ 'billing' ] =>
					value === undefined || isRecord( value ),
				fallback: undefined,
			},
			cardBrands: {
				guard: isArrayOf( isString ),
				fallback: [ 'visa', 'mastercard', 'amex' ],
			},
		},
		...( source === undefined ? [] : [ source ] )
	);
}
