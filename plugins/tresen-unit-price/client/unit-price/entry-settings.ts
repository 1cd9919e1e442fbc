/**
 * What the unit price entry reads at load (index.ts).
 */
import {
	isBoolean,
	isFilled,
	isString,
	readSettings,
} from '@tresen/common/settings';

/**
 * The few settings the entry needs (`window.tresenUnitPrice`), through the
 * one checked reader; the chunk reads and checks all of them (settings.ts).
 *
 * @param source Settings (tests pass an object; else the global).
 */
export function entrySettings( source?: unknown ) {
	return readSettings< {
		ajaxUrl: string;
		wrapper: string;
		qtySelector: string;
		refreshOnLoad: boolean;
		publicPath: string;
		observeVersion: string;
	} >(
		'tresenUnitPrice',
		{
			ajaxUrl: { guard: isString, fallback: '' },
			wrapper: { guard: isFilled, fallback: '.product' },
			qtySelector: { guard: isFilled, fallback: 'input.qty' },
			refreshOnLoad: { guard: isBoolean, fallback: false },
			publicPath: { guard: isString, fallback: '' },
			observeVersion: { guard: isString, fallback: '' },
		},
		source
	);
}
