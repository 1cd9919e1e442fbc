/**
 * Storefront behaviour that WooCommerce's general jQuery script
 * (`woocommerce`) provides, without jQuery: the store notice, show/hide
 * password buttons, the catalogue's sort select and quantity minimums.
 * PHP: theme/inc/WooCommerce/GeneralScript.php.
 */
import './storefront.scss';
import { provideScrollToNotices } from './compat';
import { initPasswordToggles } from './password-toggle';
import { initOrdering, raiseQuantitiesToMin } from './shop-list';
import { initStoreNotice } from './store-notice';

provideScrollToNotices();

function init(): void {
	initStoreNotice();
	initPasswordToggles();
	initOrdering();
	raiseQuantitiesToMin();
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', init );
} else {
	init();
}
