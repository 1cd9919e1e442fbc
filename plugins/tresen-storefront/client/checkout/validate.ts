/**
 * What WooCommerce's checkout script checks while the shopper types
 * (required, e-mail, phone; `woocommerce-invalid*` classes and
 * `aria-invalid` on the row). Chunk `checkout-validate`, loaded when the
 * shopper reaches into the form; placing the order (submit.ts) uses it too.
 */
import { isField, isShown, type Field } from './fields';

const INVALID_CLASSES = [
	'woocommerce-invalid',
	'woocommerce-invalid-required-field',
	'woocommerce-invalid-email',
	'woocommerce-invalid-phone',
];

// WooCommerce's e-mail check, simplified to the same outcome for real addresses:
// a local part, "@", and a domain with a dot and no spaces.
const EMAIL = /^[^\s@"]+@[^\s@.]+(\.[^\s@.]+)+$/u;
const PHONE_CHARS = /[\s#0-9_\-+/().]/g;

/**
 * Checks a field as WooCommerce's checkout does on change, blur and submit.
 * Returns whether it is valid; marks its row either way.
 *
 * @param field The input, select or checkbox.
 */
export function validateField( field: Field ): boolean {
	const row = field.closest( '.form-row' );
	if ( ! row ) {
		return true;
	}
	const value = field.value.trim();
	let problem: string | null = null;
	if ( row.classList.contains( 'validate-required' ) ) {
		const empty =
			field instanceof HTMLInputElement && field.type === 'checkbox'
				? ! field.checked
				: value === '';
		if ( empty ) {
			problem = 'woocommerce-invalid-required-field';
		}
	}
	if (
		! problem &&
		row.classList.contains( 'validate-email' ) &&
		value !== '' &&
		! EMAIL.test( value )
	) {
		problem = 'woocommerce-invalid-email';
	}
	if (
		! problem &&
		row.classList.contains( 'validate-phone' ) &&
		value.replace( PHONE_CHARS, '' ).length > 0
	) {
		problem = 'woocommerce-invalid-phone';
	}
	row.classList.remove( ...INVALID_CLASSES, 'woocommerce-validated' );
	if ( problem ) {
		row.classList.add( 'woocommerce-invalid', problem );
		field.setAttribute( 'aria-invalid', 'true' );
		return false;
	}
	row.classList.add( 'woocommerce-validated' );
	field.removeAttribute( 'aria-invalid' );
	return true;
}

/**
 * Clears a field's marks while the shopper types (WooCommerce does the same
 * on `input`): the inline message goes, the row is neither valid nor invalid.
 *
 * @param field The input.
 */
export function clearField( field: Field ): void {
	const row = field.closest( '.form-row' );
	row?.classList.remove( ...INVALID_CLASSES, 'woocommerce-validated' );
	row?.querySelector( '.checkout-inline-error-message' )?.remove();
	field.removeAttribute( 'aria-invalid' );
	const own = `${ field.id }_description`;
	const rest = ( field.getAttribute( 'aria-describedby' ) ?? '' )
		.split( /\s+/ )
		.filter( ( id ) => id !== '' && id !== own );
	if ( rest.length ) {
		field.setAttribute( 'aria-describedby', rest.join( ' ' ) );
	} else {
		field.removeAttribute( 'aria-describedby' );
	}
}

/** A required field the shopper left empty. */
export interface MissingField {
	field: Field;
	/** The row's label without the required mark. */
	label: string;
}

/**
 * The label of a field's row, without WooCommerce's "*" and "(optional)".
 *
 * @param field Field.
 */
export function fieldLabel( field: Field ): string {
	const row = field.closest( '.form-row' );
	const label = row?.querySelector( 'label' );
	if ( ! label ) {
		return field.name;
	}
	const copy = label.cloneNode( true ) as HTMLElement;
	copy.querySelectorAll( '.required, .optional, abbr' ).forEach( ( el ) =>
		el.remove()
	);
	return ( copy.textContent ?? '' ).replace( /\s+/g, ' ' ).trim();
}

/**
 * Every shown required field (and the terms box) that is still empty, in
 * the form's order.
 *
 * @param form The checkout form.
 */
export function missingRequired( form: HTMLFormElement ): MissingField[] {
	const out: MissingField[] = [];
	form.querySelectorAll( '.validate-required' ).forEach( ( row ) => {
		const field = row.querySelector( 'input, select, textarea' );
		if ( ! isField( field ) || ! isShown( row ) || field.disabled ) {
			return;
		}
		if ( ! validateField( field ) ) {
			out.push( { field, label: fieldLabel( field ) } );
		}
	} );
	return out;
}
