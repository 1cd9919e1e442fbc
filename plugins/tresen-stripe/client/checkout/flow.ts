/**
 * The card and SEPA flow on the suite's checkout.
 *
 * - Stripe.js loads on intent: when a Stripe method is (or becomes) the
 *   chosen one. Its Elements hold the card number or IBAN in Stripe's own
 *   iframes: no card data enters the shop's page or server.
 * - Placing the order: the theme's checkout asks gateways first
 *   (`checkout_place_order_stripe` when jQuery is present, then the
 *   cancelable `tresen:checkout-place-order`). For a Stripe method we cancel
 *   it, block the form, create the PaymentMethod with Stripe.js, put its id
 *   in the hidden `stripe_source` and submit the form again, letting that
 *   submission through. Errors show in German in the list under the method.
 * - The server answers 3-D Secure with the redirect
 *   `#confirm-pi-{client_secret}:{return url}`: the bank's dialog opens
 *   (Stripe's `handleNextAction`), the hash is cleared; success goes to the
 *   return URL, anything else shows the error (or, when the page was opened
 *   with the hash, goes to the return URL, which sends the shopper on).
 */
import type {
	PaymentMethod,
	Stripe,
	StripeElements,
	StripeElementsOptionsMode,
	StripeError,
	StripePaymentElement,
} from '@stripe/stripe-js';
import { onJQuery, triggerJQuery } from '@tresen/common/events';
import { postForm, request } from '@tresen/common/http';
import { announce, scrollToElement } from '@tresen/common/notices';
import {
	messageFor,
	notStartedMessage,
	prepaidMessage,
	type StripeErrorLike,
} from './errors';
import type { StripeSettings } from './settings.d';
import { formatTaxId } from './boleto';
import { isRedirectGateway } from './redirect';
import { payByVoucher, voucherKind, type VoucherKind } from './voucher';
import { chosenToken, syncTokenForms } from './tokens';
import { nextStep, voucherLines, type StripeNextAction } from './next-action';

export type StripeLoader = (
	key: string,
	options: { locale: string }
) => Promise< Stripe | null >;

type Kind = 'card' | 'sepa_debit';

/** `#confirm-pi-{client_secret}:{url-encoded return URL}` (or `confirm-si-`). */
export interface ConfirmHash {
	kind: 'pi' | 'si';
	clientSecret: string;
	returnUrl: string;
}

/**
 * Reads the confirmation hash.
 *
 * @param hash `location.hash`.
 */
export function parseConfirmHash( hash: string ): ConfirmHash | null {
	const match = hash.match( /^#confirm-(pi|si)-([^:]+):(.+)$/ );
	if ( ! match ) {
		return null;
	}
	let returnUrl: string;
	try {
		returnUrl = decodeURIComponent( match[ 3 ] );
	} catch {
		return null;
	}
	// Only a return address on this shop is followed.
	try {
		if (
			new URL( returnUrl, window.location.href ).origin !==
			window.location.origin
		) {
			return null;
		}
	} catch {
		return null;
	}
	return {
		kind: match[ 1 ] as 'pi' | 'si',
		clientSecret: match[ 2 ],
		returnUrl,
	};
}

export interface FlowOptions {
	settings: StripeSettings;
	load: StripeLoader;
	navigate?: ( url: string ) => void;
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

export class StripeFlow {
	private stripe: Promise< Stripe | null > | null = null;
	private mounted = new Map<
		Kind,
		{
			el: StripePaymentElement;
			elements: StripeElements;
			box: HTMLElement;
		}
	>();
	/**
	 * The method chosen inside the Payment Element (its `change` event's
	 * `value.type`): with the single element the card box holds SEPA and
	 * the redirect and voucher methods too.
	 */
	private chosenInElement = new Map< Kind, string >();
	/** The next submission is ours (the PaymentMethod is in `stripe_source`). */
	private pass = false;
	private busy = false;

	constructor(
		private readonly form: HTMLFormElement,
		private readonly options: FlowOptions
	) {}

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

	private readonly abort = new AbortController();
	private readonly cleanups: Array< () => void > = [];

	/**
	 * Wires the listeners.
	 *
	 * @param openedWithHash Whether the page was opened with a `#confirm-pi-…` hash.
	 */
	start( openedWithHash = false ): void {
		const signal = this.abort.signal;
		document.addEventListener(
			'tresen:payment-method-selected',
			() => this.prepare(),
			{ signal }
		);
		this.form.addEventListener(
			'change',
			( event ) => {
				if ( ! ( event.target instanceof HTMLInputElement ) ) {
					return;
				}
				if ( event.target.name === 'payment_method' ) {
					this.prepare();
				}

				if (
					event.target.id === 'createaccount' ||
					event.target.classList.contains(
						'woocommerce-SavedPaymentMethods-tokenInput'
					)
				) {
					syncTokenForms( this.form );
				}
			},
			{ signal }
		);
		// The Boleto tax id's mask, as the customer types.
		this.form.addEventListener(
			'input',
			( event ) => {
				if (
					event.target instanceof HTMLInputElement &&
					event.target.id === 'stripe_boleto_tax_id'
				) {
					event.target.value = formatTaxId( event.target.value );
				}
			},
			{ signal }
		);
		// The order review update replaces the payment section: mount again.
		const observer = new MutationObserver( () => {
			syncTokenForms( this.form );
			this.prepare();
		} );
		observer.observe( this.form, { childList: true, subtree: true } );
		this.cleanups.push( () => observer.disconnect() );
		document.addEventListener(
			'tresen:checkout-place-order',
			( event ) =>
				this.onPlaceOrder(
					event as CustomEvent< { paymentMethod: string } >
				),
			{ signal }
		);
		for ( const id of [
			this.options.settings.gatewayId,
			this.options.settings.sepaGatewayId,
		] ) {
			this.cleanups.push(
				onJQuery(
					`checkout_place_order_${ id }`,
					() => this.onJQueryPlaceOrder(),
					this.form
				)
			);
		}
		if (
			this.form.id === 'order_review' ||
			this.form.id === 'add_payment_method'
		) {
			// The order-pay and add-payment-method pages post their form themselves (no checkout event).
			this.form.addEventListener(
				'submit',
				( event ) => this.onPaySubmit( event ),
				{ signal }
			);
		}
		window.addEventListener( 'hashchange', () => this.onHash( false ), {
			signal,
		} );
		syncTokenForms( this.form );
		this.onHash( openedWithHash );
		this.prepare();
	}

	/**
	 * Places the order with a Stripe method (a submission held back while this script loaded).
	 *
	 * @param gateway Chosen gateway id.
	 */
	placeOrder( gateway: string ): void {
		const voucher = voucherKind( gateway );
		if ( voucher ) {
			void this.payVoucher( voucher );
			return;
		}
		const kind = this.kindOf( gateway );
		if ( ! kind ) {
			return;
		}
		if ( this.directSubmit( gateway ) ) {
			this.resubmit();
			return;
		}
		void this.createPaymentMethod( kind );
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
	private resubmit(): void {
		this.pass = true;
		this.form.requestSubmit();
		// Without our event (another gateway's jQuery handler stopped it) the pass must not linger.
		window.setTimeout( () => ( this.pass = false ), 0 );
	}

	/** Removes every listener (tests; a page that swaps its form). */
	stop(): void {
		this.abort.abort();
		this.cleanups.splice( 0 ).forEach( ( cleanup ) => cleanup() );
	}

	/** Loads Stripe.js once (on intent). */
	private stripeJs(): Promise< Stripe | null > {
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
	}

	/** When a Stripe method is chosen: loads Stripe.js and mounts its field. */
	async prepare(): Promise< void > {
		const kind = this.kindOf( this.chosen() );
		if ( ! kind ) {
			return;
		}
		const box = this.form.querySelector< HTMLElement >(
			`[data-tresen-stripe-element="${ kind }"]`
		);
		if ( ! box ) {
			return;
		}
		const current = this.mounted.get( kind );
		if ( current && current.box === box && box.isConnected ) {
			return;
		}
		const stripe = await this.stripeJs();
		if ( ! stripe ) {
			this.showError( kind, notStartedMessage() );
			return;
		}
		const again = this.mounted.get( kind );
		if ( again?.box === box ) {
			return; // Mounted meanwhile.
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
			return;
		}
		// Stripe's Payment Element with deferred intent creation: the
		// element knows the amount and currency, the PaymentMethod is made
		// from it (elements.submit, createPaymentMethod) and the server
		// creates and confirms the intent when the order is placed.
		const elements = stripe.elements( this.elementOptions( kind, box ) );
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
		this.chosenInElement.set( kind, kind );
		el.on( 'change', ( event ) => {
			const type = ( event as { value?: { type?: string } } ).value?.type;
			if ( type ) {
				this.chosenInElement.set( kind, type );
			}
			this.clearError( kind );
		} );
		this.mounted.set( kind, { el, elements, box } );
	}

	/**
	 * The Payment Element's options: one method (this gateway's), the
	 * amount and currency the box names, PaymentMethods made by us.
	 *
	 * @param kind Card or SEPA.
	 * @param box  The element's box (`data-mode`, `data-amount`, `data-currency`).
	 */
	elementOptions( kind: Kind, box: HTMLElement ): StripeElementsOptionsMode {
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
			locale: this.options.settings.locale as 'de',
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

	/**
	 * WooCommerce's jQuery ask: false stops the submission while we work.
	 */
	private onJQueryPlaceOrder(): boolean {
		if ( this.pass ) {
			return true;
		}
		const voucher = voucherKind( this.chosen() );
		if ( voucher ) {
			void this.payVoucher( voucher );
			return false;
		}
		const kind = this.kindOf( this.chosen() );
		if ( kind && ! this.directSubmit( this.chosen() ) ) {
			void this.createPaymentMethod( kind );
			return false;
		}
		return true;
	}

	/**
	 * Our cancelable event.
	 *
	 * @param event `tresen:checkout-place-order`.
	 */
	private onPlaceOrder(
		event: CustomEvent< { paymentMethod: string } >
	): void {
		if ( this.pass ) {
			this.pass = false; // This submission carries the PaymentMethod.
			return;
		}
		const gateway = event.detail?.paymentMethod ?? '';
		const voucher = voucherKind( gateway );
		if ( voucher ) {
			event.preventDefault();
			void this.payVoucher( voucher );
			return;
		}
		const kind = this.kindOf( gateway );
		if ( this.directSubmit( gateway ) || ! kind ) {
			return;
		}
		event.preventDefault();
		void this.createPaymentMethod( kind );
	}

	/**
	 * The order-pay form's own submission.
	 *
	 * @param event Submit event.
	 */
	private onPaySubmit( event: Event ): void {
		if ( this.pass ) {
			this.pass = false;
			return;
		}
		const voucher = voucherKind( this.chosen() );
		if ( voucher ) {
			event.preventDefault();
			void this.payVoucher( voucher );
			return;
		}
		const kind = this.kindOf( this.chosen() );
		if ( ! kind || this.directSubmit( this.chosen() ) ) {
			return;
		}
		event.preventDefault();
		void this.createPaymentMethod( kind );
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

	private setBlocked( on: boolean ): void {
		this.busy = on;
		this.form.classList.toggle( 'processing', on );
		this.form.setAttribute( 'aria-busy', on ? 'true' : 'false' );
		this.form
			.querySelector( '#place_order' )
			?.toggleAttribute( 'aria-disabled', on );
	}

	/**
	 * Payment owner details from the billing fields (empty ones left out);
	 * on the order's payment page and the add-payment-method page, which have
	 * no billing fields, from the order or the customer (the settings).
	 */
	billingDetails(): Record< string, unknown > {
		const known = this.options.settings.billing;
		const fallback: Record< string, string > = {
			billing_first_name: known?.name ?? '',
			billing_email: known?.email ?? '',
			billing_phone: known?.phone ?? '',
			billing_address_1: known?.address?.line1 ?? '',
			billing_address_2: known?.address?.line2 ?? '',
			billing_city: known?.address?.city ?? '',
			billing_state: known?.address?.state ?? '',
			billing_postcode: known?.address?.postal_code ?? '',
			billing_country: known?.address?.country ?? '',
		};
		const value = ( name: string ): string => {
			const field = this.form.querySelector<
				HTMLInputElement | HTMLSelectElement
			>( `[name="${ name }"]` );
			return ( field ? field.value : ( fallback[ name ] ?? '' ) ).trim();
		};
		const name = [
			value( 'billing_first_name' ),
			value( 'billing_last_name' ),
		]
			.filter( Boolean )
			.join( ' ' );
		const details: Record< string, unknown > = {
			address: {
				line1: value( 'billing_address_1' ),
				line2: value( 'billing_address_2' ),
				city: value( 'billing_city' ),
				state: value( 'billing_state' ),
				postal_code: value( 'billing_postcode' ),
				country: value( 'billing_country' ),
			},
		};
		if ( name ) {
			details.name = name;
		}
		if ( value( 'billing_email' ) ) {
			details.email = value( 'billing_email' );
		}
		if ( value( 'billing_phone' ) ) {
			details.phone = value( 'billing_phone' );
		}
		return details;
	}

	/**
	 * Creates the PaymentMethod and submits the form again with its id.
	 *
	 * @param kind Card or SEPA.
	 */
	async createPaymentMethod( kind: Kind ): Promise< void > {
		if ( this.busy ) {
			return;
		}
		this.setBlocked( true );
		this.clearError( kind );
		let error: StripeErrorLike | null = null;
		let method: PaymentMethod | undefined;
		try {
			await this.prepare();
			const stripe = await this.stripeJs();
			const mounted = this.mounted.get( kind );
			if ( ! stripe || ! mounted ) {
				throw new Error( 'Stripe.js is not available' );
			}
			const billing = this.billingDetails();
			const chosen = this.chosenInElement.get( kind ) ?? kind;
			if ( chosen === 'sepa_debit' && ! billing.name ) {
				error = { code: 'invalid_owner_name' };
			} else if ( chosen === 'sepa_debit' && ! billing.email ) {
				error = { code: 'email_invalid' };
			} else {
				const submitted = await mounted.elements.submit();
				const result = submitted.error
					? { error: submitted.error, paymentMethod: undefined }
					: await stripe.createPaymentMethod( {
							elements: mounted.elements,
							// Every part named: the element asks for none (fields: never).
							params: {
								billing_details: {
									name: '',
									email: '',
									phone: '',
									...billing,
								},
							},
						} );
				error = ( result.error as StripeError | undefined ) ?? null;
				method = result.paymentMethod;
			}
		} catch {
			error = { type: 'api_connection_error' };
		}
		if (
			! error &&
			method?.card?.funding === 'prepaid' &&
			! this.options.settings.allowPrepaidCard
		) {
			error = { code: 'prepaid_card' };
		}
		let message = '';
		if ( ! error && method && this.form.id === 'add_payment_method' ) {
			// Saving without a payment: a SetupIntent first (3-D Secure if the bank asks).
			message = await this.setupIntent( method.id );
		}
		this.setBlocked( false );
		if ( error || ! method || message ) {
			this.showError(
				kind,
				message ||
					( error?.code === 'prepaid_card'
						? prepaidMessage()
						: messageFor( error ?? { type: 'api_error' } ) )
			);
			return;
		}
		this.form
			.querySelectorAll< HTMLInputElement >(
				'input[name="stripe_source"]'
			)
			.forEach( ( input ) => ( input.value = method!.id ) );
		this.resubmit();
	}

	/**
	 * The add-payment-method page: asks the server for a SetupIntent that
	 * attaches the method to the customer (`wc_stripe_create_setup_intent`),
	 * and lets the bank confirm it when it asks to.
	 *
	 * @param paymentMethod PaymentMethod id.
	 * @return '' when saved, else the German message to show.
	 */
	async setupIntent( paymentMethod: string ): Promise< string > {
		const { setupIntentUrl, addCardNonce } = this.options.settings;
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
				(
					this.options.navigate ??
					( ( url: string ) => window.location.assign( url ) )
				)( step.url );
				return new Promise< string >( () => {} );
			}
			const stripe = await this.stripeJs();
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

	/**
	 * The error list under a method.
	 * @param kind
	 */
	private errorList( kind: string ): HTMLUListElement | null {
		return (
			this.form
				.querySelector( `[data-tresen-stripe="${ kind }"]` )
				?.querySelector< HTMLUListElement >(
					'.tresen-stripe__errors'
				) ?? null
		);
	}

	/**
	 * Shows one German message under the method and scrolls to it.
	 *
	 * @param kind    Method.
	 * @param message Message.
	 */
	showError( kind: string, message: string ): void {
		const list = this.errorList( kind );
		if ( ! list ) {
			announce( message, true );
			return;
		}
		const item = document.createElement( 'li' );
		item.textContent = message;
		list.replaceChildren( item );
		list.hidden = false;
		scrollToElement( list, 100 );
		triggerJQuery( 'checkout_error', [ list.outerHTML ] );
	}

	/**
	 * Shows lines (not an error) under the method, for screen readers too.
	 *
	 * @param kind  Method.
	 * @param lines Text lines.
	 */
	showStatus( kind: string, lines: string[] ): void {
		const box = this.form.querySelector(
			`[data-tresen-stripe="${ kind }"]`
		);
		if ( ! box || ! lines.length ) {
			return;
		}
		let status = box.querySelector< HTMLElement >(
			'.tresen-stripe__status'
		);
		if ( ! status ) {
			status = document.createElement( 'div' );
			status.className = 'tresen-stripe__status';
			status.setAttribute( 'role', 'status' );
			box.appendChild( status );
		}
		status.replaceChildren(
			...lines.map( ( line ) => {
				const p = document.createElement( 'p' );
				p.textContent = line;
				return p;
			} )
		);
	}

	private clearError( kind: string ): void {
		const list = this.errorList( kind );
		if ( list ) {
			list.replaceChildren();
			list.hidden = true;
		}
	}

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
		const navigate =
			this.options.navigate ??
			( ( url: string ) => window.location.assign( url ) );
		this.setBlocked( true );
		const stripe = await this.stripeJs();
		let status = '';
		let error: StripeErrorLike | null = null;
		if ( stripe ) {
			try {
				const result = await stripe.handleNextAction( {
					clientSecret: hash.clientSecret,
				} );
				error = ( result.error as StripeErrorLike | undefined ) ?? null;
				status =
					( 'paymentIntent' in result &&
						result.paymentIntent?.status ) ||
					( 'setupIntent' in result && result.setupIntent?.status ) ||
					'';
			} catch {
				error = { type: 'api_connection_error' };
			}
		} else {
			error = { type: 'api_connection_error' };
		}
		if (
			! error &&
			( status === 'succeeded' ||
				status === 'requires_capture' ||
				status === 'processing' )
		) {
			navigate( hash.returnUrl );
			return;
		}
		if ( onLoad ) {
			navigate( hash.returnUrl );
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
			messageFor(
				error ?? { code: 'payment_intent_authentication_failure' }
			)
		);
	}
}
