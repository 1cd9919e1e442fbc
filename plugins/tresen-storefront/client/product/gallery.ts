/**
 * The product gallery: an image opens the full-screen lightbox, which loads
 * (PhotoSwipe and its styles) on the first open only. The gallery's first
 * image, the page's largest paint, is plain HTML and never waits for
 * script.
 */
import { isString, readSettings } from '@tresen/common/settings';
import { GALLERY, GALLERY_LINK } from './gallery-marks';

export interface Slide {
	src: string;
	width: number;
	height: number;
	alt: string;
	title: string;
	/** The gallery link it came from (focus returns there). */
	element: HTMLElement;
}

/** At most this many images in the lightbox (spec §9). */
export const MAX_SLIDES = 30;

/**
 * The slides of a gallery, from WooCommerce's image markup
 * (`data-large_image`, `data-large_image_width`, `data-large_image_height`).
 *
 * @param gallery The gallery.
 */
export function slidesOf( gallery: ParentNode ): Slide[] {
	const slides: Slide[] = [];
	gallery
		.querySelectorAll< HTMLElement >(
			'.woocommerce-product-gallery__image'
		)
		.forEach( ( item ) => {
			const img = item.querySelector( 'img' );
			if ( ! img || slides.length >= MAX_SLIDES ) {
				return;
			}
			const link = item.querySelector< HTMLAnchorElement >( 'a' );
			const src =
				img.dataset.large_image ||
				link?.href ||
				img.currentSrc ||
				img.src;
			if ( ! src ) {
				return;
			}
			slides.push( {
				src,
				width:
					Number( img.dataset.large_image_width ) ||
					img.naturalWidth ||
					1200,
				height:
					Number( img.dataset.large_image_height ) ||
					img.naturalHeight ||
					1200,
				alt: img.alt,
				title: img.dataset.caption || img.title || img.alt,
				element: link ?? item,
			} );
		} );
	return slides;
}

type Opener = ( slides: Slide[], index: number ) => void;

let opener: Promise< Opener > | null = null;

/**
 * Adds PhotoSwipe's stylesheet (once) and resolves when it has loaded or
 * failed (the lightbox still opens; its own inline sizes keep it usable).
 */
function loadStyle(): Promise< void > {
	const href = readSettings< { lightboxCss: string } >( 'tresenProduct', {
		lightboxCss: { guard: isString, fallback: '' },
	} ).lightboxCss;
	if ( ! href || document.getElementById( 'tresen-lightbox-css' ) ) {
		return Promise.resolve();
	}
	return new Promise( ( resolve ) => {
		const link = document.createElement( 'link' );
		link.id = 'tresen-lightbox-css';
		link.rel = 'stylesheet';
		link.href = href;
		link.onload = () => resolve();
		link.onerror = () => {
			link.remove();
			resolve();
		};
		document.head.append( link );
	} );
}

/** Loads the lightbox once (a lazy chunk and its stylesheet). */
function loadLightbox(): Promise< Opener > {
	if ( ! opener ) {
		opener = Promise.all( [
			import( /* webpackChunkName: "product-lightbox" */ './lightbox' ),
			loadStyle(),
		] ).then( ( [ module ] ) => module.openLightbox );
		opener.catch( () => {
			opener = null; // A later click tries again.
		} );
	}
	return opener;
}

/**
 * Opens a gallery's image in the lightbox; returns false when it could not
 * load (the link then opens the image itself).
 *
 * @param gallery The gallery.
 * @param link    The clicked image link.
 */
export async function openFromLink(
	gallery: HTMLElement,
	link: HTMLElement
): Promise< boolean > {
	const slides = slidesOf( gallery );
	const index = Math.max(
		0,
		slides.findIndex( ( s ) => s.element === link )
	);
	try {
		( await loadLightbox() )( slides, index );
		return true;
	} catch {
		return false;
	}
}

/**
 * The gallery's clicks (chunk `product-gallery`, loaded when the pointer,
 * focus or a touch reaches a gallery; a click before is replayed): an image
 * opens the lightbox, which starts loading at once, as the shopper heads for
 * an image.
 */
export function initGallery(): void {
	void loadLightbox().catch( () => undefined );
	document
		.querySelectorAll< HTMLElement >( GALLERY )
		.forEach( ( gallery ) => {
			gallery.addEventListener( 'click', ( event ) => {
				const link =
					event.target instanceof Element
						? event.target.closest< HTMLAnchorElement >(
								GALLERY_LINK
							)
						: null;
				if (
					! link ||
					event.defaultPrevented ||
					event.button !== 0 ||
					event.metaKey ||
					event.ctrlKey ||
					event.shiftKey
				) {
					return;
				}
				event.preventDefault();
				void openFromLink( gallery, link ).then( ( opened ) => {
					if ( ! opened ) {
						window.location.assign( link.href );
					}
				} );
			} );
		} );
}
