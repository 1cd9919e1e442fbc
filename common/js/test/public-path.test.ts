import { chunkBaseUrl } from '@tresen/common/public-path';

describe( 'chunkBaseUrl', () => {
	const fallback = 'https://shop.example/wp-content/themes/tresen/build/';

	afterEach( () => {
		document.head.innerHTML = '';
	} );

	it( 'uses the folder the entry came from, also from a CDN', () => {
		document.head.innerHTML =
			'<script id="tresen-cart-js" src="https://cdn.example/wp-content/themes/tresen/build/cart.js?ver=abc"></script>';
		expect( chunkBaseUrl( 'tresen-cart-js', fallback ) ).toBe(
			'https://cdn.example/wp-content/themes/tresen/build/'
		);
	} );

	it( 'falls back to the build folder when an optimizer combined the entry', () => {
		document.head.innerHTML =
			'<script src="https://shop.example/wp-content/cache/min/all.js"></script>';
		expect( chunkBaseUrl( 'tresen-cart-js', fallback ) ).toBe( fallback );
	} );

	it( 'falls back when the tag with the handle now points elsewhere', () => {
		document.head.innerHTML =
			'<script id="tresen-cart-js" src="https://shop.example/wp-content/cache/min/tresen-cart.js"></script>';
		expect( chunkBaseUrl( 'tresen-cart-js', fallback ) ).toBe( fallback );
	} );
} );
