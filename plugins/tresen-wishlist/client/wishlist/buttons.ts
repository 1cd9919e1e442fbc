/**
 * The add buttons (server-rendered, the same for every visitor): one
 * delegated click listener, and the "on your wishlist" state.
 */
import { __ } from '@wordpress/i18n';

export interface ButtonHandlers {
	onAdd: ( button: HTMLElement ) => void;
}

/**
 * Listens to clicks on every present and future add button; returns the present ones.
 *
 * @param root     Where the buttons are.
 * @param handlers What a click does.
 */
export function initButtons(
	root: Document | HTMLElement,
	handlers: ButtonHandlers
): HTMLElement[] {
	root.addEventListener( 'click', ( event ) => {
		const target = event.target instanceof Element ? event.target : null;
		const button = target?.closest< HTMLElement >( '.tresen-wishlist-add' );
		if ( button ) {
			event.preventDefault();
			handlers.onAdd( button );
		}
	} );
	return Array.from(
		root.querySelectorAll< HTMLElement >( '.tresen-wishlist-add' )
	);
}

/**
 * Marks a button's product as being on a list (the button stays, to add it to another list).
 *
 * @param button    Button.
 * @param justAdded Whether it was added right now.
 */
export function markAdded( button: HTMLElement, justAdded = true ): void {
	button.classList.add( 'exists' );
	button.closest( '.product' )?.classList.add( 'exists' );
	const text = button.querySelector( '.tresen-wishlist-add__text' );
	if ( text ) {
		text.textContent = __( 'On your wishlist', 'tresen-wishlist' );
	}
	button.dataset.added = justAdded ? 'now' : 'before';
}

/**
 * Back to "add" (another variation was chosen).
 *
 * @param button Button.
 */
export function clearAdded( button: HTMLElement ): void {
	button.classList.remove( 'exists' );
	const text = button.querySelector( '.tresen-wishlist-add__text' );
	if ( text ) {
		text.textContent = __( 'Add to wishlist', 'tresen-wishlist' );
	}
	delete button.dataset.added;
}
