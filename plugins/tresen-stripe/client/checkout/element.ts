/**
 * Stripe's Payment Element on the checkout, with deferred intent creation:
 * the element knows the amount and currency, the PaymentMethod is made from
 * it (elements.submit, createPaymentMethod) and the server creates and
 * confirms the intent when the order is placed. One element per kind; when
 * the order review replaces the payment section, the same element moves
 * into the new box and keeps what the shopper typed.
 */
import type {
	Stripe,
	StripeElements,
	StripeElementsOptionsMode,
	StripePaymentElement,
} from '@stripe/stripe-js';

export type Kind = 'card' | 'sepa_debit';

export interface Mounted {
	el: StripePaymentElement;
	elements: StripeElements;
	box: HTMLElement;
}

/**
 * The Payment Element's options: one method (this gateway's), the amount
 * and currency the box names, PaymentMethods made by us.
 *
 * @param kind   Card or SEPA.
 * @param box    The element's box (`data-mode`, `data-amount`, `data-currency`).
 * @param locale Stripe's locale.
 */
export function elementOptions(
	kind: Kind,
	box: HTMLElement,
	locale: string
): StripeElementsOptionsMode {
	const currency = box.dataset.currency || 'eur';
	const common = {
		currency,
		paymentMethodTypes: [ kind ],
		paymentMethodCreation: 'manual' as const,
		locale: locale as 'de',
		appearance: { variables: { fontSizeBase: '15px' } },
	};
	if ( box.dataset.mode === 'setup' ) {
		return { ...common, mode: 'setup' };
	}
	return {
		...common,
		mode: 'payment',
		// Stripe needs an amount above zero to show the methods.
		amount: Math.max( 1, Number( box.dataset.amount ?? 0 ) ),
	};
}

/** The mounted elements of one form. */
export class PaymentElements {
	private readonly mounted = new Map< Kind, Mounted >();

	constructor(
		private readonly form: HTMLFormElement,
		private readonly locale: string,
		private readonly onChange: ( kind: Kind ) => void
	) {}

	/**
	 * The element of a kind, once mounted.
	 *
	 * @param kind Card or SEPA.
	 */
	get( kind: Kind ): Mounted | undefined {
		return this.mounted.get( kind );
	}

	/**
	 * Mounts the kind's element into its box (or moves it there).
	 *
	 * @param kind     Card or SEPA.
	 * @param stripeJs Stripe.js (loaded once).
	 * @return false when Stripe.js did not start, else true.
	 */
	async mount(
		kind: Kind,
		stripeJs: () => Promise< Stripe | null >
	): Promise< boolean > {
		const box = this.form.querySelector< HTMLElement >(
			`[data-tresen-stripe-element="${ kind }"]`
		);
		if ( ! box ) {
			return true;
		}
		const current = this.mounted.get( kind );
		if ( current && current.box === box && box.isConnected ) {
			return true;
		}
		const stripe = await stripeJs();
		if ( ! stripe ) {
			return false;
		}
		const again = this.mounted.get( kind );
		if ( again?.box === box ) {
			return true; // Mounted meanwhile.
		}
		if ( again ) {
			// The order review replaced the payment section: the same Element
			// moves into the new box and keeps what the shopper typed; the
			// total may have changed with it.
			again.el.unmount();
			again.el.mount( box );
			const amount = Number( box.dataset.amount ?? 0 );
			if ( box.dataset.mode !== 'setup' && amount > 0 ) {
				void again.elements.update( { amount } );
			}
			this.mounted.set( kind, { ...again, box } );
			return true;
		}
		const elements = stripe.elements(
			elementOptions( kind, box, this.locale )
		);
		const el = elements.create( 'payment', {
			// The checkout (or the order, or the account) has them: not asked twice.
			fields: { billingDetails: 'never' },
			// Apple Pay and Google Pay are the express buttons' part.
			wallets: { applePay: 'never', googlePay: 'never' },
			// The SEPA mandate's text is the box's own (under the field), not shown twice.
			terms: { sepaDebit: 'never' },
		} );
		el.mount( box );
		el.on( 'change', () => this.onChange( kind ) );
		this.mounted.set( kind, { el, elements, box } );
		return true;
	}
}
