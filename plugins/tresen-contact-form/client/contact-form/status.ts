/**
 * The form's status: API statuses map to DOM statuses, shown as a class
 * and data-status on the form (CF7's contract, which theme CSS relies on).
 */

export const DOM_STATUSES = [
	'init',
	'validating',
	'submitting',
	'resetting',
	'invalid',
	'unaccepted',
	'spam',
	'aborted',
	'sent',
	'failed',
	'payment-required',
] as const;

const API_TO_DOM: Record< string, string > = {
	init: 'init',
	validation_failed: 'invalid',
	acceptance_missing: 'unaccepted',
	spam: 'spam',
	aborted: 'aborted',
	mail_sent: 'sent',
	mail_failed: 'failed',
	submitting: 'submitting',
	resetting: 'resetting',
	validating: 'validating',
	payment_required: 'payment-required',
};

/** Events fired for API statuses (besides wpcf7submit, which always fires). */
export const STATUS_EVENTS: Record< string, string > = {
	validation_failed: 'wpcf7invalid',
	acceptance_missing: 'wpcf7unaccepted',
	spam: 'wpcf7spam',
	aborted: 'wpcf7aborted',
	mail_sent: 'wpcf7mailsent',
	mail_failed: 'wpcf7mailfailed',
	payment_required: 'wpcf7paymentrequired',
};

/**
 * DOM status of an API (or DOM) status; unknown ones become custom-<slug>.
 *
 * @param status Status from the server or the script.
 */
export function domStatus( status: string ): string {
	if ( status in API_TO_DOM ) {
		return API_TO_DOM[ status ];
	}
	if ( ( DOM_STATUSES as readonly string[] ).includes( status ) ) {
		return status;
	}
	const slug = status
		.toLowerCase()
		.replace( /[^0-9a-z]+/g, '-' )
		.replace( /^-+|-+$/g, '' );
	return `custom-${ slug }`;
}

/**
 * Current DOM status of a form.
 * @param form
 */
export function getStatus( form: HTMLFormElement ): string {
	return form.getAttribute( 'data-status' ) ?? 'init';
}

/**
 * Sets the status class and data-status, toggles `inert-on-<status>`
 * elements and fires wpcf7statuschanged when it changed.
 *
 * @param form   Form.
 * @param status API or DOM status.
 */
export function setStatus( form: HTMLFormElement, status: string ): string {
	const next = domStatus( status );
	const prev = getStatus( form );
	if ( prev !== next ) {
		form.classList.remove( prev );
	}
	form.classList.add( next );
	form.setAttribute( 'data-status', next );
	form.querySelectorAll( '[class*="inert-on-"]' ).forEach( ( el ) => {
		const inert = el.classList.contains( `inert-on-${ next }` );
		if ( inert ) {
			el.setAttribute( 'inert', '' );
		} else {
			el.removeAttribute( 'inert' );
		}
	} );
	if ( prev !== next ) {
		form.dispatchEvent(
			new CustomEvent( 'wpcf7statuschanged', {
				bubbles: true,
				detail: { prevStatus: prev, status: next },
			} )
		);
	}
	return next;
}
