/**
 * The PayPal button as a React island (WordPress's React, through the
 * element package): renders PayPal's Buttons into its box, starts the
 * checkout on click, and renders them afresh after an error or a cancel.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import type { PayPalNamespace } from '@paypal/paypal-js';
import { clearErrors, showErrors } from './errors';
import {
	cancelAddress,
	returnAddress,
	startCheckout,
	submitCheckout,
	type Context,
} from './flow';
import { genericError } from './reply';
import {
	chooseOptionsMessage,
	fetchNonces,
	generateCart,
	productFormReady,
} from './product';
import { __, sprintf, _n } from '@wordpress/i18n';
import { announce } from '@tresen/common/notices';
import type { PayPalSettings } from './settings.d';

export interface Props {
	paypal: PayPalNamespace;
	settings: PayPalSettings;
	context: Context;
	/** The checkout form (checkout context). */
	form: HTMLFormElement | null;
	/** Goes to another address (tests replace it). */
	navigate?: ( url: string ) => void;
}

/** Thrown when the start failed and its messages are already shown. */
class Shown extends Error {}

export function PayPalButtons( {
	paypal,
	settings,
	context,
	form,
	navigate = ( url ) => window.location.assign( url ),
}: Props ) {
	const box = useRef< HTMLDivElement >( null );
	const [ round, setRound ] = useState( 0 );
	const product = context === 'product' && form !== null;
	const [ ready, setReady ] = useState(
		() => ! product || productFormReady( form )
	);
	const [ note, setNote ] = useState( '' );

	// Greyed and out of reach (pointer and keyboard) while not ready.
	useEffect( () => {
		box.current?.toggleAttribute( 'inert', ! ready );
	}, [ ready ] );

	// The product form decides whether the button may be used.
	useEffect( () => {
		if ( ! product || ! form ) {
			return undefined;
		}
		const check = () => setReady( productFormReady( form ) );
		const events = [ 'input', 'change', 'reset' ];
		events.forEach( ( e ) => form.addEventListener( e, check ) );
		const names = [ 'tresen:found-variation', 'tresen:reset-variation' ];
		names.forEach( ( e ) => document.addEventListener( e, check ) );
		check();
		return () => {
			events.forEach( ( e ) => form.removeEventListener( e, check ) );
			names.forEach( ( e ) => document.removeEventListener( e, check ) );
		};
	}, [ product, form ] );

	useEffect( () => {
		const el = box.current;
		if ( ! el || ! paypal.Buttons ) {
			return undefined;
		}
		const onForm = ( context === 'checkout' || context === 'pay' ) && form;
		const anchor = (): HTMLElement => ( onForm ? onForm : wrapOf( el ) );
		const again = () => setRound( ( r ) => r + 1 );
		const miniCart = context === 'mini-cart';
		const layout = (
			miniCart ? settings.miniCartLayout : settings.style.layout
		) as 'horizontal' | 'vertical';
		const buttons = paypal.Buttons( {
			// The mini cart stacks every funding source PayPal offers the buyer
			// (card is switched off in the SDK's address); elsewhere one PayPal button.
			...( miniCart ? {} : { fundingSource: 'paypal' } ),
			style: {
				...settings.style,
				layout,
				color: settings.style.color as 'gold',
				shape: settings.style.shape as 'rect',
				label: settings.style.label as 'paypal',
				// PayPal allows the tagline only beside horizontal buttons.
				...( layout === 'horizontal' ? { tagline: false } : {} ),
			},
			createOrder: async () => {
				clearErrors( anchor() );
				let nonce = settings.nonce;
				if ( ! nonce && context !== 'product' ) {
					// A cached page (the mini cart): the visitor's nonce comes now.
					try {
						nonce = ( await fetchNonces( settings ) ).startCheckout;
					} catch {
						showErrors( [ genericError() ], anchor() );
						throw new Shown( genericError() );
					}
				}
				if ( context === 'product' && form ) {
					const generated = await generateCart( settings, form );
					if ( ! generated.ok ) {
						showErrors( generated.messages, anchor() );
						throw new Shown( generated.messages.join( ' ' ) );
					}
					nonce = generated.startNonce;
					if ( generated.others > 0 ) {
						const text = sprintf(
							/* translators: %d: number of other items in the cart. */
							_n(
								'The %d other item in your cart stays there and is paid along with this one.',
								'The %d other items in your cart stay there and are paid along with this one.',
								generated.others,
								'tresen-paypal'
							),
							generated.others
						);
						setNote( text );
						announce( text );
					}
				}
				const result = await startCheckout(
					settings,
					context,
					context === 'cart' || miniCart ? null : form,
					nonce
				);
				if ( ! result.ok ) {
					showErrors( result.messages, anchor() );
					throw new Shown( result.messages.join( ' ' ) );
				}
				return result.token;
			},
			onApprove: async ( data ) => {
				const orderID = String( data.orderID ?? '' );
				const payerID = String( data.payerID ?? '' );
				if ( onForm ) {
					// The checkout (theme's submit) or the order-pay form (WooCommerce's pay action).
					submitCheckout( onForm, orderID, payerID );
				} else {
					navigate(
						returnAddress( settings.returnUrl, orderID, payerID )
					);
				}
			},
			onCancel: ( data ) => {
				const url = cancelAddress(
					settings.cancelUrl,
					String( ( data as { orderID?: unknown } ).orderID ?? '' )
				);
				if ( url ) {
					navigate( url );
					return;
				}
				again();
			},
			onError: ( error ) => {
				if ( ! ( error instanceof Shown ) ) {
					showErrors( [ genericError() ], anchor() );
				}
				again();
			},
		} );
		let closed = false;
		buttons.render( el ).catch( () => {
			if ( ! closed ) {
				showErrors( [ genericError() ], anchor() );
			}
		} );
		return () => {
			closed = true;
			buttons.close().catch( () => undefined );
		};
	}, [ paypal, settings, context, form, navigate, round ] );

	const validate = () => {
		if ( ! form ) {
			return;
		}
		if ( form.reportValidity() && ! productFormReady( form ) ) {
			showErrors( [ chooseOptionsMessage() ], wrapOf( box.current ) );
			// Like the browser's validation: to the first option not chosen.
			Array.from(
				form.querySelectorAll< HTMLSelectElement >(
					'.variations select'
				)
			)
				.find( ( select ) => ! select.value )
				?.focus();
		}
	};

	return (
		<div
			className={
				'tresen-paypal-buttons__wrap' + ( ready ? '' : ' is-disabled' )
			}
		>
			{ note && <p className="tresen-paypal-buttons__note">{ note }</p> }
			<div ref={ box } className="tresen-paypal-buttons__sdk" />
			{ ! ready && (
				<button
					type="button"
					className="tresen-paypal-buttons__overlay"
					aria-disabled="true"
					onClick={ validate }
				>
					<span className="screen-reader-text">
						{ __(
							'Pay with PayPal (choose the product options first)',
							'tresen-paypal'
						) }
					</span>
				</button>
			) }
		</div>
	);
}

/**
 * Where errors go: the checkout form, or before the button's box.
 *
 * @param el The SDK box.
 */
function wrapOf( el: HTMLElement | null ): HTMLElement {
	const wrap = el?.closest< HTMLElement >( '.tresen-paypal-buttons__wrap' );
	return wrap ?? el ?? document.body;
}
