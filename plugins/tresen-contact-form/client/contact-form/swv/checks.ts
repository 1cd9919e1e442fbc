/**
 * Single-value checks shared by the rules. The PHP engine
 * (src/Validation/Checks.php) implements the same definitions; the shared
 * cases in tests/fixtures/rules/*.json keep the two in step.
 */

/**
 * Whitespace as String.prototype.trim() sees it (PHP mirrors this set).
 * @param value
 */
export function trimValue( value: string ): string {
	return value.trim();
}

/**
 * Length in UTF-16 code units, with CRLF counted as one line break.
 * @param value
 */
export function textLength( value: string ): number {
	return value.replace( /\r\n/g, '\n' ).length;
}

const EMAIL_LOCAL = /^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const EMAIL_LABEL = /^[a-z0-9-]+$/i;

/**
 * The classic WordPress is_email() rules.
 * @param value
 */
export function isEmail( value: string ): boolean {
	if ( value.length < 6 ) {
		return false;
	}
	const at = value.indexOf( '@', 1 );
	if ( at < 1 ) {
		return false;
	}
	if ( ! EMAIL_LOCAL.test( value.slice( 0, at ) ) ) {
		return false;
	}
	const domain = value.slice( at + 1 );
	if ( domain.includes( '..' ) || /^[.\s]|[.\s]$/.test( domain ) ) {
		return false;
	}
	const labels = domain.split( '.' );
	if ( labels.length < 2 ) {
		return false;
	}
	return labels.every(
		( label ) =>
			EMAIL_LABEL.test( label ) &&
			! label.startsWith( '-' ) &&
			! label.endsWith( '-' )
	);
}

/** Schemes accepted by the url rule (WordPress' default allowed protocols). */
export const URL_SCHEMES = [
	'http',
	'https',
	'ftp',
	'ftps',
	'mailto',
	'news',
	'irc',
	'irc6',
	'ircs',
	'gopher',
	'nntp',
	'feed',
	'telnet',
	'mms',
	'rtsp',
	'sms',
	'svn',
	'tel',
	'fax',
	'xmpp',
	'webcal',
	'urn',
];
const AUTHORITY_SCHEMES = [ 'http', 'https', 'ftp', 'ftps' ];
const URL_HIERARCHICAL =
	/^\/\/(?:[^\s/?#@]*@)?(?:[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.?|\[[0-9a-fA-F:.]+\])(?::[0-9]{0,5})?(?:[/?#]\S*)?$/u;

/**
 * An address with an allowed scheme; http(s)/ftp(s) need a host.
 * @param value
 */
export function isUrl( value: string ): boolean {
	const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):(.*)$/su.exec( value );
	if ( ! match ) {
		return false;
	}
	const scheme = match[ 1 ].toLowerCase();
	const rest = match[ 2 ];
	if ( ! URL_SCHEMES.includes( scheme ) ) {
		return false;
	}
	if ( AUTHORITY_SCHEMES.includes( scheme ) ) {
		return URL_HIERARCHICAL.test( rest );
	}
	return /^\S+$/u.test( rest );
}

/**
 * Phone numbers: 6 to 15 characters (a leading + counts) after stripping separators.
 * @param value
 */
export function isTel( value: string ): boolean {
	let tel = value.replace( /[#*].*$/s, '' ).replace( /[\s()/.-]/g, '' );
	if ( tel.startsWith( '00' ) ) {
		tel = '+' + tel.slice( 2 );
	}
	return /^\+?[0-9]+$/.test( tel ) && tel.length > 5 && tel.length < 16;
}

/**
 * HTML "valid floating-point number": no comma, no leading plus, no trailing dot.
 * @param value
 */
export function isNumber( value: string ): boolean {
	return /^-?(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/.test(
		value
	);
}

/**
 * Parses YYYY-MM-DD on the real (proleptic Gregorian) calendar.
 * @param value
 */
export function parseDate(
	value: string
): { y: number; m: number; d: number } | null {
	const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec( value );
	if ( ! match ) {
		return null;
	}
	const y = Number( match[ 1 ] );
	const m = Number( match[ 2 ] );
	const d = Number( match[ 3 ] );
	const leap = ( y % 4 === 0 && y % 100 !== 0 ) || y % 400 === 0;
	const days = [ 31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 ];
	if ( y < 1 || m < 1 || m > 12 || d < 1 || d > days[ m - 1 ] ) {
		return null;
	}
	return { y, m, d };
}

export function isDate( value: string ): boolean {
	return parseDate( value ) !== null;
}

/**
 * ISO weekday (Monday = 1 … Sunday = 7) of a calendar date. A date has one
 * weekday everywhere: computed in UTC, never in the browser's time zone.
 * @param value
 */
export function isoWeekday( value: string ): number | null {
	const date = parseDate( value );
	if ( ! date ) {
		return null;
	}
	const day = new Date( Date.UTC( date.y, date.m - 1, date.d ) ).getUTCDay();
	return day === 0 ? 7 : day;
}

export function isTime( value: string ): boolean {
	return /^(?:[01][0-9]|2[0-3]):[0-5][0-9](?::[0-5][0-9])?$/.test( value );
}

/**
 * Whether (value - base) is a multiple of interval, to 6 decimals.
 * @param value
 * @param base
 * @param interval
 */
export function isStep(
	value: number,
	base: number,
	interval: number
): boolean {
	if ( ! ( interval > 0 ) ) {
		return true;
	}
	const remainder = Math.abs( ( value - base ) % interval );
	return (
		remainder < 0.0000005 || Math.abs( interval - remainder ) < 0.0000005
	);
}

/**
 * Whether a file matches an accept entry: ".ext" or a MIME pattern like "image/*".
 * @param name
 * @param type
 * @param accept
 */
export function fileMatches(
	name: string,
	type: string,
	accept: string[]
): boolean {
	const lowerName = name.toLowerCase();
	const lowerType = type.toLowerCase();
	return accept.some( ( raw ) => {
		const entry = raw.trim().toLowerCase();
		if ( entry.startsWith( '.' ) ) {
			return entry.length > 1 && lowerName.endsWith( entry );
		}
		if ( entry.includes( '/' ) && lowerType !== '' ) {
			if ( entry.endsWith( '/*' ) ) {
				return lowerType.startsWith( entry.slice( 0, -1 ) );
			}
			return lowerType === entry;
		}
		return false;
	} );
}
