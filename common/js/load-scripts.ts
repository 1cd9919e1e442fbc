/**
 * Loads classic scripts in order, each once, and resolves when the last has
 * run: for React islands that bring WordPress's React only on intent (the
 * server names the addresses, e.g. `Theme::script_chain()`). A script may
 * come with the inline code WordPress prints before and after it
 * (`wp_add_inline_script`), e.g. wp-i18n's locale data.
 */
const loaded = new Map< string, Promise< void > >();

/** One script: its address, and the inline code WordPress prints before and after it. */
export interface ScriptSpec {
	src: string;
	before?: string;
	after?: string;
}

/**
 * Runs inline code (once per script, like WordPress prints it once).
 *
 * @param code JavaScript.
 */
function runInline( code: string | undefined ): void {
	if ( ! code || code.trim() === '' ) {
		return;
	}
	const script = document.createElement( 'script' );
	script.textContent = code;
	document.head.append( script );
}

/**
 * Loads one script (once per address).
 *
 * @param spec Address, or address with inline code.
 */
function loadOne( spec: string | ScriptSpec ): Promise< void > {
	const { src, before, after } =
		typeof spec === 'string' ? { src: spec, before: '', after: '' } : spec;
	let done = loaded.get( src );
	if ( ! done ) {
		runInline( before );
		done = new Promise< void >( ( resolve, reject ) => {
			const script = document.createElement( 'script' );
			script.src = src;
			script.async = false;
			script.onload = () => {
				runInline( after );
				resolve();
			};
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
 * @param sources Addresses (or addresses with inline code) in load order.
 */
export async function loadScripts(
	sources: readonly ( string | ScriptSpec )[]
): Promise< void > {
	for ( const src of sources ) {
		await loadOne( src );
	}
}

/**
 * Whether the page has a script of this address already (any version, any
 * host: a CDN may have rewritten it), e.g. one WordPress printed.
 *
 * @param src Address.
 */
export function scriptOnPage( src: string ): boolean {
	const path = src.split( '?' )[ 0 ].replace( /^(https?:)?\/\/[^/]+/, '' );
	return Array.from( document.scripts ).some(
		( s ) => s.src !== '' && s.src.split( '?' )[ 0 ].endsWith( path )
	);
}

/**
 * Adds the style sheets the page lacks; resolves when each has loaded or
 * failed (what they style still works without them).
 *
 * @param hrefs Addresses.
 */
export function loadStyles( hrefs: readonly string[] ): Promise< void > {
	return Promise.all(
		hrefs.map(
			( href ) =>
				new Promise< void >( ( resolve ) => {
					if (
						Array.from(
							document.querySelectorAll< HTMLLinkElement >(
								'link[rel="stylesheet"]'
							)
						).some( ( link ) => link.href === href )
					) {
						resolve();
						return;
					}
					const link = document.createElement( 'link' );
					link.rel = 'stylesheet';
					link.href = href;
					link.onload = link.onerror = () => resolve();
					document.head.append( link );
				} )
		)
	).then( () => undefined );
}
