/**
 * What every widget of the wishlist page reaches: the shared state, its
 * dispatch, and `send` (an action with the list page asked along).
 */
import { createContext, useContext } from '@wordpress/element';
import type { Dispatch } from 'react';
import type { Fields, Reply } from '../shared/api';
import type { Wishlists } from '../shared/state';
import type { WishlistSettings } from '../shared/settings.d';
import type { Action, PageState } from './data';

export interface PageContext {
	state: PageState;
	dispatch: Dispatch< Action >;
	/**
	 * Sends an action; a success updates the state and is announced, a failure shown as a notice.
	 *
	 * @param action Action name.
	 * @param fields Fields.
	 * @param quiet  Do not show a failure (the caller shows it).
	 */
	send: (
		action: string,
		fields: Fields,
		quiet?: boolean
	) => Promise< Reply >;
	/** Focus this element (selector inside the page) after the next render. */
	focusAfter: ( selector: string ) => void;
	wishlists: Wishlists;
	settings: WishlistSettings;
}

export const Context = createContext< PageContext | null >( null );

export function usePage(): PageContext {
	const ctx = useContext( Context );
	if ( ! ctx ) {
		throw new Error( 'usePage outside the wishlist page' );
	}
	return ctx;
}
