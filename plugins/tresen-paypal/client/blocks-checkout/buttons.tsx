/**
 * PayPal's buttons in a box: the SDK (through @paypal/paypal-js) loads when
 * the box is shown; rendered afresh after an error or a cancel.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import type {
	PayPalButtonsComponentOptions,
	PayPalNamespace,
} from '@paypal/paypal-js';
import type { PayPalBlockData } from './types';

export type SdkLoader = (
	data: PayPalBlockData
) => Promise< PayPalNamespace | null >;

interface Props {
	data: PayPalBlockData;
	load: SdkLoader;
	/** The buttons' callbacks (createOrder, onApprove, onCancel, onError). */
	options: PayPalButtonsComponentOptions;
	/** Changes when the buttons should be rendered again. */
	round: number;
}

export function Buttons( { data, load, options, round }: Props ) {
	const box = useRef< HTMLDivElement >( null );
	const latest = useRef( options );
	latest.current = options;
	const [ failed, setFailed ] = useState( false );

	useEffect( () => {
		let gone = false;
		let close: ( () => Promise< void > ) | null = null;
		load( data ).then( ( paypal ) => {
			if ( gone || ! box.current ) {
				return;
			}
			if ( ! paypal?.Buttons ) {
				setFailed( true );
				return;
			}
			const buttons = paypal.Buttons( {
				style: {
					color: 'gold',
					shape: 'rect',
					label: 'paypal',
					layout: 'horizontal',
					tagline: false,
				},
				createOrder: ( ...a ) => latest.current.createOrder!( ...a ),
				onApprove: ( ...a ) => latest.current.onApprove!( ...a ),
				onCancel: ( ...a ) => latest.current.onCancel?.( ...a ),
				onError: ( ...a ) => latest.current.onError?.( ...a ),
			} );
			close = () => buttons.close();
			buttons
				.render( box.current )
				.catch( () => ! gone && setFailed( true ) );
		} );
		return () => {
			gone = true;
			close?.().catch( () => undefined );
		};
	}, [ data, load, round ] );

	return (
		<>
			<div ref={ box } className="tresen-paypal-block__buttons" />
			{ failed ? <p role="alert">{ data.messages.generic }</p> : null }
		</>
	);
}

/**
 * The shopper's errors above the button, announced as they appear.
 * @param props
 * @param props.messages German messages (none: nothing is shown).
 */
export function ErrorList( { messages }: { messages: string[] } ) {
	return messages.length ? (
		<ul role="alert" className="tresen-paypal-block__errors">
			{ messages.map( ( m ) => (
				<li key={ m }>{ m }</li>
			) ) }
		</ul>
	) : null;
}
