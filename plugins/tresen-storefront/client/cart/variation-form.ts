/**
 * Variation forms (`form.variations_form`): choosing attributes finds the
 * variation in `data-product_variations` (or asks `?wc-ajax=get_variation`
 * when WooCommerce left the list out), shows its price, unit price, stock,
 * SKU and image, and fires WooCommerce's events. Combinations that lead to
 * no variation are disabled.
 */
import { emit } from '@tresen/common/events';
import { isRecord } from '@tresen/common/settings';
import { postForm, wcAjaxUrl } from '@tresen/common/http';
import { fireWc } from '@tresen/common/wc-events';
import { announce } from '@tresen/common/notices';
import { showError } from '@tresen/common/dialog-notices';
import {
	allChosen,
	findVariation,
	isPurchasable,
	isVariation,
	optionStates,
	parseVariations,
	type Attributes,
	type Variation,
} from './lib/variations';
import type { CartSettings } from './settings.d';

const chosenVariation = new WeakMap< HTMLFormElement, Variation | null >();

/**
 * The variation currently shown by a form (null when none).
 *
 * @param form Variation form.
 */
export function currentVariation( form: HTMLFormElement ): Variation | null {
	return chosenVariation.get( form ) ?? null;
}

function setContent( el: Element | null, text: string | null ): void {
	if ( ! el ) {
		return;
	}
	if ( ! el.hasAttribute( 'data-o_content' ) ) {
		el.setAttribute( 'data-o_content', el.textContent ?? '' );
	}
	el.textContent = text ?? el.getAttribute( 'data-o_content' );
}

function setAttr(
	el: Element | null,
	name: string,
	value: string | number | undefined | null
): void {
	if ( ! el ) {
		return;
	}
	const store = `data-o_${ name }`;
	if ( ! el.hasAttribute( store ) ) {
		el.setAttribute( store, el.getAttribute( name ) ?? '' );
	}
	if ( value === undefined || value === null || value === '' ) {
		const original = el.getAttribute( store ) ?? '';
		if ( original === '' ) {
			el.removeAttribute( name );
		} else {
			el.setAttribute( name, original );
		}
	} else {
		el.setAttribute( name, String( value ) );
	}
}

export class VariationForm {
	private readonly variations: Variation[] | null;
	private readonly selects: HTMLSelectElement[];
	private readonly product: Element;
	private loading = true;
	private request = 0;

	constructor(
		private readonly form: HTMLFormElement,
		private readonly settings: CartSettings
	) {
		this.variations = parseVariations(
			form.getAttribute( 'data-product_variations' )
		);
		this.selects = Array.from(
			form.querySelectorAll< HTMLSelectElement >( '.variations select' )
		);
		this.product = form.closest( '.product' ) ?? document.body;
		const wrap = form.querySelector< HTMLElement >(
			'.single_variation_wrap'
		);
		if ( wrap ) {
			wrap.hidden = false;
			wrap.style.removeProperty( 'display' );
		}
		// WooCommerce 10.5 renders the button with the `disabled` attribute,
		// which only its own variation script removed. This form shows the
		// state with the class and aria-disabled instead, so the button stays
		// focusable and a press explains what is missing.
		this.button?.removeAttribute( 'disabled' );
		form.addEventListener( 'change', ( e ) => {
			if (
				e.target instanceof HTMLSelectElement &&
				this.selects.includes( e.target )
			) {
				void this.onChange();
			}
		} );
		form.addEventListener( 'click', ( e ) => this.onClick( e ) );
		void this.check().then( () => {
			this.loading = false;
			fireWc( 'wc_variation_form', [], form );
		} );
	}

	private nameOf( select: HTMLSelectElement ): string {
		return select.getAttribute( 'data-attribute_name' ) || select.name;
	}

	chosen(): Attributes {
		const out: Attributes = {};
		for ( const select of this.selects ) {
			out[ this.nameOf( select ) ] = select.value || '';
		}
		return out;
	}

	private get button(): HTMLElement | null {
		return this.form.querySelector< HTMLElement >(
			'.single_add_to_cart_button'
		);
	}

	private onClick( e: MouseEvent ): void {
		const target = e.target instanceof Element ? e.target : null;
		if ( target?.closest( '.reset_variations' ) ) {
			e.preventDefault();
			for ( const select of this.selects ) {
				select.value = '';
			}
			void this.onChange().then( () =>
				announce( this.settings.i18n.reset )
			);
			return;
		}
		const button = target?.closest< HTMLElement >(
			'.single_add_to_cart_button'
		);
		if ( button && button.classList.contains( 'disabled' ) ) {
			e.preventDefault();
			const unavailable = button.classList.contains(
				'wc-variation-is-unavailable'
			);
			showError(
				unavailable
					? this.settings.i18n.unavailable
					: this.settings.i18n.selectOptions,
				this.settings,
				button
			);
		}
	}

	private async onChange(): Promise< void > {
		this.setVariationId( '' );
		this.form
			.querySelectorAll( '.wc-no-matching-variations' )
			.forEach( ( el ) => el.remove() );
		fireWc( 'woocommerce_variation_select_change', [], this.form );
		await this.check();
		fireWc( 'woocommerce_variation_has_changed', [], this.form );
	}

	private setVariationId( id: string ): void {
		this.form
			.querySelectorAll< HTMLInputElement >(
				'input[name="variation_id"], input.variation_id'
			)
			.forEach( ( input ) => {
				input.value = id;
				input.dispatchEvent( new Event( 'change', { bubbles: true } ) );
			} );
	}

	/** Disables the options that lead to no variation with the other choices. */
	private updateOptions(): void {
		if ( ! this.variations ) {
			return;
		}
		const chosen = this.chosen();
		for ( const select of this.selects ) {
			const { values, any } = optionStates(
				this.variations,
				chosen,
				this.nameOf( select )
			);
			for ( const option of Array.from( select.options ) ) {
				if ( option.value === '' ) {
					continue;
				}
				const state = values.get( option.value ) ?? any;
				option.disabled = ! state || ! state.active;
			}
			if ( select.selectedOptions[ 0 ]?.disabled ) {
				select.value = '';
			}
		}
		fireWc( 'woocommerce_update_variation_values', [], this.form );
	}

	private async check(): Promise< void > {
		this.updateOptions();
		const chosen = this.chosen();
		this.toggleReset( Object.values( chosen ).some( Boolean ) );
		if ( ! allChosen( chosen ) ) {
			this.resetData();
			return;
		}
		const variation = this.variations
			? findVariation( this.variations, chosen )
			: await this.lookUp( chosen );
		if ( variation === undefined ) {
			return; // A newer request is on its way.
		}
		if ( variation ) {
			this.show( variation );
			return;
		}
		this.resetData();
		if ( ! this.loading ) {
			const info = document.createElement( 'p' );
			info.className = 'wc-no-matching-variations woocommerce-info';
			info.textContent = this.settings.i18n.noMatch;
			(
				this.form.querySelector( '.single_variation' ) ?? this.form
			).after( info );
			announce( this.settings.i18n.noMatch, true );
		}
	}

	/**
	 * Asks the server for the variation of a large product. Undefined: superseded.
	 * @param chosen
	 */
	private async lookUp(
		chosen: Attributes
	): Promise< Variation | null | undefined > {
		const id = ++this.request;
		this.form.classList.add( 'is-loading' );
		this.form.setAttribute( 'aria-busy', 'true' );
		try {
			const reply = await postForm(
				wcAjaxUrl( this.settings.wcAjaxUrl, 'get_variation' ),
				{
					...chosen,
					product_id:
						this.form.getAttribute( 'data-product_id' ) ?? '',
				}
			);
			if ( id !== this.request ) {
				return undefined;
			}
			if (
				isRecord( reply ) &&
				typeof reply.variation_id === 'number' &&
				! isRecord( reply.attributes )
			) {
				( reply as Record< string, unknown > ).attributes = {
					...chosen,
				};
			}
			return isVariation( reply ) ? reply : null;
		} catch {
			return id === this.request ? null : undefined;
		} finally {
			if ( id === this.request ) {
				this.form.classList.remove( 'is-loading' );
				this.form.removeAttribute( 'aria-busy' );
			}
		}
	}

	private toggleReset( on: boolean ): void {
		this.form
			.querySelectorAll< HTMLElement >( '.reset_variations' )
			.forEach( ( link ) => {
				link.style.visibility = on ? 'visible' : 'hidden';
				link.hidden = ! on;
			} );
	}

	private show( variation: Variation ): void {
		chosenVariation.set( this.form, variation );
		setContent(
			this.product.querySelector( '.product_meta .sku' ),
			variation.sku || null
		);
		this.updateImage( variation );

		const box =
			this.form.querySelector< HTMLElement >( '.single_variation' );
		if ( box ) {
			const parts: Array< [ string, string | undefined ] > = [
				[
					'woocommerce-variation-description',
					variation.variation_description,
				],
				[
					'woocommerce-variation-price',
					( variation.price_html ?? '' ) +
						( variation.unit_price_html ?? '' ),
				],
				[
					'woocommerce-variation-availability',
					variation.availability_html,
				],
			];
			box.replaceChildren(
				...parts.map( ( [ className, html ] ) => {
					const div = document.createElement( 'div' );
					div.className = className;
					// Markup made by WooCommerce on the server for this product.
					div.innerHTML = html ?? '';
					return div;
				} )
			);
			box.hidden = false;
			box.style.removeProperty( 'display' );
		}
		this.setVariationId(
			variation.variation_is_visible === false
				? ''
				: String( variation.variation_id )
		);

		const qty = this.form.querySelector< HTMLInputElement >(
			'.single_variation_wrap .quantity input.qty[name="quantity"], .quantity input.qty[name="quantity"]'
		);
		if ( qty ) {
			const holder = qty.closest< HTMLElement >( '.quantity' );
			if ( variation.is_sold_individually === 'yes' ) {
				qty.value = '1';
				qty.min = '1';
				qty.removeAttribute( 'max' );
				if ( holder ) {
					holder.hidden = true;
				}
			} else {
				const min = Number( variation.min_qty ?? qty.min ?? 1 ) || 0;
				const max =
					variation.max_qty === '' || variation.max_qty === undefined
						? NaN
						: Number( variation.max_qty );
				qty.min = String( min );
				if ( Number.isFinite( max ) && max > 0 ) {
					qty.max = String( max );
				} else {
					qty.removeAttribute( 'max' );
				}
				let value = Number( qty.value );
				if ( ! Number.isFinite( value ) || qty.value === '' ) {
					value = min;
				}
				value = Math.min(
					Number.isFinite( max ) && max > 0 ? max : value,
					Math.max( min, value )
				);
				qty.value = String( value );
				if ( holder ) {
					holder.hidden = false;
				}
			}
			qty.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		}

		const purchasable = isPurchasable( variation );
		const button = this.button;
		if ( button ) {
			button.classList.toggle( 'disabled', ! purchasable );
			button.classList.remove( 'wc-variation-selection-needed' );
			button.classList.toggle(
				'wc-variation-is-unavailable',
				! purchasable
			);
			button.setAttribute(
				'aria-disabled',
				purchasable ? 'false' : 'true'
			);
		}
		this.form
			.querySelector( '.woocommerce-variation-add-to-cart' )
			?.classList.replace(
				purchasable
					? 'woocommerce-variation-add-to-cart-disabled'
					: 'woocommerce-variation-add-to-cart-enabled',
				purchasable
					? 'woocommerce-variation-add-to-cart-enabled'
					: 'woocommerce-variation-add-to-cart-disabled'
			);
		if ( ! purchasable && ! this.loading ) {
			announce( this.settings.i18n.unavailable, true );
		}

		fireWc( 'found_variation', [ variation ], this.form );
		if ( box ) {
			fireWc( 'show_variation', [ variation, purchasable ], box );
		}
		emit( 'found-variation', { form: this.form, variation, purchasable } );
	}

	private resetData(): void {
		const had = chosenVariation.get( this.form );
		chosenVariation.set( this.form, null );
		setContent( this.product.querySelector( '.product_meta .sku' ), null );
		this.updateImage( null );
		const box =
			this.form.querySelector< HTMLElement >( '.single_variation' );
		if ( box ) {
			box.replaceChildren();
			box.hidden = true;
		}
		const button = this.button;
		if ( button ) {
			button.classList.add( 'disabled', 'wc-variation-selection-needed' );
			button.classList.remove( 'wc-variation-is-unavailable' );
			button.setAttribute( 'aria-disabled', 'true' );
		}
		this.form
			.querySelector( '.woocommerce-variation-add-to-cart' )
			?.classList.replace(
				'woocommerce-variation-add-to-cart-enabled',
				'woocommerce-variation-add-to-cart-disabled'
			);
		fireWc( 'reset_data', [], this.form );
		if ( box ) {
			fireWc( 'hide_variation', [], box );
		}
		if ( had !== null || ! this.loading ) {
			emit( 'reset-variation', { form: this.form } );
		}
	}

	private updateImage( variation: Variation | null ): void {
		const wrap = this.product.querySelector(
			'.woocommerce-product-gallery__image, .woocommerce-product-gallery__image--placeholder'
		);
		const img = wrap?.querySelector( '.wp-post-image' ) ?? null;
		const link = wrap?.querySelector( 'a' ) ?? null;
		const image = variation?.image?.src ? variation.image : null;
		setAttr( img, 'src', image?.src );
		setAttr( img, 'srcset', image?.srcset );
		setAttr( img, 'sizes', image?.sizes );
		setAttr( img, 'alt', image?.alt );
		setAttr( img, 'title', image?.title );
		setAttr( img, 'width', image?.src_w );
		setAttr( img, 'height', image?.src_h );
		setAttr( img, 'data-large_image', image?.full_src );
		setAttr( img, 'data-large_image_width', image?.full_src_w );
		setAttr( img, 'data-large_image_height', image?.full_src_h );
		setAttr( link, 'href', image?.full_src );
		setAttr( wrap ?? null, 'data-thumb', image?.gallery_thumbnail_src );
	}
}

/**
 * Starts every variation form on the page.
 *
 * @param settings Cart settings.
 */
export function initVariationForms( settings: CartSettings ): void {
	document
		.querySelectorAll< HTMLFormElement >( 'form.variations_form' )
		.forEach( ( form ) => {
			if ( ! form.hasAttribute( 'data-tresen-variations' ) ) {
				form.setAttribute( 'data-tresen-variations', '' );
				new VariationForm( form, settings );
			}
		} );
}
