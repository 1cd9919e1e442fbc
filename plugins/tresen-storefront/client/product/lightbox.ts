/**
 * The gallery's full-screen lightbox (PhotoSwipe 5, loaded on the first
 * open): German texts, no zoom, no share, a full-screen button, spacing
 * 0.12, no history hash, keyboard (arrows, Escape) and focus kept inside
 * and returned to the image link. An image that fails shows the spec's
 * message with a link to the image.
 */
import { __ } from '@wordpress/i18n';
import PhotoSwipe from 'photoswipe';
import type { SlideData } from 'photoswipe';
import type { Slide } from './gallery';

/**
 * The error shown in place of an image that could not be loaded.
 *
 * @param src The image's address.
 */
export function errorElement( src: string ): HTMLDivElement {
	const box = document.createElement( 'div' );
	box.className = 'pswp__error-msg';
	box.setAttribute( 'role', 'alert' );
	box.append(
		__( 'The image could not be loaded.', 'tresen-storefront' ),
		' '
	);
	const link = document.createElement( 'a' );
	link.href = src;
	link.textContent = __( 'Open the image', 'tresen-storefront' );
	box.append( link );
	return box;
}

/**
 * Opens the lightbox at a slide.
 *
 * @param slides The gallery's slides.
 * @param index  The one to show first.
 */
/**
 * PhotoSwipe names its parts for screen readers in English ("carousel",
 * "slide"); they are read out, so they are said in German too.
 *
 * @param root PhotoSwipe's element.
 */
export function germanRoles( root: Element | null | undefined ): void {
	const names: Record< string, string > = {
		carousel: __( 'carousel', 'tresen-storefront' ),
		slide: __( 'slide', 'tresen-storefront' ),
	};
	root?.querySelectorAll( '[aria-roledescription]' ).forEach( ( el ) => {
		const name = names[ el.getAttribute( 'aria-roledescription' ) ?? '' ];
		if ( name ) {
			el.setAttribute( 'aria-roledescription', name );
		}
	} );
}

export function openLightbox( slides: Slide[], index: number ): PhotoSwipe {
	const dataSource: SlideData[] = slides.map( ( s ) => ( {
		src: s.src,
		width: s.width,
		height: s.height,
		alt: s.alt,
		element: s.element,
	} ) );
	const pswp = new PhotoSwipe( {
		dataSource,
		index,
		spacing: 0.12,
		loop: true,
		// Zoom off: an image is shown whole, a click moves on.
		zoom: false,
		wheelToZoom: false,
		maxZoomLevel: 1,
		secondaryZoomLevel: 1,
		imageClickAction: 'next',
		tapAction: 'toggle-controls',
		doubleTapAction: false,
		bgOpacity: 0.9,
		showHideAnimationType: window.matchMedia?.(
			'(prefers-reduced-motion: reduce)'
		).matches
			? 'none'
			: 'fade',
		closeTitle: __( 'Close (Esc)', 'tresen-storefront' ),
		arrowPrevTitle: __( 'Previous image', 'tresen-storefront' ),
		arrowNextTitle: __( 'Next image', 'tresen-storefront' ),
		indexIndicatorSep: ` ${ __( 'of', 'tresen-storefront' ) } `,
		errorMsg: __( 'The image could not be loaded.', 'tresen-storefront' ),
		returnFocus: true,
		trapFocus: true,
	} );
	pswp.addFilter( 'contentErrorElement', ( _element, content ) =>
		errorElement( String( content.data.src ?? '' ) )
	);
	pswp.on( 'uiRegister', () => {
		const root = () => pswp.element;
		if ( document.fullscreenEnabled ) {
			pswp.ui?.registerElement( {
				name: 'fullscreen',
				title: __( 'Full screen', 'tresen-storefront' ),
				ariaLabel: __( 'Full screen', 'tresen-storefront' ),
				order: 9,
				isButton: true,
				html: '<svg aria-hidden="true" class="pswp__icn" viewBox="0 0 32 32" width="32" height="32"><path d="M8 8h6v2h-4v4H8zm10 0h6v6h-2v-4h-4zM8 18h2v4h4v2H8zm14 0h2v6h-6v-2h4z"/></svg>',
				onClick: () => {
					const el = root();
					if ( document.fullscreenElement ) {
						void document.exitFullscreen();
					} else if ( el ) {
						void el.requestFullscreen().catch( () => undefined );
					}
				},
			} );
		}
		// The caption: the image's title, read with the slide.
		pswp.ui?.registerElement( {
			name: 'caption',
			order: 9,
			isButton: false,
			appendTo: 'root',
			onInit: ( el ) => {
				el.className = 'pswp__tresen-caption';
				el.setAttribute( 'aria-live', 'polite' );
				pswp.on( 'change', () => {
					el.textContent = slides[ pswp.currIndex ]?.title ?? '';
				} );
			},
		} );
	} );
	pswp.on( 'close', () => {
		if ( document.fullscreenElement ) {
			void document.exitFullscreen();
		}
	} );
	pswp.init();
	germanRoles( pswp.element );
	pswp.element?.setAttribute(
		'aria-label',
		__( 'Product images', 'tresen-storefront' )
	);
	pswp.element?.setAttribute( 'aria-modal', 'true' );
	return pswp;
}
