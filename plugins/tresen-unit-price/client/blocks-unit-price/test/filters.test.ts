/**
 * The unit price beside each block cart line, as WooCommerce applies the filter.
 */
import {
	applyCheckoutFilter,
	mustContain,
	registerCheckoutFilters,
	__resetCheckoutFilters,
} from '@tresen/tests/wc-blocks-checkout';
import { registerUnitPriceFilters } from '../filters';

const unitFormat = ( extensions: unknown ) =>
	applyCheckoutFilter( {
		filterName: 'subtotalPriceFormat',
		defaultValue: '<price/>',
		extensions: extensions as Record< string, unknown >,
		arg: { context: 'summary' },
		validation: ( v: string ) => mustContain( v, '<price/>' ),
	} );

beforeEach( () => __resetCheckoutFilters() );

test( 'a line with a unit price shows it after the price of one unit', () => {
	registerUnitPriceFilters();
	expect(
		unitFormat( { 'tresen-unit-price': { unit_price: '3,58 € / 1 l' } } )
	).toBe( '<price/> (3,58 € / 1 l)' );
} );

test( 'a line without one keeps WooCommerce’s format', () => {
	registerUnitPriceFilters();
	expect( unitFormat( {} ) ).toBe( '<price/>' );
	expect( unitFormat( { 'tresen-unit-price': { unit_price: '' } } ) ).toBe(
		'<price/>'
	);
} );

test( 'it adds to what another plugin’s filter wrote (the deposit of the legal plugin)', () => {
	registerCheckoutFilters( 'tresen-legal', {
		subtotalPriceFormat: ( v: unknown ) => `${ v } MEHRWEG`,
	} );
	registerUnitPriceFilters();
	expect(
		unitFormat( { 'tresen-unit-price': { unit_price: '3,58 € / 1 l' } } )
	).toBe( '<price/> MEHRWEG (3,58 € / 1 l)' );
} );
