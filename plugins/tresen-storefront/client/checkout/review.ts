/**
 * The order review that follows the address: WooCommerce's
 * `?wc-ajax=update_order_review` with the address, the chosen shipping
 * methods and payment method; its fragments (summary table, payment
 * section) replace the page's. A newer update aborts an older one, so the
 * reply shown is always the reply to the latest address.
 */
import { __, sprintf } from '@wordpress/i18n';
import { messageOf, postFormText, wcAjaxUrl } from '@tresen/common/http';
import { announce, showNotice } from '@tresen/common/notices';
import { triggerJQuery } from '@tresen/common/events';
import { isRecord } from '@tresen/common/settings';
import { isShown, serialize } from './fields';
import { clearNotices } from './clear-notices';
import type { CheckoutParams, CheckoutSettings } from './settings.d';

export const FRAGMENTS =
	'.woocommerce-checkout-payment, .woocommerce-checkout-review-order-table';

export interface UpdateArgs {
	/** Send the chosen shipping methods (false after a coupon change). */
	update_shipping_method?: boolean;
	/** The element whose change asked for the update. */
	current_target?: Element | null;
}

export interface ReviewReply {
	result: string;
	messages: string;
	reload: boolean;
	fragments: Record< string, string >;
}

/**
 * Checks a reply's shape.
 *
 * @param value Parsed JSON.
 */
export function asReviewReply( value: unknown ): ReviewReply | null {
	if ( ! isRecord( value ) ) {
		return null;
	}
	const fragments: Record< string, string > = {};
	if ( isRecord( value.fragments ) ) {
		for ( const [ key, html ] of Object.entries( value.fragments ) ) {
			if ( typeof html === 'string' ) {
				fragments[ key ] = html;
			}
		}
	}
	return {
		result: typeof value.result === 'string' ? value.result : '',
		messages: typeof value.messages === 'string' ? value.messages : '',
		reload: value.reload === true,
		fragments,
	};
}

const valueOf = ( form: HTMLFormElement, id: string ): string => {
	const el = form.querySelector( `#${ id }` );
	return el instanceof HTMLInputElement ||
		el instanceof HTMLSelectElement ||
		el instanceof HTMLTextAreaElement
		? el.value
		: '';
};

/**
 * The chosen payment method.
 *
 * @param form The checkout form.
 */
export function paymentMethod( form: HTMLFormElement ): string {
	return (
		form.querySelector< HTMLInputElement >(
			'input[name="payment_method"]:checked'
		)?.value ?? ''
	);
}

/**
 * The request WooCommerce's checkout sends for an update.
 *
 * @param form  The checkout form.
 * @param nonce update-order-review nonce.
 * @param args  Update arguments.
 */
export function reviewRequest(
	form: HTMLFormElement,
	nonce: string,
	args: UpdateArgs = {}
): URLSearchParams {
	const billing = [
		'country',
		'state',
		'postcode',
		'city',
		'address_1',
		'address_2',
	].map( ( key ) => valueOf( form, `billing_${ key }` ) );
	let shipping = billing;
	const different = form.querySelector< HTMLInputElement >(
		'#ship-to-different-address input'
	);
	if ( different?.checked ) {
		shipping = [
			'country',
			'state',
			'postcode',
			'city',
			'address_1',
			'address_2',
		].map( ( key ) => valueOf( form, `shipping_${ key }` ) );
	}
	let hasFullAddress = true;
	form.querySelectorAll( '.address-field.validate-required' ).forEach(
		( row ) => {
			const input = row.querySelector( 'input, select, textarea' );
			if (
				isShown( row ) &&
				( input instanceof HTMLInputElement ||
					input instanceof HTMLSelectElement ||
					input instanceof HTMLTextAreaElement ) &&
				input.value === ''
			) {
				hasFullAddress = false;
			}
		}
	);
	const data = new URLSearchParams();
	data.set( 'security', nonce );
	data.set( 'payment_method', paymentMethod( form ) );
	const names = [
		'country',
		'state',
		'postcode',
		'city',
		'address',
		'address_2',
	];
	names.forEach( ( name, i ) => data.set( name, billing[ i ] ) );
	names.forEach( ( name, i ) => data.set( `s_${ name }`, shipping[ i ] ) );
	data.set( 'has_full_address', hasFullAddress ? 'true' : 'false' );
	data.set( 'post_data', serialize( form ).toString() );
	if ( args.update_shipping_method !== false ) {
		form.querySelectorAll< HTMLInputElement | HTMLSelectElement >(
			'select.shipping_method, input[name^="shipping_method"][type="radio"]:checked, input[name^="shipping_method"][type="hidden"]'
		).forEach( ( el ) => {
			data.set(
				`shipping_method[${ el.dataset.index ?? '0' }]`,
				el.value
			);
		} );
	}
	return data;
}

/** What a payment box's fields held, by id, to put back after the section is replaced. */
function savePaymentDetails(): Map< string, string | boolean > {
	const saved = new Map< string, string | boolean >();
	document
		.querySelectorAll<
			HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
		>( '.payment_box input, .payment_box select, .payment_box textarea' )
		.forEach( ( el ) => {
			if ( ! el.id ) {
				return;
			}
			const checkable =
				el instanceof HTMLInputElement &&
				( el.type === 'checkbox' || el.type === 'radio' );
			saved.set(
				el.id,
				checkable ? ( el as HTMLInputElement ).checked : el.value
			);
		} );
	return saved;
}

function restorePaymentDetails( saved: Map< string, string | boolean > ): void {
	saved.forEach( ( value, id ) => {
		const el = document.getElementById( id );
		if ( el instanceof HTMLInputElement && typeof value === 'boolean' ) {
			el.checked = value;
		} else if (
			( el instanceof HTMLInputElement ||
				el instanceof HTMLSelectElement ||
				el instanceof HTMLTextAreaElement ) &&
			typeof value === 'string' &&
			( el instanceof HTMLSelectElement || el.value === '' )
		) {
			el.value = value;
		}
	} );
}

/**
 * Replaces the page's fragments with the reply's; unchanged ones stay.
 * Focus inside a replaced fragment moves to the element with the same id.
 *
 * @param fragments Selector => markup.
 * @param previous  The last reply's fragments.
 */
export function applyFragments(
	fragments: Record< string, string >,
	previous: Record< string, string >
): void {
	const doc = document.body.ownerDocument;
	const focusedId =
		doc.activeElement instanceof HTMLElement ? doc.activeElement.id : '';
	for ( const [ selector, html ] of Object.entries( fragments ) ) {
		if ( previous[ selector ] === html ) {
			continue;
		}
		let targets: Element[];
		try {
			targets = Array.from( document.querySelectorAll( selector ) );
		} catch {
			continue; // A selector the browser does not understand.
		}
		targets.forEach( ( target ) => {
			const template = document.createElement( 'template' );
			template.innerHTML = html.trim();
			target.replaceWith( template.content );
		} );
	}
	if ( focusedId && ! doc.activeElement?.id ) {
		document.getElementById( focusedId )?.focus();
	}
}

export interface ReviewOptions {
	params: CheckoutParams;
	settings: CheckoutSettings;
	/** Called after the payment section was replaced. */
	onReplaced: () => void;
}

/** The order review of one checkout form. */
export class OrderReview {
	private controller: AbortController | null = null;
	private timer: ReturnType< typeof setTimeout > | null = null;
	private fragments: Record< string, string > = {};

	constructor(
		private readonly form: HTMLFormElement,
		private readonly options: ReviewOptions
	) {}

	/** Cancels a queued update (the form is being submitted). */
	cancelQueued(): void {
		if ( this.timer ) {
			clearTimeout( this.timer );
			this.timer = null;
		}
	}

	/**
	 * Queues an update a moment from now, so fields that change together
	 * send one request (WooCommerce waits 5 ms, too).
	 *
	 * @param args    Update arguments.
	 * @param delayMs Wait (ms).
	 */
	schedule( args: UpdateArgs = {}, delayMs = 5 ): void {
		this.cancelQueued();
		this.timer = setTimeout( () => {
			this.timer = null;
			void this.run( args );
		}, delayMs );
	}

	private setBusy( busy: boolean ): void {
		document.querySelectorAll( FRAGMENTS ).forEach( ( el ) => {
			el.classList.toggle( 'tresen-busy', busy );
			if ( busy ) {
				el.setAttribute( 'aria-busy', 'true' );
			} else {
				el.removeAttribute( 'aria-busy' );
			}
		} );
	}

	/**
	 * Sends the update now and applies the reply.
	 *
	 * @param args Update arguments.
	 */
	async run( args: UpdateArgs = {} ): Promise< void > {
		this.controller?.abort();
		const controller =
			typeof AbortController === 'function'
				? new AbortController()
				: null;
		this.controller = controller;
		const { params, settings } = this.options;
		const data = reviewRequest(
			this.form,
			params.update_order_review_nonce,
			args
		);
		this.setBusy( true );
		let text: string;
		try {
			text = await postFormText(
				wcAjaxUrl( params.wc_ajax_url, 'update_order_review' ),
				data,
				{ timeoutMs: 20000, signal: controller?.signal }
			);
		} catch ( error ) {
			if ( controller && controller !== this.controller ) {
				return; // A newer update took over.
			}
			this.setBusy( false );
			this.controller = null;
			// Offline, a timeout (an abort of our own) or a server error: the form stays as it is.
			if ( error instanceof Error ) {
				showNotice(
					'error',
					messageOf(
						error,
						__(
							'The order summary could not be updated. Please check your connection; your entries are kept.',
							'tresen-storefront'
						)
					),
					{
						container: this.form,
						focusDelayMs: settings.noticeFocusDelayMs,
						scrollOffset: settings.scrollOffset,
					}
				);
			}
			return;
		}
		if ( controller !== this.controller ) {
			return;
		}
		this.controller = null;
		let reply: ReviewReply | null = null;
		try {
			reply = asReviewReply( JSON.parse( text ) );
		} catch {
			reply = null;
		}
		this.apply( reply, args );
	}

	private apply( reply: ReviewReply | null, args: UpdateArgs ): void {
		const { settings } = this.options;
		if ( reply?.reload ) {
			window.location.reload();
			return;
		}
		document
			.querySelectorAll( '.woocommerce-NoticeGroup-updateOrderReview' )
			.forEach( ( el ) => el.remove() );
		const terms = document.querySelector< HTMLInputElement >( '#terms' );
		const termsChecked = terms?.checked ?? false;
		const saved = savePaymentDetails();
		if ( reply ) {
			applyFragments( reply.fragments, this.fragments );
			this.fragments = reply.fragments;
		}
		this.setBusy( false );
		if ( termsChecked ) {
			const fresh =
				document.querySelector< HTMLInputElement >( '#terms' );
			if ( fresh ) {
				fresh.checked = true;
			}
		}
		restorePaymentDetails( saved );
		if ( ! reply ) {
			showNotice(
				'error',
				__(
					'The order summary could not be updated. Please reload the page; your entries are kept.',
					'tresen-storefront'
				),
				{
					container: this.form,
					focusDelayMs: settings.noticeFocusDelayMs,
					scrollOffset: settings.scrollOffset,
				}
			);
		} else if ( reply.result === 'failure' ) {
			if ( reply.messages ) {
				const { form } = this;
				const messages = reply.messages;
				void import(
					/* webpackChunkName: "checkout-notices" */ './notice-group'
				).then(
					( m ) =>
						m.showNoticeGroup( form, messages, {
							scrollOffset: settings.scrollOffset,
							focusDelayMs: settings.noticeFocusDelayMs,
							kind: 'updateOrderReview',
						} ),
					() =>
						showNotice(
							'error',
							(
								new DOMParser().parseFromString(
									messages,
									'text/html'
								).body.textContent ?? ''
							).trim(),
							{ container: form }
						)
				);
			} else {
				clearNotices( this.form );
			}
		} else {
			const total = document
				.querySelector(
					'.woocommerce-checkout-review-order-table .order-total .amount'
				)
				?.textContent?.trim();
			if ( total ) {
				announce(
					sprintf(
						/* translators: %s: order total, e.g. "36,41 €". */
						__(
							'Order summary updated. Total: %s',
							'tresen-storefront'
						),
						total
					)
				);
			}
		}
		this.options.onReplaced();
		const target = args.current_target;
		if (
			reply?.result === 'success' &&
			target instanceof HTMLElement &&
			target.id.includes( 'shipping_method' )
		) {
			document.getElementById( target.id )?.focus();
		}
		triggerJQuery( 'updated_checkout', [ reply ?? {} ] );
	}
}
