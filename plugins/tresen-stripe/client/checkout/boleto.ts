/**
 * The Boleto tax id (CPF for persons, CNPJ for companies): the spec's mask
 * and company rule. Fewer than 12 digits are a CPF, shown as
 * 000.000.000-00; 12 or more a company's CNPJ, shown as 00.000.000/0000-00.
 */

/**
 * The digits of a tax id (at most 14).
 *
 * @param value What was typed.
 */
export function taxIdDigits( value: string ): string {
	return value.replace( /\D/g, '' ).slice( 0, 14 );
}

/**
 * Whether the tax id is a company's (CNPJ): 12 digits or more.
 *
 * @param value What was typed.
 */
export function isCompany( value: string ): boolean {
	return taxIdDigits( value ).length >= 12;
}

/**
 * Whether the tax id is complete (CPF 11 digits, CNPJ 14).
 *
 * @param value What was typed.
 */
export function isCompleteTaxId( value: string ): boolean {
	const length = taxIdDigits( value ).length;
	return length === 11 || length === 14;
}

/**
 * Applies the mask to what was typed so far.
 *
 * @param value What was typed.
 */
export function formatTaxId( value: string ): string {
	const d = taxIdDigits( value );
	const mask = isCompany( d ) ? '00.000.000/0000-00' : '000.000.000-00';
	let out = '';
	let i = 0;
	for ( const char of mask ) {
		if ( i >= d.length ) {
			break;
		}
		out += char === '0' ? d[ i++ ] : char;
	}
	return out;
}
