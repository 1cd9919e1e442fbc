/**
 * Internal dependencies
 */
import { hasConsent, onConsentChange } from '@tresen/common/consent';
import { documentJar, parseCookies } from '@tresen/common/cookies';
import { createGate } from '../gate';
import { encodePreference } from '../record';
import { getSettings } from '../settings';
import type { ConsentSettings } from '../settings.d';

type TestWindow = Window & {
	dataLayer?: unknown[];
	tresenConsent?: unknown;
	wp_set_consent?: ( c: string, v: string ) => void;
	wp_has_consent?: ( c: string ) => boolean;
	wp_consent_type?: string;
	gatedRan?: string[];
};
const win = window as TestWindow;

function clearCookies(): void {
	for ( const name of Object.keys( parseCookies( document.cookie ) ) ) {
		document.cookie = `${ name }=; max-age=0; path=/`;
	}
}

function settings(
	overrides: Partial< ConsentSettings > = {}
): ConsentSettings {
	return getSettings( {
		version: 1,
		categories: [
			{ slug: 'necessary', locked: true, cookies: [] },
			{ slug: 'functional', locked: false, cookies: [] },
			{ slug: 'analytics', locked: false, cookies: [ '_ga', '_ga_*' ] },
			{ slug: 'marketing', locked: false, cookies: [ 'sbjs_*' ] },
		],
		...overrides,
	} );
}

function consentCalls(): Array<
	[ string, string, Record< string, unknown > ]
> {
	return ( win.dataLayer ?? [] )
		.map( ( args ) => Array.from( args as ArrayLike< unknown > ) )
		.filter( ( a ) => a[ 0 ] === 'consent' ) as Array<
		[ string, string, Record< string, unknown > ]
	>;
}

beforeEach( () => {
	clearCookies();
	document.body.innerHTML = '';
	delete win.dataLayer;
	delete ( win as { gtag?: unknown } ).gtag;
	delete win.tresenConsent;
	delete win.wp_set_consent;
	delete win.wp_has_consent;
	win.gatedRan = [];
} );

describe( 'gate before a decision', () => {
	it( 'writes no cookie and grants only necessary', () => {
		const gate = createGate( settings(), window, documentJar( document ) );
		expect( document.cookie ).toBe( '' );
		expect( gate.has( 'necessary' ) ).toBe( true );
		expect( gate.has( 'analytics' ) ).toBe( false );
		expect( gate.has( 'unknown' ) ).toBe( false );
		expect( gate.categories() ).toEqual( [
			'necessary',
			'functional',
			'analytics',
			'marketing',
		] );
		expect( gate.decision().status ).toBe( 'undecided' );
	} );

	it( 'keeps gated scripts inert', () => {
		document.body.innerHTML =
			'<script type="text/plain" data-consent-category="marketing">window.gatedRan.push("m")</script>';
		createGate( settings(), window, documentJar( document ) );
		expect( win.gatedRan ).toEqual( [] );
		expect(
			document.querySelectorAll( 'script[type="text/plain"]' )
		).toHaveLength( 1 );
	} );

	it( 'sends Google Consent Mode defaults denied, security granted', () => {
		createGate( settings(), window, documentJar( document ) );
		const [ call ] = consentCalls();
		expect( call[ 1 ] ).toBe( 'default' );
		expect( call[ 2 ] ).toMatchObject( {
			ad_storage: 'denied',
			ad_user_data: 'denied',
			ad_personalization: 'denied',
			analytics_storage: 'denied',
			security_storage: 'granted',
		} );
		expect( win.wp_consent_type ).toBe( 'optin' );
	} );

	it( 'sends no Consent Mode command when that option is off', () => {
		createGate(
			settings( { googleConsentMode: false } ),
			window,
			documentJar( document )
		);
		expect( consentCalls() ).toHaveLength( 0 );
	} );
} );

describe( 'decisions', () => {
	it( 'accept writes the cookies, fires the event and runs gated scripts once', () => {
		document.body.innerHTML =
			'<script type="text/plain" data-consent-category="analytics">window.gatedRan.push("a")</script>' +
			'<script type="text/plain" data-consent-category="marketing">window.gatedRan.push("m")</script>';
		const gate = createGate( settings(), window, documentJar( document ) );
		win.tresenConsent = gate;
		const seen: unknown[] = [];
		const off = gate.onChange( ( d ) => seen.push( d ) );
		const viaCommon: boolean[] = [];
		const offCommon = onConsentChange( 'marketing', ( allowed ) =>
			viaCommon.push( allowed )
		);

		gate.decide( 'accept' );

		const jar = parseCookies( document.cookie );
		expect( jar.viewed_cookie_policy ).toBe( 'yes' );
		expect( jar[ 'cookielawinfo-checkbox-analytics' ] ).toBe( 'yes' );
		expect( JSON.parse( atob( jar.CookieLawInfoConsent ) ) ).toEqual( {
			ver: 1,
			necessary: true,
			functional: true,
			analytics: true,
			marketing: true,
		} );
		expect( gate.has( 'marketing' ) ).toBe( true );
		expect( hasConsent( 'marketing' ) ).toBe( true );
		expect( seen ).toEqual( [
			{
				categories: {
					necessary: true,
					functional: true,
					analytics: true,
					marketing: true,
				},
				version: 1,
			},
		] );
		expect( viaCommon ).toEqual( [ true ] );
		expect( win.gatedRan ).toEqual( [ 'a', 'm' ] );

		gate.decide( 'accept' );
		expect( win.gatedRan ).toEqual( [ 'a', 'm' ] );
		expect( consentCalls().pop()?.[ 1 ] ).toBe( 'update' );
		expect( consentCalls().pop()?.[ 2 ] ).toMatchObject( {
			ad_storage: 'granted',
			analytics_storage: 'granted',
		} );
		off();
		offCommon();
	} );

	it( 'a custom choice runs only the granted category', () => {
		document.body.innerHTML =
			'<script type="text/plain" data-consent-category="analytics">window.gatedRan.push("a")</script>' +
			'<script type="text/plain" data-consent-category="marketing">window.gatedRan.push("m")</script>';
		const gate = createGate( settings(), window, documentJar( document ) );
		gate.decide( 'save', { analytics: true } );
		expect( win.gatedRan ).toEqual( [ 'a' ] );
		expect(
			parseCookies( document.cookie )[
				'cookielawinfo-checkbox-marketing'
			]
		).toBe( 'no' );
		expect( consentCalls().pop()?.[ 2 ] ).toMatchObject( {
			ad_storage: 'denied',
			analytics_storage: 'granted',
		} );
	} );

	it( 'withdrawing deletes the cookies of that category by configured name', () => {
		const gate = createGate( settings(), window, documentJar( document ) );
		gate.decide( 'accept' );
		document.cookie = '_ga=GA1.1.1; path=/';
		document.cookie = '_ga_XYZ=GS1; path=/';
		document.cookie = 'sbjs_first=typ%3Dtypein; path=/';
		document.cookie = 'woocommerce_cart_hash=abc; path=/';

		gate.decide( 'save', { marketing: true } );
		let jar = parseCookies( document.cookie );
		expect( jar._ga ).toBeUndefined();
		expect( jar._ga_XYZ ).toBeUndefined();
		expect( jar.sbjs_first ).toBe( 'typ=typein' );

		gate.decide( 'reject' );
		jar = parseCookies( document.cookie );
		expect( jar.sbjs_first ).toBeUndefined();
		expect( jar.woocommerce_cart_hash ).toBe( 'abc' );
		expect( jar.viewed_cookie_policy ).toBe( 'no' );
		expect( gate.has( 'marketing' ) ).toBe( false );
	} );

	it( 'mirrors the decision into the WP Consent API', () => {
		const wpState: Record< string, string > = {};
		win.wp_set_consent = jest.fn( ( c: string, v: string ) => {
			wpState[ c ] = v;
		} );
		win.wp_has_consent = ( c: string ) =>
			wpState[ c ] === 'allow' || c === 'functional';
		const gate = createGate( settings(), window, documentJar( document ) );
		expect( win.wp_set_consent ).not.toHaveBeenCalled();
		gate.decide( 'save', { analytics: true } );
		expect( wpState ).toEqual( {
			functional: 'allow',
			preferences: 'deny',
			statistics: 'allow',
			'statistics-anonymous': 'allow',
			marketing: 'deny',
		} );
	} );
} );

describe( 'reading an earlier decision', () => {
	it( 'restores a decision of the current version and runs its scripts on load', () => {
		document.cookie = 'viewed_cookie_policy=yes; path=/';
		document.cookie = `CookieLawInfoConsent=${ encodeURIComponent(
			encodePreference( {
				ver: 4,
				flags: { necessary: true, analytics: true, marketing: false },
			} )
		) }; path=/`;
		document.body.innerHTML =
			'<script type="text/plain" data-consent-category="analytics">window.gatedRan.push("a")</script>';
		const gate = createGate(
			settings( { version: 4 } ),
			window,
			documentJar( document )
		);
		expect( gate.has( 'analytics' ) ).toBe( true );
		expect( gate.has( 'marketing' ) ).toBe( false );
		expect( win.gatedRan ).toEqual( [ 'a' ] );
		expect( consentCalls()[ 0 ][ 2 ] ).toMatchObject( {
			analytics_storage: 'granted',
			ad_storage: 'denied',
		} );
	} );

	it( 'asks again after the policy version rose', () => {
		document.cookie = 'viewed_cookie_policy=yes; path=/';
		document.cookie = `CookieLawInfoConsent=${ encodeURIComponent(
			encodePreference( {
				ver: 1,
				flags: { necessary: true, analytics: true },
			} )
		) }; path=/`;
		const gate = createGate(
			settings( { version: 2 } ),
			window,
			documentJar( document )
		);
		expect( gate.decision().status ).toBe( 'undecided' );
		expect( gate.has( 'analytics' ) ).toBe( false );
	} );

	it( 'refresh() picks up a decision made in another tab and fires the event', () => {
		const gate = createGate( settings(), window, documentJar( document ) );
		const seen = jest.fn();
		gate.onChange( seen );
		const other = createGate( settings(), window, documentJar( document ) );
		other.decide( 'accept' );
		seen.mockClear();
		expect( gate.has( 'analytics' ) ).toBe( false );
		gate.refresh();
		expect( gate.has( 'analytics' ) ).toBe( true );
		expect( seen ).toHaveBeenCalledTimes( 1 );
		gate.refresh();
		expect( seen ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'external gated scripts', () => {
	it( 'load in order: the next script waits for the previous one', () => {
		document.body.innerHTML =
			'<script type="text/plain" data-consent-category="analytics" data-src="https://tags.example/gtag.js" id="tag"></script>' +
			'<script type="text/plain" data-consent-category="analytics">window.gatedRan.push("after")</script>';
		const gate = createGate( settings(), window, documentJar( document ) );
		gate.decide( 'accept' );
		const live = document.getElementById( 'tag' ) as HTMLScriptElement;
		expect( live.getAttribute( 'type' ) ).toBeNull();
		expect( live.src ).toBe( 'https://tags.example/gtag.js' );
		expect( live.hasAttribute( 'data-consent-activated' ) ).toBe( true );
		expect( win.gatedRan ).toEqual( [] );
		live.dispatchEvent( new Event( 'load' ) );
		expect( win.gatedRan ).toEqual( [ 'after' ] );
	} );
} );
