/**
 * Loads WordPress's React scripts when the search field is first used:
 * each in the order given (dependencies first), downloaded in parallel,
 * run in order. A script whose tag is on the page already is not loaded again.
 */
import type { ScriptToLoad } from './settings.d';

let loading: Promise< void > | null = null;

function loadOne( doc: Document, script: ScriptToLoad ): Promise< void > {
	return new Promise( ( resolve, reject ) => {
		const el = doc.createElement( 'script' );
		el.id = script.id;
		el.src = script.src;
		// Dynamic scripts run as soon as they arrive unless async is off: off keeps the order.
		el.async = false;
		el.addEventListener( 'load', () => resolve() );
		el.addEventListener( 'error', () => {
			el.remove();
			reject( new Error( `could not load ${ script.src }` ) );
		} );
		doc.head.append( el );
	} );
}

/**
 * Loads the scripts once; later calls get the same promise (a failed load
 * may be tried again).
 *
 * @param scripts Scripts in order.
 * @param doc     Document (tests pass their own).
 */
export function loadScripts(
	scripts: ScriptToLoad[],
	doc: Document = document
): Promise< void > {
	if ( ! loading ) {
		const missing = scripts.filter( ( s ) => ! doc.getElementById( s.id ) );
		loading = Promise.all( missing.map( ( s ) => loadOne( doc, s ) ) ).then(
			() => undefined
		);
		loading.catch( () => {
			loading = null;
		} );
	}
	return loading;
}

/** Forgets an earlier load (tests). */
export function resetLoader(): void {
	loading = null;
}
