/**
 * The add-to-wishlist popup (React, loaded on the first click): tabs
 * "Vorhandene Liste" / "Neue Liste", then the server's message, then it
 * closes by itself after 3 s unless the shop switched that off.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import type { KeyboardEvent } from 'react';
import { __ } from '@wordpress/i18n';
import { Dialog } from '@tresen/common/dialog';
import { parseAddReply, cleanListName, type AddStatus } from '../shared/rules';
import type { Reply } from '../shared/api';
import type { UserWishlist } from '../shared/state';
import { DialogActions, openInRoot } from '../shared/dialog-parts';
import './popup.scss';

export interface AddRequest {
	wishlist_id: string;
	wishlist_name?: string;
	wishlist_visibility?: string;
}

export interface AddPopupProps {
	productName: string;
	lists: UserWishlist[];
	/** Sends the add request. */
	onAdd: ( request: AddRequest ) => Promise< Reply >;
	onClose: () => void;
	/** Close by itself this long after a success (0: never). */
	closeAfterMs: number;
}

type Tab = 'existing' | 'new';

export function privacyLabels(): Array< [ string, string ] > {
	return [
		[ '0', __( 'Public', 'tresen-wishlist' ) ],
		[ '1', __( 'Shared by link', 'tresen-wishlist' ) ],
		[ '2', __( 'Private', 'tresen-wishlist' ) ],
	];
}

export function AddPopup( {
	productName,
	lists,
	onAdd,
	onClose,
	closeAfterMs,
}: AddPopupProps ) {
	const [ tab, setTab ] = useState< Tab >( 'existing' );
	const [ listId, setListId ] = useState(
		String( lists.find( ( l ) => l.isDefault )?.id ?? lists[ 0 ]?.id ?? '' )
	);
	const [ name, setName ] = useState( '' );
	// New lists are private until their owner shares them.
	const [ privacy, setPrivacy ] = useState( '2' );
	const [ nameError, setNameError ] = useState( '' );
	const [ sending, setSending ] = useState( false );
	const [ error, setError ] = useState( '' );
	const [ done, setDone ] = useState< {
		status: AddStatus;
		message: string;
		url: string;
	} | null >( null );
	const nameRef = useRef< HTMLInputElement >( null );
	const closeRef = useRef< HTMLButtonElement >( null );
	const tabRefs = {
		existing: useRef< HTMLButtonElement >( null ),
		new: useRef< HTMLButtonElement >( null ),
	};

	useEffect( () => {
		if ( ! done || done.status === 'error' || closeAfterMs <= 0 ) {
			return undefined;
		}
		const timer = setTimeout( onClose, closeAfterMs );
		return () => clearTimeout( timer );
	}, [ done, closeAfterMs, onClose ] );

	useEffect( () => {
		if ( done ) {
			closeRef.current?.focus();
		}
	}, [ done ] );

	const submit = async () => {
		setError( '' );
		let request: AddRequest;
		if ( tab === 'new' ) {
			const clean = cleanListName( name );
			if ( clean === null ) {
				setNameError(
					__(
						'Please enter a name for the wishlist.',
						'tresen-wishlist'
					)
				);
				nameRef.current?.focus();
				return;
			}
			request = {
				wishlist_id: 'new',
				wishlist_name: clean,
				wishlist_visibility: privacy,
			};
		} else {
			request = { wishlist_id: listId };
		}
		setSending( true );
		const reply = await onAdd( request );
		setSending( false );
		const outcome = parseAddReply( reply );
		if ( ! reply.ok || outcome.status === 'error' ) {
			// Read out by the alert below, in the dialog.
			setError( outcome.message );
			return;
		}
		// Read out by the status below, in the dialog.
		setDone( {
			status: outcome.status,
			message: outcome.message,
			url:
				typeof reply.wishlist_url === 'string'
					? reply.wishlist_url
					: '',
		} );
	};

	const onTabKey = ( event: KeyboardEvent< HTMLButtonElement > ) => {
		if (
			[ 'ArrowLeft', 'ArrowRight', 'Home', 'End' ].includes( event.key )
		) {
			event.preventDefault();
			let target: Tab = tab === 'existing' ? 'new' : 'existing';
			if ( event.key === 'Home' ) {
				target = 'existing';
			} else if ( event.key === 'End' ) {
				target = 'new';
			}
			setTab( target );
			tabRefs[ target ].current?.focus();
		}
	};

	const title = __( 'Add to wishlist', 'tresen-wishlist' );
	if ( done ) {
		return (
			<Dialog
				title={ title }
				onClose={ onClose }
				className="tresen-wishlist-popup"
			>
				<p
					className={ `tresen-wishlist-popup__message is-${ done.status }` }
					role="status"
				>
					{ done.message }
				</p>
				<DialogActions
					closeLabel={ __( 'Close', 'tresen-wishlist' ) }
					onClose={ onClose }
					closeRef={ closeRef }
				>
					{ done.url && (
						<a className="button alt" href={ done.url }>
							{ __( 'View wishlist', 'tresen-wishlist' ) }
						</a>
					) }
				</DialogActions>
			</Dialog>
		);
	}

	return (
		<Dialog
			title={ title }
			onClose={ onClose }
			className="tresen-wishlist-popup"
		>
			<p className="tresen-wishlist-popup__product">{ productName }</p>
			<div
				role="tablist"
				className="tresen-wishlist-popup__tabs"
				aria-label={ __( 'Which list?', 'tresen-wishlist' ) }
			>
				{ (
					[
						[
							'existing',
							__( 'Existing list', 'tresen-wishlist' ),
						],
						[ 'new', __( 'New list', 'tresen-wishlist' ) ],
					] as const
				 ).map( ( [ which, label ] ) => (
					<button
						key={ which }
						type="button"
						role="tab"
						id={ `tresen-wishlist-tab-${ which }` }
						aria-controls={ `tresen-wishlist-panel-${ which }` }
						aria-selected={ tab === which }
						tabIndex={ tab === which ? 0 : -1 }
						ref={ tabRefs[ which ] }
						onClick={ () => setTab( which ) }
						onKeyDown={ onTabKey }
					>
						{ label }
					</button>
				) ) }
			</div>
			<form
				noValidate
				onSubmit={ ( event ) => {
					event.preventDefault();
					void submit();
				} }
			>
				<div
					role="tabpanel"
					id="tresen-wishlist-panel-existing"
					aria-labelledby="tresen-wishlist-tab-existing"
					hidden={ tab !== 'existing' }
				>
					<label htmlFor="tresen-wishlist-popup-list">
						{ __( 'Wishlist', 'tresen-wishlist' ) }
					</label>
					<select
						id="tresen-wishlist-popup-list"
						value={ listId }
						onChange={ ( e ) => setListId( e.target.value ) }
					>
						{ lists.length === 0 && (
							<option value="">
								{ __( 'My wishlist', 'tresen-wishlist' ) }
							</option>
						) }
						{ lists.map( ( list ) => (
							<option key={ list.id } value={ String( list.id ) }>
								{ list.name }
							</option>
						) ) }
					</select>
				</div>
				<div
					role="tabpanel"
					id="tresen-wishlist-panel-new"
					aria-labelledby="tresen-wishlist-tab-new"
					hidden={ tab !== 'new' }
				>
					<label htmlFor="tresen-wishlist-popup-name">
						{ __( 'Name of the new list', 'tresen-wishlist' ) }
					</label>
					<input
						id="tresen-wishlist-popup-name"
						ref={ nameRef }
						type="text"
						maxLength={ 100 }
						required
						className={
							nameError ? 'input-text is-invalid' : 'input-text'
						}
						aria-invalid={ nameError ? true : undefined }
						aria-describedby={
							nameError
								? 'tresen-wishlist-popup-name-error'
								: undefined
						}
						value={ name }
						onChange={ ( e ) => {
							setName( e.target.value );
							setNameError( '' );
						} }
					/>
					{ nameError && (
						<p
							id="tresen-wishlist-popup-name-error"
							className="tresen-wishlist-popup__field-error"
						>
							{ nameError }
						</p>
					) }
					<fieldset className="tresen-wishlist-popup__privacy">
						<legend>
							{ __( 'Visibility', 'tresen-wishlist' ) }
						</legend>
						{ privacyLabels().map( ( [ value, label ] ) => (
							<label
								key={ value }
								htmlFor={ `tresen-wishlist-visibility-${ value }` }
							>
								<input
									id={ `tresen-wishlist-visibility-${ value }` }
									type="radio"
									name="tresen-wishlist-visibility"
									value={ value }
									checked={ privacy === value }
									onChange={ () => setPrivacy( value ) }
								/>{ ' ' }
								{ label }
							</label>
						) ) }
					</fieldset>
				</div>
				{ error && (
					<p className="tresen-wishlist-popup__error" role="alert">
						{ error }
					</p>
				) }
				<DialogActions
					closeLabel={ __( 'Cancel', 'tresen-wishlist' ) }
					onClose={ onClose }
				>
					<button
						type="submit"
						className="button alt"
						disabled={ sending }
						aria-busy={ sending || undefined }
					>
						{ __( 'Add', 'tresen-wishlist' ) }
					</button>
				</DialogActions>
			</form>
		</Dialog>
	);
}

export interface OpenOptions extends Omit< AddPopupProps, 'onClose' > {
	/** Called once the popup is gone (added: whether something was added). */
	onClosed?: () => void;
}

/**
 * Opens the popup in its own React root; it removes itself when closed.
 *
 * @param options Props.
 */
export function openAddPopup( options: OpenOptions ): void {
	openInRoot(
		( close ) => <AddPopup { ...options } onClose={ close } />,
		options.onClosed
	);
}
