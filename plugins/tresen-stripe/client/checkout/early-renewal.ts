/**
 * Early renewal (spec §7): the "Pay now" link of a subscriptions plugin's
 * early-renewal modal (`#early_renewal_modal_submit`) or this plugin's own
 * link (`?tresen-stripe-early-renewal=…`, see EarlyRenewal.php) is fetched
 * instead of followed. The reply is `{stripe_sca_required, intent_secret,
 * redirect_url}`: without authentication the browser goes to redirect_url;
 * with it the bank's dialog opens for intent_secret (Stripe.js
 * `handleNextAction`, the same dialog as the `#confirm-pi-…` hash) and on
 * success the browser goes to redirect_url, which asks Stripe for the
 * result (renewal-link.ts picks the link). A refused authentication, a
 * failed request or a reply without an address shows a German message
 * beside the link, which stays usable.
 */
import type { Stripe } from '@stripe/stripe-js';
import { HttpError, messageOf, requestJson } from '@tresen/common/http';
import { announce } from '@tresen/common/notices';
import { messageFor, type StripeErrorLike } from './errors';
import { networkMessage, showRenewalError } from './renewal-link';

export interface RenewalReply {
	stripe_sca_required?: unknown;
	intent_secret?: unknown;
	redirect_url?: unknown;
	error?: unknown;
}

export interface RenewalDeps {
	/** Stripe.js, loaded only when the bank asks for authentication. */
	stripe: () => Promise< Stripe | null >;
	navigate?: ( url: string ) => void;
}

/**
 * Fetches the early-renewal link and follows its reply.
 *
 * @param link The early-renewal link.
 * @param deps Stripe.js loader and navigation (tests).
 */
export async function renewEarly(
	link: HTMLAnchorElement,
	deps: RenewalDeps
): Promise< void > {
	if ( link.getAttribute( 'aria-busy' ) === 'true' ) {
		return;
	}
	const navigate =
		deps.navigate ?? ( ( url: string ) => window.location.assign( url ) );
	link.setAttribute( 'aria-busy', 'true' );
	link.parentElement
		?.querySelector( '.tresen-stripe-renewal-error' )
		?.remove();
	const fail = ( message: string ) => {
		link.removeAttribute( 'aria-busy' );
		showRenewalError( link, message );
		announce( message, true );
	};
	let reply: RenewalReply;
	try {
		// The reply whatever the status: a refusal carries the shop's German words.
		reply = ( await requestJson( link.href, {
			method: 'GET',
			headers: { Accept: 'application/json' },
		} ).catch( ( error: unknown ) => {
			if ( error instanceof HttpError ) {
				return error.data;
			}
			throw error;
		} ) ) as RenewalReply;
	} catch {
		fail( networkMessage() );
		return;
	}
	const redirect =
		reply && typeof reply.redirect_url === 'string'
			? reply.redirect_url
			: '';
	if ( ! redirect ) {
		fail( messageOf( reply, networkMessage() ) );
		return;
	}
	if (
		reply.stripe_sca_required !== true ||
		typeof reply.intent_secret !== 'string' ||
		! reply.intent_secret
	) {
		navigate( redirect );
		return;
	}
	let error: StripeErrorLike | null = null;
	let status = '';
	try {
		const stripe = await deps.stripe();
		if ( ! stripe ) {
			throw new Error( 'Stripe.js' );
		}
		const result = await stripe.handleNextAction( {
			clientSecret: reply.intent_secret,
		} );
		error = ( result.error as StripeErrorLike | undefined ) ?? null;
		status =
			( 'paymentIntent' in result && result.paymentIntent?.status ) || '';
	} catch {
		error = { type: 'api_connection_error' };
	}
	if (
		! error &&
		( status === 'succeeded' ||
			status === 'requires_capture' ||
			status === 'processing' )
	) {
		navigate( redirect );
		return;
	}
	fail(
		messageFor( error ?? { code: 'payment_intent_authentication_failure' } )
	);
}
