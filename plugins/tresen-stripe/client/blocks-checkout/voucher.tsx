/**
 * The Stripe methods confirmed away from the Checkout block's payment
 * fields, as on the classic checkout: a bank redirect (iDEAL | Wero,
 * Bancontact, eps, Przelewy24, Alipay) or Multibanco shows only its
 * description (the server's reply sends the shopper to the bank, or to the
 * order-received page with the voucher; no Stripe.js); Boleto and OXXO get
 * the order's PaymentIntent from the server and Stripe.js confirms it (Boleto
 * with the CPF/CNPJ typed here), then the return address records the voucher.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import type { Stripe } from '@stripe/stripe-js';
import { messageFor } from './messages';
import type { Loader } from './stripe';
import type {
	BlockData,
	CheckoutSuccessArg,
	ObserverResponse,
	PaymentProps,
} from './types';

/**
 * The digits of a Boleto tax id (at most 14).
 *
 * @param value What was typed.
 */
export function taxIdDigits( value: string ): string {
	return value.replace( /\D/g, '' ).slice( 0, 14 );
}

/**
 * Whether a tax id is complete (CPF 11 digits, CNPJ 14; the server's rule).
 *
 * @param value What was typed.
 */
export function isCompleteTaxId( value: string ): boolean {
	const length = taxIdDigits( value ).length;
	return length === 11 || length === 14;
}

/**
 * After the server answered (`onCheckoutSuccess`) for Boleto or OXXO: the
 * reply's `client_secret` and `confirm_payment_data` (JSON on the Store API)
 * go to Stripe.js, which confirms the payment and issues the voucher; then
 * WooCommerce goes to the return address (on this shop), where the server
 * records the voucher and puts the order on-hold.
 *
 * @param data   The method's settings.
 * @param props  The block's props.
 * @param arg    The checkout's reply.
 * @param stripe Loads Stripe.js.
 */
export async function confirmVoucher(
	data: BlockData,
	props: Pick< PaymentProps, 'emitResponse' >,
	arg: CheckoutSuccessArg,
	stripe: () => Promise< Stripe | null >
): Promise< ObserverResponse | true > {
	const { responseTypes, noticeContexts } = props.emitResponse;
	const error = ( e: Parameters< typeof messageFor >[ 1 ] ) => ( {
		type: responseTypes.ERROR,
		message: messageFor( data, e ),
		messageContext: noticeContexts.PAYMENTS,
	} );
	const details = arg.processingResponse?.paymentDetails ?? {};
	const secret = details.client_secret ?? '';
	let returnUrl = '';
	try {
		const url = new URL( details.redirect ?? '', window.location.origin );
		returnUrl = url.origin === window.location.origin ? url.href : '';
	} catch {
		returnUrl = '';
	}
	if ( ! secret || ! returnUrl ) {
		return error( { type: 'api_error' } );
	}
	let confirm: Record< string, unknown > = {};
	try {
		confirm = JSON.parse( details.confirm_payment_data || '{}' );
	} catch {
		return error( { type: 'api_error' } );
	}
	const js = await stripe();
	if ( ! js ) {
		return error( { type: 'api_connection_error' } );
	}
	try {
		const result =
			data.kind === 'boleto'
				? await js.confirmBoletoPayment( secret, confirm as never )
				: await js.confirmOxxoPayment( secret, confirm as never );
		if ( result.error ) {
			return error( result.error );
		}
	} catch {
		return error( { type: 'api_connection_error' } );
	}
	return { type: responseTypes.SUCCESS, redirectUrl: returnUrl };
}

interface Props extends PaymentProps {
	data: BlockData;
	load: Loader;
}

/**
 * A bank redirect's or Multibanco's box: the method's description only.
 *
 * @param props The block's props and the settings.
 */
export function RedirectContent( props: Pick< Props, 'data' > ) {
	const { data } = props;
	return data.description ? (
		<p className="tresen-stripe-block">{ data.description }</p>
	) : null;
}

/**
 * Boleto's or OXXO's box: the description, for Boleto the CPF/CNPJ (required,
 * sent as `stripe_boleto_tax_id` as from the classic form); Stripe.js loads
 * only once the server has made the order's PaymentIntent.
 *
 * @param props The block's props, the settings and Stripe.js' loader.
 */
export function VoucherContent( props: Props ) {
	const { data, load, eventRegistration } = props;
	const [ taxId, setTaxId ] = useState( '' );
	const [ invalid, setInvalid ] = useState( false );
	const typed = useRef( taxId );
	typed.current = taxId;
	const latest = useRef( props );
	latest.current = props;
	const boleto = data.kind === 'boleto';

	useEffect(
		() =>
			eventRegistration.onPaymentSetup( () => {
				const { responseTypes, noticeContexts } =
					latest.current.emitResponse;
				if ( ! boleto ) {
					return { type: responseTypes.SUCCESS };
				}
				if ( ! isCompleteTaxId( typed.current ) ) {
					setInvalid( true );
					return {
						type: responseTypes.ERROR,
						message: data.messages.tax_id ?? '',
						messageContext: noticeContexts.PAYMENTS,
					};
				}
				setInvalid( false );
				return {
					type: responseTypes.SUCCESS,
					meta: {
						paymentMethodData: {
							stripe_boleto_tax_id: taxIdDigits( typed.current ),
						},
					},
				};
			} ),
		[ eventRegistration, data, boleto ]
	);

	useEffect(
		() =>
			eventRegistration.onCheckoutSuccess( ( arg ) =>
				confirmVoucher( data, latest.current, arg, () =>
					load( data.publishableKey, data.locale )
				)
			),
		[ eventRegistration, data, load ]
	);

	return (
		<div className="tresen-stripe-block">
			{ data.description ? <p>{ data.description }</p> : null }
			{ boleto ? (
				<p className="tresen-stripe-block__tax-id">
					<label htmlFor="tresen-stripe-boleto-tax-id">
						{ data.fieldLabel }
					</label>
					<input
						id="tresen-stripe-boleto-tax-id"
						type="text"
						inputMode="numeric"
						autoComplete="off"
						maxLength={ 18 }
						placeholder="000.000.000-00"
						required
						aria-required="true"
						aria-invalid={ invalid }
						aria-describedby={
							invalid ? 'tresen-stripe-boleto-error' : undefined
						}
						value={ taxId }
						onChange={ ( e ) => setTaxId( e.target.value ) }
					/>
					{ invalid ? (
						<span
							id="tresen-stripe-boleto-error"
							role="alert"
							className="tresen-stripe-block__error"
						>
							{ data.messages.tax_id }
						</span>
					) : null }
				</p>
			) : null }
		</div>
	);
}
