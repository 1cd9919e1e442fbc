/**
 * The legal plugin's checkout filters as WooCommerce applies them.
 */
import {
	applyCheckoutFilter,
	mustContain,
	__resetCheckoutFilters,
} from '@tresen/tests/wc-blocks-checkout';
import { registerLegalFilters } from '../filters';
import type { LegalBlockSettings } from '../settings';

const settings: LegalBlockSettings = {
	placeOrderLabel: 'Zahlungspflichtig bestellen',
	lockerMessage: 'Nicht an eine Packstation.',
	lockerWords: [ 'packstation' ],
	birthInvalid: 'Bitte als TT.MM.JJJJ.',
	birthUnderAge: 'Erst ab %d.',
	timeZone: 'Europe/Berlin',
};

const beer = {
	'tresen-legal': {
		marker: 'MEHRWEG',
		deposit: 'zzgl. 0,08 € Pfand',
		deposit_line: 'zzgl. 0,48 € Pfand',
		min_age: 16,
		reference: '',
	},
};

const price = ( filterName: string, extensions: unknown ) =>
	applyCheckoutFilter( {
		filterName,
		defaultValue: '<price/>',
		extensions: extensions as Record< string, unknown >,
		arg: { context: 'cart' },
		validation: ( v: string ) => mustContain( v, '<price/>' ),
	} );

beforeEach( () => {
	__resetCheckoutFilters();
	registerLegalFilters( settings );
} );

test( 'the order button says "Zahlungspflichtig bestellen"', () => {
	expect(
		applyCheckoutFilter( {
			filterName: 'placeOrderButtonLabel',
			defaultValue: 'Bestellung aufgeben',
		} )
	).toBe( 'Zahlungspflichtig bestellen' );
} );

test( 'the unit price carries the marker and the deposit per unit, the line total the line’s deposit', () => {
	expect( price( 'subtotalPriceFormat', beer ) ).toBe(
		'<price/> MEHRWEG · zzgl. 0,08 € Pfand'
	);
	expect( price( 'cartItemPrice', beer ) ).toBe(
		'<price/> zzgl. 0,48 € Pfand'
	);
} );

test( 'a line on sale shows the lowest price of the last 30 days', () => {
	const gin = {
		'tresen-legal': {
			marker: '',
			deposit: '',
			deposit_line: '',
			min_age: 18,
			reference: 'Niedrigster Preis der letzten 30 Tage: 27,90 €',
		},
	};
	expect( price( 'subtotalPriceFormat', gin ) ).toBe(
		'<price/> Niedrigster Preis der letzten 30 Tage: 27,90 €'
	);
	expect( price( 'cartItemPrice', gin ) ).toBe( '<price/>' );
} );

test( 'a line without the plugin’s data, or with markup in it, keeps a valid format', () => {
	expect( price( 'subtotalPriceFormat', {} ) ).toBe( '<price/>' );
	expect(
		price( 'subtotalPriceFormat', {
			'tresen-legal': { marker: '<b>EINWEG</b>', deposit: 7 },
		} )
	).toBe( '<price/> bEINWEG/b' );
} );

test( 'without a label from the server WooCommerce’s label stays', () => {
	__resetCheckoutFilters();
	registerLegalFilters( { ...settings, placeOrderLabel: '' } );
	expect(
		applyCheckoutFilter( {
			filterName: 'placeOrderButtonLabel',
			defaultValue: 'Bestellung aufgeben',
		} )
	).toBe( 'Bestellung aufgeben' );
} );
