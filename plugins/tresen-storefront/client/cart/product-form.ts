/**
 * The product page form adds by ajax (simple and variable products). This is
 * progressive enhancement: without JavaScript, or for forms we do not know
 * (grouped, external, file uploads), the normal form POST runs.
 */
import { addToCart, type AddContext } from './add-to-cart';
import { currentVariation } from './variation-form';
import { hasOpenAttribute } from './lib/variations';

function supported( form: HTMLFormElement ): boolean {
	if (
		form.hasAttribute( 'data-tresen-no-ajax' ) ||
		form.querySelector( 'input[type="file"]' )
	) {
		return false;
	}
	if ( form.classList.contains( 'variations_form' ) ) {
		return true;
	}
	const product = form.closest( '.product' );
	return (
		!! product?.classList.contains( 'product-type-simple' ) &&
		! form.classList.contains( 'grouped_form' )
	);
}

/**
 * The request fields: every form field except `add-to-cart` (which would make
 * WooCommerce's form handler add the product a second time), with product_id
 * set to the variation id for variable products, as `add_to_cart` expects.
 *
 * @param form      The form.
 * @param submitter The clicked button.
 * @return Fields, or null when the form cannot be sent by ajax.
 */
export function formData(
	form: HTMLFormElement,
	submitter: HTMLElement | null
): URLSearchParams | null {
	const fields = new FormData( form );
	const data = new URLSearchParams();
	let productId = '';
	for ( const [ name, value ] of fields.entries() ) {
		if ( typeof value !== 'string' ) {
			return null;
		}
		if ( name === 'add-to-cart' ) {
			productId = value;
			continue;
		}
		data.append( name, value );
	}
	if (
		submitter instanceof HTMLButtonElement &&
		submitter.name === 'add-to-cart' &&
		submitter.value
	) {
		productId = submitter.value;
	}
	const variationId = data.get( 'variation_id' );
	if ( form.classList.contains( 'variations_form' ) ) {
		const variation = currentVariation( form );
		if (
			! variationId ||
			variationId === '0' ||
			( variation && hasOpenAttribute( variation ) )
		) {
			return null;
		}
		productId = variationId;
	}
	productId = productId || data.get( 'product_id' ) || '';
	if ( ! productId ) {
		return null;
	}
	data.set( 'product_id', productId );
	if ( ! data.get( 'quantity' ) ) {
		data.set( 'quantity', '1' );
	}
	return data;
}

/**
 * Wires every product form on the page.
 *
 * @param ctx Add context.
 */
export function initProductForms( ctx: AddContext ): void {
	document.addEventListener( 'submit', ( event ) => {
		const form =
			event.target instanceof HTMLFormElement ? event.target : null;
		if (
			! form ||
			! form.matches( 'form.cart' ) ||
			event.defaultPrevented ||
			! supported( form )
		) {
			return;
		}
		const submitter =
			( event as SubmitEvent ).submitter ??
			form.querySelector( '.single_add_to_cart_button' );
		const button = form.querySelector< HTMLElement >(
			'.single_add_to_cart_button'
		);
		if ( ! button ) {
			return;
		}
		const data = formData(
			form,
			submitter instanceof HTMLElement ? submitter : null
		);
		if ( ! data ) {
			return;
		}
		event.preventDefault();
		if ( button.getAttribute( 'aria-busy' ) === 'true' ) {
			return;
		}
		const title = document
			.querySelector( '.product_title' )
			?.textContent?.trim();
		const message = title
			? ctx.settings.i18n.addedNamed.replace( '%s', title )
			: undefined;
		void addToCart( data, button, ctx, message );
	} );
}
