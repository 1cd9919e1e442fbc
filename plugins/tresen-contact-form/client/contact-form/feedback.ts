/**
 * Shows field errors and response messages: a tip under each field
 * (aria-invalid, aria-describedby, setCustomValidity), a screen-reader list,
 * and the response message in the output box and the live region.
 */

const CONTROLS = 'input:not([type="hidden"]), select, textarea';

function wrapOf( form: HTMLFormElement, field: string ): HTMLElement | null {
	const name = field.replace( /\[\]$/, '' );
	for ( const wrap of Array.from(
		form.querySelectorAll< HTMLElement >(
			'.wpcf7-form-control-wrap[data-name]'
		)
	) ) {
		if ( wrap.dataset.name === name ) {
			return wrap;
		}
	}
	return null;
}

/**
 * The form's `.wpcf7` wrapper (the form itself when it has none).
 *
 * @param form Form.
 */
export function container( form: HTMLFormElement ): HTMLElement {
	return ( form.closest( '.wpcf7' ) as HTMLElement | null ) ?? form;
}

/**
 * Id of the screen-reader list item of a field error.
 * @param unitTag
 * @param field
 */
export function errorId( unitTag: string, field: string ): string {
	return `${ unitTag }-ve-${ field }`;
}

/**
 * Marks a field invalid with a message.
 *
 * @param form    Form.
 * @param unitTag Unit tag.
 * @param field   Field name.
 * @param message Message.
 */
export function setFieldError(
	form: HTMLFormElement,
	unitTag: string,
	field: string,
	message: string
): void {
	const id = errorId( unitTag, field );
	const list = container( form ).querySelector(
		'.screen-reader-response ul'
	);
	if ( list ) {
		let item = list.querySelector< HTMLLIElement >(
			`li[id="${ CSS.escape( id ) }"]`
		);
		if ( ! item ) {
			item = document.createElement( 'li' );
			item.id = id;
			list.appendChild( item );
		}
		item.textContent = message;
	}
	const wrap = wrapOf( form, field );
	if ( ! wrap ) {
		return;
	}
	wrap.querySelector( '.wpcf7-not-valid-tip' )?.remove();
	const tip = document.createElement( 'span' );
	tip.className = 'wpcf7-not-valid-tip';
	tip.setAttribute( 'aria-hidden', 'true' );
	tip.textContent = message;
	wrap.appendChild( tip );
	wrap.querySelectorAll< HTMLElement >( '.wpcf7-form-control' ).forEach(
		( el ) => el.classList.add( 'wpcf7-not-valid' )
	);
	wrap.querySelectorAll( '[aria-invalid]' ).forEach( ( el ) =>
		el.setAttribute( 'aria-invalid', 'true' )
	);
	wrap.querySelectorAll< HTMLInputElement >( CONTROLS ).forEach( ( el ) => {
		if ( el.classList.contains( 'wpcf7-free-text' ) ) {
			return;
		}
		el.setAttribute( 'aria-describedby', id );
		el.setCustomValidity?.( message );
	} );
}

/**
 * Removes the error of a field.
 *
 * @param form    Form.
 * @param unitTag Unit tag.
 * @param field   Field name.
 */
export function removeFieldError(
	form: HTMLFormElement,
	unitTag: string,
	field: string
): void {
	const id = errorId( unitTag, field );
	container( form )
		.querySelector(
			`.screen-reader-response li[id="${ CSS.escape( id ) }"]`
		)
		?.remove();
	const wrap = wrapOf( form, field );
	if ( ! wrap ) {
		return;
	}
	wrap.querySelector( '.wpcf7-not-valid-tip' )?.remove();
	wrap.querySelectorAll( '.wpcf7-not-valid' ).forEach( ( el ) =>
		el.classList.remove( 'wpcf7-not-valid' )
	);
	wrap.querySelectorAll( '[aria-invalid]' ).forEach( ( el ) =>
		el.setAttribute( 'aria-invalid', 'false' )
	);
	wrap.querySelectorAll< HTMLInputElement >( CONTROLS ).forEach( ( el ) => {
		if ( el.getAttribute( 'aria-describedby' ) === id ) {
			el.removeAttribute( 'aria-describedby' );
		}
		el.setCustomValidity?.( '' );
	} );
}

/**
 * Fields that currently show an error.
 * @param form
 */
export function invalidFields( form: HTMLFormElement ): string[] {
	return Array.from(
		form.querySelectorAll< HTMLElement >(
			'.wpcf7-form-control-wrap[data-name]'
		)
	)
		.filter( ( wrap ) => wrap.querySelector( '.wpcf7-not-valid-tip' ) )
		.map( ( wrap ) => wrap.dataset.name ?? '' );
}

/**
 * Writes the response message (visible box + live region).
 *
 * @param form    Form.
 * @param message Message ('' clears).
 * @param isError Whether it reports a technical failure (styled as an error).
 */
export function setResponse(
	form: HTMLFormElement,
	message: string,
	isError = false
): void {
	const output = form.querySelector( '.wpcf7-response-output' );
	if ( output ) {
		output.textContent = message;
		output.classList.toggle( 'tresen-cf-error', isError );
	}
	const live = container( form ).querySelector(
		'.screen-reader-response [role="status"]'
	);
	if ( live ) {
		live.textContent = message;
	}
}

/**
 * Clears every error and the response message.
 * @param form
 * @param unitTag
 */
export function clearResponse( form: HTMLFormElement, unitTag: string ): void {
	invalidFields( form ).forEach( ( field ) =>
		removeFieldError( form, unitTag, field )
	);
	container( form )
		.querySelectorAll( '.screen-reader-response ul li' )
		.forEach( ( li ) => li.remove() );
	setResponse( form, '' );
}

/**
 * Moves focus to the first field with an error.
 * @param form
 */
export function focusFirstError( form: HTMLFormElement ): void {
	const wrap = form
		.querySelector( '.wpcf7-form-control-wrap .wpcf7-not-valid-tip' )
		?.closest( '.wpcf7-form-control-wrap' );
	wrap?.querySelector< HTMLElement >( CONTROLS )?.focus();
}
