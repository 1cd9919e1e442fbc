/**
 * The recorder in the page: nothing stored before consent, inputs filled
 * once the visitor agrees, everything removed when they revoke.
 */

/**
 * Internal dependencies
 */
import { emit } from '@tresen/common/events';

const KEY = 'tresen_order_attribution';
let allowed = false;

function checkoutForm(): void {
	const inputs = [ 'source_type', 'utm_source', 'session_pages' ]
		.map(
			( n ) =>
				`<input type="hidden" name="wc_order_attribution_${ n }" value="" />`
		)
		.join( '' );
	document.body.innerHTML = `<form class="checkout"><div data-tresen-order-attribution hidden>${ inputs }</div><div data-tresen-order-attribution hidden>${ inputs }</div></form>`;
}

function value( name: string ): string | undefined {
	return document.querySelector< HTMLInputElement >(
		`input[name="wc_order_attribution_${ name }"]`
	)?.value;
}

function load(): void {
	jest.isolateModules( () => {
		require( '../index' );
	} );
}

// Each load() adds a consent listener to the document; remove them between tests.
const listeners: Array< [ string, EventListenerOrEventListenerObject ] > = [];
const addEventListener = document.addEventListener.bind( document );
jest.spyOn( document, 'addEventListener' ).mockImplementation(
	( type, listener, options ) => {
		listeners.push( [ type, listener ] );
		addEventListener( type, listener, options );
	}
);
afterEach( () => {
	for ( const [ type, listener ] of listeners.splice( 0 ) ) {
		document.removeEventListener( type, listener );
	}
} );

beforeEach( () => {
	window.localStorage.clear();
	allowed = false;
	( window as unknown as { tresenConsent: unknown } ).tresenConsent = {
		has: ( c: string ) => c === 'marketing' && allowed,
	};
	window.history.replaceState(
		{},
		'',
		'/?utm_source=newsletter&utm_medium=email'
	);
	checkoutForm();
} );

it( 'stores nothing and leaves the inputs empty without consent', () => {
	load();
	expect( window.localStorage.getItem( KEY ) ).toBeNull();
	expect( value( 'source_type' ) ).toBe( '' );
	expect( document.cookie ).toBe( '' );
} );

it( 'records the landing page once the visitor agrees, and forgets it on revoke', () => {
	load();
	allowed = true;
	emit( 'consent-changed', {
		categories: { necessary: true, marketing: true },
		version: 1,
	} );
	expect( value( 'source_type' ) ).toBe( 'utm' );
	expect( value( 'utm_source' ) ).toBe( 'newsletter' );
	expect( value( 'session_pages' ) ).toBe( '1' );
	expect(
		document.querySelectorAll( '[data-tresen-order-attribution]' )
	).toHaveLength( 1 );
	expect(
		JSON.parse( window.localStorage.getItem( KEY ) ?? '{}' ).pages
	).toBe( 1 );

	allowed = false;
	emit( 'consent-changed', {
		categories: { necessary: true, marketing: false },
		version: 1,
	} );
	expect( window.localStorage.getItem( KEY ) ).toBeNull();
	expect( value( 'utm_source' ) ).toBe( '' );
} );

it( 'counts the next page of a consenting visitor', () => {
	allowed = true;
	load();
	load();
	expect( value( 'session_pages' ) ).toBe( '2' );
} );

it( 'offers WooCommerce’s wc_order_attribution API: tracking off clears record, cookies and inputs', () => {
	allowed = true;
	document.cookie = 'sbjs_current=typ%3Dutm; path=/';
	load();
	const api = (
		window as unknown as {
			wc_order_attribution: {
				params: { allowTracking: boolean };
				getAttributionData: () => Record< string, string | null >;
				setOrderTracking: ( allow: boolean ) => void;
			};
		}
	 ).wc_order_attribution;
	expect( api.params.allowTracking ).toBe( true );
	expect( api.getAttributionData().utm_source ).toBe( 'newsletter' );

	api.setOrderTracking( false );
	expect( api.params.allowTracking ).toBe( false );
	expect( api.getAttributionData().utm_source ).toBeNull();
	expect( value( 'utm_source' ) ).toBe( '' );
	expect( window.localStorage.getItem( KEY ) ).toBeNull();
	expect( document.cookie ).not.toContain( 'sbjs_current' );

	api.setOrderTracking( true );
	expect( value( 'utm_source' ) ).toBe( 'newsletter' );
} );

it( 'switching tracking on never overrides a missing consent', () => {
	load();
	const api = (
		window as unknown as {
			wc_order_attribution: {
				setOrderTracking: ( a: boolean ) => void;
				params: { allowTracking: boolean };
			};
		}
	 ).wc_order_attribution;
	api.setOrderTracking( true );
	expect( api.params.allowTracking ).toBe( false );
	expect( window.localStorage.getItem( KEY ) ).toBeNull();
	expect( value( 'source_type' ) ).toBe( '' );
} );
