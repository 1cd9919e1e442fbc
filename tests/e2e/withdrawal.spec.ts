/**
 * The withdrawal button (§ 356a BGB, tresen-legal) as a guest meets it:
 * "Vertrag widerrufen" in the footer of the home page, the form with German
 * errors, the second step "Widerruf bestätigen", the confirmation with date
 * and time, and the same in the e-mail in the shop's outbox. Also without
 * JavaScript, refused from another site, and free of axe violations. An
 * address that matches no order gets a receipt without the visitor's words;
 * a sixth confirmation in a minute is refused.
 * Runs on both lanes.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from '@playwright/test';
import { declineCookies } from './lib/shopper';
import { sitePhp } from './lib/site';

const TAGS = [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa' ];
const TIME = /\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/;

/**
 * The form page's URL.
 */
function formUrl(): string {
	return sitePhp< string >(
		"return (string) get_permalink( (int) get_option( 'tresen_withdrawal_form_page_id' ) );"
	);
}

/**
 * A guest order with this billing address; returns its order number.
 *
 * @param email Billing e-mail address.
 */
function orderFor( email: string ): string {
	return sitePhp< string >( `
		$order = wc_create_order();
		$order->set_billing_first_name( 'Erika' );
		$order->set_billing_last_name( 'Mustermann' );
		$order->set_billing_email( ${ JSON.stringify( email ) } );
		$order->set_billing_country( 'DE' );
		$order->save();
		return (string) $order->get_order_number();
	` );
}

/**
 * Mails to an address in the shop's outbox (oldest first).
 *
 * @param address Recipient.
 */
function mailsTo( address: string ): { subject: string; message: string }[] {
	return sitePhp( `
		$out   = array();
		$files = glob( WP_CONTENT_DIR . '/outbox/*.json' );
		sort( $files );
		foreach ( $files as $file ) {
			$mail = json_decode( (string) file_get_contents( $file ), true );
			if ( in_array( ${ JSON.stringify(
				address
			) }, (array) ( $mail['to'] ?? array() ), true ) ) {
				$out[] = array( 'subject' => (string) $mail['subject'], 'message' => (string) $mail['message'] );
			}
		}
		return $out;
	` );
}

/**
 * The withdrawals stored for an address: order id they matched (0 = none).
 *
 * @param email E-mail address.
 */
function storedFor( email: string ): number[] {
	return sitePhp< number[] >( `
		$ids = get_posts( array(
			'post_type'   => 'tresen_withdrawal',
			'post_status' => 'any',
			'numberposts' => -1,
			'fields'      => 'ids',
			'meta_key'    => '_tresen_email',
			'meta_value'  => ${ JSON.stringify( email ) },
		) );
		return array_map( static fn( $id ) => (int) get_post_meta( $id, '_tresen_order_id', true ), $ids );
	` );
}

/**
 * Fills step 1.
 *
 * @param page  Page.
 * @param order Order number.
 * @param email E-mail address.
 * @param items Items ('' = the whole order).
 */
async function fill( page: Page, order: string, email: string, items = '' ) {
	await page.getByLabel( 'Bestellnummer' ).fill( order );
	await page.getByLabel( 'E-Mail-Adresse' ).fill( email );
	await page.getByLabel( 'Dein Name' ).fill( 'Erika Mustermann' );
	await page.getByLabel( 'Welche Artikel?' ).fill( items );
}

/**
 * axe-core violations of the page as it is now, as in axe.spec.ts.
 *
 * @param page Page.
 */
async function axeViolations( page: Page ): Promise< string[] > {
	const result = await new AxeBuilder( { page } )
		.options( {
			runOnly: { type: 'tag', values: TAGS },
			rules: {
				'label-content-name-mismatch': { enabled: true },
				'scope-attr-valid': { enabled: true },
				'heading-order': { enabled: true },
			},
		} )
		.analyze();
	return result.violations.map(
		( v ) =>
			`${ v.id } (${ v.impact }): ${ v.nodes
				.slice( 0, 3 )
				.map( ( n ) => n.target.join( ' ' ) )
				.join( ' | ' ) }`
	);
}

test.describe( 'with JavaScript', () => {
	test.beforeEach( async ( { page } ) => declineCookies( page ) );

	test( 'a guest withdraws from the footer link and gets the confirmation with date and time by e-mail', async ( {
		page,
	} ) => {
		const email = `widerruf-${ Date.now() }@example.test`;
		const number = orderFor( email );

		await page.goto( '/' );
		await page
			.locator( 'footer' )
			.getByRole( 'link', { name: 'Vertrag widerrufen' } )
			.click();
		await expect( page ).toHaveURL( /\/vertrag-widerrufen\/$/ );
		await expect(
			page.getByRole( 'heading', {
				level: 1,
				name: 'Vertrag widerrufen',
			} )
		).toBeVisible();

		// Sent empty: German errors, summary first and focused.
		await page.getByRole( 'button', { name: 'Weiter' } ).click();
		const summary = page.getByRole( 'alert' );
		await expect( summary ).toContainText( 'Bitte prüfe deine Angaben:' );
		await expect( summary ).toContainText(
			'Bitte gib deine Bestellnummer ein.'
		);
		await expect( summary ).toBeFocused();
		await expect( page.getByLabel( 'E-Mail-Adresse' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);

		// Step 1 → step 2.
		await fill( page, number, email, '1 × Tresen Dry Gin 0,35 l' );
		await page.getByRole( 'button', { name: 'Weiter' } ).click();
		await expect(
			page.getByRole( 'heading', {
				name: 'Prüfe und bestätige deinen Widerruf',
			} )
		).toBeFocused();
		const details = page.locator( '.tresen-withdrawal__details' );
		await expect( details ).toContainText(
			`Hiermit widerrufe ich den Vertrag über die Bestellung ${ number }.`
		);
		await expect( details ).toContainText( '1 × Tresen Dry Gin 0,35 l' );
		expect( storedFor( email ) ).toEqual( [] );

		// Step 2: confirmed.
		await page
			.getByRole( 'button', { name: 'Widerruf bestätigen' } )
			.click();
		await expect(
			page.getByRole( 'heading', {
				name: 'Dein Widerruf ist eingegangen',
			} )
		).toBeVisible();
		const line = page.locator( '.tresen-withdrawal__time' );
		await expect( line ).toHaveText(
			new RegExp( `^Eingegangen am ${ TIME.source }\\.$` )
		);
		const when = ( ( await line.innerText() ).match( TIME ) ?? [
			'',
		] )[ 0 ];
		await expect( page.locator( 'main' ) ).toContainText(
			`Wir haben dir eine Eingangsbestätigung an ${ email } geschickt.`
		);

		// Stored once, matched to the order (the page does not say so).
		expect( storedFor( email ) ).toEqual( [ Number( number ) ] );

		// The customer's e-mail: the declaration, the data and the same date and time.
		const mails = mailsTo( email );
		expect( mails ).toHaveLength( 1 );
		expect( mails[ 0 ].subject ).toBe(
			`Eingangsbestätigung deines Widerrufs (Bestellung ${ number })`
		);
		expect( mails[ 0 ].message ).toContain(
			`Erklärung: Hiermit widerrufe ich den Vertrag über die Bestellung ${ number }.`
		);
		expect( mails[ 0 ].message ).toContain( 'Name: Erika Mustermann' );
		expect( mails[ 0 ].message ).toContain(
			'Artikel: 1 × Tresen Dry Gin 0,35 l'
		);
		expect( mails[ 0 ].message ).toContain( `Eingegangen am: ${ when }` );

		// The shop owner's notice.
		const admin = sitePhp< string >(
			"return (string) get_option( 'admin_email' );"
		);
		expect(
			mailsTo( admin ).some(
				( m ) =>
					m.subject === `Neuer Widerruf: Bestellung ${ number }` &&
					m.message.includes( `Eingegangen am: ${ when }` )
			)
		).toBe( true );
	} );

	test( 'the form has no axe violations, empty and with errors', async ( {
		page,
	} ) => {
		await page.goto( formUrl() );
		expect( await axeViolations( page ) ).toEqual( [] );
		await page.getByLabel( 'E-Mail-Adresse' ).fill( 'erika@' );
		await page.getByRole( 'button', { name: 'Weiter' } ).click();
		await expect( page.getByRole( 'alert' ) ).toBeVisible();
		expect( await axeViolations( page ) ).toEqual( [] );
	} );
} );

test.describe( 'without JavaScript', () => {
	test.use( { javaScriptEnabled: false } );

	test( 'the form works without JavaScript, and a repeated confirmation is stored once', async ( {
		page,
	} ) => {
		const email = `ohne-js-${ Date.now() }@example.test`;
		const send = async () => {
			await page.goto( formUrl() );
			await fill( page, '99999', email );
			await page.getByRole( 'button', { name: 'Weiter' } ).click();
			await expect(
				page.locator( '.tresen-withdrawal__details' )
			).toContainText( 'Alle Artikel der Bestellung' );
			await page
				.getByRole( 'button', { name: 'Widerruf bestätigen' } )
				.click();
			const time = page.locator( '.tresen-withdrawal__time' );
			await expect( time ).toHaveText( TIME );
			return time.innerText();
		};
		const first = await send();

		// The same declaration again at once: the first receipt, nothing new.
		expect( await send() ).toBe( first );
		expect( storedFor( email ) ).toEqual( [ 0 ] );
		expect( mailsTo( email ) ).toHaveLength( 1 );
	} );

	test( 'a stranger’s address gets a receipt without the visitor’s words, and a sixth in a minute is refused', async ( {
		page,
	} ) => {
		test.setTimeout( 120_000 );
		// The minute's count starts here (every e2e request comes from 127.0.0.1).
		sitePhp(
			'global $wpdb; $wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE \'%tresen_legal_limit_%\'" ); wp_cache_flush(); return true;'
		);
		const email = `fremde-${ Date.now() }@example.test`;
		const send = async ( n: number ) => {
			await page.goto( formUrl() );
			await page.getByLabel( 'Bestellnummer' ).fill( '424242' );
			await page.getByLabel( 'E-Mail-Adresse' ).fill( email );
			await page
				.getByLabel( 'Dein Name' )
				.fill( 'Gewinn! Klick auf http://evil.example' );
			await page
				.getByLabel( 'Welche Artikel?' )
				.fill( `Dein Konto wird gesperrt (${ n })` );
			await page.getByRole( 'button', { name: 'Weiter' } ).click();
			await page
				.getByRole( 'button', { name: 'Widerruf bestätigen' } )
				.click();
		};
		await send( 1 );
		await expect( page.locator( '.tresen-withdrawal__time' ) ).toHaveText(
			TIME
		);
		const mails = mailsTo( email );
		expect( mails ).toHaveLength( 1 );
		const mail = mails[ 0 ].subject + '\n' + mails[ 0 ].message;
		for ( const typed of [
			'Gewinn',
			'evil.example',
			'gesperrt',
			'424242',
		] ) {
			expect( mail ).not.toContain( typed );
		}
		expect( mails[ 0 ].message ).toContain(
			'Wenn du ihn nicht gesendet hast, kannst du diese E-Mail ignorieren.'
		);

		for ( let n = 2; n <= 5; n++ ) {
			await send( n );
			await expect(
				page.locator( '.tresen-withdrawal__time' )
			).toBeVisible();
		}
		await send( 6 );
		await expect( page.getByRole( 'alert' ) ).toContainText(
			'In der letzten Minute wurden zu viele Widerrufe von hier oder für diese E-Mail-Adresse gesendet.'
		);
		await expect( page.getByLabel( 'Welche Artikel?' ) ).toHaveValue(
			'Dein Konto wird gesperrt (6)'
		);
		expect( mailsTo( email ) ).toHaveLength( 5 );
		expect( storedFor( email ) ).toHaveLength( 5 );
	} );
} );

test( 'a post from another website is refused with a German 403', async ( {
	request,
} ) => {
	const email = `fremd-${ Date.now() }@example.test`;
	const response = await request.post( formUrl(), {
		headers: { Origin: 'https://evil.example' },
		form: {
			withdrawal_order: '12345',
			withdrawal_email: email,
			withdrawal_name: 'Mallory',
			withdrawal_items: '',
			withdrawal_step: 'confirm',
			_tresen_withdrawal_nonce: 'x',
		},
	} );
	expect( response.status() ).toBe( 403 );
	expect( await response.text() ).toContain(
		'Diese Anfrage kam von einer anderen Website und wurde abgelehnt.'
	);
	expect( storedFor( email ) ).toEqual( [] );
} );
