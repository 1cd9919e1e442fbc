/**
 * Wishlist quantities: what counts as a quantity, and one request per item
 * once typing has stopped for the debounce time (1 s).
 */

/**
 * A whole quantity from 1 to 9999, or null.
 *
 * @param value What was typed.
 */
export function parseQuantity( value: string ): number | null {
	const trimmed = value.trim();
	if ( ! /^[0-9]{1,4}$/.test( trimmed ) ) {
		return null;
	}
	const n = parseInt( trimmed, 10 );
	return n >= 1 && n <= 9999 ? n : null;
}

/**
 * Runs the last scheduled job per key once nothing new came for `delayMs`.
 */
export class Debouncer {
	private readonly timers = new Map<
		string,
		ReturnType< typeof setTimeout >
	>();

	constructor( private readonly delayMs: number ) {}

	schedule( key: string, job: () => void | Promise< void > ): void {
		this.cancel( key );
		this.timers.set(
			key,
			setTimeout( () => {
				this.timers.delete( key );
				void job();
			}, this.delayMs )
		);
	}

	cancel( key: string ): void {
		const timer = this.timers.get( key );
		if ( timer ) {
			clearTimeout( timer );
			this.timers.delete( key );
		}
	}
}
