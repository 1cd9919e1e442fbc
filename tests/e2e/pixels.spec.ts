/**
 * Marketing pixels (tresen-order-attribution): Meta Pixel, Pinterest Tag and
 * PayPal's tag manager load only after the visitor agreed to marketing
 * cookies, each once per page, and no longer once consent is withdrawn. The
 * vendors' real addresses are routed to small local fakes that record what
 * the page asked of them: no test reaches the network. Both lanes.
 *
 * The ids are saved for the whole shop, but only requests with the cookie
 * tresen_e2e_pixels=1 see them (tests/e2e/fixtures/marketing-pixels.php).
 */
import { test, expect, type BrowserContext, type Page } from '@playwright/test';
import { sitePhp } from './lib/site';

const SHOP = process.env.TRESEN_E2E_URL || 'http://localhost:8888';
const META = '1234567890123456';
const PINTEREST = '2612345678901';
const PAYPAL = '72c78d11-9fef-11e7-8e06-e965c75268e8';

type Vendor = 'meta' | 'pinterest' | 'paypal';

const VENDORS: Array< { vendor: Vendor; url: RegExp; body: string } > = [
	{
		vendor: 'meta',
		url: /^https:\/\/connect\.facebook\.net\/en_US\/fbevents\.js/,
		// Reads the fbq queue the base code left, as Meta's library does.
		body: `( () => {
			const seen = ( window.__pixels = window.__pixels || [] );
			const fbq = window.fbq;
			fbq.callMethod = ( ...args ) => seen.push( [ 'meta', ...args ] );
			for ( const args of fbq.queue ) seen.push( [ 'meta', ...args ] );
			fbq.queue = [];
		} )();`,
	},
	{
		vendor: 'pinterest',
		url: /^https:\/\/s\.pinimg\.com\/ct\/core\.js/,
		body: `( () => {
			const seen = ( window.__pixels = window.__pixels || [] );
			for ( const args of window.pintrk.queue ) seen.push( [ 'pinterest', ...args ] );
			window.pintrk = ( ...args ) => seen.push( [ 'pinterest', ...args ] );
		} )();`,
	},
	{
		vendor: 'paypal',
		url: /^https:\/\/www\.paypal\.com\/tagmanager\/pptm\.js/,
		body: `( () => {
			const seen = ( window.__pixels = window.__pixels || [] );
			const id = new URL( document.currentScript.src ).searchParams.get( 'id' );
			for ( const e of window.paypalDDL || [] ) seen.push( [ 'paypal', id, e.event ] );
		} )();`,
	},
];

let requests: Record< Vendor, number >;

async function routeVendors( context: BrowserContext ): Promise< void > {
	requests = { meta: 0, pinterest: 0, paypal: 0 };
	for ( const { vendor, url, body } of VENDORS ) {
		await context.route( url, ( route ) => {
			requests[ vendor ]++;
			return route.fulfill( {
				status: 200,
				contentType: 'application/javascript',
				body,
			} );
		} );
	}
}

const seen = ( page: Page ) =>
	page.evaluate(
		() => ( window as unknown as { __pixels?: unknown[][] } ).__pixels ?? []
	);

const banner = ( page: Page ) => page.locator( '#tresen-cc-banner' );

test.describe.configure( { mode: 'serial' } );

test.beforeAll( () => {
	sitePhp( `
		update_option( 'tresen_marketing_pixels', array(
			'meta_pixel_id'    => ${ JSON.stringify( META ) },
			'pinterest_tag_id' => ${ JSON.stringify( PINTEREST ) },
			'paypal_tag_id'    => ${ JSON.stringify( PAYPAL ) },
		) );
		return true;
	` );
} );

test.beforeEach( async ( { context } ) => {
	await context.addCookies( [
		{ name: 'tresen_e2e_pixels', value: '1', url: SHOP },
	] );
	await routeVendors( context );
} );

test.afterAll( () => {
	sitePhp( "delete_option( 'tresen_marketing_pixels' ); return true;" );
} );

test( 'no pixel before consent; each once after marketing consent; none on the next page after withdrawal', async ( {
	page,
} ) => {
	await page.goto( '/', { waitUntil: 'load' } );
	await expect( banner( page ) ).toBeVisible();
	// The page holds them inert, and nothing was fetched or run.
	await expect(
		page.locator(
			'script[type="text/plain"][data-consent-category="marketing"][data-src*="fbevents.js"]'
		)
	).toHaveCount( 1 );
	await page.goto( '/kontakt/', { waitUntil: 'load' } );
	expect( requests ).toEqual( { meta: 0, pinterest: 0, paypal: 0 } );
	expect( await page.evaluate( () => typeof ( window as any ).fbq ) ).toBe(
		'undefined'
	);

	await banner( page )
		.getByRole( 'button', { name: 'Alle akzeptieren', exact: true } )
		.click();
	await expect
		.poll( () => seen( page ) )
		.toEqual(
			expect.arrayContaining( [
				[ 'meta', 'init', META ],
				[ 'meta', 'track', 'PageView' ],
				[ 'pinterest', 'load', PINTEREST ],
				[ 'pinterest', 'page' ],
				[ 'paypal', PAYPAL, 'snippetRun' ],
			] )
		);
	expect( requests ).toEqual( { meta: 1, pinterest: 1, paypal: 1 } );
	expect( await seen( page ) ).toHaveLength( 5 );

	// The next page: once each again, at load, without a banner.
	await page.goto( '/', { waitUntil: 'load' } );
	await expect.poll( () => seen( page ) ).toHaveLength( 5 );
	expect( requests ).toEqual( { meta: 2, pinterest: 2, paypal: 2 } );

	// Withdrawn through the footer's cookie settings link.
	await page.locator( '.tresen-manage-consent' ).first().click();
	await banner( page )
		.getByRole( 'button', { name: 'Ablehnen', exact: true } )
		.click();
	await expect( banner( page ) ).toBeHidden();
	await page.goto( '/kontakt/', { waitUntil: 'load' } );
	await page.goto( '/', { waitUntil: 'load' } );
	expect( requests ).toEqual( { meta: 2, pinterest: 2, paypal: 2 } );
	expect( await seen( page ) ).toEqual( [] );
} );

test( 'a visitor who declines never loads a pixel', async ( { page } ) => {
	await page.goto( '/' );
	await banner( page )
		.getByRole( 'button', { name: 'Ablehnen', exact: true } )
		.click();
	await expect( banner( page ) ).toBeHidden();
	await page.goto( '/kontakt/', { waitUntil: 'load' } );
	await page.goto( '/', { waitUntil: 'load' } );
	expect( requests ).toEqual( { meta: 0, pinterest: 0, paypal: 0 } );
} );
