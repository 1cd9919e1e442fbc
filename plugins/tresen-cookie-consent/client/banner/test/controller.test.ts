/**
 * External dependencies
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { documentJar, parseCookies } from '@tresen/common/cookies';
import { createGate } from '../../lib/gate';
import { getSettings } from '../../lib/settings';
import type { ConsentSettings } from '../../lib/settings.d';
import { revealBanner } from '../../lib/reveal';
import { mountBanner } from '../controller';
import type { BannerOptions } from '../controller';
import { BANNER_HTML } from './fixture';

const CATEGORIES = [
	{ slug: 'necessary', locked: true, cookies: [] },
	{ slug: 'functional', locked: false, cookies: [] },
	{ slug: 'analytics', locked: false, cookies: [ '_ga' ] },
	{ slug: 'marketing', locked: false, cookies: [] },
];

function clearCookies(): void {
	for ( const name of Object.keys( parseCookies( document.cookie ) ) ) {
		document.cookie = `${ name }=; max-age=0; path=/`;
	}
}

function setReducedMotion( reduce: boolean ): void {
	Object.defineProperty( window, 'matchMedia', {
		configurable: true,
		value: ( query: string ) => ( {
			matches: reduce && query.includes( 'reduce' ),
			media: query,
			addEventListener: () => undefined,
			removeEventListener: () => undefined,
		} ),
	} );
}

function mount( options: Partial< BannerOptions & ConsentSettings > = {} ) {
	document.body.innerHTML = BANNER_HTML;
	const settings = getSettings( {
		version: 1,
		categories: CATEGORIES,
		googleConsentMode: false,
		...options,
	} );
	const gate = createGate( settings, window, documentJar( document ) );
	const controller = mountBanner( document, gate, settings );
	if ( ! controller ) {
		throw new Error( 'not mounted' );
	}
	return { gate, controller };
}

const banner = () =>
	document.getElementById( 'tresen-cc-banner' ) as HTMLElement;
const modal = () =>
	document.querySelector( '[data-tresen-cc="modal"]' ) as HTMLElement;
const bannerButton = ( name: string ) =>
	banner().querySelector(
		`[data-tresen-cc-action="${ name }"]`
	) as HTMLButtonElement;
const dialogButton = ( name: string ) =>
	modal().querySelector(
		`[data-tresen-cc-action="${ name }"]`
	) as HTMLButtonElement;

beforeEach( () => {
	clearCookies();
	setReducedMotion( false );
	jest.useFakeTimers();
	window.scrollY = 0;
} );

afterEach( () => {
	jest.useRealTimers();
	// Listeners of earlier mounts stay on document; replacing the markup detaches their elements.
	document.body.innerHTML = '';
} );

function user() {
	return userEvent.setup( { advanceTimers: jest.advanceTimersByTime } );
}

describe( 'first visit', () => {
	it( 'reveals the banner, writes nothing, and moves focus to it', () => {
		mount();
		expect( banner() ).toBeVisible();
		expect( banner() ).toHaveClass( 'is-open' );
		expect( banner() ).toHaveFocus();
		expect( document.cookie ).toBe( '' );
	} );

	it( 'keeps the banner hidden once a decision exists', () => {
		mount().gate.decide( 'reject' );
		const { controller } = mount();
		expect( controller.model().view ).toBe( 'hidden' );
		expect( banner() ).not.toBeVisible();
	} );

	it( '"Mehr lesen" reveals the rest of the text', async () => {
		mount();
		await user().click(
			screen.getByRole( 'button', { name: 'Mehr lesen' } )
		);
		expect(
			screen.getByText( 'und ähnliche Technologien.' )
		).toBeVisible();
		expect(
			screen.queryByRole( 'button', { name: 'Mehr lesen' } )
		).toBeNull();
	} );
} );

describe( 'shown by the gate before the controller loads', () => {
	afterEach( () => {
		// One page view each: a banner left revealed belongs to its test's page.
		delete ( window as unknown as { tresenCcReveal?: unknown } )
			.tresenCcReveal;
	} );

	function reveal() {
		document.body.innerHTML = BANNER_HTML;
		const settings = getSettings( {
			version: 1,
			categories: CATEGORIES,
			googleConsentMode: false,
		} );
		const gate = createGate( settings, window, documentJar( document ) );
		expect( revealBanner( document, gate, 500 ) ).toBe( true );
		return { gate, settings };
	}

	it( 'shows and focuses the banner and keeps focused page elements above it', () => {
		reveal();
		expect( banner() ).toBeVisible();
		expect( banner() ).toHaveClass( 'is-open' );
		expect( banner() ).toHaveFocus();
		expect( document.documentElement ).toHaveClass( 'tresen-cc-open' );
		expect( document.cookie ).toBe( '' );
	} );

	it( 'the controller takes it over without moving the focus, and a decision releases everything', async () => {
		const { gate, settings } = reveal();
		// The shopper clicked into the page: focus is on the body.
		banner().blur();
		const controller = mountBanner( document, gate, settings );
		expect( controller?.model().view ).toBe( 'banner' );
		expect( document.body ).toHaveFocus();
		await user().click( bannerButton( 'reject' ) );
		jest.advanceTimersByTime( 600 );
		expect( banner() ).not.toBeVisible();
		expect( document.documentElement ).not.toHaveClass( 'tresen-cc-open' );
		expect( document.cookie ).toContain( 'viewed_cookie_policy=no' );
	} );

	it( 'a decision made elsewhere before the controller hides it again', () => {
		const { gate } = reveal();
		gate.decide( 'accept' );
		expect( banner() ).not.toBeVisible();
		expect( document.documentElement ).not.toHaveClass( 'tresen-cc-open' );
	} );
} );

describe( 'accept and reject', () => {
	it( 'accept sets viewed_cookie_policy=yes and hides after the 500 ms animation', async () => {
		mount();
		await user().click( bannerButton( 'accept' ) );
		expect( parseCookies( document.cookie ).viewed_cookie_policy ).toBe(
			'yes'
		);
		expect( banner() ).not.toHaveClass( 'is-open' );
		expect( banner().hidden ).toBe( false );
		act( () => jest.advanceTimersByTime( 499 ) );
		expect( banner().hidden ).toBe( false );
		act( () => jest.advanceTimersByTime( 1 ) );
		expect( banner().hidden ).toBe( true );
	} );

	it( 'reject sets viewed_cookie_policy=no and hides at once with reduced motion', async () => {
		setReducedMotion( true );
		mount();
		await user().click( bannerButton( 'reject' ) );
		const jar = parseCookies( document.cookie );
		expect( jar.viewed_cookie_policy ).toBe( 'no' );
		expect( jar[ 'cookielawinfo-checkbox-analytics' ] ).toBe( 'no' );
		expect( banner().hidden ).toBe( true );
	} );

	it( 'the three first-layer buttons share one style class', () => {
		mount();
		const classes = [ 'accept', 'reject', 'settings' ].map(
			( a ) => bannerButton( a ).className
		);
		expect( new Set( classes ).size ).toBe( 1 );
	} );
} );

describe( 'settings dialog', () => {
	it( 'opens with necessary on and locked, the others off', async () => {
		mount();
		await user().click( bannerButton( 'settings' ) );
		expect(
			screen.getByRole( 'dialog', { name: 'Cookie-Einstellungen' } )
		).toBeVisible();
		expect( banner() ).not.toBeVisible();
		const necessary = screen.getByRole( 'switch', { name: 'Notwendig' } );
		expect( necessary ).toBeChecked();
		expect( necessary ).toBeDisabled();
		expect(
			screen.getByRole( 'switch', { name: 'Analyse' } )
		).not.toBeChecked();
		expect(
			screen.getByRole( 'switch', { name: 'Funktional' } )
		).toHaveFocus();
	} );

	it( 'traps focus and Escape closes it, returning focus to "Einstellungen"', async () => {
		const u = user();
		mount();
		await u.click( bannerButton( 'settings' ) );
		const close = dialogButton( 'close' );
		close.focus();
		await u.tab();
		expect(
			screen.getByRole( 'link', { name: 'Datenschutzerklärung' } )
		).toHaveFocus();
		await u.tab( { shift: true } );
		expect( close ).toHaveFocus();
		await u.keyboard( '{Escape}' );
		expect( modal() ).not.toBeVisible();
		expect( banner() ).toBeVisible();
		expect( bannerButton( 'settings' ) ).toHaveFocus();
		expect( document.cookie ).toBe( '' );
	} );

	it( 'saves a custom choice as one cookie per category', async () => {
		const u = user();
		const { gate } = mount();
		await u.click( bannerButton( 'settings' ) );
		await u.click( screen.getByRole( 'switch', { name: 'Analyse' } ) );
		await u.click( dialogButton( 'save' ) );
		const jar = parseCookies( document.cookie );
		expect( jar[ 'cookielawinfo-checkbox-necessary' ] ).toBe( 'yes' );
		expect( jar[ 'cookielawinfo-checkbox-functional' ] ).toBe( 'no' );
		expect( jar[ 'cookielawinfo-checkbox-analytics' ] ).toBe( 'yes' );
		expect( jar[ 'cookielawinfo-checkbox-marketing' ] ).toBe( 'no' );
		expect( jar.viewed_cookie_policy ).toBe( 'yes' );
		expect( gate.has( 'analytics' ) ).toBe( true );
		expect( modal() ).not.toBeVisible();
		expect( banner().hidden ).toBe( true );
	} );

	it( 'is keyboard-operable end to end', async () => {
		const u = user();
		mount();
		bannerButton( 'settings' ).focus();
		await u.keyboard( '{Enter}' );
		expect(
			screen.getByRole( 'switch', { name: 'Funktional' } )
		).toHaveFocus();
		await u.tab();
		await u.keyboard( ' ' );
		expect(
			screen.getByRole( 'switch', { name: 'Analyse' } )
		).toBeChecked();
		await u.tab();
		await u.tab();
		expect( dialogButton( 'save' ) ).toHaveFocus();
		await u.keyboard( '{Enter}' );
		expect(
			parseCookies( document.cookie )[
				'cookielawinfo-checkbox-analytics'
			]
		).toBe( 'yes' );
	} );
} );

describe( 'reopening', () => {
	it( 'a manage link reopens the banner with the earlier choice in the dialog, and withdrawing deletes cookies', async () => {
		const u = user();
		mount().gate.decide( 'save', { analytics: true } );
		document.cookie = '_ga=GA1.1; path=/';
		mount();
		expect( banner() ).not.toBeVisible();

		await u.click(
			document.getElementById( 'footer-link' ) as HTMLElement
		);
		expect( banner() ).toBeVisible();
		expect( banner() ).toHaveFocus();
		await u.click( bannerButton( 'settings' ) );
		expect(
			screen.getByRole( 'switch', { name: 'Analyse' } )
		).toBeChecked();
		await u.click( dialogButton( 'reject' ) );

		expect( parseCookies( document.cookie )._ga ).toBeUndefined();
		expect( parseCookies( document.cookie ).viewed_cookie_policy ).toBe(
			'no'
		);
		expect( document.getElementById( 'footer-link' ) ).toHaveFocus();
	} );

	it( 'Escape closes a reopened banner without changing the decision', async () => {
		const u = user();
		mount().gate.decide( 'accept' );
		const before = document.cookie;
		mount();
		await u.click(
			document.getElementById( 'footer-link' ) as HTMLElement
		);
		await u.keyboard( '{Escape}' );
		act( () => jest.advanceTimersByTime( 500 ) );
		expect( banner().hidden ).toBe( true );
		expect( document.cookie ).toBe( before );
	} );
} );

describe( 'options', () => {
	function scrollTo( y: number ): void {
		window.scrollY = y;
		window.dispatchEvent( new Event( 'scroll' ) );
	}

	it( 'scroll-to-accept off: scrolling records nothing', () => {
		mount();
		scrollTo( 500 );
		expect( document.cookie ).toBe( '' );
		expect( banner() ).toBeVisible();
	} );

	it( 'scroll-to-accept on: accepts only past 100 px', () => {
		mount( { scrollAccept: true, scrollOffset: 100 } );
		scrollTo( 100 );
		expect( document.cookie ).toBe( '' );
		scrollTo( 101 );
		expect( parseCookies( document.cookie ).viewed_cookie_policy ).toBe(
			'yes'
		);
		expect(
			parseCookies( document.cookie )[
				'cookielawinfo-checkbox-marketing'
			]
		).toBe( 'yes' );
	} );

	it( 'auto-hide off: the banner stays', () => {
		mount();
		act( () => jest.advanceTimersByTime( 20000 ) );
		expect( banner() ).toBeVisible();
	} );

	it( 'auto-hide on: hides after 10000 ms and records nothing', () => {
		mount( { autoHide: true, autoHideDelay: 10000 } );
		( banner().ownerDocument.activeElement as HTMLElement ).blur();
		act( () => jest.advanceTimersByTime( 9999 ) );
		expect( banner() ).toBeVisible();
		act( () => jest.advanceTimersByTime( 1 + 500 ) );
		expect( banner() ).not.toBeVisible();
		expect( document.cookie ).toBe( '' );
	} );

	it( 'auto-hide waits while the visitor is inside the banner', () => {
		mount( { autoHide: true, autoHideDelay: 10000 } );
		bannerButton( 'reject' ).focus();
		act( () => jest.advanceTimersByTime( 20000 ) );
		expect( banner() ).toBeVisible();
	} );
} );

describe( 'back/forward cache', () => {
	it( 'hides the banner when the page comes back after a decision elsewhere', () => {
		const { gate } = mount();
		expect( banner() ).toBeVisible();
		// Another tab decided meanwhile.
		createGate(
			getSettings( {
				version: 1,
				categories: CATEGORIES,
				googleConsentMode: false,
			} ),
			window,
			documentJar( document )
		).decide( 'accept' );
		const event = new Event( 'pageshow' ) as PageTransitionEvent;
		Object.defineProperty( event, 'persisted', { value: true } );
		window.dispatchEvent( event );
		act( () => jest.advanceTimersByTime( 500 ) );
		expect( banner() ).not.toBeVisible();
		expect( gate.has( 'marketing' ) ).toBe( true );
	} );
} );
