/**
 * The list on the wishlist page (React, replacing the same server-rendered
 * markup): title editing, quantities (sent 1 s after typing stops, Enter
 * never submits), order by drag and drop or the ↑/↓ buttons, bulk actions
 * (disabled until a box is ticked), moving to another (or a new) list, add
 * to cart from the list, the image grid's detail panel, the mobile cards
 * below 768 px, page links, the estimate dialog. A visitor who does not own
 * the list gets the same view without controls.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import type { DragEvent } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import { on } from '@tresen/common/events';
import { announce } from '@tresen/common/notices';
import { usePage } from './context';
import { dropped, moved, type Item, type Layout, type View } from './data';
import { ItemView } from './item';
import { EstimateButton, Pagination, TitleForm } from './list-controls';
import { useMedia } from './ui';

export function List() {
	const { state, settings, send, dispatch, focusAfter } = usePage();
	const view = state.view as View;
	const mobile = useMedia( settings.mobileQuery );
	const layout: Layout = mobile ? 'mobile' : view.layout;
	const [ ticked, setTicked ] = useState< number[] >( [] );
	const [ panel, setPanel ] = useState< number | null >( null );
	const [ editing, setEditing ] = useState( false );
	const [ bulk, setBulk ] = useState( 'add_to_cart' );
	const section = useRef< HTMLElement >( null );
	const dragged = useRef< number | null >( null );
	const ids = view.items.map( ( item ) => item.id );

	// Ticks of items that left the page go.
	useEffect( () => {
		setTicked( ( t ) => t.filter( ( id ) => ids.includes( id ) ) );
		// eslint-disable-next-line react-hooks/exhaustive-deps -- the ids' content.
	}, [ ids.join( ',' ) ] );

	// The detail panel closes on a click outside it.
	useEffect( () => {
		if ( panel === null ) {
			return undefined;
		}
		const close = ( event: MouseEvent ) => {
			const t = event.target instanceof Element ? event.target : null;
			if (
				! t?.closest(
					'.tresen-wishlist__detail, .tresen-wishlist__thumb-toggle'
				)
			) {
				setPanel( null );
			}
		};
		document.addEventListener( 'click', close );
		return () => document.removeEventListener( 'click', close );
	}, [ panel ] );

	// After an add to cart from the list the server removed the item (when set so): fetch the page again.
	useEffect(
		() =>
			on< { button?: HTMLElement } >( 'added-to-cart', ( detail ) => {
				const button = detail.button;
				if ( ! button || ! section.current?.contains( button ) ) {
					return;
				}
				setPanel( null );
				if ( button.dataset.remove_from_wishlist_after_add_to_cart ) {
					void send( 'load_fragments', {}, true );
				}
			} ),
		[ send ]
	);

	const sortTo = ( order: number[], focus: string ) => {
		const before = view;
		dispatch( { type: 'order', ids: order } );
		focusAfter( focus );
		void send( 'sort_wishlist_items', {
			wishlist_token: view.token,
			positions: order.map( String ),
			page: String( view.page ),
			per_page: String( view.perPage ),
		} ).then( ( reply ) => {
			if ( reply.ok ) {
				announce( __( 'Order saved.', 'tresen-wishlist' ) );
			} else {
				dispatch( {
					type: 'reply',
					reply: { wishlist_view: before },
				} );
			}
		} );
	};

	const onSortKey = ( item: Item, by: number ) => {
		const order = moved( ids, item.id, by );
		if ( order ) {
			const keep = by < 0 ? 'up' : 'down';
			sortTo(
				order,
				`[data-item-id="${ item.id }"] .tresen-wishlist__${ keep }:not([disabled]), [data-item-id="${ item.id }"] .tresen-wishlist__name`
			);
		}
	};

	const drag = view.owner
		? {
				draggable: true,
				onDragStart: ( event: DragEvent< HTMLElement > ) => {
					const id = Number( event.currentTarget.dataset.itemId );
					dragged.current = id;
					event.dataTransfer.effectAllowed = 'move';
					event.dataTransfer.setData( 'text/plain', String( id ) );
				},
				onDragOver: ( event: DragEvent< HTMLElement > ) => {
					if ( dragged.current !== null ) {
						event.preventDefault();
						event.dataTransfer.dropEffect = 'move';
					}
				},
				onDrop: ( event: DragEvent< HTMLElement > ) => {
					const from = dragged.current;
					dragged.current = null;
					const target = Number( event.currentTarget.dataset.itemId );
					const order =
						from === null ? null : dropped( ids, from, target );
					if ( order ) {
						event.preventDefault();
						sortTo(
							order,
							`[data-item-id="${ from }"] .tresen-wishlist__name`
						);
					}
				},
				onDragEnd: () => {
					dragged.current = null;
				},
			}
		: {};

	const applyBulk = async () => {
		if ( bulk === 'remove' ) {
			for ( const id of ticked ) {
				const reply = await send( 'delete_item', { item_id: id } );
				if ( ! reply.ok ) {
					break;
				}
			}
			focusAfter( '.tresen-wishlist__title' );
			return;
		}
		section.current
			?.querySelectorAll< HTMLElement >( '[data-item-id]' )
			.forEach( ( row ) => {
				if ( ticked.includes( Number( row.dataset.itemId ) ) ) {
					row.querySelector< HTMLElement >(
						'.ajax_add_to_cart'
					)?.click();
				}
			} );
	};

	const items = view.items.map( ( item, index ) => (
		<ItemView
			key={ item.id }
			item={ item }
			layout={ layout }
			first={ index === 0 }
			last={ index === view.items.length - 1 }
			ticked={ ticked.includes( item.id ) }
			onTick={ ( tick ) =>
				setTicked( ( t ) =>
					tick
						? [ ...t, item.id ]
						: t.filter( ( id ) => id !== item.id )
				)
			}
			panelOpen={ panel === item.id }
			onPanel={ ( open ) => setPanel( open ? item.id : null ) }
			onSort={ ( by ) => onSortKey( item, by ) }
			drag={ drag }
		/>
	) );

	return (
		<section
			ref={ section }
			className={ `tresen-wishlist tresen-wishlist--${ layout }` }
			data-token={ view.token }
			data-id={ view.id || undefined }
			data-owner={ view.owner ? '1' : '0' }
			data-layout={ layout }
			data-page={ view.page }
			aria-labelledby={ `tresen-wishlist-title-${ view.token }` }
		>
			<header className="tresen-wishlist__header">
				{ /* A click on the title is the mouse's shortcut; the "Rename" button is the keyboard's way. */ }
				{ /* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */ }
				<h2
					className="tresen-wishlist__title"
					id={ `tresen-wishlist-title-${ view.token }` }
					hidden={ editing }
					onClick={
						view.owner ? () => setEditing( true ) : undefined
					}
				>
					{ view.name }
				</h2>
				{ view.owner && editing && (
					<TitleForm
						onDone={ () => {
							setEditing( false );
							focusAfter( '.tresen-wishlist__edit-title' );
						} }
					/>
				) }
				{ view.owner && ! editing && (
					<button
						type="button"
						className="tresen-wishlist__edit-title link-button"
						aria-label={ sprintf(
							/* translators: %s: list name. */
							__( 'Rename “%s”', 'tresen-wishlist' ),
							view.name
						) }
						onClick={ () => setEditing( true ) }
					>
						{ __( 'Rename', 'tresen-wishlist' ) }
					</button>
				) }
			</header>
			{ view.items.length === 0 ? (
				<p className="tresen-wishlist__empty">
					{ __(
						'No products on this wishlist yet.',
						'tresen-wishlist'
					) }
				</p>
			) : (
				<>
					<form
						className="tresen-wishlist__form"
						method="post"
						onSubmit={ ( event ) => event.preventDefault() }
					>
						{ layout === 'table' ? (
							<table className="shop_table tresen-wishlist__table">
								<thead>
									<tr>
										{ view.owner && (
											<th className="tresen-wishlist__col-check">
												<span className="screen-reader-text">
													{ __(
														'Select',
														'tresen-wishlist'
													) }
												</span>
											</th>
										) }
										<th>
											{ __(
												'Product',
												'tresen-wishlist'
											) }
										</th>
										<th>
											{ __( 'Price', 'tresen-wishlist' ) }
										</th>
										<th>
											{ __(
												'Quantity',
												'tresen-wishlist'
											) }
										</th>
										<th>
											{ __( 'Stock', 'tresen-wishlist' ) }
										</th>
										<th>
											<span className="screen-reader-text">
												{ __(
													'Actions',
													'tresen-wishlist'
												) }
											</span>
										</th>
									</tr>
								</thead>
								<tbody>{ items }</tbody>
							</table>
						) : (
							<ul className="tresen-wishlist__cards">
								{ items }
							</ul>
						) }
					</form>
					<Pagination view={ view } />
				</>
			) }
			{ view.owner && (
				<div className="tresen-wishlist__footer">
					{ view.items.length > 0 && (
						<>
							<div className="tresen-wishlist__bulk">
								<label
									htmlFor={ `tresen-wishlist-bulk-${ view.token }` }
								>
									{ __(
										'Selected products',
										'tresen-wishlist'
									) }
								</label>{ ' ' }
								<select
									id={ `tresen-wishlist-bulk-${ view.token }` }
									className="tresen-wishlist__bulk-action"
									value={ bulk }
									onChange={ ( e ) =>
										setBulk( e.target.value )
									}
								>
									<option value="add_to_cart">
										{ __(
											'Add to cart',
											'tresen-wishlist'
										) }
									</option>
									<option value="remove">
										{ __( 'Remove', 'tresen-wishlist' ) }
									</option>
								</select>{ ' ' }
								<button
									type="button"
									className="button tresen-wishlist__bulk-apply"
									disabled={ ticked.length === 0 }
									onClick={ () => void applyBulk() }
								>
									{ __( 'Apply', 'tresen-wishlist' ) }
								</button>
							</div>
							<EstimateButton />
						</>
					) }
					{ view.privacy !== 2 && (
						<p className="tresen-wishlist__share">
							<label
								htmlFor={ `tresen-wishlist-share-${ view.token }` }
							>
								{ __( 'Share this link:', 'tresen-wishlist' ) }
							</label>{ ' ' }
							<input
								type="text"
								readOnly
								className="input-text"
								id={ `tresen-wishlist-share-${ view.token }` }
								value={ view.shareUrl }
								onFocus={ ( e ) => e.currentTarget.select() }
							/>
						</p>
					) }
				</div>
			) }
		</section>
	);
}
