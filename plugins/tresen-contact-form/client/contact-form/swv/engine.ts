/**
 * The browser half of "one rule set, two engines": runs the rules of a
 * form's schema (GET contact-forms/{id}/feedback/schema) against the values
 * in the form. The server (src/Validation/Engine.php) is authoritative and
 * runs the same rules; tests/fixtures/rules/*.json are run by both.
 */
/**
 * Internal dependencies
 */
import {
	fileMatches,
	isDate,
	isEmail,
	isNumber,
	isStep,
	isTel,
	isTime,
	isUrl,
	isoWeekday,
	textLength,
	trimValue,
} from './checks';

export interface Rule {
	rule: string;
	field?: string;
	error?: string;
	threshold?: number | string;
	accept?: Array< string | number >;
	base?: number;
	interval?: number;
	rules?: Rule[];
}

export interface Schema {
	version?: string;
	locale?: string;
	rules: Rule[];
}

export interface FileLike {
	name: string;
	size: number;
	type: string;
}

/** Read access to what the visitor entered. */
export interface Values {
	/** Every value posted under `field` (or `field[]`), untrimmed. */
	strings: ( field: string ) => string[];
	/** Every file posted under `field` (or `field[]`). */
	files: ( field: string ) => FileLike[];
}

export type Errors = Record< string, string >;

class Failure {
	constructor(
		public field: string,
		public error: string
	) {}
}

function nonBlank( values: Values, field: string ): string[] {
	return values
		.strings( field )
		.map( trimValue )
		.filter( ( v ) => v !== '' );
}

function num( value: unknown ): number {
	return typeof value === 'number'
		? value
		: Number.parseFloat( String( value ) );
}

/**
 * Whether one (non-combinator) rule passes.
 * @param rule
 * @param values
 */
function passes( rule: Rule, values: Values ): boolean {
	const field = rule.field ?? '';
	const list = nonBlank( values, field );
	const threshold = rule.threshold;
	switch ( rule.rule ) {
		case 'required':
			return list.length > 0;
		case 'requiredfile':
			return values.files( field ).length > 0;
		case 'email':
			return list.every( isEmail );
		case 'url':
			return list.every( isUrl );
		case 'tel':
			return list.every( isTel );
		case 'number':
			return list.every( isNumber );
		case 'date':
			return list.every( isDate );
		case 'time':
			return list.every( isTime );
		case 'enum': {
			const accept = ( rule.accept ?? [] ).map( String );
			return list.every( ( v ) => accept.includes( v ) );
		}
		case 'dayofweek': {
			const accept = ( rule.accept ?? [] ).map( num );
			return list.every( ( v ) => {
				const day = isoWeekday( v );
				return day === null || accept.includes( day );
			} );
		}
		case 'file': {
			const accept = ( rule.accept ?? [] ).map( String );
			return values
				.files( field )
				.every( ( f ) => fileMatches( f.name, f.type, accept ) );
		}
		case 'minitems':
			return list.length >= num( threshold );
		case 'maxitems':
			return list.length <= num( threshold );
		case 'minlength': {
			const total = list.reduce( ( sum, v ) => sum + textLength( v ), 0 );
			return total === 0 || total >= num( threshold );
		}
		case 'maxlength':
			return (
				list.reduce( ( sum, v ) => sum + textLength( v ), 0 ) <=
				num( threshold )
			);
		case 'minnumber':
			return list
				.filter( isNumber )
				.every( ( v ) => Number( v ) >= num( threshold ) );
		case 'maxnumber':
			return list
				.filter( isNumber )
				.every( ( v ) => Number( v ) <= num( threshold ) );
		case 'mindate':
			return (
				! isDate( String( threshold ) ) ||
				list.filter( isDate ).every( ( v ) => v >= String( threshold ) )
			);
		case 'maxdate':
			return (
				! isDate( String( threshold ) ) ||
				list.filter( isDate ).every( ( v ) => v <= String( threshold ) )
			);
		case 'minfilesize':
			return (
				values.files( field ).reduce( ( s, f ) => s + f.size, 0 ) >=
				num( threshold )
			);
		case 'maxfilesize':
			return (
				values.files( field ).reduce( ( s, f ) => s + f.size, 0 ) <=
				num( threshold )
			);
		case 'stepnumber':
			return list
				.filter( isNumber )
				.every( ( v ) =>
					isStep(
						Number( v ),
						num( rule.base ?? 0 ),
						num( rule.interval ?? 0 )
					)
				);
		default:
			// Unknown rules pass: the server stays authoritative.
			return true;
	}
}

/**
 * Throws a Failure when the rule (or a child of a combinator) fails.
 * @param rule
 * @param values
 */
function check( rule: Rule, values: Values ): void {
	if ( rule.rule === 'all' ) {
		for ( const child of rule.rules ?? [] ) {
			try {
				check( child, values );
			} catch ( e ) {
				if ( e instanceof Failure ) {
					throw new Failure(
						e.field || rule.field || '',
						e.error || rule.error || ''
					);
				}
				throw e;
			}
		}
		return;
	}
	if ( rule.rule === 'any' ) {
		const children = rule.rules ?? [];
		const ok = children.some( ( child ) => {
			try {
				check( child, values );
				return true;
			} catch ( e ) {
				if ( e instanceof Failure ) {
					return false;
				}
				throw e;
			}
		} );
		if ( ! ok && children.length > 0 ) {
			throw new Failure( rule.field ?? '', rule.error ?? '' );
		}
		return;
	}
	if ( ! passes( rule, values ) ) {
		throw new Failure( rule.field ?? '', rule.error ?? '' );
	}
}

/**
 * Validates values against the rules. Returns one error per field: the
 * first rule that fails for a field wins.
 *
 * @param rules  Schema rules, in order.
 * @param values What the visitor entered.
 * @param only   When given, only rules whose field is in this set run.
 */
export function validate(
	rules: Rule[],
	values: Values,
	only?: Set< string >
): Errors {
	const errors: Errors = {};
	for ( const rule of rules ) {
		if (
			rule.field !== undefined &&
			( rule.field in errors || ( only && ! only.has( rule.field ) ) )
		) {
			continue;
		}
		try {
			check( rule, values );
		} catch ( e ) {
			if ( ! ( e instanceof Failure ) ) {
				throw e;
			}
			if ( ! ( e.field in errors ) ) {
				errors[ e.field ] = e.error;
			}
		}
	}
	return errors;
}

/**
 * Values from plain data, as the shared JSON cases give them.
 * @param data
 * @param files
 */
export function valuesFromData(
	data: Record< string, string | string[] >,
	files: Record< string, FileLike[] > = {}
): Values {
	const pick = < T >(
		map: Record< string, T | T[] >,
		field: string
	): T[] => {
		const raw = field in map ? map[ field ] : map[ `${ field }[]` ];
		if ( raw === undefined ) {
			return [];
		}
		return Array.isArray( raw ) ? raw : [ raw ];
	};
	return {
		strings: ( field ) => pick( data, field ),
		files: ( field ) => pick( files, field ),
	};
}

/**
 * Values read from a FormData (what the form will submit).
 * @param formData
 */
export function valuesFromFormData( formData: FormData ): Values {
	const all = ( field: string ) => [
		...formData.getAll( field ),
		...formData.getAll( `${ field }[]` ),
	];
	return {
		strings: ( field ) =>
			all( field ).filter( ( v ): v is string => typeof v === 'string' ),
		files: ( field ) =>
			all( field ).filter(
				( v ): v is File => typeof v !== 'string' && v.name !== ''
			),
	};
}
