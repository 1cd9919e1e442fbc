/**
 * The list's own controls on the wishlist page: renaming its title, the
 * estimate button and the page links.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { announce } from '@tresen/common/notices';
import { cleanListName } from '../shared/rules';
import { usePage } from './context';
import type { View } from './data';
import { openEstimate } from './estimate';

/**
 * Renaming: Enter saves, Escape cancels, an empty name is marked and keeps focus.
 * @param root0
 * @param root0.onDone
 */
export function TitleForm( { onDone }: { onDone: () => void } ) {
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
export function EstimateButton() {
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
export function Pagination( { view }: { view: View } ) {
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
