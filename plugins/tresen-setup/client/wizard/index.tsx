/**
 * WooCommerce → Einrichtung (tresen-setup): mounts the wizard on
 * `#tresen-setup-wizard`. WordPress loads wp-element, wp-components,
 * wp-data, wp-api-fetch (with its nonce middleware) and wp-i18n for it.
 */
import domReady from '@wordpress/dom-ready';
import { createRoot } from '@wordpress/element';
import { isString, readSettings } from '@tresen/common/settings';
import './register';
import { Wizard } from './Wizard';
import './wizard.scss';

domReady( () => {
	const root = document.getElementById( 'tresen-setup-wizard' );
	if ( ! root ) {
		return;
	}
	const settings = readSettings( 'tresenSetupWizard', {
		checkUrl: { guard: isString, fallback: '' },
	} );
	createRoot( root ).render( <Wizard checkUrl={ settings.checkUrl } /> );
} );
