/**
 * Shared helpers of the suite's block integrations (`client/blocks-*`
 * entries, see docs/block-checkout.md). WooCommerce's packages are externals
 * (`wc.wcSettings`, `wp.data`), never bundled.
 */
import { getSetting } from '@woocommerce/settings';
import { readSettings, isRecord, type Schema } from './settings';

/**
 * Reads the settings a plugin's `Blocks\Integration` passed as WooCommerce
 * script data (`wcSettings["<name>_data"]`), checked like every other
 * setting of the suite (`readSettings()`).
 *
 * @param name   Integration name (the plugin slug).
 * @param schema Guard and fallback per key.
 */
export function readBlockSettings< T extends Record< string, unknown > >(
	name: string,
	schema: Schema< T >
): T {
	return readSettings(
		`${ name }_data`,
		schema,
		getSetting( `${ name }_data`, {} )
	);
}

/**
 * A cart's or cart item's extension data of one namespace (Store API
 * ExtendSchema), or {} when the server sent none.
 *
 * @param extensions `extensions` of the cart or item.
 * @param namespace  The plugin's namespace.
 */
export function extensionData(
	extensions: unknown,
	namespace: string
): Record< string, unknown > {
	if ( ! isRecord( extensions ) ) {
		return {};
	}
	const data = extensions[ namespace ];
	return isRecord( data ) ? data : {};
}

/**
 * A string of extension data ('' when missing or not a string).
 *
 * @param data Extension data.
 * @param key  Key.
 */
export function text( data: Record< string, unknown >, key: string ): string {
	const value = data[ key ];
	return typeof value === 'string' ? value : '';
}

/**
 * Appends text to a price format of the blocks (`<price/>` stays, as
 * WooCommerce's validation of the filter asks).
 *
 * @param format The format so far.
 * @param parts  Texts to append (empty ones are left out).
 */
export function appendToPriceFormat(
	format: string,
	...parts: string[]
): string {
	// The blocks print the format as text and look for `<price/>` in it:
	// angle brackets in the added text are left out.
	const more = parts
		.map( ( p ) => p.replace( /[<>]/g, '' ).trim() )
		.filter( ( p ) => p !== '' );
	if ( more.length === 0 ) {
		return format;
	}
	return `${ format } ${ more.join( ' · ' ) }`;
}
