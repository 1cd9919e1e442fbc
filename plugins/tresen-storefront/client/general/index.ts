/**
 * Storefront behaviour that WooCommerce's general jQuery script
 * (`woocommerce`) provides, without jQuery: the store notice, show/hide
 * password buttons, the catalogue's sort select and quantity minimums; and
 * the focus on account pages' notices that WooCommerce's account-i18n gave;
 * the account's address form following its country (country-select and
 * address-i18n). The parts that only some pages need (the store notice,
 * password fields, the address form, account notices) load only there.
 * On any classic theme. PHP: src/General/GeneralScript.php.
 */
import './storefront.scss';
import { chunkBaseUrl } from '@tresen/common/public-path';
import { provideScrollToNotices } from './compat';
import { initOrdering, raiseQuantitiesToMin } from './shop-list';
import { whenReady } from '@tresen/common/ready';
import { isString, readSettings } from '@tresen/common/settings';

// webpack's runtime public path for the lazy chunks.
// eslint-disable-next-line camelcase, @typescript-eslint/no-unused-vars
declare let __webpack_public_path__: string;

provideScrollToNotices();

function init(): void {
	const { publicPath } = readSettings< { publicPath: string } >(
		'tresenGeneral',
		{ publicPath: { guard: isString, fallback: '' } }
	);
	const chunks = chunkBaseUrl( 'tresen-storefront-general-js', publicPath );
	if ( chunks ) {
		// eslint-disable-next-line camelcase
		__webpack_public_path__ = chunks;
	}
	if ( document.querySelector( '.woocommerce-store-notice' ) ) {
		void import(
			/* webpackChunkName: "general-notice" */ './store-notice'
		).then( ( m ) => m.initStoreNotice() );
	}
	initOrdering();
	raiseQuantitiesToMin();
	if (
		document.querySelector( '.woocommerce form input[type="password"]' )
	) {
		void import(
			/* webpackChunkName: "general-password" */ './password-toggle'
		).then( ( m ) => m.initPasswordToggles() );
	}
	if ( document.body.classList.contains( 'woocommerce-account' ) ) {
		void import(
			/* webpackChunkName: "general-account" */ './account-notice'
		).then( ( m ) => m.focusAccountNotice() );
	}
	if ( document.querySelector( 'select.country_to_state' ) ) {
		void import(
			/* webpackChunkName: "general-address" */ './address-form'
		).then( ( m ) => m.initAddressForms() );
	}
}

whenReady( init );
