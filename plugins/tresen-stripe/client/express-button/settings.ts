/**
 * The express settings (window.tresenStripeExpress), checked at runtime.
 */
import {
	isArrayOf,
	isNumber,
	isRecord,
	isShape,
	isString,
	readSettings,
} from '@tresen/common/settings';
import type { ExpressButtonStyle, ExpressSettings } from './settings.d';

const isUrls = ( v: unknown ): v is Record< string, string > =>
	isRecord( v ) && Object.values( v ).every( isString );

export function getSettings( source?: unknown ): ExpressSettings {
	return readSettings< ExpressSettings >(
		'tresenStripeExpress',
		{
			publishableKey: { guard: isString, fallback: '' },
			locale: { guard: isString, fallback: 'de' },
			country: { guard: isString, fallback: 'DE' },
			currency: { guard: isString, fallback: 'eur' },
			button: {
				guard: isShape< ExpressButtonStyle >( {
					type: isString,
					theme: isString,
					height: isNumber,
				} ),
				fallback: { type: 'buy', theme: 'dark', height: 48 },
			},
			shippingCountries: { guard: isArrayOf( isString ), fallback: [] },
			debounce: { guard: isNumber, fallback: 250 },
			noncesUrl: { guard: isString, fallback: '' },
			urls: { guard: isUrls, fallback: {} },
			tokenUrl: { guard: isString, fallback: '' },
		},
		...( source === undefined ? [] : [ source ] )
	);
}
