/**
 * Stripe.js, loaded once and only when a Stripe method is shown (or the
 * bank asks a saved card for 3-D Secure), and what the block does with it.
 */
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { confirmHash, messageFor } from './messages';
import type {
	BillingAddress,
	BlockData,
	CheckoutSuccessArg,
	ObserverResponse,
	PaymentProps,
} from './types';

export type Loader = (
	key: string,
	locale: string
) => Promise< Stripe | null >;

/**
 * Stripe's billing details from the block's billing address (every part: the element asks for none).
 * @param address
 */
export function billingDetails( address: BillingAddress ) {
	return {
		name: `${ address.first_name } ${ address.last_name }`.trim(),
		email: address.email || '',
		phone: address.phone || '',
		address: {
			line1: address.address_1 || '',
			line2: address.address_2 || '',
			city: address.city || '',
			state: address.state || '',
			postal_code: address.postcode || '',
			country: address.country || '',
		},
	};
}

/**
 * Creates the PaymentMethod when the order is placed (`onPaymentSetup`):
 * `elements.submit()`, then `createPaymentMethod()`; its id goes to the
 * server as `stripe_source`, as from the classic checkout.
 *
 * @param data     The method's settings.
 * @param props    The block's props.
 * @param stripe   Stripe.js.
 * @param elements The Payment Element's group.
 */
export async function setUpPayment(
	data: BlockData,
	props: PaymentProps,
	stripe: Stripe | null,
	elements: StripeElements | null
): Promise< ObserverResponse > {
	const { responseTypes, noticeContexts } = props.emitResponse;
	const error = ( message: string ): ObserverResponse => ( {
		type: responseTypes.ERROR,
		message,
		messageContext: noticeContexts.PAYMENTS,
	} );
	if ( ! stripe || ! elements ) {
		return error( data.messages.not_started ?? '' );
	}
	const submitted = await elements.submit();
	if ( submitted.error ) {
		// The element shows what is missing at its field; the message says so above the methods.
		return error(
			submitted.error.type === 'validation_error'
				? submitted.error.message || messageFor( data, submitted.error )
				: messageFor( data, submitted.error )
		);
	}
	const created = await stripe.createPaymentMethod( {
		elements,
		params: {
			billing_details: billingDetails( props.billing.billingAddress ),
		},
	} );
	if ( created.error || ! created.paymentMethod ) {
		return error( messageFor( data, created.error ) );
	}
	return {
		type: responseTypes.SUCCESS,
		meta: {
			paymentMethodData: {
				stripe_source: created.paymentMethod.id,
			},
		},
	};
}

/**
 * After the server answered (`onCheckoutSuccess`): a `#confirm-pi-…` reply
 * opens the bank's dialog (Stripe's `handleNextAction`), then WooCommerce
 * goes to the return address, where the server asks Stripe and shows the
 * order or the German reason; any other reply is WooCommerce's to follow.
 *
 * @param data   The method's settings.
 * @param props  The block's props.
 * @param arg    The checkout's reply.
 * @param stripe Loads Stripe.js.
 */
export async function afterCheckout(
	data: BlockData,
	props: Pick< PaymentProps, 'emitResponse' >,
	arg: CheckoutSuccessArg,
	stripe: () => Promise< Stripe | null >
): Promise< ObserverResponse | true > {
	// WooCommerce keeps only a web address as redirectUrl (esc_url_raw drops the
	// `#confirm-pi-…` hash); the gateway's whole reply is in paymentDetails.
	const response = arg.processingResponse;
	const redirect =
		response?.paymentDetails?.redirect || response?.redirectUrl || '';
	const hash = confirmHash( redirect, window.location.origin );
	if ( ! hash ) {
		return true;
	}
	const { responseTypes, noticeContexts } = props.emitResponse;
	const instance = await stripe();
	const result = instance
		? await instance.handleNextAction( { clientSecret: hash.clientSecret } )
		: { error: { type: 'api_connection_error' } };
	if ( result.error ) {
		return {
			type: responseTypes.ERROR,
			message: messageFor( data, result.error ),
			messageContext: noticeContexts.PAYMENTS,
		};
	}
	return { type: responseTypes.SUCCESS, redirectUrl: hash.returnUrl };
}
