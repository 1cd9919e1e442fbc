/**
 * What Stripe does on the checkout, the order-pay and the add-payment-method
 * forms (flow.ts decides when): Stripe.js loaded once, the Payment Element
 * mounted (element.ts), the PaymentMethod created (payment-method.ts) and
 * put in `stripe_source`, Boleto and OXXO paid (voucher.ts), the bank's
 * dialog for a `#confirm-pi-…` hash (confirm-hash.ts), German messages
 * under the method (feedback.ts).
 */
import type { Stripe, StripeElementsOptionsMode } from '@stripe/stripe-js';
import { placeOrderRefusal } from '@tresen/common/place-order';
import { request } from '@tresen/common/http';
import { messageFor, notStartedMessage, prepaidMessage } from './errors';
import type { StripeSettings } from './settings.d';
import { isRedirectGateway } from './redirect';
import { payByVoucher, type VoucherKind } from './voucher';
import { chosenToken } from './tokens';
import { voucherLines } from './next-action';
import { confirmByHash, parseConfirmHash } from './confirm-hash';
import { elementOptions, PaymentElements, type Kind } from './element';
import { createPaymentMethod, type Created } from './payment-method';
import { billingDetails } from './billing';
import { clearError, showError, showStatus } from './feedback';
import { saveWithSetupIntent } from './setup-intent';

export type StripeLoader = (
	key: string,
	options: { locale: string }
) => Promise< Stripe | null >;

export interface FlowOptions {
	settings: StripeSettings;
	load: StripeLoader;
	navigate?: ( url: string ) => void;
}

export class StripeMethods {
	protected stripe: Promise< Stripe | null > | null = null;
	protected readonly elements: PaymentElements;
	/** The next submission is ours (the PaymentMethod is in `stripe_source`). */
	protected pass = false;
	protected busy = false;
	protected tokenizing = false;

	constructor(
		protected readonly form: HTMLFormElement,
		protected readonly options: FlowOptions
	) {
		this.elements = new PaymentElements(
			form,
			options.settings.locale,
			( kind ) => this.clearError( kind )
		);
	}

	/**
	 * The Stripe kind of a gateway id, or null for other gateways.
	 * @param gateway
	 */
	kindOf( gateway: string ): Kind | null {
		if ( gateway === this.options.settings.gatewayId ) {
			return 'card';
		}
		if ( gateway === this.options.settings.sepaGatewayId ) {
			return 'sepa_debit';
		}
		return null;
	}

	/** The gateway chosen in the form. */
	chosen(): string {
		return (
			this.form.querySelector< HTMLInputElement >(
				'input[name="payment_method"]:checked'
			)?.value ?? ''
		);
	}

	/**
	 * Whether the form goes to the server as it is: a redirect method, or a
	 * saved method is chosen (its token travels in `wc-{gateway}-payment-token`;
	 * no new PaymentMethod).
	 *
	 * @param gateway Chosen gateway id.
	 */
	directSubmit( gateway: string ): boolean {
		if ( isRedirectGateway( gateway ) ) {
			return true;
		}
		if ( ! chosenToken( this.form, gateway ) ) {
			return false;
		}
		this.form
			.querySelectorAll< HTMLInputElement >(
				'input[name="stripe_source"]'
			)
			.forEach( ( input ) => ( input.value = '' ) );
		return true;
	}

	/** Submits the form again, letting this one submission through. */
	protected resubmit(): void {
		this.pass = true;
		this.form.requestSubmit();
		// Without our event (another gateway's jQuery handler stopped it) the pass must not linger.
		window.setTimeout( () => ( this.pass = false ), 0 );
	}

	/** Loads Stripe.js once (on intent). */
	protected readonly stripeJs = (): Promise< Stripe | null > => {
		if ( ! this.stripe ) {
			this.stripe = this.options
				.load( this.options.settings.publishableKey, {
					locale: this.options.settings.locale,
				} )
				.catch( () => {
					this.stripe = null;
					return null;
				} );
		}
		return this.stripe;
	};

	/** When a Stripe method is chosen: loads Stripe.js and mounts its field. */
	async prepare(): Promise< void > {
		const kind = this.kindOf( this.chosen() );
		if ( kind && ! ( await this.elements.mount( kind, this.stripeJs ) ) ) {
			this.showError( kind, notStartedMessage() );
		}
	}

	/**
	 * The Payment Element's options (element.ts).
	 *
	 * @param kind Card or SEPA.
	 * @param box  The element's box.
	 */
	elementOptions( kind: Kind, box: HTMLElement ): StripeElementsOptionsMode {
		return elementOptions( kind, box, this.options.settings.locale );
	}

	/**
	 * Boleto and OXXO: the server executes the checkout, Stripe.js confirms.
	 *
	 * @param kind Boleto or OXXO.
	 */
	async payVoucher( kind: VoucherKind ): Promise< void > {
		if ( this.busy ) {
			return;
		}
		this.setBlocked( true );
		this.clearError( kind );
		const outcome = await payByVoucher(
			this.form,
			kind,
			this.options.settings,
			this.stripeJs()
		);
		if ( 'navigate' in outcome ) {
			if ( outcome.voucher ) {
				// While the next page loads: the voucher's number (Multibanco: entity and reference) and its expiry.
				this.showStatus( kind, voucherLines( outcome.voucher ) );
			}
			// Stays blocked until the next page has loaded.
			(
				this.options.navigate ??
				( ( url: string ) => window.location.assign( url ) )
			)( outcome.navigate );
			return;
		}
		this.setBlocked( false );
		if ( 'reload' in outcome ) {
			window.location.reload();
			return;
		}
		this.showError(
			kind,
			outcome.error.message &&
				! outcome.error.code &&
				! outcome.error.type
				? outcome.error.message
				: messageFor( outcome.error )
		);
	}

	protected setBlocked( on: boolean ): void {
		this.busy = on;
		this.form.classList.toggle( 'processing', on );
		this.form.setAttribute( 'aria-busy', on ? 'true' : 'false' );
		this.form
			.querySelector( '#place_order' )
			?.toggleAttribute( 'aria-disabled', on );
	}

	/** Payment owner details (billing.ts). */
	billingDetails(): Record< string, unknown > {
		return billingDetails( this.form, this.options.settings.billing );
	}

	/**
	 * Creates the PaymentMethod and submits the form again with its id
	 * (forms that are not the storefront's checkout), blocked meanwhile.
	 *
	 * @param kind Card or SEPA.
	 */
	async createPaymentMethod( kind: Kind ): Promise< void > {
		if ( this.busy ) {
			return;
		}
		this.setBlocked( true );
		let ready = false;
		try {
			await this.tokenize( kind );
			ready = true;
		} catch {
			// Shown under the method.
		}
		this.setBlocked( false );
		if ( ready ) {
			this.resubmit();
		}
	}

	/**
	 * Creates the PaymentMethod and puts its id in `stripe_source` (on the
	 * add-payment-method page: saves it with a SetupIntent first).
	 *
	 * @param kind Card or SEPA.
	 * @return Resolves when the form may post; rejects with the German
	 *         message, shown under the method.
	 */
	async tokenize( kind: Kind ): Promise< void > {
		if ( this.tokenizing ) {
			throw placeOrderRefusal( '', true ); // The first press is at work.
		}
		this.tokenizing = true;
		try {
			await this.tokenizeOnce( kind );
		} finally {
			this.tokenizing = false;
		}
	}

	protected async tokenizeOnce( kind: Kind ): Promise< void > {
		this.clearError( kind );
		let created: Created;
		try {
			await this.prepare();
			const stripe = await this.stripeJs();
			const mounted = this.elements.get( kind );
			if ( ! stripe || ! mounted ) {
				throw new Error( 'Stripe.js is not available' );
			}
			created = await createPaymentMethod(
				kind,
				stripe,
				mounted,
				this.billingDetails(),
				this.options.settings.allowPrepaidCard
			);
		} catch {
			created = { error: { type: 'api_connection_error' } };
		}
		const { error, method } = created;
		let message = '';
		if ( ! error && method && this.form.id === 'add_payment_method' ) {
			// Saving without a payment: a SetupIntent first (3-D Secure if the bank asks).
			message = await this.setupIntent( method.id );
		}
		if ( error || ! method || message ) {
			const text =
				message ||
				( error?.code === 'prepaid_card'
					? prepaidMessage()
					: messageFor( error ?? { type: 'api_error' } ) );
			this.showError( kind, text );
			throw placeOrderRefusal( text, true );
		}
		this.form
			.querySelectorAll< HTMLInputElement >(
				'input[name="stripe_source"]'
			)
			.forEach( ( input ) => ( input.value = method.id ) );
	}

	/**
	 * Saves a PaymentMethod on the add-payment-method page (setup-intent.ts).
	 *
	 * @param paymentMethod PaymentMethod id.
	 * @return '' when saved, else the German message to show.
	 */
	setupIntent( paymentMethod: string ): Promise< string > {
		return saveWithSetupIntent(
			paymentMethod,
			this.options.settings,
			() => this.stripeJs(),
			this.navigate
		);
	}

	/**
	 * Shows one German message under the method (feedback.ts).
	 *
	 * @param kind    Method.
	 * @param message Message.
	 */
	showError( kind: string, message: string ): void {
		showError( this.form, kind, message );
	}

	/**
	 * Shows lines (not an error) under the method.
	 *
	 * @param kind  Method.
	 * @param lines Text lines.
	 */
	showStatus( kind: string, lines: string[] ): void {
		showStatus( this.form, kind, lines );
	}

	protected clearError( kind: string ): void {
		clearError( this.form, kind );
	}

	protected readonly navigate = ( url: string ): void =>
		(
			this.options.navigate ??
			( ( to: string ) => window.location.assign( to ) )
		)( url );

	/**
	 * Opens the bank's confirmation for a `#confirm-pi-…` hash.
	 *
	 * @param onLoad Whether the page was opened with the hash.
	 */
	async onHash( onLoad: boolean ): Promise< void > {
		const hash = parseConfirmHash( window.location.hash );
		if ( ! hash ) {
			return;
		}
		// Cleared at once: a reload or the back button does not open it again.
		window.history.replaceState(
			null,
			'',
			window.location.pathname + window.location.search
		);
		this.setBlocked( true );
		const error = await confirmByHash( await this.stripeJs(), hash );
		if ( ! error || onLoad ) {
			// Paid, or opened with the hash: the return address sends the shopper on.
			this.navigate( hash.returnUrl );
			return;
		}
		if ( hash.kind === 'pi' ) {
			// As the anchor does: the return address learns of the failure (order note), without leaving the page.
			void request( hash.returnUrl + '&is_ajax', {
				method: 'GET',
			} ).catch( () => undefined );
		}
		this.setBlocked( false );
		this.showError(
			this.kindOf( this.chosen() ) ?? 'card',
			messageFor( error )
		);
	}
}
