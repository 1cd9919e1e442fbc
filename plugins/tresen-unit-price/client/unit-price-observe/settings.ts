/**
 * Internal dependencies
 */
import {
	isBoolean,
	isNumber,
	isRecord,
	isString,
	readSettings,
	type Guard,
} from '@tresen/common/settings';
import type { PriceSelectorArgs, UnitPriceSettings } from './settings.d';

const PRIMARY: PriceSelectorArgs = {
	is_total_price: false,
	is_primary_selector: true,
	quantity_selector: '',
};

/**
 * A selector map whose every entry has the three flags (missing ones default).
 * @param v
 */
const isSelectorMap: Guard< Record< string, PriceSelectorArgs > > = (
	v
): v is Record< string, PriceSelectorArgs > => {
	if ( ! isRecord( v ) ) {
		return false;
	}
	for ( const [ selector, args ] of Object.entries( v ) ) {
		if ( selector.trim() === '' || ! isRecord( args ) ) {
			return false;
		}
		const total = args.is_total_price ?? false;
		const primary = args.is_primary_selector ?? false;
		const qty = args.quantity_selector ?? '';
		if (
			! isBoolean( total ) ||
			! isBoolean( primary ) ||
			! isString( qty )
		) {
			return false;
		}
		v[ selector ] = {
			is_total_price: total,
			is_primary_selector: primary,
			quantity_selector: qty,
		};
	}
	return true;
};

export function getSettings( source?: unknown ): UnitPriceSettings {
	return readSettings< UnitPriceSettings >(
		'tresenUnitPrice',
		{
			ajaxUrl: { guard: isString, fallback: '' },
			nonce: { guard: isString, fallback: '' },
			wrapper: { guard: isString, fallback: '.product' },
			priceSelector: {
				guard: isSelectorMap,
				fallback: {
					'.summary .price': PRIMARY,
					'.woocommerce-variation-price .price': PRIMARY,
				},
			},
			qtySelector: { guard: isString, fallback: 'input.qty' },
			replacePrice: { guard: isBoolean, fallback: false },
			refreshOnLoad: { guard: isBoolean, fallback: false },
			unitSelector: { guard: isString, fallback: '.price-unit' },
			ignoreSelector: {
				guard: isString,
				fallback: '.woocommerce-price-suffix, .screen-reader-text',
			},
			decimalSeparator: { guard: isString, fallback: ',' },
			thousandSeparator: { guard: isString, fallback: '.' },
			refreshDelayMs: { guard: isNumber, fallback: 500 },
			initialDelayMs: { guard: isNumber, fallback: 250 },
			timeoutMs: { guard: isNumber, fallback: 10000 },
			publicPath: { guard: isString, fallback: '' },
		},
		...( source === undefined ? [] : [ source ] )
	);
}
