/**
 * The review form's star rating (a radio group the plugin prints instead of
 * WooCommerce's select; src/Product/ProductPage.php): sending
 * without a rating is stopped with "Bitte wähle eine Bewertung" as an alert
 * at the group, and focus goes to the first star.
 */
import { __ } from '@wordpress/i18n';

/**
 * Shows or removes the group's error.
 *
 * @param group The rating fieldset.
 * @param show  Whether to show it.
 */
function setError( group: HTMLElement, show: boolean ): void {
	let error = group.querySelector< HTMLElement >( '.tresen-rating__error' );
	const radios = group.querySelectorAll< HTMLInputElement >(
		'input[name="rating"]'
	);
	if ( ! show ) {
		error?.remove();
		radios.forEach( ( r ) => r.removeAttribute( 'aria-invalid' ) );
		return;
	}
	if ( ! error ) {
		error = document.createElement( 'p' );
		error.className = 'tresen-rating__error';
		error.id = 'tresen-rating-error';
		error.setAttribute( 'role', 'alert' );
		group.append( error );
	}
	error.textContent = __( 'Please select a rating', 'tresen-storefront' );
	radios.forEach( ( r ) => {
		r.setAttribute( 'aria-invalid', 'true' );
		r.setAttribute( 'aria-describedby', error.id );
	} );
}

export function initRating(): void {
	const group = document.querySelector< HTMLElement >( '.tresen-rating' );
	const form = group?.closest( 'form' );
	if ( ! group || ! form ) {
		return;
	}
	const required =
		group.querySelector( 'input[name="rating"][required]' ) !== null;
	const checked = () =>
		group.querySelector( 'input[name="rating"]:checked' ) !== null;
	const refuse = ( event: Event ) => {
		event.preventDefault();
		setError( group, true );
		group
			.querySelector< HTMLInputElement >( 'input[name="rating"]' )
			?.focus();
	};
	// The browser's own check runs first: its "invalid" event replaces its bubble with our alert.
	group.addEventListener( 'invalid', refuse, true );
	form.addEventListener( 'submit', ( event ) => {
		if ( required && ! checked() ) {
			refuse( event );
		}
	} );
	group.addEventListener( 'change', () => setError( group, false ) );
}
