/**
 * The parts of WooCommerce's payment method interface (the props the
 * Checkout block gives a payment method's content) that the Stripe
 * methods use, and the settings the server prints (Blocks\PaymentMethod).
 */

/** What the server prints for a method (`getSetting( '<id>_data' )`). */
export interface BlockData {
	title: string;
	description: string;
	kind: 'card' | 'sepa_debit' | 'redirect' | 'boleto' | 'oxxo';
	publishableKey: string;
	locale: string;
	configuration: string;
	methods: string[];
	fieldLabel: string;
	showSavedCards: boolean;
	showSaveOption: boolean;
	supports: string[];
	messages: Record< string, string >;
}

/** An observer's answer (`emitResponse.responseTypes`). */
export interface ObserverResponse {
	type: string;
	message?: string;
	messageContext?: string;
	redirectUrl?: string;
	meta?: { paymentMethodData?: Record< string, string > };
}

type Unsubscribe = () => void;
type Observer< A = void > = (
	arg: A
) => ObserverResponse | true | Promise< ObserverResponse | true >;

/** The checkout's reply (`onCheckoutSuccess`'s argument). */
export interface CheckoutSuccessArg {
	processingResponse: {
		paymentStatus?: string;
		paymentDetails?: Record< string, string >;
		redirectUrl?: string;
		orderId?: number;
	} | null;
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

/** The props of a payment method's content (and saved token component). */
export interface PaymentProps {
	eventRegistration: {
		onPaymentSetup: ( observer: Observer ) => Unsubscribe;
		onCheckoutSuccess: (
			observer: Observer< CheckoutSuccessArg >
		) => Unsubscribe;
	};
	emitResponse: {
		responseTypes: { SUCCESS: string; ERROR: string; FAIL: string };
		noticeContexts: { PAYMENTS: string };
	};
	billing: {
		billingAddress: BillingAddress;
		cartTotal: { value: number };
		currency: { code: string };
	};
	shouldSavePayment?: boolean;
	token?: string | number;
}
