/**
 * Which products are on the visitor's lists (`load_fragments`): loaded by the
 * button script only when the visitor has a list, so none of it is in a new
 * visitor's load. A read whose failure no shopper sees: it uses the client's
 * `readText()`, not the error model. Reports through `tresen:wishlist-known`.
 */
import { emit } from '@tresen/common/events';
import { readText } from '@tresen/common/http';
import { isRecord, isString, readSettings } from '@tresen/common/settings';
import type { KnownDetail } from '../shared/settings.d';

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
		emit< KnownDetail >( 'wishlist-known', {
			products: Array.isArray( reply.products )
				? reply.products.map( Number )
				: [],
			count: typeof reply.count === 'number' ? reply.count : null,
		} );
	} catch {}
}

// Only the address is needed here, read through the one checked reader.
const { ajaxUrl } = readSettings< { ajaxUrl: string } >( 'tresenWishlist', {
	ajaxUrl: { guard: isString, fallback: '' },
} );
if ( ajaxUrl ) {
	void askKnown( ajaxUrl );
}
