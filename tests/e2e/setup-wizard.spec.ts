/**
 * WooCommerce → Einrichtung (tresen-setup), keyboard only, on a shop made
 * "fresh" for this spec: no company data, no legal pages (the seed's are
 * set aside as drafts under other slugs, the footer-legal menu location is
 * emptied), no wizard progress. Products, categories, taxes and shipping
 * stay the seed's (docs/setup.md). The owner enters the company data (a
 * wrong VAT id is refused in German first), has the legal pages created from
 * the templates, sets "kein Pfand" for the categories whose products have no
 * deposit data, enters the payment keys (a wrong Stripe key, a PayPal secret
 * the PayPal stand-in refuses and an IBAN with wrong check digits are
 * reported in German at their fields first; then Stripe and PayPal are
 * tested against their loopback stand-ins and saved), the consent banner
 * text and a Meta Pixel ID (a malformed one refused first), and the
 * Shop-Check then reports every duty met; a guest buys a beer and a gin with
 * deposit, unit price and the date of birth asked. axe 0 on every step.
 * Everything is put back afterwards. Both lanes.
 */
import { test, expect, type Page } from '@playwright/test';
import { axeViolations } from './lib/axe';
import {
	addToCart,
	choosePaymentMethod,
	fillGuestAddress,
	openCheckout,
	placeOrder,
	productIdBySku,
} from './lib/checkout';
import {
	CLIENT_ID as PAYPAL_CLIENT_ID,
	SECRET as PAYPAL_SECRET,
	WEBHOOK_ID as PAYPAL_WEBHOOK_ID,
	startStandin as startPayPal,
	type Standin as PayPalStandin,
} from './lib/paypal';
import { declineCookies } from './lib/shopper';
import { sitePhp } from './lib/site';
import { withLock } from './lib/standin';
import {
	PUBLISHABLE_KEY,
	SECRET_KEY,
	WEBHOOK_SECRET,
	startStandin as startStripe,
	type Standin as StripeStandin,
} from './lib/stripe';

const SHOP = process.env.TRESEN_E2E_URL || 'http://localhost:8888';

test.use( { viewport: { width: 1280, height: 900 } } );
test.describe.configure( { mode: 'serial' } );

const BEER = 'TR-BIE-001';

// A save makes the server create pages, rates or call the stand-ins: on a
// loaded machine (the real lane) that takes longer than expect()'s 5 s.
const SAVED = { timeout: 30_000 };
const GIN = 'TR-GIN-001';

// Both setup specs change what the Shop-Check reads for the whole shop
// (category rules, legal pages, the last report): they hold one lock, so
// they never run at the same time in two workers.
withLock(
	{ name: 'setup', shopUrl: SHOP },
	() => {
		sitePhp(
			`$saved = array( 'options' => array(), 'pages' => array(), 'company' => get_option( 'tresen_company', null ), 'locations' => get_theme_mod( 'nav_menu_locations', array() ) );
			$keys = array( 'tresen_imprint_page_id' => 'impressum', 'woocommerce_terms_page_id' => 'agb', 'tresen_withdrawal_page_id' => 'widerrufsbelehrung', 'wp_page_for_privacy_policy' => 'datenschutzerklaerung', 'tresen_shipping_page_id' => 'versand-und-zahlung', 'tresen_accessibility_page_id' => 'barrierefreiheit' );
			foreach ( $keys as $option => $slug ) {
				$saved['options'][ $option ] = get_option( $option, null );
				delete_option( $option );
				$page = get_page_by_path( $slug );
				if ( $page instanceof WP_Post ) {
					$saved['pages'][ $page->ID ] = array( $page->post_name, $page->post_status );
					wp_update_post( array( 'ID' => $page->ID, 'post_status' => 'draft', 'post_name' => $slug . '-e2e-seed' ) );
				}
			}
			$locations = (array) $saved['locations'];
			unset( $locations['footer-legal'] );
			set_theme_mod( 'nav_menu_locations', $locations );
			foreach ( array( 'tresen_company', 'tresen_setup_wizard', 'tresen_setup_wizard_undo', \\Tresen\\Setup\\Check\\ShopCheck::OPTION ) as $option ) { delete_option( $option ); }
			update_option( 'tresen_e2e_fresh', $saved, false );
			return true;`
		);
	},
	() => {
		sitePhp(
			`$undo = (array) get_option( \\Tresen\\Setup\\Wizard\\Undo::OPTION, array() );
			$created = isset( $undo['pages']['posts'] ) ? (array) $undo['pages']['posts'] : array();
			foreach ( array( 'consent', 'payments', 'taxes', 'pages', 'company' ) as $step ) { \\Tresen\\Setup\\Wizard\\Undo::undo( $step ); }
			foreach ( $created as $id ) { wp_delete_post( (int) $id, true ); }
			foreach ( array_keys( (array) get_option( \\Tresen\\Setup\\Rules\\CategoryRules::UNDO_OPTION, array() ) ) as $id ) { \\Tresen\\Setup\\Rules\\CategoryRules::undo( (int) $id ); }
			$saved = get_option( 'tresen_e2e_fresh' );
			if ( is_array( $saved ) ) {
				foreach ( $saved['pages'] as $id => $page ) { wp_update_post( array( 'ID' => (int) $id, 'post_status' => $page[1], 'post_name' => $page[0] ) ); }
				foreach ( $saved['options'] as $option => $value ) { null === $value ? delete_option( $option ) : update_option( $option, $value ); }
				set_theme_mod( 'nav_menu_locations', $saved['locations'] );
				null === $saved['company'] ? delete_option( 'tresen_company' ) : update_option( 'tresen_company', $saved['company'] );
			}
			foreach ( array( 'tresen_e2e_fresh', 'tresen_setup_wizard', 'tresen_setup_wizard_undo', \\Tresen\\Setup\\Check\\ShopCheck::OPTION ) as $option ) { delete_option( $option ); }
			return true;`
		);
	}
);

// The payments step tests the keys against the loopback stand-ins of Stripe
// and PayPal: the shop is pointed at them (the e2e mu-plugins' options) under
// the Stripe and PayPal specs' locks; the gateways' settings the wizard writes
// are undone above.
let stripe: StripeStandin | undefined;
withLock(
	{ name: 'stripe', shopUrl: SHOP },
	async () => {
		stripe = await startStripe( SHOP );
		sitePhp(
			`update_option( 'tresen_e2e_stripe_api_base', ${ JSON.stringify(
				stripe.url
			) } ); return true;`
		);
	},
	async () => {
		sitePhp(
			`delete_option( 'tresen_e2e_stripe_api_base' ); return true;`
		);
		await stripe?.stop();
	}
);
let paypal: PayPalStandin | undefined;
withLock(
	{ name: 'paypal', shopUrl: SHOP },
	async () => {
		paypal = await startPayPal( SHOP );
		sitePhp(
			`update_option( 'tresen_e2e_paypal_api_base', ${ JSON.stringify(
				paypal.url.replace( '127.0.0.1', 'localhost' )
			) } ); return true;`
		);
	},
	async () => {
		sitePhp(
			`delete_option( 'tresen_e2e_paypal_api_base' ); return true;`
		);
		await paypal?.stop();
	}
);

/** Categories of the products without deposit data. */
function undecidedCategories(): { id: number; name: string }[] {
	return sitePhp(
		`$out = array();
		foreach ( \\Tresen\\Setup\\Check\\Catalogue::undecided_deposit_ids() as $id ) {
			foreach ( wp_get_post_terms( $id, 'product_cat' ) as $t ) { $out[ $t->term_id ] = array( 'id' => $t->term_id, 'name' => $t->name ); }
		}
		return array_values( $out );`
	);
}

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
 * Types into the field with this label (focused from the keyboard's point
 * of view: the owner tabbed there).
 *
 * @param page  Page.
 * @param label Field label.
 * @param text  Text.
 */
async function typeInto(
	page: Page,
	label: string,
	text: string
): Promise< void > {
	const field = page.getByLabel( label, { exact: true } );
	await field.focus();
	await page.keyboard.press( 'ControlOrMeta+a' );
	await page.keyboard.type( text );
}

async function expectAxeClean( page: Page ): Promise< void > {
	expect(
		await axeViolations( page, { include: '#wpbody-content .wrap' } )
	).toEqual( [] );
}

test( 'a keyboard-only owner sets the shop up; the Shop-Check then reports every duty met', async ( {
	page,
} ) => {
	test.setTimeout( 420_000 );
	// The e2e mu-plugins show the owner the Stripe and PayPal settings as stored
	// only with these cookies (guests of other specs see those gateways off).
	await page.context().addCookies( [
		{ name: 'tresen_e2e_stripe', value: '1', url: SHOP },
		{ name: 'tresen_e2e_paypal', value: '1', url: SHOP },
	] );
	await logIn( page );
	await page.goto( '/wp-admin/admin.php?page=tresen-setup' );
	const heading = page.locator( '#tresen-setup-step-heading' );
	await expect( heading ).toHaveText( 'Schritt 1 von 6: Firmendaten' );
	await expect(
		page
			.getByRole( 'navigation', { name: 'Schritte der Einrichtung' } )
			.getByRole( 'button', { name: '1. Firmendaten (offen)' } )
	).toHaveAttribute( 'aria-current', 'step' );
	await expectAxeClean( page );

	// Step 1: the company data, first with a wrong VAT id.
	await typeInto( page, 'Firmenname (Pflichtfeld)', 'Kiezbrause GmbH' );
	await page.keyboard.press( 'Tab' );
	await page.keyboard.type( 'Geschäftsführer: Ali Beispiel' );
	await page.keyboard.press( 'Tab' );
	await page.keyboard.type( 'Hauptstraße 5' );
	await page.keyboard.press( 'Tab' );
	await page.keyboard.type( '10827' );
	await page.keyboard.press( 'Tab' );
	await page.keyboard.type( 'Berlin' );
	await typeInto( page, 'E-Mail (Pflichtfeld)', 'hallo@kiezbrause.test' );
	await typeInto( page, 'Telefon', '030 555 66 77' );
	await typeInto( page, 'Registergericht', 'Amtsgericht Charlottenburg' );
	await typeInto( page, 'Registernummer', 'HRB 123456 B' );
	await typeInto( page, 'USt-IdNr.', 'DE12345678' );
	await page.keyboard.press( 'Enter' );
	const vat = page.getByLabel( 'USt-IdNr.', { exact: true } );
	await expect( vat ).toHaveAttribute( 'aria-invalid', 'true', SAVED );
	await expect( vat ).toHaveAccessibleDescription(
		'Eine deutsche USt-IdNr. besteht aus DE und 9 Ziffern, z. B. DE123456789.'
	);
	await expect( page.locator( '.tresen-setup-wizard__live' ) ).toContainText(
		'DE und 9 Ziffern'
	);
	await expect( heading ).toHaveText( 'Schritt 1 von 6: Firmendaten' );
	await expectAxeClean( page );
	await typeInto( page, 'USt-IdNr.', 'DE123456789' );
	await page.keyboard.press( 'Enter' );

	// Step 2: the legal pages from the templates; focus moved to the step.
	await expect( heading ).toHaveText( 'Schritt 2 von 6: Rechtstexte', SAVED );
	await expect( heading ).toBeFocused();
	await expect( page.getByLabel( 'Impressum', { exact: true } ) ).toHaveValue(
		'create'
	);
	await expectAxeClean( page );
	await page.getByRole( 'button', { name: 'Speichern und weiter' } ).focus();
	await page.keyboard.press( 'Enter' );

	// Step 3: taxes and shipping. The seed's zones and rates are kept (said so).
	await expect( heading ).toHaveText(
		'Schritt 3 von 6: Steuern und Versand',
		SAVED
	);
	await expect( heading ).toBeFocused();
	await expect(
		page.getByText(
			'Der Shop hat schon eine Versandzone für Deutschland; sie bleibt, wie sie ist.'
		)
	).toBeVisible();
	await expect(
		page.getByLabel( 'Versandkosten Deutschland in €', { exact: true } )
	).toHaveValue( '4,90' );
	await expectAxeClean( page );
	await page.getByRole( 'button', { name: 'Speichern und weiter' } ).focus();
	await page.keyboard.press( 'Enter' );

	// Step 4: "kein Pfand" for the categories whose products have none.
	await expect( heading ).toHaveText(
		'Schritt 4 von 6: Getränke nach Kategorie',
		SAVED
	);
	// The seed's zone and standard rate are kept; what the seed lacks is added.
	const live = page.locator( '.tresen-setup-wizard__live' );
	await expect( live ).toContainText(
		'Steuern sind eingeschaltet, Preise werden inkl. MwSt. eingegeben.'
	);
	await expect( live ).toContainText(
		/Schon vorhanden und unverändert: [^.]*Deutschland\./
	);
	await expect(
		page.getByRole( 'navigation', { name: 'Schritte der Einrichtung' } )
	).toContainText( '2. Rechtstexte (erledigt)' );
	expect(
		sitePhp< string >(
			"return get_option( 'woocommerce_prices_include_tax' );"
		)
	).toBe( 'yes' );
	const imprint = sitePhp< string >(
		"return (string) get_post_field( 'post_content', (int) get_option( 'tresen_imprint_page_id' ) );"
	);
	expect( imprint ).toContain( 'Kiezbrause GmbH' );
	expect( imprint ).toContain( 'DE123456789' );
	const categories = undecidedCategories();
	expect( categories.length ).toBeGreaterThan( 0 );
	for ( const cat of categories ) {
		const group = page.getByRole( 'group', {
			name: new RegExp( `^${ cat.name } \\(\\d+ Produkte?\\)$` ),
		} );
		// "unverändert" → "kein Pfand" by its first letter.
		await group.getByLabel( 'Pfand', { exact: true } ).press( 'k' );
		await expect(
			group.getByLabel( 'Pfand', { exact: true } )
		).toHaveValue( 'none' );
		await group.getByRole( 'button', { name: 'Anwenden' } ).focus();
		await page.keyboard.press( 'Enter' );
		await expect( group.getByRole( 'status' ) ).toContainText(
			new RegExp( `${ cat.name }: \\d+ Produkte? geändert\\.` )
		);
	}
	expect( undecidedCategories() ).toEqual( [] );
	await expectAxeClean( page );
	await page.getByRole( 'button', { name: 'Schritt abschließen' } ).focus();
	await page.keyboard.press( 'Enter' );

	// Step 5: payments. First a wrong Stripe key, a PayPal secret PayPal
	// refuses and an IBAN with wrong check digits: each named in German at
	// its field, nothing saved.
	await expect( heading ).toHaveText( 'Schritt 5 von 6: Zahlungen', SAVED );
	await expect( heading ).toBeFocused();
	await expectAxeClean( page );
	const stripeBefore = sitePhp< unknown >(
		"return get_option( 'woocommerce_stripe_settings', null );"
	);
	await typeInto( page, 'Veröffentlichbarer Schlüssel', PUBLISHABLE_KEY );
	await typeInto( page, 'Geheimer Schlüssel', 'sk_test_falsch' );
	await typeInto( page, 'Webhook-Signaturschlüssel', WEBHOOK_SECRET );
	// "Sandbox (Testzahlungen)" by its first letter.
	await page.getByLabel( 'PayPal-Modus', { exact: true } ).press( 's' );
	await typeInto( page, 'Client-ID', PAYPAL_CLIENT_ID );
	await typeInto( page, 'Secret', 'falsches-secret' );
	await typeInto( page, 'Kontoinhaber', 'Kiezbrause GmbH' );
	await typeInto( page, 'IBAN', 'DE89 3704 0044 0532 0130 01' );
	await typeInto( page, 'BIC', 'COBADEFFXXX' );
	await typeInto( page, 'Bank', 'Commerzbank' );
	await page.keyboard.press( 'Enter' );
	const secretKey = page.getByLabel( 'Geheimer Schlüssel', { exact: true } );
	await expect( secretKey ).toHaveAttribute( 'aria-invalid', 'true', SAVED );
	await expect( secretKey ).toHaveAccessibleDescription(
		/^Stripe hat diesen geheimen Schlüssel abgelehnt/
	);
	await expect(
		page.getByLabel( 'Secret', { exact: true } )
	).toHaveAccessibleDescription(
		/^PayPal hat diese Client-ID oder dieses Secret für die Sandbox abgelehnt/
	);
	await expect(
		page.getByLabel( 'IBAN', { exact: true } )
	).toHaveAccessibleDescription( /^Diese IBAN ist ungültig/ );
	await expect( heading ).toHaveText( 'Schritt 5 von 6: Zahlungen' );
	expect(
		sitePhp< unknown >(
			"return get_option( 'woocommerce_stripe_settings', null );"
		)
	).toEqual( stripeBefore );
	await expectAxeClean( page );
	// Then the right ones: tested against the stand-ins and saved.
	await typeInto( page, 'Geheimer Schlüssel', SECRET_KEY );
	await typeInto( page, 'Secret', PAYPAL_SECRET );
	// The webhook the owner created in the PayPal app, read at PayPal.
	await typeInto( page, 'Webhook-ID', PAYPAL_WEBHOOK_ID );
	await typeInto( page, 'IBAN', 'DE89 3704 0044 0532 0130 00' );
	await page.keyboard.press( 'Enter' );
	await expect( heading ).toHaveText(
		'Schritt 6 von 6: Einwilligung & Marketing',
		SAVED
	);
	await expect( live ).toContainText(
		'Stripe akzeptiert den geheimen Schlüssel (Testmodus: keine echten Zahlungen).'
	);
	await expect( live ).toContainText(
		'PayPal akzeptiert Client-ID und Secret (Sandbox: keine echten Zahlungen).'
	);
	await expect( live ).toContainText(
		'PayPal kennt diesen Webhook: Er sendet die Zahlungsereignisse an deinen Shop.'
	);
	await expect( live ).toContainText(
		'Vorkasse per Banküberweisung ist mit deinem Konto eingeschaltet.'
	);
	const saved = sitePhp< {
		stripe: Record< string, string >;
		paypal: Record< string, string >;
		iban: string;
	} >(
		`$accounts = get_option( 'woocommerce_bacs_accounts' );
		return array( 'stripe' => get_option( 'woocommerce_stripe_settings' ), 'paypal' => get_option( 'woocommerce_ppcp-gateway_settings' ), 'iban' => $accounts[0]['iban'] );`
	);
	expect( saved.stripe.test_secret_key ).toBe( SECRET_KEY );
	expect( saved.stripe.test_webhook_secret ).toBe( WEBHOOK_SECRET );
	expect( saved.paypal.sandbox_client_secret ).toBe( PAYPAL_SECRET );
	expect( saved.paypal.sandbox_webhook_id ).toBe( PAYPAL_WEBHOOK_ID );
	expect( saved.iban ).toBe( 'DE89 3704 0044 0532 0130 00' );
	// The secrets never come back to the browser.
	const wizardState = await page.evaluate( () =>
		(
			window as unknown as {
				wp: {
					apiFetch: ( o: { path: string } ) => Promise< unknown >;
				};
			}
		 ).wp.apiFetch( { path: '/tresen-setup/v1/wizard' } )
	);
	const json = JSON.stringify( wizardState );
	expect( json ).not.toContain( SECRET_KEY );
	expect( json ).not.toContain( PAYPAL_SECRET );
	expect( json ).toContain( 'sk_test_…in01' );

	// Step 6: consent banner and a marketing pixel, a malformed id first.
	await expect( heading ).toBeFocused();
	await expectAxeClean( page );
	await typeInto(
		page,
		'Bannertext',
		'Wir nutzen Cookies. Notwendige halten den Shop am Laufen; mit deiner Einwilligung auch Statistik und Marketing. Du kannst deine Wahl jederzeit unter „Cookie-Einstellungen“ ändern.'
	);
	await typeInto( page, 'Meta-Pixel-ID', 'fb-123' );
	await page.keyboard.press( 'Enter' );
	const meta = page.getByLabel( 'Meta-Pixel-ID', { exact: true } );
	await expect( meta ).toHaveAttribute( 'aria-invalid', 'true', SAVED );
	await expect( meta ).toHaveAccessibleDescription( /10 bis 20 Ziffern/ );
	await expectAxeClean( page );
	await typeInto( page, 'Meta-Pixel-ID', '1234567890123456' );
	await page.keyboard.press( 'Enter' );
	await expect( live ).toContainText(
		'Das Cookie-Banner und die Marketing-Pixel sind gespeichert.',
		SAVED
	);
	expect(
		sitePhp< string >(
			"return \\Tresen\\OrderAttribution\\Pixels::ids()['meta_pixel_id'];"
		)
	).toBe( '1234567890123456' );
	const done = page
		.locator( '#tresen-setup-wizard' )
		.getByText( 'Jeder Schritt ist erledigt oder übersprungen.' );
	await expect( done ).toBeVisible();

	// Resumable: a reload shows the stored progress.
	await page.reload();
	await expect(
		page.getByRole( 'button', { name: '1. Firmendaten (erledigt)' } )
	).toBeVisible();
	await expect(
		page.getByRole( 'button', {
			name: '4. Getränke nach Kategorie (erledigt)',
		} )
	).toBeVisible();
	await expect(
		page.getByRole( 'button', {
			name: '6. Einwilligung & Marketing (erledigt)',
		} )
	).toBeVisible();

	// The Shop-Check, from the wizard's link.
	await page.getByRole( 'link', { name: 'Zum Shop-Check' } ).focus();
	await Promise.all( [
		page.waitForURL( /page=tresen-shop-check/ ),
		page.keyboard.press( 'Enter' ),
	] );
	const run = page.getByRole( 'button', {
		name: /Shop jetzt prüfen|Erneut prüfen/,
	} );
	await run.focus();
	await Promise.all( [
		page.waitForURL( /checked=1/, {
			timeout: 90_000,
			waitUntil: 'domcontentloaded',
		} ),
		page.keyboard.press( 'Enter' ),
	] );
	const report = page.locator( '#tresen-check-report' );
	await expect( report.getByRole( 'heading', { level: 2 } ) ).toHaveText(
		/^(\d+) von \1 Pflichten erfüllt$/
	);
	await expect( report.locator( '.is-unmet' ) ).toHaveCount( 0 );
} );

test( 'after the setup a guest buys a beer and a gin with deposit, unit price and age check', async ( {
	page,
} ) => {
	test.setTimeout( 120_000 );
	await declineCookies( page );
	const beer = sitePhp< string >(
		`return (string) get_permalink( ${ productIdBySku( BEER ) } );`
	);
	await page.goto( beer );
	const summary = page.locator( '.summary, .product' ).first();
	await expect( summary ).toContainText( /zzgl\.\s\d+,\d{2}\s€\sPfand/ );
	await expect( summary ).toContainText( /MEHRWEG|EINWEG/ );
	await expect( summary ).toContainText( /\d+,\d{2}\s€\s\/\s1\sl/ );
	await expect( summary ).toContainText( /ab 16|ab 18/ );

	await addToCart( page, BEER );
	await addToCart( page, GIN );
	await page.goto(
		sitePhp< string >( 'return (string) wc_get_cart_url();' )
	);
	await expect( page.locator( 'main' ) ).toContainText(
		/Pfand[\s\S]*\d+,\d{2}\s€/
	);
	await openCheckout( page );
	await expect( page.locator( '#tresen_birth_date' ) ).toBeVisible();
	await fillGuestAddress( page, 'einrichtung' );
	await choosePaymentMethod( page, 'Vorkasse per Banküberweisung' );
	await placeOrder( page );
	await expect( page ).toHaveURL( /order-received|bestellung-erhalten/, {
		timeout: 30_000,
	} );
} );
