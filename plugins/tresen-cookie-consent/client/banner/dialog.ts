/**
 * The settings dialog (server-rendered, hidden): one switch per category,
 * "necessary" checked and disabled.
 */

export const TOGGLE_SELECTOR =
	'input[type="checkbox"][data-tresen-cc-category]';

/**
 * The first switch the visitor can change: where focus goes when the
 * dialog opens (not the privacy link in the intro, nor the locked
 * "necessary" switch).
 *
 * @param dialog Dialog element.
 */
export function firstToggle( dialog: HTMLElement ): HTMLInputElement | null {
	return (
		Array.from(
			dialog.querySelectorAll< HTMLInputElement >( TOGGLE_SELECTOR )
		).find(
			( input ) => ! input.disabled && ! input.closest( '[hidden]' )
		) ?? null
	);
}

/**
 * Sets the switches from the flags; locked switches stay on.
 *
 * @param dialog Dialog element.
 * @param flags  Category flags.
 */
export function fillToggles(
	dialog: HTMLElement,
	flags: Record< string, boolean >
): void {
	dialog
		.querySelectorAll< HTMLInputElement >( TOGGLE_SELECTOR )
		.forEach( ( input ) => {
			input.checked =
				input.disabled ||
				flags[ input.dataset.tresenCcCategory ?? '' ] === true;
		} );
}

/**
 * Reads the visitor's choices from the switches.
 *
 * @param dialog Dialog element.
 */
export function readToggles( dialog: HTMLElement ): Record< string, boolean > {
	const out: Record< string, boolean > = {};
	dialog
		.querySelectorAll< HTMLInputElement >( TOGGLE_SELECTOR )
		.forEach( ( input ) => {
			const slug = input.dataset.tresenCcCategory;
			if ( slug ) {
				out[ slug ] = input.disabled || input.checked;
			}
		} );
	return out;
}
