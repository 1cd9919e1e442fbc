/**
 * What the page knows about the visitor's wishlists. Pages are cached, so
 * nothing per visitor is in their HTML: the nonce, the lists and the
 * products on them come from `load_fragments` when first needed; the
 * header count from the `tresen_wishlist_count` cookie the server sets.
 */
import { isArrayOf, isNumber, isRecord } from '@tresen/common/settings';
import { call, type Fields, type Reply } from './api';
import { paintCount } from './count';

export { countFromCookie, paintCount } from './count';

export interface UserWishlist {
	id: number;
	token: string;
	name: string;
	privacy: number;
	isDefault: boolean;
	url: string;
	/** Products on the list. */
	items: number;
}

export interface VisitorState {
	nonce: string;
	lists: UserWishlist[];
	products: number[];
	count: number;
}

/**
 * Reads `user_wishlists` from a reply (invalid entries are dropped).
 *
 * @param value The reply's value.
 */
export function readLists( value: unknown ): UserWishlist[] {
	if ( ! Array.isArray( value ) ) {
		return [];
	}
	const out: UserWishlist[] = [];
	for ( const entry of value ) {
		if (
			isRecord( entry ) &&
			typeof entry.id === 'number' &&
			typeof entry.token === 'string' &&
			typeof entry.wishlist_name === 'string'
		) {
			out.push( {
				id: entry.id,
				token: entry.token,
				name: entry.wishlist_name,
				privacy: typeof entry.privacy === 'number' ? entry.privacy : 1,
				isDefault: entry.is_default === true,
				url: typeof entry.url === 'string' ? entry.url : '',
				items: typeof entry.items === 'number' ? entry.items : 0,
			} );
		}
	}
	return out;
}

/**
 * The visitor's state, fetched once per page (and refreshed on demand).
 */
export class Wishlists {
	private loading: Promise< VisitorState > | null = null;
	state: VisitorState | null = null;

	constructor(
		readonly ajaxUrl: string,
		private nonce = ''
	) {}

	/**
	 * Loads the state (`load_fragments`) unless it is known.
	 *
	 * @param fresh Ask again even when known.
	 */
	load( fresh = false ): Promise< VisitorState > {
		if ( this.loading && ! fresh ) {
			return this.loading;
		}
		this.loading = call( this.ajaxUrl, 'load_fragments', {}, '' ).then(
			( reply ) => {
				if ( ! reply.ok ) {
					this.loading = null;
					throw new Error( reply.message );
				}
				this.state = {
					nonce:
						typeof reply.nonce === 'string'
							? reply.nonce
							: this.nonce,
					lists: readLists( reply.user_wishlists ),
					products: isArrayOf( isNumber )( reply.products )
						? reply.products
						: [],
					count: typeof reply.count === 'number' ? reply.count : 0,
				};
				this.nonce = this.state.nonce;
				paintCount( this.state.count );
				return this.state;
			}
		);
		return this.loading;
	}

	/**
	 * Sends a write action with the visitor's nonce and takes in what the reply says (lists, count).
	 *
	 * @param action Action.
	 * @param fields Fields.
	 */
	async send( action: string, fields: Fields ): Promise< Reply > {
		if ( ! this.nonce ) {
			try {
				await this.load();
			} catch ( e ) {
				return { ok: false, message: ( e as Error ).message };
			}
		}
		const reply = await call( this.ajaxUrl, action, fields, this.nonce );
		this.absorb( reply );
		return reply;
	}

	/**
	 * Updates the known lists and the count from a reply.
	 *
	 * @param reply Reply.
	 */
	absorb( reply: Reply ): void {
		if ( typeof reply.count === 'number' ) {
			paintCount( reply.count );
			if ( this.state ) {
				this.state.count = reply.count;
			}
		}
		if ( this.state && Array.isArray( reply.user_wishlists ) ) {
			this.state.lists = readLists( reply.user_wishlists );
		}
		if (
			this.state &&
			reply.ok &&
			typeof reply.prod_id === 'number' &&
			! this.state.products.includes( reply.prod_id )
		) {
			this.state.products.push( reply.prod_id );
		}
	}
}
