/**
 * WooCommerce → Einstellungen → Zahlungen as the owner sees it: the suite
 * is one Stripe provider (its logo, its methods named), not one entry per
 * method; inside it, the methods with their logos. Real WooCommerce only:
 * the double has no React Payments settings page.
 */
import { test, expect } from '@playwright/test';
import { sitePhp } from './lib/site';
import { withLock } from './lib/standin';

const PASSWORD = 'Stripe-Anbieter-2026!';

test.describe.configure( { timeout: 120_000 } );

test.skip(
	process.env.TRESEN_E2E_WC !== 'real',
	'The WooCommerce double has no React Payments settings page (wc-admin); real lane only: TRESEN_WC=real.'
);

const SHOP = process.env.TRESEN_E2E_URL || 'http://localhost:8888';

// The Stripe settings are the shop's, shared with the stand-in specs
// (stripe-element.spec.ts switches iDEAL | Wero on for its purchases): this
// file holds their lock, sets every method it reads and takes them off after.
withLock(
	{ name: 'stripe', shopUrl: SHOP },
	() => {
		sitePhp( `
			$user = get_user_by( 'login', 'zahlungsadmin' );
			$id   = $user ? $user->ID : wp_create_user( 'zahlungsadmin', '${ PASSWORD }', 'zahlungsadmin@example.com' );
			wp_set_password( '${ PASSWORD }', $id );
			( new WP_User( $id ) )->set_role( 'administrator' );
			update_option( 'woocommerce_stripe_settings', array( 'enabled' => 'yes', 'testmode' => 'yes', 'test_publishable_key' => 'pk_test_provider', 'test_secret_key' => 'sk_test_provider', 'title' => 'Kreditkarte' ) );
			update_option( 'woocommerce_stripe_sepa_settings', array( 'enabled' => 'yes', 'title' => 'SEPA-Lastschrift' ) );
			update_option( 'woocommerce_stripe_ideal_settings', array( 'enabled' => 'no' ) );
			return $id;
		` );
	},
	() => {
		sitePhp( `
			foreach ( array( 'stripe', 'stripe_sepa', 'stripe_ideal' ) as $id ) {
				delete_option( 'woocommerce_' . $id . '_settings' );
			}
			return true;
		` );
	}
);

test( 'WooCommerce → Payments shows one Stripe provider; inside it the methods with their logos', async ( {
	page,
	context,
	baseURL,
} ) => {
	// Without it the test site shows every Stripe method off (tests/e2e/fixtures/stripe-standin.php).
	await context.addCookies( [
		{ name: 'tresen_e2e_stripe', value: '1', url: baseURL! },
	] );
	const payments = `${ baseURL }/wp-admin/admin.php?page=wc-settings&tab=checkout`;
	await page.goto(
		`/wp-login.php?redirect_to=${ encodeURIComponent( payments ) }`
	);
	await page.locator( '#user_login' ).fill( 'zahlungsadmin' );
	await page.locator( '#user_pass' ).fill( PASSWORD );
	await page.locator( '#wp-submit' ).click();

	// WooCommerce's React list: one item per provider, its id as the element's id.
	const stripe = page.locator( '.woocommerce-item__payment-gateway#stripe' );
	await expect( stripe ).toBeVisible( { timeout: 90_000 } );
	await expect(
		stripe.locator( '.woocommerce-list__item-title' )
	).toContainText( 'Stripe' );
	await expect(
		stripe.locator( 'img.woocommerce-list__item-image' )
	).toHaveAttribute( 'src', /\/methods\/stripe\.svg$/ );
	await expect(
		stripe.locator( '.woocommerce-list__item-content' )
	).toContainText( 'iDEAL | Wero' );
	await expect(
		page.locator( '.woocommerce-item__payment-gateway[id^="stripe_"]' )
	).toHaveCount( 0 );
	await page.screenshot( {
		path: test.info().outputPath( 'payments-one-stripe-provider.png' ),
		fullPage: true,
	} );

	// Inside: the provider's settings page with its methods.
	await page.goto( `${ payments }&section=stripe` );
	const table = page.locator( 'table.tresen-stripe-methods' );
	await expect( table ).toBeVisible( { timeout: 60_000 } );
	await expect( page.locator( '#tresen-stripe-methods' ) ).toHaveText(
		'Zahlungsarten'
	);
	await expect( table.locator( 'tbody tr' ) ).toHaveCount( 10 );
	const sepa = table.locator( 'tbody tr', { hasText: 'SEPA-Lastschrift' } );
	await expect( sepa.locator( 'img' ) ).toHaveAttribute(
		'src',
		/\/methods\/sepa_debit\.svg$/
	);
	await expect( sepa ).toContainText( 'An' );
	const ideal = table.locator( 'tbody tr', { hasText: 'iDEAL | Wero' } );
	await expect( ideal ).toContainText( 'Aus' );
	// The logos load (the router serves the plugin's SVGs).
	const logo = await page.request.get(
		( await sepa.locator( 'img' ).getAttribute( 'src' ) ) as string
	);
	expect( logo.status() ).toBe( 200 );
	await page.screenshot( {
		path: test.info().outputPath( 'stripe-provider-methods.png' ),
		fullPage: true,
	} );
	await ideal
		.getByRole( 'link', { name: 'iDEAL | Wero einrichten' } )
		.click();
	await expect( page ).toHaveURL( /section=stripe_ideal/ );
} );
