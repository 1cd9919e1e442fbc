/**
 * Stripe's Express Checkout Element (Apple Pay, Google Pay, Link, …) in the
 * express area of WooCommerce's Cart and Checkout blocks
 * (`registerExpressPaymentMethod`; settings from `Blocks\ExpressMethod`,
 * printed only where the owner switched express on). Part of the Stripe
 * block script (one file on the page with the payment methods); the
 * element's script and Stripe.js load when the box is reached for or the
 * browser is idle.
 */
import { registerExpressPaymentMethod } from '@woocommerce/blocks-registry';
import { loadScripts, type ScriptSpec } from '@tresen/common/load-scripts';
import { isRecord, isString } from '@tresen/common/settings';
import { ExpressBox, type ExpressProps } from './box';
import { NAME, readExpressData, type ExpressBlockData } from './data';

/**
 * The classic element script with its settings (`window.tresenStripeExpress`).
 *
 * @param data The block data.
 */
export function loadIsland( data: ExpressBlockData ): Promise< void > {
	const w = window as unknown as Record< string, unknown >;
	if ( w.tresenStripeExpress === undefined ) {
		w.tresenStripeExpress = data.settings;
	}
	const chain = Array.isArray( data.settings.scripts )
		? data.settings.scripts.filter(
				( s: unknown ): s is ScriptSpec =>
					isRecord( s ) && isString( s.src )
			)
		: [];
	return loadScripts( chain );
}

/** Registers the express method where the server printed its data (with a key). */
export function registerExpress(): void {
	const data = readExpressData();
	if ( ! data || ! data.settings.publishableKey ) {
		return;
	}
	// WooCommerce clones this element with the express payment interface's props.
	const Content = ( props: ExpressProps ) => (
		<ExpressBox
			data={ data }
			load={ loadIsland }
			onError={ props.onError }
			onClick={ props.onClick }
			onClose={ props.onClose }
		/>
	);
	registerExpressPaymentMethod( {
		name: NAME,
		paymentMethodId: 'stripe',
		title: data.title,
		description: data.title,
		content: <Content />,
		edit: <p>{ data.title }</p>,
		canMakePayment: () => true,
		supports: { features: [ 'products' ] },
	} );
}
