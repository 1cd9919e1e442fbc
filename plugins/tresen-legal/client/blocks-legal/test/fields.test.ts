/**
 * Field errors of the block checkout: Packstation and under-age refused at
 * WooCommerce's field ids in `wc/store/validation`, and cleared again.
 */
import {
	__dispatched,
	__notify,
	__reset,
	__setStore,
	select,
} from '@tresen/tests/wp-data';
import { BIRTH_ERROR_ID, fieldErrors, watchFields } from '../fields';
import {
	ageOn,
	normalize,
	parseBirthDate,
	refusesLine,
	shopToday,
} from '../age';
import type { LegalBlockSettings } from '../settings';

const settings: LegalBlockSettings = {
	placeOrderLabel: 'Zahlungspflichtig bestellen',
	lockerMessage: 'Nicht an eine Packstation.',
	lockerWords: [ 'packstation', 'postfiliale', 'paketshop' ],
	birthInvalid: 'Bitte als TT.MM.JJJJ.',
	birthUnderAge: 'Erst ab %d.',
	timeZone: 'Europe/Berlin',
};

const today = new Date( 2026, 11, 1 );

const cart = ( minAge: number, address1: string, extra = {} ) => ( {
	needsShipping: true,
	extensions: { 'tresen-legal': { min_age: minAge } },
	shippingAddress: {
		address_1: address1,
		address_2: '',
		company: '',
		...extra,
	},
} );

beforeEach( () => __reset() );

test( 'the age rules read dates and addresses as the classic checkout does', () => {
	expect( normalize( 'Pack-Station 123' ) ).toBe( 'packstation' );
	expect( normalize( 'Pöstfiliale' ) ).toBe( 'poestfiliale' );
	expect(
		refusesLine( 'address_1', 'DHL PACKSTATION 101', settings.lockerWords )
	).toBe( true );
	expect( refusesLine( 'address_2', '12345678', settings.lockerWords ) ).toBe(
		true
	);
	expect( refusesLine( 'address_1', '12345678', settings.lockerWords ) ).toBe(
		false
	);
	expect(
		refusesLine( 'address_1', 'Torstraße 1', settings.lockerWords )
	).toBe( false );
	expect( parseBirthDate( '30.04.2001', today ) ).toEqual(
		new Date( 2001, 3, 30 )
	);
	expect( parseBirthDate( '2001-04-30', today ) ).toEqual(
		new Date( 2001, 3, 30 )
	);
	expect( parseBirthDate( '31.02.2001', today ) ).toBeNull();
	expect( parseBirthDate( '01.01.2030', today ) ).toBeNull();
	expect( ageOn( new Date( 2008, 11, 2 ), today ) ).toBe( 17 );
	expect( ageOn( new Date( 2008, 11, 1 ), today ) ).toBe( 18 );
} );

test( 'a Packstation and an under-age date of birth are refused only for carts with an age limit', () => {
	expect(
		fieldErrors(
			settings,
			cart( 18, 'Packstation 123' ),
			{ 'tresen-legal/birth-date': '02.12.2008' },
			today
		)
	).toEqual( {
		shipping_address_1: {
			message: 'Nicht an eine Packstation.',
			hidden: false,
		},
		[ BIRTH_ERROR_ID ]: { message: 'Erst ab 18.', hidden: false },
	} );
	expect(
		fieldErrors(
			settings,
			cart( 0, 'Packstation 123' ),
			{ 'tresen-legal/birth-date': '02.12.2020' },
			today
		)
	).toEqual( {} );
	expect(
		fieldErrors(
			settings,
			cart( 16, 'Torstraße 1', { company: '123456789' } ),
			{ 'tresen-legal/birth-date': '02.12.2010' },
			today
		)
	).toEqual( {
		shipping_company: {
			message: 'Nicht an eine Packstation.',
			hidden: false,
		},
		[ BIRTH_ERROR_ID ]: { message: 'Erst ab 16.', hidden: false },
	} );
	// A date still being typed waits for the order button (hidden).
	expect(
		fieldErrors(
			settings,
			cart( 18, 'Torstraße 1' ),
			{ 'tresen-legal/birth-date': '02.12.' },
			today
		)
	).toEqual( {
		[ BIRTH_ERROR_ID ]: { message: 'Bitte als TT.MM.JJJJ.', hidden: true },
	} );
	expect(
		fieldErrors(
			settings,
			cart( 18, 'Torstraße 1' ),
			{ 'tresen-legal/birth-date': '01.01.1990' },
			today
		)
	).toEqual( {} );
} );

test( 'the watcher sets the error at the field, keeps it when WooCommerce clears it, and clears it once the address is fine', () => {
	__setStore( 'wc/store/cart', { getCartData: cart( 18, 'Packstation 5' ) } );
	__setStore( 'wc/store/checkout', { getAdditionalFields: {} } );
	const stop = watchFields( settings );
	const validation = select( 'wc/store/validation' );
	expect( validation.getValidationError( 'shipping_address_1' ) ).toEqual( {
		message: 'Nicht an eine Packstation.',
		hidden: false,
	} );
	// WooCommerce's input clears its error on blur (the HTML input is valid): it comes back.
	const { dispatch } = jest.requireActual( '@tresen/tests/wp-data' );
	dispatch( 'wc/store/validation' ).clearValidationError(
		'shipping_address_1'
	);
	expect(
		validation.getValidationError( 'shipping_address_1' )
	).toBeDefined();

	__setStore( 'wc/store/cart', { getCartData: cart( 18, 'Torstraße 1' ) } );
	__notify();
	expect(
		validation.getValidationError( 'shipping_address_1' )
	).toBeUndefined();
	const sets = __dispatched().filter(
		( d ) => d.action === 'setValidationErrors'
	);
	expect( sets ).toHaveLength( 2 );
	stop();
} );

test( 'an error someone else set at the field is left alone', () => {
	const { dispatch } = jest.requireActual( '@tresen/tests/wp-data' );
	__setStore( 'wc/store/cart', { getCartData: cart( 18, 'Torstraße 1' ) } );
	watchFields( settings );
	dispatch( 'wc/store/validation' ).setValidationErrors( {
		shipping_address_1: {
			message: 'Bitte gib eine Adresse an.',
			hidden: false,
		},
	} );
	expect(
		select( 'wc/store/validation' ).getValidationError(
			'shipping_address_1'
		)
	).toEqual( {
		message: 'Bitte gib eine Adresse an.',
		hidden: false,
	} );
} );

test( 'the age is judged on the shop’s day, not the browser’s', () => {
	// 23:30 UTC on 30 Nov 2026 is already 1 Dec in Berlin, still 30 Nov in New York.
	const moment = new Date( Date.UTC( 2026, 10, 30, 23, 30 ) );
	expect( shopToday( 'Europe/Berlin', moment ) ).toEqual(
		new Date( 2026, 11, 1 )
	);
	expect( shopToday( 'America/New_York', moment ) ).toEqual(
		new Date( 2026, 10, 30 )
	);
	// Born 1 Dec 2008: 18 on the shop's day in Berlin, 17 a day earlier.
	const born = new Date( 2008, 11, 1 );
	expect( ageOn( born, shopToday( 'Europe/Berlin', moment ) ) ).toBe( 18 );
	expect( ageOn( born, shopToday( 'America/New_York', moment ) ) ).toBe( 17 );
	// An unknown zone falls back to the browser's day instead of throwing.
	expect( shopToday( 'Nowhere/Atlantis', moment ) ).toBeInstanceOf( Date );
} );
