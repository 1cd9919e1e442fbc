/**
 * Field helpers: URL scheme, exclusive checkboxes, free-text options,
 * acceptance gating of the submit button and character counters.
 */

/**
 * Adds "http://" to a URL field that has a dot and no scheme.
 * @param value
 */
export function normalizeUrl( value: string ): string {
	const trimmed = value.trim();
	if (
		trimmed !== '' &&
		trimmed.includes( '.' ) &&
		! /^[a-z][a-z0-9.+-]*:/i.test( trimmed )
	) {
		return `http://${ trimmed.replace( /^\/+/, '' ) }`;
	}
	return value;
}

/**
 * Keeps only the changed box checked in an exclusive group.
 *
 * @param changed The box that changed.
 */
export function exclusiveCheckbox( changed: HTMLInputElement ): void {
	const group = changed.closest( '.wpcf7-exclusive-checkbox' );
	if ( ! group || ! changed.checked ) {
		return;
	}
	group
		.querySelectorAll< HTMLInputElement >( 'input[type="checkbox"]' )
		.forEach( ( box ) => {
			if ( box !== changed && box.name === changed.name ) {
				box.checked = false;
			}
		} );
}

/**
 * Enables each free-text input only while its option is checked.
 * @param form
 */
export function updateFreeText( form: HTMLFormElement ): void {
	form.querySelectorAll< HTMLInputElement >( '.wpcf7-free-text' ).forEach(
		( text ) => {
			const option = text
				.closest( '.wpcf7-list-item' )
				?.querySelector< HTMLInputElement >(
					'input[type="checkbox"], input[type="radio"]'
				);
			text.disabled = ! option?.checked;
		}
	);
}

/**
 * Whether every non-optional acceptance is given (inverted ones unchecked).
 * @param form
 */
export function acceptancesGiven( form: HTMLFormElement ): boolean {
	return Array.from(
		form.querySelectorAll< HTMLElement >(
			'.wpcf7-acceptance:not(.optional)'
		)
	).every( ( group ) => {
		const invert = group.classList.contains( 'invert' );
		return Array.from(
			group.querySelectorAll< HTMLInputElement >(
				'input[type="checkbox"]'
			)
		).every( ( box ) => ( invert ? ! box.checked : box.checked ) );
	} );
}

/** The controls that submit a form. */
export const SUBMIT_CONTROLS =
	'input[type="submit"], button[type="submit"], button:not([type])';

/**
 * Disables the submit buttons until every required acceptance is given.
 * While submitting the buttons stay disabled as well.
 *
 * @param form       Form.
 * @param submitting Whether a submission is running.
 */
export function updateSubmit(
	form: HTMLFormElement,
	submitting = false
): void {
	const ok = acceptancesGiven( form ) && ! submitting;
	form.querySelectorAll< HTMLInputElement | HTMLButtonElement >(
		SUBMIT_CONTROLS
	).forEach( ( button ) => {
		button.disabled = ! ok;
	} );
}

/**
 * Updates the character counters of the form.
 * @param form
 */
export function updateCounters( form: HTMLFormElement ): void {
	form.querySelectorAll< HTMLElement >(
		'.wpcf7-character-count[data-target-name]'
	).forEach( ( counter ) => {
		const name = counter.dataset.targetName ?? '';
		const target = Array.from(
			form.querySelectorAll< HTMLInputElement | HTMLTextAreaElement >(
				'input, textarea'
			)
		).find( ( el ) => el.name === name );
		if ( ! target ) {
			return;
		}
		const length = target.value.length;
		const start = Number( counter.dataset.startingValue ?? 0 ) || 0;
		const max = counter.dataset.maximumValue
			? Number( counter.dataset.maximumValue )
			: NaN;
		const min = counter.dataset.minimumValue
			? Number( counter.dataset.minimumValue )
			: NaN;
		const down = counter.classList.contains( 'down' );
		const current = down ? start - length : start + length;
		counter.dataset.currentValue = String( current );
		counter.textContent = String( current );
		counter.classList.toggle(
			'too-long',
			Number.isFinite( max ) && length > max
		);
		counter.classList.toggle(
			'too-short',
			Number.isFinite( min ) && length > 0 && length < min
		);
	} );
}
