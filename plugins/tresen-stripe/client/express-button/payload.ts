/**
 * The order payload from the Express Checkout Element's `confirm` event
 * (spec §3): billing and shipping fields, the chosen shipping rate, the
 * PaymentMethod id (twice: as `stripe_source`, which the card gateway
 * reads, and as `wc-stripe-payment-method`), the wallet, the
 * deferred-intent flag, the order attribution fields and the box's own
 * fields (date of birth).
 */
import type {
	ExpressCheckoutPartialAddress,
	PaymentMethod,
	StripeExpressCheckoutElementConfirmEvent,
} from '@stripe/stripe-js';
import type { Fields } from './api';
import { PENDING_RATE, walletOf } from './element';
/**
 * First and last name from one name ("-" when there is no last name).
 *
 * @param name Full name.
 */
export function splitName( name: string ): [ string, string ] {
	const parts = name.trim().split( /\s+/ ).filter( Boolean );
	if ( parts.length === 0 ) {
		return [ '', '-' ];
	}
	if ( parts.length === 1 ) {
		return [ parts[ 0 ], '-' ];
	}
	return [ parts.slice( 0, -1 ).join( ' ' ), parts[ parts.length - 1 ] ];
}

/**
 * The shipping fields of the element's address, in the server's names.
 * (Until the shopper pays, wallets share only country, state, postcode
 * and city.)
 *
 * @param address Address.
 */
export function addressFields(
	address: ExpressCheckoutPartialAddress &
		Partial< { line1: string; line2: string | null } >
): Record< string, string > {
	return {
		country: address.country ?? '',
		state: address.state ?? '',
		postcode: address.postal_code ?? '',
		city: address.city ?? '',
		address: address.line1 ?? '',
		address_2: address.line2 ?? '',
	};
}

interface Attribution {
	getAttributionData?: () => Record< string, string | null >;
}

/** The order attribution fields (tresen-order-attribution or WooCommerce's recorder). */
export function attributionFields(): Record< string, string > {
	const api = ( window as unknown as { wc_order_attribution?: Attribution } )
		.wc_order_attribution;
	const out: Record< string, string > = {};
	try {
		const data = api?.getAttributionData?.() ?? {};
		for ( const [ key, value ] of Object.entries( data ) ) {
			if ( typeof value === 'string' && value !== '' ) {
				out[ `wc_order_attribution_${ key }` ] = value;
			}
		}
	} catch {
		// No attribution: the order is placed without it.
	}
	return out;
}

/**
 * The payload of `wc_stripe_create_order`.
 *
 * @param event         The element's confirm event.
 * @param paymentMethod The PaymentMethod created from the element.
 * @param extra         The box's own fields (date of birth).
 */
export function orderPayload(
	event: StripeExpressCheckoutElementConfirmEvent,
	paymentMethod: PaymentMethod,
	extra: Record< string, string > = {}
): Fields {
	const billing = event.billingDetails;
	const pmBilling = paymentMethod.billing_details;
	const shipping = event.shippingAddress;
	const [ first, last ] = splitName(
		billing?.name || pmBilling.name || shipping?.name || ''
	);
	const b = billing?.address;
	const pa = pmBilling.address;
	const wallet = walletOf( event.expressPaymentType );
	const fields: Fields = {
		billing_first_name: first,
		billing_last_name: last,
		billing_company: '',
		billing_email: billing?.email || pmBilling.email || '',
		billing_phone: billing?.phone || pmBilling.phone || '',
		billing_country: b?.country || pa?.country || '',
		billing_address_1: b?.line1 || pa?.line1 || '',
		billing_address_2: b?.line2 || pa?.line2 || '',
		billing_city: b?.city || pa?.city || '',
		billing_state: b?.state || pa?.state || '',
		billing_postcode: b?.postal_code || pa?.postal_code || '',
		order_comments: '',
		payment_method: 'stripe',
		ship_to_different_address: '',
		terms: '1',
		stripe_source: paymentMethod.id,
		'wc-stripe-payment-method': paymentMethod.id,
		payment_request_type: wallet,
		express_payment_type: event.expressPaymentType,
		'wc-stripe-is-deferred-intent': '1',
		...attributionFields(),
		...extra,
	};
	if ( shipping ) {
		const [ sFirst, sLast ] = splitName( shipping.name ?? '' );
		const s = shipping.address;
		Object.assign( fields, {
			shipping_first_name: sFirst,
			shipping_last_name: sLast,
			shipping_company: '',
			shipping_phone: billing?.phone || '',
			shipping_country: s.country ?? '',
			shipping_address_1: s.line1 ?? '',
			shipping_address_2: s.line2 ?? '',
			shipping_city: s.city ?? '',
			shipping_state: s.state ?? '',
			shipping_postcode: s.postal_code ?? '',
			ship_to_different_address: '1',
		} );
		// A wallet without a billing address: the shipping address stands in.
		if ( ! fields.billing_country ) {
			Object.assign( fields, {
				billing_country: s.country ?? '',
				billing_address_1: s.line1 ?? '',
				billing_address_2: s.line2 ?? '',
				billing_city: s.city ?? '',
				billing_state: s.state ?? '',
				billing_postcode: s.postal_code ?? '',
			} );
		}
	}
	if ( event.shippingRate && event.shippingRate.id !== PENDING_RATE ) {
		fields.shipping_method = [ event.shippingRate.id ];
	}
	return fields;
}
