/**
 * Which products are on the visitor's lists (`load_fragments`): loaded by the
 * button script only when the visitor has a list, so the shared HTTP client
 * stays out of every page's first load. Reports through `tresen:wishlist-known`.
 */
import { emit } from '@tresen/common/events';
import { postForm } from '@tresen/common/http';
import { isRecord, isString, readSettings } from '@tresen/common/settings';
import type { KnownDetail } from '../shared/settings.d';

/**
 * Asks the shop and reports what it said (nothing on failure).
 *
 * @param ajaxUrl admin-ajax URL.
 */
export async function askKnown( ajaxUrl: string ): Promise< void > {
	try {
		const value = await postForm( ajaxUrl, { action: 'load_fragments' } );
		const reply = isRecord( value ) ? value : {};
		emit< KnownDetail >( 'wishlist-known', {
			products: Array.isArray( reply.products )
				? reply.products.map( Number )
				: [],
			count: typeof reply.count === 'number' ? reply.count : null,
		} );
	} catch {}
}

const { ajaxUrl } = readSettings( 'tresenWishlist', {
	ajaxUrl: { guard: isString, fallback: '' },
} );
if ( ajaxUrl ) {
	void askKnown( ajaxUrl );
}
