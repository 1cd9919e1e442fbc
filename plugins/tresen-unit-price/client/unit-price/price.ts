/**
 * Reads a price as the shop prints it ("1.234,56 €") into a number.
 * Returns null when the text holds no price.
 *
 * @param text              Text of the price element.
 * @param decimalSeparator  The shop's decimal separator (",").
 * @param thousandSeparator The shop's thousands separator (".").
 */
export function parsePrice(
	text: string,
	decimalSeparator = ',',
	thousandSeparator = '.'
): number | null {
	const cleaned = text
		.replace( /\u00a0/g, ' ' )
		.split( thousandSeparator )
		.join( '' )
		.replace( decimalSeparator, '.' )
		.replace( /[^0-9.\-]/g, '' );
	if ( ! /\d/.test( cleaned ) ) {
		return null;
	}
	const value = Number.parseFloat( cleaned );
	return Number.isFinite( value ) ? value : null;
}
