/**
 * What Stripe's Express Checkout Element is told, built from the server's
 * replies: its options (buttons, wallets, required fields), the line items
 * and the shipping rates. Amounts are always the server's, in minor units.
 */
import { __ } from '@wordpress/i18n';
import type {
	ApplePayButtonTheme,
	ApplePayButtonType,
	ExpressPaymentType,
	GooglePayButtonTheme,
	GooglePayButtonType,
	LineItem,
	ShippingRate,
	StripeExpressCheckoutElementOptions,
} from '@stripe/stripe-js';
import type { SheetData, SheetItem } from './api';
import type { ExpressButtonStyle, ExpressSettings } from './settings.d';

/**
 * The rate the element starts with while the shopper's address is not
 * known yet (Stripe asks for one when a shipping address is required); it
 * is replaced by the server's rates at the first address and never posted.
 */
export const PENDING_RATE = 'tresen-pending';

/**
 * PaymentMethod types the element may create: cards (Apple Pay, Google
 * Pay), Link, Klarna, PayPal and Amazon Pay. The server confirms the
 * order's PaymentIntent with the type the PaymentMethod has; Stripe shows
 * only the methods the account has switched on.
 */
export const PAYMENT_METHOD_TYPES = [
	'card',
	'link',
	'klarna',
	'paypal',
	'amazon_pay',
];

/** The element's express payment types the server takes (its `payment_request_type`). */
const TYPES = [
	'apple_pay',
	'google_pay',
	'link',
	'klarna',
	'paypal',
	'amazon_pay',
] as const;

export type Wallet = ( typeof TYPES )[ number ] | 'payment_request_api';

/**
 * The wallet named to the server (`payment_request_type`): Apple Pay,
 * Google Pay, Link, Klarna, PayPal and Amazon Pay by name, anything else
 * as the browser's payment interface.
 *
 * @param type The element's express payment type.
 */
export function walletOf( type: ExpressPaymentType | undefined ): Wallet {
	return ( TYPES as readonly string[] ).includes( String( type ) )
		? ( type as Wallet )
		: 'payment_request_api';
}

/**
 * The owner's button settings in the element's terms (type buy/plain/book/
 * donate, theme black/white/white-outline, height 40–55 px).
 *
 * @param style The owner's settings.
 */
export function buttonOptions(
	style: ExpressButtonStyle
): Pick<
	StripeExpressCheckoutElementOptions,
	'buttonType' | 'buttonTheme' | 'buttonHeight'
> {
	const type = (
		[ 'buy', 'book', 'donate' ].includes( style.type )
			? style.type
			: 'plain'
	) as ApplePayButtonType & GooglePayButtonType;
	let apple: ApplePayButtonTheme = 'black';
	let google: GooglePayButtonTheme = 'black';
	if ( style.theme === 'light' ) {
		apple = 'white';
		google = 'white';
	} else if ( style.theme === 'light-outline' ) {
		// Google Pay has no outlined button: its white one has a border.
		apple = 'white-outline';
		google = 'white';
	}
	return {
		buttonType: { applePay: type, googlePay: type },
		buttonTheme: { applePay: apple, googlePay: google },
		buttonHeight: Math.min(
			55,
			Math.max( 40, Math.round( style.height ) )
		),
	};
}

/**
 * The element's options when it is created.
 *
 * @param settings         Express settings.
 * @param shippingRequired Whether the goods need a shipping address.
 */
export function elementOptions(
	settings: ExpressSettings,
	shippingRequired: boolean
): StripeExpressCheckoutElementOptions {
	return {
		...buttonOptions( settings.button ),
		paymentMethods: {
			applePay: 'auto',
			googlePay: 'auto',
			link: 'auto',
			paypal: 'auto',
			klarna: 'auto',
			amazonPay: 'auto',
		},
		layout: { overflow: 'never' },
		emailRequired: true,
		phoneNumberRequired: true,
		billingAddressRequired: true,
		shippingAddressRequired: shippingRequired,
		...( shippingRequired && settings.shippingCountries.length
			? { allowedShippingCountries: settings.shippingCountries }
			: {} ),
	};
}

const isShipping = ( item: SheetItem ) => item.key === 'shipping';

/**
 * The shipping line's amount in the server's lines (0 without one).
 *
 * @param data The server's total and lines.
 */
export function shippingAmount( data: SheetData ): number {
	return data.displayItems.find( isShipping )?.amount ?? 0;
}

/**
 * The element's line items: every line that adds to the total except
 * shipping (the element shows the chosen rate itself) and the VAT note
 * (included in the lines, never added). Stripe wants the lines plus the
 * chosen rate to make the amount; when the server's lines do not (a cent of
 * rounding), no lines are sent and the interface shows the total alone.
 *
 * @param data     The server's total and lines.
 * @param shipping The chosen rate's amount (0 without shipping).
 */
export function lineItems( data: SheetData, shipping: number ): LineItem[] {
	const items = data.displayItems
		.filter( ( item ) => ! isShipping( item ) && item.key !== 'vat' )
		.map( ( item ) => ( { name: item.label, amount: item.amount } ) );
	const sum = items.reduce( ( total, item ) => total + item.amount, 0 );
	return sum + shipping === data.total.amount ? items : [];
}

/**
 * The rate the element starts with: the server's shipping line (0 and
 * pending on the product page, the current rate on the cart page).
 *
 * @param data The server's total and lines.
 */
export function pendingRate( data: SheetData ): ShippingRate {
	const line = data.displayItems.find( isShipping );
	return {
		id: PENDING_RATE,
		displayName: line?.label ?? __( 'Shipping', 'tresen-stripe' ),
		amount: line?.amount ?? 0,
	};
}

/**
 * The server's shipping options as the element's rates (the chosen one first).
 *
 * @param reply The reply of `wc_stripe_get_shipping_options`.
 */
export function ratesOf( reply: Record< string, unknown > ): ShippingRate[] {
	const options = Array.isArray( reply.shipping_options )
		? ( reply.shipping_options as unknown[] )
		: [];
	const rates: ShippingRate[] = [];
	for ( const option of options ) {
		if ( typeof option !== 'object' || option === null ) {
			continue;
		}
		const o = option as Record< string, unknown >;
		const amount = Number( o.amount );
		if ( typeof o.id !== 'string' || ! Number.isInteger( amount ) ) {
			continue;
		}
		const rate: ShippingRate = {
			id: o.id,
			displayName: String( o.label ?? '' ),
			amount,
		};
		if ( typeof o.detail === 'string' && o.detail !== '' ) {
			rate.deliveryEstimate = o.detail;
		}
		rates.push( rate );
	}
	return rates;
}
