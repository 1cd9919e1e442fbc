/**
 * The mini cart in the header: a dropdown on wide screens (closes 5 s after
 * an add unless hovered or focused), a drawer on small screens (modal: focus
 * trapped, Escape and the backdrop close it, focus returns). Removing an item
 * and changing its quantity happen in place.
 */
import { emit } from '@tresen/common/events';
import { readFragmentsReply } from './lib/cart-reply';
import { focusedElement } from './lib/css-escape';
import { MINI_CART_SELECTOR } from './lib/fragment-cache';
import { focusableIn, wrapTab } from '@tresen/common/focus-trap';
import { HttpError, messageOf, postForm, wcAjaxUrl } from '@tresen/common/http';
import { fireWc } from '@tresen/common/wc-events';
import { announce } from '@tresen/common/notices';
import { showError } from '@tresen/common/dialog-notices';
import { cartQueue } from '@tresen/common/queue';
import type { CartSession } from './lib/session';
import type { CartSettings } from './settings.d';

export interface RemovedDetail {
	productId: string;
	quantity: number;
	cartItemKey: string;
}

type Mode = 'dropdown' | 'drawer';

export class MiniCart {
	readonly root: HTMLElement;
	readonly panel: HTMLElement;
	private readonly trigger: HTMLAnchorElement | null;
	private mode: Mode | null = null;
	private returnFocus: HTMLElement | null = null;
	private autoCloseTimer: ReturnType< typeof setTimeout > | null = null;
	private autoClose = false;
	private hovered = false;
	private readonly qtyTimers = new Map<
		string,
		ReturnType< typeof setTimeout >
	>();

	constructor(
		private readonly settings: CartSettings,
		private readonly session: CartSession,
		private readonly navigate: ( url: string ) => void = ( url ) =>
			window.location.assign( url )
	) {
		this.trigger =
			document.querySelector< HTMLAnchorElement >( 'a.header-cart-link' );
		let root = document.querySelector< HTMLElement >( '.header-mini-cart' );
		if ( ! root ) {
			root = document.createElement( 'div' );
			root.className = 'header-mini-cart';
			document.body.appendChild( root );
		}
		this.root = root;
		this.root.hidden = true;
		this.root.classList.add( 'tresen-mini-cart' );
		this.panel = this.build();
		// The fragments may have come before this body existed (the mini
		// cart loads on intent, the session at once): fill it now.
		this.session.reapply();
		this.bind();
	}

	private build(): HTMLElement {
		const { i18n } = this.settings;
		const backdrop = document.createElement( 'div' );
		backdrop.className = 'tresen-mini-cart__backdrop';
		backdrop.setAttribute( 'data-mini-cart-close', '' );

		const panel = document.createElement( 'div' );
		panel.className = 'tresen-mini-cart__panel';
		panel.id = 'tresen-mini-cart';
		panel.setAttribute( 'role', 'dialog' );
		panel.setAttribute( 'aria-labelledby', 'tresen-mini-cart-title' );
		panel.tabIndex = -1;

		const head = document.createElement( 'div' );
		head.className = 'tresen-mini-cart__head';
		const title = document.createElement( 'h2' );
		title.id = 'tresen-mini-cart-title';
		title.className = 'tresen-mini-cart__title';
		title.textContent = i18n.cartTitle;
		const close = document.createElement( 'button' );
		close.type = 'button';
		close.className = 'tresen-mini-cart__close';
		close.setAttribute( 'aria-label', i18n.close );
		close.setAttribute( 'data-mini-cart-close', '' );
		close.textContent = '×';
		head.append( title, close );

		const body =
			this.root.querySelector( MINI_CART_SELECTOR ) ??
			document.createElement( 'div' );
		body.className = 'widget_shopping_cart_content';
		if ( ! body.hasChildNodes() ) {
			const loading = document.createElement( 'p' );
			loading.className = 'tresen-mini-cart__loading';
			loading.textContent = i18n.loading;
			body.appendChild( loading );
		}
		panel.append( head, body );
		this.root.replaceChildren( backdrop, panel );

		if ( this.trigger ) {
			this.trigger.setAttribute( 'aria-controls', panel.id );
			this.trigger.setAttribute( 'aria-expanded', 'false' );
			this.trigger.setAttribute( 'aria-haspopup', 'dialog' );
		}
		return panel;
	}

	get isOpen(): boolean {
		return this.mode !== null;
	}

	private wide(): boolean {
		return (
			typeof window.matchMedia !== 'function' ||
			window.matchMedia( `(min-width: ${ this.settings.breakpoint }px)` )
				.matches
		);
	}

	/**
	 * Opens the mini cart.
	 *
	 * @param opener   Element to return focus to.
	 * @param afterAdd Opened by an add to cart: the dropdown closes by itself.
	 */
	open( opener: HTMLElement | null, afterAdd = false ): void {
		// A dropdown hangs under the header's cart link; a page without one (a
		// theme with neither a header cart nor a main menu) gets the drawer.
		const mode: Mode = this.wide() && this.trigger ? 'dropdown' : 'drawer';
		if ( this.mode && this.mode !== mode ) {
			this.close( false );
		}
		this.returnFocus = opener ?? this.trigger;
		this.mode = mode;
		this.root.hidden = false;
		this.root.classList.toggle( 'is-drawer', mode === 'drawer' );
		this.root.classList.toggle( 'is-dropdown', mode === 'dropdown' );
		this.root.classList.add( 'is-open' );
		this.trigger?.setAttribute( 'aria-expanded', 'true' );
		if ( ! this.session.loaded ) {
			void this.session.refresh();
		}
		if ( mode === 'drawer' ) {
			this.panel.setAttribute( 'aria-modal', 'true' );
			document.documentElement.classList.add( 'tresen-drawer-open' );
			const first = this.panel.querySelector< HTMLElement >(
				'.tresen-mini-cart__close'
			);
			( first ?? this.panel ).focus();
		} else {
			this.panel.removeAttribute( 'aria-modal' );
			if ( ! afterAdd ) {
				this.panel.focus();
			}
		}
		this.autoClose = afterAdd && mode === 'dropdown';
		this.restartAutoClose();
	}

	/**
	 * Closes the mini cart.
	 *
	 * @param restoreFocus Put focus back on the opener (when focus was inside).
	 */
	close( restoreFocus = true ): void {
		if ( ! this.mode ) {
			return;
		}
		const hadFocus = this.root.contains( focusedElement() );
		const wasDrawer = this.mode === 'drawer';
		this.mode = null;
		this.clearAutoClose();
		this.autoClose = false;
		this.root.hidden = true;
		this.root.classList.remove( 'is-open', 'is-drawer', 'is-dropdown' );
		this.trigger?.setAttribute( 'aria-expanded', 'false' );
		document.documentElement.classList.remove( 'tresen-drawer-open' );
		if ( restoreFocus && ( hadFocus || wasDrawer ) ) {
			const target =
				this.returnFocus && this.returnFocus.isConnected
					? this.returnFocus
					: this.trigger;
			target?.focus();
		}
	}

	private clearAutoClose(): void {
		if ( this.autoCloseTimer ) {
			clearTimeout( this.autoCloseTimer );
			this.autoCloseTimer = null;
		}
	}

	private restartAutoClose(): void {
		this.clearAutoClose();
		if (
			! this.autoClose ||
			this.hovered ||
			this.root.contains( focusedElement() )
		) {
			return;
		}
		this.autoCloseTimer = setTimeout(
			() => this.close( false ),
			this.settings.dropdownMs
		);
	}

	private bind(): void {
		this.trigger?.addEventListener( 'click', ( e ) => {
			// Modified clicks (new tab) keep the link.
			if ( e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0 ) {
				return;
			}
			e.preventDefault();
			// The dropdown shown after an add closes by itself: asking for
			// the cart keeps it open (and moves focus into it).
			if ( this.isOpen && ! this.autoClose ) {
				this.close();
			} else {
				this.open( this.trigger );
			}
		} );

		this.root.addEventListener( 'click', ( e ) => {
			const target = e.target instanceof Element ? e.target : null;
			if ( target?.closest( '[data-mini-cart-close]' ) ) {
				e.preventDefault();
				this.close();
				return;
			}
			const remove = target?.closest< HTMLAnchorElement >(
				'.remove_from_cart_button'
			);
			if ( remove && this.root.contains( remove ) ) {
				e.preventDefault();
				void this.remove( remove );
			}
		} );

		this.root.addEventListener( 'mouseenter', () => {
			this.hovered = true;
			this.clearAutoClose();
		} );
		this.root.addEventListener( 'mouseleave', () => {
			this.hovered = false;
			this.restartAutoClose();
		} );
		this.root.addEventListener( 'focusin', () => this.clearAutoClose() );
		this.root.addEventListener( 'focusout', ( e ) => {
			if ( ! this.root.contains( e.relatedTarget as Node | null ) ) {
				this.restartAutoClose();
			}
		} );

		document.addEventListener( 'keydown', ( e ) => {
			if ( ! this.mode ) {
				return;
			}
			if ( e.key === 'Escape' ) {
				e.preventDefault();
				this.close();
				return;
			}
			if ( this.mode === 'drawer' ) {
				wrapTab( this.panel, e );
			}
		} );

		document.addEventListener( 'click', ( e ) => {
			if ( this.mode !== 'dropdown' ) {
				return;
			}
			const target = e.target as Node;
			if (
				! this.root.contains( target ) &&
				! this.trigger?.contains( target )
			) {
				this.close( false );
			}
		} );

		this.root.addEventListener( 'change', ( e ) => {
			const input =
				e.target instanceof HTMLInputElement ? e.target : null;
			if ( input?.matches( 'input.qty' ) ) {
				this.scheduleQuantity( input );
			}
		} );
	}

	/** After the mini cart fragment was replaced and focus was inside it. */
	focusLost(): void {
		if ( this.isOpen ) {
			const list = focusableIn( this.panel );
			( list[ 0 ] ?? this.panel ).focus();
		}
	}

	/**
	 * Removes an item: blocks its row, asks `remove_from_cart`, replaces the
	 * fragments. On failure, or a reply without fragments, follows the link.
	 *
	 * @param link The remove link.
	 */
	async remove( link: HTMLAnchorElement ): Promise< void > {
		const key = link.getAttribute( 'data-cart_item_key' ) ?? '';
		const row = link.closest< HTMLElement >(
			'.woocommerce-mini-cart-item, .mini_cart_item'
		);
		if ( row?.getAttribute( 'aria-busy' ) === 'true' ) {
			return;
		}
		const qtyInput = row?.querySelector< HTMLInputElement >( 'input.qty' );
		const detail: RemovedDetail = {
			productId: link.getAttribute( 'data-product_id' ) ?? '',
			quantity:
				Number(
					link.getAttribute( 'data-quantity' ) ?? qtyInput?.value ?? 1
				) || 1,
			cartItemKey: key,
		};
		row?.classList.add( 'is-blocked' );
		row?.setAttribute( 'aria-busy', 'true' );

		let reply: unknown = null;
		try {
			reply = await cartQueue.add( () =>
				postForm(
					wcAjaxUrl( this.settings.wcAjaxUrl, 'remove_from_cart' ),
					{ cart_item_key: key }
				)
			);
		} catch {
			reply = null;
		}
		const result = readFragmentsReply( reply );
		if ( ! result ) {
			this.navigate( link.href );
			return;
		}
		this.session.receive( result );
		fireWc( 'removed_from_cart', [
			result.fragments,
			result.cart_hash,
			link,
		] );
		emit< RemovedDetail >( 'removed-from-cart', detail );
		announce( this.settings.i18n.removed );
	}

	private scheduleQuantity( input: HTMLInputElement ): void {
		const key =
			input.getAttribute( 'data-cart_item_key' ) ??
			input
				.closest( '[data-cart_item_key]' )
				?.getAttribute( 'data-cart_item_key' ) ??
			'';
		if ( ! key ) {
			return;
		}
		const previous = this.qtyTimers.get( key );
		if ( previous ) {
			clearTimeout( previous );
		}
		this.qtyTimers.set(
			key,
			setTimeout( () => {
				this.qtyTimers.delete( key );
				void this.changeQuantity( input, key );
			}, 300 )
		);
	}

	/**
	 * Sends a new quantity when the field passes browser validity, otherwise
	 * shows the browser's validity message. A stale nonce is renewed once.
	 *
	 * @param input Quantity field.
	 * @param key   Cart item key.
	 */
	async changeQuantity(
		input: HTMLInputElement,
		key: string
	): Promise< void > {
		if ( ! input.checkValidity() ) {
			input.reportValidity();
			return;
		}
		const before = Number( input.defaultValue ) || 0;
		const quantity = input.value;
		const send = async (): Promise< unknown > => {
			if ( ! this.session.nonce ) {
				await this.session.refresh();
			}
			return cartQueue.add( () =>
				postForm(
					wcAjaxUrl(
						this.settings.wcAjaxUrl,
						this.settings.quantityAction
					),
					{
						quantity,
						cart_item_key: key,
						security: this.session.nonce,
					}
				)
			);
		};

		let reply: unknown;
		try {
			try {
				reply = await send();
			} catch ( error ) {
				if ( ! (
					error instanceof HttpError && error.status === 403
				) ) {
					throw error;
				}
				// The nonce of a cached page or an old session: get a fresh one, once.
				await this.session.refresh();
				reply = await send();
			}
		} catch ( error ) {
			// The server's own words (e.g. "Nur noch 3 vorrätig" with a 400), else ours.
			reply = error;
		}

		const result = readFragmentsReply( reply );
		if ( ! result ) {
			input.value = input.defaultValue;
			showError(
				messageOf( reply, this.settings.i18n.updateFailed ),
				this.settings
			);
			return;
		}
		const productId =
			input
				.closest( '.woocommerce-mini-cart-item' )
				?.querySelector( '.remove_from_cart_button' )
				?.getAttribute( 'data-product_id' ) ?? '';
		this.session.receive( result );
		if ( Number( quantity ) === 0 && before > 0 ) {
			emit< RemovedDetail >( 'removed-from-cart', {
				productId,
				quantity: before,
				cartItemKey: key,
			} );
			announce( this.settings.i18n.removed );
		} else {
			announce( this.settings.i18n.updated );
		}
		fireWc( 'wc_fragments_refreshed' );
	}
}
