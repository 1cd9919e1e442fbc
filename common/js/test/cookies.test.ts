/**
 * Internal dependencies
 */
import {
	candidateDomains,
	documentJar,
	matchCookieNames,
	parseCookies,
	serializeCookie,
} from '../cookies';

describe( 'serializeCookie', () => {
	it( 'writes 365 days, path /, SameSite=Lax, and no Secure flag on http', () => {
		expect(
			serializeCookie( 'viewed_cookie_policy', 'yes', {
				days: 365,
				secure: false,
			} )
		).toBe(
			'viewed_cookie_policy=yes; max-age=31536000; path=/; SameSite=Lax'
		);
	} );

	it( 'adds Secure on https', () => {
		expect(
			serializeCookie( 'cookielawinfo-checkbox-analytics', 'no', {
				days: 365,
				secure: true,
			} )
		).toBe(
			'cookielawinfo-checkbox-analytics=no; max-age=31536000; path=/; SameSite=Lax; Secure'
		);
	} );

	it( 'URL-encodes base64 values so PHP reads them back unchanged', () => {
		expect(
			serializeCookie( 'x', 'ab+/=', { days: 1, secure: false } )
		).toMatch( /^x=ab%2B%2F%3D;/ );
	} );

	it( 'deletes with max-age=0 and the given domain', () => {
		expect(
			serializeCookie( '_ga', '', {
				days: 0,
				secure: false,
				domain: '.shop.de',
			} )
		).toBe( '_ga=; max-age=0; path=/; domain=.shop.de; SameSite=Lax' );
	} );
} );

describe( 'parseCookies', () => {
	it( 'decodes values and keeps the first of duplicate names', () => {
		expect(
			parseCookies( 'a=1; b=x%2By; a=2; broken; c=%E0%A4%A' )
		).toEqual( {
			a: '1',
			b: 'x+y',
			c: '%E0%A4%A',
		} );
	} );
} );

describe( 'matchCookieNames', () => {
	it( 'matches exact names and prefixes ending in *', () => {
		expect(
			matchCookieNames(
				[ '_ga', '_ga_ABC', '_gid', 'sbjs_first', 'other' ],
				[ '_ga', '_ga_*', 'sbjs_*', ' ' ]
			)
		).toEqual( [ '_ga', '_ga_ABC', 'sbjs_first' ] );
	} );
} );

describe( 'candidateDomains', () => {
	it( 'lists host-only plus the host and its parents', () => {
		expect( candidateDomains( 'www.tresen.de' ) ).toEqual( [
			undefined,
			'.www.tresen.de',
			'.tresen.de',
		] );
		expect( candidateDomains( 'localhost' ) ).toEqual( [ undefined ] );
		expect( candidateDomains( '127.0.0.1' ) ).toEqual( [ undefined ] );
	} );
} );

describe( 'documentJar', () => {
	it( 'writes, reads and removes real document cookies', () => {
		const jar = documentJar( document );
		jar.write( 'tresen_test', 'a b', 1 );
		expect( jar.read().tresen_test ).toBe( 'a b' );
		jar.remove( 'tresen_test' );
		expect( jar.read().tresen_test ).toBeUndefined();
	} );
} );
