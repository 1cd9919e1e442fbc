/**
 * Field errors of the block checkout, where the shopper types: a
 * Packstation, post office or parcel shop in the delivery address and an
 * under-age date of birth, for carts with an age limit (the cart's Store
 * API extension data `tresen-legal.min_age`). Read from WooCommerce's own
 * stores (`wc/store/cart`, `wc/store/checkout`) and written to
 * `wc/store/validation` under the ids of WooCommerce's fields, so each error
 * shows at its field and the blocks keep the order button from placing the
 * order while it stands. The server refuses the same orders
 * (`Tresen\Legal\Blocks\BlockCheckout`).
 */
import { dispatch, select, subscribe } from '@wordpress/data';
import {
	CART_STORE_KEY,
	CHECKOUT_STORE_KEY,
	VALIDATION_STORE_KEY,
} from '@woocommerce/block-data';
import { extensionData } from '@tresen/common/blocks';
import { isRecord } from '@tresen/common/settings';
import { ageOn, parseBirthDate, refusesLine, shopToday } from './age';
import { NAMESPACE } from './filters';
import type { LegalBlockSettings } from './settings';

/** The additional checkout field (PHP: BlockCheckout::BIRTH_FIELD). */
export const BIRTH_FIELD = 'tresen-legal/birth-date';
/** WooCommerce's validation id of a contact field: `contact_<key>`. */
export const BIRTH_ERROR_ID = `contact_${ BIRTH_FIELD }`;

const ADDRESS_PARTS = [ 'address_1', 'address_2', 'company' ];

export interface FieldError {
	message: string;
	/** Shown once the shopper tries to place the order (WooCommerce's hidden errors). */
	hidden: boolean;
}

/**
 * The errors the fields should show now, by WooCommerce's validation id.
 *
 * @param settings   The plugin's block settings.
 * @param cart       `wc/store/cart` getCartData().
 * @param additional `wc/store/checkout` getAdditionalFields().
 * @param today      Today.
 */
export function fieldErrors(
	settings: LegalBlockSettings,
	cart: unknown,
	additional: unknown,
	today: Date = new Date()
): Record< string, FieldError > {
	const data = isRecord( cart ) ? cart : {};
	const minAge =
		Number( extensionData( data.extensions, NAMESPACE ).min_age ) || 0;
	const out: Record< string, FieldError > = {};
	if ( minAge <= 0 ) {
		return out;
	}
	const address = isRecord( data.shippingAddress )
		? data.shippingAddress
		: {};
	if ( data.needsShipping !== false && settings.lockerMessage !== '' ) {
		for ( const part of ADDRESS_PARTS ) {
			const line = address[ part ];
			if (
				typeof line === 'string' &&
				refusesLine( part, line, settings.lockerWords )
			) {
				out[ `shipping_${ part }` ] = {
					message: settings.lockerMessage,
					hidden: false,
				};
				break;
			}
		}
	}
	const raw = isRecord( additional ) ? additional[ BIRTH_FIELD ] : undefined;
	if ( typeof raw === 'string' && raw.trim() !== '' ) {
		const birth = parseBirthDate( raw, today );
		if ( ! birth ) {
			if ( settings.birthInvalid !== '' ) {
				out[ BIRTH_ERROR_ID ] = {
					message: settings.birthInvalid,
					hidden: true,
				};
			}
		} else if (
			ageOn( birth, today ) < minAge &&
			settings.birthUnderAge !== ''
		) {
			out[ BIRTH_ERROR_ID ] = {
				message: settings.birthUnderAge.replace(
					'%d',
					String( minAge )
				),
				hidden: false,
			};
		}
	}
	return out;
}

/**
 * Keeps the fields' errors in `wc/store/validation` up to date with the
 * cart and the checkout (every store change). Returns the unsubscriber.
 *
 * @param settings The plugin's block settings.
 */
export function watchFields( settings: LegalBlockSettings ): () => void {
	let ours: Record< string, FieldError > = {};
	const update = () => {
		const cart = select( CART_STORE_KEY );
		const validation = select( VALIDATION_STORE_KEY );
		if ( ! cart?.getCartData || ! validation?.getValidationError ) {
			return;
		}
		const checkout = select( CHECKOUT_STORE_KEY );
		const wanted = fieldErrors(
			settings,
			cart.getCartData(),
			checkout?.getAdditionalFields ? checkout.getAdditionalFields() : {},
			shopToday( settings.timeZone )
		);
		const current = ( id: string ) =>
			validation.getValidationError( id ) as FieldError | undefined;
		const gone = Object.keys( ours ).filter(
			( id ) =>
				! wanted[ id ] && current( id )?.message === ours[ id ].message
		);
		const changed: Record< string, FieldError > = {};
		for ( const [ id, error ] of Object.entries( wanted ) ) {
			const now = current( id );
			// An error WooCommerce shows (hidden: false) stays shown.
			if (
				! now ||
				now.message !== error.message ||
				( now.hidden && ! error.hidden )
			) {
				changed[ id ] = error;
			}
		}
		ours = wanted;
		for ( const id of gone ) {
			dispatch( VALIDATION_STORE_KEY ).clearValidationError( id );
		}
		if ( Object.keys( changed ).length > 0 ) {
			dispatch( VALIDATION_STORE_KEY ).setValidationErrors( changed );
		}
	};
	const unsubscribe = subscribe( update );
	update();
	return unsubscribe;
}
