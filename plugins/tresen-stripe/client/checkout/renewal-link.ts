/**
 * Which click is an early renewal paid with Stripe, and its messages
 * (early-renewal.ts does the rest). Kept apart and small: the entry
 * (index.ts) checks every click with it and loads the rest only for such
 * a link.
 */
import { __ } from '@wordpress/i18n';

/** The link a subscriptions plugin's early-renewal modal prints ("Pay now"). */
export const MODAL_SUBMIT = '#early_renewal_modal_submit';

/** This plugin's own early-renewal link (EarlyRenewal::url()). */
export const OWN_LINK = 'a[href*="tresen-stripe-early-renewal="]';

/**
 * The early-renewal link a click landed on: the modal's link when the
 * subscription is paid with Stripe's card method (or the link names no
 * method), or this plugin's own link; otherwise null.
 *
 * @param target    Clicked element.
 * @param gatewayId The card method's id.
 */
export function renewalLink(
	target: EventTarget | null,
	gatewayId: string
): HTMLAnchorElement | null {
	if ( ! ( target instanceof Element ) ) {
		return null;
	}
	const modal = target.closest< HTMLAnchorElement >( `a${ MODAL_SUBMIT }` );
	if ( modal ) {
		const method = modal.getAttribute( 'data-payment-method' );
		return modal.href &&
			( method === null || method === '' || method === gatewayId )
			? modal
			: null;
	}
	return target.closest< HTMLAnchorElement >( OWN_LINK );
}

/** The request failed or its reply could not be read. */
export function networkMessage(): string {
	return __(
		'We could not reach the shop. Please check your connection and try again.',
		'tresen-stripe'
	);
}

/**
 * Shows a message right after the link (role=alert: read out at once).
 *
 * @param link    The early-renewal link.
 * @param message German message.
 */
export function showRenewalError(
	link: HTMLAnchorElement,
	message: string
): void {
	let box = link.parentElement?.querySelector< HTMLElement >(
		'.tresen-stripe-renewal-error'
	);
	if ( ! box ) {
		box = document.createElement( 'p' );
		box.className = 'tresen-stripe-renewal-error woocommerce-error';
		box.setAttribute( 'role', 'alert' );
		link.insertAdjacentElement( 'afterend', box );
	}
	box.textContent = message;
}
