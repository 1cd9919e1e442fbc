/**
 * The gallery at load (the product entry): its links say that they open a
 * dialog. Their clicks are `./gallery`'s, loaded on intent.
 */

/** A product gallery. */
export const GALLERY = '.woocommerce-product-gallery';

/** The gallery's image links. */
export const GALLERY_LINK = '.woocommerce-product-gallery__image a';

/**
 * What the gallery's links say at load (the entry runs it): that they open
 * a dialog, and their position. Their clicks are handled by `initGallery()`,
 * loaded on intent.
 */
export function markGallery(): void {
	document.querySelectorAll( GALLERY ).forEach( ( gallery ) =>
		gallery
			.querySelectorAll< HTMLAnchorElement >( GALLERY_LINK )
			.forEach( ( link, i ) => {
				const img = link.querySelector( 'img' );
				if ( ! link.getAttribute( 'aria-label' ) && img?.alt ) {
					// Names where the link leads: the image's alt, then that it opens large.
					link.setAttribute( 'aria-haspopup', 'dialog' );
				}
				link.dataset.index = String( i );
			} )
	);
}
