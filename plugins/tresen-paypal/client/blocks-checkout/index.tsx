/**
 * PayPal on WooCommerce's blocks: the payment method on the Checkout block
 * and the express button on the Cart block (settings from
 * `Blocks\PaymentMethod`). WooCommerce loads this script on block cart and
 * checkout pages only; PayPal's SDK loads when a button is shown.
 */
import {
	registerExpressPaymentMethod,
	registerPaymentMethod,
} from '@woocommerce/blocks-registry';
import { getSetting } from '@woocommerce/settings';
import { dispatch, select } from '@wordpress/data';
import { loadScript, type PayPalNamespace } from '@paypal/paypal-js';
import { PayPalContent } from './content';
import { PayPalExpress } from './express';
import { customerSettled } from './settled';
import type { PayPalBlockData, PaymentProps } from './types';

const ID = 'ppcp-gateway';
let sdk: Promise< PayPalNamespace | null > | null = null;

/**
 * PayPal's SDK, once (the page decides commit and funding).
 * @param data
 */
function load( data: PayPalBlockData ): Promise< PayPalNamespace | null > {
	if ( ! sdk ) {
		sdk = loadScript( {
			clientId: data.clientId,
			environment: data.environment,
			currency: data.currency,
			locale: data.locale,
			intent: 'capture',
			commit: data.commit,
			components: 'buttons',
			disableFunding: data.disableFunding,
		} ).catch( () => {
			sdk = null;
			return null;
		} );
	}
	return sdk;
}

/** Whether the checkout's fields are valid; if not, each shows its error. */
function fieldsValid(): boolean {
	const validation = 'wc/store/validation';
	if ( ! select( validation ).hasValidationErrors() ) {
		return true;
	}
	dispatch( validation ).showAllValidationErrors();
	return false;
}

const data = getSetting< PayPalBlockData | null >( `${ ID }_data`, null );
if ( data && data.clientId ) {
	// WooCommerce clones these elements with the payment method interface's props.
	const Content = ( props: Partial< PaymentProps > ) => (
		<PayPalContent
			{ ...( props as PaymentProps ) }
			data={ data }
			load={ load }
			checks={ { fieldsValid, settled: customerSettled } }
		/>
	);
	registerPaymentMethod( {
		name: ID,
		paymentMethodId: ID,
		label: <span>{ data.title }</span>,
		ariaLabel: data.title,
		content: <Content />,
		edit: <p>{ data.title }</p>,
		canMakePayment: () => true,
		supports: { features: [ 'products' ] },
	} );
	if ( data.context === 'cart' ) {
		const Express = ( props: Partial< PaymentProps > ) => (
			<PayPalExpress { ...props } data={ data } load={ load } />
		);
		registerExpressPaymentMethod( {
			name: `${ ID }-express`,
			paymentMethodId: ID,
			title: data.title,
			description: data.title,
			content: <Express />,
			edit: <p>{ data.title }</p>,
			canMakePayment: () => true,
			supports: { features: [ 'products' ] },
		} );
	}
}
