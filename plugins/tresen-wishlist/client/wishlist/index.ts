/**
 * The wishlist on shop lists and product pages, kept small (plain
 * TypeScript, no React, no lazy chunks): the header count (from the
 * server's cookie), the add buttons and their variation, and the products
 * already on a list. The popup (its own script, React) comes with WordPress's
 * React and its styles on the first click.
 */
import { __ } from '@wordpress/i18n';
import { emit, on } from '@tresen/common/events';
import {
	loadScripts,
	loadStyles,
	scriptOnPage,
} from '@tresen/common/load-scripts';
import { whenReady } from '@tresen/common/ready';
import {
	isArrayOf,
	isShape,
	isString,
	readSettings,
} from '@tresen/common/settings';
import { countFromCookie, paintCount } from '../shared/count';
import { clearAdded, markAdded } from '../shared/buttons';
import { cookiesDisabledMessage } from '../shared/rules';
import type {
	ButtonSettings,
	KnownDetail,
	ScriptSpec,
} from '../shared/settings.d';
import { startYithEvents } from './yith';
import './button.scss';

/**
 * Whether the browser keeps cookies (a guest's list lives in one).
 */
export function cookiesEnabled(): boolean {
	if ( navigator.cookieEnabled === false ) {
		return false;
	}
	const test = 'tresen_wishlist_test=1';
	document.cookie = `${ test }; path=/; SameSite=Lax`;
	const ok = document.cookie.includes( test );
	document.cookie = `${ test }; path=/; max-age=0`;
	return ok;
}

/**
 * Loads the popup's styles (without them the popup still works) and
 * scripts, each once and only when the page lacks it.
 *
 * @param settings Settings.
 */
function loadPopup( settings: ButtonSettings ): Promise< void > {
	return Promise.all( [
		loadStyles( settings.popupStyles ),
		loadScripts(
			settings.popupScripts.filter( ( s ) => ! scriptOnPage( s.src ) )
		),
	] ).then( () => undefined );
}

const BUTTON = '.tresen-wishlist-add';

/** Products on the visitor's lists, once asked (null: not known). */
let known: number[] | null = null;

/**
 * Shows whether a button's product is on a list.
 *
 * @param button Add button.
 */
function paintKnown( button: HTMLElement ): void {
	clearAdded( button );
	if ( known?.includes( Number( button.dataset.productId ) ) ) {
		markAdded( button, false );
	}
}

function start(): void {
	const settings = readSettings< ButtonSettings >( 'tresenWishlist', {
		ajaxUrl: { guard: isString, fallback: '' },
		popupScripts: {
			guard: isArrayOf( isShape< ScriptSpec >( { src: isString } ) ),
			fallback: [],
		},
		popupStyles: { guard: isArrayOf( isString ), fallback: [] },
		knownScripts: {
			guard: isArrayOf( isShape< ScriptSpec >( { src: isString } ) ),
			fallback: [],
		},
	} );
	const count = countFromCookie( document.cookie );
	paintCount( count );
	const buttons = (): HTMLElement[] =>
		Array.from( document.querySelectorAll< HTMLElement >( BUTTON ) );

	document.addEventListener( 'click', ( event ) => {
		const target = event.target instanceof Element ? event.target : null;
		const button = target?.closest< HTMLElement >( BUTTON );
		if ( ! button ) {
			return;
		}
		event.preventDefault();
		if ( ! cookiesEnabled() ) {
			// eslint-disable-next-line no-alert -- the spec's alert, in German.
			window.alert( cookiesDisabledMessage() );
			return;
		}
		button.setAttribute( 'aria-busy', 'true' );
		loadPopup( settings )
			.then( () => emit( 'wishlist-open', { button } ) )
			.catch( () => {
				// eslint-disable-next-line no-alert -- nothing else of ours can speak yet.
				window.alert(
					__(
						'The wishlist could not be opened. Please reload the page and try again.',
						'tresen-wishlist'
					)
				);
			} )
			.finally( () => button.removeAttribute( 'aria-busy' ) );
	} );

	// Products already on a list: only asked when the visitor has any.
	if ( count > 0 && buttons().length > 0 ) {
		// The reply brings the count too: the header's badge is left to it.
		document
			.querySelectorAll< HTMLElement >( '.wishlist-count' )
			.forEach(
				( badge ) => ( badge.dataset.countBy = 'tresen-wishlist' )
			);
		on< KnownDetail >( 'wishlist-known', ( reply ) => {
			known = reply.products;
			if ( reply.count !== null ) {
				paintCount( reply.count );
			}
			buttons().forEach( paintKnown );
		} );
		// Its own small script (the shared HTTP client), so first visits load none of it.
		void loadScripts(
			settings.knownScripts.filter( ( s ) => ! scriptOnPage( s.src ) )
		).catch( () => undefined );
	}

	// A variable product's button follows the chosen variation; reset goes back to the parent.
	const follow =
		( reset: boolean ) =>
		( detail: {
			form?: HTMLFormElement;
			variation?: { variation_id?: number };
		} ) => {
			const id = reset ? 0 : ( detail.variation?.variation_id ?? 0 );
			if ( ! detail.form || ( ! reset && ! id ) ) {
				return;
			}
			const parent = detail.form.dataset.product_id ?? '';
			buttons()
				.filter( ( b ) => b.dataset.parentId === parent )
				.forEach( ( b ) => {
					b.dataset.productId = reset ? parent : String( id );
					paintKnown( b );
				} );
		};
	on( 'found-variation', follow( false ) );
	on( 'reset-variation', follow( true ) );
	on< number >( 'wishlist-added', ( id ) => {
		known = [ ...( known ?? [] ), id ];
	} );
	startYithEvents();
}

whenReady( start );
