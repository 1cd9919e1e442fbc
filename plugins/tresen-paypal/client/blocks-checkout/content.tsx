/**
 * PayPal as the Checkout block's payment method. The button pays ("Jetzt
 * bezahlen"): a click checks the checkout's fields (WooCommerce's
 * validation store), starts the PayPal order on the server, and on
 * approval places the order, which hands `paymentToken` and `payerID` to
 * the gateway (capture, claim and lock as on the classic checkout). An
 * approval brought back from the cart's express button needs no button:
 * placing the order captures it.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { Buttons, ErrorList, type SdkLoader } from './buttons';
import { startCheckout, type Send } from './start';
import type { PayPalBlockData, PaymentProps } from './types';

export interface Checks {
	/** Whether the checkout's fields are valid (else they show their errors). */
	fieldsValid: () => boolean;
	/** Resolves once the cart has the typed address (and so its shipping). */
	settled?: () => Promise< void >;
	post?: Send;
}

interface Props extends PaymentProps {
	data: PayPalBlockData;
	load: SdkLoader;
	checks: Checks;
}

/** Thrown when the start failed and its messages are shown. */
class Shown extends Error {}

export function PayPalContent( props: Props ) {
	const { data, load, checks, eventRegistration } = props;
	const approval = useRef< { token: string; payer: string } | null >(
		data.approved
	);
	const latest = useRef( props );
	latest.current = props;
	const [ errors, setErrors ] = useState< string[] >( [] );
	const [ round, setRound ] = useState( 0 );

	useEffect(
		() =>
			eventRegistration.onPaymentSetup( () => {
				const { responseTypes, noticeContexts } =
					latest.current.emitResponse;
				const approved = approval.current;
				if ( ! approved ) {
					return {
						type: responseTypes.ERROR,
						message: data.messages.click,
						messageContext: noticeContexts.PAYMENTS,
					};
				}
				return {
					type: responseTypes.SUCCESS,
					meta: {
						paymentMethodData: {
							paymentToken: approved.token,
							payerID: approved.payer,
						},
					},
				};
			} ),
		[ eventRegistration, data ]
	);

	if ( data.approved ) {
		return (
			<p className="tresen-paypal-block__approved">
				{ data.messages.approved }
			</p>
		);
	}

	return (
		<div className="tresen-paypal-block">
			<ErrorList messages={ errors } />
			<Buttons
				data={ data }
				load={ load }
				round={ round }
				options={ {
					createOrder: async () => {
						setErrors( [] );
						if ( ! checks.fieldsValid() ) {
							throw new Shown();
						}
						await checks.settled?.();
						const shipping = latest.current.shippingData;
						const started = await startCheckout(
							data,
							true,
							latest.current.billing.billingAddress,
							checks.post,
							shipping?.needsShipping !== false &&
								shipping?.shippingAddress
								? shipping.shippingAddress
								: null
						);
						if ( ! started.ok ) {
							setErrors( started.messages );
							throw new Shown();
						}
						return started.token;
					},
					onApprove: async ( { orderID, payerID } ) => {
						approval.current = {
							token: orderID,
							payer: payerID ?? '',
						};
						latest.current.onSubmit();
					},
					onCancel: () => setRound( ( r ) => r + 1 ),
					onError: ( error ) => {
						if ( ! ( error instanceof Shown ) ) {
							setErrors( [ data.messages.generic ] );
						}
						setRound( ( r ) => r + 1 );
					},
				} }
			/>
		</div>
	);
}
