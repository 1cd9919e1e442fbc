/**
 * Storefront notices (cart, checkout, forms): visible WooCommerce-style
 * notices plus screen-reader announcements. Errors take focus after a short delay (so the announcement
 * of the change is not cut off) and are scrolled into view below the sticky
 * header.
 */

export type NoticeType = 'success' | 'error' | 'info';

export interface NoticeOptions {
	/** Where to put the notice; defaults to the page's notices wrapper or a fixed area. */
	container?: Element | null;
	/** Delay before focusing an error (ms). */
	focusDelayMs?: number;
	/**
	 * Leave the focus where it is (an error is still announced by its
	 * role="alert"): for refusals of a control the shopper will use again,
	 * such as a button in a table of lists.
	 */
	keepFocus?: boolean;
	/** Space kept above the notice when scrolling to it (px). */
	scrollOffset?: number;
}

const REGION_CLASS = 'tresen-cart-live';
const timers = new WeakMap< Element, ReturnType< typeof setTimeout > >();

function liveRegion( assertive: boolean ): HTMLElement {
	const selector = `.${ REGION_CLASS }[aria-live="${ assertive ? 'assertive' : 'polite' }"]`;
	let region = document.querySelector< HTMLElement >( selector );
	if ( ! region ) {
		region = document.createElement( 'div' );
		region.className = `${ REGION_CLASS } screen-reader-text`;
		// role=status is what WooCommerce's mini cart region uses; errors interrupt.
		region.setAttribute( 'role', assertive ? 'alert' : 'status' );
		region.setAttribute( 'aria-live', assertive ? 'assertive' : 'polite' );
		region.setAttribute( 'aria-atomic', 'true' );
		document.body.appendChild( region );
	}
	return region;
}

/**
 * Says something to screen readers. The region is emptied first, and the
 * text set a moment later, so the same message twice is read twice.
 *
 * @param message   Text.
 * @param assertive Interrupt (errors) instead of waiting.
 */
export function announce( message: string, assertive = false ): void {
	const region = liveRegion( assertive );
	region.textContent = '';
	const previous = timers.get( region );
	if ( previous ) {
		clearTimeout( previous );
	}
	timers.set(
		region,
		setTimeout( () => {
			region.textContent = message;
		}, 100 )
	);
}

/**
 * Scrolls so the element sits `offset` px below the top of the viewport.
 *
 * @param el     Element.
 * @param offset Space above (px).
 */
export function scrollToElement( el: Element, offset: number ): void {
	const top = el.getBoundingClientRect().top + window.scrollY - offset;
	const reduce =
		typeof window.matchMedia === 'function' &&
		window.matchMedia( '(prefers-reduced-motion: reduce)' ).matches;
	try {
		window.scrollTo( {
			top: Math.max( 0, top ),
			behavior: reduce ? 'auto' : 'smooth',
		} );
	} catch {
		// jsdom and old browsers.
	}
}

/**
 * After `delay` ms, focuses the first error notice in `root` and scrolls to it.
 *
 * @param root   Where to look.
 * @param delay  Delay (ms).
 * @param offset Scroll offset (px).
 */
export function focusFirstError(
	root: ParentNode,
	delay: number,
	offset: number
): void {
	setTimeout( () => {
		const error = root.querySelector< HTMLElement >(
			'.woocommerce-error, .woocommerce-NoticeGroup .is-error, [role="alert"].woocommerce-notice'
		);
		if ( ! error ) {
			return;
		}
		if ( ! error.hasAttribute( 'tabindex' ) ) {
			error.setAttribute( 'tabindex', '-1' );
		}
		if ( error.closest( DIALOG ) ) {
			// The page behind a modal does not move; the dialog's own content scrolls.
			error.scrollIntoView?.( { block: 'nearest' } );
		} else {
			scrollToElement( error, offset );
		}
		error.focus( { preventScroll: true } );
	}, delay );
}

/** A dialog (a quick view): a notice about an element in it stays in it. */
export const DIALOG = '[role="dialog"], dialog';

function defaultContainer(): Element {
	const wrapper = document.querySelector(
		'main .woocommerce-notices-wrapper, .woocommerce-notices-wrapper'
	);
	if ( wrapper ) {
		return wrapper;
	}
	let area = document.querySelector( '.tresen-cart-notices' );
	if ( ! area ) {
		area = document.createElement( 'div' );
		area.className = 'tresen-cart-notices';
		document.body.appendChild( area );
	}
	return area;
}

/**
 * Shows a notice (and announces it). Returns the notice element.
 *
 * @param type                 success, error or info.
 * @param message              Plain text.
 * @param options              Container, focus delay, scroll offset.
 * @param options.container
 * @param options.focusDelayMs
 * @param options.scrollOffset
 * @param options.keepFocus    Leave the focus on the control (errors).
 */
export function showNotice(
	type: NoticeType,
	message: string,
	{
		container,
		focusDelayMs = 500,
		scrollOffset = 100,
		keepFocus = false,
	}: NoticeOptions = {}
): HTMLElement {
	const target = container ?? defaultContainer();
	target
		.querySelectorAll( '.tresen-cart-notice' )
		.forEach( ( old ) => old.remove() );

	let notice: HTMLElement;
	if ( type === 'error' ) {
		notice = document.createElement( 'ul' );
		notice.className = 'woocommerce-error tresen-cart-notice';
		notice.setAttribute( 'role', 'alert' );
		const item = document.createElement( 'li' );
		item.textContent = message;
		notice.appendChild( item );
	} else {
		notice = document.createElement( 'div' );
		notice.className = `woocommerce-${ type === 'success' ? 'message' : 'info' } tresen-cart-notice`;
		notice.setAttribute( 'role', 'status' );
		notice.textContent = message;
	}
	notice.setAttribute( 'tabindex', '-1' );
	target.prepend( notice );

	if ( type === 'error' && ! keepFocus ) {
		focusFirstError( target, focusDelayMs, scrollOffset );
	} else if ( type !== 'error' ) {
		announce( message );
	}
	return notice;
}
