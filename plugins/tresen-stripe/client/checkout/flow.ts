/**
 * The card and SEPA flow on the suite's checkout.
 *
 * - Stripe.js loads on intent: when a Stripe method is (or becomes) the
 *   chosen one. Its Elements hold the card number or IBAN in Stripe's own
 *   iframes: no card data enters the shop's page or server.
 * - Placing the order on the storefront's checkout: for a Stripe method we
 *   hand `tresen:checkout-place-order`'s `detail.waitUntil()` the creation
 *   of the PaymentMethod with Stripe.js; its id goes into the hidden
 *   `stripe_source` and the checkout posts once. A failure shows in German
 *   in the list under the method and rejects the promise (the checkout
 *   enables its button again). Boleto and OXXO take the order over
 *   (`preventDefault`): they post the checkout themselves.
 * - Where the checkout is not the storefront's (WooCommerce's own script
 *   answering `checkout_place_order_stripe`, the order-pay and
 *   add-payment-method forms) the submission is held back, the
 *   PaymentMethod created and the form submitted again, letting that one
 *   through.
 * - The server answers 3-D Secure with the redirect
 *   `#confirm-pi-{client_secret}:{return url}`: the bank's dialog opens
 *   (Stripe's `handleNextAction`), the hash is cleared; success goes to the
 *   return URL, anything else shows the error (or, when the page was opened
 *   with the hash, goes to the return URL, which sends the shopper on).
 */
import { onJQuery } from '@tresen/common/events';
import {
	onPlaceOrder,
	placeOrderWaits,
	type PlaceOrderDetail,
} from '@tresen/common/place-order';
import { formatTaxId } from './boleto';
import { voucherKind } from './voucher';
import { syncTokenForms } from './tokens';
import { StripeMethods } from './methods';

export { parseConfirmHash, type ConfirmHash } from './confirm-hash';
export type { FlowOptions, StripeLoader } from './methods';
export { isSingleElement } from './element';

export class StripeFlow extends StripeMethods {
	private readonly abort = new AbortController();
	private readonly cleanups: Array< () => void > = [];

	/**
	 * Wires the listeners.
	 *
	 * @param openedWithHash Whether the page was opened with a `#confirm-pi-…` hash.
	 */
	start( openedWithHash = false ): void {
		const signal = this.abort.signal;
		document.addEventListener(
			'tresen:payment-method-selected',
			() => this.prepare(),
			{ signal }
		);
		this.form.addEventListener(
			'change',
			( event ) => {
				if ( ! ( event.target instanceof HTMLInputElement ) ) {
					return;
				}
				if ( event.target.name === 'payment_method' ) {
					this.prepare();
				}

				if (
					event.target.id === 'createaccount' ||
					event.target.classList.contains(
						'woocommerce-SavedPaymentMethods-tokenInput'
					)
				) {
					syncTokenForms( this.form );
				}
			},
			{ signal }
		);
		// The Boleto tax id's mask, as the customer types.
		this.form.addEventListener(
			'input',
			( event ) => {
				if (
					event.target instanceof HTMLInputElement &&
					event.target.id === 'stripe_boleto_tax_id'
				) {
					event.target.value = formatTaxId( event.target.value );
				}
			},
			{ signal }
		);
		// The order review update replaces the payment section: mount again.
		const observer = new MutationObserver( () => {
			syncTokenForms( this.form );
			this.prepare();
		} );
		observer.observe( this.form, { childList: true, subtree: true } );
		this.cleanups.push( () => observer.disconnect() );
		this.cleanups.push(
			onPlaceOrder( ( detail, event ) =>
				this.onPlaceOrder( detail, event )
			)
		);
		for ( const id of [
			this.options.settings.gatewayId,
			this.options.settings.sepaGatewayId,
		] ) {
			this.cleanups.push(
				onJQuery(
					`checkout_place_order_${ id }`,
					( _event, checkoutForm ) =>
						this.onJQueryPlaceOrder( checkoutForm ),
					this.form
				)
			);
		}
		if (
			this.form.id === 'order_review' ||
			this.form.id === 'add_payment_method'
		) {
			// The order-pay and add-payment-method pages post their form themselves (no checkout event).
			this.form.addEventListener(
				'submit',
				( event ) => this.onPaySubmit( event ),
				{ signal }
			);
		}
		window.addEventListener( 'hashchange', () => this.onHash( false ), {
			signal,
		} );
		syncTokenForms( this.form );
		this.onHash( openedWithHash );
		this.prepare();
	}

	/**
	 * Places the order with a Stripe method (a submission held back while
	 * this script loaded): the promise the checkout waits for.
	 *
	 * @param gateway Chosen gateway id.
	 */
	placeOrder( gateway: string ): Promise< void > {
		const kind = this.kindOf( gateway );
		if ( ! kind || this.directSubmit( gateway ) ) {
			return Promise.resolve();
		}
		return this.tokenize( kind );
	}

	/**
	 * Pays with a voucher method (an order taken over while this script loaded).
	 *
	 * @param gateway Chosen gateway id.
	 */
	takeOver( gateway: string ): void {
		const voucher = voucherKind( gateway );
		if ( voucher ) {
			void this.payVoucher( voucher );
		}
	}

	/**
	 * Goes on with a submission of the order-pay or add-payment-method form
	 * held back while this script loaded.
	 *
	 * @param gateway Chosen gateway id.
	 */
	resume( gateway: string ): void {
		const voucher = voucherKind( gateway );
		if ( voucher ) {
			void this.payVoucher( voucher );
			return;
		}
		const kind = this.kindOf( gateway );
		if ( ! kind ) {
			return;
		}
		if ( this.directSubmit( gateway ) ) {
			this.resubmit();
			return;
		}
		void this.createPaymentMethod( kind );
	}

	/** Removes every listener (tests; a page that swaps its form). */
	stop(): void {
		this.abort.abort();
		this.cleanups.splice( 0 ).forEach( ( cleanup ) => cleanup() );
	}

	/**
	 * WooCommerce's jQuery ask: false stops the submission while we work
	 * (WooCommerce's own checkout script). The storefront's checkout says it
	 * waits for `tresen:checkout-place-order`: we go on and answer there.
	 *
	 * @param checkoutForm The handler's `wc_checkout_form` argument.
	 */
	private onJQueryPlaceOrder( checkoutForm: unknown ): boolean {
		if ( this.pass || placeOrderWaits( checkoutForm ) ) {
			return true;
		}
		const voucher = voucherKind( this.chosen() );
		if ( voucher ) {
			void this.payVoucher( voucher );
			return false;
		}
		const kind = this.kindOf( this.chosen() );
		if ( kind && ! this.directSubmit( this.chosen() ) ) {
			void this.createPaymentMethod( kind );
			return false;
		}
		return true;
	}

	/**
	 * The storefront checkout's place-order event: a card or SEPA order
	 * waits for its PaymentMethod, a voucher order is ours to place.
	 *
	 * @param detail `tresen:checkout-place-order`'s detail.
	 * @param event  The event (preventDefault: we place it).
	 */
	private onPlaceOrder( detail: PlaceOrderDetail, event: Event ): void {
		if ( this.pass ) {
			this.pass = false; // A submission of ours through WooCommerce's script.
			return;
		}
		const gateway = detail.paymentMethod;
		const voucher = voucherKind( gateway );
		if ( voucher ) {
			event.preventDefault();
			void this.payVoucher( voucher );
			return;
		}
		const kind = this.kindOf( gateway );
		if ( ! kind || this.directSubmit( gateway ) ) {
			return;
		}
		detail.waitUntil( this.tokenize( kind ) );
	}

	/**
	 * The order-pay form's own submission.
	 *
	 * @param event Submit event.
	 */
	private onPaySubmit( event: Event ): void {
		if ( this.pass ) {
			this.pass = false;
			return;
		}
		const voucher = voucherKind( this.chosen() );
		if ( voucher ) {
			event.preventDefault();
			void this.payVoucher( voucher );
			return;
		}
		const kind = this.kindOf( this.chosen() );
		if ( ! kind || this.directSubmit( this.chosen() ) ) {
			return;
		}
		event.preventDefault();
		void this.createPaymentMethod( kind );
	}
}
