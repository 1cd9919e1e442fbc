/**
 * The one settings reader: every value checked at runtime, the default (and
 * a console error) for a value of the wrong kind, nothing for a missing one.
 */
import {
	isArrayOf,
	isFilled,
	isNumber,
	isShape,
	isString,
	readSettings,
} from '../settings';

const schema = {
	endpoint: { guard: isString, fallback: '' },
	key: { guard: isFilled, fallback: 'tresen_cart_hash' },
	minChars: { guard: isNumber, fallback: 3 },
	react: {
		guard: isArrayOf( isShape( { id: isString, src: isString } ) ),
		fallback: [] as Array< { id: string; src: string } >,
	},
};

it( 'reads the printed global, checked', () => {
	(
		window as unknown as { tresenExample: Record< string, unknown > }
	 ).tresenExample = {
		endpoint: '/?wc-ajax=x',
		key: 'k',
		minChars: 2,
		react: [ { id: 'react-js', src: '/react.js' } ],
		other: 'left alone',
	};
	expect( readSettings( 'tresenExample', schema ) ).toEqual( {
		endpoint: '/?wc-ajax=x',
		key: 'k',
		minChars: 2,
		react: [ { id: 'react-js', src: '/react.js' } ],
	} );
} );

it( 'falls back quietly when the page printed nothing', () => {
	expect( readSettings( 'tresenNothingPrinted', schema ) ).toEqual( {
		endpoint: '',
		key: 'tresen_cart_hash',
		minChars: 3,
		react: [],
	} );
} );

it( 'falls back and says so when a value has the wrong kind', () => {
	const read = readSettings( 'tresenBroken', schema, {
		endpoint: 5,
		key: '',
		minChars: Number.NaN,
		react: [ { id: 'react-js' } ],
	} );
	expect( read ).toEqual( {
		endpoint: '',
		key: 'tresen_cart_hash',
		minChars: 3,
		react: [],
	} );
	expect( console ).toHaveErrored();
} );
