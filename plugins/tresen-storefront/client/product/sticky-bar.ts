/**
 * The sticky add-to-cart bar (printed hidden by the plugin on product
 * pages): it appears once the product form's add button has scrolled above
 * the viewport or under the stuck header and admin bar, and goes when it is
 * back (focus on its button then moves to the form's). Its button adds through the
 * product form itself (quantity and chosen variation included); without a
 * chosen variation it takes the shopper to the form. While the bar is
 * shown, nothing focused may sit under it: the page scrolls the focused
 * element above it (not one in a fixed layer: the lightbox, the mini cart
 * drawer, a dialog).
 */
import { __ } from '@wordpress/i18n';
import { announce } from '@tresen/common/notices';

const BAR = '.tresen-sticky-cart';

/**
 * How far down from the top of the window fixed bars cover the page: the
 * admin bar and the stuck header (each counted when it sits at the edge of
 * what is covered already).
 */
export function coveredTop(): number {
	let covered = 0;
	for ( const el of Array.from(
		document.querySelectorAll< HTMLElement >( '#wpadminbar, #masthead' )
	) ) {
		const position = getComputedStyle( el ).position;
		if ( position !== 'fixed' && position !== 'sticky' ) {
			continue;
		}
		const rect = el.getBoundingClientRect();
		if ( rect.top <= covered + 1 && rect.bottom > covered ) {
			covered = rect.bottom;
		}
	}
	return covered;
}

/**
 * Whether an element is inside something fixed to the window (PhotoSwipe,
 * the mini cart drawer, a dialog): the page's scrolling cannot move it.
 *
 * @param el Element.
 */
function inFixedLayer( el: Element ): boolean {
	if ( el.closest( '[role="dialog"], dialog, [aria-modal="true"]' ) ) {
		return true;
	}
	for (
		let node: Element | null = el;
		node && node !== document.body;
		node = node.parentElement
	) {
		if ( getComputedStyle( node ).position === 'fixed' ) {
			return true;
		}
	}
	return false;
}

/**
 * Whether the product form's button can add right now.
 *
 * @param button The form's add button.
 */
function canAdd( button: HTMLButtonElement ): boolean {
	return (
		! button.disabled &&
		! button.classList.contains( 'disabled' ) &&
		! button.classList.contains( 'wc-variation-selection-needed' )
	);
}

export class StickyBar {
	private shown = false;

	constructor(
		private readonly bar: HTMLElement,
		private readonly form: HTMLFormElement,
		private readonly button: HTMLButtonElement
	) {
		bar.querySelector( '.tresen-sticky-cart__add' )?.addEventListener(
			'click',
			() => this.add()
		);
		document.addEventListener( 'focusin', ( event ) =>
			this.keepVisible( event.target )
		);
		this.followVariations();
	}

	/**
	 * The bar's price follows the chosen variation (and back on reset), so
	 * the shopper sees what the button will add; the unit price plugin
	 * refreshes the bar's unit price when it changes.
	 */
	private followVariations(): void {
		const price = this.bar.querySelector< HTMLElement >( '.price' );
		if ( ! price ) {
			return;
		}
		const original = price.innerHTML;
		// A variation chosen before the bar's code loaded (it comes with the first scroll).
		const chosenId = this.form.querySelector< HTMLInputElement >(
			'input[name="variation_id"]'
		)?.value;
		const chosenPrice = this.form.querySelector(
			'.woocommerce-variation-price .price'
		);
		if (
			chosenId &&
			chosenId !== '0' &&
			chosenPrice &&
			chosenPrice.innerHTML.trim() !== ''
		) {
			price.innerHTML = chosenPrice.innerHTML;
		}
		document.addEventListener( 'tresen:found-variation', ( event ) => {
			const { form } =
				( event as CustomEvent< { form?: Element } > ).detail ?? {};
			if ( form !== this.form ) {
				return;
			}
			// The variation form has just written the variation's price block.
			window.setTimeout( () => {
				const chosen = this.form.querySelector(
					'.woocommerce-variation-price .price'
				);
				if ( chosen && chosen.innerHTML.trim() !== '' ) {
					price.innerHTML = chosen.innerHTML;
				}
			} );
		} );
		document.addEventListener( 'tresen:reset-variation', ( event ) => {
			if (
				( event as CustomEvent< { form?: Element } > ).detail?.form ===
				this.form
			) {
				price.innerHTML = original;
			}
		} );
	}

	/**
	 * Shows or hides the bar.
	 *
	 * @param show Whether to show it.
	 */
	toggle( show: boolean ): void {
		if ( show === this.shown ) {
			return;
		}
		this.shown = show;
		// Focus on the bar's button would fall to the page's start: it goes to the form's button.
		const hadFocus =
			! show && this.bar.contains( this.bar.ownerDocument.activeElement );
		this.bar.hidden = ! show;
		if ( hadFocus ) {
			this.button.focus();
		}
		document.documentElement.classList.toggle(
			'tresen-has-sticky-cart',
			show
		);
		document.documentElement.style.setProperty(
			'--tresen-sticky-cart-height',
			show ? `${ this.bar.offsetHeight }px` : '0px'
		);
	}

	/** The bar's button: adds through the form, or leads to what is missing. */
	add(): void {
		if ( canAdd( this.button ) ) {
			this.button.click();
			return;
		}
		const missing =
			Array.from(
				this.form.querySelectorAll< HTMLSelectElement >( 'select' )
			).find( ( s ) => s.value === '' ) ??
			this.form.querySelector< HTMLElement >( 'select, input.qty' );
		this.form.scrollIntoView( { block: 'center' } );
		missing?.focus( { preventScroll: true } );
		announce(
			__(
				'Please choose the product options first.',
				'tresen-storefront'
			),
			true
		);
	}

	/**
	 * Scrolls a focused element that the bar would cover above it.
	 *
	 * @param target The focused element.
	 */
	keepVisible( target: EventTarget | null ): void {
		if (
			! this.shown ||
			! this.bar.isConnected ||
			! ( target instanceof Element ) ||
			this.bar.contains( target ) ||
			inFixedLayer( target )
		) {
			return;
		}
		const covered = this.bar.getBoundingClientRect().top;
		const rect = target.getBoundingClientRect();
		if ( rect.bottom > covered ) {
			window.scrollBy( { top: rect.bottom - covered + 16 } );
		}
	}
}

/**
 * Sets up the bar when the page has one and a product form.
 */
export function initStickyBar(): StickyBar | null {
	const bar = document.querySelector< HTMLElement >( BAR );
	const form = document.querySelector< HTMLFormElement >(
		'.summary form.cart, .product form.cart'
	);
	const button = form?.querySelector< HTMLButtonElement >(
		'.single_add_to_cart_button'
	);
	if ( ! bar || ! form || ! button ) {
		return null;
	}
	const sticky = new StickyBar( bar, form, button );
	// The open cookie banner has the bottom of the screen; the bar waits until it is gone.
	const banner = document.getElementById( 'tresen-cc-banner' );
	const bannerOpen = () =>
		!! banner &&
		! banner.hidden &&
		getComputedStyle( banner ).display !== 'none';
	let scrolledPast = false;
	const update = () => sticky.toggle( scrolledPast && ! bannerOpen() );
	// Where the button is, read once per frame while the page scrolls (a jump from below
	// the screen to above it crosses no intersection threshold, so no observer would see it).
	let queued = false;
	const measure = () => {
		queued = false;
		// Gone once it is above the window or under the stuck header and admin bar
		// (a button without a box, hidden by a script, says nothing about scrolling).
		const rect = button.getBoundingClientRect();
		scrolledPast =
			( rect.width > 0 || rect.height > 0 ) &&
			rect.bottom < coveredTop() + 1;
		update();
	};
	const schedule = () => {
		if ( ! queued ) {
			queued = true;
			window.requestAnimationFrame( measure );
		}
	};
	window.addEventListener( 'scroll', schedule, { passive: true } );
	window.addEventListener( 'resize', schedule, { passive: true } );
	// The header sticks (and slides in) in its own frame: measured again then.
	const header = document.getElementById( 'masthead' );
	if ( header ) {
		new MutationObserver( schedule ).observe( header, {
			attributes: true,
			attributeFilter: [ 'class' ],
		} );
		header.addEventListener( 'animationend', schedule );
	}
	measure();
	if ( banner ) {
		new MutationObserver( update ).observe( banner, {
			attributes: true,
			attributeFilter: [ 'hidden', 'class', 'style' ],
		} );
	}
	return sticky;
}
