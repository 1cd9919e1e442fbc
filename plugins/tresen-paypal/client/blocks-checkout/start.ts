/**
 * Starts a PayPal order on the server (`?wc-ajax=tresen_paypal_start_checkout`,
 * the classic buttons' endpoint: the amount comes from the cart there).
 */
import { HttpError, postForm } from '@tresen/common/http';
import type { BillingAddress, PayPalBlockData, ShippingAddress } from './types';

/** Sends the form and resolves with the parsed reply (the suite's one HTTP client). */
export type Send = ( url: string, body: URLSearchParams ) => Promise< unknown >;

export type Started =
	{ ok: true; token: string } | { ok: false; messages: string[] };

/**
 * Plain text of a message that may be notice HTML (parsed inertly).
 * @param html
 */
function plain( html: string ): string[] {
	if ( ! /<[a-z!/]/i.test( html ) ) {
		return [ html.trim() ].filter( Boolean );
	}
	const doc = new DOMParser().parseFromString( html, 'text/html' );
	const items = Array.from( doc.body.querySelectorAll( 'li' ) );
	return ( items.length ? items : [ doc.body ] )
		.map( ( el ) => ( el.textContent ?? '' ).replace( /\s+/g, ' ' ).trim() )
		.filter( Boolean );
}

/**
 * @param data         The settings.
 * @param fromCheckout Whether the button pays on the checkout (else the shopper comes back to review).
 * @param address      The block's billing address (the checkout's; PayPal's payer).
 * @param send         The request (tests replace it).
 * @param shipping     The block's delivery address (priced on the server), when the cart ships.
 */
export async function startCheckout(
	data: PayPalBlockData,
	fromCheckout: boolean,
	address: BillingAddress | null,
	send: Send = postForm,
	shipping: ShippingAddress | null = null
): Promise< Started > {
	const body = new URLSearchParams( {
		nonce: data.nonce,
		from_checkout: fromCheckout ? 'yes' : 'no',
		block: 'yes',
		payment_method: 'ppcp-gateway',
	} );
	if ( address ) {
		for ( const [ key, value ] of Object.entries( address ) ) {
			body.set( `billing_${ key }`, String( value ?? '' ) );
		}
	}
	// The delivery address as the block shows it (the server prices the cart for it).
	if ( shipping ) {
		for ( const [ key, value ] of Object.entries( shipping ) ) {
			body.set( `shipping_${ key }`, String( value ?? '' ) );
		}
	}
	let reply: unknown;
	try {
		reply = await send( data.startCheckoutUrl, body );
	} catch ( error ) {
		// A refusal (403 cross-site, …) still carries the server's messages.
		if ( ! ( error instanceof HttpError ) ) {
			return { ok: false, messages: [ data.messages.generic ] };
		}
		reply = error.data;
	}
	const r = ( reply ?? {} ) as {
		success?: boolean;
		data?: { token?: unknown; messages?: unknown };
	};
	if (
		r.success === true &&
		typeof r.data?.token === 'string' &&
		r.data.token
	) {
		return { ok: true, token: r.data.token };
	}
	const raw = r.data?.messages;
	const list = ( Array.isArray( raw ) ? raw : [ raw ] )
		.filter( ( m ): m is string => typeof m === 'string' )
		.flatMap( plain );
	return {
		ok: false,
		messages: list.length ? list : [ data.messages.generic ],
	};
}
