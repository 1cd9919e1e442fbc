/**
 * The product page's add-to-cart form as the express button sees it.
 */
import { __ } from '@wordpress/i18n';
import type { Fields } from './api';

/**
 * The form's product fields: product id, quantity and chosen attributes.
 *
 * @param form      The add-to-cart form.
 * @param productId The product's id (from the box).
 */
export function productFields(
	form: HTMLFormElement,
	productId: string
): Fields {
	const qty =
		form.querySelector< HTMLInputElement >( 'input[name="quantity"]' )
			?.value ?? '1';
	const attributes: Record< string, string > = {};
	for ( const [ name, value ] of new FormData( form ) ) {
		if ( name.startsWith( 'attribute_' ) && typeof value === 'string' ) {
			attributes[ name ] = value;
		}
	}
	const fields: Fields = {
		product_id: productId,
		qty: qty.trim() === '' ? '1' : qty.trim(),
	};
	if ( Object.keys( attributes ).length ) {
		fields.attributes = attributes;
	}
	return fields;
}

/**
 * Whether the form is a variable product's form without a complete choice.
 *
 * @param form The add-to-cart form.
 */
export function selectionMissing( form: HTMLFormElement ): boolean {
	if ( ! form.classList.contains( 'variations_form' ) ) {
		return false;
	}
	const id = form.querySelector< HTMLInputElement >(
		'input[name="variation_id"], input.variation_id'
	)?.value;
	const empty = [
		...form.querySelectorAll< HTMLSelectElement >(
			'select[name^="attribute_"]'
		),
	].some( ( select ) => select.value === '' );
	return empty || ! id || id === '0';
}

/**
 * Why the button must not start now (the add-to-cart button is disabled),
 * or null.
 *
 * @param form       The add-to-cart form.
 * @param priceError The last re-pricing error ('' for none).
 */
export function refusal(
	form: HTMLFormElement,
	priceError: string
): string | null {
	const button = form.querySelector< HTMLElement >(
		'.single_add_to_cart_button'
	);
	const disabled =
		!! button &&
		( button.classList.contains( 'disabled' ) ||
			button.hasAttribute( 'disabled' ) ||
			button.getAttribute( 'aria-disabled' ) === 'true' );
	if ( button?.classList.contains( 'wc-variation-is-unavailable' ) ) {
		return __(
			'Sorry, this product is unavailable. Please choose a different combination.',
			'tresen-stripe'
		);
	}
	if ( selectionMissing( form ) ) {
		return __(
			'Please select some product options before buying this product.',
			'tresen-stripe'
		);
	}
	if ( priceError ) {
		return priceError;
	}
	if ( disabled ) {
		return __(
			'Sorry, this product cannot be bought right now.',
			'tresen-stripe'
		);
	}
	return null;
}
