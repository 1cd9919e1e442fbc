/**
 * WordPress's React, loaded on intent by several entries (the header's login
 * popup, the live search, the quick view): each bundles its own copy of the
 * loader, and still every script reaches the page once, in order, and a
 * failed one is tried again.
 */
const REACT =
	'https://shop.example/wp-includes/js/dist/vendor/react.min.js?ver=18.3.1';
const DOM =
	'https://shop.example/wp-includes/js/dist/vendor/react-dom.min.js?ver=18.3.1';
const ELEMENT =
	'https://shop.example/wp-includes/js/dist/element.min.js?ver=6.8';

type Loader = typeof import( '../load-scripts' );

/** A fresh copy of the module, as another entry's bundle has. */
function copy(): Loader {
	let mod!: Loader;
	jest.isolateModules( () => {
		mod = require( '../load-scripts' );
	} );
	return mod;
}

const tags = () =>
	Array.from(
		document.querySelectorAll< HTMLScriptElement >( 'script[src]' )
	);

const settle = async () => {
	for ( let i = 0; i < 5; i++ ) {
		await Promise.resolve();
	}
};

beforeEach( () => {
	document.head.innerHTML = '';
	document.body.innerHTML = '';
} );

describe( 'loadScripts', () => {
	it( 'adds each script once although two bundles ask, and both resolve when it ran', async () => {
		const header = copy();
		const search = copy();
		let headerDone = false;
		let searchDone = false;
		void header
			.loadScripts( [ REACT, DOM, ELEMENT ] )
			.then( () => ( headerDone = true ) );
		void search
			.loadScripts( [
				{ id: 'react-js', src: REACT },
				{ id: 'react-dom-js', src: DOM },
				{ id: 'wp-element-js', src: ELEMENT },
			] )
			.then( () => ( searchDone = true ) );
		expect( tags().map( ( t ) => t.src ) ).toEqual( [
			REACT,
			DOM,
			ELEMENT,
		] );
		// Downloaded in parallel, run in order.
		expect( tags().every( ( t ) => t.async === false ) ).toBe( true );
		tags().forEach( ( t ) => t.dispatchEvent( new Event( 'load' ) ) );
		await settle();
		expect( headerDone ).toBe( true );
		expect( searchDone ).toBe( true );
		// Asked again later: nothing new.
		await search.loadScripts( [ { id: 'react-js', src: REACT } ] );
		expect( tags() ).toHaveLength( 3 );
	} );

	it( 'skips what WordPress printed (by tag id, or by address on another host or version)', async () => {
		document.body.innerHTML = `<script id="react-js" src="https://cdn.example/wp-includes/js/dist/vendor/react.min.js?ver=1"></script>`;
		const loader = copy();
		const done = loader.loadScripts( [
			{ id: 'react-js', src: REACT },
			DOM,
		] );
		const added = Array.from( document.head.querySelectorAll( 'script' ) );
		expect( added.map( ( t ) => t.src ) ).toEqual( [ DOM ] );
		added[ 0 ].dispatchEvent( new Event( 'load' ) );
		await expect( done ).resolves.toBeUndefined();
	} );

	it( 'runs the inline code before and after a script, and tries a failed script again', async () => {
		const loader = copy();
		const first = loader.loadScripts( [
			{
				src: REACT,
				before: 'window.__before = 1;',
				after: 'window.__after = 1;',
			},
		] );
		await settle();
		const inline = () =>
			Array.from(
				document.querySelectorAll( 'script:not([src])' ),
				( t ) => t.textContent
			);
		expect( inline() ).toEqual( [ 'window.__before = 1;' ] );
		tags()[ 0 ].dispatchEvent( new Event( 'error' ) );
		await expect( first ).rejects.toThrow( /Could not load/ );
		expect( tags() ).toHaveLength( 0 );
		const again = copy().loadScripts( [
			{ src: REACT, after: 'window.__after = 1;' },
		] );
		expect( tags() ).toHaveLength( 1 );
		tags()[ 0 ].dispatchEvent( new Event( 'load' ) );
		await expect( again ).resolves.toBeUndefined();
		expect( inline() ).toContain( 'window.__after = 1;' );
	} );
} );
