/**
 * The cart page (`form.woocommerce-cart-form`): quantity changes and removals
 * without a full reload. The form is posted (or the remove link followed) in
 * the background and the cart table, totals and notices are replaced with the
 * server's new markup. Choosing a shipping rate stores it through WooCommerce's
 * `update_shipping_method` endpoint and shows the new totals; the shipping
 * calculator is posted in the background.
 */
import { emit } from '@tresen/common/events';
import { cssEscape, focusedElement } from './lib/css-escape';
import { fireWc } from '@tresen/common/wc-events';
import { announce, focusFirstError } from '@tresen/common/notices';
import { showError } from '@tresen/common/dialog-notices';
import { cartQueue } from '@tresen/common/queue';
import { messageOf, request, wcAjaxUrl } from '@tresen/common/http';
import type { CartSession } from './lib/session';
import type { RemovedDetail } from './mini-cart';
import type { CartSettings } from './settings.d';
import { keepCalculatorState } from './shipping-calculator';

/** A shipping rate control of the cart totals. */
const SHIPPING_METHOD =
	'select.shipping_method, input[name^="shipping_method"]';
/** The chosen rate of each package. */
const CHOSEN_SHIPPING_METHODS =
	'.cart_totals select.shipping_method, .cart_totals input[name^="shipping_method"][type="radio"]:checked, .cart_totals input[name^="shipping_method"][type="hidden"]';

/**
 * WooCommerce's nonce for choosing a shipping rate, printed on the (never
 * cached) cart page as `wc_cart_params`; empty when missing, which the
 * server refuses and the shopper is told.
 */
function shippingNonce(): string {
	const params = (
		window as unknown as {
			wc_cart_params?: { update_shipping_method_nonce?: unknown };
		}
	 ).wc_cart_params;
	return typeof params?.update_shipping_method_nonce === 'string'
		? params.update_shipping_method_nonce
		: '';
}

const REGIONS = [
	'.woocommerce-cart-form',
	'.cart_totals',
	'.woocommerce-notices-wrapper',
];

async function fetchPage(
	url: string,
	init: { method: 'GET' | 'POST'; body?: FormData | URLSearchParams }
): Promise< Document > {
	const { text } = await request( url, {
		...init,
		headers: { Accept: 'text/html' },
	} );
	return new DOMParser().parseFromString( text, 'text/html' );
}

export class CartPage {
	private timer: ReturnType< typeof setTimeout > | null = null;
	/** Fragment refreshes this page asked for itself (no reload for those). */
	private ownRefresh = 0;

	constructor(
		private readonly settings: CartSettings,
		private readonly session: CartSession,
		private readonly onReplaced: ( root: ParentNode ) => void
	) {
		document.addEventListener( 'change', ( e ) => this.onChange( e ) );
		document.addEventListener( 'click', ( e ) => this.onClick( e ) );
		document.addEventListener( 'submit', ( e ) => this.onSubmit( e ) );
		// A change in the mini cart, by an add button or in another tab: show the same cart here.
		document.addEventListener( 'tresen:cart-updated', () => {
			if ( this.ownRefresh === 0 ) {
				void this.reload();
			}
		} );
	}

	private get form(): HTMLFormElement | null {
		return document.querySelector< HTMLFormElement >(
			'form.woocommerce-cart-form'
		);
	}

	private onChange( e: Event ): void {
		if (
			e.target instanceof Element &&
			e.target.matches( SHIPPING_METHOD ) &&
			e.target.closest( '.cart_totals' )
		) {
			this.chooseShipping();
			return;
		}
		const input = e.target instanceof HTMLInputElement ? e.target : null;
		const form = this.form;
		if (
			! input ||
			! form ||
			! form.contains( input ) ||
			! input.matches( 'input.qty' )
		) {
			return;
		}
		if ( this.timer ) {
			clearTimeout( this.timer );
		}
		this.timer = setTimeout( () => {
			this.timer = null;
			if ( ! form.checkValidity() ) {
				form.reportValidity();
				return;
			}
			void this.update( form );
		}, 500 );
	}

	private onSubmit( e: Event ): void {
		const form = e.target instanceof HTMLFormElement ? e.target : null;
		if ( form?.matches( 'form.woocommerce-shipping-calculator' ) ) {
			// "Versand berechnen": post it in the background, show the new totals.
			e.preventDefault();
			this.calculateShipping( form );
			return;
		}
		if ( ! form || form !== this.form ) {
			return;
		}
		const submitter = ( e as SubmitEvent ).submitter;
		// Enter in a quantity field or the update button: update in place.
		if (
			submitter &&
			submitter instanceof HTMLButtonElement &&
			submitter.name !== 'update_cart'
		) {
			return;
		}
		e.preventDefault();
		void this.update( form );
	}

	private onClick( e: MouseEvent ): void {
		const link =
			e.target instanceof Element
				? e.target.closest< HTMLAnchorElement >( 'a.remove' )
				: null;
		const form = this.form;
		if (
			! link ||
			! form ||
			! form.contains( link ) ||
			e.ctrlKey ||
			e.metaKey ||
			e.shiftKey
		) {
			return;
		}
		e.preventDefault();
		const row = link.closest< HTMLElement >( 'tr, .cart_item' );
		const qty = row?.querySelector< HTMLInputElement >( 'input.qty' );
		row?.classList.add( 'is-blocked' );
		row?.setAttribute( 'aria-busy', 'true' );
		void this.run(
			() => fetchPage( link.href, { method: 'GET' } ),
			link.href
		).then( ( ok ) => {
			if ( ok ) {
				emit< RemovedDetail >( 'removed-from-cart', {
					productId: link.getAttribute( 'data-product_id' ) ?? '',
					quantity: Number( qty?.value ?? 1 ) || 1,
					cartItemKey:
						link.getAttribute( 'data-cart_item_key' ) ?? '',
				} );
				fireWc( 'removed_from_cart', [ {}, '', link ] );
			}
		} );
	}

	/**
	 * Posts the cart form as WooCommerce's "update cart" button would.
	 *
	 * @param form Cart form.
	 */
	update( form: HTMLFormElement ): Promise< boolean > {
		const body = new FormData( form );
		body.set(
			'update_cart',
			form.querySelector< HTMLButtonElement >(
				'button[name="update_cart"]'
			)?.value || 'Update Cart'
		);
		form.classList.add( 'is-blocked' );
		form.setAttribute( 'aria-busy', 'true' );
		return this.run(
			() =>
				fetchPage( form.action || window.location.href, {
					method: 'POST',
					body,
				} ),
			null
		);
	}

	/**
	 * Posts the shipping calculator as its button would; on failure the
	 * browser posts it normally.
	 *
	 * @param form The calculator form.
	 */
	private calculateShipping( form: HTMLFormElement ): void {
		const body = new FormData( form );
		body.set( 'calc_shipping', '1' );
		form.classList.add( 'is-blocked' );
		form.setAttribute( 'aria-busy', 'true' );
		void this.run(
			() =>
				fetchPage( form.action || this.settings.cartUrl, {
					method: 'POST',
					body,
				} ),
			null
		).then( ( ok ) => {
			if ( ok ) {
				fireWc( 'updated_shipping_method' );
			} else {
				form.classList.remove( 'is-blocked' );
				form.removeAttribute( 'aria-busy' );
			}
		} );
	}

	/**
	 * Stores the chosen shipping rates (`shipping_method[index]`) as
	 * WooCommerce's cart script does, then shows the recalculated cart.
	 */
	private chooseShipping(): void {
		const body = new URLSearchParams();
		body.set( 'security', shippingNonce() );
		document
			.querySelectorAll< HTMLInputElement | HTMLSelectElement >(
				CHOSEN_SHIPPING_METHODS
			)
			.forEach( ( field ) => {
				body.set(
					`shipping_method[${ field.dataset.index ?? '0' }]`,
					field.value
				);
			} );
		const totals = document.querySelector( '.cart_totals' );
		totals?.classList.add( 'is-blocked' );
		totals?.setAttribute( 'aria-busy', 'true' );
		void this.run( async () => {
			await request(
				wcAjaxUrl( this.settings.wcAjaxUrl, 'update_shipping_method' ),
				{ body }
			);
			return fetchPage( this.settings.cartUrl, { method: 'GET' } );
		}, null ).then( ( ok ) => {
			if ( ok ) {
				fireWc( 'updated_shipping_method' );
			} else {
				totals?.classList.remove( 'is-blocked' );
				totals?.removeAttribute( 'aria-busy' );
			}
		} );
	}

	/** Re-reads the cart page (after changes elsewhere). */
	reload(): Promise< boolean > {
		return this.run(
			() => fetchPage( this.settings.cartUrl, { method: 'GET' } ),
			null,
			false
		);
	}

	private async run(
		load: () => Promise< Document >,
		fallback: string | null,
		announceIt = true
	): Promise< boolean > {
		let doc: Document;
		try {
			doc = await cartQueue.add( load );
		} catch ( error ) {
			this.form?.classList.remove( 'is-blocked' );
			this.form?.removeAttribute( 'aria-busy' );
			document
				.querySelectorAll( '.woocommerce-cart-form [aria-busy]' )
				.forEach( ( el ) => {
					el.removeAttribute( 'aria-busy' );
					el.classList.remove( 'is-blocked' );
				} );
			if ( fallback ) {
				window.location.assign( fallback );
			} else {
				// The server's own words when it sent some (e.g. a refused shipping method).
				showError(
					messageOf( error, this.settings.i18n.updateFailed ),
					this.settings
				);
			}
			return false;
		}
		this.replace( doc );
		fireWc( 'updated_wc_div' );
		fireWc( 'updated_cart_totals' );
		if ( announceIt ) {
			announce( this.settings.i18n.updated );
			this.ownRefresh++;
			void this.session.refresh().finally( () => {
				this.ownRefresh--;
			} );
		}
		const wrapper = document.querySelector(
			'.woocommerce-notices-wrapper'
		);
		if ( wrapper?.querySelector( '.woocommerce-error' ) ) {
			focusFirstError(
				wrapper,
				this.settings.noticeFocusDelayMs,
				this.settings.scrollOffset
			);
		}
		return true;
	}

	private replace( doc: Document ): void {
		const active = focusedElement();
		const activeName =
			active instanceof HTMLInputElement &&
			active.closest( 'form.woocommerce-cart-form' )
				? active.name
				: '';
		// A shipping rate radio keeps focus across the swap (its id is stable).
		const activeId =
			active instanceof HTMLElement && active.closest( '.cart_totals' )
				? active.id
				: '';
		const newForm = doc.querySelector( 'form.woocommerce-cart-form' );
		if ( ! newForm ) {
			// The cart is empty now: show the page's empty-cart content.
			const current = document.querySelector( '.woocommerce' );
			const next = doc.querySelector( '.woocommerce' );
			if ( current && next ) {
				current.replaceWith( document.importNode( next, true ) );
				this.onReplaced( document );
				document
					.querySelector< HTMLElement >(
						'.cart-empty, .wc-empty-cart-message'
					)
					?.setAttribute( 'tabindex', '-1' );
				document
					.querySelector< HTMLElement >(
						'.cart-empty, .wc-empty-cart-message'
					)
					?.focus();
			}
			return;
		}
		// An open shipping calculator stays open with what was typed in it.
		const restoreCalculator = keepCalculatorState();
		for ( const selector of REGIONS ) {
			const here = document.querySelector( selector );
			const there = doc.querySelector( selector );
			if ( here && there ) {
				here.replaceWith( document.importNode( there, true ) );
			}
		}
		restoreCalculator();
		this.onReplaced( document );
		if ( activeName ) {
			document
				.querySelector< HTMLElement >(
					`form.woocommerce-cart-form [name="${ cssEscape( activeName ) }"]`
				)
				?.focus();
		} else if ( activeId ) {
			document.getElementById( activeId )?.focus();
		}
	}
}
