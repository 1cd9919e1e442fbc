/**
 * Reading a price as the shop prints it.
 */

function escapeRegExp( text: string ): string {
	return text.replace( /[.*+?^${}()|[\]\\/-]/g, '\\$&' );
}

/**
 * Reads a price as the shop prints it ("1.234,56 €", "12,- €", "ab 9,99 €")
 * into a number. Returns null when the text holds no price or more than one.
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
	const decimal = decimalSeparator || '.';
	const thousand = thousandSeparator === decimal ? '' : thousandSeparator;
	const allowed = new RegExp(
		`[^0-9\\-${ escapeRegExp( decimal ) }${ escapeRegExp( thousand ) }]`,
		'g'
	);
	let cleaned = text
		.replace( /[\s\u00a0\u202f]+/g, '' )
		.replace( allowed, '' );
	if ( thousand ) {
		cleaned = cleaned.split( thousand ).join( '' );
	}
	if ( decimal !== '.' ) {
		cleaned = cleaned.split( decimal ).join( '.' );
	}
	// "12,-" (no cents) reads as 12.
	cleaned = cleaned.replace( /\.-$/, '' );
	if ( ! /^-?\d+(\.\d*)?$/.test( cleaned ) ) {
		return null;
	}
	const value = Number.parseFloat( cleaned );
	return Number.isFinite( value ) ? value : null;
}

export interface ShownPrice {
	/** The regular price (struck through when on sale), else the price. */
	price: number;
	/** The sale price, when the regular one is struck through. */
	sale: number | null;
}

export interface PriceFormat {
	decimalSeparator: string;
	thousandSeparator: string;
	/** Parts of a price block that are not the price (suffix, deposit, …). */
	ignoreSelector: string;
}

const AMOUNT = '.woocommerce-Price-amount, .amount';

function isIgnored( el: Element, root: Element, ignore: string ): boolean {
	for (
		let node: Element | null = el;
		node && node !== root;
		node = node.parentElement
	) {
		if (
			node.hasAttribute( 'hidden' ) ||
			( node instanceof HTMLElement && node.style.display === 'none' ) ||
			( ignore !== '' && node.matches( ignore ) )
		) {
			return true;
		}
	}
	return false;
}

/**
 * Whether an amount sits inside another amount of the block (counted once).
 *
 * @param el   Amount element.
 * @param root Price element.
 */
function isNested( el: Element, root: Element ): boolean {
	const outer = el.parentElement?.closest( AMOUNT );
	return !! outer && root.contains( outer );
}

/**
 * The price a price block shows: WooCommerce's amounts, without the parts
 * that are no price (suffix, screen reader text, deposit, hidden elements).
 * A struck-through amount (`<del>`) is the regular price and the other the
 * sale price. Two amounts without a struck one are a range: null, as is a
 * block without a positive price.
 *
 * @param node   Price element.
 * @param format Separators and what to ignore.
 */
export function readShownPrice(
	node: Element,
	format: PriceFormat
): ShownPrice | null {
	const read = ( el: Element ) =>
		parsePrice(
			el.textContent ?? '',
			format.decimalSeparator,
			format.thousandSeparator
		);
	const amounts = Array.from( node.querySelectorAll( AMOUNT ) ).filter(
		( el ) => ! isNested( el, node )
	);
	const shown = amounts.filter(
		( el ) => ! isIgnored( el, node, format.ignoreSelector )
	);
	let current: number | null;
	let regular: number | null = null;
	if ( shown.length === 0 ) {
		if ( amounts.length > 0 ) {
			return null;
		}
		// No WooCommerce markup: the block's own text.
		current = read( node );
	} else {
		const struck = shown.filter( ( el ) => el.closest( 'del, s, strike' ) );
		const live = shown.filter( ( el ) => ! struck.includes( el ) );
		if ( live.length !== 1 ) {
			return null;
		}
		current = read( live[ 0 ] );
		regular = struck.length ? read( struck[ 0 ] ) : null;
	}
	if ( current === null || current <= 0 ) {
		return null;
	}
	return regular !== null && regular > 0
		? { price: regular, sale: current }
		: { price: current, sale: null };
}

/**
 * A number as the endpoint reads it: plain decimal, at most six places.
 *
 * @param value Number.
 */
export function toPlain( value: number ): string {
	return String( Math.round( value * 1e6 ) / 1e6 );
}
