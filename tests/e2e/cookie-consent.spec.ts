/**
 * Cookie consent against the local shop: nothing non-essential before
 * consent, accept / reject / custom choices persist, reopening, withdrawal,
 * keyboard-only use, layout stability and small screens.
 *
 * Gated scripts come from tests/e2e/fixtures/cookie-consent-gated.php when
 * the cookie tresen_e2e_gated=1 is present: an external analytics script
 * (served here by page.route, it sets _ga) and inline marketing code (sets
 * sbjs_current).
 */
import {
	test,
	expect,
	type Browser,
	type BrowserContext,
	type BrowserContextOptions,
	type Cookie,
	type Page,
} from '@playwright/test';

const TRACKER = 'https://tracker.tresen-e2e.test/';
const OPTIONAL = [ 'functional', 'analytics', 'marketing', 'others' ];
const CONSENT_NAMES =
	/^(viewed_cookie_policy|CookieLawInfoConsent|cookielawinfo-checkbox-.*)$/;
const TRACKING_NAMES = /^(_ga.*|_gid|sbjs_.*|_fbp|_gcl_au|wp_consent_.*)$/;

interface Visit {
	page: Page;
	context: BrowserContext;
	trackerRequests: string[];
}

async function visit( context: BrowserContext, page: Page ): Promise< Visit > {
	const baseURL = test.info().project.use.baseURL as string;
	await context.addCookies( [
		{ name: 'tresen_e2e_gated', value: '1', url: baseURL },
	] );
	const trackerRequests: string[] = [];
	await context.route( `${ TRACKER }**`, ( route ) => {
		trackerRequests.push( route.request().url() );
		return route.fulfill( {
			contentType: 'application/javascript',
			body: 'window.tresenE2eAnalytics = ( window.tresenE2eAnalytics || 0 ) + 1; document.cookie = "_ga=GA1.1.42.42; path=/; max-age=3600";',
		} );
	} );
	return { page, context, trackerRequests };
}

async function cookieMap(
	context: BrowserContext
): Promise< Record< string, Cookie > > {
	return Object.fromEntries(
		( await context.cookies() ).map( ( c ) => [ c.name, c ] )
	);
}

function record( cookie: Cookie | undefined ): Record< string, unknown > {
	expect( cookie, 'CookieLawInfoConsent is set' ).toBeDefined();
	return JSON.parse(
		Buffer.from( decodeURIComponent( cookie!.value ), 'base64' ).toString(
			'utf8'
		)
	);
}

const banner = ( page: Page ) => page.locator( '#tresen-cc-banner' );
const settingsDialog = ( page: Page ) =>
	page.getByRole( 'dialog', { name: 'Cookie-Einstellungen' } );
const bannerButton = ( page: Page, name: string ) =>
	banner( page ).getByRole( 'button', { name, exact: true } );

/**
 * Opens a page of the shop and waits for the banner (a first visit, or the
 * banner reopened).
 *
 * @param page Page.
 * @param path Path.
 */
async function openWithBanner( page: Page, path = '/' ): Promise< void > {
	await page.goto( path );
	await expect( banner( page ) ).toBeVisible();
}

/**
 * Answers the banner with one of its first-layer buttons; it goes away.
 *
 * @param page   Page.
 * @param button "Alle akzeptieren" or "Ablehnen".
 */
async function answerBanner(
	page: Page,
	button: 'Alle akzeptieren' | 'Ablehnen'
): Promise< void > {
	await bannerButton( page, button ).click();
	await expect( banner( page ) ).toBeHidden();
}

/**
 * A first visit (gated scripts on) answered with one of the banner's
 * buttons: the visit and the cookies it left.
 *
 * @param context Browser context.
 * @param page    Page.
 * @param button  "Alle akzeptieren" or "Ablehnen".
 */
async function answerFirstVisit(
	context: BrowserContext,
	page: Page,
	button: 'Alle akzeptieren' | 'Ablehnen'
): Promise< { v: Visit; jar: Record< string, Cookie > } > {
	const v = await visit( context, page );
	await page.goto( '/' );
	await answerBanner( page, button );
	return { v, jar: await cookieMap( context ) };
}

/**
 * Reloads the page and checks that the banner stays away.
 *
 * @param page Page.
 */
async function reloadWithoutBanner( page: Page ): Promise< void > {
	await page.reload();
	await page.waitForLoadState( 'load' );
	await expect( banner( page ) ).toBeHidden();
}

/**
 * How often the fixture's gated marketing code ran on the page (undefined:
 * never).
 *
 * @param page Page.
 */
const marketingRuns = ( page: Page ) =>
	page.evaluate(
		() =>
			( window as unknown as { tresenE2eMarketing?: number } )
				.tresenE2eMarketing
	);

/**
 * A fresh browser context on the shop (no cookies: a first visit).
 *
 * @param browser Browser.
 * @param options Viewport and device.
 */
function freshContext(
	browser: Browser,
	options: BrowserContextOptions
): Promise< BrowserContext > {
	return browser.newContext( {
		baseURL: test.info().project.use.baseURL as string,
		...options,
	} );
}

test.describe( 'first visit', () => {
	test( 'sets no consent or tracking cookie and loads no gated script until the visitor decides', async ( {
		context,
		page,
	} ) => {
		const v = await visit( context, page );
		await openWithBanner( page );
		await expect( bannerButton( page, 'Alle akzeptieren' ) ).toBeVisible();
		await expect( bannerButton( page, 'Ablehnen' ) ).toBeVisible();
		await expect( bannerButton( page, 'Einstellungen' ) ).toBeVisible();

		await openWithBanner( page, '/shop/' );
		await page.waitForLoadState( 'load' );

		const names = ( await context.cookies() ).map( ( c ) => c.name );
		expect(
			names.filter(
				( n ) => CONSENT_NAMES.test( n ) || TRACKING_NAMES.test( n )
			)
		).toEqual( [] );
		expect( v.trackerRequests ).toEqual( [] );
		expect( await marketingRuns( page ) ).toBeUndefined();
		// The fixture's two, and the shop's own (order attribution and analytics,
		// mu-plugins/tresen-shop/ConsentGatedScripts.php), all still inert.
		await expect(
			page.locator(
				'script[type="text/plain"][data-src="https://tracker.tresen-e2e.test/analytics.js"]'
			)
		).toHaveCount( 1 );
		expect(
			await page.evaluate(
				() =>
					Array.from(
						document.querySelectorAll(
							'script[type="text/plain"][data-consent-category="marketing"]'
						)
					).filter( ( el ) =>
						( el.textContent ?? '' ).includes(
							'tresenE2eMarketing'
						)
					).length
			)
		).toBe( 1 );
		await expect(
			page.locator(
				'script[type="text/plain"][data-src*="tresen-order-attribution/build/"]'
			)
		).toHaveCount( 2 );
		await expect(
			page.locator( 'script[data-consent-activated]' )
		).toHaveCount( 0 );
		expect(
			await page.evaluate( () =>
				(
					window as unknown as {
						tresenConsent: { has: ( c: string ) => boolean };
					}
				 ).tresenConsent.has( 'marketing' )
			)
		).toBe( false );
	} );

	test( 'the three first-layer buttons have equal weight', async ( {
		page,
	} ) => {
		await openWithBanner( page );
		const styles = await Promise.all(
			[ 'Alle akzeptieren', 'Ablehnen', 'Einstellungen' ].map( ( name ) =>
				bannerButton( page, name ).evaluate( ( el ) => {
					const s = getComputedStyle( el );
					return [
						s.backgroundColor,
						s.color,
						s.fontSize,
						s.fontWeight,
						s.borderTopWidth,
						Math.round( el.getBoundingClientRect().height ),
					].join( '|' );
				} )
			)
		);
		expect( new Set( styles ).size ).toBe( 1 );
	} );
} );

test.describe( 'decisions persist', () => {
	test( 'accept: viewed_cookie_policy=yes, every category yes, gated scripts run on every page', async ( {
		context,
		page,
	} ) => {
		const { v, jar } = await answerFirstVisit(
			context,
			page,
			'Alle akzeptieren'
		);
		expect( jar.viewed_cookie_policy.value ).toBe( 'yes' );
		for ( const slug of [ 'necessary', ...OPTIONAL ] ) {
			expect( jar[ `cookielawinfo-checkbox-${ slug }` ]?.value ).toBe(
				'yes'
			);
		}
		expect( record( jar.CookieLawInfoConsent ) ).toEqual( {
			ver: expect.any( Number ),
			necessary: true,
			functional: true,
			analytics: true,
			marketing: true,
			others: true,
		} );
		const days =
			( jar.viewed_cookie_policy.expires * 1000 - Date.now() ) / 86400000;
		expect( days ).toBeGreaterThan( 364 );
		expect( days ).toBeLessThanOrEqual( 365 );
		expect( jar.viewed_cookie_policy.path ).toBe( '/' );
		expect( jar.viewed_cookie_policy.sameSite ).toBe( 'Lax' );

		await expect.poll( () => v.trackerRequests.length ).toBe( 1 );
		await expect
			.poll( async () => ( await cookieMap( context ) )._ga?.value )
			.toBe( 'GA1.1.42.42' );

		await reloadWithoutBanner( page );
		await page.goto( '/shop/' );
		await expect( banner( page ) ).toBeHidden();
		await expect.poll( () => v.trackerRequests.length ).toBe( 3 );
		await expect.poll( () => marketingRuns( page ) ).toBe( 1 );
	} );

	test( 'reject: viewed_cookie_policy=no, nothing optional, stays hidden across pages', async ( {
		context,
		page,
	} ) => {
		const { v, jar } = await answerFirstVisit( context, page, 'Ablehnen' );
		expect( jar.viewed_cookie_policy.value ).toBe( 'no' );
		expect( jar[ 'cookielawinfo-checkbox-necessary' ].value ).toBe( 'yes' );
		for ( const slug of OPTIONAL ) {
			expect( jar[ `cookielawinfo-checkbox-${ slug }` ].value ).toBe(
				'no'
			);
		}
		await page.goto( '/shop/' );
		await reloadWithoutBanner( page );
		expect( v.trackerRequests ).toEqual( [] );
		expect(
			Object.keys( await cookieMap( context ) ).filter( ( n ) =>
				TRACKING_NAMES.test( n )
			)
		).toEqual( [] );
	} );

	test( 'custom choice in the settings dialog: only analytics', async ( {
		context,
		page,
	} ) => {
		const v = await visit( context, page );
		await page.goto( '/' );
		await bannerButton( page, 'Einstellungen' ).click();
		const dialog = settingsDialog( page );
		await expect( dialog ).toBeVisible();
		const necessary = dialog.getByRole( 'switch', { name: 'Notwendig' } );
		await expect( necessary ).toBeChecked();
		await expect( necessary ).toBeDisabled();
		for ( const name of [
			'Funktional',
			'Analyse',
			'Marketing',
			'Sonstige',
		] ) {
			await expect(
				dialog.getByRole( 'switch', { name } )
			).not.toBeChecked();
		}
		await dialog.getByRole( 'switch', { name: 'Analyse' } ).check();
		await dialog
			.getByRole( 'button', { name: 'Auswahl speichern' } )
			.click();
		await expect( dialog ).toBeHidden();
		await expect( banner( page ) ).toBeHidden();

		const jar = await cookieMap( context );
		expect( jar.viewed_cookie_policy.value ).toBe( 'yes' );
		expect( jar[ 'cookielawinfo-checkbox-analytics' ].value ).toBe( 'yes' );
		expect( jar[ 'cookielawinfo-checkbox-marketing' ].value ).toBe( 'no' );
		expect( record( jar.CookieLawInfoConsent ) ).toMatchObject( {
			analytics: true,
			marketing: false,
			necessary: true,
		} );
		await expect.poll( () => v.trackerRequests.length ).toBe( 1 );
		expect( await marketingRuns( page ) ).toBeUndefined();

		await page.goto( '/shop/' );
		await expect( banner( page ) ).toBeHidden();
		await page.locator( '.tresen-manage-consent' ).first().click();
		await expect( banner( page ) ).toBeVisible();
		await bannerButton( page, 'Einstellungen' ).click();
		await expect(
			settingsDialog( page ).getByRole( 'switch', { name: 'Analyse' } )
		).toBeChecked();
		await expect(
			settingsDialog( page ).getByRole( 'switch', { name: 'Marketing' } )
		).not.toBeChecked();
	} );

	test( 'back/forward: a decision made on the next page hides the banner on the way back', async ( {
		page,
	} ) => {
		await openWithBanner( page );
		await page.goto( '/shop/' );
		// The decision is recorded once the banner goes (its controller loads on intent).
		await answerBanner( page, 'Ablehnen' );
		await page.goBack();
		await expect( banner( page ) ).toBeHidden();
	} );
} );

test( 'withdrawing from the footer link deletes the tracking cookies and stops the scripts', async ( {
	context,
	page,
} ) => {
	const { v } = await answerFirstVisit( context, page, 'Alle akzeptieren' );
	await expect
		.poll( async () => Object.keys( await cookieMap( context ) ).sort() )
		.toEqual( expect.arrayContaining( [ '_ga', 'sbjs_current' ] ) );

	const link = page.locator( '.tresen-manage-consent' ).first();
	await expect( link ).toHaveText( 'Cookie-Einstellungen' );
	await link.click();
	await expect( banner( page ) ).toBeVisible();
	await answerBanner( page, 'Ablehnen' );

	const jar = await cookieMap( context );
	expect( jar._ga ).toBeUndefined();
	expect( jar.sbjs_current ).toBeUndefined();
	expect( jar.viewed_cookie_policy.value ).toBe( 'no' );
	const before = v.trackerRequests.length;
	await page.goto( '/shop/' );
	await page.waitForLoadState( 'load' );
	expect( v.trackerRequests ).toHaveLength( before );
} );

test( 'the banner shows without its controller; a click made before the controller is there is replayed', async ( {
	context,
	page,
} ) => {
	const controller: string[] = [];
	let release: () => void = () => undefined;
	const held = new Promise< void >( ( resolve ) => ( release = resolve ) );
	await context.route(
		/\/tresen-cookie-consent\/build\/banner\.js/,
		async ( route ) => {
			controller.push( route.request().url() );
			await held;
			await route.continue();
		}
	);
	await openWithBanner( page );
	await page.waitForLoadState( 'load' );
	await expect( banner( page ) ).toBeFocused();
	expect( controller, 'no controller without intent' ).toEqual( [] );

	// The click starts loading the controller; it answers once it is there.
	await bannerButton( page, 'Ablehnen' ).click();
	await expect.poll( () => controller.length ).toBe( 1 );
	await expect( banner( page ) ).toBeVisible();
	release();
	await expect( banner( page ) ).toBeHidden();
	const jar = await cookieMap( context );
	expect( jar.viewed_cookie_policy?.value ).toBe( 'no' );
} );

test( 'keyboard only: reach the banner, open the dialog, trap focus, Escape, save', async ( {
	context,
	page,
} ) => {
	await openWithBanner( page );
	await expect( banner( page ) ).toBeFocused();

	// Tab walks the banner in reading order, ending on "Einstellungen".
	for ( const [ role, name ] of [
		[ 'button', 'Mehr lesen' ],
		[ 'link', 'Datenschutzerklärung' ],
		[ 'button', 'Alle akzeptieren' ],
		[ 'button', 'Ablehnen' ],
		[ 'button', 'Einstellungen' ],
	] as const ) {
		await page.keyboard.press( 'Tab' );
		await expect(
			banner( page ).getByRole( role, { name, exact: true } )
		).toBeFocused();
	}
	await page.keyboard.press( 'Enter' );
	const dialog = settingsDialog( page );
	await expect( dialog ).toBeVisible();
	await expect(
		dialog.getByRole( 'switch', { name: 'Funktional' } )
	).toBeFocused();

	for ( let i = 0; i < 12; i++ ) {
		await page.keyboard.press( 'Tab' );
		expect(
			await dialog.evaluate( ( el ) =>
				el.contains( el.ownerDocument.activeElement )
			)
		).toBe( true );
	}

	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toBeHidden();
	await expect( bannerButton( page, 'Einstellungen' ) ).toBeFocused();
	expect(
		( await context.cookies() ).filter( ( c ) =>
			CONSENT_NAMES.test( c.name )
		)
	).toEqual( [] );

	await page.keyboard.press( 'Enter' );
	await expect(
		dialog.getByRole( 'switch', { name: 'Funktional' } )
	).toBeFocused();
	await page.keyboard.press( 'Tab' );
	await expect(
		dialog.getByRole( 'switch', { name: 'Analyse' } )
	).toBeFocused();
	await page.keyboard.press( 'Space' );
	await expect(
		dialog.getByRole( 'switch', { name: 'Analyse' } )
	).toBeChecked();
	for ( const control of [
		dialog.getByRole( 'switch', { name: 'Marketing' } ),
		dialog.getByRole( 'switch', { name: 'Sonstige' } ),
		dialog.getByRole( 'button', { name: 'Auswahl speichern' } ),
	] ) {
		await page.keyboard.press( 'Tab' );
		await expect( control ).toBeFocused();
	}
	await page.keyboard.press( 'Enter' );
	await expect( dialog ).toBeHidden();
	const jar = await cookieMap( context );
	expect( jar[ 'cookielawinfo-checkbox-analytics' ].value ).toBe( 'yes' );
	expect( jar[ 'cookielawinfo-checkbox-functional' ].value ).toBe( 'no' );
} );

test( 'the banner does not shift the page layout (CLS 0 from the banner)', async ( {
	browser,
} ) => {
	// One page load, compared with itself: where every in-flow part of the page
	// sits with the banner open, and with the banner (and the room it adds after
	// the page) taken away again in the same frame. Two separate page loads can
	// differ without the banner: another spec running beside this one adds
	// products ("Neu im Sortiment" then starts with other names, and a name on
	// two lines makes a row 20 px taller: 3,009 vs 3,029 px on a busy machine).
	const context = await freshContext( browser, {
		viewport: { width: 1280, height: 800 },
	} );
	const page = await context.newPage();
	await page.addInitScript( () => {
		type Shift = PerformanceEntry & {
			value: number;
			sources?: Array< { node?: Node } >;
		};
		const w = window as unknown as {
			bannerShifts: number;
			tallyShifts: ( entries: PerformanceEntryList ) => void;
			shiftObserver: PerformanceObserver;
		};
		w.bannerShifts = 0;
		w.tallyShifts = ( entries ) => {
			for ( const entry of entries as Shift[] ) {
				if (
					( entry.sources ?? [] ).some(
						( s ) =>
							s.node &&
							( s.node as Element ).closest?.(
								'#tresen-cc-banner, [data-tresen-cc="modal"]'
							)
					)
				) {
					w.bannerShifts += entry.value;
				}
			}
		};
		w.shiftObserver = new PerformanceObserver( ( list ) =>
			w.tallyShifts( list.getEntries() )
		);
		w.shiftObserver.observe( { type: 'layout-shift', buffered: true } );
	} );
	await page.goto( '/' );
	await expect( banner( page ) ).toBeVisible();
	const result = await page.evaluate( async () => {
		// The banner's reveal transition (and any other finite animation) runs
		// to its end; then the shifts not yet delivered are taken.
		await Promise.all(
			document
				.getAnimations()
				.filter(
					( a ) => a.effect?.getComputedTiming().endTime !== Infinity
				)
				.map( ( a ) => a.finished )
		);
		const w = window as unknown as {
			bannerShifts: number;
			tallyShifts: ( entries: PerformanceEntryList ) => void;
			shiftObserver: PerformanceObserver;
		};
		w.tallyShifts( w.shiftObserver.takeRecords() );
		const el = document.getElementById( 'tresen-cc-banner' )!;
		const root = document.documentElement;
		const flow = () =>
			Array.from( document.body.children )
				.filter(
					( c ) =>
						c !== el &&
						! c.contains( el ) &&
						c.tagName !== 'SCRIPT' &&
						getComputedStyle( c ).position !== 'fixed' &&
						getComputedStyle( c ).display !== 'none'
				)
				.map( ( c ) => {
					const box = c.getBoundingClientRect();
					return `${ c.tagName.toLowerCase() }${
						c.id ? '#' + c.id : ''
					} ${ Math.round( box.top + window.scrollY ) }–${ Math.round(
						box.bottom + window.scrollY
					) }`;
				} );
		const open = flow();
		const position = getComputedStyle( el ).position;
		// The same page, the same content, without the banner and its room.
		const roomClass = root.classList.contains( 'tresen-cc-open' );
		el.hidden = true;
		root.classList.remove( 'tresen-cc-open' );
		const without = flow();
		el.hidden = false;
		root.classList.toggle( 'tresen-cc-open', roomClass );
		return { bannerShifts: w.bannerShifts, open, without, position };
	} );
	expect( result.position ).toBe( 'fixed' );
	expect( result.bannerShifts ).toBe( 0 );
	expect( result.open.length ).toBeGreaterThan( 1 );
	expect( result.open ).toEqual( result.without );
	await context.close();
} );

test( 'works at 320 px width (and so at 200 % zoom): text and all buttons reachable', async ( {
	browser,
} ) => {
	const context = await freshContext( browser, {
		viewport: { width: 320, height: 568 },
		deviceScaleFactor: 2,
	} );
	const page = await context.newPage();
	await openWithBanner( page );
	// Measure where the banner rests, not where its slide-in passes.
	await page.evaluate( () =>
		Promise.all( document.getAnimations().map( ( a ) => a.finished ) )
	);
	const box = await banner( page ).boundingBox();
	expect( box ).not.toBeNull();
	expect( box!.x ).toBeGreaterThanOrEqual( 0 );
	expect( box!.x + box!.width ).toBeLessThanOrEqual( 320 );
	expect( box!.y + box!.height ).toBeLessThanOrEqual( 568 );
	await expect(
		banner( page ).getByRole( 'button', { name: 'Mehr lesen' } )
	).toBeVisible();
	for ( const name of [ 'Alle akzeptieren', 'Ablehnen', 'Einstellungen' ] ) {
		const button = bannerButton( page, name );
		await button.scrollIntoViewIfNeeded();
		await expect( button ).toBeInViewport();
	}
	await bannerButton( page, 'Einstellungen' ).click();
	const dialog = settingsDialog( page );
	await expect( dialog ).toBeVisible();
	const save = dialog.getByRole( 'button', { name: 'Auswahl speichern' } );
	await save.scrollIntoViewIfNeeded();
	await expect( save ).toBeInViewport();
	await save.click();
	expect( ( await cookieMap( context ) ).viewed_cookie_policy.value ).toBe(
		'no'
	);
	await context.close();
} );

test( 'on a phone the open banner never hides what has keyboard focus, and its buttons come first', async ( {
	browser,
} ) => {
	const context = await freshContext( browser, {
		viewport: { width: 390, height: 844 },
		isMobile: true,
		hasTouch: true,
	} );
	const page = await context.newPage();
	await openWithBanner( page, '/shop/' );
	// The first stops are the banner's own buttons.
	const first: string[] = [];
	for ( let i = 0; i < 3; i++ ) {
		await page.keyboard.press( 'Tab' );
		first.push(
			await page.evaluate( () =>
				document.body.ownerDocument.activeElement?.closest(
					'#tresen-cc-banner'
				)
					? 'banner'
					: 'page'
			)
		);
	}
	expect( first[ 0 ] ).toBe( 'banner' );
	// Then every stop of the page is visible above the banner.
	const hidden: string[] = [];
	for ( let i = 0; i < 52; i++ ) {
		await page.keyboard.press( 'Tab' );
		const obscured = await page.evaluate( () => {
			const doc = document.body.ownerDocument;
			const el = doc.activeElement as HTMLElement | null;
			const cover = doc.getElementById( 'tresen-cc-banner' );
			if ( ! el || ! cover || cover.contains( el ) || cover.hidden ) {
				return '';
			}
			const a = el.getBoundingClientRect();
			if ( a.width === 0 && a.height === 0 ) {
				return '';
			}
			const b = cover.getBoundingClientRect();
			const overlap =
				a.right > b.left &&
				a.left < b.right &&
				a.bottom > b.top &&
				a.top < b.bottom;
			return overlap
				? `${ el.tagName.toLowerCase() } "${ (
						el.textContent ||
						el.getAttribute( 'aria-label' ) ||
						''
					)
						.trim()
						.slice( 0, 30 ) }"`
				: '';
		} );
		if ( obscured ) {
			hidden.push( obscured );
		}
	}
	expect( hidden ).toEqual( [] );
	await context.close();
} );
