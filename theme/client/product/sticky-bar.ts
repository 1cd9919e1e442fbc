/**
 * The sticky add-to-cart bar (printed hidden by the theme on product
 * pages): it appears once the product form's add button has scrolled above
 * the viewport and goes when it is back. Its button adds through the
 * product form itself (quantity and chosen variation included); without a
 * chosen variation it takes the shopper to the form. While the bar is
 * shown, nothing focused may sit under it: the page scrolls the focused
 * element above it.
 */
import { __ } from '@wordpress/i18n';
import { announce } from '@tresen/common/notices';

const BAR = '.tresen-sticky-cart';

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
		this.bar.hidden = ! show;
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
			__( 'Please choose the product options first.', 'tresen' ),
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
			! ( target instanceof Element ) ||
			this.bar.contains( target )
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
		scrolledPast = button.getBoundingClientRect().bottom < 0;
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
	measure();
	if ( banner ) {
		new MutationObserver( update ).observe( banner, {
			attributes: true,
			attributeFilter: [ 'hidden', 'class', 'style' ],
		} );
	}
	return sticky;
}
