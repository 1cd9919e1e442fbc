/**
 * The wishlist page's React root: the management table and the list below
 * share one state (one reducer); every change goes to the same ajax actions
 * as before and asks for the list page back (`wishlist_view`), so both
 * widgets show what the server stored.
 */
import {
	useCallback,
	useEffect,
	useMemo,
	useReducer,
	useRef,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { announce, showNotice } from '@tresen/common/notices';
import type { Fields } from '../shared/api';
import { yithRemoved } from '../shared/yith-events';
import type { Wishlists } from '../shared/state';
import type { WishlistSettings } from '../shared/settings.d';
import { Context, type PageContext } from './context';
import { reducer, type PageState } from './data';
import { Manage } from './manage';
import { List } from './list';

export interface AppProps {
	initial: PageState;
	wishlists: Wishlists;
	settings: WishlistSettings;
}

export function App( { initial, wishlists, settings }: AppProps ) {
	const [ state, dispatch ] = useReducer( reducer, initial );
	const root = useRef< HTMLDivElement >( null );
	const focus = useRef< string | null >( null );
	const view = state.view;

	// Focus wanted after a change: applied after the next render of the page
	// or, when only one widget rendered, right after the current event.
	const applyFocus = useCallback( () => {
		if ( ! focus.current || ! root.current ) {
			return;
		}
		const el = root.current.querySelector< HTMLElement >( focus.current );
		focus.current = null;
		if ( el ) {
			if ( ! el.matches( 'a, button, input, select, textarea' ) ) {
				el.setAttribute( 'tabindex', '-1' );
			}
			el.focus();
		}
	}, [] );
	useEffect( applyFocus );

	// Sharing a private list gives it a new token: the address bar follows,
	// so a reload shows the same list.
	const token = view?.token;
	useEffect( () => {
		const url = new URL( window.location.href );
		const shown = url.searchParams.get( 'wishlist' );
		if ( token && shown && shown !== token ) {
			url.searchParams.set( 'wishlist', token );
			window.history.replaceState( window.history.state, '', url );
		}
	}, [ token ] );

	const send = useCallback< PageContext[ 'send' ] >(
		async ( action: string, fields: Fields, quiet = false ) => {
			root.current?.setAttribute( 'aria-busy', 'true' );
			const reply = await wishlists.send( action, {
				...fields,
				wishlist_view: view?.token,
				wishlist_page: view ? String( view.page ) : undefined,
			} );
			root.current?.removeAttribute( 'aria-busy' );
			if ( ! reply.ok ) {
				if ( ! quiet ) {
					// The refused control keeps the focus (the alert is
					// announced), so the shopper can try it again at once.
					showNotice( 'error', reply.message, { keepFocus: true } );
				}
				return reply;
			}
			if (
				action === 'remove_from_wishlist' ||
				action === 'delete_item'
			) {
				const id = String(
					fields.remove_from_wishlist ?? fields.item_id
				);
				const row =
					root.current?.querySelector( `[data-item-id="${ id }"]` ) ??
					null;
				yithRemoved(
					row?.querySelector( '.tresen-wishlist__remove' ) ?? null,
					row
				);
			}
			dispatch( { type: 'reply', reply } );
			if ( reply.message ) {
				announce( reply.message );
			}
			return reply;
		},
		// Only the list's token and page matter, not every change of the view.
		// eslint-disable-next-line react-hooks/exhaustive-deps
		[ wishlists, view?.token, view?.page ]
	);

	const ctx = useMemo< PageContext >(
		() => ( {
			state,
			dispatch,
			send,
			focusAfter: ( selector ) => {
				focus.current = selector;
				setTimeout( applyFocus, 0 );
			},
			wishlists,
			settings,
		} ),
		[ state, send, wishlists, settings, applyFocus ]
	);

	return (
		<Context.Provider value={ ctx }>
			<div className="tresen-wishlist-page__app" ref={ root }>
				{ view?.owner && state.lists.length > 0 && <Manage /> }
				{ view && ! view.owner && (
					<p className="tresen-wishlist__readonly">
						{ __(
							'You are looking at a wishlist someone shared with you.',
							'tresen-wishlist'
						) }
					</p>
				) }
				{ view && <List /> }
			</div>
		</Context.Provider>
	);
}
