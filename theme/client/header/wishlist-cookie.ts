/**
 * Whether the header's wishlist badge is worth asking the server about. Kept
 * apart from the count code (`wishlist-count.ts`, a chunk), so the header
 * entry carries only this check: a visitor without wishlist items loads
 * neither the count code nor sends its request.
 */

/**
 * Whether the visitor may have wishlist items, so the count is worth asking for.
 *
 * @param doc    Document.
 * @param cookie Name of the wishlist plugin's count cookie ('' = always ask).
 */
export function mayHaveWishlist( doc: Document, cookie: string ): boolean {
	if ( cookie === '' || doc.body.classList.contains( 'logged-in' ) ) {
		return true;
	}
	return new RegExp( `(?:^|;\\s*)${ cookie }=[1-9]\\d*(?:;|$)` ).test(
		doc.cookie
	);
}

type CountModule = typeof import( './wishlist-count' );

/**
 * The header's wishlist badge after load. A visitor who may have items
 * (`mayHaveWishlist`) gets the count code (a chunk) and its request; anyone
 * else sees 0 at once, and the code comes only when the wishlist plugin
 * paints a count (after an add), to keep the label in step.
 *
 * @param options         What the badge needs.
 * @param options.ajaxUrl admin-ajax.php.
 * @param options.action  The count action.
 * @param options.cookie  The wishlist plugin's count cookie ('' = always ask).
 * @param options.none    The label for no items, "(0 Artikel)".
 * @param doc             Document.
 * @param load            Loads the count code.
 */
export function startWishlistBadge(
	options: { ajaxUrl: string; action: string; cookie: string; none: string },
	doc: Document = document,
	load: () => Promise< CountModule > = () =>
		import( /* webpackChunkName: "header-wishlist" */ './wishlist-count' )
): void {
	const badges = Array.from(
		doc.querySelectorAll< HTMLElement >( '.wishlist-count' )
	);
	if ( badges.length === 0 ) {
		return;
	}
	if ( mayHaveWishlist( doc, options.cookie ) ) {
		// Decided now, at load: the count code asks without looking at the
		// cookie again, which the wishlist plugin's own first request may
		// have changed meanwhile.
		load()
			.then( ( m ) =>
				m.initWishlistCount( options.ajaxUrl, options.action, doc )
			)
			.catch( () => undefined );
		return;
	}
	badges.forEach( ( badge ) => {
		badge.dataset.count = '0';
		badge.textContent = '';
		const label = badge.parentElement?.querySelector(
			'.wishlist-count-label'
		);
		if ( label ) {
			label.textContent = options.none;
		}
	} );
	if ( typeof MutationObserver !== 'function' ) {
		return;
	}
	const observer = new MutationObserver( () => {
		observer.disconnect();
		load()
			.then( ( m ) => m.watchLabels( badges ) )
			.catch( () => undefined );
	} );
	badges.forEach( ( badge ) =>
		observer.observe( badge, {
			attributes: true,
			attributeFilter: [ 'data-count' ],
		} )
	);
}
