/**
 * The payment owner's details for Stripe: from the checkout's billing
 * fields (empty ones left out); on the order's payment page and the
 * add-payment-method page, which have no billing fields, from the order or
 * the customer (the settings' `billing`).
 */
import type { StripeSettings } from './settings.d';

/**
 * Billing details for `createPaymentMethod`.
 *
 * @param form  The checkout, order-pay or add-payment-method form.
 * @param known The order's or customer's details (settings).
 */
export function billingDetails(
	form: HTMLFormElement,
	known: StripeSettings[ 'billing' ]
): Record< string, unknown > {
	const fallback: Record< string, string > = {
		billing_first_name: known?.name ?? '',
		billing_email: known?.email ?? '',
		billing_phone: known?.phone ?? '',
		billing_address_1: known?.address?.line1 ?? '',
		billing_address_2: known?.address?.line2 ?? '',
		billing_city: known?.address?.city ?? '',
		billing_state: known?.address?.state ?? '',
		billing_postcode: known?.address?.postal_code ?? '',
		billing_country: known?.address?.country ?? '',
	};
	const value = ( name: string ): string => {
		const field = form.querySelector<
			HTMLInputElement | HTMLSelectElement
		>( `[name="${ name }"]` );
		return ( field ? field.value : ( fallback[ name ] ?? '' ) ).trim();
	};
	const name = [ value( 'billing_first_name' ), value( 'billing_last_name' ) ]
		.filter( Boolean )
		.join( ' ' );
	const details: Record< string, unknown > = {
		address: {
			line1: value( 'billing_address_1' ),
			line2: value( 'billing_address_2' ),
			city: value( 'billing_city' ),
			state: value( 'billing_state' ),
			postal_code: value( 'billing_postcode' ),
			country: value( 'billing_country' ),
		},
	};
	if ( name ) {
		details.name = name;
	}
	if ( value( 'billing_email' ) ) {
		details.email = value( 'billing_email' );
	}
	if ( value( 'billing_phone' ) ) {
		details.phone = value( 'billing_phone' );
	}
	return details;
}
