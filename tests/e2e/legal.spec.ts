/**
 * German shop law as a shopper meets it (tresen-legal): the deposit and its
 * EINWEG/MEHRWEG marker beside every price, the deposit line in cart,
 * checkout, order-received page, e-mail and account, the food information,
 * the age check at checkout, and usernames hidden from guests. Runs on both
 * lanes.
 */
import { test, expect, type Page } from '@playwright/test';
import { born, declineCookies, orderIdOf } from './lib/shopper';
import { sitePhp } from './lib/site';

test.beforeEach( async ( { page } ) => declineCookies( page ) );

/**
 * A seeded product's page URL by SKU.
 * @param sku
 */
function productUrl( sku: string ): string {
	return sitePhp< string >(
		`return (string) get_permalink( wc_get_product_id_by_sku( ${ JSON.stringify(
			sku
		) } ) );`
	);
}

const BEER = 'TR-BIE-001'; // Berliner Helles 0,5 l, 1,79 €, MEHRWEG 0,08 €
const GIN = 'TR-GIN-001'; // Tresen Dry Gin 0,35 l, 18

/**
 * Adds a product from its page with a quantity and waits for the header's
 * count to reach the cart's new total.
 *
 * @param page  Page.
 * @param sku   SKU.
 * @param qty   Quantity.
 * @param total Items in the cart afterwards.
 */
async function addFromProductPage(
	page: Page,
	sku: string,
	qty: number,
	total: number
) {
	await page.goto( productUrl( sku ) );
	const form = page.locator( 'form.cart' ).first();
	await form.locator( 'input.qty' ).fill( String( qty ) );
	await form.locator( '.single_add_to_cart_button' ).click();
	await expect(
		page.locator( 'a.header-cart-link [data-cart-count]' )
	).toHaveText( String( total ) );
}

/**
 * Euro text ("1,20 €") to a number.
 *
 * @param text Text with one amount.
 */
const euro = ( text: string ) =>
	Number( text.replace( /[^\d,]/g, '' ).replace( ',', '.' ) );

test( 'a beer shows its deposit and MEHRWEG, as large as the price, in the list and on its page', async ( {
	page,
} ) => {
	await page.goto( productUrl( BEER ) );
	const price = page.locator( '.summary .price' ).first();
	await expect( price ).toContainText( /1,79\s€/ );
	await expect( price.locator( '.tresen-deposit__amount' ) ).toHaveText(
		/^zzgl\. 0,08\s€ Pfand$/
	);
	const marker = price.locator( '.tresen-deposit__marker' );
	await expect( marker ).toHaveText( 'MEHRWEG' );
	const sizes = await price.evaluate( ( el ) => {
		const amount = el.querySelector( '.woocommerce-Price-amount' );
		const mark = el.querySelector( '.tresen-deposit__marker' );
		return [
			parseFloat( getComputedStyle( amount as Element ).fontSize ),
			parseFloat( getComputedStyle( mark as Element ).fontSize ),
		];
	} );
	expect( sizes[ 1 ] ).toBeGreaterThanOrEqual( sizes[ 0 ] );
	// The unit price is per litre and without the deposit: 1,79 € / 0,5 l.
	await expect( page.locator( '.summary .tresen-unit-price' ) ).toHaveText(
		/3,58\s€ \/ 1 l/
	);

	// Food information before purchase.
	await page
		.getByRole( 'tab', { name: 'Lebensmittelinformationen' } )
		.click();
	const food = page.locator( '.tresen-food-info' );
	await expect( food ).toContainText( 'Bier (Vollbier, hell)' );
	await expect( food ).toContainText(
		'Kiezbrauerei, Brauhofstraße 9, 10245 Berlin'
	);

	// In the list, too.
	await page.goto(
		sitePhp< string >(
			"return (string) get_term_link( 'bier', 'product_cat' );"
		)
	);
	const card = page.locator( 'li.product', { hasText: 'Berliner Helles' } );
	await expect( card.locator( '.tresen-deposit__marker' ) ).toHaveText(
		'MEHRWEG'
	);
	await expect( card.locator( '.tresen-deposit__amount' ) ).toHaveText(
		/0,08\s€/
	);
} );

test( 'the cart charges quantity × deposit as its own line and names the age rule', async ( {
	page,
} ) => {
	await addFromProductPage( page, BEER, 3, 3 );
	await addFromProductPage( page, GIN, 1, 4 );
	await page.goto( '/warenkorb/' );
	const totals = page.locator( '.cart_totals' );
	const fee = totals.locator( 'tr.fee', { hasText: 'Pfand (Mehrweg)' } );
	await expect( fee ).toBeVisible();
	expect( euro( await fee.locator( 'td' ).innerText() ) ).toBeCloseTo(
		3 * 0.08,
		2
	);
	await expect( page.locator( '.tresen-age-delivery' ) ).toContainText(
		'ab 18 Jahren'
	);
	await expect( page.locator( '.tresen-delivery-info' ) ).toContainText(
		/Lieferländer:.*Deutschland/
	);
	// The beer's row shows its deposit beside its price.
	const row = page.locator( 'tr.cart_item', { hasText: 'Berliner Helles' } );
	await expect( row.locator( '.product-subtotal' ) ).toContainText(
		/zzgl\. 0,24\s€ Pfand/
	);
} );

/**
 * The customer's mails in the shop's outbox (newest last).
 * @param address
 */
function mailsTo( address: string ): { subject: string; message: string }[] {
	return sitePhp(
		`$out = array();
		foreach ( glob( WP_CONTENT_DIR . '/outbox/*.json' ) as $file ) {
			$mail = json_decode( (string) file_get_contents( $file ), true );
			if ( in_array( ${ JSON.stringify( address ) }, (array) ( $mail['to'] ?? array() ), true ) ) {
				$out[] = array( 'subject' => (string) $mail['subject'], 'message' => (string) $mail['message'] );
			}
		}
		return $out;`
	);
}

test( 'a guest buys a beer (16) and a gin (18) by bank transfer: age, Packstation, deposit lines everywhere', async ( {
	page,
} ) => {
	// A whole purchase with three refusals and five places to check: on a busy machine
	// real WooCommerce needs longer than the default 30 s (about 13 s when idle).
	test.setTimeout( 60_000 );
	const email = `kasse-${ Date.now() }@example.test`;
	await addFromProductPage( page, BEER, 3, 3 );
	await addFromProductPage( page, GIN, 1, 4 );
	await page.goto(
		sitePhp< string >( 'return (string) wc_get_checkout_url();' )
	);

	// Before anything is filled in: delivery countries, payment methods, the age rule.
	await expect( page.locator( '.tresen-delivery-info' ) ).toContainText(
		/Lieferländer:.*Deutschland/
	);
	await expect( page.locator( '.tresen-delivery-info' ) ).toContainText(
		/Zahlungsarten:/
	);
	await expect(
		page.locator( '.tresen-age-delivery' ).first()
	).toContainText( 'ab 18 Jahren' );

	// The summary holds the deposit line, directly above the only button.
	const review = page.locator( '.woocommerce-checkout-review-order-table' );
	await expect(
		review.locator( 'tr.fee', { hasText: 'Pfand (Mehrweg)' } )
	).toContainText( /0,24\s€/ );
	const button = page.getByRole( 'button', {
		name: 'Zahlungspflichtig bestellen',
	} );
	await expect( button ).toHaveCount( 1 );

	const fill = async ( dob: string, street: string ) => {
		await page.locator( '#billing_first_name' ).fill( 'Erika' );
		await page.locator( '#billing_last_name' ).fill( 'Musterfrau' );
		await page.locator( '#billing_address_1' ).fill( street );
		await page.locator( '#billing_postcode' ).fill( '10115' );
		await page.locator( '#billing_city' ).fill( 'Berlin' );
		await page.locator( '#billing_email' ).fill( email );
		await page.locator( '#billing_phone' ).fill( '030 1234567' );
		await page.locator( '#tresen_birth_date' ).fill( dob );
		const bacs = page.locator( '#payment_method_bacs' );
		if ( await bacs.isVisible() ) {
			await bacs.check();
		}
		const terms = page.locator( '#terms' );
		if ( ( await terms.count() ) > 0 && ! ( await terms.isChecked() ) ) {
			await terms.check();
		}
	};
	const error = page.locator( '.woocommerce-error' ).first();

	// 17 and a day short of 18: refused.
	await fill( born( 18, true ), 'Hauptstraße 1' );
	await button.click();
	await expect( error ).toContainText( 'ab 18 Jahren verkaufen' );

	// A Packstation, however it is spelled: refused, the carrier must see the recipient.
	await fill( born( 30 ), 'DHL Pack-Station123' );
	await button.click();
	await expect( error ).toContainText( 'Packstation' );

	await fill( born( 30 ), 'Hauptstraße 1' );
	await button.click();
	await expect( page ).toHaveURL( /order-received|bestellung-erhalten/ );

	// Order received: 3 × 1,79 + 25,90 + 4,90 shipping + 3 × 0,08 deposit = 36,41 €.
	const details = page
		.locator( '.woocommerce-order-details, .woocommerce-order' )
		.first();
	await expect( details ).toContainText( /Pfand \(Mehrweg\):?\s*0,24\s€/ );
	await expect( details ).toContainText( /36,41\s€/ );
	const orderId = orderIdOf( page );
	expect( orderId ).toBeGreaterThan( 0 );

	// The confirmation e-mail: deposit line, terms, withdrawal form.
	const mails = mailsTo( email );
	expect( mails.length ).toBeGreaterThan( 0 );
	const text = mails[ mails.length - 1 ].message.replace( /<[^>]+>/g, ' ' );
	expect( text ).toMatch( /Pfand \(Mehrweg\)/ );
	expect( text ).toMatch( /0,24/ );
	expect( text ).toMatch( /Muster-Widerrufsformular/ );

	// The order, seen later in the account it now belongs to.
	const login = `kunde${ Date.now() }`;
	sitePhp( `
		$id = wp_create_user( ${ JSON.stringify( login ) }, 'Geheim-123', ${ JSON.stringify(
			'konto-' + email
		) } );
		$order = wc_get_order( ${ orderId } );
		$order->set_customer_id( $id );
		$order->save();
		return $id;
	` );
	await page.goto(
		sitePhp< string >(
			"return (string) wc_get_page_permalink( 'myaccount' );"
		)
	);
	await page.locator( '#username' ).fill( login );
	await page.locator( '#password' ).fill( 'Geheim-123' );
	await page.locator( 'button[name="login"]' ).click();
	await page.goto(
		sitePhp< string >(
			`return (string) wc_get_order( ${ orderId } )->get_view_order_url();`
		)
	);
	await expect(
		page.locator( '.woocommerce-MyAccount-content' )
	).toContainText( /Pfand \(Mehrweg\):?\s*0,24\s€/ );
	await expect(
		page.locator( '.woocommerce-MyAccount-content' )
	).toContainText( /36,41\s€/ );
} );

test( 'the accessibility statement names the market surveillance authority', async ( {
	page,
} ) => {
	await page.goto( '/' );
	await page
		.locator( 'footer' )
		.getByRole( 'link', { name: 'Barrierefreiheit' } )
		.click();
	await expect( page.locator( 'main' ) ).toContainText(
		'Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen'
	);
} );

test( 'a guest learns no username from the REST API, ?author=1 or the login form', async ( {
	page,
	request,
} ) => {
	const admin = sitePhp< { id: number; login: string; slug: string } >(
		`$u = get_user_by( 'login', 'admin' ) ?: get_users( array( 'role' => 'administrator', 'number' => 1 ) )[0];
		wp_insert_post( array( 'post_title' => 'Neu im Sortiment', 'post_status' => 'publish', 'post_author' => $u->ID ) );
		return array( 'id' => $u->ID, 'login' => $u->user_login, 'slug' => $u->user_nicename );`
	);
	for ( const url of [
		'/wp-json/wp/v2/users',
		`/wp-json/wp/v2/users/${ admin.id }`,
		'/?rest_route=/wp/v2/users',
	] ) {
		const response = await request.get( url );
		expect( response.status(), url ).toBe( 401 );
		const body = await response.text();
		expect( body ).not.toContain( `"slug":"${ admin.slug }"` );
		expect( body ).not.toContain( `/author/${ admin.slug }` );
	}

	const byId = await request.get( `/?author=${ admin.id }`, {
		maxRedirects: 0,
	} );
	expect( byId.status() ).toBe( 404 );
	expect( byId.headers().location ?? '' ).not.toContain( admin.slug );

	// The login form: the same words for an unknown account and a wrong password.
	const message = async ( login: string ) => {
		await page.goto( '/wp-login.php' );
		await page.locator( '#user_login' ).fill( login );
		await page.locator( '#user_pass' ).fill( 'falsch-falsch' );
		await page.locator( '#wp-submit' ).click();
		return page.locator( '#login_error' ).innerText();
	};
	const unknown = await message( 'niemand-hier' );
	const wrong = await message( admin.login );
	expect( unknown ).toBe( wrong );
	expect( unknown ).toContain(
		'Benutzername, E-Mail-Adresse oder Passwort ist falsch. Bitte prüfe deine Eingaben.'
	);
} );
