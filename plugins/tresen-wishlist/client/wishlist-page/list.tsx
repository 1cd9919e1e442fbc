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
import type { DragEvent, KeyboardEvent, ReactNode } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import { on } from '@tresen/common/events';
import { announce, showNotice } from '@tresen/common/notices';
import { cleanListName } from '../shared/rules';
import { Debouncer, parseQuantity } from '../shared/quantity';
import { usePage } from './context';
import { dropped, moved, type Item, type Layout, type View } from './data';
import { openEstimate } from './estimate';

/**
 * Whether a media query matches, following changes.
 *
 * @param query Media query.
 */
function useMedia( query: string ): boolean {
	const media =
		typeof window.matchMedia === 'function'
			? window.matchMedia( query )
			: null;
	const [ matches, setMatches ] = useState( media?.matches ?? false );
	useEffect( () => {
		if ( ! media ) {
			return undefined;
		}
		const update = () => setMatches( media.matches );
		media.addEventListener?.( 'change', update );
		update();
		return () => media.removeEventListener?.( 'change', update );
		// eslint-disable-next-line react-hooks/exhaustive-deps -- one listener per query.
	}, [ query ] );
	return matches;
}

/**
 * Server HTML (escaped there: images, prices) in a span.
 * @param root0
 * @param root0.html
 * @param root0.className
 */
function Html( { html, className }: { html: string; className?: string } ) {
	return (
		<span
			className={ className }

			dangerouslySetInnerHTML={ { __html: html } }
		/>
	);
}

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

interface ItemProps {
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

function ItemView( {
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

/**
 * The owner's quantity: saved 1 s after typing stops; Enter does nothing.
 * @param root0
 * @param root0.item
 */
function QuantityField( { item }: { item: Item } ) {
	const { state, settings, wishlists, dispatch } = usePage();
	const view = state.view as View;
	const [ value, setValue ] = useState( String( item.quantity ) );
	const [ invalid, setInvalid ] = useState( false );
	const debouncer = useRef< Debouncer | null >( null );
	debouncer.current ??= new Debouncer( settings.quantityDebounceMs );
	useEffect( () => () => debouncer.current?.cancel( 'q' ), [] );
	const id = `tresen-wishlist-qty-${ item.id }`;

	const change = ( typed: string ) => {
		setValue( typed );
		const quantity = parseQuantity( typed );
		setInvalid( quantity === null );
		if ( quantity === null ) {
			debouncer.current?.cancel( 'q' );
			return;
		}
		debouncer.current?.schedule( 'q', async () => {
			const reply = await wishlists.send( 'update_item_quantity', {
				product_id: item.productId,
				wishlist_token: view.token,
				quantity,
			} );
			if ( ! reply.ok ) {
				setInvalid( true );
				showNotice( 'error', reply.message );
				return;
			}
			dispatch( { type: 'quantity', itemId: item.id, quantity } );
			announce( __( 'Quantity saved.', 'tresen-wishlist' ) );
		} );
	};

	return (
		<>
			<label className="screen-reader-text" htmlFor={ id }>
				{ sprintf(
					/* translators: %s: product name. */
					__( 'Quantity of “%s”', 'tresen-wishlist' ),
					item.name
				) }
			</label>
			<input
				type="number"
				className={ `input-text qty tresen-wishlist__qty${
					invalid ? ' is-invalid' : ''
				}` }
				id={ id }
				name={ `quantity[${ item.id }]` }
				value={ value }
				min={ 1 }
				max={ 9999 }
				step={ 1 }
				inputMode="numeric"
				aria-invalid={ invalid || undefined }
				onChange={ ( e ) => change( e.target.value ) }
				onKeyDown={ ( e ) => {
					// Enter never submits: the quantity is saved once typing stops.
					if ( e.key === 'Enter' ) {
						e.preventDefault();
					}
				} }
			/>
		</>
	);
}

/**
 * "Move to …": another list, or a new one (name required).
 * @param root0
 * @param root0.item
 */
function MoveField( { item }: { item: Item } ) {
	const { state, send } = usePage();
	const view = state.view as View;
	const [ target, setTarget ] = useState( '' );
	const [ name, setName ] = useState( '' );
	const [ invalid, setInvalid ] = useState( false );
	const nameRef = useRef< HTMLInputElement >( null );
	const id = `tresen-wishlist-move-${ item.id }`;
	const others = state.lists.filter( ( l ) => l.token !== view.token );

	useEffect( () => {
		if ( target === 'new' ) {
			nameRef.current?.focus();
		}
	}, [ target ] );

	const move = ( to: string, listName = '' ) =>
		send( 'move_to_another_wishlist', {
			wishlist_token: view.token,
			destination_wishlist_token: to,
			item_id: item.id,
			wishlist_name: listName,
			wishlist_visibility: '1',
		} );

	const submitNew = () => {
		const clean = cleanListName( name );
		if ( clean === null ) {
			setInvalid( true );
			announce(
				__(
					'Please enter a name for the wishlist.',
					'tresen-wishlist'
				),
				true
			);
			nameRef.current?.focus();
			return;
		}
		void move( 'new', clean );
	};

	return (
		<>
			<label className="screen-reader-text" htmlFor={ id }>
				{ sprintf(
					/* translators: %s: product name. */
					__( 'Move “%s” to another list', 'tresen-wishlist' ),
					item.name
				) }
			</label>
			<select
				className="tresen-wishlist__move"
				id={ id }
				value={ target }
				onChange={ ( e ) => {
					setTarget( e.target.value );
					if ( e.target.value && e.target.value !== 'new' ) {
						void move( e.target.value ).then( ( reply ) => {
							if ( ! reply.ok ) {
								setTarget( '' );
							}
						} );
					}
				} }
			>
				<option value="">
					{ __( 'Move to …', 'tresen-wishlist' ) }
				</option>
				{ others.map( ( list ) => (
					<option key={ list.id } value={ list.token }>
						{ list.name }
					</option>
				) ) }
				<option value="new">
					{ __( 'New list …', 'tresen-wishlist' ) }
				</option>
			</select>
			{ target === 'new' && (
				<span className="tresen-wishlist__new-list">
					<input
						ref={ nameRef }
						type="text"
						className={ `input-text${ invalid ? ' is-invalid' : '' }` }
						maxLength={ 100 }
						aria-label={ __(
							'Name of the new list',
							'tresen-wishlist'
						) }
						aria-invalid={ invalid || undefined }
						value={ name }
						onChange={ ( e ) => {
							setName( e.target.value );
							setInvalid( false );
						} }
						onKeyDown={ ( e ) => {
							if ( e.key === 'Enter' ) {
								e.preventDefault();
								submitNew();
							}
						} }
					/>
					<button
						type="button"
						className="button"
						onClick={ submitNew }
					>
						{ __( 'Move', 'tresen-wishlist' ) }
					</button>
				</span>
			) }
		</>
	);
}

/**
 * Renaming: Enter saves, Escape cancels, an empty name is marked and keeps focus.
 * @param root0
 * @param root0.onDone
 */
function TitleForm( { onDone }: { onDone: () => void } ) {
	const { state, send } = usePage();
	const view = state.view as View;
	const [ value, setValue ] = useState( view.name );
	const [ error, setError ] = useState( '' );
	const input = useRef< HTMLInputElement >( null );
	const id = `tresen-wishlist-title-input-${ view.token }`;

	useEffect( () => {
		input.current?.focus();
		input.current?.select();
	}, [] );
	useEffect( () => {
		if ( error ) {
			input.current?.focus();
		}
	}, [ error ] );

	const save = async () => {
		const name = cleanListName( value );
		if ( name === null ) {
			setError(
				__( 'Please enter a name for the wishlist.', 'tresen-wishlist' )
			);
			input.current?.focus();
			return;
		}
		const reply = await send(
			'save_title',
			{ wishlist_id: view.id, title: name },
			true
		);
		if ( ! reply.ok ) {
			setError( reply.message );
			return;
		}
		announce( __( 'Name saved.', 'tresen-wishlist' ) );
		onDone();
	};

	return (
		<form
			className="tresen-wishlist__title-form"
			noValidate
			onSubmit={ ( event ) => {
				event.preventDefault();
				void save();
			} }
		>
			<label className="screen-reader-text" htmlFor={ id }>
				{ __( 'Name of the wishlist', 'tresen-wishlist' ) }
			</label>
			<input
				ref={ input }
				type="text"
				id={ id }
				className={ `input-text${ error ? ' is-invalid' : '' }` }
				maxLength={ 100 }
				value={ value }
				aria-invalid={ error ? true : undefined }
				aria-describedby={ error ? `${ id }-error` : undefined }
				onChange={ ( e ) => {
					setValue( e.target.value );
				} }
				onKeyDown={ ( e ) => {
					if ( e.key === 'Escape' ) {
						e.preventDefault();
						e.stopPropagation();
						onDone();
					}
				} }
			/>
			<button type="submit" className="button">
				{ __( 'Save', 'tresen-wishlist' ) }
			</button>
			<button type="button" className="button" onClick={ onDone }>
				{ __( 'Cancel', 'tresen-wishlist' ) }
			</button>
			{ error && (
				<p
					className="tresen-wishlist__field-error"
					id={ `${ id }-error` }
				>
					{ error }
				</p>
			) }
		</form>
	);
}

/** "Angebot anfragen": the estimate dialog; focus comes back here. */
function EstimateButton() {
	const { state, wishlists } = usePage();
	const view = state.view as View;
	const button = useRef< HTMLButtonElement >( null );
	return (
		<button
			ref={ button }
			type="button"
			className="button tresen-wishlist__estimate"
			onClick={ () =>
				openEstimate( {
					listName: view.name,
					send: ( fields ) =>
						wishlists.send( 'ask_an_estimate', {
							...fields,
							wishlist_id: view.id,
						} ),
					onClosed: () => button.current?.focus(),
				} )
			}
		>
			{ __( 'Ask for an estimate', 'tresen-wishlist' ) }
		</button>
	);
}

/**
 * Page links of a long list (plain links, as without JavaScript).
 * @param root0
 * @param root0.view
 */
function Pagination( { view }: { view: View } ) {
	if ( view.pages <= 1 || view.pageUrls.length < view.pages ) {
		return null;
	}
	return (
		<nav
			className="tresen-wishlist__pages"
			aria-label={ __( 'Pages of the wishlist', 'tresen-wishlist' ) }
		>
			<ul>
				{ view.page > 1 && (
					<li>
						<a
							className="tresen-wishlist__page-prev"
							href={ view.pageUrls[ view.page - 2 ] }
							rel="prev"
						>
							{ __( 'Previous page', 'tresen-wishlist' ) }
						</a>
					</li>
				) }
				{ view.pageUrls.map( ( url, index ) => (
					<li key={ url }>
						<a
							href={ url }
							aria-current={
								index + 1 === view.page ? 'page' : undefined
							}
						>
							<span className="screen-reader-text">
								{ __( 'Page', 'tresen-wishlist' ) }{ ' ' }
							</span>
							{ index + 1 }
						</a>
					</li>
				) ) }
				{ view.page < view.pages && (
					<li>
						<a
							className="tresen-wishlist__page-next"
							href={ view.pageUrls[ view.page ] }
							rel="next"
						>
							{ __( 'Next page', 'tresen-wishlist' ) }
						</a>
					</li>
				) }
			</ul>
		</nav>
	);
}
