/**
 * Code on intent: a bundle's entry stays small and loads the part that
 * handles some elements only when the shopper reaches for one of them
 * (pointer over it, focus, touch, a key), and replays what happened before
 * that part was ready: a click waits for it and is then repeated on the
 * same element; a key press on it is dispatched again. Should loading fail,
 * a waiting click does what the browser would have done without script
 * (a link is followed, a submit button submits its form).
 */

/** Events that start loading (capture phase, on the document). */
const WARM = [ 'pointerover', 'focusin', 'touchstart' ] as const;

export interface IntentOptions {
	/** Elements whose use means intent (matched with `closest()`). */
	selector: string;
	/** Loads the code; resolves once its handlers are in place. */
	load: () => Promise< unknown >;
	/**
	 * What a held click does when the code cannot be loaded (default
	 * `clickFallback`: a link is followed, a submit button submits). For
	 * elements that do nothing without script, e.g. a menu button that
	 * should show the menu the way the page shows it without JavaScript.
	 */
	fallback?: ( el: HTMLElement ) => void;
	/** Keys whose press on a matching element is replayed (default none). */
	keys?: readonly string[];
	/** Document (tests pass their own). */
	doc?: Document;
}

/**
 * What a click on the element does without script.
 *
 * @param el The clicked element.
 */
export function clickFallback( el: Element ): void {
	const view = el.ownerDocument.defaultView;
	if ( el instanceof HTMLAnchorElement && el.href ) {
		view?.location.assign( el.href );
		return;
	}
	if ( el instanceof HTMLButtonElement && el.type === 'submit' && el.form ) {
		el.form.requestSubmit( el );
	}
}

/**
 * Loads the code on the first use of a matching element.
 *
 * @param options Options.
 * @return Starts loading at once (e.g. when the code is needed now).
 */
export function onIntent( options: IntentOptions ): () => Promise< unknown > {
	const doc = options.doc ?? document;
	const keys = options.keys ?? [];
	const fallback = options.fallback ?? clickFallback;
	let loading: Promise< unknown > | null = null;
	let done = false;

	const stop = () => {
		WARM.forEach( ( type ) =>
			doc.removeEventListener( type, onWarm, true )
		);
		doc.removeEventListener( 'click', onClick, true );
		doc.removeEventListener( 'keydown', onKey, true );
	};
	const load = (): Promise< unknown > => {
		if ( ! loading ) {
			loading = options.load().then(
				( value ) => {
					done = true;
					stop();
					return value;
				},
				( error: unknown ) => {
					loading = null;
					throw error;
				}
			);
		}
		return loading;
	};
	const match = ( event: Event ): Element | null =>
		event.target instanceof Element
			? event.target.closest( options.selector )
			: null;

	function onWarm( event: Event ): void {
		if ( match( event ) ) {
			load().catch( () => undefined );
		}
	}
	function onClick( event: MouseEvent ): void {
		const el = match( event );
		if (
			! el ||
			done ||
			event.defaultPrevented ||
			event.button !== 0 ||
			event.metaKey ||
			event.ctrlKey ||
			event.shiftKey ||
			event.altKey
		) {
			// A new tab or window is the browser's business.
			load().catch( () => undefined );
			return;
		}
		event.preventDefault();
		event.stopImmediatePropagation();
		const target =
			event.target instanceof HTMLElement
				? event.target
				: ( el as HTMLElement );
		load().then(
			() => target.click(),
			() =>
				fallback(
					target.closest< HTMLElement >( 'a[href], button' ) ??
						( el as HTMLElement )
				)
		);
	}
	function onKey( event: KeyboardEvent ): void {
		const el = match( event );
		if ( ! el || done || ! keys.includes( event.key ) ) {
			return;
		}
		event.preventDefault();
		event.stopImmediatePropagation();
		const target = event.target as HTMLElement;
		const init: KeyboardEventInit = {
			key: event.key,
			code: event.code,
			shiftKey: event.shiftKey,
			altKey: event.altKey,
			ctrlKey: event.ctrlKey,
			metaKey: event.metaKey,
			bubbles: true,
			cancelable: true,
		};
		load().then(
			() => target.dispatchEvent( new KeyboardEvent( 'keydown', init ) ),
			() => undefined
		);
	}

	WARM.forEach( ( type ) =>
		doc.addEventListener( type, onWarm, { capture: true, passive: true } )
	);
	doc.addEventListener( 'click', onClick, true );
	doc.addEventListener( 'keydown', onKey, true );
	return load;
}
