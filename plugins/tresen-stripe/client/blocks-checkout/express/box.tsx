/**
 * The express box in the Cart or Checkout block's express area: the
 * classic box (`.tresen-express`, context cart), which the classic element
 * script (`express-button`) finds and drives with every amount from the
 * server. This component only
 * - loads that script (then Stripe.js) when the browser is idle or the
 *   shopper reaches for the box,
 * - asks for the date of birth when the cart holds drinks with an age limit
 *   (tresen-legal's `min_age` on the cart's extension data),
 * - tells the box when WooCommerce's cart store changed its total or its
 *   need for shipping (`tresen:express-refresh`: the script asks the server again),
 * - shows the script's German errors as the block's notice (`onError`),
 * - puts the block into its "express payment running" state while the
 *   wallet is open and back when it is cancelled or closed (WooCommerce's
 *   `onClick` / `onClose`; the script says so with `tresen:express-open` and
 *   `tresen:express-close` on the box).
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { select, subscribe } from '@wordpress/data';
import { extensionData } from '@tresen/common/blocks';
import type { ExpressBlockData } from './data';

const CART = 'wc/store/cart';
const WARM = [ 'pointerover', 'focusin', 'touchstart' ];

export type Loader = ( data: ExpressBlockData ) => Promise< void >;

/** The express payment interface's props the box uses (WooCommerce passes more). */
export interface ExpressProps {
	/** A message in the express area ('' clears it). */
	onError?: ( message: string ) => void;
	/** The wallet opened: the block shows express as running. */
	onClick?: () => void;
	/** The wallet was cancelled or closed: the checkout is the shopper's again. */
	onClose?: () => void;
}

interface Props extends ExpressProps {
	data: ExpressBlockData;
	load: Loader;
	/** Waits for the browser to be idle (tests replace it). */
	idle?: ( run: () => void ) => () => void;
}

interface CartState {
	minAge: number;
	/** Changes when the total or the need for shipping changes. */
	key: string;
}

/** What the box follows of WooCommerce's cart store. */
function cartState(): CartState {
	const store = select( CART ) as {
		getCartData?: () => {
			extensions?: unknown;
			totals?: { total_price?: string };
			needsShipping?: boolean;
		};
		getCartTotals?: () => { total_price?: string };
	};
	const cart = store?.getCartData?.() ?? {};
	const totals = store?.getCartTotals?.() ?? cart.totals ?? {};
	const age = Number(
		extensionData( cart.extensions, 'tresen-legal' ).min_age
	);
	return {
		minAge: Number.isFinite( age ) && age > 0 ? Math.floor( age ) : 0,
		key: `${ totals.total_price ?? '' }|${ cart.needsShipping ? 1 : 0 }`,
	};
}

function useCart(): CartState {
	const [ state, setState ] = useState( cartState );
	useEffect(
		() =>
			subscribe( () => {
				const next = cartState();
				setState( ( prev ) =>
					prev.minAge === next.minAge && prev.key === next.key
						? prev
						: next
				);
			} ),
		[]
	);
	return state;
}

/**
 * Runs once the browser is idle (at the latest after 3 s).
 *
 * @param run What to run.
 */
function whenIdle( run: () => void ): () => void {
	const w = window as unknown as {
		requestIdleCallback?: (
			cb: () => void,
			o?: { timeout: number }
		) => number;
		cancelIdleCallback?: ( id: number ) => void;
	};
	if ( w.requestIdleCallback ) {
		const id = w.requestIdleCallback( run, { timeout: 3000 } );
		return () => w.cancelIdleCallback?.( id );
	}
	const timer = setTimeout( run, 1000 );
	return () => clearTimeout( timer );
}

export function ExpressBox( {
	data,
	load,
	onError,
	onClick,
	onClose,
	idle = whenIdle,
}: Props ) {
	const box = useRef< HTMLDivElement >( null );
	const { minAge, key } = useCart();
	const report = useRef( onError );
	report.current = onError;
	const wallet = useRef( { onClick, onClose } );
	wallet.current = { onClick, onClose };

	// The element's script: on intent or when idle, once.
	useEffect( () => {
		const el = box.current;
		if ( ! el ) {
			return;
		}
		let started = false;
		const start = () => {
			if ( started ) {
				return;
			}
			started = true;
			load( data ).catch( () => {
				started = false; // Offline: the next intent tries again.
			} );
		};
		WARM.forEach( ( type ) =>
			el.addEventListener( type, start, { passive: true } )
		);
		const cancel = idle( start );
		return () => {
			cancel();
			WARM.forEach( ( type ) => el.removeEventListener( type, start ) );
		};
	}, [ data, load, idle ] );

	// The script's messages as the block's notice.
	useEffect( () => {
		const el = box.current;
		if ( ! el ) {
			return;
		}
		const listener = ( event: Event ) => {
			event.preventDefault();
			const messages = ( event as CustomEvent< string[] > ).detail;
			report.current?.(
				Array.isArray( messages ) ? messages.join( ' ' ) : ''
			);
		};
		el.addEventListener( 'tresen:express-errors', listener );
		return () =>
			el.removeEventListener( 'tresen:express-errors', listener );
	}, [] );

	// The wallet open and closed: the block's "express payment running" state.
	useEffect( () => {
		const el = box.current;
		if ( ! el ) {
			return;
		}
		let open = false;
		const opened = () => {
			if ( ! open ) {
				open = true;
				wallet.current.onClick?.();
			}
		};
		const closed = () => {
			if ( open ) {
				open = false;
				wallet.current.onClose?.();
			}
		};
		el.addEventListener( 'tresen:express-open', opened );
		el.addEventListener( 'tresen:express-close', closed );
		return () => {
			el.removeEventListener( 'tresen:express-open', opened );
			el.removeEventListener( 'tresen:express-close', closed );
		};
	}, [] );

	// A changed cart: the script asks the server for the new amounts.
	const seen = useRef( key );
	useEffect( () => {
		if ( seen.current === key ) {
			return;
		}
		seen.current = key;
		box.current?.dispatchEvent(
			new CustomEvent( 'tresen:express-refresh' )
		);
	}, [ key ] );

	const id = `tresen-express-${ data.context }-block`;
	return (
		<div
			ref={ box }
			className="tresen-express tresen-express--block"
			id={ id }
			data-context="cart"
			data-product-id="0"
			data-min-age={ minAge }
			hidden
		>
			{ minAge > 0 ? (
				<p className="tresen-express__age">
					<label htmlFor={ `${ id }-birth` }>
						{ data.texts.birth }
					</label>{ ' ' }
					<input
						type="date"
						id={ `${ id }-birth` }
						name="tresen_birth_date"
						autoComplete="bday"
						required
						aria-describedby={ `${ id }-birth-note` }
					/>
					<span
						className="tresen-express__note"
						id={ `${ id }-birth-note` }
					>
						{ data.texts.age.replace( '%d', String( minAge ) ) }
					</span>
				</p>
			) : null }
			<div className="tresen-express__button" />
			{ data.terms ? (
				<p className="tresen-express__note">
					{ data.terms.before }
					<a href={ data.terms.url }>{ data.terms.link }</a>
					{ data.terms.after }
				</p>
			) : null }
		</div>
	);
}
