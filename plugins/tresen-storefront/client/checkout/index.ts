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
import { onJQuery, triggerJQuery } from '@tresen/common/events';
import { isRecord } from '@tresen/common/settings';
import {
	CHECKED_FIELDS,
	clearField,
	isField,
	isShown,
	validateField,
} from './fields';
import { initPaymentMethods, selectPaymentMethod } from './payment';
import { OrderReview, type UpdateArgs } from './review';
import { checkoutParams, checkoutSettings } from './settings';
import { CheckoutSubmit, type SubmitOptions } from './submit';
import {
	initCoupons,
	initFormToggles,
	syncCreateAccount,
	syncShippingAddress,
} from './toggles';
import './checkout.scss';
import { whenReady } from '@tresen/common/ready';

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

	const submit = new CheckoutSubmit( form, {
		params,
		settings,
		cancelUpdate: () => review.cancelQueued(),
		requestUpdate: () => requestUpdate(),
		...hooks,
	} );
	form.addEventListener( 'submit', ( e ) => void submit.submit( e ) );

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
			validateField( target );
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
			validateField( e.target );
		}
	} );
	form.addEventListener( 'input', ( e ) => {
		if ( isField( e.target ) && e.target.matches( CHECKED_FIELDS ) ) {
			clearField( e.target );
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
	initCoupons( {
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
