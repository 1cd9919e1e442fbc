/**
 * One product of the list on the wishlist page: its row (table, grid or
 * mobile card), the image grid's detail panel, the owner's controls.
 */
import type { KeyboardEvent, ReactNode } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import { usePage } from './context';
import type { Item, Layout, View } from './data';
import { MoveField, QuantityField } from './item-fields';
import { Html } from './ui';

export interface ItemProps {
	item: Item;
	layout: Layout;
	first: boolean;
	last: boolean;
	ticked: boolean;
	onTick: ( on: boolean ) => void;
	panelOpen: boolean;
	onPanel: ( open: boolean ) => void;
	onSort: ( by: number ) => void;
	drag: Record< string, unknown >;
}

export function ItemView( {
	item,
	layout,
	first,
	last,
	ticked,
	onTick,
	panelOpen,
	onPanel,
	onSort,
	drag,
}: ItemProps ) {
	const { state, send, focusAfter } = usePage();
	const view = state.view as View;
	const owner = view.owner;
	const name = (
		<a className="tresen-wishlist__name" href={ item.link }>
			{ item.name }
		</a>
	);
	const thumb = (
		<a
			href={ item.link }
			tabIndex={ -1 }
			aria-hidden="true"
			className="tresen-wishlist__thumb"
		>
			<Html html={ item.image } />
		</a>
	);
	const price = <Html className="price-wrap" html={ item.price } />;
	const stock = item.inStock ? (
		<span className="tresen-wishlist__stock in-stock">
			{ __( 'In stock', 'tresen-wishlist' ) }
		</span>
	) : (
		<span className="tresen-wishlist__stock out-of-stock">
			{ __( 'Out of stock', 'tresen-wishlist' ) }
		</span>
	);
	const quantity = owner ? (
		<QuantityField item={ item } />
	) : (
		<span className="tresen-wishlist__qty-value">
			{ item.quantity.toLocaleString( 'de-DE' ) }
		</span>
	);
	const cartData: Record< string, string > = {};
	for ( const [ key, value ] of Object.entries( item.cart.data ) ) {
		cartData[ `data-${ key }` ] = value;
	}
	const actions: ReactNode = (
		<>
			{ item.cart.ajax ? (
				<a
					href={ item.cart.href }
					className="button add_to_cart_button ajax_add_to_cart tresen-wishlist__add-to-cart"
					rel="nofollow"
					{ ...cartData }
				>
					{ item.cart.label }
				</a>
			) : (
				<a className="button" href={ item.cart.href }>
					{ item.cart.label }
				</a>
			) }
			{ owner && (
				<>
					<button
						type="button"
						className="tresen-wishlist__remove link-button"
						aria-label={ sprintf(
							/* translators: %s: product name. */
							__(
								'Remove “%s” from the wishlist',
								'tresen-wishlist'
							),
							item.name
						) }
						onClick={ () => {
							focusAfter( '.tresen-wishlist__title' );
							void send( 'remove_from_wishlist', {
								remove_from_wishlist: item.id,
								wishlist_id: view.id,
								wishlist_token: view.token,
							} );
						} }
					>
						{ __( 'Remove', 'tresen-wishlist' ) }
					</button>
					<MoveField item={ item } />
					<span className="tresen-wishlist__sort">
						<button
							type="button"
							className="tresen-wishlist__up link-button"
							aria-label={ sprintf(
								/* translators: %s: product name. */
								__( 'Move “%s” up', 'tresen-wishlist' ),
								item.name
							) }
							disabled={ first }
							onClick={ () => onSort( -1 ) }
						>
							↑
						</button>
						<button
							type="button"
							className="tresen-wishlist__down link-button"
							aria-label={ sprintf(
								/* translators: %s: product name. */
								__( 'Move “%s” down', 'tresen-wishlist' ),
								item.name
							) }
							disabled={ last }
							onClick={ () => onSort( 1 ) }
						>
							↓
						</button>
					</span>
				</>
			) }
		</>
	);
	const check = owner && (
		<input
			type="checkbox"
			className="tresen-wishlist__check"
			value={ item.id }
			checked={ ticked }
			onChange={ ( e ) => onTick( e.target.checked ) }
			aria-label={ sprintf(
				/* translators: %s: product name. */
				__( 'Select “%s”', 'tresen-wishlist' ),
				item.name
			) }
		/>
	);
	const rowProps = {
		className: 'tresen-wishlist__item',
		'data-item-id': item.id,
		'data-product-id': item.productId,
		...drag,
	};

	if ( layout === 'table' ) {
		return (
			<tr { ...rowProps }>
				{ owner && (
					<td className="tresen-wishlist__col-check">{ check }</td>
				) }
				<td className="tresen-wishlist__product">
					{ thumb }
					{ name }
				</td>
				<td className="tresen-wishlist__price">{ price }</td>
				<td className="tresen-wishlist__quantity">{ quantity }</td>
				<td>{ stock }</td>
				<td className="tresen-wishlist__actions">{ actions }</td>
			</tr>
		);
	}
	if ( layout === 'grid' ) {
		const panelId = `tresen-wishlist-detail-${ item.id }`;
		return (
			<li { ...rowProps }>
				{ check }
				<button
					type="button"
					className="tresen-wishlist__thumb-toggle"
					aria-expanded={ panelOpen }
					aria-controls={ panelId }
					onClick={ () => onPanel( ! panelOpen ) }
				>
					<Html html={ item.image } />
					<span className="screen-reader-text">
						{ sprintf(
							/* translators: %s: product name. */
							__( 'Details of “%s”', 'tresen-wishlist' ),
							item.name
						) }
					</span>
				</button>
				{ name }
				{ /* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape closes the panel from any control inside. */ }
				<div
					className="tresen-wishlist__detail"
					id={ panelId }
					hidden={ ! panelOpen }
					onKeyDown={ ( event: KeyboardEvent ) => {
						if ( event.key === 'Escape' ) {
							onPanel( false );
							focusAfter( `[aria-controls="${ panelId }"]` );
						}
					} }
				>
					<div className="tresen-wishlist__price">{ price }</div>
					<div className="tresen-wishlist__quantity">
						{ quantity }
					</div>
					{ stock }
					<div className="tresen-wishlist__actions">{ actions }</div>
					<button
						type="button"
						className="tresen-wishlist__detail-close link-button"
						onClick={ () => {
							onPanel( false );
							focusAfter( `[aria-controls="${ panelId }"]` );
						} }
					>
						{ __( 'Close', 'tresen-wishlist' ) }
					</button>
				</div>
			</li>
		);
	}
	return (
		<li { ...rowProps }>
			{ check }
			{ thumb }
			{ name }
			<div className="tresen-wishlist__price">{ price }</div>
			<div className="tresen-wishlist__quantity">{ quantity }</div>
			{ stock }
			<div className="tresen-wishlist__actions">{ actions }</div>
		</li>
	);
}
