/**
 * PayPal as the express button of the Cart and Checkout blocks ("Weiter"): the PayPal order
 * is started from the cart (the server takes the amount from it), PayPal
 * asks for the delivery address, and the approval goes to the return
 * address, which opens the checkout with the address from PayPal; placing
 * the order there captures it (the shopper saw the final total).
 */
import { useState } from '@wordpress/element';
import { Buttons, ErrorList, type SdkLoader } from './buttons';
import { startCheckout, type Send } from './start';
import type { PayPalBlockData, PaymentProps } from './types';

interface Props extends Partial< PaymentProps > {
	data: PayPalBlockData;
	load: SdkLoader;
	post?: Send;
	navigate?: ( url: string ) => void;
}

class Shown extends Error {}

/**
 * The return address with PayPal's parameters.
 *
 * @param base    The return address.
 * @param token   PayPal order id.
 * @param payerID Payer id.
 */
export function returnAddress(
	base: string,
	token: string,
	payerID: string
): string {
	const url = new URL( base, window.location.href );
	url.searchParams.set( 'token', token );
	url.searchParams.set( 'PayerID', payerID );
	return url.toString();
}

export function PayPalExpress( {
	data,
	load,
	post,
	onClick,
	onClose,
	navigate = ( url ) => window.location.assign( url ),
}: Props ) {
	const [ errors, setErrors ] = useState< string[] >( [] );
	const [ round, setRound ] = useState( 0 );
	return (
		<div className="tresen-paypal-block tresen-paypal-block--express">
			<ErrorList messages={ errors } />
			<Buttons
				data={ data }
				load={ load }
				round={ round }
				options={ {
					createOrder: async () => {
						setErrors( [] );
						onClick?.();
						const started = await startCheckout(
							data,
							false,
							null,
							post
						);
						if ( ! started.ok ) {
							setErrors( started.messages );
							throw new Shown();
						}
						return started.token;
					},
					onApprove: async ( { orderID, payerID } ) => {
						navigate(
							returnAddress(
								data.returnUrl,
								orderID,
								payerID ?? ''
							)
						);
					},
					onCancel: () => {
						onClose?.();
						setRound( ( r ) => r + 1 );
					},
					onError: ( error ) => {
						if ( ! ( error instanceof Shown ) ) {
							setErrors( [ data.messages.generic ] );
						}
						onClose?.();
						setRound( ( r ) => r + 1 );
					},
				} }
			/>
		</div>
	);
}
