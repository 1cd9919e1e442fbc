/**
 * A Stripe gateway as the Checkout block's payment method
 * (`registerPaymentMethod`'s options).
 */
import { SavedToken, StripeContent } from './content';
import { RedirectContent, VoucherContent } from './voucher';
import type { Loader } from './stripe';
import type { BlockData, PaymentProps } from './types';

/**
 * @param id   Gateway id (`stripe`, `stripe_sepa`, `stripe_ideal`, …).
 * @param data The method's settings.
 * @param load Loads Stripe.js.
 */
export function stripeMethod( id: string, data: BlockData, load: Loader ) {
	// WooCommerce clones these elements with the payment method interface's props.
	const Content = ( props: Partial< PaymentProps > ) => {
		if ( data.kind === 'redirect' ) {
			return <RedirectContent data={ data } />;
		}
		const Box =
			data.kind === 'boleto' || data.kind === 'oxxo'
				? VoucherContent
				: StripeContent;
		return (
			<Box { ...( props as PaymentProps ) } data={ data } load={ load } />
		);
	};
	const Saved = ( props: Partial< PaymentProps > ) => (
		<SavedToken
			{ ...( props as PaymentProps ) }
			data={ data }
			load={ load }
		/>
	);
	return {
		name: id,
		paymentMethodId: id,
		label: (
			<span className="tresen-stripe-block__label">{ data.title }</span>
		),
		ariaLabel: data.title,
		content: <Content />,
		edit: <p>{ data.title }</p>,
		// Saved cards and bank accounts only: the other methods save nothing.
		...( data.kind === 'card' || data.kind === 'sepa_debit'
			? { savedTokenComponent: <Saved /> }
			: {} ),
		canMakePayment: () => Boolean( data.publishableKey ),
		supports: {
			features: data.supports,
			showSavedCards: data.showSavedCards,
			showSaveOption: data.showSaveOption,
		},
	};
}
