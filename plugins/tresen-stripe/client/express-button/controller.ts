/**
 * One express box: Stripe's Express Checkout Element (Apple Pay, Google
 * Pay: the wallets the card gateway can charge) kept in step with the
 * product form or the cart. Every amount comes from the server.
 *
 * - Shown only when the element says a wallet can pay (`ready` with
 *   available payment methods).
 * - Product page: blocked while the form re-prices (quantity or variation,
 *   250 ms debounce); hidden when the chosen variation is out of stock or
 *   the product query fails; refuses to start (alert, `event.reject()`)
 *   when add-to-cart is disabled or no variation is chosen.
 * - The element is rebuilt when the need for shipping changed or the
 *   shopper cancelled before; otherwise the amount is updated in place
 *   (`elements.update()`).
 * - Element events: `click` (resolved at once with the server's line items
 *   and rates; on the product page the shopper's cart is set aside and the
 *   product put in), `shippingaddresschange` and `shippingratechange` (the
 *   server's rates and totals), `confirm` (`elements.submit()`,
 *   `stripe.createPaymentMethod({ elements })`, then the order through
 *   `wc_stripe_create_order` and a 3-D Secure dialog when the bank asks),
 *   `cancel` (the shopper's cart back, the element rebuilt).
 */
import { __ } from '@wordpress/i18n';
import type {
	PaymentMethod,
	Stripe,
	StripeElements,
	StripeExpressCheckoutElement,
	StripeExpressCheckoutElementClickEvent,
	StripeExpressCheckoutElementConfirmEvent,
	StripeExpressCheckoutElementReadyEvent,
	StripeExpressCheckoutElementShippingAddressChangeEvent,
	StripeExpressCheckoutElementShippingRateChangeEvent,
} from '@stripe/stripe-js';
import {
	genericError,
	replyMessages,
	sheetData,
	type ExpressApi,
	type SheetData,
} from './api';
import {
	PAYMENT_METHOD_TYPES,
	elementOptions,
	lineItems,
	pendingRate,
	ratesOf,
	shippingAmount,
	walletOf,
} from './element';
import { addressFields, orderPayload } from './payload';
import { productFields, refusal, selectionMissing } from './product';
import { clearErrors, showErrors } from './errors';
import type { ExpressSettings } from './settings.d';

export type Status =
	'checking' | 'unavailable' | 'ready' | 'blocked' | 'hidden';

export interface ControllerOptions {
	stripe: Stripe;
	api: ExpressApi;
	settings: ExpressSettings;
	/** The `.tresen-express` box. */
	box: HTMLElement;
	/** The product's add-to-cart form (product page). */
	form: HTMLFormElement | null;
	onStatus: ( status: Status ) => void;
	/** Leaves the page (tests replace it). */
	navigate?: ( url: string ) => void;
	alert?: ( message: string ) => void;
}

type Reply = Record< string, unknown >;

/**
 * `#confirm-pi-{client_secret}:{return url}` from the card gateway (3-D Secure).
 *
 * @param redirect The order's redirect.
 */
function confirmHash(
	redirect: string
): { clientSecret: string; returnUrl: string } | null {
	const match = redirect.match( /^#confirm-pi-([^:]+):(.+)$/ );
	if ( ! match ) {
		return null;
	}
	try {
		const returnUrl = decodeURIComponent( match[ 2 ] );
		if (
			new URL( returnUrl, window.location.href ).origin !==
			window.location.origin
		) {
			return null;
		}
		return { clientSecret: match[ 1 ], returnUrl };
	} catch {
		return null;
	}
}

export class ExpressController {
	status: Status = 'checking';
	private elements: StripeElements | null = null;
	private element: StripeExpressCheckoutElement | null = null;
	/** What the server said last (product or cart): the element's amount and lines. */
	private data: SheetData | null = null;
	private requestShipping: boolean | null = null;
	/** Whether the current element has a wallet to offer (its `ready` event). */
	private available = false;
	private wallet: ReturnType< typeof walletOf > = 'payment_request_api';
	/** Set by a cancel (or a failed order); reset when the element is rebuilt. */
	cancelled = false;
	/** Whether the payment interface is open (from click to cancel, failure or success). */
	private open = false;
	private adding: Promise< Reply > | null = null;
	private timer: ReturnType< typeof setTimeout > | null = null;
	private pricing = 0;
	private priceError = '';
	private destroyed = false;
	private readonly context: 'product' | 'cart';
	private readonly navigate: ( url: string ) => void;
	private readonly alert: ( message: string ) => void;

	constructor( private readonly o: ControllerOptions ) {
		this.context = o.box.dataset.context === 'product' ? 'product' : 'cart';
		this.navigate =
			o.navigate ?? ( ( url ) => window.location.assign( url ) );
		// The spec's refusal is an alert (the browser's own dialog, read by screen readers).
		// eslint-disable-next-line no-alert
		this.alert = o.alert ?? ( ( message ) => window.alert( message ) );
	}

	private set( status: Status ): void {
		if ( this.destroyed ) {
			return;
		}
		this.status = status;
		this.o.onStatus( status );
	}

	/** Starts: asks the server what to charge and mounts the element. */
	async start(): Promise< void > {
		const data = await this.fetchData();
		if ( data ) {
			await this.apply( data );
		}
	}

	/** Stops listening and removes Stripe's element. */
	destroy(): void {
		this.destroyed = true;
		if ( this.timer ) {
			clearTimeout( this.timer );
		}
		this.element?.destroy();
		this.element = null;
		this.elements = null;
	}

	/**
	 * What to charge now: the chosen product (product page) or the cart.
	 * Null when the button must hide (the query failed).
	 */
	private async fetchData(): Promise< SheetData | null > {
		// A newer question (or a hidden variation) makes this answer stale:
		// it then changes nothing.
		const run = ++this.pricing;
		const hide = ( error: string ) => {
			if ( run === this.pricing ) {
				this.priceError = error;
				this.set( 'hidden' );
			}
			return null;
		};
		if ( this.context === 'cart' ) {
			const reply = await this.o.api.call( 'wc_stripe_get_cart_details' );
			const data = sheetData( reply, reply.shipping_required !== false );
			if ( run !== this.pricing ) {
				return null;
			}
			return data ?? hide( '' );
		}
		const form = this.o.form;
		if ( ! form ) {
			return hide( '' );
		}
		if ( selectionMissing( form ) ) {
			// Nothing chosen yet: the element keeps its amount (the click alerts).
			this.priceError = '';
			return (
				this.data ?? {
					total: { label: '', amount: 0, pending: true },
					displayItems: [],
					requestShipping: this.requestShipping ?? true,
				}
			);
		}
		const reply = await this.o.api.call(
			'wc_stripe_get_selected_product_data',
			productFields( form, this.o.box.dataset.productId ?? '' )
		);
		if ( run !== this.pricing ) {
			return null;
		}
		if ( typeof reply.error === 'string' && reply.error !== '' ) {
			return hide( reply.error );
		}
		const data = sheetData( reply, reply.requestShipping !== false );
		if ( ! data ) {
			return hide( genericError() );
		}
		this.priceError = '';
		return data;
	}

	/**
	 * Updates the element's amount in place, or rebuilds the element when
	 * the need for shipping changed or the shopper cancelled before.
	 *
	 * @param data What to charge.
	 */
	async apply( data: SheetData ): Promise< void > {
		if ( this.destroyed || this.status === 'unavailable' ) {
			return;
		}
		if (
			this.elements &&
			! this.cancelled &&
			this.requestShipping === data.requestShipping
		) {
			this.data = data;
			await this.elements.update( { amount: positive( data ) } );
			if ( this.available ) {
				this.set( 'ready' );
			}
			return;
		}
		this.build( data );
	}

	/**
	 * A new Elements group (deferred payment: amount and currency, the
	 * PaymentMethod created here and charged by the server) and a new
	 * Express Checkout Element in the box.
	 *
	 * @param data What to charge.
	 */
	private build( data: SheetData ): void {
		const target = this.o.box.querySelector< HTMLElement >(
			'.tresen-express__button'
		);
		if ( ! target ) {
			// eslint-disable-next-line no-console
			console.error( 'Tresen: the express box has no button container.' );
			this.set( 'hidden' );
			return;
		}
		this.element?.destroy();
		this.available = false;
		this.cancelled = false;
		this.open = false;
		this.adding = null;
		this.data = data;
		this.requestShipping = data.requestShipping;
		const elements = this.o.stripe.elements( {
			mode: 'payment',
			amount: positive( data ),
			currency: this.o.settings.currency,
			paymentMethodCreation: 'manual',
			allowedPaymentMethodTypes: PAYMENT_METHOD_TYPES,
			locale: this.o.settings.locale as 'de',
			appearance: { variables: { borderRadius: '4px' } },
		} );
		const element = elements.create(
			'expressCheckout',
			elementOptions( this.o.settings, data.requestShipping )
		);
		this.elements = elements;
		this.element = element;
		const current = () => ! this.destroyed && this.element === element;
		element.on(
			'ready',
			( event: StripeExpressCheckoutElementReadyEvent ) => {
				if ( ! current() ) {
					return;
				}
				const available = event.availablePaymentMethods;
				if (
					! available ||
					! Object.values( available ).some( Boolean )
				) {
					this.set( 'unavailable' );
					return;
				}
				this.available = true;
				// Still blocked while a re-pricing waits for its debounce.
				this.set( this.timer ? 'blocked' : 'ready' );
			}
		);
		element.on( 'loaderror', () => {
			if ( current() ) {
				this.set( 'unavailable' );
			}
		} );
		element.on( 'click', ( event ) => current() && this.click( event ) );
		element.on(
			'shippingaddresschange',
			( event ) => void ( current() && this.onAddress( event ) )
		);
		element.on(
			'shippingratechange',
			( event ) => void ( current() && this.onRate( event ) )
		);
		element.on(
			'confirm',
			( event ) => void ( current() && this.onConfirm( event ) )
		);
		element.on( 'cancel', () => void ( current() && this.onCancel() ) );
		element.mount( target );
	}

	/** The box's own fields (date of birth); null when one is missing. */
	private extraFields(): Record< string, string > | null {
		const birth = this.o.box.querySelector< HTMLInputElement >(
			'input[name="tresen_birth_date"]'
		);
		if ( ! birth ) {
			return {};
		}
		if ( ! birth.checkValidity() || birth.value === '' ) {
			return null;
		}
		return { tresen_birth_date: birth.value };
	}

	/**
	 * A wallet button was pressed: checks the form and the box, then
	 * answers the element at once (it waits at most one second) with the
	 * server's line items and, when the goods are shipped, a first rate;
	 * on the product page the shopper's cart is set aside and this product
	 * put into it meanwhile.
	 *
	 * @param event The element's click event.
	 */
	click( event: StripeExpressCheckoutElementClickEvent ): void {
		const data = this.data;
		if ( this.status !== 'ready' || ! data || this.open ) {
			event.reject();
			return;
		}
		if ( this.context === 'product' && this.o.form ) {
			const why = refusal( this.o.form, this.priceError );
			if ( why ) {
				event.reject();
				this.alert( why );
				return;
			}
			if ( ! this.o.form.checkValidity() ) {
				event.reject();
				this.o.form.reportValidity();
				return;
			}
		}
		if ( this.extraFields() === null ) {
			event.reject();
			this.alert(
				__(
					'Please enter your date of birth before paying.',
					'tresen-stripe'
				)
			);
			this.o.box
				.querySelector< HTMLInputElement >(
					'input[name="tresen_birth_date"]'
				)
				?.focus();
			return;
		}
		clearErrors( this.o.box );
		this.open = true;
		// A box in WooCommerce's blocks tells the block (its `onClick`: express running).
		this.o.box.dispatchEvent( new CustomEvent( 'tresen:express-open' ) );
		this.wallet = walletOf( event.expressPaymentType );
		if ( this.context === 'product' && this.o.form ) {
			// The shopper's cart is set aside on the server; this product alone is paid.
			this.adding = this.o.api.call(
				'wc_stripe_add_to_cart',
				productFields( this.o.form, this.o.box.dataset.productId ?? '' )
			);
		}
		if ( data.requestShipping ) {
			const rate = pendingRate( data );
			event.resolve( {
				lineItems: lineItems( data, rate.amount ),
				shippingRates: [ rate ],
			} );
		} else {
			event.resolve( { lineItems: lineItems( data, 0 ) } );
		}
	}

	/**
	 * What the add-to-cart of this click answered (product page), or
	 * success on the cart page.
	 */
	private async added(): Promise< Reply > {
		return this.adding ? this.adding : { result: 'success' };
	}

	private common(): Record< string, string > {
		return {
			payment_request_type: this.wallet,
			is_product_page: this.context === 'product' ? 'true' : 'false',
		};
	}

	/**
	 * New totals in the element: the amount first (Stripe checks the lines
	 * against it), then the event's answer.
	 *
	 * @param data What the server charges now.
	 */
	private async setAmount( data: SheetData ): Promise< void > {
		await this.elements?.update( { amount: positive( data ) } );
	}

	private async onAddress(
		event: StripeExpressCheckoutElementShippingAddressChangeEvent
	): Promise< void > {
		const added = await this.added();
		if ( added.result !== 'success' ) {
			event.reject();
			showErrors( this.o.box, replyMessages( added ) );
			return;
		}
		const reply = await this.o.api.call( 'wc_stripe_get_shipping_options', {
			...addressFields( event.address ),
			...this.common(),
		} );
		const data = sheetData( reply, true );
		const rates = ratesOf( reply );
		if ( reply.result !== 'success' || ! data || ! rates.length ) {
			// Not shipped there (or no rate for it): the interface says so.
			event.reject();
			return;
		}
		await this.setAmount( data );
		event.resolve( {
			shippingRates: rates,
			lineItems: lineItems( data, shippingAmount( data ) ),
		} );
	}

	private async onRate(
		event: StripeExpressCheckoutElementShippingRateChangeEvent
	): Promise< void > {
		const reply = await this.o.api.call(
			'wc_stripe_update_shipping_method',
			{ shipping_method: [ event.shippingRate.id ], ...this.common() }
		);
		const data = sheetData( reply, true );
		if ( reply.result !== 'success' || ! data ) {
			event.reject();
			return;
		}
		await this.setAmount( data );
		event.resolve( {
			lineItems: lineItems( data, shippingAmount( data ) ),
		} );
	}

	/**
	 * The shopper authorised the payment in the wallet: the PaymentMethod
	 * is created from the element and the order placed with it on the
	 * server, which charges the order's total.
	 *
	 * @param event The element's confirm event.
	 */
	private async onConfirm(
		event: StripeExpressCheckoutElementConfirmEvent
	): Promise< void > {
		const elements = this.elements;
		const added = await this.added();
		if ( ! elements || added.result !== 'success' ) {
			await this.fail( event, replyMessages( added ) );
			return;
		}
		const submitted = await elements.submit();
		if ( submitted.error ) {
			await this.fail( event, [
				submitted.error.message ?? genericError(),
			] );
			return;
		}
		const created = await this.o.stripe.createPaymentMethod( { elements } );
		if ( created.error || ! created.paymentMethod ) {
			await this.fail( event, [
				created.error?.message ?? genericError(),
			] );
			return;
		}
		await this.placeOrder( event, created.paymentMethod );
	}

	private async placeOrder(
		event: StripeExpressCheckoutElementConfirmEvent,
		paymentMethod: PaymentMethod
	): Promise< void > {
		const reply = await this.o.api.call(
			'wc_stripe_create_order',
			orderPayload( event, paymentMethod, this.extraFields() ?? {} )
		);
		const redirect =
			typeof reply.redirect === 'string' ? reply.redirect : '';
		if ( reply.result !== 'success' || redirect === '' ) {
			await this.fail( event, replyMessages( reply ) );
			return;
		}
		const confirm = confirmHash( redirect );
		if ( ! confirm ) {
			this.navigate( redirect );
			return;
		}
		// The bank asks the shopper to confirm (3-D Secure).
		const result = await this.o.stripe.handleNextAction( {
			clientSecret: confirm.clientSecret,
		} );
		if ( result.error ) {
			await this.failed( [
				result.error.message ??
					__(
						'We could not authenticate your payment. Please try again.',
						'tresen-stripe'
					),
			] );
			return;
		}
		this.navigate( confirm.returnUrl );
	}

	/**
	 * Tells the element the payment failed, then as failed() below.
	 *
	 * @param event    The confirm event.
	 * @param messages Messages.
	 */
	private async fail(
		event: StripeExpressCheckoutElementConfirmEvent,
		messages: string[]
	): Promise< void > {
		event.paymentFailed( { reason: 'fail' } );
		await this.failed( messages );
	}

	/**
	 * After a failed payment: the messages above the form, the shopper's
	 * cart back (product page) and a fresh element.
	 *
	 * @param messages Messages.
	 */
	private async failed( messages: string[] ): Promise< void > {
		showErrors( this.o.box, messages );
		this.open = true; // A cancel of the closing interface changes nothing more.
		await this.onCancel();
	}

	private async onCancel(): Promise< void > {
		if ( ! this.open ) {
			return;
		}
		this.open = false;
		this.cancelled = true;
		// The block's `onClose`: the checkout is the shopper's again.
		this.o.box.dispatchEvent( new CustomEvent( 'tresen:express-close' ) );
		// Until the new element is ready its buttons cannot be pressed: a
		// press now would open the old one, which the rebuild removes.
		this.set( 'blocked' );
		if ( this.context === 'product' && this.adding ) {
			this.adding = null;
			await this.o.api.call( 'wc_stripe_clear_cart' );
		}
		await this.refresh();
	}

	/**
	 * Re-reads what to charge and updates or rebuilds the element (after a
	 * cancel, cart totals or checkout updates).
	 */
	async refresh(): Promise< void > {
		const data = await this.fetchData();
		if ( data ) {
			await this.apply( data );
		}
	}

	/**
	 * The product form changed (quantity, variation): blocked now, re-priced
	 * after the debounce.
	 */
	reprice(): void {
		if ( this.destroyed || this.context !== 'product' ) {
			return;
		}
		if ( this.status !== 'unavailable' && this.status !== 'checking' ) {
			this.set( 'blocked' );
		}
		if ( this.timer ) {
			clearTimeout( this.timer );
		}
		this.timer = setTimeout( () => {
			this.timer = null;
			void this.refresh();
		}, this.o.settings.debounce );
	}

	/**
	 * The chosen variation is out of stock: the button hides until another is chosen.
	 */
	hide(): void {
		if ( this.status === 'unavailable' ) {
			return;
		}
		if ( this.timer ) {
			clearTimeout( this.timer );
			this.timer = null;
		}
		this.pricing++;
		this.set( 'hidden' );
	}
}

/**
 * The element's amount: Stripe takes only a positive amount; before a
 * variation is chosen (nothing to charge yet, the click alerts) 1 stands in.
 *
 * @param data What to charge.
 */
function positive( data: SheetData ): number {
	return Math.max( 1, data.total.amount );
}
