/**
 * The age rules of the classic checkout (`Tresen\Legal\AgeCheck`), for the
 * block checkout's fields: the same date formats, the same locker words and
 * DHL Postnummer rule. The server checks again on every order.
 */

/**
 * An address line as the locker check reads it: umlauts and ß spelled out,
 * accents dropped, lower case, only letters.
 *
 * @param line Address line.
 */
export function normalize( line: string ): string {
	return line
		.normalize( 'NFKC' )
		.toLowerCase()
		.replace( /ä/g, 'ae' )
		.replace( /ö/g, 'oe' )
		.replace( /ü/g, 'ue' )
		.replace( /ß/g, 'ss' )
		.normalize( 'NFD' )
		.replace( /[\u0300-\u036f]/g, '' )
		.replace( /[^a-z]+/g, '' );
}

/**
 * Whether a line of the address refuses an age-checked delivery.
 *
 * @param part  'address_1', 'address_2' or 'company'.
 * @param line  The line.
 * @param words Locker words (normalized).
 */
export function refusesLine(
	part: string,
	line: string,
	words: string[]
): boolean {
	const letters = normalize( line );
	if ( words.some( ( word ) => letters.includes( word ) ) ) {
		return true;
	}
	if ( part === 'address_2' || part === 'company' ) {
		const digits = line.replace( /[\s.\-/#:]+/gu, '' );
		return /^(nr|no)?[0-9]{6,10}$/i.test( digits );
	}
	return false;
}

/**
 * A date of birth as typed (30.04.2001, 30.4.2001 or 2001-04-30); null
 * when it is no valid past date from 1900 on.
 *
 * @param value Typed value.
 * @param today Today (tests pass a day).
 */
export function parseBirthDate(
	value: string,
	today: Date = new Date()
): Date | null {
	const v = value.trim();
	let day: number, month: number, year: number;
	let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec( v );
	if ( m ) {
		[ year, month, day ] = [ +m[ 1 ], +m[ 2 ], +m[ 3 ] ];
	} else {
		m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec( v );
		if ( ! m ) {
			return null;
		}
		[ day, month, year ] = [ +m[ 1 ], +m[ 2 ], +m[ 3 ] ];
	}
	const date = new Date( year, month - 1, day );
	if (
		date.getFullYear() !== year ||
		date.getMonth() !== month - 1 ||
		date.getDate() !== day ||
		year < 1900 ||
		date > today
	) {
		return null;
	}
	return date;
}

/**
 * Age in full years on a day.
 *
 * @param birth Date of birth.
 * @param on    Day.
 */
export function ageOn( birth: Date, on: Date = new Date() ): number {
	let age = on.getFullYear() - birth.getFullYear();
	if (
		on.getMonth() < birth.getMonth() ||
		( on.getMonth() === birth.getMonth() && on.getDate() < birth.getDate() )
	) {
		age--;
	}
	return age;
}

/**
 * Today in the shop's time zone, as a local date at midnight (the server
 * decides on the shop's date, `wp_date()`; a shopper abroad or near midnight
 * sees the same verdict). Falls back to the browser's day when the zone is
 * unknown to the browser.
 *
 * @param timeZone IANA zone of the shop (e.g. Europe/Berlin), '' for none.
 * @param now      The moment (tests pass one).
 */
export function shopToday( timeZone: string, now: Date = new Date() ): Date {
	if ( timeZone !== '' ) {
		try {
			const parts = new Intl.DateTimeFormat( 'en-US', {
				timeZone,
				year: 'numeric',
				month: 'numeric',
				day: 'numeric',
			} ).formatToParts( now );
			const part = ( type: string ) =>
				Number( parts.find( ( p ) => p.type === type )?.value );
			const [ y, m, d ] = [
				part( 'year' ),
				part( 'month' ),
				part( 'day' ),
			];
			if ( y > 0 && m > 0 && d > 0 ) {
				return new Date( y, m - 1, d );
			}
		} catch {
			// An unknown zone: the browser's day below.
		}
	}
	return new Date( now.getFullYear(), now.getMonth(), now.getDate() );
}
