/**
 * Pieces the wishlist's dialogs share (the add popup, the estimate, the
 * delete confirmation): the row of buttons under a dialog, and a dialog in
 * its own React root that removes itself when closed.
 */
import { createRoot, useCallback } from '@wordpress/element';
import type { ReactElement, ReactNode, Ref } from 'react';
import './dialog-fields.scss';

export interface DialogActionsProps {
	/** The main action(s) before the closing button. */
	children?: ReactNode;
	/** Label of the closing button ("Abbrechen" or "Schließen"). */
	closeLabel: string;
	onClose: () => void;
	closeRef?: Ref< HTMLButtonElement >;
}

/**
 * The buttons under a dialog: its actions, then the one that closes it.
 *
 * @param props            Props.
 * @param props.children
 * @param props.closeLabel
 * @param props.onClose
 * @param props.closeRef
 */
export function DialogActions( {
	children,
	closeLabel,
	onClose,
	closeRef,
}: DialogActionsProps ) {
	return (
		<p className="tresen-dialog__actions">
			{ children }
			<button
				type="button"
				className="button"
				onClick={ onClose }
				ref={ closeRef }
			>
				{ closeLabel }
			</button>
		</p>
	);
}

/**
 * Renders a dialog into its own root at the end of the body; `close` (given
 * to the dialog) unmounts it after React finished the current event.
 *
 * @param render   The dialog, given its close function.
 * @param onClosed Called once the dialog is gone.
 */
export function openInRoot(
	render: ( close: () => void ) => ReactElement,
	onClosed?: () => void
): void {
	const host = document.createElement( 'div' );
	host.className = 'tresen-wishlist-dialog-host';
	document.body.append( host );
	const root = createRoot( host );
	function Host() {
		const close = useCallback( () => {
			setTimeout( () => {
				root.unmount();
				host.remove();
				onClosed?.();
			}, 0 );
		}, [] );
		return render( close );
	}
	root.render( <Host /> );
}
