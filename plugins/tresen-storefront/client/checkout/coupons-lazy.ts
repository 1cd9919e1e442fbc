/**
 * The coupon form and the coupons' remove links at load: their requests
 * (coupons.ts, chunk `checkout-coupons`) load when the shopper reaches for
 * the coupon form (pointer, focus, touch) or submits it or clicks a remove
 * link; the submit or click waits for the code. Should the code not load,
 * the shopper is told (the German "could not be checked" notice).
 */
import { __ } from '@wordpress/i18n';
import { showNotice } from '@tresen/common/notices';
import type { CouponOptions } from './coupons';

type Coupons = typeof import( './coupons' );

/**
 * Wires the coupon form(s) and the remove links of the order review.
 *
 * @param options Params, settings, update callback, checkout form.
 */
export function couponsOnDemand( options: CouponOptions ): void {
	let chunk: Promise< Coupons > | null = null;
	const load = () =>
		( chunk ??= import(
			/* webpackChunkName: "checkout-coupons" */ './coupons'
		) );
	const run = ( use: ( m: Coupons ) => Promise< void > ) =>
		load().then( use, () => {
			chunk = null; // The next try loads again.
			showNotice(
				'error',
				__(
					'The coupon could not be checked. Please check your connection and try again.',
					'tresen-storefront'
				),
				{
					focusDelayMs: options.settings.noticeFocusDelayMs,
					scrollOffset: options.settings.scrollOffset,
				}
			);
		} );

	document
		.querySelectorAll< HTMLFormElement >( 'form.checkout_coupon' )
		.forEach( ( couponForm ) => {
			for ( const type of [ 'pointerover', 'focusin', 'touchstart' ] ) {
				couponForm.addEventListener(
					type,
					() => void load().catch( () => ( chunk = null ) ),
					{ once: true, passive: true }
				);
			}
			couponForm.addEventListener( 'submit', ( e ) => {
				e.preventDefault();
				if ( couponForm.classList.contains( 'processing' ) ) {
					return;
				}
				void run( ( m ) => m.applyCoupon( couponForm, options ) );
			} );
		} );
	options.form.addEventListener( 'click', ( e ) => {
		const link =
			e.target instanceof Element
				? e.target.closest< HTMLElement >(
						'.woocommerce-remove-coupon'
					)
				: null;
		if ( ! link ) {
			return;
		}
		e.preventDefault();
		void run( ( m ) => m.removeCoupon( link, options ) );
	} );
}
