/**
 * Runs a function once the document has been parsed (at once when it
 * already has): the one page-ready check of every bundle.
 *
 * @param fn What to run.
 */
export function whenReady( fn: () => void ): void {
	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', () => fn(), {
			once: true,
		} );
	} else {
		fn();
	}
}
