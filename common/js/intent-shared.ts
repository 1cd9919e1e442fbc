/**
 * `@tresen/common/intent` in the bundles of packages that ship the shared
 * intent loader (webpack.config.js, `INTENT_LOADER`): the same functions,
 * taken from `window.tresenIntent1` (`intent-loader/index.ts`, a dependency
 * of each of their scripts) instead of a copy in each bundle. Should the
 * loader be missing (an optimizer dropped it), the code is loaded at once
 * and a click does what it does without script: slower, never broken.
 */
import type { IntentOptions } from './intent';

export type { IntentOptions };

interface Shared {
	onIntent: ( options: IntentOptions ) => () => Promise< unknown >;
	clickFallback: ( el: Element ) => void;
}

const shared = (): Shared | undefined =>
	( window as unknown as { tresenIntent1?: Shared } ).tresenIntent1;

/**
 * Loads the code on the first use of a matching element (see `intent.ts`).
 *
 * @param options Options.
 * @return Starts loading at once.
 */
export function onIntent( options: IntentOptions ): () => Promise< unknown > {
	const loader = shared();
	if ( loader ) {
		return loader.onIntent( options );
	}
	let loading: Promise< unknown > | null = null;
	const load = () => ( loading ??= options.load() );
	load().catch( () => ( loading = null ) );
	return load;
}

/**
 * What a click on the element does without script (see `intent.ts`).
 *
 * @param el The clicked element.
 */
export function clickFallback( el: Element ): void {
	const loader = shared();
	if ( loader ) {
		loader.clickFallback( el );
	} else if ( el instanceof HTMLAnchorElement && el.href ) {
		window.location.assign( el.href );
	}
}
