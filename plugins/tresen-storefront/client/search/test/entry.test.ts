/**
 * The entry loads nothing until the shopper uses the search field; then
 * WordPress's React scripts (in order, once, not those already on the
 * page) and the combobox. If React cannot be loaded, the field stays
 * WordPress's normal search and the next use tries again.
 */
import { mount } from '../combobox';

jest.mock( '../combobox', () => ( { mount: jest.fn() } ) );

const REACT = [
	{
		id: 'react-js',
		src: 'https://shop.example/wp-includes/js/dist/vendor/react.min.js',
	},
	{
		id: 'react-dom-js',
		src: 'https://shop.example/wp-includes/js/dist/vendor/react-dom.min.js',
	},
	{
		id: 'wp-element-js',
		src: 'https://shop.example/wp-includes/js/dist/element.min.js',
	},
];

function added(): HTMLScriptElement[] {
	return Array.from( document.head.querySelectorAll( 'script' ) );
}

async function settle() {
	for ( let i = 0; i < 5; i++ ) {
		await Promise.resolve();
	}
	await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
}

beforeEach( () => {
	jest.resetModules();
	( mount as jest.Mock ).mockClear();
	document.head.innerHTML = '';
	document.body.innerHTML = `
		<script id="react-js" src="${ REACT[ 0 ].src }"></script>
		<form role="search" class="product-search" action="/"><input type="search" id="s" class="product-search__field" name="s" /></form>`;
	( window as unknown as Record< string, unknown > ).tresenSearch = {
		endpoint: '/?wc-ajax=flatsome_ajax_search_products',
		minChars: 3,
		maxChars: 100,
		latencyMs: 0,
		timeoutMs: 8000,
		maxHeight: 300,
		react: REACT,
		publicPath:
			'https://shop.example/wp-content/plugins/tresen-storefront/build/',
	};
} );

function start() {
	// webpack defines it in the bundle; the entry sets it to where its chunk lives.
	(
		globalThis as unknown as Record< string, unknown >
	 ).__webpack_public_path__ = '';
	jest.isolateModules( () => {
		require( '../index' );
	} );
}

describe( 'search entry', () => {
	it( 'also makes WooCommerce’s product search form of another theme live', async () => {
		document.body.innerHTML = `<form role="search" method="get" class="woocommerce-product-search" action="/"><input type="search" id="woocommerce-product-search-field-0" class="search-field" name="s" /><button type="submit">Suchen</button><input type="hidden" name="post_type" value="product" /></form>`;
		start();
		await settle();
		const input = document.getElementById(
			'woocommerce-product-search-field-0'
		) as HTMLInputElement;
		expect( input ).not.toHaveAttribute( 'role' );
		input.focus();
		expect( input ).toHaveAttribute( 'role', 'combobox' );
	} );

	it( 'loads no React until the field is used, then the missing scripts in order and the combobox', async () => {
		start();
		await settle();
		expect( added() ).toHaveLength( 0 );
		const input = document.getElementById( 's' ) as HTMLInputElement;
		expect( input ).not.toHaveAttribute( 'role' );

		input.focus();
		expect( input ).toHaveAttribute( 'role', 'combobox' );
		await settle(); // The loader's chunk.
		const scripts = added();
		expect( scripts.map( ( s ) => s.id ) ).toEqual( [
			'react-dom-js',
			'wp-element-js',
		] );
		expect( scripts.every( ( s ) => s.async === false ) ).toBe( true );

		input.dispatchEvent( new KeyboardEvent( 'keydown', { key: 'g' } ) );
		expect( added() ).toHaveLength( 2 );

		scripts.forEach( ( s ) => s.dispatchEvent( new Event( 'load' ) ) );
		await settle();
		const { mount: mounted } = jest.requireMock( '../combobox' );
		await new Promise( ( resolve ) => setTimeout( resolve, 10 ) );
		expect( mounted ).toHaveBeenCalledTimes( 1 );
		const [ form, field, options ] = mounted.mock.calls[ 0 ];
		expect( form ).toBe( document.querySelector( 'form' ) );
		expect( field ).toBe( input );
		expect( options ).toMatchObject( {
			minChars: 3,
			maxHeight: 300,
			latencyMs: 0,
		} );
		expect(
			( globalThis as unknown as Record< string, unknown > )
				.__webpack_public_path__
		).toBe(
			'https://shop.example/wp-content/plugins/tresen-storefront/build/'
		);
	} );

	it( 'leaves the normal search in place when React cannot be loaded, and tries again on the next use', async () => {
		start();
		const input = document.getElementById( 's' ) as HTMLInputElement;
		input.focus();
		await settle(); // The loader's chunk.
		added()[ 0 ].dispatchEvent( new Event( 'error' ) );
		await settle();
		expect( input ).not.toHaveAttribute( 'role' );
		expect( input ).not.toHaveAttribute( 'aria-expanded' );
		expect(
			jest.requireMock( '../combobox' ).mount
		).not.toHaveBeenCalled();

		input.blur();
		input.focus();
		expect( input ).toHaveAttribute( 'role', 'combobox' );
		await settle();
		expect(
			added().filter( ( s ) => s.id === 'react-dom-js' )
		).toHaveLength( 1 );
	} );
} );
