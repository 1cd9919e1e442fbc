/**
 * The login popup's wiring (lazy chunk "header-account"), loaded when the
 * pointer, focus or a touch reaches the header's account icon (see
 * index.ts; a click made meanwhile is replayed).
 */
import { initLoginPopup } from './login';
import { headerSettings } from './settings';

/**
 * Wires the account links with the header's settings.
 */
export function startAccount(): void {
	const settings = headerSettings();
	initLoginPopup( settings.login, settings.react, settings.ajaxUrl );
}
