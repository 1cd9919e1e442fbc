/**
 * One express button: Stripe's payment request (Apple Pay, Google Pay or
 * the browser's payment sheet) and its button, kept in step with the
 * product form or the cart.
 *
 * - Shown only when the device can pay (`canMakePayment()`).
 * - Product page: blocked while the form re-prices (quantity or variation,
 *   250 ms debounce); hidden when the chosen variation is out of stock or
 *   the product query fails; refuses to start (alert) when add-to-cart is
 *   disabled or no variation is chosen.
 * - The request is rebuilt when the need for shipping changed or the
 *   shopper cancelled before; otherwise updated in place.
 * - Sheet events: shipping address, shipping option, payment method, cancel.
 *   Success goes to the returned address; failure fails the sheet and
 *   shows the messages above the form.
 */
import { __ } from '@wordpress/i18n';
import type {
	PaymentRequest,
	PaymentRequestPaymentMethodEvent,
	PaymentRequestShippingAddressEvent,
	PaymentRequestShippingOptionEvent,
	Stripe,
} from '@stripe/stripe-js';
import {
	genericError,
	replyMessages,
	sheetData,
	type ExpressApi,
	type SheetData,
	type SheetItem,
} from './api';
import {
	addressFields,
	orderPayload,
	walletType,
	type WalletType,
} from './payload';
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
 * @param redirect
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
	private request: PaymentRequest | null = null;
	private requestShipping: boolean | null = null;
	private wallet: WalletType = 'payment_request_api';
	/** Set by a cancel (or a failed order); reset when the request is rebuilt. */
	cancelled = false;
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

	/** Starts: asks the server what to charge and whether the device can pay. */
	async start(): Promise< void > {
		const data = await this.fetchData();
		if ( data ) {
			await this.apply( data );
		}
	}

	/** Stops listening and removes Stripe's button. */
	destroy(): void {
		this.destroyed = true;
		if ( this.timer ) {
			clearTimeout( this.timer );
		}
		this.request = null;
	}

	/**
	 * The sheet's data now: the chosen product (product page) or the cart.
	 * Null when the button must hide (the query failed).
	 */
	private async fetchData(): Promise< SheetData | null > {
		if ( this.context === 'cart' ) {
			const reply = await this.o.api.call( 'wc_stripe_get_cart_details' );
			const data = sheetData( reply, reply.shipping_required !== false );
			if ( ! data ) {
				this.set( 'hidden' );
			}
			return data;
		}
		const form = this.o.form;
		if ( ! form ) {
			this.set( 'hidden' );
			return null;
		}
		if ( selectionMissing( form ) ) {
			// Nothing chosen yet: a pending zero total until a variation is chosen (the click alerts).
			this.priceError = '';
			return {
				total: {
					label: __( 'Total', 'tresen-stripe' ),
					amount: 0,
					pending: true,
				},
				displayItems: [],
				requestShipping: this.requestShipping ?? true,
			};
		}
		const reply = await this.o.api.call(
			'wc_stripe_get_selected_product_data',
			productFields( form, this.o.box.dataset.productId ?? '' )
		);
		if ( typeof reply.error === 'string' && reply.error !== '' ) {
			this.priceError = reply.error;
			this.set( 'hidden' );
			return null;
		}
		const data = sheetData( reply, reply.requestShipping !== false );
		if ( ! data ) {
			this.priceError = genericError();
			this.set( 'hidden' );
			return null;
		}
		this.priceError = '';
		return data;
	}

	/**
	 * Updates the request in place, or rebuilds it when the need for
	 * shipping changed or the shopper cancelled before.
	 *
	 * @param data Sheet data.
	 */
	async apply( data: SheetData ): Promise< void > {
		if ( this.destroyed || this.status === 'unavailable' ) {
			return;
		}
		if (
			this.request &&
			! this.cancelled &&
			this.requestShipping === data.requestShipping
		) {
			this.request.update( {
				total: data.total,
				displayItems: data.displayItems,
			} );
			this.set( 'ready' );
			return;
		}
		await this.build( data );
	}

	private async build( data: SheetData ): Promise< void > {
		this.cancelled = false;
		this.adding = null;
		this.requestShipping = data.requestShipping;
		const request = this.o.stripe.paymentRequest( {
			country: this.o.settings.country,
			currency: this.o.settings.currency,
			total: data.total,
			displayItems: data.displayItems,
			requestPayerName: true,
			requestPayerEmail: true,
			requestPayerPhone: true,
			requestShipping: data.requestShipping,
		} );
		this.request = request;
		this.listen( request );
		const canPay = ( await request.canMakePayment() ) as Record<
			string,
			boolean
		> | null;
		if ( this.destroyed || this.request !== request ) {
			return;
		}
		if ( ! canPay ) {
			this.set( 'unavailable' );
			return;
		}
		this.wallet = walletType( canPay );
		this.set( 'ready' );
	}

	/** The wallet the sheet will use (after start()). */
	walletType(): WalletType {
		return this.wallet;
	}

	/** The box's own fields (date of birth), '' for none. */
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
	 * The button was pressed: checks the form, opens the sheet (within the
	 * click, as browsers require) and, on the product page, sets the
	 * shopper's cart aside and puts this product into it.
	 */
	click(): void {
		const request = this.request;
		if ( this.status !== 'ready' || ! request ) {
			return;
		}
		if ( this.context === 'product' && this.o.form ) {
			const why = refusal( this.o.form, this.priceError );
			if ( why ) {
				this.alert( why );
				return;
			}
			if ( ! this.o.form.checkValidity() ) {
				this.o.form.reportValidity();
				return;
			}
		}
		if ( this.extraFields() === null ) {
			const birth = this.o.box.querySelector< HTMLInputElement >(
				'input[name="tresen_birth_date"]'
			);
			this.alert(
				__(
					'Please enter your date of birth before paying.',
					'tresen-stripe'
				)
			);
			birth?.focus();
			return;
		}
		clearErrors( this.o.box );
		if ( this.context === 'product' && this.o.form ) {
			// The shopper's cart is set aside on the server; this product alone is paid.
			this.adding = this.o.api.call(
				'wc_stripe_add_to_cart',
				productFields( this.o.form, this.o.box.dataset.productId ?? '' )
			);
		}
		request.show();
	}

	/**
	 * What the add-to-cart of this click answered (product page), or
	 * success on the cart page.
	 */
	private async added(): Promise< Reply > {
		return this.adding ? this.adding : { result: 'success' };
	}

	private listen( request: PaymentRequest ): void {
		request.on(
			'shippingaddresschange',
			( event ) => void this.onAddress( event )
		);
		request.on(
			'shippingoptionchange',
			( event ) => void this.onOption( event )
		);
		request.on( 'paymentmethod', ( event ) => void this.onPay( event ) );
		request.on( 'cancel', () => void this.onCancel() );
	}

	private totals( reply: Reply ): {
		total?: SheetItem;
		displayItems?: SheetItem[];
	} {
		const data = sheetData( reply, true );
		return data
			? { total: data.total, displayItems: data.displayItems }
			: {};
	}

	private async onAddress(
		event: PaymentRequestShippingAddressEvent
	): Promise< void > {
		const added = await this.added();
		if ( added.result !== 'success' ) {
			event.updateWith( { status: 'fail' } );
			showErrors( this.o.box, replyMessages( added ) );
			return;
		}
		const reply = await this.o.api.call( 'wc_stripe_get_shipping_options', {
			...addressFields( event.shippingAddress ),
			payment_request_type: this.wallet,
			is_product_page: this.context === 'product' ? 'true' : 'false',
		} );
		const options = Array.isArray( reply.shipping_options )
			? ( reply.shipping_options as Array< Record< string, unknown > > )
			: [];
		let status: 'success' | 'fail' | 'invalid_shipping_address' = 'fail';
		if ( reply.result === 'success' ) {
			status = 'success';
		} else if ( reply.result === 'invalid_shipping_address' ) {
			status = 'invalid_shipping_address';
		}
		event.updateWith( {
			status,
			shippingOptions: options.map( ( option ) => ( {
				id: String( option.id ),
				label: String( option.label ),
				detail: String( option.detail ?? '' ),
				amount: Number( option.amount ),
			} ) ),
			...this.totals( reply ),
		} );
	}

	private async onOption(
		event: PaymentRequestShippingOptionEvent
	): Promise< void > {
		const reply = await this.o.api.call(
			'wc_stripe_update_shipping_method',
			{
				shipping_method: [ event.shippingOption.id ],
				payment_request_type: this.wallet,
				is_product_page: this.context === 'product' ? 'true' : 'false',
			}
		);
		event.updateWith( {
			status: reply.result === 'success' ? 'success' : 'fail',
			...this.totals( reply ),
		} );
	}

	private async onPay(
		event: PaymentRequestPaymentMethodEvent
	): Promise< void > {
		const added = await this.added();
		if ( added.result !== 'success' ) {
			event.complete( 'fail' );
			await this.failed( replyMessages( added ) );
			return;
		}
		const reply = await this.o.api.call(
			'wc_stripe_create_order',
			orderPayload( event, this.wallet, this.extraFields() ?? {} )
		);
		const redirect =
			typeof reply.redirect === 'string' ? reply.redirect : '';
		if ( reply.result !== 'success' || redirect === '' ) {
			event.complete( 'fail' );
			await this.failed( replyMessages( reply ) );
			return;
		}
		event.complete( 'success' );
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
	 * After a failed sheet: the messages above the form, the shopper's cart
	 * back (product page) and a fresh request.
	 *
	 * @param messages Messages.
	 */
	private async failed( messages: string[] ): Promise< void > {
		showErrors( this.o.box, messages );
		await this.onCancel();
	}

	private async onCancel(): Promise< void > {
		this.cancelled = true;
		if ( this.context === 'product' && this.adding ) {
			this.adding = null;
			await this.o.api.call( 'wc_stripe_clear_cart' );
		}
		await this.refresh();
	}

	/**
	 * Re-reads what to charge and updates or rebuilds the request (after a
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
		if ( this.status !== 'unavailable' ) {
			this.set( 'blocked' );
		}
		if ( this.timer ) {
			clearTimeout( this.timer );
		}
		this.timer = setTimeout( () => {
			this.timer = null;
			const run = ++this.pricing;
			void this.fetchData().then( async ( data ) => {
				if ( run !== this.pricing || ! data ) {
					return;
				}
				await this.apply( data );
			} );
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
