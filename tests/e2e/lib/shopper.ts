/**
 * What e2e specs do as a shopper in more than one place.
 */
import { expect, type Page } from '@playwright/test';

/**
 * Answers the cookie banner with "Ablehnen", as a shopper does on the first
 * visit before shopping (until then it covers part of the page;
 * cookie-consent.spec.ts covers the banner itself).
 *
 * @param page Page.
 */
export async function declineCookies( page: Page ): Promise< void > {
	await page.goto( '/' );
	const banner = page.locator( '#tresen-cc-banner' );
	await banner
		.getByRole( 'button', { name: 'Ablehnen', exact: true } )
		.click();
	await expect( banner ).toBeHidden();
}

/**
 * Opens a page and returns every script URL it requested.
 *
 * @param page Page.
 * @param path Path to open.
 */
export async function scriptsOf(
	page: Page,
	path: string
): Promise< string[] > {
	const urls: string[] = [];
	const onRequest = ( request: {
		resourceType: () => string;
		url: () => string;
	} ) => {
		if ( request.resourceType() === 'script' ) {
			urls.push( request.url() );
		}
	};
	page.on( 'request', onRequest );
	await page.goto( path, { waitUntil: 'load' } );
	page.off( 'request', onRequest );
	return urls;
}

/** A jQuery file's URL (jquery.min.js, jquery-migrate.min.js, …). */
export const JQUERY_FILE = /\/jquery[^/]*\.js(\?|$)/;

/**
 * Opens a page, checks that it neither requests a jQuery file nor defines
 * `window.jQuery`, and returns the script URLs it requested.
 *
 * @param page Page.
 * @param path Path to open.
 */
export async function expectNoJQuery(
	page: Page,
	path: string
): Promise< string[] > {
	const scripts = await scriptsOf( page, path );
	expect(
		scripts.filter( ( url ) => JQUERY_FILE.test( url ) ),
		`${ path } requests jQuery`
	).toEqual( [] );
	expect(
		await page.evaluate(
			() => typeof ( window as { jQuery?: unknown } ).jQuery
		),
		`${ path } defines jQuery`
	).toBe( 'undefined' );
	return scripts;
}

/**
 * A date of birth (YYYY-MM-DD) for a shopper this many years old today
 * (one day short of it with `short`).
 *
 * @param years Age in years.
 * @param short One day short of that age.
 */
export function born( years: number, short = false ): string {
	// Today as the shop counts it (Europe/Berlin), not in UTC: between 23:00
	// and 24:00 UTC Berlin is already a day further, so a date computed in
	// UTC made an under-age shopper 18 on the shop's side.
	const [ y, m, day ] = new Intl.DateTimeFormat( 'en-CA', {
		timeZone: 'Europe/Berlin',
	} )
		.format( new Date() )
		.split( '-' )
		.map( Number );
	const d = new Date( Date.UTC( y - years, m - 1, day + ( short ? 1 : 0 ) ) );
	return d.toISOString().slice( 0, 10 );
}

/**
 * The order id of the order-received page the shopper is on
 * (`…/bestellung-erhalten/<id>/?key=…`), 0 when the address has none.
 *
 * @param page Page.
 */
export function orderIdOf( page: Page ): number {
	return Number(
		new URL( page.url() ).pathname.match( /(\d+)\/?$/ )?.[ 1 ] ?? 0
	);
}
