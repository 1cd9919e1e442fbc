/**
 * Wishlist quantities: whole numbers 1–9999, one request once typing stops (1 s).
 */
import { Debouncer, parseQuantity } from '../quantity';

describe( 'parseQuantity', () => {
	it( 'accepts whole numbers from 1 to 9999 only', () => {
		expect( parseQuantity( ' 12 ' ) ).toBe( 12 );
		expect( parseQuantity( '9999' ) ).toBe( 9999 );
		for ( const bad of [
			'',
			'0',
			'-1',
			'1.5',
			'1,5',
			'1e3',
			'10000',
			'abc',
		] ) {
			expect( parseQuantity( bad ) ).toBeNull();
		}
	} );
} );

describe( 'Debouncer', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'runs the last job once, 1 s after the last change, per item', () => {
		const sent: string[] = [];
		const d = new Debouncer( 1000 );
		d.schedule( 'a', () => void sent.push( 'a1' ) );
		jest.advanceTimersByTime( 600 );
		d.schedule( 'a', () => void sent.push( 'a2' ) );
		d.schedule( 'b', () => void sent.push( 'b1' ) );
		jest.advanceTimersByTime( 999 );
		expect( sent ).toEqual( [] );
		jest.advanceTimersByTime( 1 );
		expect( sent ).toEqual( [ 'a2', 'b1' ] );
	} );

	it( 'sends nothing after a cancel (an invalid value was typed)', () => {
		const job = jest.fn();
		const d = new Debouncer( 1000 );
		d.schedule( 'a', job );
		d.cancel( 'a' );
		jest.advanceTimersByTime( 5000 );
		expect( job ).not.toHaveBeenCalled();
	} );
} );
