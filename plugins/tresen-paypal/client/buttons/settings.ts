/**
 * Internal dependencies
 */
import {
	isArrayOf,
	isBoolean,
	isNumber,
	isOneOf,
	isShape,
	isString,
	readSettings,
} from '@tresen/common/settings';
import type { PayPalSettings, PayPalStyle } from './settings.d';

const isStyle = isShape< PayPalStyle >( {
	color: isString,
	shape: isString,
	label: isString,
	layout: isString,
} );

export function getSettings( source?: unknown ): PayPalSettings {
	return readSettings< PayPalSettings >(
		'tresenPayPal',
		{
			gatewayId: { guard: isString, fallback: 'ppcp-gateway' },
			clientId: { guard: isString, fallback: '' },
			environment: {
				guard: isOneOf( 'production', 'sandbox' ),
				fallback: 'production',
			},
			locale: { guard: isString, fallback: 'de_DE' },
			currency: { guard: isString, fallback: 'EUR' },
			style: {
				guard: isStyle,
				fallback: {
					color: 'gold',
					shape: 'rect',
					label: 'paypal',
					layout: 'horizontal',
				},
			},
			miniCartLayout: { guard: isString, fallback: 'vertical' },
			disableFunding: {
				guard: isArrayOf( isString ),
				fallback: [ 'credit', 'paylater' ],
			},
			commit: { guard: isBoolean, fallback: false },
			payOrderId: { guard: isNumber, fallback: 0 },
			payOrderKey: { guard: isString, fallback: '' },
			nonce: { guard: isString, fallback: '' },
			noncesUrl: { guard: isString, fallback: '' },
			generateCartUrl: { guard: isString, fallback: '' },
			startCheckoutUrl: { guard: isString, fallback: '' },
			returnUrl: { guard: isString, fallback: '' },
			cancelUrl: { guard: isString, fallback: '' },
			publicPath: { guard: isString, fallback: '' },
			reactScripts: { guard: isArrayOf( isString ), fallback: [] },
		},
		...( source === undefined ? [] : [ source ] )
	);
}
