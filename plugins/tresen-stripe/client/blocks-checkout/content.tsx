/**
 * A Stripe method's box on the Checkout block: Stripe's Payment Element
 * (card, or the IBAN with Stripe's SEPA mandate text; with the setting
 * "Alle in einer Stripe-Zahlungsauswahl" every method switched on), made
 * with deferred intent creation like the classic checkout's element. The
 * PaymentMethod is created when the order is placed; 3-D Secure follows
 * the server's reply.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import type {
	Stripe,
	StripeElements,
	StripeElementsOptionsMode,
} from '@stripe/stripe-js';
import { afterCheckout, setUpPayment, type Loader } from './stripe';
import type { BlockData, PaymentProps } from './types';

/**
 * The Payment Element's options (the methods, amount, currency; PaymentMethods made by us).
 *
 * @param data     The method's settings.
 * @param amount   The cart total in minor units.
 * @param currency ISO currency code.
 */
export function elementsOptions(
	data: BlockData,
	amount: number,
	currency: string
): StripeElementsOptionsMode {
	return {
		mode: 'payment',
		amount: Math.max( 1, Math.round( amount ) ),
		currency: currency.toLowerCase(),
		paymentMethodCreation: 'manual',
		locale: data.locale as 'de',
		...( data.configuration
			? { paymentMethodConfiguration: data.configuration }
			: {
					allowedPaymentMethodTypes: data.methods.length
						? data.methods
						: [ data.kind ],
				} ),
	};
}

interface Props extends PaymentProps {
	data: BlockData;
	load: Loader;
}

/**
 * The method's content.
 *
 * @param props The block's props, the settings and Stripe.js' loader.
 */
export function StripeContent( props: Props ) {
	const { data, load, eventRegistration, billing } = props;
	const box = useRef< HTMLDivElement >( null );
	const stripe = useRef< Stripe | null >( null );
	const elements = useRef< StripeElements | null >( null );
	const [ failed, setFailed ] = useState( false );
	const latest = useRef( props );
	latest.current = props;
	const amount = billing.cartTotal.value;
	const currency = billing.currency.code;

	// Stripe.js and the element, once the box is shown.
	useEffect( () => {
		let gone = false;
		load( data.publishableKey, data.locale ).then(
			( instance ) => {
				if ( gone || ! box.current ) {
					return;
				}
				if ( ! instance ) {
					setFailed( true );
					return;
				}
				stripe.current = instance;
				const group = instance.elements(
					elementsOptions( data, amount, currency )
				);
				const element = group.create( 'payment', {
					fields: { billingDetails: 'never' },
					terms: { sepaDebit: 'auto' },
				} );
				element.mount( box.current );
				elements.current = group;
			},
			() => ! gone && setFailed( true )
		);
		return () => {
			gone = true;
			elements.current?.getElement( 'payment' )?.destroy();
			elements.current = null;
		};
		// Made once; the amount follows below.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	// The element shows the cart's current total.
	useEffect( () => {
		if ( elements.current && amount > 0 ) {
			elements.current.update( {
				amount: Math.round( amount ),
				currency: currency.toLowerCase(),
			} );
		}
	}, [ amount, currency ] );

	useEffect(
		() =>
			eventRegistration.onPaymentSetup( () =>
				setUpPayment(
					data,
					latest.current,
					stripe.current,
					elements.current
				)
			),
		[ eventRegistration, data ]
	);

	useEffect(
		() =>
			eventRegistration.onCheckoutSuccess( ( arg ) =>
				afterCheckout( data, latest.current, arg, () =>
					Promise.resolve( stripe.current )
				)
			),
		[ eventRegistration, data ]
	);

	return (
		<div className="tresen-stripe-block">
			{ data.description ? <p>{ data.description }</p> : null }
			<div
				ref={ box }
				role="group"
				aria-label={ data.fieldLabel }
				className="tresen-stripe-block__element"
			/>
			{ failed ? (
				<p role="alert" className="tresen-stripe-block__error">
					{ data.messages.generic }
				</p>
			) : null }
		</div>
	);
}

/**
 * A saved card or bank account chosen: nothing to show; when the bank asks
 * for 3-D Secure, Stripe.js loads and opens its dialog.
 *
 * @param props The block's props, the settings and Stripe.js' loader.
 */
export function SavedToken( props: Props ) {
	const { data, load, eventRegistration } = props;
	const latest = useRef( props );
	latest.current = props;
	useEffect(
		() =>
			eventRegistration.onCheckoutSuccess( ( arg ) =>
				afterCheckout( data, latest.current, arg, () =>
					load( data.publishableKey, data.locale )
				)
			),
		[ eventRegistration, data, load ]
	);
	return null;
}
