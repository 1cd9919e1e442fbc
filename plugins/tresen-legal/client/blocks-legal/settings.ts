/**
 * Settings of the block script, from `Tresen\Legal\Blocks\BlockCheckout::script_data()`
 * (WooCommerce's script data `tresen-legal_data`). Every text is the PHP
 * side's, already translated: the script adds no strings of its own.
 */
import { readBlockSettings } from '@tresen/common/blocks';
import { isArrayOf, isFilled, isString } from '@tresen/common/settings';

export interface LegalBlockSettings extends Record< string, unknown > {
	/** "Zahlungspflichtig bestellen". */
	placeOrderLabel: string;
	/** Refusal of a Packstation, post office or parcel shop. */
	lockerMessage: string;
	/** Words of parcel lockers as `normalize()` reads them. */
	lockerWords: string[];
	/** "Please enter your date of birth as DD.MM.YYYY." */
	birthInvalid: string;
	/** Refusal of an under-age shopper, `%d` the minimum age. */
	birthUnderAge: string;
	/** The shop's time zone (`wp_timezone_string()`), for the shop's date. */
	timeZone: string;
}

export function legalSettings(): LegalBlockSettings {
	return readBlockSettings< LegalBlockSettings >( 'tresen-legal', {
		placeOrderLabel: { guard: isFilled, fallback: '' },
		lockerMessage: { guard: isString, fallback: '' },
		lockerWords: { guard: isArrayOf( isFilled ), fallback: [] },
		birthInvalid: { guard: isString, fallback: '' },
		birthUnderAge: { guard: isString, fallback: '' },
		timeZone: { guard: isString, fallback: '' },
	} );
}
