/**
 * Header behaviour: the mobile off-canvas menu.
 */
import { initMenuToggle } from './menu';

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', () => initMenuToggle() );
} else {
	initMenuToggle();
}
