/**
 * What the server prints for PayPal on the blocks (Blocks\PaymentMethod)
 * and the parts of WooCommerce's payment method interface used here.
 */
export interface PayPalBlockData {
	title: string;
	clientId: string;
	environment: 'sandbox' | 'production';
	locale: string;
	currency: string;
	context: 'checkout' | 'cart';
	commit: boolean;
	disableFunding: string[];
	nonce: string;
	startCheckoutUrl: string;
	returnUrl: string;
	approved: { token: string; payer: string } | null;
	messages: { generic: string; click: string; approved: string };
}

export interface ObserverResponse {
	type: string;
	message?: string;
	messageContext?: string;
	meta?: { paymentMethodData?: Record< string, string > };
}

export interface BillingAddress {
	first_name: string;
	last_name: string;
	company?: string;
	address_1: string;
	address_2?: string;
	city: string;
	state: string;
	postcode: string;
	country: string;
	email: string;
	phone: string;
}

/** The block's delivery address (`shippingData.shippingAddress`). */
export type ShippingAddress = Omit< BillingAddress, 'email' >;

export interface PaymentProps {
	eventRegistration: {
		onPaymentSetup: (
			observer: () => ObserverResponse | Promise< ObserverResponse >
		) => () => void;
	};
	emitResponse: {
		responseTypes: { SUCCESS: string; ERROR: string; FAIL: string };
		noticeContexts: { PAYMENTS: string; EXPRESS_PAYMENTS?: string };
	};
	billing: { billingAddress: BillingAddress };
	/** The delivery address and whether the cart ships (absent in some tests). */
	shippingData?: {
		shippingAddress?: ShippingAddress;
		needsShipping?: boolean;
	};
	/** Places the order (the block's "Zahlungspflichtig bestellen"). */
	onSubmit: () => void;
	/** Express: the button was clicked / the express payment ended without an order. */
	onClick?: () => void;
	onClose?: () => void;
}
