/**
 * Internal dependencies
 */
import { isNumber, isString, readSettings } from '@tresen/common/settings';
import type { UnitPriceSettings } from './settings.d';

export function getSettings( source?: unknown ): UnitPriceSettings {
	return readSettings< UnitPriceSettings >(
		'tresenUnitPrice',
		{
			ajaxUrl: { guard: isString, fallback: '' },
			decimalSeparator: { guard: isString, fallback: ',' },
			thousandSeparator: { guard: isString, fallback: '.' },
			refreshDelayMs: { guard: isNumber, fallback: 500 },
			initialDelayMs: { guard: isNumber, fallback: 250 },
		},
		...( source === undefined ? [] : [ source ] )
	);
}
