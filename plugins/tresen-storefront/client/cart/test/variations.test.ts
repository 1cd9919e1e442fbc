import {
	findVariation,
	hasOpenAttribute,
	isMatch,
	isPurchasable,
	optionStates,
	parseVariations,
	type Variation,
} from '../lib/variations';

const v = (
	id: number,
	attributes: Record< string, string >,
	extra: Partial< Variation > = {}
): Variation => ( {
	variation_id: id,
	attributes,
	is_purchasable: true,
	is_in_stock: true,
	variation_is_visible: true,
	variation_is_active: true,
	...extra,
} );

const VARIATIONS = [
	v( 11, { attribute_groesse: '0,35 l', attribute_jahrgang: '2019' } ),
	v( 12, { attribute_groesse: '0,7 l', attribute_jahrgang: '2019' } ),
	v(
		13,
		{ attribute_groesse: '0,7 l', attribute_jahrgang: '2021' },
		{ is_in_stock: false }
	),
	v( 14, { attribute_groesse: '1,5 l', attribute_jahrgang: '' } ),
	v(
		15,
		{ attribute_groesse: '3 l', attribute_jahrgang: '2019' },
		{ variation_is_active: false }
	),
];

describe( 'variation matching', () => {
	it( 'finds the variation for a full choice', () => {
		expect(
			findVariation( VARIATIONS, {
				attribute_groesse: '0,7 l',
				attribute_jahrgang: '2019',
			} )?.variation_id
		).toBe( 12 );
		expect(
			findVariation( VARIATIONS, {
				attribute_groesse: '0,35 l',
				attribute_jahrgang: '2021',
			} )
		).toBeNull();
	} );

	it( 'needs every attribute chosen', () => {
		expect(
			findVariation( VARIATIONS, {
				attribute_groesse: '0,7 l',
				attribute_jahrgang: '',
			} )
		).toBeNull();
	} );

	it( 'treats an empty variation value as "any"', () => {
		const found = findVariation( VARIATIONS, {
			attribute_groesse: '1,5 l',
			attribute_jahrgang: '2021',
		} );
		expect( found?.variation_id ).toBe( 14 );
		expect( found && hasOpenAttribute( found ) ).toBe( true );
		expect( isMatch( { a: '' }, { a: 'x' } ) ).toBe( true );
		expect( isMatch( { a: 'y' }, { a: 'x' } ) ).toBe( false );
	} );

	it( 'knows which options still lead somewhere', () => {
		const { values, any } = optionStates(
			VARIATIONS,
			{ attribute_groesse: '0,35 l', attribute_jahrgang: '' },
			'attribute_jahrgang'
		);
		expect( [ ...values.keys() ] ).toEqual( [ '2019' ] );
		expect( any ).toBeNull();
		const sizes = optionStates(
			VARIATIONS,
			{ attribute_groesse: '', attribute_jahrgang: '2019' },
			'attribute_groesse'
		);
		expect( sizes.values.get( '3 l' ) ).toEqual( {
			exists: true,
			active: false,
		} );
		expect( sizes.values.get( '0,7 l' )?.active ).toBe( true );
		expect( sizes.values.has( '1,5 l' ) ).toBe( true );
	} );

	it( 'says an out-of-stock variation cannot be bought', () => {
		expect( isPurchasable( VARIATIONS[ 2 ] ) ).toBe( false );
		expect( isPurchasable( VARIATIONS[ 1 ] ) ).toBe( true );
	} );

	it( 'reads data-product_variations, or null for "ask the server"', () => {
		expect( parseVariations( 'false' ) ).toBeNull();
		expect( parseVariations( '{broken' ) ).toBeNull();
		expect( parseVariations( JSON.stringify( VARIATIONS ) ) ).toHaveLength(
			5
		);
	} );
} );
