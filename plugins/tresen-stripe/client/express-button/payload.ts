/**
 * The order payload from the payment sheet (spec §3): billing and shipping
 * fields, the chosen shipping method, the payment method id (twice: as
 * `stripe_source`, which the card gateway reads, and as
 * `wc-stripe-payment-method`), the wallet, the deferred-intent flag, the
 * order attribution fields and the box's own fields (date of birth).
 */
import type {
	PaymentRequestPaymentMethodEvent,
	PaymentRequestShippingAddress,
} from '@stripe/stripe-js';
import type { Fields } from './api';

export type WalletType = 'apple_pay' | 'google_pay' | 'payment_request_api';

/**
 * The wallet by what canMakePayment() answered.
 *
 * @param result canMakePayment()'s answer.
 */
export function walletType(
	result: Record< string, boolean > | null
): WalletType {
	if ( result?.applePay ) {
		return 'apple_pay';
	}
	if ( result?.googlePay ) {
		return 'google_pay';
	}
	return 'payment_request_api';
}

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
 * The shipping fields of the sheet's address, in the server's names.
 *
 * @param address Address.
 */
export function addressFields(
	address: PaymentRequestShippingAddress
): Record< string, string > {
	const lines = address.addressLine ?? [];
	return {
		country: address.country ?? '',
		state: address.region ?? '',
		postcode: address.postalCode ?? '',
		city: address.city ?? '',
		address: lines[ 0 ] ?? '',
		address_2: lines.slice( 1 ).join( ', ' ),
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
 * @param event  The sheet's paymentmethod event.
 * @param wallet Wallet type.
 * @param extra  The box's own fields (date of birth).
 */
export function orderPayload(
	event: PaymentRequestPaymentMethodEvent,
	wallet: WalletType,
	extra: Record< string, string > = {}
): Fields {
	const billing = event.paymentMethod.billing_details;
	const [ first, last ] = splitName(
		billing.name ||
			event.payerName ||
			event.shippingAddress?.recipient ||
			''
	);
	const b = billing.address;
	const fields: Fields = {
		billing_first_name: first,
		billing_last_name: last,
		billing_company: '',
		billing_email: billing.email || event.payerEmail || '',
		billing_phone:
			billing.phone ||
			event.payerPhone ||
			event.shippingAddress?.phone ||
			'',
		billing_country: b?.country ?? '',
		billing_address_1: b?.line1 ?? '',
		billing_address_2: b?.line2 ?? '',
		billing_city: b?.city ?? '',
		billing_state: b?.state ?? '',
		billing_postcode: b?.postal_code ?? '',
		order_comments: '',
		payment_method: 'stripe',
		ship_to_different_address: '',
		terms: '1',
		stripe_source: event.paymentMethod.id,
		'wc-stripe-payment-method': event.paymentMethod.id,
		payment_request_type: wallet,
		'wc-stripe-is-deferred-intent': '1',
		...attributionFields(),
		...extra,
	};
	const s = event.shippingAddress;
	if ( s ) {
		const [ sFirst, sLast ] = splitName( s.recipient ?? '' );
		const lines = s.addressLine ?? [];
		Object.assign( fields, {
			shipping_first_name: sFirst,
			shipping_last_name: sLast,
			shipping_company: '',
			shipping_phone: s.phone ?? '',
			shipping_country: s.country ?? '',
			shipping_address_1: lines[ 0 ] ?? '',
			shipping_address_2: lines.slice( 1 ).join( ', ' ),
			shipping_city: s.city ?? '',
			shipping_state: s.region ?? '',
			shipping_postcode: s.postalCode ?? '',
			ship_to_different_address: '1',
		} );
		// A wallet without a billing address: the shipping address stands in.
		if ( ! fields.billing_country ) {
			Object.assign( fields, {
				billing_country: s.country ?? '',
				billing_address_1: lines[ 0 ] ?? '',
				billing_address_2: lines.slice( 1 ).join( ', ' ),
				billing_city: s.city ?? '',
				billing_state: s.region ?? '',
				billing_postcode: s.postalCode ?? '',
			} );
		}
	}
	if ( event.shippingOption ) {
		fields.shipping_method = [ event.shippingOption.id ];
	}
	return fields;
}
