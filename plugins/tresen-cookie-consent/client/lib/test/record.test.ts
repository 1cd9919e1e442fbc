/**
 * Internal dependencies
 */
import {
	decisionCookies,
	decodePreference,
	encodePreference,
	flagsFor,
	readDecision,
	viewedValue,
} from '../record';
import { DEFAULT_CATEGORIES } from '../settings';

const settings = { version: 3, categories: DEFAULT_CATEGORIES };

function cookiesOf(
	pairs: Array< [ string, string ] >
): Record< string, string > {
	return Object.fromEntries( pairs );
}

describe( 'preference cookie', () => {
	it( 'is base64 of JSON with ver, one flag per category and optional ccpaOptout', () => {
		const value = encodePreference( {
			ver: 3,
			flags: { necessary: true, analytics: false },
			ccpaOptout: false,
		} );
		expect( JSON.parse( atob( value ) ) ).toEqual( {
			ver: 3,
			necessary: true,
			analytics: false,
			ccpaOptout: false,
		} );
		expect(
			JSON.parse( atob( encodePreference( { ver: 1, flags: {} } ) ) )
		).toEqual( { ver: 1 } );
	} );

	it( 'decodes raw and URL-encoded base64 with boolean or "true"/"false" values', () => {
		const raw = btoa(
			'{"ver":2,"necessary":"true","marketing":"false","ccpaOptout":true}'
		);
		const expected = {
			ver: 2,
			flags: { necessary: true, marketing: false },
			ccpaOptout: true,
		};
		expect( decodePreference( raw ) ).toEqual( expected );
		expect( decodePreference( encodeURIComponent( raw ) ) ).toEqual(
			expected
		);
	} );

	it( 'rejects anything that is not a record', () => {
		expect( decodePreference( undefined ) ).toBeNull();
		expect( decodePreference( 'not base64 !' ) ).toBeNull();
		expect( decodePreference( btoa( '[1,2]' ) ) ).toBeNull();
		expect( decodePreference( btoa( '{"necessary":true}' ) ) ).toBeNull();
		expect(
			decodePreference( btoa( '<script>alert(1)</script>' ) )
		).toBeNull();
	} );
} );

describe( 'flagsFor', () => {
	it( 'accept grants every category', () => {
		expect( flagsFor( 'accept', DEFAULT_CATEGORIES ) ).toEqual( {
			necessary: true,
			functional: true,
			analytics: true,
			marketing: true,
			others: true,
		} );
	} );

	it( 'reject keeps only necessary', () => {
		expect( flagsFor( 'reject', DEFAULT_CATEGORIES ) ).toEqual( {
			necessary: true,
			functional: false,
			analytics: false,
			marketing: false,
			others: false,
		} );
	} );

	it( 'save takes the choices but necessary can never be switched off', () => {
		expect(
			flagsFor( 'save', DEFAULT_CATEGORIES, {
				necessary: false,
				analytics: true,
				bogus: true,
			} )
		).toEqual( {
			necessary: true,
			functional: false,
			analytics: true,
			marketing: false,
			others: false,
		} );
	} );
} );

describe( 'decisionCookies', () => {
	it( 'writes one checkbox cookie per category, the record and viewed_cookie_policy=yes on accept', () => {
		const cookies = decisionCookies(
			flagsFor( 'accept', DEFAULT_CATEGORIES ),
			settings
		);
		expect( cookies.map( ( [ name ] ) => name ) ).toEqual( [
			'cookielawinfo-checkbox-necessary',
			'cookielawinfo-checkbox-functional',
			'cookielawinfo-checkbox-analytics',
			'cookielawinfo-checkbox-marketing',
			'cookielawinfo-checkbox-others',
			'CookieLawInfoConsent',
			'viewed_cookie_policy',
		] );
		const map = cookiesOf( cookies );
		expect( map[ 'cookielawinfo-checkbox-marketing' ] ).toBe( 'yes' );
		expect( map.viewed_cookie_policy ).toBe( 'yes' );
		expect( JSON.parse( atob( map.CookieLawInfoConsent ) ) ).toEqual( {
			ver: 3,
			necessary: true,
			functional: true,
			analytics: true,
			marketing: true,
			others: true,
		} );
	} );

	it( 'reject sets viewed_cookie_policy=no and every optional checkbox to no', () => {
		const map = cookiesOf(
			decisionCookies(
				flagsFor( 'reject', DEFAULT_CATEGORIES ),
				settings
			)
		);
		expect( map.viewed_cookie_policy ).toBe( 'no' );
		expect( map[ 'cookielawinfo-checkbox-necessary' ] ).toBe( 'yes' );
		expect( map[ 'cookielawinfo-checkbox-analytics' ] ).toBe( 'no' );
	} );

	it( 'a custom choice with one optional category is a yes', () => {
		expect(
			viewedValue(
				{ necessary: true, analytics: true },
				DEFAULT_CATEGORIES
			)
		).toBe( 'yes' );
		expect( viewedValue( { necessary: true }, DEFAULT_CATEGORIES ) ).toBe(
			'no'
		);
	} );
} );

describe( 'readDecision', () => {
	it( 'is undecided without cookies: only necessary granted', () => {
		const d = readDecision( {}, settings );
		expect( d.status ).toBe( 'undecided' );
		expect( d.flags ).toEqual( {
			necessary: true,
			functional: false,
			analytics: false,
			marketing: false,
			others: false,
		} );
		expect( d.previous ).toBeNull();
	} );

	it( 'reads back what a custom save wrote', () => {
		const flags = flagsFor( 'save', DEFAULT_CATEGORIES, {
			analytics: true,
		} );
		const d = readDecision(
			cookiesOf( decisionCookies( flags, settings ) ),
			settings
		);
		expect( d.status ).toBe( 'accepted' );
		expect( d.flags ).toEqual( flags );
	} );

	it( 'an existing viewed_cookie_policy=no is a decision (banner stays hidden), granting nothing', () => {
		const cookies = cookiesOf(
			decisionCookies(
				flagsFor( 'reject', DEFAULT_CATEGORIES ),
				settings
			)
		);
		const d = readDecision( cookies, settings );
		expect( d.status ).toBe( 'rejected' );
		expect( d.flags.analytics ).toBe( false );
		expect( d.flags.necessary ).toBe( true );
	} );

	it( 'a decision for an older policy version asks again and grants nothing, keeping the old choice for the dialog', () => {
		const old = cookiesOf(
			decisionCookies(
				flagsFor( 'save', DEFAULT_CATEGORIES, { marketing: true } ),
				{
					...settings,
					version: 2,
				}
			)
		);
		const d = readDecision( old, settings );
		expect( d.status ).toBe( 'undecided' );
		expect( d.outdated ).toBe( true );
		expect( d.flags.marketing ).toBe( false );
		expect( d.previous?.marketing ).toBe( true );
	} );

	it( 'a viewed cookie without a record counts as undecided', () => {
		expect(
			readDecision( { viewed_cookie_policy: 'yes' }, settings ).status
		).toBe( 'undecided' );
	} );

	it( 'a forged record cannot switch necessary off', () => {
		const forged = {
			viewed_cookie_policy: 'yes',
			CookieLawInfoConsent: btoa(
				'{"ver":3,"necessary":false,"analytics":true}'
			),
		};
		const d = readDecision( forged, settings );
		expect( d.flags.necessary ).toBe( true );
		expect( d.flags.analytics ).toBe( true );
	} );
} );
