/**
 * PayPal on WooCommerce's blocks: the payment method on the Checkout block
 * and the express button on the Cart and Checkout blocks (settings from
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
const sdks = new Map< string, Promise< PayPalNamespace | null > >();

/**
 * PayPal's SDK, once per kind of button (the page decides commit and funding).
 *
 * @param data    The settings.
 * @param express The express button on the Checkout block: the shopper comes
 *                back to review ("Weiter", `commit=false`, no card button),
 *                beside the method's own "Jetzt bezahlen" button, so it gets
 *                its own SDK instance (PayPal's `data-namespace`).
 */
function sdk(
	data: PayPalBlockData,
	express: boolean
): Promise< PayPalNamespace | null > {
	const own = express && data.commit;
	const key = own ? 'express' : 'page';
	let loaded = sdks.get( key );
	if ( ! loaded ) {
		loaded = loadScript( {
			clientId: data.clientId,
			environment: data.environment,
			currency: data.currency,
			locale: data.locale,
			intent: 'capture',
			commit: own ? false : data.commit,
			components: 'buttons',
			disableFunding: own
				? [ ...new Set( [ ...data.disableFunding, 'card' ] ) ]
				: data.disableFunding,
			...( own ? { dataNamespace: 'tresenPayPalExpress' } : {} ),
		} ).catch( () => {
			sdks.delete( key );
			return null;
		} );
		sdks.set( key, loaded );
	}
	return loaded;
}

const load = ( data: PayPalBlockData ) => sdk( data, false );
const loadExpress = ( data: PayPalBlockData ) => sdk( data, true );

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
	// The express button on the Cart block, and at the top of the Checkout block until
	// PayPal approved (then the method shows the approval and placing the order captures).
	if ( data.context === 'cart' || ! data.approved ) {
		const Express = ( props: Partial< PaymentProps > ) => (
			<PayPalExpress { ...props } data={ data } load={ loadExpress } />
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
