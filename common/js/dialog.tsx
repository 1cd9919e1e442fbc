/**
 * A modal dialog for the suite's React islands (confirmations, quick view,
 * login): labelled by its title, focus moves in on open, stays inside
 * (Tab wraps), Escape and the backdrop close it, and focus returns to where
 * it was. Rendered with WordPress's React (`@wordpress/element`).
 */
import { useEffect, useRef } from '@wordpress/element';
import type { ReactNode } from 'react';
import { focusableIn, wrapTab } from './focus-trap';
import './dialog.scss';

export interface DialogProps {
	/** Visible heading, also the dialog's name. */
	title: string;
	/** Called on Escape, on the backdrop and by the content's own buttons. */
	onClose: () => void;
	children: ReactNode;
	/** Extra class on the dialog box. */
	className?: string;
}

let counter = 0;

export function Dialog( {
	title,
	onClose,
	children,
	className = '',
}: DialogProps ) {
	const box = useRef< HTMLDivElement >( null );
	const titleId = useRef( `tresen-dialog-title-${ ++counter }` );

	useEffect( () => {
		const el = box.current;
		if ( ! el ) {
			return undefined;
		}
		const doc = el.ownerDocument;
		const previous =
			doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
		( focusableIn( el )[ 0 ] ?? el ).focus();
		const onKey = ( event: KeyboardEvent ) => {
			if ( event.key === 'Escape' ) {
				event.preventDefault();
				onClose();
				return;
			}
			wrapTab( el, event );
		};
		doc.addEventListener( 'keydown', onKey );
		return () => {
			doc.removeEventListener( 'keydown', onKey );
			previous?.focus();
		};
	}, [ onClose ] );

	return (
		<div
			className="tresen-dialog__backdrop"
			role="presentation"
			onMouseDown={ ( event ) => {
				if ( event.target === event.currentTarget ) {
					onClose();
				}
			} }
		>
			<div
				ref={ box }
				className={ `tresen-dialog ${ className }`.trim() }
				role="dialog"
				aria-modal="true"
				aria-labelledby={ titleId.current }
				tabIndex={ -1 }
			>
				<h2 id={ titleId.current } className="tresen-dialog__title">
					{ title }
				</h2>
				{ children }
			</div>
		</div>
	);
}
