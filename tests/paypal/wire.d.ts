/**
 * PayPal's objects as they travel (snake_case JSON, enums as their strings),
 * from the typed models of `@paypal/paypal-server-sdk` (camelCase, TS enums):
 * `Wire< Order >` is the JSON of an Orders v2 order. Used by
 * tests/paypal/shapes.mjs so the stand-in's replies are held to the SDK.
 */
import type {
	AmountBreakdown,
	AmountWithBreakdown,
	Capture,
	CapturedPayment,
	Money,
	Order,
	OrdersCapture,
	Payer,
	PaymentCollection,
	Refund,
	LinkDescription,
	PurchaseUnit,
} from '@paypal/paypal-server-sdk';

/** "purchaseUnits" → "purchase_units", "addressLine1" → "address_line_1". */
export type Snake< S extends string > = S extends `${ infer H }${ infer R }`
	? `${ H extends Lowercase< H >
			? H extends `${ number }`
				? `_${ H }`
				: H
			: `_${ Lowercase< H > }` }${ Snake< R > }`
	: S;

/** The JSON form of an SDK model. */
export type Wire< T > = T extends string
	? `${ T }`
	: T extends number | boolean | null | undefined
		? T
		: T extends Array< infer U >
			? Array< Wire< U > >
			: T extends object
				? {
						[
							K in keyof T as K extends string
								? Snake< K >
								: never
						]: Wire< T[ K ] >;
					}
				: T;

export type WireOrder = Wire< Order >;
export type WireCapture = Wire< Capture >;
export type WireRefund = Wire< Refund >;
export type WirePurchaseUnit = Wire< PurchaseUnit >;
export type WireLink = Wire< LinkDescription >;
export type WireOrdersCapture = Wire< OrdersCapture >;
export type WireCapturedPayment = Wire< CapturedPayment >;
export type WirePayer = Wire< Payer >;
export type WirePaymentCollection = Wire< PaymentCollection >;
export type WireAmountWithBreakdown = Wire< AmountWithBreakdown >;
export type WireAmountBreakdown = Wire< AmountBreakdown >;
export type WireMoney = Wire< Money >;
/** A capture as the stand-in keeps it: PayPal's fields and its own running total of refunds. */
export type StandinCapture = WireCapturedPayment &
	WireOrdersCapture & { refunded: number };

/**
 * The webhook event envelope as PayPal publishes it: `components.schemas.event`
 * of notifications_webhooks_v1.json (Webhooks Management 1.11, github
 * paypal/paypal-rest-api-specifications; the SDK has no webhook models).
 * Every field is readOnly there (PayPal fills it); `event_version` and
 * `resource_version` follow the spec's pattern `^([0-9]+.[0-9]+)$`; a link's
 * `method` is the spec's enum. The resource is one of the SDK's models.
 */
export interface WireWebhookEvent {
	id: string;
	create_time: string;
	resource_type: 'capture' | 'refund' | 'checkout-order';
	event_version: `${ number }.${ number }`;
	event_type: WireWebhookEventType;
	summary: string;
	resource_version?: `${ number }.${ number }`;
	resource:
		| Partial< WireCapturedPayment >
		| Partial< WireRefund >
		| Partial< WireOrder >;
	links?: Array< {
		href: string;
		rel: string;
		method?:
			| 'CONNECT'
			| 'DELETE'
			| 'GET'
			| 'HEAD'
			| 'OPTIONS'
			| 'PATCH'
			| 'POST'
			| 'PUT';
	} >;
}

/**
 * A webhook of the PayPal app as `GET /v1/notifications/webhooks/{webhook_id}`
 * answers: `components.schemas.webhook` of notifications_webhooks_v1.json
 * (Webhooks Management 1.11): `url` and `event_types` required, each event
 * type `{ name, description?, status?, resource_versions? }` (`*` = every
 * event), `links` readOnly.
 */
export interface WireWebhook {
	id: string;
	url: string;
	event_types: Array< {
		name: WireWebhookEventType | '*';
		description?: string;
		status?: string;
		resource_versions?: string[];
	} >;
	links?: WireWebhookEvent[ 'links' ];
}

/** The event types the stand-in sends (PayPal's names, "Webhook event names" of its REST docs). */
export type WireWebhookEventType =
	| 'CHECKOUT.ORDER.APPROVED'
	| 'CHECKOUT.ORDER.COMPLETED'
	| 'PAYMENT.CAPTURE.COMPLETED'
	| 'PAYMENT.CAPTURE.PENDING'
	| 'PAYMENT.CAPTURE.DENIED'
	| 'PAYMENT.CAPTURE.REFUNDED'
	| 'PAYMENT.CAPTURE.REVERSED';
