/**
 * "Ask for an estimate" (React dialog): email, name and notes go to the
 * shop; the server's message shows in the dialog, also when it failed.
 */
import { useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { Dialog } from '@tresen/common/dialog';
import type { Reply } from '../shared/api';
import { DialogActions, openInRoot } from '../shared/dialog-parts';

export interface EstimateProps {
	listName: string;
	send: ( fields: Record< string, string > ) => Promise< Reply >;
	onClose: () => void;
}

export function Estimate( { listName, send, onClose }: EstimateProps ) {
	const [ email, setEmail ] = useState( '' );
	const [ name, setName ] = useState( '' );
	const [ notes, setNotes ] = useState( '' );
	const [ error, setError ] = useState( '' );
	const [ sent, setSent ] = useState( '' );
	const [ busy, setBusy ] = useState( false );
	const emailRef = useRef< HTMLInputElement >( null );

	const submit = async () => {
		if ( ! /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test( email.trim() ) ) {
			setError(
				__( 'Please enter a valid email address.', 'tresen-wishlist' )
			);
			emailRef.current?.focus();
			return;
		}
		setBusy( true );
		setError( '' );
		const reply = await send( {
			reply_email: email.trim(),
			reply_name: name,
			additional_notes: notes,
		} );
		setBusy( false );
		if ( ! reply.ok ) {
			setError( reply.message );
			return;
		}
		setSent( reply.message );
	};

	return (
		<Dialog
			title={ __( 'Ask for an estimate', 'tresen-wishlist' ) }
			onClose={ onClose }
			className="tresen-wishlist-estimate"
		>
			{ sent ? (
				<>
					<p role="status">{ sent }</p>
					<DialogActions
						closeLabel={ __( 'Close', 'tresen-wishlist' ) }
						onClose={ onClose }
					/>
				</>
			) : (
				<form
					noValidate
					onSubmit={ ( event ) => {
						event.preventDefault();
						void submit();
					} }
				>
					<p className="tresen-wishlist-estimate__list">
						{ listName }
					</p>
					<p>
						<label htmlFor="tresen-estimate-email">
							{ __( 'Your email address', 'tresen-wishlist' ) }
						</label>
						<input
							id="tresen-estimate-email"
							ref={ emailRef }
							type="email"
							autoComplete="email"
							required
							className={
								error && ! sent
									? 'input-text is-invalid'
									: 'input-text'
							}
							aria-invalid={ error ? true : undefined }
							aria-describedby={
								error ? 'tresen-estimate-error' : undefined
							}
							value={ email }
							onChange={ ( e ) => setEmail( e.target.value ) }
						/>
					</p>
					<p>
						<label htmlFor="tresen-estimate-name">
							{ __( 'Your name (optional)', 'tresen-wishlist' ) }
						</label>
						<input
							id="tresen-estimate-name"
							type="text"
							autoComplete="name"
							className="input-text"
							value={ name }
							onChange={ ( e ) => setName( e.target.value ) }
						/>
					</p>
					<p>
						<label htmlFor="tresen-estimate-notes">
							{ __( 'Notes (optional)', 'tresen-wishlist' ) }
						</label>
						<textarea
							id="tresen-estimate-notes"
							rows={ 4 }
							maxLength={ 5000 }
							value={ notes }
							onChange={ ( e ) => setNotes( e.target.value ) }
						/>
					</p>
					{ error && (
						<p
							id="tresen-estimate-error"
							className="tresen-wishlist-popup__error"
							role="alert"
						>
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
							disabled={ busy }
						>
							{ __( 'Send request', 'tresen-wishlist' ) }
						</button>
					</DialogActions>
				</form>
			) }
		</Dialog>
	);
}

/**
 * Opens the estimate dialog in its own React root.
 *
 * @param options Props, and what happens once it is gone.
 */
export function openEstimate(
	options: Omit< EstimateProps, 'onClose' > & { onClosed?: () => void }
): void {
	openInRoot(
		( close ) => <Estimate { ...options } onClose={ close } />,
		options.onClosed
	);
}
