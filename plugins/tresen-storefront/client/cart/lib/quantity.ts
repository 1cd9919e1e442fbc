/**
 * Quantity arithmetic for the − / + buttons: min (default 0), max (none
 * when empty), step (default 1), results rounded to the step's decimals.
 */

export interface QuantityBounds {
	min: number;
	max: number | null;
	step: number;
}

function num( value: string | null | undefined ): number | null {
	if ( value === null || value === undefined || value.trim() === '' ) {
		return null;
	}
	const n = Number( value.replace( ',', '.' ) );
	return Number.isFinite( n ) ? n : null;
}

/**
 * Reads bounds from an input's min/max/step attributes.
 *
 * @param min  min attribute.
 * @param max  max attribute ('' or missing: unlimited).
 * @param step step attribute ('any' or missing: 1).
 */
export function readBounds(
	min: string | null | undefined,
	max: string | null | undefined,
	step: string | null | undefined
): QuantityBounds {
	const lo = num( min ) ?? 0;
	const hi = num( max );
	const st = num( step );
	return {
		min: lo,
		max: hi !== null && hi >= lo ? hi : null,
		step: st !== null && st > 0 ? st : 1,
	};
}

/**
 * Number of decimals of a number as written (0.5 → 1, 0.25 → 2, 1e-7 → 7).
 *
 * @param n A finite number.
 */
export function decimalsOf( n: number ): number {
	const text = String( n );
	const exp = /e-(\d+)$/i.exec( text );
	if ( exp ) {
		const mantissa = text.slice( 0, exp.index ).split( '.' )[ 1 ] || '';
		return Number( exp[ 1 ] ) + mantissa.length;
	}
	const dot = text.indexOf( '.' );
	return dot === -1 ? 0 : text.length - dot - 1;
}

/**
 * Formats a quantity with the step's decimals and no trailing zeros.
 *
 * @param value    Value.
 * @param decimals Decimals.
 */
export function formatQuantity( value: number, decimals: number ): string {
	return String( Number( value.toFixed( decimals ) ) );
}

function clamp( value: number, { min, max }: QuantityBounds ): number {
	if ( max !== null && value > max ) {
		return max;
	}
	return value < min ? min : value;
}

/**
 * The value after one press of − (-1) or + (+1).
 *
 * @param current   The field's current text ('' or garbage counts as 0).
 * @param direction -1 or +1.
 * @param bounds    min, max, step.
 */
export function stepQuantity(
	current: string,
	direction: 1 | -1,
	bounds: QuantityBounds
): string {
	const decimals = decimalsOf( bounds.step );
	const value = num( current ) ?? 0;
	const next = Number(
		( value + direction * bounds.step ).toFixed( decimals )
	);
	return formatQuantity( clamp( next, bounds ), decimals );
}

/**
 * A typed value below min is raised to min; other values are left as typed
 * (browser validity reports steps and max). Returns null when nothing changes.
 *
 * @param current The field's text.
 * @param bounds  min, max, step.
 */
export function raiseToMin(
	current: string,
	bounds: QuantityBounds
): string | null {
	const value = num( current );
	if ( value === null || value >= bounds.min ) {
		return null;
	}
	return formatQuantity(
		bounds.min,
		Math.max( decimalsOf( bounds.step ), decimalsOf( bounds.min ) )
	);
}
