/**
 * The checkout's toggles and the coupon form, as WooCommerce's checkout
 * script has them: ship to a different address, create an account, the
 * login and coupon forms above the checkout (opened by their links, with
 * `aria-expanded`), and coupons applied and removed without a reload.
 */
import { __ } from '@wordpress/i18n';
import { messageOf, postFormText, wcAjaxUrl } from '@tresen/common/http';
import { showNotice } from '@tresen/common/notices';
import { triggerJQuery } from '@tresen/common/events';
import type { CheckoutParams, CheckoutSettings } from './settings.d';

/**
 * Shows or hides an element.
 *
 * @param el   Element.
 * @param show Whether to show it.
 */
function display( el: HTMLElement | null, show: boolean ): void {
	if ( el ) {
		el.hidden = false;
		el.style.display = show ? '' : 'none';
	}
}

/**
 * The shipping address follows its checkbox.
 *
 * @param form The checkout form.
 */
export function syncShippingAddress( form: HTMLFormElement ): void {
	const box = form.querySelector< HTMLInputElement >(
		'#ship-to-different-address input'
	);
	form.querySelectorAll< HTMLElement >( 'div.shipping_address' ).forEach(
		( el ) => display( el, box?.checked ?? false )
	);
}

/**
 * The account fields follow "Create an account?".
 *
 * @param form The checkout form.
 */
export function syncCreateAccount( form: HTMLFormElement ): void {
	const box = form.querySelector< HTMLInputElement >( 'input#createaccount' );
	if ( ! box ) {
		return;
	}
	const fields = form.querySelector< HTMLElement >( 'div.create-account' );
	if ( box.checked && fields?.style.display === 'none' ) {
		const password =
			fields.querySelector< HTMLInputElement >( '#account_password' );
		if ( password ) {
			password.value = ''; // Never a pre-filled password.
		}
	}
	display( fields, box.checked );
}

/**
 * Opens or closes a form above the checkout from its link.
 *
 * @param link   The toggle link ("Klicke hier, um dich anzumelden").
 * @param target The form it opens.
 * @param focus  Focus the form's first field when it opens.
 */
function toggleForm(
	link: HTMLElement,
	target: HTMLElement | null,
	focus: boolean
): void {
	if ( ! target ) {
		return;
	}
	const open = target.style.display === 'none' || target.hidden;
	display( target, open );
	link.setAttribute( 'aria-expanded', open ? 'true' : 'false' );
	if ( open && focus ) {
		target
			.querySelector< HTMLElement >(
				'input:not([type="hidden"]), select, textarea'
			)
			?.focus();
	}
}

/**
 * Links the login and coupon toggles to what they open.
 */
export function initFormToggles(): void {
	const pairs: Array< [ string, string ] > = [
		[ 'a.showlogin', 'form.woocommerce-form-login' ],
		[ 'a.showcoupon', 'form.checkout_coupon' ],
	];
	for ( const [ linkSelector, formSelector ] of pairs ) {
		const target = document.querySelector< HTMLElement >( formSelector );
		document
			.querySelectorAll< HTMLElement >( linkSelector )
			.forEach( ( link ) => {
				if ( target ) {
					if ( ! target.id ) {
						target.id = `tresen-${ linkSelector.replace( /\W/g, '' ) }`;
					}
					link.setAttribute( 'aria-controls', target.id );
					link.setAttribute(
						'aria-expanded',
						target.style.display === 'none' || target.hidden
							? 'false'
							: 'true'
					);
					if ( link.getAttribute( 'href' ) === '#' ) {
						link.setAttribute( 'role', 'button' );
					}
				}
				link.addEventListener( 'click', ( e ) => {
					e.preventDefault();
					// The coupon form takes focus when it opens; the login form keeps the shopper's place.
					toggleForm( link, target, linkSelector === 'a.showcoupon' );
				} );
			} );
	}
}

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
 * Coupons without a reload: the coupon form posts `apply_coupon`, a coupon's
 * remove link posts `remove_coupon`; then the order review refreshes.
 *
 * @param options Params, settings, update callback, form.
 */
export function initCoupons( options: CouponOptions ): void {
	const { params, settings, form } = options;
	const failed = ( error: unknown ) =>
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
	document
		.querySelectorAll< HTMLFormElement >( 'form.checkout_coupon' )
		.forEach( ( couponForm ) =>
			couponForm.addEventListener( 'submit', ( e ) => {
				e.preventDefault();
				if ( couponForm.classList.contains( 'processing' ) ) {
					return;
				}
				const code =
					couponForm.querySelector< HTMLInputElement >(
						'input[name="coupon_code"]'
					)?.value ?? '';
				const email =
					form.querySelector< HTMLInputElement >(
						'input[name="billing_email"]'
					)?.value ?? '';
				couponForm.classList.add( 'processing' );
				couponForm.setAttribute( 'aria-busy', 'true' );
				postFormText(
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
					.catch( failed )
					.finally( () => {
						couponForm.classList.remove( 'processing' );
						couponForm.removeAttribute( 'aria-busy' );
					} );
			} )
		);
	form.addEventListener( 'click', ( e ) => {
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
		const coupon = link.dataset.coupon ?? '';
		postFormText(
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
			.catch( failed );
	} );
}
