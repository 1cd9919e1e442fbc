/**
 * The loader on pages without buttons of their own: nothing loads until a
 * button box (the mini cart's) comes into view; then the buttons script
 * once; a failure says so in German and tries again the next time.
 */
const mockLoad = jest.fn();

jest.mock( '@tresen/common/load-scripts', () => ( {
	...jest.requireActual( '@tresen/common/load-scripts' ),
	loadScripts: ( ...args: unknown[] ) => mockLoad( ...args ),
} ) );

type Callback = ( entries: Partial< IntersectionObserverEntry >[] ) => void;

let observed: Element[] = [];
let callback: Callback = () => undefined;

class FakeObserver {
	constructor( cb: Callback ) {
		callback = cb;
	}
	observe( el: Element ): void {
		observed.push( el );
	}
	unobserve( el: Element ): void {
		observed = observed.filter( ( o ) => o !== el );
	}
	disconnect(): void {
		observed = [];
	}
}

const load = mockLoad;
const ERROR =
	'Bei der Verarbeitung deiner PayPal-Zahlung ist ein Fehler aufgetreten.';

function view( box: Element, inView: boolean ): void {
	callback( [ { target: box, isIntersecting: inView } ] );
}

const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

beforeEach( () => {
	load.mockReset();
	observed = [];
	document.head.innerHTML = '';
	document.body.innerHTML =
		'<div class="mini-cart" hidden><div class="tresen-paypal-buttons" data-context="mini-cart"></div></div>';
	( window as unknown as Record< string, unknown > ).IntersectionObserver =
		FakeObserver;
	( window as unknown as Record< string, unknown > ).tresenPayPalLoader = {
		scripts: [
			{
				src: 'https://shop.test/wp-content/plugins/tresen-paypal/build/buttons.js?ver=1',
				before: 'window.tresenPayPal = {};',
				after: '',
			},
		],
		styles: [
			'https://shop.test/wp-content/plugins/tresen-paypal/build/buttons.css?ver=1',
		],
		error: ERROR,
	};
} );

function start(): HTMLElement {
	jest.isolateModules( () => {
		require( '../index' );
	} );
	return document.querySelector( '.tresen-paypal-buttons' ) as HTMLElement;
}

test( 'nothing loads before the box comes into view, then the buttons script once', async () => {
	load.mockResolvedValue( undefined );
	const box = start();
	expect( observed ).toContain( box );
	expect( load ).not.toHaveBeenCalled();
	view( box, false );
	expect( load ).not.toHaveBeenCalled();

	view( box, true );
	// The style sheet arrives.
	document.head
		.querySelector( 'link[rel="stylesheet"]' )
		?.dispatchEvent( new Event( 'load' ) );
	await flush();
	expect( load ).toHaveBeenCalledTimes( 1 );
	expect( load.mock.calls[ 0 ][ 0 ] ).toEqual( [
		expect.objectContaining( {
			src: expect.stringContaining( 'build/buttons.js' ),
		} ),
	] );
	expect(
		document.head.querySelector( 'link[rel="stylesheet"]' )
	).toHaveAttribute( 'href', expect.stringContaining( 'buttons.css' ) );
	// From now on the buttons script watches the boxes: a new fragment loads nothing more.
	document.body.insertAdjacentHTML(
		'beforeend',
		'<div class="tresen-paypal-buttons" data-context="product"></div>'
	);
	await flush();
	expect( observed ).toEqual( [] );
	expect( load ).toHaveBeenCalledTimes( 1 );
} );

test( 'a box that a fragment brings later is watched too', async () => {
	load.mockResolvedValue( undefined );
	document.body.innerHTML = '';
	start();
	await flush();
	observed = [];
	document.body.innerHTML =
		'<div class="tresen-paypal-buttons" data-context="mini-cart"></div>';
	await flush();
	expect( observed ).toContain(
		document.querySelector( '.tresen-paypal-buttons' )
	);
} );

test( 'a failure shows the German message once and retries after the box left the view', async () => {
	load.mockRejectedValueOnce( new Error( 'offline' ) );
	const box = start();
	view( box, true );
	await flush();
	await flush();
	const alert = document.querySelector( '[role="alert"]' );
	expect( alert ).toHaveTextContent( ERROR );
	expect( alert?.nextElementSibling ).toBe( box );

	// Still in view: no loop of attempts.
	view( box, true );
	await flush();
	expect( load ).toHaveBeenCalledTimes( 1 );

	// The mini cart closed and opened again.
	load.mockResolvedValue( undefined );
	view( box, false );
	view( box, true );
	await flush();
	await flush();
	expect( load ).toHaveBeenCalledTimes( 2 );
	expect( document.querySelector( '[role="alert"]' ) ).toBeNull();
} );
