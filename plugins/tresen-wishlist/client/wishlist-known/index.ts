/**
 * Which products are on the visitor's lists (`load_fragments`): loaded by the
 * button script only when the visitor has a list, so none of it is in a new
 * visitor's load. It marks the products and paints the header's count
 * itself (`showKnown`). A read whose failure no shopper sees: it uses the client's
 * `readText()`, not the error model. Reports through `tresen:wishlist-known`.
 */
import { emit } from '@tresen/common/events';
import { readText } from '@tresen/common/http';
import { isRecord, isString, readSettings } from '@tresen/common/settings';
import { markAdded } from '../shared/buttons';
import { paintCount } from '../shared/count';
import type { KnownDetail } from '../shared/settings.d';

/**
 * Shows what the shop said: the products on a list marked, the header's
 * count, and the answer kept for the buttons' code
 * (data-tresen-wishlist-known), which may come later.
 *
 * @param reply The products and the count.
 */
export function showKnown( reply: KnownDetail ): void {
	document.documentElement.dataset.tresenWishlistKnown =
		reply.products.join( ',' );
	if ( reply.count !== null ) {
		paintCount( reply.count );
	}
	document
		.querySelectorAll< HTMLElement >( '.tresen-wishlist-add' )
		.forEach( ( button ) => {
			if (
				reply.products.includes( Number( button.dataset.productId ) )
			) {
				markAdded( button, false );
			}
		} );
}

/**
 * Asks the shop and reports what it said (nothing on failure).
 *
 * @param ajaxUrl admin-ajax URL.
 */
export async function askKnown( ajaxUrl: string ): Promise< void > {
	try {
		const value: unknown = JSON.parse(
			await readText( ajaxUrl, { action: 'load_fragments' } )
		);
		const reply = isRecord( value ) ? value : {};
		const known: KnownDetail = {
			products: Array.isArray( reply.products )
				? reply.products.map( Number )
				: [],
			count: typeof reply.count === 'number' ? reply.count : null,
		};
		showKnown( known );
		emit< KnownDetail >( 'wishlist-known', known );
	} catch {}
}

// Only the address is needed here, read through the one checked reader.
const { ajaxUrl } = readSettings< { ajaxUrl: string } >( 'tresenWishlist', {
	ajaxUrl: { guard: isString, fallback: '' },
} );
if ( ajaxUrl ) {
	void askKnown( ajaxUrl );
}
