/**
 * One typed, checked accessor for settings the PHP side prints with
 * `Assets::settings()` (`window.<global> = {...}`).
 *
 * Each plugin describes its settings in a `.d.ts` and reads them through
 * `readSettings()`, which checks every value at runtime and falls back to the
 * given default (and says so on the console) when the server sent something
 * else. A broken setting never breaks the page. It is the only reader:
 * entries that need one or two values read them through it too (a schema of
 * those keys), so no package checks `window.tresen…` by hand.
 */

export type Guard< T > = ( value: unknown ) => value is T;

export const isString: Guard< string > = ( v ): v is string =>
	typeof v === 'string';
/**
 * A string with something in it (a key, an address, a selector).
 * @param v
 */
export const isFilled: Guard< string > = ( v ): v is string =>
	typeof v === 'string' && v !== '';
export const isNumber: Guard< number > = ( v ): v is number =>
	typeof v === 'number' && Number.isFinite( v );
export const isBoolean: Guard< boolean > = ( v ): v is boolean =>
	typeof v === 'boolean';
export const isRecord = ( v: unknown ): v is Record< string, unknown > =>
	typeof v === 'object' && v !== null && ! Array.isArray( v );

export function isArrayOf< T >( guard: Guard< T > ): Guard< T[] > {
	return ( v ): v is T[] => Array.isArray( v ) && v.every( guard );
}

export function isOneOf< T extends string >(
	...values: readonly T[]
): Guard< T > {
	return ( v ): v is T =>
		typeof v === 'string' && ( values as readonly string[] ).includes( v );
}

export function isShape< T extends Record< string, unknown > >( shape: {
	[ K in keyof T ]: Guard< T[ K ] >;
} ): Guard< T > {
	return ( v ): v is T =>
		isRecord( v ) &&
		( Object.keys( shape ) as Array< keyof T > ).every( ( k ) =>
			shape[ k ]( v[ k as string ] )
		);
}

export type Schema< T > = {
	[ K in keyof T ]: { guard: Guard< T[ K ] >; fallback: T[ K ] };
};

/**
 * Reads `window[ globalName ]` and checks each key against the schema.
 *
 * @param globalName Name of the global the PHP side printed.
 * @param schema     Guard and fallback per key.
 * @param source     Where to read from (tests pass an object).
 */
export function readSettings< T extends Record< string, unknown > >(
	globalName: string,
	schema: Schema< T >,
	source: unknown = typeof window !== 'undefined'
		? ( window as unknown as Record< string, unknown > )[ globalName ]
		: undefined
): T {
	const raw = isRecord( source ) ? source : {};
	const out = {} as T;
	for ( const key of Object.keys( schema ) as Array< keyof T > ) {
		const { guard, fallback } = schema[ key ];
		const value = raw[ key as string ];
		if ( guard( value ) ) {
			out[ key ] = value;
		} else {
			if ( value !== undefined ) {
				// eslint-disable-next-line no-console
				console.error(
					`Tresen: setting ${ globalName }.${ String( key ) } has an unexpected value; using the default.`
				);
			}
			out[ key ] = fallback;
		}
	}
	return out;
}
