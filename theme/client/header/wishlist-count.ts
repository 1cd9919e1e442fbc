/**
 * The header's wishlist badge. Pages are cached, so the count is asked for
 * after the page has loaded (`flatsome_update_wishlist_count`, a JSON
 * number); the badge shows it and a screen-reader label names it
 * ("3 Artikel"). The wishlist plugin also paints the badge after a change
 * (`data-count`); the label follows whoever painted it.
 *
 * Whether to ask at all is decided by the header entry
 * (`wishlist-cookie.ts`), which loads this code only for a visitor who may
 * have items; a cached page serves no one's count. A badge another script
 * keeps current (`data-count-by`, set before `load`: the wishlist plugin
 * asks the shop itself where it shows its buttons) or a page rendered for
 * this visitor alone whose reply set the count cookie (body class
 * `wishlist-count-fresh`, the wishlist page; the plugin paints the cookie's
 * count) is not asked for again, and the HTTP client then never loads (it
 * is imported only for the request).
 */
import { _n, sprintf } from '@wordpress/i18n';

/**
 * Reads the count from the reply's text (a JSON number; anything else is null).
 *
 * @param text Reply body.
 */
export function parseCount( text: string ): number | null {
	try {
		const value: unknown = JSON.parse( text );
		return typeof value === 'number' &&
			Number.isInteger( value ) &&
			value >= 0
			? value
			: null;
	} catch {
		return null;
	}
}

/**
 * The screen-reader label of a badge.
 *
 * @param badge The `.wishlist-count` element.
 */
export function labelBadge( badge: HTMLElement ): void {
	const label = badge.parentElement?.querySelector( '.wishlist-count-label' );
	if ( ! label ) {
		return;
	}
	const raw = badge.dataset.count ?? '';
	const count = /^\d+$/.test( raw ) ? parseInt( raw, 10 ) : null;
	label.textContent =
		count === null
			? ''
			: sprintf(
					/* translators: %d: number of products on the wishlist. */
					_n( '(%d item)', '(%d items)', count, 'tresen' ),
					count
				);
}

/**
 * Shows a count in every badge.
 *
 * @param badges Badges.
 * @param count  Count.
 */
export function paint( badges: HTMLElement[], count: number ): void {
	badges.forEach( ( badge ) => {
		badge.dataset.count = String( count );
		badge.textContent = count > 0 ? String( count ) : '';
		labelBadge( badge );
	} );
}

/**
 * Keeps the screen-reader labels in step with the badges (the wishlist
 * plugin paints `data-count` after a change).
 *
 * @param badges Badges.
 */
export function watchLabels( badges: HTMLElement[] ): void {
	badges.forEach( labelBadge );
	if ( typeof MutationObserver !== 'function' ) {
		return;
	}
	const observer = new MutationObserver( ( records ) =>
		records.forEach( ( r ) => labelBadge( r.target as HTMLElement ) )
	);
	badges.forEach( ( badge ) =>
		observer.observe( badge, {
			attributes: true,
			attributeFilter: [ 'data-count' ],
		} )
	);
}

/**
 * Asks for the count (unless a badge is marked `data-count-by` or the page
 * is `wishlist-count-fresh`: another script keeps it current) and keeps the
 * labels in step with the badges.
 *
 * @param ajaxUrl admin-ajax.php.
 * @param action  The count action.
 * @param doc     Document.
 */
export function initWishlistCount(
	ajaxUrl: string,
	action: string,
	doc: Document = document
): Promise< number | null > {
	const badges = Array.from(
		doc.querySelectorAll< HTMLElement >( '.wishlist-count' )
	);
	if ( badges.length === 0 ) {
		return Promise.resolve( null );
	}
	watchLabels( badges );
	if (
		badges.some( ( badge ) => badge.dataset.countBy ) ||
		doc.body.classList.contains( 'wishlist-count-fresh' )
	) {
		return Promise.resolve( null );
	}
	const url = new URL( ajaxUrl, doc.baseURI );
	url.searchParams.set( 'action', action );
	return import( '@tresen/common/http' )
		.then( ( http ) => http.readText( url.toString() ) )
		.then( ( text ) => {
			const count = parseCount( text );
			if ( count !== null ) {
				paint( badges, count );
			}
			return count;
		} )
		.catch( () => null );
}
