/**
 * Boleto and OXXO: the server executes the checkout (creates the order, or
 * on the order's payment page updates its PaymentIntent through
 * `wc_stripe_{type}_update_payment_intent`) and answers with
 * `client_secret` and `confirm_payment_data`; Stripe.js confirms the
 * payment (and shows the voucher), then the browser goes to the returned
 * address, where the server checks the result.
 */
import type { Stripe } from '@stripe/stripe-js';
import { postForm } from '@tresen/common/http';
import { isCompleteTaxId } from './boleto';
import { nextStep, type StripeNextAction, type Voucher } from './next-action';
import type { StripeSettings } from './settings.d';

export type VoucherKind = 'boleto' | 'oxxo';

export interface VoucherReply {
	result?: string;
	redirect?: string;
	messages?: string;
	reload?: boolean;
	client_secret?: string;
	confirm_payment_data?: Record< string, unknown >;
}

/**
 * The voucher kind of a gateway id.
 *
 * @param gateway Gateway id.
 */
export function voucherKind( gateway: string ): VoucherKind | null {
	if ( gateway === 'stripe_boleto' ) {
		return 'boleto';
	}
	return gateway === 'stripe_oxxo' ? 'oxxo' : null;
}

/**
 * The text of WooCommerce's notice markup (one line per notice).
 *
 * @param html `messages` of a reply.
 */
export function noticeText( html: string ): string {
	const body = new DOMParser().parseFromString( html, 'text/html' ).body;
	const items = Array.from( body.querySelectorAll( 'li' ) );
	return (
		items.length
			? items.map( ( li ) => li.textContent ?? '' )
			: [ body.textContent ?? '' ]
	)
		.map( ( text ) => text.trim() )
		.filter( Boolean )
		.join( ' ' );
}

/** The outcome: an error to show, or where to go. */
export type VoucherOutcome =
	| { error: { code?: string; type?: string; message?: string } }
	| { navigate: string; voucher?: Voucher }
	| { reload: true };

/**
 * Posts the form (checkout or order-pay) and confirms the reply with Stripe.js.
 *
 * @param form     The form.
 * @param kind     Boleto or OXXO.
 * @param settings Script settings.
 * @param stripe   Stripe.js.
 */
export async function payByVoucher(
	form: HTMLFormElement,
	kind: VoucherKind,
	settings: StripeSettings,
	stripe: Promise< Stripe | null >
): Promise< VoucherOutcome > {
	const taxId =
		form.querySelector< HTMLInputElement >( '#stripe_boleto_tax_id' )
			?.value ?? '';
	if ( kind === 'boleto' && ! isCompleteTaxId( taxId ) ) {
		return { error: { code: 'cpf_cnpj_required' } };
	}
	const body = new URLSearchParams();
	new FormData( form ).forEach( ( value, key ) => {
		if ( typeof value === 'string' ) {
			body.append( key, value );
		}
	} );
	let url = settings.checkoutUrl;
	if ( form.id === 'order_review' ) {
		url = settings.updateIntentUrl.replace( '%%type%%', kind );
		body.set( '_ajax_nonce', settings.updateIntentNonce );
		body.set( 'order_id', String( settings.orderId ) );
		body.set( 'stripe_order_key', settings.orderKey );
	}
	let reply: VoucherReply;
	try {
		reply = ( ( await postForm( url, body ) ) ?? {} ) as VoucherReply;
	} catch {
		return { error: { type: 'api_connection_error' } };
	}
	if ( reply.result !== 'success' || ! reply.client_secret ) {
		if ( reply.reload ) {
			return { reload: true };
		}
		const message = noticeText( reply.messages ?? '' );
		return { error: message ? { message } : { type: 'api_error' } };
	}
	const js = await stripe;
	if ( ! js ) {
		return { error: { type: 'api_connection_error' } };
	}
	// The server's data as it is: Boleto's tax id and full billing address (Stripe requires both).
	const data = ( reply.confirm_payment_data ?? {} ) as never;
	let next: StripeNextAction | null = null;
	try {
		const result =
			kind === 'boleto'
				? await js.confirmBoletoPayment( reply.client_secret, data )
				: await js.confirmOxxoPayment( reply.client_secret, data );
		if ( result.error ) {
			return { error: result.error };
		}
		next =
			( result.paymentIntent?.next_action as StripeNextAction | null ) ??
			null;
	} catch {
		return { error: { type: 'api_connection_error' } };
	}
	const step = nextStep( next );
	return step.kind === 'voucher'
		? { navigate: reply.redirect ?? '', voucher: step.voucher }
		: { navigate: reply.redirect ?? '' };
}
