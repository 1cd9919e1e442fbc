/**
 * The owner's fields of one product on the wishlist page: its quantity and
 * the move to another (or a new) list.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { announce, showNotice } from '@tresen/common/notices';
import { cleanListName } from '../shared/rules';
import { Debouncer, parseQuantity } from '../shared/quantity';
import { usePage } from './context';
import type { Item, View } from './data';

/**
 * The owner's quantity: saved 1 s after typing stops; Enter does nothing.
 * @param root0
 * @param root0.item
 */
export function QuantityField( { item }: { item: Item } ) {
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
export function MoveField( { item }: { item: Item } ) {
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
