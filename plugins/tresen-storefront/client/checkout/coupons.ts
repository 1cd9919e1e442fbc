/**
 * Coupons without a reload (chunk `checkout-coupons`, loaded on demand by
 * coupons-lazy.ts): the coupon form posts `apply_coupon`, a coupon's remove
 * link posts `remove_coupon`; then the order review refreshes. WooCommerce's
 * `applied_coupon_in_checkout` and `removed_coupon_in_checkout` fire when
 * jQuery is on the page.
 */
import { __ } from '@wordpress/i18n';
import { messageOf, postFormText, wcAjaxUrl } from '@tresen/common/http';
import { showNotice } from '@tresen/common/notices';
import { triggerJQuery } from '@tresen/common/events';
import type { CheckoutParams, CheckoutSettings } from './settings.d';

export interface CouponOptions {
	params: CheckoutParams;
	settings: CheckoutSettings;
	/** Refreshes the order review (without resending shipping methods). */
	update: () => void;
	/** The checkout form (notices go before it). */
	form: HTMLFormElement;
}

/**
 * Shows the notices a coupon request answered with before the checkout form.
 *
 * @param form The checkout form.
 * @param html Notice markup.
 */
function showCouponNotices( form: HTMLFormElement, html: string ): void {
	document
		.querySelectorAll(
			'.woocommerce-error, .woocommerce-message, .is-error, .is-success, .tresen-coupon-notices'
		)
		.forEach( ( el ) => {
			if (
				! form.contains( el ) ||
				el.classList.contains( 'tresen-coupon-notices' )
			) {
				el.remove();
			}
		} );
	const wrapper = document.createElement( 'div' );
	wrapper.className = 'tresen-coupon-notices';
	wrapper.setAttribute( 'role', 'status' );
	const template = document.createElement( 'template' );
	template.innerHTML = html;
	wrapper.append( template.content );
	form.before( wrapper );
}

/**
 * Tells the shopper the coupon could not be checked.
 *
 * @param settings The checkout settings.
 * @param error    What went wrong (a server's message is shown).
 */
export function couponFailed(
	settings: CheckoutSettings,
	error: unknown
): void {
	showNotice(
		'error',
		messageOf(
			error,
			__(
				'The coupon could not be checked. Please check your connection and try again.',
				'tresen-storefront'
			)
		),
		{
			focusDelayMs: settings.noticeFocusDelayMs,
			scrollOffset: settings.scrollOffset,
		}
	);
}

/**
 * Applies the code of a coupon form (the form is `processing` meanwhile).
 *
 * @param couponForm The coupon form above the checkout.
 * @param options    Params, settings, update callback, form.
 */
export function applyCoupon(
	couponForm: HTMLFormElement,
	options: CouponOptions
): Promise< void > {
	const { params, settings, form } = options;
	const code =
		couponForm.querySelector< HTMLInputElement >(
			'input[name="coupon_code"]'
		)?.value ?? '';
	const email =
		form.querySelector< HTMLInputElement >( 'input[name="billing_email"]' )
			?.value ?? '';
	couponForm.classList.add( 'processing' );
	couponForm.setAttribute( 'aria-busy', 'true' );
	return postFormText(
		wcAjaxUrl( params.wc_ajax_url, 'apply_coupon' ),
		{
			security: params.apply_coupon_nonce,
			coupon_code: code,
			billing_email: email,
		},
		{ timeoutMs: 20000 }
	)
		.then( ( html ) => {
			showCouponNotices( form, html );
			if ( ! /woocommerce-error|is-error/.test( html ) ) {
				couponForm.style.display = 'none';
			}
			triggerJQuery( 'applied_coupon_in_checkout', [ code ] );
			options.update();
		} )
		.catch( ( error ) => couponFailed( settings, error ) )
		.finally( () => {
			couponForm.classList.remove( 'processing' );
			couponForm.removeAttribute( 'aria-busy' );
		} );
}

/**
 * Removes the coupon of a remove link (`data-coupon`).
 *
 * @param link    The order review's remove link.
 * @param options Params, settings, update callback, form.
 */
export function removeCoupon(
	link: HTMLElement,
	options: CouponOptions
): Promise< void > {
	const { params, settings, form } = options;
	const coupon = link.dataset.coupon ?? '';
	return postFormText(
		wcAjaxUrl( params.wc_ajax_url, 'remove_coupon' ),
		{
			security: params.remove_coupon_nonce,
			coupon,
		},
		{ timeoutMs: 20000 }
	)
		.then( ( html ) => {
			showCouponNotices( form, html );
			const input = document.querySelector< HTMLInputElement >(
				'form.checkout_coupon input[name="coupon_code"]'
			);
			if ( input ) {
				input.value = '';
			}
			triggerJQuery( 'removed_coupon_in_checkout', [ coupon ] );
			options.update();
		} )
		.catch( ( error ) => couponFailed( settings, error ) );
}
