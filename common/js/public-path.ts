/**
 * Where an entry's lazy chunks live: beside the entry's own script when the
 * page still loads it by its WordPress handle (also when a CDN rewrote its
 * address), else the build folder the server names (when an optimizer
 * combined or moved the script, its handle's tag is gone).
 *
 * @param scriptId Id WordPress prints on the entry's tag, e.g. "tresen-cart-js".
 * @param fallback The build folder's URL from the entry's settings.
 * @return A URL ending in "/", or '' when neither is known.
 */
export function chunkBaseUrl( scriptId: string, fallback: string ): string {
	const el = document.getElementById( scriptId );
	if ( el instanceof HTMLScriptElement && el.src ) {
		try {
			const url = new URL( el.src, document.baseURI );
			if ( /\/build\/[^/]+\.js$/.test( url.pathname ) ) {
				return new URL( '.', url ).href;
			}
		} catch {
			// Not a URL: fall back.
		}
	}
	return fallback;
}
