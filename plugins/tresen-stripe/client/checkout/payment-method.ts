/**
 * Creating the PaymentMethod from the Payment Element: `elements.submit()`
 * first, as Stripe.js demands, then `stripe.createPaymentMethod()` with the
 * billing details (every part named: the element asks for none). A SEPA
 * mandate needs the owner's name and e-mail; a prepaid card is refused
 * unless the shop takes them.
 */
import type { PaymentMethod, Stripe, StripeError } from '@stripe/stripe-js';
import type { StripeErrorLike } from './errors';
import type { Kind, Mounted } from './element';

export interface Created {
	error: StripeErrorLike | null;
	method?: PaymentMethod;
}

/**
 * Creates the PaymentMethod.
 *
 * @param kind         Card or SEPA.
 * @param stripe       Stripe.js.
 * @param mounted      The kind's element.
 * @param billing      Billing details (billing.ts).
 * @param allowPrepaid Whether the shop takes prepaid cards.
 */
export async function createPaymentMethod(
	kind: Kind,
	stripe: Stripe,
	mounted: Mounted,
	billing: Record< string, unknown >,
	allowPrepaid: boolean
): Promise< Created > {
	// In the single element the shopper may have picked SEPA inside the card's box.
	const chosen = mounted.chosen || kind;
	if ( chosen === 'sepa_debit' && ! billing.name ) {
		return { error: { code: 'invalid_owner_name' } };
	}
	if ( chosen === 'sepa_debit' && ! billing.email ) {
		return { error: { code: 'email_invalid' } };
	}
	const submitted = await mounted.elements.submit();
	const result = submitted.error
		? { error: submitted.error, paymentMethod: undefined }
		: await stripe.createPaymentMethod( {
				elements: mounted.elements,
				params: {
					billing_details: {
						name: '',
						email: '',
						phone: '',
						...billing,
					},
				},
			} );
	const error = ( result.error as StripeError | undefined ) ?? null;
	const method = result.paymentMethod;
	if ( ! error && method?.card?.funding === 'prepaid' && ! allowPrepaid ) {
		return { error: { code: 'prepaid_card' }, method };
	}
	return { error, method };
}
