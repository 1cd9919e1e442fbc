/**
 * Storefront behaviour that WooCommerce's general jQuery script
 * (`woocommerce`) provides, without jQuery: `jQuery.scroll_to_notices`
 * when a third-party script brought jQuery, the store notice, show/hide
 * password buttons, the catalogue's sort select and quantity minimums; and
 * the focus on account pages' notices that WooCommerce's account-i18n gave;
 * the account's address form following its country (country-select and
 * address-i18n). The parts that only some pages need (the store notice,
 * password fields, the address form, account notices) load only there,
 * the address form's on intent.
 * On any classic theme. PHP: src/General/GeneralScript.php.
 */
import './storefront.scss';
import { onIntent } from '@tresen/common/intent';
import { chunkBaseUrl } from '@tresen/common/public-path';
import { raiseQuantitiesToMin } from './shop-list';
import { whenReady } from '@tresen/common/ready';
import { isString, readSettings } from '@tresen/common/settings';

// webpack's runtime public path for the lazy chunks.
// eslint-disable-next-line camelcase, @typescript-eslint/no-unused-vars
declare let __webpack_public_path__: string;

/** The address forms whose fields follow their country (address-form.ts). */
const ADDRESS_FORMS =
	'.woocommerce-address-fields, .woocommerce-billing-fields, .woocommerce-shipping-fields';
const ADDRESS_COUNTRY = ADDRESS_FORMS.split( ', ' )
	.map( ( form ) => `${ form } select.country_to_state` )
	.join( ', ' );

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
	// `jQuery.scroll_to_notices` for third-party scripts, only when jQuery is
	// on the page (chunk `general-compat`; they call it on an error, later).
	if ( typeof ( window as { jQuery?: unknown } ).jQuery === 'function' ) {
		void import( /* webpackChunkName: "general-compat" */ './compat' ).then(
			( m ) => m.provideScrollToNotices()
		);
	}
	if ( document.querySelector( '.woocommerce-store-notice' ) ) {
		void import(
			/* webpackChunkName: "general-notice" */ './store-notice'
		).then( ( m ) => m.initStoreNotice() );
	}
	// The catalogue's sort select (chunk `general-ordering`), only on a list that has one.
	if ( document.querySelector( '.woocommerce-ordering' ) ) {
		void import(
			/* webpackChunkName: "general-ordering" */ './ordering'
		).then( ( m ) => m.initOrdering() );
	}
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
	// An address form's country select (not the cart's shipping calculator,
	// which has its own code): what follows the country loads on intent in
	// the form (pointer, focus or a touch in it; a browser's autofill starts
	// from a focused field too).
	if ( document.querySelector( ADDRESS_COUNTRY ) ) {
		onIntent( {
			selector: ADDRESS_FORMS,
			load: () =>
				import(
					/* webpackChunkName: "general-address" */ './address-form'
				).then( ( m ) => m.initAddressForms() ),
		} );
	}
}

whenReady( init );
