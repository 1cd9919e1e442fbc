/**
 * Loads classic scripts in order, each once, and resolves when the last has
 * run: for React islands that bring WordPress's React only on intent (the
 * server names the addresses, e.g. `Theme::script_chain()`). A script may
 * come with the inline code WordPress prints before and after it
 * (`wp_add_inline_script`), e.g. wp-i18n's locale data.
 *
 * Every entry bundles its own copy of this module, so "once" is kept by the
 * page itself, not by module state: a script whose tag is on the page
 * (printed by WordPress, matched by its id or address, or added by another
 * entry's copy, marked `data-tresen-load`) is not added again; one still
 * loading is waited for. So the header's login popup and the live search
 * never load WordPress's React twice.
 *
 * Scripts download in parallel and run in the order given (`async = false`);
 * a script with inline code to run before it waits until those before it ran.
 */
const STATE = 'data-tresen-load';

/** One script: its address, the id WordPress prints on its tag, and the inline code WordPress prints before and after it. */
export interface ScriptSpec {
	src: string;
	/** Id of the tag WordPress prints, e.g. "react-js". */
	id?: string;
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
 * The address without query and host (a CDN may rewrite the host, a version
 * the query).
 *
 * @param src Address.
 */
function pathOf( src: string ): string {
	return src.split( /[?#]/ )[ 0 ].replace( /^(https?:)?\/\/[^/]+/, '' );
}

/**
 * The page's tag for this script, if any.
 *
 * @param spec Script.
 */
function tagOf( spec: ScriptSpec ): HTMLScriptElement | null {
	if ( spec.id ) {
		const byId = document.getElementById( spec.id );
		if ( byId instanceof HTMLScriptElement ) {
			return byId;
		}
	}
	const path = pathOf( spec.src );
	return (
		Array.from( document.scripts ).find(
			( s ) => s.src !== '' && pathOf( s.src ) === path
		) ?? null
	);
}

/**
 * Waits for a tag another copy of this module added (or resolves at once
 * for a tag that ran already).
 *
 * @param tag The script element.
 */
function waitFor( tag: HTMLScriptElement ): Promise< void > {
	const state = tag.getAttribute( STATE );
	if ( state !== 'loading' ) {
		// Printed by WordPress (ran before this deferred code) or loaded.
		return Promise.resolve();
	}
	return new Promise< void >( ( resolve, reject ) => {
		tag.addEventListener( 'load', () => resolve() );
		tag.addEventListener( 'error', () =>
			reject( new Error( `Could not load ${ tag.src }` ) )
		);
	} );
}

/**
 * Adds one script (unless the page has it) and returns when it has run.
 *
 * @param spec Script.
 */
function addOne( spec: ScriptSpec ): Promise< void > {
	const existing = tagOf( spec );
	if ( existing ) {
		return waitFor( existing );
	}
	runInline( spec.before );
	return new Promise< void >( ( resolve, reject ) => {
		const script = document.createElement( 'script' );
		if ( spec.id ) {
			script.id = spec.id;
		}
		script.src = spec.src;
		// Dynamic scripts run as soon as they arrive unless async is off: off keeps the order.
		script.async = false;
		script.setAttribute( STATE, 'loading' );
		script.addEventListener( 'load', () => {
			script.setAttribute( STATE, 'done' );
			runInline( spec.after );
			resolve();
		} );
		script.addEventListener( 'error', () => {
			// Gone, so the next use tries again.
			script.remove();
			reject( new Error( `Could not load ${ spec.src }` ) );
		} );
		document.head.append( script );
	} );
}

/**
 * Loads the scripts: in parallel, run in order.
 *
 * @param sources Addresses (or addresses with id and inline code) in load order.
 */
export async function loadScripts(
	sources: readonly ( string | ScriptSpec )[]
): Promise< void > {
	const started: Promise< void >[] = [];
	for ( const source of sources ) {
		const spec = typeof source === 'string' ? { src: source } : source;
		if ( spec.before && spec.before.trim() !== '' ) {
			// Its inline code may use what the scripts before it define.
			await Promise.all( started );
		}
		const one = addOne( spec );
		// Reported by the Promise.all below (no unhandled rejection meanwhile).
		one.catch( () => undefined );
		started.push( one );
	}
	await Promise.all( started );
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
