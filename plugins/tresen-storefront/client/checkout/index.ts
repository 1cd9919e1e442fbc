/**
 * The checkout, owned by the suite: WooCommerce's `wc-checkout`,
 * `wc-country-select` and `wc-address-i18n` replaced without jQuery
 * (PHP: src/Checkout/Checkout.php). The order review follows the
 * address, payment methods open their boxes, toggles and coupons work in
 * place, and the order is placed with `?wc-ajax=checkout`. WooCommerce's
 * public jQuery events still fire when jQuery is on the page:
 * `update_checkout` and `init_checkout` are listened to, `updated_checkout`,
 * `payment_method_selected`, `checkout_place_order`,
 * `checkout_place_order_<gateway>`, `checkout_place_order_success` and
 * `checkout_error` are fired. Our own: `tresen:checkout-place-order`
 * (cancelable), `tresen:payment-method-selected`.
 */
import { __ } from '@wordpress/i18n';
import { onJQuery, triggerJQuery } from '@tresen/common/events';
import { isRecord } from '@tresen/common/settings';
import { CHECKED_FIELDS, isField, isShown, type Field } from './fields';
import { initPaymentMethods, selectPaymentMethod } from './payment';
import { showNotice } from '@tresen/common/notices';
import { OrderReview, type UpdateArgs } from './review';
import { checkoutParams, checkoutSettings } from './settings';
import type { CheckoutSubmit, SubmitOptions } from './submit';
import {
	initFormToggles,
	syncCreateAccount,
	syncShippingAddress,
} from './toggles';
import { couponsOnDemand } from './coupons-lazy';
import './checkout.scss';
import { chunkBaseUrl } from '@tresen/common/public-path';
import { whenReady } from '@tresen/common/ready';

// webpack's runtime public path (the storefront's runtime, shared with the cart entry).
// eslint-disable-next-line camelcase, @typescript-eslint/no-unused-vars
declare let __webpack_public_path__: string;

const UPDATES_TOTALS =
	'select.shipping_method, input[name^="shipping_method"], #ship-to-different-address input, .update_totals_on_change select, .update_totals_on_change input[type="radio"], .update_totals_on_change input[type="checkbox"]';
const ADDRESS_TEXT =
	'.address-field input.input-text, .update_totals_on_change input.input-text';

/**
 * Whether the part of the address the field belongs to is complete enough
 * to ask for new totals (WooCommerce waits for its required fields).
 *
 * @param field The field that changed.
 */
function addressComplete( field: Element ): boolean {
	const group =
		field.closest(
			'.woocommerce-billing-fields, .woocommerce-shipping-fields'
		) ?? field.closest( 'div' );
	if ( ! group ) {
		return true;
	}
	return Array.from(
		group.querySelectorAll( '.address-field.validate-required' )
	).every( ( row ) => {
		const input = row.querySelector( 'input.input-text' );
		return (
			! ( input instanceof HTMLInputElement ) ||
			! isShown( row ) ||
			input.value !== ''
		);
	} );
}

/**
 * Wires one checkout form.
 *
 * @param form  The form.
 * @param hooks Navigation (tests replace it).
 */
export function initCheckout(
	form: HTMLFormElement,
	hooks: Pick< SubmitOptions, 'navigate' | 'reload' > = {}
): void {
	const params = checkoutParams();
	const settings = checkoutSettings();
	form.setAttribute( 'novalidate', 'novalidate' );

	const review = new OrderReview( form, {
		params,
		settings,
		onReplaced: () => initPaymentMethods( form ),
	} );
	// Through jQuery when it is there, so third parties' update_checkout handlers run too.
	const requestUpdate = ( args: UpdateArgs = {} ) => {
		if ( ! triggerJQuery( 'update_checkout', [ args ] ) ) {
			review.schedule( args );
		}
	};
	onJQuery( 'update_checkout', ( _event, args ) =>
		review.schedule( isRecord( args ) ? ( args as UpdateArgs ) : {} )
	);
	onJQuery( 'init_checkout', () => requestUpdate() );
	onJQuery( 'update', () => requestUpdate(), form );
	document.addEventListener( 'tresen:update-checkout', () =>
		requestUpdate()
	);

	// Placing the order (chunk `checkout-submit`) loads when the shopper
	// reaches into the form (pointer, focus, touch) or submits it; a submit
	// before it is there waits for it. Should it fail to load, the shopper
	// is told and every entry stays.
	let submit: Promise< CheckoutSubmit > | null = null;
	const loadSubmit = () =>
		( submit ??= import(
			/* webpackChunkName: "checkout-submit" */ './submit'
		).then(
			( m ) =>
				new m.CheckoutSubmit( form, {
					params,
					settings,
					cancelUpdate: () => review.cancelQueued(),
					requestUpdate: () => requestUpdate(),
					...hooks,
				} )
		) );
	for ( const type of [ 'pointerover', 'focusin', 'touchstart' ] ) {
		form.addEventListener(
			type,
			() => {
				validation ??= import(
					/* webpackChunkName: "checkout-validate" */ './validate'
				);
				validation.catch( () => ( validation = null ) );
				void loadSubmit().catch( () => {
					submit = null;
				} );
			},
			{
				once: true,
				passive: true,
			}
		);
	}
	// The field checks (chunk `checkout-validate`) load with the first
	// pointer, focus or touch in the form, before a field can change or
	// lose the focus; a check asked for earlier waits for them.
	let validation: Promise< typeof import( './validate' ) > | null = null;
	const validate = ( field: Field, clear = false ) => {
		validation ??= import(
			/* webpackChunkName: "checkout-validate" */ './validate'
		);
		validation.then(
			( v ) =>
				clear ? v.clearField( field ) : v.validateField( field ),
			() => {
				validation = null; // Checked again on submit (the server checks too).
			}
		);
	};
	form.addEventListener( 'submit', ( e ) => {
		e.preventDefault();
		review.cancelQueued();
		loadSubmit().then(
			( s ) => s.submit( e ),
			() => {
				submit = null; // The next try loads again.
				showNotice(
					'error',
					__(
						'Your order could not be sent because there is no connection to the shop. Your entries are kept; please try again.',
						'tresen-storefront'
					),
					{
						container: form,
						scrollOffset: settings.scrollOffset,
						focusDelayMs: settings.noticeFocusDelayMs,
					}
				);
			}
		);
	} );

	let typing: ReturnType< typeof setTimeout > | null = null;
	const addressChanged = ( field: Element ) => {
		if ( typing ) {
			clearTimeout( typing );
			typing = null;
		}
		if ( addressComplete( field ) ) {
			requestUpdate( { current_target: field } );
		}
	};

	form.addEventListener( 'click', ( e ) => {
		if (
			e.target instanceof HTMLInputElement &&
			e.target.name === 'payment_method'
		) {
			selectPaymentMethod( form, e.target );
		}
	} );
	form.addEventListener( 'change', ( e ) => {
		const target = e.target;
		if ( ! ( target instanceof Element ) ) {
			return;
		}
		if ( isField( target ) && target.matches( CHECKED_FIELDS ) ) {
			validate( target );
		}
		if ( target.matches( '#ship-to-different-address input' ) ) {
			syncShippingAddress( form );
		}
		if ( target.matches( 'input#createaccount' ) ) {
			syncCreateAccount( form );
		}
		if (
			target instanceof HTMLInputElement &&
			target.name === 'payment_method'
		) {
			selectPaymentMethod( form, target );
		}
		if ( target.matches( UPDATES_TOTALS ) ) {
			requestUpdate( { current_target: target } );
		} else if ( target.matches( '.address-field select' ) ) {
			requestUpdate( { current_target: target } );
		} else if ( target.matches( ADDRESS_TEXT ) ) {
			addressChanged( target );
		}
	} );
	form.addEventListener( 'focusout', ( e ) => {
		if ( isField( e.target ) && e.target.matches( CHECKED_FIELDS ) ) {
			validate( e.target );
		}
	} );
	form.addEventListener( 'input', ( e ) => {
		if ( isField( e.target ) && e.target.matches( CHECKED_FIELDS ) ) {
			validate( e.target, true );
		}
	} );
	form.addEventListener( 'keydown', ( e ) => {
		const target = e.target;
		if (
			e.key === 'Tab' ||
			! ( target instanceof Element ) ||
			! target.matches( ADDRESS_TEXT )
		) {
			return;
		}
		if ( typing ) {
			clearTimeout( typing );
		}
		typing = setTimeout(
			() => addressChanged( target ),
			settings.typingDelayMs
		);
	} );

	syncShippingAddress( form );
	syncCreateAccount( form );
	initPaymentMethods( form );
	initFormToggles();
	couponsOnDemand( {
		params,
		settings,
		form,
		update: () => requestUpdate( { update_shipping_method: false } ),
	} );

	if ( params.is_checkout === '1' ) {
		if ( ! triggerJQuery( 'init_checkout' ) ) {
			requestUpdate();
		}
	}
}

function start(): void {
	const chunks = chunkBaseUrl(
		'tresen-storefront-checkout-js',
		checkoutSettings().publicPath
	);
	if ( chunks ) {
		// eslint-disable-next-line camelcase
		__webpack_public_path__ = chunks;
	}
	const form = document.querySelector< HTMLFormElement >( 'form.checkout' );
	if ( form ) {
		initCheckout( form );
		return;
	}
	// The order-pay page: payment methods open their boxes; the form posts as usual.
	const pay = document.querySelector< HTMLFormElement >(
		'body.woocommerce-order-pay #order_review'
	);
	if ( pay ) {
		initPaymentMethods( pay );
		pay.addEventListener( 'click', ( e ) => {
			if (
				e.target instanceof HTMLInputElement &&
				e.target.name === 'payment_method'
			) {
				selectPaymentMethod( pay, e.target );
			}
		} );
	}
}

whenReady( start );
