/**
 * The express button (React, through @wordpress/element): our button that
 * opens Stripe's payment request sheet (`paymentRequest.show()`), kept in
 * step with the product form or the cart through an ExpressController.
 * The box stays hidden until the device can pay; while re-pricing the
 * button is blocked (`aria-disabled`, `aria-busy`).
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { Stripe } from '@stripe/stripe-js';
import { on, onJQuery } from '@tresen/common/events';
import { ExpressController, type Status } from './controller';
import type { ExpressApi } from './api';
import type { WalletType } from './payload';
import type { ExpressSettings } from './settings.d';

export interface ExpressButtonProps {
	stripe: Stripe;
	api: ExpressApi;
	settings: ExpressSettings;
	box: HTMLElement;
	/** Tests observe the controller. */
	onController?: ( controller: ExpressController ) => void;
	navigate?: ( url: string ) => void;
	alert?: ( message: string ) => void;
}

interface Variation {
	is_in_stock?: boolean;
}

/**
 * The button's words by type and wallet ("Kaufen mit Google Pay").
 *
 * @param type   Button type (buy, default, book, donate).
 * @param wallet Wallet.
 */
export function buttonLabel( type: string, wallet: WalletType ): string {
	const names: Record< WalletType, string > = {
		apple_pay: 'Apple Pay',
		google_pay: 'Google Pay',
		payment_request_api: '',
	};
	const name = names[ wallet ];
	if ( ! name ) {
		return type === 'book' || type === 'donate' || type === 'default'
			? __( 'Pay now', 'tresen-stripe' )
			: __( 'Buy now', 'tresen-stripe' );
	}
	switch ( type ) {
		case 'default':
			/* translators: %s: Apple Pay or Google Pay. */
			return sprintf( __( 'Pay with %s', 'tresen-stripe' ), name );
		case 'book':
			/* translators: %s: Apple Pay or Google Pay. */
			return sprintf( __( 'Book with %s', 'tresen-stripe' ), name );
		case 'donate':
			/* translators: %s: Apple Pay or Google Pay. */
			return sprintf( __( 'Donate with %s', 'tresen-stripe' ), name );
		default:
			/* translators: %s: Apple Pay or Google Pay. */
			return sprintf( __( 'Buy with %s', 'tresen-stripe' ), name );
	}
}

export function ExpressButton( {
	stripe,
	api,
	settings,
	box,
	onController,
	navigate,
	alert,
}: ExpressButtonProps ): JSX.Element {
	const controllerRef = useRef< ExpressController | null >( null );
	const [ status, setStatus ] = useState< Status >( 'checking' );

	useEffect( () => {
		const form =
			box.dataset.context === 'product'
				? ( box.parentElement?.querySelector< HTMLFormElement >(
						'form.cart'
					) ?? null )
				: null;
		const controller = new ExpressController( {
			stripe,
			api,
			settings,
			box,
			form,
			onStatus: setStatus,
			navigate,
			alert,
		} );
		controllerRef.current = controller;
		onController?.( controller );
		void controller.start();
		const off: Array< () => void > = [];
		if ( form ) {
			const changed = ( event: Event ) => {
				const target = event.target as HTMLElement | null;
				if (
					target?.matches(
						'input[name="quantity"], select[name^="attribute_"], input[name="variation_id"]'
					)
				) {
					controller.reprice();
				}
			};
			form.addEventListener( 'change', changed );
			form.addEventListener( 'input', changed );
			off.push( () => {
				form.removeEventListener( 'change', changed );
				form.removeEventListener( 'input', changed );
			} );
			const found = ( variation: Variation | undefined ) => {
				if ( variation && variation.is_in_stock === false ) {
					controller.hide();
				} else {
					controller.reprice();
				}
			};
			// The theme's variation form (native events), and WooCommerce's own (jQuery).
			off.push(
				on< { form: HTMLFormElement; variation?: Variation } >(
					'found-variation',
					( detail ) =>
						detail.form === form && found( detail.variation )
				),
				on< { form: HTMLFormElement } >(
					'reset-variation',
					( detail ) => detail.form === form && controller.reprice()
				),
				onJQuery(
					'found_variation',
					( _event, variation ) => found( variation as Variation ),
					form
				),
				onJQuery( 'reset_data', () => controller.reprice(), form )
			);
		} else {
			// Cart totals or checkout updates: re-read the cart.
			const refresh = () => void controller.refresh();
			off.push(
				onJQuery( 'updated_cart_totals', refresh ),
				onJQuery( 'updated_checkout', refresh ),
				on( 'cart-updated', refresh )
			);
		}
		return () => {
			off.forEach( ( stop ) => stop() );
			controller.destroy();
		};
		// The box and its services never change for one root.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	useEffect( () => {
		// The box is in the page's HTML (hidden until the device can pay).
		box.hidden =
			status === 'unavailable' ||
			status === 'checking' ||
			status === 'hidden';
		box.dataset.status = status;
	}, [ box, status ] );

	const blocked = status === 'blocked';
	const { type, theme, height } = settings.button;
	const wallet = controllerRef.current?.walletType() ?? 'payment_request_api';
	return (
		<button
			type="button"
			className={ `tresen-express__sheet-button tresen-express__sheet-button--${ theme }` }
			style={ { height: `${ height }px` } }
			aria-disabled={ blocked ? 'true' : undefined }
			aria-busy={ blocked ? 'true' : undefined }
			data-status={ status }
			data-wallet={ wallet }
			onClick={ () => controllerRef.current?.click() }
		>
			{ buttonLabel( type, wallet ) }
			{ blocked && (
				<span className="screen-reader-text">
					{ __( '(updating the price …)', 'tresen-stripe' ) }
				</span>
			) }
		</button>
	);
}
