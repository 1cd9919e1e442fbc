/**
 * The express entry on the page from the start: it only waits, and loads
 * the button island (with React and Stripe.js behind it) on intent or when
 * the browser is idle after the page has loaded.
 */
jest.mock( '@tresen/common/load-scripts', () => ( {
	loadScripts: jest.fn( () => Promise.resolve() ),
} ) );

let loadScripts: jest.Mock;

const chain = [
	{ src: 'https://shop.test/express-button.js', before: '', after: '' },
];

function boot(): void {
	( window as unknown as Record< string, unknown > ).tresenStripeExpress = {
		scripts: chain,
	};
	jest.isolateModules( () => {
		loadScripts = require( '@tresen/common/load-scripts' ).loadScripts;
		require( '../index' );
	} );
}

beforeEach( () => {
	jest.useFakeTimers();
	document.body.innerHTML =
		'<p class="intro">Text</p><form class="cart"><input name="quantity"></form><div class="tresen-express" hidden></div>';
	delete ( window as unknown as Record< string, unknown > )
		.requestIdleCallback;
} );

afterEach( () => {
	jest.useRealTimers();
} );

it( 'loads nothing while the page loads, and the island once the shopper reaches for the form', () => {
	Object.defineProperty( document, 'readyState', {
		value: 'interactive',
		configurable: true,
	} );
	boot();
	document
		.querySelector( '.intro' )
		?.dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
	expect( loadScripts ).not.toHaveBeenCalled();
	document
		.querySelector( 'input' )
		?.dispatchEvent( new Event( 'focusin', { bubbles: true } ) );
	expect( loadScripts ).toHaveBeenCalledWith( chain );
	document
		.querySelector( 'input' )
		?.dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
	expect( loadScripts ).toHaveBeenCalledTimes( 1 );
} );

it( 'loads the island when the browser is idle after the load event', () => {
	Object.defineProperty( document, 'readyState', {
		value: 'interactive',
		configurable: true,
	} );
	const idle = jest.fn();
	( window as unknown as Record< string, unknown > ).requestIdleCallback =
		idle;
	boot();
	expect( idle ).not.toHaveBeenCalled();
	window.dispatchEvent( new Event( 'load' ) );
	expect( idle ).toHaveBeenCalledWith( expect.any( Function ), {
		timeout: 3000,
	} );
	expect( loadScripts ).not.toHaveBeenCalled();
	// (The previous test's module listens too; this module's callback is the last.)
	idle.mock.calls[ idle.mock.calls.length - 1 ][ 0 ]();
	expect( loadScripts ).toHaveBeenCalledWith( chain );
} );
