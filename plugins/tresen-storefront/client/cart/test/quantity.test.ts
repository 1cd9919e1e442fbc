import {
	decimalsOf,
	raiseToMin,
	readBounds,
	stepQuantity,
} from '../lib/quantity';

describe( 'quantity arithmetic', () => {
	it( 'defaults to min 0, step 1 and no max', () => {
		expect( readBounds( null, '', null ) ).toEqual( {
			min: 0,
			max: null,
			step: 1,
		} );
		expect( readBounds( '1', '', 'any' ) ).toEqual( {
			min: 1,
			max: null,
			step: 1,
		} );
		expect( stepQuantity( '0', -1, readBounds( null, null, null ) ) ).toBe(
			'0'
		);
		expect( stepQuantity( '3', 1, readBounds( null, null, null ) ) ).toBe(
			'4'
		);
	} );

	it( 'counts decimal steps without float noise', () => {
		const half = readBounds( '0.5', '', '0.5' );
		expect( stepQuantity( '1.5', 1, half ) ).toBe( '2' );
		expect( stepQuantity( '2', -1, half ) ).toBe( '1.5' );
		const tenth = readBounds( '0', '', '0.1' );
		expect( stepQuantity( '0.2', 1, tenth ) ).toBe( '0.3' );
		expect( decimalsOf( 0.25 ) ).toBe( 2 );
		expect( decimalsOf( 1e-7 ) ).toBe( 7 );
	} );

	it( 'stops at max and at min', () => {
		const b = readBounds( '1', '5', '1' );
		expect( stepQuantity( '5', 1, b ) ).toBe( '5' );
		expect( stepQuantity( '1', -1, b ) ).toBe( '1' );
		// A max below min is ignored (WooCommerce prints max="" or -1 for unlimited).
		expect( readBounds( '1', '-1', '1' ).max ).toBeNull();
	} );

	it( 'treats an empty or garbled field as 0 and clamps into range', () => {
		const b = readBounds( '2', '10', '2' );
		expect( stepQuantity( '', 1, b ) ).toBe( '2' );
		expect( stepQuantity( 'abc', -1, b ) ).toBe( '2' );
		expect( stepQuantity( '40', -1, b ) ).toBe( '10' );
	} );

	it( 'raises a typed value below min to min and leaves others alone', () => {
		const b = readBounds( '6', '', '6' );
		expect( raiseToMin( '2', b ) ).toBe( '6' );
		expect( raiseToMin( '12', b ) ).toBeNull();
		expect( raiseToMin( '', b ) ).toBeNull();
		expect( raiseToMin( '0.2', readBounds( '0.5', '', '0.5' ) ) ).toBe(
			'0.5'
		);
	} );
} );
