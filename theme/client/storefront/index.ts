/**
 * Storefront behaviour that WooCommerce's general jQuery script
 * (`woocommerce`) provides, without jQuery: the store notice, show/hide
 * password buttons, the catalogue's sort select and quantity minimums; and
 * the focus on account pages' notices that WooCommerce's account-i18n gave;
 * the account's address form following its country (country-select and
 * address-i18n).
 * PHP: theme/inc/WooCommerce/GeneralScript.php.
 */
import './storefront.scss';
import { focusAccountNotice } from './account-notice';
import { initAddressForms } from './address-form';
import { provideScrollToNotices } from './compat';
import { initPasswordToggles } from './password-toggle';
import { initOrdering, raiseQuantitiesToMin } from './shop-list';
import { initStoreNotice } from './store-notice';
import { whenReady } from '@tresen/common/ready';

provideScrollToNotices();

function init(): void {
	initStoreNotice();
	initPasswordToggles();
	initOrdering();
	raiseQuantitiesToMin();
	focusAccountNotice();
	initAddressForms();
}

whenReady( init );
