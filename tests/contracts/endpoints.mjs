/**
 * The provider endpoints the suite's gateways call (plugins/tresen-stripe/src,
 * plugins/tresen-paypal/src) or that the tests call in place of Stripe.js and
 * the buyer: the only part of each provider's API the contracts hold.
 *
 * Stripe: `types` names the request parameter interface of the npm `stripe`
 * package (`Stripe.<Name>`, the current API version); the OpenAPI path is the
 * key's path. PayPal: the OpenAPI file below .cache/paypal-openapi/ that
 * defines it. A gateway calling an endpoint not listed here fails the check
 * until it is added here and `node tests/contracts/extract.mjs` is run.
 */

/** @type {Array<{ method: string, path: string, types: string }>} */
export const STRIPE_ENDPOINTS = [
	{
		method: 'POST',
		path: '/v1/payment_intents',
		types: 'PaymentIntentCreateParams',
	},
	{
		method: 'GET',
		path: '/v1/payment_intents/{intent}',
		types: 'PaymentIntentRetrieveParams',
	},
	{
		method: 'POST',
		path: '/v1/payment_intents/{intent}',
		types: 'PaymentIntentUpdateParams',
	},
	{
		method: 'POST',
		path: '/v1/payment_intents/{intent}/confirm',
		types: 'PaymentIntentConfirmParams',
	},
	{
		method: 'POST',
		path: '/v1/payment_intents/{intent}/cancel',
		types: 'PaymentIntentCancelParams',
	},
	{
		method: 'POST',
		path: '/v1/payment_intents/{intent}/capture',
		types: 'PaymentIntentCaptureParams',
	},
	{
		method: 'POST',
		path: '/v1/setup_intents',
		types: 'SetupIntentCreateParams',
	},
	{
		method: 'GET',
		path: '/v1/setup_intents/{intent}',
		types: 'SetupIntentRetrieveParams',
	},
	{
		method: 'POST',
		path: '/v1/setup_intents/{intent}',
		types: 'SetupIntentUpdateParams',
	},
	{
		method: 'POST',
		path: '/v1/setup_intents/{intent}/confirm',
		types: 'SetupIntentConfirmParams',
	},
	{
		method: 'POST',
		path: '/v1/setup_intents/{intent}/cancel',
		types: 'SetupIntentCancelParams',
	},
	{
		method: 'POST',
		path: '/v1/payment_methods',
		types: 'PaymentMethodCreateParams',
	},
	{
		method: 'GET',
		path: '/v1/payment_methods',
		types: 'PaymentMethodListParams',
	},
	{
		method: 'GET',
		path: '/v1/payment_methods/{payment_method}',
		types: 'PaymentMethodRetrieveParams',
	},
	{
		method: 'POST',
		path: '/v1/payment_methods/{payment_method}/attach',
		types: 'PaymentMethodAttachParams',
	},
	{
		method: 'POST',
		path: '/v1/payment_methods/{payment_method}/detach',
		types: 'PaymentMethodDetachParams',
	},
	{ method: 'POST', path: '/v1/customers', types: 'CustomerCreateParams' },
	{
		method: 'GET',
		path: '/v1/customers/{customer}',
		types: 'CustomerRetrieveParams',
	},
	{
		method: 'POST',
		path: '/v1/customers/{customer}',
		types: 'CustomerUpdateParams',
	},
	{
		method: 'GET',
		path: '/v1/customers/{customer}/payment_methods',
		types: 'CustomerListPaymentMethodsParams',
	},
	{ method: 'POST', path: '/v1/refunds', types: 'RefundCreateParams' },
	{ method: 'GET', path: '/v1/refunds', types: 'RefundListParams' },
	{
		method: 'GET',
		path: '/v1/refunds/{refund}',
		types: 'RefundRetrieveParams',
	},
	{ method: 'GET', path: '/v1/charges', types: 'ChargeListParams' },
	{
		method: 'GET',
		path: '/v1/charges/{charge}',
		types: 'ChargeRetrieveParams',
	},
	{ method: 'GET', path: '/v1/events/{id}', types: 'EventRetrieveParams' },
	{
		method: 'GET',
		path: '/v1/disputes/{dispute}',
		types: 'DisputeRetrieveParams',
	},
	{
		method: 'GET',
		path: '/v1/mandates/{mandate}',
		types: 'MandateRetrieveParams',
	},
	{
		method: 'GET',
		path: '/v1/balance_transactions/{id}',
		types: 'BalanceTransactionRetrieveParams',
	},
	{
		method: 'GET',
		path: '/v1/payment_method_configurations',
		types: 'PaymentMethodConfigurationListParams',
	},
	{
		method: 'GET',
		path: '/v1/payment_method_configurations/{configuration}',
		types: 'PaymentMethodConfigurationRetrieveParams',
	},
	{
		method: 'POST',
		path: '/v1/payment_method_domains',
		types: 'PaymentMethodDomainCreateParams',
	},
	{
		method: 'GET',
		path: '/v1/payment_method_domains',
		types: 'PaymentMethodDomainListParams',
	},
];

/** @type {Array<{ method: string, path: string, file: string }>} */
export const PAYPAL_ENDPOINTS = [
	{
		method: 'POST',
		path: '/v2/checkout/orders',
		file: 'checkout_orders_v2.json',
	},
	{
		method: 'GET',
		path: '/v2/checkout/orders/{id}',
		file: 'checkout_orders_v2.json',
	},
	{
		method: 'PATCH',
		path: '/v2/checkout/orders/{id}',
		file: 'checkout_orders_v2.json',
	},
	{
		method: 'POST',
		path: '/v2/checkout/orders/{id}/capture',
		file: 'checkout_orders_v2.json',
	},
	{
		method: 'GET',
		path: '/v2/payments/captures/{capture_id}',
		file: 'payments_payment_v2.json',
	},
	{
		method: 'POST',
		path: '/v2/payments/captures/{capture_id}/refund',
		file: 'payments_payment_v2.json',
	},
	{
		method: 'GET',
		path: '/v2/payments/refunds/{refund_id}',
		file: 'payments_payment_v2.json',
	},
	{
		method: 'POST',
		path: '/v1/notifications/verify-webhook-signature',
		file: 'notifications_webhooks_v1.json',
	},
	{
		method: 'GET',
		path: '/v1/notifications/webhooks/{webhook_id}',
		file: 'notifications_webhooks_v1.json',
	},
];
