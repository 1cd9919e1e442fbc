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
	/**
	 * The method chosen inside the element (its `change` event's
	 * `value.type`): the single element's card box holds SEPA and the
	 * redirect and voucher methods too.
	 */
	chosen: string;
}

/**
 * Whether a box holds the single Payment Element (several methods, or the
 * owner's payment method configuration).
 *
 * @param box The element's box.
 */
export function isSingleElement( box: HTMLElement ): boolean {
	return (
		Boolean( box.dataset.configuration ) ||
		( box.dataset.methods ?? '' ).split( ' ' ).filter( Boolean ).length > 1
	);
}

/**
 * The Payment Element's options: the methods (the owner's payment method
 * configuration, the shop's list for the single element, else this
 * gateway's one method), the amount and currency the box names,
 * PaymentMethods made by us.
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
	const configuration = box.dataset.configuration ?? '';
	const methods = ( box.dataset.methods ?? '' )
		.split( ' ' )
		.filter( Boolean );
	const common = {
		currency,
		// The single element: the owner's configuration in the Stripe dashboard (the server
		// creates the intent with the same one), else the methods switched on in the shop;
		// on its own, the gateway's one method.
		...( configuration
			? { paymentMethodConfiguration: configuration }
			: {
					allowedPaymentMethodTypes: methods.length
						? methods
						: [ kind ],
				} ),
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
		const single = isSingleElement( box );
		const el = elements.create( 'payment', {
			// The checkout (or the order, or the account) has them: not asked twice.
			fields: { billingDetails: 'never' },
			// Apple Pay and Google Pay are the express buttons' part.
			wallets: { applePay: 'never', googlePay: 'never' },
			// SEPA on its own: the mandate's text is the box's own (under the field), not shown twice;
			// in the single element Stripe shows it when the shopper picks SEPA.
			terms: { sepaDebit: single ? 'auto' : 'never' },
		} );
		el.mount( box );
		const entry: Mounted = { el, elements, box, chosen: kind };
		el.on( 'change', ( event ) => {
			const type = ( event as { value?: { type?: string } } ).value?.type;
			const now = this.mounted.get( kind );
			if ( type && now ) {
				now.chosen = type;
			}
			this.onChange( kind );
		} );
		this.mounted.set( kind, entry );
		return true;
	}
}
