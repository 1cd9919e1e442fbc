/**
 * Entry of the login-required dialog (see login-required.tsx).
 */
import { start } from './login-required';

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', () => start() );
} else {
	start();
}
