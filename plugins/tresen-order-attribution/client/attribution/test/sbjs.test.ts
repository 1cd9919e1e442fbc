/**
 * WooCommerce's `sbjs_*` cookies: a reader written against sourcebuster
 * (split on `|||`, then on `=`) finds the visit after marketing consent,
 * with the configured lifetime; nothing without consent; withdrawing
 * consent deletes them.
 */
import { emit } from '@tresen/common/events';
import { lifetimeMinutes } from '../sbjs';

let allowed = false;
const native = Object.getOwnPropertyDescriptor( Document.prototype, 'cookie' )!;
let writes: string[] = [];
Object.defineProperty( document, 'cookie', {
	configurable: true,
	get() {
		return native.get!.call( document );
	},
	set( value: string ) {
		writes.push( value );
		native.set!.call( document, value );
	},
} );

/**
 * What sourcebuster's `cookies.parse()` gives a third-party reader.
 *
 * @param name Cookie name.
 */
function sbjs( name: string ): Record< string, string > | undefined {
	const raw = document.cookie
		.split( ';' )
		.map( ( c ) => c.trim() )
		.find( ( c ) => c.startsWith( name + '=' ) );
	if ( ! raw ) {
		return undefined;
	}
	return Object.fromEntries(
		decodeURIComponent( raw.slice( name.length + 1 ) )
			.split( '|||' )
			.map( ( pair ) => {
				const at = pair.indexOf( '=' );
				return [ pair.slice( 0, at ), pair.slice( at + 1 ) ];
			} )
	);
}

function clearJar(): void {
	for ( const c of document.cookie.split( ';' ) ) {
		const name = c.split( '=' )[ 0 ].trim();
		if ( name ) {
			native.set!.call( document, `${ name }=; path=/; max-age=0` );
		}
	}
}

function load( settings: Record< string, unknown > = {} ): void {
	( window as unknown as Record< string, unknown > ).tresenOrderAttribution =
		{ consentCategory: 'marketing', sessionMinutes: 30, ...settings };
	jest.isolateModules( () => {
		require( '../index' );
	} );
}

const listeners: Array< [ string, EventListenerOrEventListenerObject ] > = [];
const addEventListener = document.addEventListener.bind( document );
jest.spyOn( document, 'addEventListener' ).mockImplementation(
	( type, listener, options ) => {
		listeners.push( [ type, listener ] );
		addEventListener( type, listener, options );
	}
);

beforeEach( () => {
	clearJar();
	writes = [];
	window.localStorage.clear();
	allowed = false;
	( window as unknown as { tresenConsent: unknown } ).tresenConsent = {
		has: ( c: string ) => c === 'marketing' && allowed,
	};
	window.history.replaceState(
		{},
		'',
		'/?utm_source=newsletter&utm_medium=email&utm_campaign=sommer'
	);
} );
afterEach( () => {
	for ( const [ type, listener ] of listeners.splice( 0 ) ) {
		document.removeEventListener( type, listener );
	}
} );

it( 'writes no sbjs cookie without consent', () => {
	load();
	expect( document.cookie ).toBe( '' );
	expect( writes.filter( ( w ) => ! /max-age=0/.test( w ) ) ).toEqual( [] );
} );

it( 'keeps WooCommerce’s sbjs cookies after marketing consent, six months by default, and deletes them on withdrawal', () => {
	load();
	allowed = true;
	emit( 'consent-changed', {
		categories: { necessary: true, marketing: true },
		version: 1,
	} );
	expect( sbjs( 'sbjs_current' ) ).toMatchObject( {
		typ: 'utm',
		src: 'newsletter',
		mdm: 'email',
		cmp: 'sommer',
	} );
	expect( sbjs( 'sbjs_first' ) ).toEqual( sbjs( 'sbjs_current' ) );
	expect( sbjs( 'sbjs_current_add' )?.ep ).toContain(
		'utm_source=newsletter'
	);
	expect( sbjs( 'sbjs_current_add' )?.fd ).toMatch(
		/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/
	);
	expect( sbjs( 'sbjs_first_add' )?.rf ).toBe( '(none)' );
	expect( sbjs( 'sbjs_udata' )?.vst ).toBe( '1' );
	expect( sbjs( 'sbjs_session' )?.pgs ).toBe( '1' );
	expect( sbjs( 'sbjs_migrations' ) ).toEqual( { '1418474375998': '1' } );

	const expiry = ( name: string ) => {
		const w = writes.find( ( x ) => x.startsWith( name + '=' ) ) ?? '';
		return Date.parse( /expires=([^;]+)/.exec( w )?.[ 1 ] ?? '' );
	};
	const months = ( expiry( 'sbjs_current' ) - Date.now() ) / 86_400_000 / 30;
	expect( months ).toBeGreaterThan( 5.99 );
	expect( months ).toBeLessThanOrEqual( 6 );
	const minutes = ( expiry( 'sbjs_session' ) - Date.now() ) / 60_000;
	expect( minutes ).toBeGreaterThan( 29 );
	expect( minutes ).toBeLessThanOrEqual( 30 );

	allowed = false;
	emit( 'consent-changed', {
		categories: { necessary: true, marketing: false },
		version: 1,
	} );
	expect( document.cookie ).not.toContain( 'sbjs_' );
} );

it( 'follows the configured lifetime and keeps the first source', () => {
	allowed = true;
	load( { cookieLifetimeMonths: 1 } );
	const w = writes.find( ( x ) => x.startsWith( 'sbjs_udata=' ) ) ?? '';
	const days =
		( Date.parse( /expires=([^;]+)/.exec( w )?.[ 1 ] ?? '' ) -
			Date.now() ) /
		86_400_000;
	expect( Math.round( days ) ).toBe( 30 );

	window.history.replaceState( {}, '', '/?utm_source=partner' );
	load( { cookieLifetimeMonths: 1 } );
	expect( sbjs( 'sbjs_current' )?.src ).toBe( 'partner' );
	expect( sbjs( 'sbjs_first' )?.src ).toBe( 'newsletter' );
	expect( sbjs( 'sbjs_session' )?.pgs ).toBe( '2' );
} );

it( 'turns months into minutes as sourcebuster does (0.00001 is a session cookie)', () => {
	expect( lifetimeMinutes( 6 ) ).toBe( 259200 );
	expect( lifetimeMinutes( 0.00001 ) ).toBe( 0 );
} );
