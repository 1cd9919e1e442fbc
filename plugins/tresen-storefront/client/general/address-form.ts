/**
 * The account's address form (`/mein-konto/edit-address/…`) and the
 * checkout's billing and shipping fields: when the
 * country changes, the state field and the other fields follow it as
 * WooCommerce's country-select and address-i18n scripts make them (which
 * GeneralScript.php replaces there, and with them jQuery). WooCommerce's
 * public events `country_to_state_changing` / `country_to_state_changed`
 * still fire when jQuery is on the page.
 */
import {
	addressI18n,
	applyAddressLocale,
	countryStates,
	rebuildStateField,
	selectStateText,
} from '@tresen/common/address';
import { triggerJQuery } from '@tresen/common/events';

const WRAPPER =
	'.woocommerce-address-fields, .woocommerce-billing-fields, .woocommerce-shipping-fields';
const COUNTRY_SELECTS = WRAPPER.split( ', ' )
	.map( ( wrapper ) => `${ wrapper } select.country_to_state` )
	.join( ', ' );

/**
 * The element as WooCommerce's handlers get it: wrapped when jQuery is on the page.
 *
 * @param el Element.
 */
function wrapped( el: Element ): unknown {
	const $ = ( window as unknown as { jQuery?: ( e: Element ) => unknown } )
		.jQuery;
	return typeof $ === 'function' ? $( el ) : el;
}

/**
 * Applies a country to its address form.
 *
 * @param country The country select.
 */
export function countryChanged( country: HTMLSelectElement ): void {
	const wrapper = country.closest< HTMLElement >( WRAPPER );
	if ( ! wrapper ) {
		return;
	}
	const prefix = country.name.replace( /country$/, '' );
	triggerJQuery(
		'country_to_state_changing',
		[ country.value, wrapped( wrapper ) ],
		document.body
	);
	const states = countryStates();
	const state = wrapper.querySelector< HTMLInputElement | HTMLSelectElement >(
		`[name="${ prefix }state"]`
	);
	if ( states && state ) {
		rebuildStateField( state, states[ country.value ], selectStateText() );
	}
	const i18n = addressI18n();
	if ( i18n ) {
		applyAddressLocale( wrapper, country.value, i18n );
	}
	triggerJQuery( 'country_to_state_changed', [
		country.value,
		wrapped( wrapper ),
	] );
}

/** Delegated: follows every address form's country select. */
export function initAddressForms(): void {
	document.addEventListener( 'change', ( e ) => {
		if (
			e.target instanceof HTMLSelectElement &&
			e.target.matches( COUNTRY_SELECTS )
		) {
			countryChanged( e.target );
		}
	} );
}
