/**
 * The live search's settings go through the shared reader.
 */
import { getSettings } from '../settings';

it( 'reads the search settings and keeps the defaults for what is missing', () => {
	expect(
		getSettings( {
			endpoint: '/?wc-ajax=tresen_search',
			react: [ { id: 'react-js', src: '/react.js' } ],
		} )
	).toEqual( {
		endpoint: '/?wc-ajax=tresen_search',
		fast: '',
		minChars: 3,
		maxChars: 100,
		latencyMs: 0,
		timeoutMs: 8000,
		maxHeight: 300,
		react: [ { id: 'react-js', src: '/react.js' } ],
		publicPath: '',
	} );
} );

it( 'refuses a value of the wrong kind (the default instead, and a console error)', () => {
	const s = getSettings( { minChars: '3', react: [ { src: 1 } ] } );
	expect( [ s.minChars, s.react ] ).toEqual( [ 3, [] ] );
	expect( console ).toHaveErrored();
} );
