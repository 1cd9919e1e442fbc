/**
 * Internal dependencies
 */
import {
	CONSENT_EVENT,
	consentCategories,
	hasConsent,
	onConsentChange,
} from '../consent';

const host = window as unknown as { tresenConsent?: unknown };

afterEach( () => {
	delete host.tresenConsent;
} );

describe( 'without the consent plugin', () => {
	it( 'allows only necessary', () => {
		expect( hasConsent( 'necessary' ) ).toBe( true );
		expect( hasConsent( 'marketing' ) ).toBe( false );
		expect( consentCategories() ).toEqual( [ 'necessary' ] );
	} );
} );

describe( 'with the gate', () => {
	it( 'asks window.tresenConsent and survives a throwing gate', () => {
		host.tresenConsent = {
			has: ( c: string ) => c === 'analytics',
			onChange: () => () => undefined,
			categories: () => [ 'necessary', 'analytics' ],
		};
		expect( hasConsent( 'analytics' ) ).toBe( true );
		expect( hasConsent( 'marketing' ) ).toBe( false );
		expect( consentCategories() ).toEqual( [ 'necessary', 'analytics' ] );
		host.tresenConsent = {
			has: () => {
				throw new Error( 'broken' );
			},
		};
		expect( hasConsent( 'analytics' ) ).toBe( false );
	} );

	it( 'onConsentChange hears the DOM event, per category or whole, until unsubscribed', () => {
		let granted = false;
		host.tresenConsent = {
			has: ( c: string ) => granted && c === 'marketing',
		};
		const whole = jest.fn();
		const marketing = jest.fn();
		const offWhole = onConsentChange( whole );
		const offMarketing = onConsentChange( 'marketing', marketing );
		granted = true;
		const detail = {
			categories: { necessary: true, marketing: true },
			version: 2,
		};
		document.dispatchEvent( new CustomEvent( CONSENT_EVENT, { detail } ) );
		expect( whole ).toHaveBeenCalledWith( detail );
		expect( marketing ).toHaveBeenCalledWith( true );
		offWhole();
		offMarketing();
		document.dispatchEvent( new CustomEvent( CONSENT_EVENT, { detail } ) );
		expect( whole ).toHaveBeenCalledTimes( 1 );
		expect( marketing ).toHaveBeenCalledTimes( 1 );
	} );
} );
