/**
 * The Stripe connection test on WooCommerce → Shop-Check (tresen-setup),
 * keyboard only, against the loopback stand-in of Stripe's API: a wrong
 * secret key is reported in German, the signing secret's format is
 * checked, nothing is kept in the form; axe 0. Both lanes.
 *
 * Shares the shop's Stripe address with the Stripe specs, so it takes their
 * lock (`withStandin`) and never runs beside them.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './lib/axe';
import { withStandin } from './lib/standin';
import {
	connectShop,
	disconnectShop,
	startStandin,
	type Standin,
} from './lib/stripe';

const SHOP = process.env.TRESEN_E2E_URL || 'http://localhost:8888';

test.use( { viewport: { width: 1280, height: 900 } } );

withStandin< Standin >( {
	lock: { name: 'stripe', shopUrl: SHOP },
	start: () => startStandin( SHOP ),
	connect: connectShop,
	disconnect: disconnectShop,
	browser: async () => {},
} );

async function logIn( page: Page ): Promise< void > {
	await page.goto( '/wp-login.php' );
	await page.locator( '#user_login' ).focus();
	await page.keyboard.type( 'admin' );
	await page.keyboard.press( 'Tab' );
	await page.keyboard.type( 'password' );
	await Promise.all( [
		page.waitForURL( /\/wp-admin\// ),
		page.keyboard.press( 'Enter' ),
	] );
}

/**
 * Presses Enter on a form's button and waits for the page the form leads to.
 *
 * @param page   Page.
 * @param button The button.
 */
async function submitWithEnter( page: Page, button: Locator ): Promise< void > {
	await Promise.all( [
		page.waitForResponse( ( r ) =>
			r.url().includes( '/wp-admin/admin-post.php' )
		),
		button.press( 'Enter' ),
	] );
	await page.waitForLoadState( 'load' );
}

test( 'a wrong Stripe key is reported in German by the connection test', async ( {
	page,
} ) => {
	test.setTimeout( 90_000 );
	await logIn( page );
	await page.goto( '/wp-admin/admin.php?page=tresen-shop-check' );
	await page.getByLabel( 'Geheimer Schlüssel (sk_…)' ).focus();
	await page.keyboard.type( 'sk_test_falsch' );
	await page.keyboard.press( 'Tab' );
	await page.keyboard.type( 'whsec_tresenE2eSigningSecret' );
	await submitWithEnter(
		page,
		page.getByRole( 'button', { name: 'Verbindung testen' } )
	);
	const key = page.locator(
		'#tresen-stripe-test ~ [role="alert"] [data-key="stripe-key"]'
	);
	await expect( key ).toContainText(
		'Nicht erfüllt: Geheimer Stripe-Schlüssel'
	);
	await expect( key ).toContainText(
		'Stripe hat diesen geheimen Schlüssel abgelehnt'
	);
	await expect( page.locator( '[data-key="stripe-webhook"]' ) ).toContainText(
		'Erfüllt: Stripe-Webhook-Signaturschlüssel'
	);
	await expect( page.getByLabel( 'Geheimer Schlüssel (sk_…)' ) ).toHaveValue(
		''
	);
	expect(
		await axeViolations( page, { include: '#wpbody-content .wrap' } )
	).toEqual( [] );
} );
