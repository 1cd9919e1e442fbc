/**
 * The wishlist on the storefront: the header count (from the server's
 * cookie), the add buttons (the popup loads on the first click), variation
 * switching, and the wishlist page's controls (loaded only there).
 */
import { __ } from '@wordpress/i18n';
import { on } from '@tresen/common/events';
import { chunkBaseUrl } from '@tresen/common/public-path';
import { showNotice } from '@tresen/common/notices';
import { cookiesDisabledMessage } from './rules';
import { getSettings } from './settings';
import { countFromCookie, paintCount, Wishlists } from './state';
import { clearAdded, initButtons, markAdded } from './buttons';
import { loadReact } from './react';
import './wishlist.scss';
import { whenReady } from '@tresen/common/ready';

// webpack's runtime public path (see settings.d.ts: publicPath).
// eslint-disable-next-line camelcase, @typescript-eslint/no-unused-vars
declare let __webpack_public_path__: string;

/**
 * Whether the browser keeps cookies (a guest's list lives in one).
 */
export function cookiesEnabled(): boolean {
	if ( navigator.cookieEnabled === false ) {
		return false;
	}
	document.cookie = 'tresen_wishlist_test=1; path=/; SameSite=Lax';
	const ok = document.cookie.includes( 'tresen_wishlist_test=1' );
	document.cookie =
		'tresen_wishlist_test=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
	return ok;
}

function start(): void {
	const settings = getSettings();
	const chunks = chunkBaseUrl(
		'tresen-wishlist-wishlist-js',
		settings.publicPath
	);
	if ( chunks ) {
		// eslint-disable-next-line camelcase
		__webpack_public_path__ = chunks;
	}
	const page = document.querySelector< HTMLElement >(
		'.tresen-wishlist-page'
	);
	const wishlists = new Wishlists(
		settings.ajaxUrl,
		page?.dataset.nonce ?? ''
	);

	const cookieCount = countFromCookie( document.cookie );
	paintCount( cookieCount );

	const buttons = initButtons( document, {
		onAdd: ( button ) => {
			if ( ! cookiesEnabled() ) {
				// eslint-disable-next-line no-alert -- the spec's alert, in German.
				window.alert( cookiesDisabledMessage() );
				return;
			}
			const productId = button.dataset.productId ?? '';
			const productType = button.dataset.productType ?? '';
			const productName =
				button
					.closest( '.product, li, .tresen-wishlist-button' )
					?.querySelector(
						'.woocommerce-loop-product__title, .product_title'
					)?.textContent ??
				document.querySelector( '.product_title' )?.textContent ??
				'';
			button.setAttribute( 'aria-busy', 'true' );
			Promise.all( [
				loadReact( settings.reactScripts ).then(
					() =>
						import(
							/* webpackChunkName: "wishlist-popup" */ './popup'
						)
				),
				wishlists.load().catch( () => null ),
			] )
				.then( ( [ popup, state ] ) => {
					button.removeAttribute( 'aria-busy' );
					popup.openAddPopup( {
						productName: productName.trim(),
						lists: state?.lists ?? [],
						closeAfterMs: settings.popupAutoClose
							? settings.popupCloseMs
							: 0,
						onAdd: async ( request ) => {
							const reply = await wishlists.send(
								'add_to_wishlist',
								{
									add_to_wishlist: productId,
									product_type: productType,
									...request,
								}
							);
							if ( reply.ok ) {
								markAdded( button );
							}
							return reply;
						},
					} );
				} )
				.catch( () => {
					button.removeAttribute( 'aria-busy' );
					showNotice(
						'error',
						__(
							'The wishlist could not be opened. Please reload the page and try again.',
							'tresen-wishlist'
						)
					);
				} );
		},
	} );

	// Products already on a list: only ask when the visitor has any.
	if ( cookieCount > 0 && buttons.length > 0 ) {
		void wishlists
			.load()
			.then( ( state ) => {
				buttons.forEach( ( b ) => {
					if (
						state.products.includes( Number( b.dataset.productId ) )
					) {
						markAdded( b, false );
					}
				} );
			} )
			.catch( () => undefined );
	}

	on< { form?: HTMLFormElement; variation?: { variation_id?: number } } >(
		'found-variation',
		( detail ) => {
			const id = detail.variation?.variation_id;
			if ( detail.form && id ) {
				buttonsOf( detail.form ).forEach( ( b ) => {
					b.dataset.productId = String( id );
					clearAdded( b );
					if ( wishlists.state?.products.includes( id ) ) {
						markAdded( b, false );
					}
				} );
			}
		}
	);
	on< { form?: HTMLFormElement } >( 'reset-variation', ( detail ) => {
		if ( detail.form ) {
			buttonsOf( detail.form ).forEach( ( b ) => {
				b.dataset.productId = b.dataset.parentId ?? '';
				clearAdded( b );
				if (
					wishlists.state?.products.includes(
						Number( b.dataset.productId )
					)
				) {
					markAdded( b, false );
				}
			} );
		}
	} );

	if ( page ) {
		void import( /* webpackChunkName: "wishlist-list" */ './list' ).then(
			( m ) =>
				m.initList( page, settings, wishlists, () =>
					loadReact( settings.reactScripts )
				)
		);
	}
}

/**
 * The add buttons of the product a variation form belongs to.
 *
 * @param form Variation form.
 */
function buttonsOf( form: HTMLFormElement ): HTMLElement[] {
	const parent = form.dataset.product_id ?? '';
	return Array.from(
		document.querySelectorAll< HTMLElement >( '.tresen-wishlist-add' )
	).filter( ( b ) => b.dataset.parentId === parent );
}

whenReady( start );
