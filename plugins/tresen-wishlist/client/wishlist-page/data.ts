/**
 * What the wishlist page's controls work on: the visitor's lists (the
 * management table) and the page of the list shown below, read from the
 * server's data (printed into the page, then sent along with every change as
 * `user_wishlists` and `wishlist_view`), and one reducer both widgets share.
 */
import { isRecord } from '@tresen/common/settings';
import { readLists, type UserWishlist } from '../shared/state';

export type Layout = 'table' | 'grid' | 'mobile';

export interface CartLink {
	href: string;
	label: string;
	/** WooCommerce's ajax button (data attributes) or a plain link to the product. */
	ajax: boolean;
	data: Record< string, string >;
}

export interface Item {
	id: number;
	productId: number;
	name: string;
	link: string;
	/** The server's escaped HTML. */
	image: string;
	/** The server's escaped HTML (price, deposit, unit price, age notice). */
	price: string;
	inStock: boolean;
	quantity: number;
	cart: CartLink;
}

export interface View {
	id: number;
	token: string;
	name: string;
	privacy: number;
	owner: boolean;
	layout: 'table' | 'grid';
	shareUrl: string;
	page: number;
	pages: number;
	perPage: number;
	pageUrls: string[];
	items: Item[];
}

export interface PageState {
	nonce: string;
	lists: UserWishlist[];
	view: View | null;
}

const str = ( v: unknown, fallback = '' ) =>
	typeof v === 'string' ? v : fallback;
const num = ( v: unknown, fallback = 0 ) =>
	typeof v === 'number' && Number.isFinite( v ) ? v : fallback;

function readCart( value: unknown ): CartLink {
	const r = isRecord( value ) ? value : {};
	const data: Record< string, string > = {};
	if ( isRecord( r.data ) ) {
		for ( const [ key, v ] of Object.entries( r.data ) ) {
			if ( /^[a-z_]+$/.test( key ) && typeof v === 'string' ) {
				data[ key ] = v;
			}
		}
	}
	return {
		href: str( r.href, '#' ),
		label: str( r.label ),
		ajax: r.ajax === true,
		data,
	};
}

function readItem( value: unknown ): Item | null {
	if ( ! isRecord( value ) || typeof value.id !== 'number' ) {
		return null;
	}
	return {
		id: value.id,
		productId: num( value.productId ),
		name: str( value.name ),
		link: str( value.link, '#' ),
		image: str( value.image ),
		price: str( value.price ),
		inStock: value.inStock === true,
		quantity: num( value.quantity, 1 ),
		cart: readCart( value.cart ),
	};
}

/**
 * Reads a list page (`wishlist_view`); null when it is not one.
 *
 * @param value The server's value.
 */
export function readView( value: unknown ): View | null {
	if ( ! isRecord( value ) || typeof value.token !== 'string' ) {
		return null;
	}
	const items = Array.isArray( value.items ) ? value.items : [];
	return {
		id: num( value.id ),
		token: value.token,
		name: str( value.name ),
		privacy: num( value.privacy, 1 ),
		owner: value.owner === true,
		layout: value.layout === 'grid' ? 'grid' : 'table',
		shareUrl: str( value.shareUrl ),
		page: Math.max( 1, num( value.page, 1 ) ),
		pages: Math.max( 1, num( value.pages, 1 ) ),
		perPage: Math.max( 0, num( value.perPage ) ),
		pageUrls: Array.isArray( value.pageUrls )
			? value.pageUrls.filter(
					( u ): u is string => typeof u === 'string'
				)
			: [],
		items: items
			.map( readItem )
			.filter( ( item ): item is Item => item !== null ),
	};
}

/**
 * Reads the data the server printed into the page.
 *
 * @param value Parsed JSON.
 */
export function readPage( value: unknown ): PageState {
	const r = isRecord( value ) ? value : {};
	return {
		nonce: str( r.nonce ),
		lists: readLists( r.lists ),
		view: readView( r.view ),
	};
}

export type Action =
	| { type: 'reply'; reply: Record< string, unknown > }
	| { type: 'quantity'; itemId: number; quantity: number }
	| { type: 'order'; ids: number[] };

/**
 * The page's reducer: a reply replaces what it brings (lists, the list page),
 * a saved quantity or a new order changes the items in place.
 *
 * @param state  State.
 * @param action Action.
 */
export function reducer( state: PageState, action: Action ): PageState {
	switch ( action.type ) {
		case 'reply': {
			const next = { ...state };
			if ( Array.isArray( action.reply.user_wishlists ) ) {
				next.lists = readLists( action.reply.user_wishlists );
			}
			const view = readView( action.reply.wishlist_view );
			if ( view ) {
				next.view = view;
			}
			return next;
		}
		case 'quantity':
			return state.view
				? {
						...state,
						view: {
							...state.view,
							items: state.view.items.map( ( item ) =>
								item.id === action.itemId
									? {
											...item,
											quantity: action.quantity,
											cart: {
												...item.cart,
												data: item.cart.ajax
													? {
															...item.cart.data,
															quantity: String(
																action.quantity
															),
														}
													: item.cart.data,
											},
										}
									: item
							),
						},
					}
				: state;
		case 'order': {
			if ( ! state.view ) {
				return state;
			}
			const byId = new Map(
				state.view.items.map( ( item ) => [ item.id, item ] )
			);
			const items = action.ids
				.map( ( id ) => byId.get( id ) )
				.filter( ( item ): item is Item => item !== undefined );
			return items.length === state.view.items.length
				? { ...state, view: { ...state.view, items } }
				: state;
		}
	}
	return state;
}

/**
 * The order after moving one item by `by` places (up: -1, down: 1); null when it cannot move.
 *
 * @param ids Item ids in order.
 * @param id  The item.
 * @param by  Places.
 */
export function moved(
	ids: number[],
	id: number,
	by: number
): number[] | null {
	const at = ids.indexOf( id );
	const to = at + by;
	if ( at < 0 || to < 0 || to >= ids.length ) {
		return null;
	}
	const out = ids.filter( ( x ) => x !== id );
	out.splice( to, 0, id );
	return out;
}

/**
 * The order after dropping `id` onto `target` (it takes the target's place).
 *
 * @param ids    Item ids in order.
 * @param id     Dragged item.
 * @param target Item it was dropped on.
 */
export function dropped(
	ids: number[],
	id: number,
	target: number
): number[] | null {
	if ( id === target || ! ids.includes( id ) || ! ids.includes( target ) ) {
		return null;
	}
	return moved( ids, id, ids.indexOf( target ) - ids.indexOf( id ) );
}
