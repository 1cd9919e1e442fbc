/**
 * "Deine Wunschlisten": name, products, visibility (saved on change), the
 * shared link, which list is the default (another list becomes it with "Als
 * Standard festlegen"), and deleting a list after a confirmation (the
 * default list only with a new default chosen; the last list stays).
 */
import { useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { Dialog } from '@tresen/common/dialog';
import { announce } from '@tresen/common/notices';
import { DialogActions } from '../shared/dialog-parts';
import type { UserWishlist } from '../shared/state';
import { usePage } from './context';

export function privacyLabels(): Array< [ number, string ] > {
	return [
		[ 0, __( 'Public', 'tresen-wishlist' ) ],
		[ 1, __( 'Shared by link', 'tresen-wishlist' ) ],
		[ 2, __( 'Private', 'tresen-wishlist' ) ],
	];
}

export function Manage() {
	const { state, send, focusAfter } = usePage();
	const [ deleting, setDeleting ] = useState< UserWishlist | null >( null );
	const pending = useRef( false );
	const current = state.view?.token ?? '';

	// Focus goes to the list's "Standardliste" once the server said so; on a
	// refusal (shown as a notice) it stays on the button.
	const makeDefault = ( list: UserWishlist ) => {
		if ( pending.current ) {
			return;
		}
		pending.current = true;
		void send( 'set_default_wishlist', { wishlist_id: list.id } ).then(
			( reply ) => {
				pending.current = false;
				if ( reply.ok ) {
					focusAfter(
						`.tresen-wishlist-manage tr[data-id="${ list.id }"] .tresen-wishlist-manage__default`
					);
				}
			}
		);
	};

	const savePrivacy = ( list: UserWishlist, privacy: string ) => {
		void send( 'save_privacy', { wishlist_id: list.id, privacy } ).then(
			( reply ) => {
				if ( reply.ok ) {
					announce( __( 'Visibility saved.', 'tresen-wishlist' ) );
				}
			}
		);
	};

	return (
		<section className="tresen-wishlist-manage">
			<h2 id="tresen-wishlist-manage-title" tabIndex={ -1 }>
				{ __( 'Your wishlists', 'tresen-wishlist' ) }
			</h2>
			<table className="shop_table tresen-wishlist-manage__table">
				<thead>
					<tr>
						<th scope="col">{ __( 'Name', 'tresen-wishlist' ) }</th>
						<th scope="col">
							{ __( 'Products', 'tresen-wishlist' ) }
						</th>
						<th scope="col">
							{ __( 'Visibility', 'tresen-wishlist' ) }
						</th>
						<th scope="col">
							{ __( 'Share', 'tresen-wishlist' ) }
						</th>
						<th scope="col">
							{ __( 'Default', 'tresen-wishlist' ) }
						</th>
						<th scope="col">
							<span className="screen-reader-text">
								{ __( 'Actions', 'tresen-wishlist' ) }
							</span>
						</th>
					</tr>
				</thead>
				<tbody>
					{ state.lists.map( ( list ) => (
						<tr
							key={ list.id }
							data-token={ list.token }
							data-id={ list.id }
						>
							<th scope="row">
								<a
									href={ list.url }
									aria-current={
										list.token === current
											? 'page'
											: undefined
									}
								>
									{ list.name }
								</a>
							</th>
							<td>{ list.items.toLocaleString( 'de-DE' ) }</td>
							<td>
								<label
									className="screen-reader-text"
									htmlFor={ `tresen-wishlist-privacy-${ list.token }` }
								>
									{ sprintf(
										/* translators: %s: list name. */
										__(
											'Visibility of “%s”',
											'tresen-wishlist'
										),
										list.name
									) }
								</label>
								<select
									className="tresen-wishlist__privacy"
									id={ `tresen-wishlist-privacy-${ list.token }` }
									value={ String( list.privacy ) }
									onChange={ ( e ) =>
										savePrivacy( list, e.target.value )
									}
								>
									{ privacyLabels().map(
										( [ value, label ] ) => (
											<option
												key={ value }
												value={ String( value ) }
											>
												{ label }
											</option>
										)
									) }
								</select>
							</td>
							<td>
								{ list.privacy === 2 ? (
									<>
										<span aria-hidden="true">—</span>
										<span className="screen-reader-text">
											{ __(
												'Not shared',
												'tresen-wishlist'
											) }
										</span>
									</>
								) : (
									<a
										className="tresen-wishlist-manage__link"
										href={ list.url }
										aria-label={ sprintf(
											/* translators: %s: list name. */
											__(
												'Shared link of “%s”',
												'tresen-wishlist'
											),
											list.name
										) }
									>
										{ __( 'Link', 'tresen-wishlist' ) }
									</a>
								) }
							</td>
							<td>
								{ list.isDefault ? (
									<span className="tresen-wishlist-manage__default">
										{ __(
											'Default list',
											'tresen-wishlist'
										) }
									</span>
								) : (
									<button
										type="button"
										className="tresen-wishlist-manage__make-default link-button"
										aria-label={ sprintf(
											/* translators: %s: list name. */
											__(
												'Make “%s” your default list',
												'tresen-wishlist'
											),
											list.name
										) }
										onClick={ () => makeDefault( list ) }
									>
										{ __(
											'Make default',
											'tresen-wishlist'
										) }
									</button>
								) }
							</td>
							<td>
								{ state.lists.length > 1 && (
									<button
										type="button"
										className="tresen-wishlist-manage__delete link-button"
										aria-label={ sprintf(
											/* translators: %s: list name. */
											__(
												'Delete “%s”',
												'tresen-wishlist'
											),
											list.name
										) }
										onClick={ () => setDeleting( list ) }
									>
										{ __( 'Delete', 'tresen-wishlist' ) }
									</button>
								) }
							</td>
						</tr>
					) ) }
				</tbody>
			</table>
			{ deleting && (
				<DeleteDialog
					list={ deleting }
					others={ state.lists.filter(
						( l ) => l.id !== deleting.id
					) }
					onClose={ ( deleted ) => {
						setDeleting( null );
						focusAfter(
							deleted
								? '#tresen-wishlist-manage-title'
								: `.tresen-wishlist-manage tr[data-id="${ deleting.id }"] .tresen-wishlist-manage__delete`
						);
					} }
				/>
			) }
		</section>
	);
}

interface DeleteProps {
	list: UserWishlist;
	others: UserWishlist[];
	onClose: ( deleted: boolean ) => void;
}

function DeleteDialog( { list, others, onClose }: DeleteProps ) {
	const { state, send } = usePage();
	const [ next, setNext ] = useState( String( others[ 0 ]?.id ?? '' ) );
	const [ error, setError ] = useState( '' );
	const [ busy, setBusy ] = useState( false );

	const confirm = async () => {
		setBusy( true );
		const reply = await send(
			'delete_wishlist',
			{
				wishlist_id: list.id,
				new_default: list.isDefault ? next : undefined,
			},
			true
		);
		setBusy( false );
		if ( ! reply.ok ) {
			setError( reply.message );
			return;
		}
		if ( list.token === state.view?.token ) {
			// The list shown below is gone: show the default list.
			window.location.assign(
				typeof reply.wishlist_url === 'string'
					? reply.wishlist_url
					: window.location.pathname
			);
			return;
		}
		onClose( true );
	};

	return (
		<Dialog
			title={ __( 'Delete wishlist', 'tresen-wishlist' ) }
			onClose={ () => onClose( false ) }
			className="tresen-wishlist-delete"
		>
			<form
				noValidate
				onSubmit={ ( event ) => {
					event.preventDefault();
					void confirm();
				} }
			>
				<p>
					{ sprintf(
						/* translators: %s: list name. */
						__(
							'The list “%s” and every product on it will be deleted.',
							'tresen-wishlist'
						),
						list.name
					) }
				</p>
				{ list.isDefault && (
					<p>
						<label htmlFor="tresen-wishlist-new-default">
							{ __(
								'Which list becomes your default list?',
								'tresen-wishlist'
							) }
						</label>
						<select
							id="tresen-wishlist-new-default"
							value={ next }
							onChange={ ( e ) => setNext( e.target.value ) }
						>
							{ others.map( ( other ) => (
								<option key={ other.id } value={ other.id }>
									{ other.name }
								</option>
							) ) }
						</select>
					</p>
				) }
				{ error && (
					<p className="tresen-wishlist-popup__error" role="alert">
						{ error }
					</p>
				) }
				<DialogActions
					closeLabel={ __( 'Cancel', 'tresen-wishlist' ) }
					onClose={ () => onClose( false ) }
				>
					<button
						type="submit"
						className="button alt"
						disabled={ busy }
					>
						{ __( 'Delete', 'tresen-wishlist' ) }
					</button>
				</DialogActions>
			</form>
		</Dialog>
	);
}
