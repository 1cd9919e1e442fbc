/**
 * The add-payment-method page: asks the server for a SetupIntent that
 * attaches the method to the customer (`wc_stripe_create_setup_intent`),
 * and lets the bank confirm it when it asks to.
 */
import type { Stripe } from '@stripe/stripe-js';
import { postForm } from '@tresen/common/http';
import { messageFor, type StripeErrorLike } from './errors';
import { nextStep, type StripeNextAction } from './next-action';
import type { StripeSettings } from './settings.d';

/**
 * Saves a PaymentMethod with a SetupIntent.
 *
 * @param paymentMethod PaymentMethod id.
 * @param settings      Settings (`setupIntentUrl`, `addCardNonce`).
 * @param stripeJs      Stripe.js (loaded once).
 * @param navigate      Goes to the bank's page.
 * @return '' when saved, else the German message to show.
 */
export async function saveWithSetupIntent(
	paymentMethod: string,
	settings: StripeSettings,
	stripeJs: () => Promise< Stripe | null >,
	navigate: ( url: string ) => void
): Promise< string > {
	const { setupIntentUrl, addCardNonce } = settings;
	let reply: {
		status?: string;
		client_secret?: string;
		next_action?: StripeNextAction | null;
		error?: StripeErrorLike;
	};
	try {
		reply = ( ( await postForm( setupIntentUrl, {
			stripe_source_id: paymentMethod,
			nonce: addCardNonce,
		} ) ) ?? {} ) as typeof reply;
	} catch {
		return messageFor( { type: 'api_connection_error' } );
	}
	if ( reply.status === 'success' ) {
		return '';
	}
	if ( reply.status === 'requires_action' && reply.client_secret ) {
		const step = nextStep( reply.next_action );
		if ( step.kind === 'redirect' ) {
			// Confirmed for the bank's page: the shopper comes back to the
			// return address, where the server saves the method.
			navigate( step.url );
			return new Promise< string >( () => {} );
		}
		const stripe = await stripeJs();
		try {
			const result = await stripe!.handleNextAction( {
				clientSecret: reply.client_secret,
			} );
			if ( result.error ) {
				return messageFor( result.error as StripeErrorLike );
			}
			const status =
				'setupIntent' in result ? result.setupIntent?.status : '';
			return status === 'succeeded'
				? ''
				: messageFor( {
						code: 'setup_intent_authentication_failure',
					} );
		} catch {
			return messageFor( { type: 'api_connection_error' } );
		}
	}
	// The server's refusal is already German.
	return reply.error?.message || messageFor( reply.error ?? {} );
}
