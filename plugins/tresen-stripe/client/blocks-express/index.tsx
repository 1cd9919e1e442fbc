/**
 * Stripe's Express Checkout Element (Apple Pay, Google Pay, Link, …) in the
 * express area of WooCommerce's Cart and Checkout blocks
 * (`registerExpressPaymentMethod`; settings from `Blocks\ExpressMethod`,
 * printed only where the owner switched express on). WooCommerce loads this
 * small script on block cart and checkout pages only; the element's script
 * and Stripe.js load when the box is reached for or the browser is idle.
 */
import { registerExpressPaymentMethod } from '@woocommerce/blocks-registry';
import { loadScripts, type ScriptSpec } from '@tresen/common/load-scripts';
import { isRecord, isString } from '@tresen/common/settings';
import { ExpressBox } from './box';
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

const data = readExpressData();
if ( data && data.settings.publishableKey ) {
	const Content = ( props: { onError?: ( message: string ) => void } ) => (
		<ExpressBox
			data={ data }
			load={ loadIsland }
			onError={ props.onError }
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
