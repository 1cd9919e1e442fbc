/**
 * Placing the order: the suite's replacement of WooCommerce's checkout
 * submission. Terms and required fields are checked first; then gateways
 * are asked through WooCommerce's `checkout_place_order` and
 * `checkout_place_order_<gateway>` handlers (one returning false stops it)
 * and our `tresen:checkout-place-order` (common/js/place-order.ts): a gateway
 * hands `detail.waitUntil()` a promise (Stripe creates its PaymentMethod),
 * the form stays blocked until it settles and then posts to
 * `?wc-ajax=checkout` once; a rejection shows the gateway's message and
 * enables the button again. A failure shows the server's messages at the
 * top of the form and fires `checkout_error`; a dropped connection keeps
 * every entry.
 */
import { __, sprintf } from '@wordpress/i18n';
import { HttpError, postFormText } from '@tresen/common/http';
import { triggerJQuery } from '@tresen/common/events';
import {
	askJQuery,
	dispatchPlaceOrder,
	PLACE_ORDER_WAITS,
	readRefusal,
} from '@tresen/common/place-order';
import { asJQuery } from '@tresen/common/wc-events';
import { isRecord } from '@tresen/common/settings';
import { serialize } from './fields';
import { missingRequired } from './validate';
import { errorListHtml, showNoticeGroup } from './notice-group';
import { paymentMethod } from './review';
import type { CheckoutParams, CheckoutSettings } from './settings.d';

export interface CheckoutReply {
	result: string;
	redirect: string;
	messages: string;
	refresh: boolean;
	reload: boolean;
}

/**
 * Reads the checkout's reply. Like WooCommerce, it finds the JSON even when
 * a plugin printed something before it.
 *
 * @param text The reply body.
 */
export function parseCheckoutReply( text: string ): CheckoutReply | null {
	let value: unknown = null;
	try {
		value = JSON.parse( text );
	} catch {
		const match = text.match( /{"result.*}/s );
		if ( match ) {
			try {
				value = JSON.parse( match[ 0 ] );
			} catch {
				value = null;
			}
		}
	}
	if ( ! isRecord( value ) ) {
		return null;
	}
	return {
		result: typeof value.result === 'string' ? value.result : '',
		redirect: typeof value.redirect === 'string' ? value.redirect : '',
		messages: typeof value.messages === 'string' ? value.messages : '',
		refresh: value.refresh === true || value.refresh === 'true',
		reload: value.reload === true || value.reload === 'true',
	};
}

export interface SubmitOptions {
	params: CheckoutParams;
	settings: CheckoutSettings;
	/** Stops a queued order review update. */
	cancelUpdate: () => void;
	/** Refreshes the order review (a fresh nonce after `refresh`). */
	requestUpdate: () => void;
	/** Goes to the order-received or payment page. */
	navigate?: ( url: string ) => void;
	/** Reloads the page. */
	reload?: () => void;
}

/** The submission of one checkout form. */
export class CheckoutSubmit {
	/** What gateways' handlers get, shaped like WooCommerce's `wc_checkout_form`. */
	readonly compat: Record< string, unknown >;

	constructor(
		private readonly form: HTMLFormElement,
		private readonly options: SubmitOptions
	) {
		this.compat = {
			$checkout_form: asJQuery( form ),
			get_payment_method: () => paymentMethod( form ),
			submit_error: ( html: string ) => this.fail( html ),
			// Gateways' jQuery handlers: go on, `tresen:checkout-place-order` waits for you.
			[ PLACE_ORDER_WAITS ]: true,
			scroll_to_notices: () =>
				form
					.querySelector( '.woocommerce-NoticeGroup' )
					?.scrollIntoView(),
		};
	}

	/** Whether an order is on its way. */
	get processing(): boolean {
		return this.form.classList.contains( 'processing' );
	}

	private setProcessing( on: boolean ): void {
		this.form.classList.toggle( 'processing', on );
		this.form.setAttribute( 'aria-busy', on ? 'true' : 'false' );
		const button =
			this.form.querySelector< HTMLButtonElement >( '#place_order' );
		if ( button ) {
			button.toggleAttribute( 'aria-disabled', on );
		}
	}

	/**
	 * Shows errors at the top of the form and tells third parties.
	 *
	 * @param html Notice markup.
	 */
	fail( html: string ): void {
		this.setProcessing( false );
		showNoticeGroup( this.form, html, {
			scrollOffset: this.options.settings.scrollOffset,
			focusDelayMs: this.options.settings.noticeFocusDelayMs,
		} );
		triggerJQuery( 'checkout_error', [ html ] );
	}

	/** The terms box and required fields the shopper has not filled yet, as error markup. */
	private clientErrors(): string | null {
		const errors: Array< { text: string; id?: string } > = [];
		let terms = false;
		for ( const { field, label } of missingRequired( this.form ) ) {
			if ( field.id === 'terms' || field.name === 'terms' ) {
				terms = true;
				continue;
			}
			errors.push( {
				text: sprintf(
					/* translators: %s: field label, e.g. "Vorname". */
					__( '%s is a required field.', 'tresen-storefront' ),
					label
				),
				id: field.id || undefined,
			} );
		}
		if ( terms ) {
			errors.unshift( {
				text: __(
					'Please read and accept the terms and conditions to proceed with your order.',
					'tresen-storefront'
				),
				id: 'terms',
			} );
		}
		return errors.length ? errorListHtml( errors ) : null;
	}

	/**
	 * Handles the form's submit event.
	 *
	 * @param event The submit event.
	 */
	async submit( event: Event ): Promise< void > {
		event.preventDefault();
		this.options.cancelUpdate();
		if ( this.processing ) {
			return;
		}
		const missing = this.clientErrors();
		if ( missing ) {
			this.fail( missing );
			return;
		}
		const method = paymentMethod( this.form );
		if (
			! askJQuery( 'checkout_place_order', [ this.compat ], this.form ) ||
			! askJQuery(
				`checkout_place_order_${ method }`,
				[ this.compat ],
				this.form
			)
		) {
			return; // A gateway takes over (and submits again when it is ready).
		}
		const { takenOver, ready } = dispatchPlaceOrder( this.form, method );
		if ( takenOver ) {
			return; // A gateway places the order itself (Stripe's vouchers).
		}
		this.setProcessing( true );
		try {
			await ready;
		} catch ( reason ) {
			const { message, shown } = readRefusal( reason );
			if ( shown ) {
				this.setProcessing( false );
			} else {
				this.fail(
					message
						? errorListHtml( [ { text: message } ] )
						: this.genericError()
				);
			}
			return;
		}
		const { params } = this.options;
		let text: string;
		try {
			text = await postFormText(
				params.checkout_url,
				serialize( this.form )
			);
		} catch ( error ) {
			if ( error instanceof HttpError ) {
				// A refusal with WooCommerce's own notices, or the server's words, or ours.
				const reply = isRecord( error.data )
					? parseCheckoutReply( JSON.stringify( error.data ) )
					: null;
				if ( reply?.messages ) {
					this.handleReply( reply );
				} else {
					this.fail(
						error.serverMessage
							? errorListHtml( [ { text: error.serverMessage } ] )
							: this.genericError()
					);
				}
			} else {
				this.fail(
					errorListHtml( [
						{
							text: __(
								'Your order could not be sent because there is no connection to the shop. Your entries are kept; please try again.',
								'tresen-storefront'
							),
						},
					] )
				);
			}
			return;
		}
		this.handleReply( parseCheckoutReply( text ) );
	}

	private genericError(): string {
		const message = this.options.params.i18n_checkout_error.trim();
		if ( message ) {
			return `<ul class="woocommerce-error"><li>${ message }</li></ul>`;
		}
		return errorListHtml( [
			{
				text: __(
					'Your order could not be completed. Please try again; if it happens again, contact us.',
					'tresen-storefront'
				),
			},
		] );
	}

	private handleReply( reply: CheckoutReply | null ): void {
		const navigate =
			this.options.navigate ??
			( ( url: string ) => window.location.assign( url ) );
		if ( reply?.result === 'success' ) {
			if (
				! askJQuery(
					'checkout_place_order_success',
					[ reply, this.compat ],
					this.form
				)
			) {
				// A gateway finishes the payment itself (e.g. a confirmation dialog). WooCommerce
				// would show its generic error here; the shopper has done nothing wrong.
				this.setProcessing( false );
				return;
			}
			if ( reply.redirect ) {
				// Stays "processing" until the next page has loaded.
				navigate( reply.redirect );
				return;
			}
		}
		if ( reply?.reload ) {
			( this.options.reload ?? ( () => window.location.reload() ) )();
			return;
		}
		if ( reply?.refresh ) {
			this.options.requestUpdate();
		}
		this.fail( reply?.messages ? reply.messages : this.genericError() );
	}
}
