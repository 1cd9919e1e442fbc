/**
 * Loads WordPress's React (wp-element and what it needs) on intent: the
 * popup's code is a lazy chunk, and React itself is not on product pages
 * until a shopper opens the popup.
 */
import type { ScriptSpec } from './settings.d';

function inline( code: string ): void {
	if ( code.trim() === '' ) {
		return;
	}
	const el = document.createElement( 'script' );
	el.textContent = code;
	document.head.append( el );
}

function present( src: string ): boolean {
	const path = src.split( '?' )[ 0 ];
	return Array.from( document.scripts ).some(
		( s ) =>
			s.src !== '' &&
			s.src
				.split( '?' )[ 0 ]
				.endsWith( path.replace( /^https?:\/\/[^/]+/, '' ) )
	);
}

let loading: Promise< void > | null = null;

/**
 * Loads the scripts in order (each once). Resolves when React is usable.
 *
 * @param scripts Scripts in dependency order.
 */
export function loadReact( scripts: ScriptSpec[] ): Promise< void > {
	const w = window as unknown as {
		wp?: { element?: unknown };
		ReactJSXRuntime?: unknown;
	};
	if ( w.wp?.element && w.ReactJSXRuntime ) {
		return Promise.resolve();
	}
	if ( loading ) {
		return loading;
	}
	loading = scripts
		.reduce< Promise< void > >(
			( chain, spec ) =>
				chain.then( () => {
					if ( present( spec.src ) ) {
						return undefined;
					}
					inline( spec.before );
					return new Promise< void >( ( resolve, reject ) => {
						const el = document.createElement( 'script' );
						el.src = spec.src;
						el.async = false;
						el.onload = () => {
							inline( spec.after );
							resolve();
						};
						el.onerror = () => reject( new Error( spec.src ) );
						document.head.append( el );
					} );
				} ),
			Promise.resolve()
		)
		.catch( ( error: unknown ) => {
			loading = null;
			throw error;
		} );
	return loading;
}
