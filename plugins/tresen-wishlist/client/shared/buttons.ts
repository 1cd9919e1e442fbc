/**
 * The add buttons (server-rendered, the same for every visitor) and their
 * "on your wishlist" state.
 */
import { __ } from '@wordpress/i18n';

/**
 * Marks a button's product as being on a list (the button stays, to add it to another list).
 *
 * @param button    Button.
 * @param justAdded Whether it was added right now.
 */
export function markAdded( button: HTMLElement, justAdded = true ): void {
	setState(
		button,
		true,
		__( 'On your wishlist', 'tresen-wishlist' ),
		justAdded ? 'now' : 'before'
	);
}

/**
 * Back to "add" (another variation was chosen).
 *
 * @param button Button.
 */
export function clearAdded( button: HTMLElement ): void {
	setState( button, false, __( 'Add to wishlist', 'tresen-wishlist' ) );
}

function setState(
	button: HTMLElement,
	on: boolean,
	text: string,
	added?: string
): void {
	button.classList.toggle( 'exists', on );
	button.closest( '.product' )?.classList.toggle( 'exists', on );
	const label = button.querySelector( '.tresen-wishlist-add__text' );
	if ( label ) {
		label.textContent = text;
	}
	if ( added ) {
		button.dataset.added = added;
	} else {
		delete button.dataset.added;
	}
}
