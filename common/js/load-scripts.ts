/**
 * Loads classic scripts in order, each once, and resolves when the last has
 * run: for React islands that bring WordPress's React only on intent (the
 * server names the addresses, e.g. `Theme::script_chain()`).
 */
const loaded = new Map< string, Promise< void > >();

/**
 * Loads one script (once per address).
 *
 * @param src Address.
 */
function loadOne( src: string ): Promise< void > {
	let done = loaded.get( src );
	if ( ! done ) {
		done = new Promise< void >( ( resolve, reject ) => {
			const script = document.createElement( 'script' );
			script.src = src;
			script.async = false;
			script.onload = () => resolve();
			script.onerror = () => {
				loaded.delete( src );
				script.remove();
				reject( new Error( `Could not load ${ src }` ) );
			};
			document.head.append( script );
		} );
		loaded.set( src, done );
	}
	return done;
}

/**
 * Loads the scripts one after the other.
 *
 * @param sources Addresses in load order.
 */
export async function loadScripts(
	sources: readonly string[]
): Promise< void > {
	for ( const src of sources ) {
		await loadOne( src );
	}
}
