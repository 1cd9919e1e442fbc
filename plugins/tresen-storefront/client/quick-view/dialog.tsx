/**
 * The quick view dialog (React): the product's server HTML in the suite's
 * modal dialog. Once shown it tells the page's other bundles
 * (`tresen:content-loaded`, so variations, quantities, add to cart and the
 * unit price work inside); thumbnails switch the large image; after adding
 * to the cart it closes, so the mini cart's answer is seen.
 */
import { createRoot, useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { Dialog } from '@tresen/common/dialog';
import { emit } from '@tresen/common/events';
import './dialog.scss';

export interface QuickViewProps {
	html: string;
	title: string;
	onClose: () => void;
}

/**
 * Shows a gallery image as the large one.
 *
 * @param root The quick view.
 * @param link The clicked image link.
 */
function showImage( root: HTMLElement, link: HTMLAnchorElement ): void {
	const main = root.querySelector< HTMLImageElement >(
		'.woocommerce-product-gallery__image img'
	);
	const chosen = link.querySelector( 'img' );
	if ( ! main || ! chosen ) {
		return;
	}
	main.src = chosen.dataset.large_image || link.href;
	main.removeAttribute( 'srcset' );
	main.alt = chosen.alt;
}

export function QuickView( { html, title, onClose }: QuickViewProps ) {
	const body = useRef< HTMLDivElement >( null );
	useEffect( () => {
		const root = body.current;
		if ( ! root ) {
			return undefined;
		}
		emit( 'content-loaded', { root } );
		const onClick = ( event: MouseEvent ) => {
			const link =
				event.target instanceof Element
					? event.target.closest< HTMLAnchorElement >(
							'.woocommerce-product-gallery__image a'
						)
					: null;
			if ( link && root.contains( link ) ) {
				event.preventDefault();
				showImage( root, link );
			}
		};
		root.addEventListener( 'click', onClick );
		document.addEventListener( 'tresen:added-to-cart', onClose );
		return () => {
			root.removeEventListener( 'click', onClick );
			document.removeEventListener( 'tresen:added-to-cart', onClose );
		};
	}, [ onClose ] );
	return (
		<Dialog
			title={ title }
			onClose={ onClose }
			className="tresen-quick-view"
		>
			<button
				type="button"
				className="tresen-dialog__close"
				onClick={ onClose }
			>
				<span aria-hidden="true">×</span>
				<span className="screen-reader-text">
					{ __( 'Close quick view', 'tresen-storefront' ) }
				</span>
			</button>
			<div
				ref={ body }
				className="tresen-quick-view__body woocommerce"
				// The shop's own product HTML (WooCommerce's templates escape it).

				dangerouslySetInnerHTML={ { __html: html } }
			/>
		</Dialog>
	);
}

function Host( {
	html,
	title,
	onGone,
}: {
	html: string;
	title: string;
	onGone: () => void;
} ) {
	const [ open, setOpen ] = useState( true );
	useEffect( () => {
		if ( ! open ) {
			onGone();
		}
	}, [ open, onGone ] );
	return open ? (
		<QuickView
			html={ html }
			title={ title }
			onClose={ () => setOpen( false ) }
		/>
	) : null;
}

/**
 * Shows the quick view; focus returns to the link when it closes.
 *
 * @param options          What to show.
 * @param options.html     The product's HTML.
 * @param options.title    The dialog's name (the product's).
 * @param options.returnTo The link that opened it.
 */
export function showQuickView( {
	html,
	title,
	returnTo,
}: {
	html: string;
	title: string;
	returnTo: HTMLElement;
} ): void {
	const host = document.createElement( 'div' );
	document.body.append( host );
	const root = createRoot( host );
	const gone = () => {
		window.setTimeout( () => {
			root.unmount();
			host.remove();
			returnTo.focus();
		} );
	};
	root.render( <Host html={ html } title={ title } onGone={ gone } /> );
}
