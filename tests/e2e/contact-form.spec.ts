/**
 * Contact form on the local Kontakt page: a valid message is sent and stored
 * for the store owner, invalid fields get German tips, consent gates the button,
 * the spam quiz works, a dead server loses nothing typed, and the form can
 * be used with the keyboard alone. Without JavaScript a message goes out in
 * one post (the form's signed, time-stamped token), while a bot posting the
 * printed form at once is stopped. With Contact Form 7's own front-end
 * script (6.0.6, from .cache/contact-form-7, see `node bin/cf7.mjs`) in place
 * of the suite's, the same form validates, shows tips and sends.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, type Locator, type Page } from '@playwright/test';
import { sitePhp } from './lib/site';

test.describe.configure( { mode: 'serial' } );

const KONTAKT = '/kontakt/';

/**
 * A person needs a few seconds to fill the form (the server's minimum is 3 s).
 *
 * @param page Page.
 */
async function humanPause( page: Page ) {
	// eslint-disable-next-line playwright/no-wait-for-timeout -- the wait is the behaviour under test.
	await page.waitForTimeout( 3200 );
}

/**
 * Opens the contact page and waits until the form checks fields in the
 * browser: its script has started and the form's rules (the schema, fetched
 * after the page loaded) have arrived. Until then a corrected field keeps
 * its tip: only a submit checks it, on the server.
 *
 * @param page Page.
 */
async function openForm( page: Page ) {
	await page.goto( KONTAKT );
	const form = page.locator( '.wpcf7 form.wpcf7-form' );
	await expect( form ).toBeVisible();
	await expect( page.locator( '.wpcf7' ) ).toHaveClass( /\bjs\b/ );
	await expect
		.poll(
			() =>
				form.evaluate(
					( el ) =>
						!! ( el as { wpcf7?: { schema?: unknown } } ).wpcf7
							?.schema
				),
			{ message: 'the form has its rules (schema)' }
		)
		.toBe( true );
	return form;
}

async function fill( page: Page, subject: string ) {
	await page.getByLabel( 'Dein Name' ).fill( 'Jana Beispiel' );
	await page.getByLabel( 'Deine E-Mail-Adresse' ).fill( 'jana@example.de' );
	await page.getByLabel( 'Betreff' ).fill( subject );
	await page
		.getByLabel( 'Deine Nachricht' )
		.fill( 'Ist der Riesling 2021 wieder lieferbar?' );
}

/**
 * Presses Tab until the element has focus (at most 8 times).
 *
 * @param page   Page.
 * @param target Element to reach.
 */
async function tabTo( page: Page, target: Locator ) {
	for ( let i = 0; i < 8; i++ ) {
		const focused = await target.evaluate(
			( el ) => el === el.ownerDocument.activeElement
		);
		if ( focused ) {
			return;
		}
		await page.keyboard.press( 'Tab' );
	}
}

type StoredMessage = { status: string; fields: Record< string, string > };

/**
 * The message the store owner finds in wp-admin under "Nachrichten", by subject.
 *
 * @param subject Subject line.
 */
function storedMessage( subject: string ): StoredMessage | null {
	return sitePhp< StoredMessage | null >( `
		$posts = get_posts( array(
			'post_type'   => \\Tresen\\ContactForm\\Store::POST_TYPE,
			'numberposts' => 50,
		) );
		foreach ( $posts as $post ) {
			$fields = (array) get_post_meta( $post->ID, '_tresen_fields', true );
			if ( ( $fields['your-subject'] ?? '' ) === ${ JSON.stringify( subject ) } ) {
				return array(
					'status' => \\Tresen\\ContactForm\\Store::status( $post->ID ),
					'fields' => $fields,
				);
			}
		}
		return null;
	` );
}

/**
 * Switches the spam quiz of the shop's contact form on or off, as the store
 * owner does in the form's settings.
 *
 * @param on Quiz on.
 */
function setQuiz( on: boolean ) {
	sitePhp( `
		foreach ( get_posts( array( 'post_type' => \\Tresen\\ContactForm\\ContactForm::POST_TYPE, 'numberposts' => -1 ) ) as $post ) {
			$form = \\Tresen\\ContactForm\\ContactForm::find( $post->ID );
			$form->quiz_enabled = ${ on ? 'true' : 'false' };
			$form->save();
		}
		return true;
	` );
}

test( 'a valid message is sent and stored for the store owner', async ( {
	page,
} ) => {
	const form = await openForm( page );
	const subject = `Anfrage ${ Date.now() }`;
	await fill( page, subject );
	await page
		.getByRole( 'checkbox', { name: /Ich bin einverstanden/ } )
		.check();
	await humanPause( page );
	await page.getByRole( 'button', { name: 'Senden' } ).click();
	await expect( form ).toHaveAttribute( 'data-status', 'sent' );
	await expect( page.locator( '.wpcf7-response-output' ) ).toHaveText(
		'Danke für deine Nachricht. Sie wurde gesendet.'
	);
	await expect( page.getByLabel( 'Dein Name' ) ).toHaveValue( '' );

	// The list in wp-admin shows what is stored (its screen is tested in PHPUnit).
	const stored = storedMessage( subject );
	expect( stored?.status ).toBe( 'sent' );
	expect( Object.values( stored?.fields ?? {} ) ).toContain(
		'jana@example.de'
	);
} );

test( 'invalid fields show German tips at the fields', async ( { page } ) => {
	const form = await openForm( page );
	await page.getByLabel( 'Deine E-Mail-Adresse' ).fill( 'jana@example' );
	await page
		.getByRole( 'checkbox', { name: /Ich bin einverstanden/ } )
		.check();
	await page.getByRole( 'button', { name: 'Senden' } ).click();
	await expect( form ).toHaveAttribute( 'data-status', 'invalid' );
	const name = page.getByLabel( 'Dein Name' );
	await expect( name ).toHaveAttribute( 'aria-invalid', 'true' );
	await expect( name ).toBeFocused();
	await expect(
		page.locator( '[data-name="your-name"] .wpcf7-not-valid-tip' )
	).toHaveText( 'Bitte fülle dieses Feld aus.' );
	await expect(
		page.locator( '[data-name="your-email"] .wpcf7-not-valid-tip' )
	).toHaveText( 'Bitte gib eine gültige E-Mail-Adresse ein.' );
	await expect( page.locator( '.screen-reader-response ul li' ) ).toHaveCount(
		4
	);

	// Leaving the corrected field (its change event) checks it again.
	await page.getByLabel( 'Deine E-Mail-Adresse' ).fill( 'jana@example.de' );
	await page.getByLabel( 'Deine E-Mail-Adresse' ).blur();
	await expect(
		page.locator( '[data-name="your-email"] .wpcf7-not-valid-tip' )
	).toHaveCount( 0 );
} );

test( 'the button stays disabled until the privacy consent is given', async ( {
	page,
} ) => {
	await openForm( page );
	const button = page.getByRole( 'button', { name: 'Senden' } );
	await expect( button ).toBeDisabled();
	const consent = page.getByRole( 'checkbox', {
		name: /Ich bin einverstanden/,
	} );
	await consent.check();
	await expect( button ).toBeEnabled();
	await consent.uncheck();
	await expect( button ).toBeDisabled();
} );

test( 'a stopped server shows a message and loses nothing typed', async ( {
	page,
} ) => {
	const form = await openForm( page );
	await fill( page, 'Offline-Test' );
	await page
		.getByRole( 'checkbox', { name: /Ich bin einverstanden/ } )
		.check();
	await page.route( '**/contact-forms/*/feedback', ( route ) =>
		route.abort( 'connectionrefused' )
	);
	await page.getByRole( 'button', { name: 'Senden' } ).click();
	await expect(
		page
			.getByRole( 'status' )
			.filter( { hasText: 'Du bist vermutlich offline.' } )
	).toHaveCount( 1 );
	await expect( page.locator( '.wpcf7-response-output' ) ).toHaveText(
		'Du bist vermutlich offline.'
	);
	await expect( page.getByLabel( 'Betreff' ) ).toHaveValue( 'Offline-Test' );
	await expect( page.getByLabel( 'Deine Nachricht' ) ).toHaveValue(
		'Ist der Riesling 2021 wieder lieferbar?'
	);
	await expect(
		page.getByRole( 'button', { name: 'Senden' } )
	).toBeEnabled();
	await expect( form ).toHaveAttribute( 'data-status', 'init' );

	await page.route( '**/contact-forms/*/feedback', ( route ) =>
		route.fulfill( { status: 500, body: 'Internal Server Error' } )
	);
	await page.getByRole( 'button', { name: 'Senden' } ).click();
	await expect( page.locator( '.wpcf7-response-output' ) ).toContainText(
		'Fehler 500'
	);
	await expect( page.getByLabel( 'Betreff' ) ).toHaveValue( 'Offline-Test' );
} );

test( 'keyboard only: fill, consent and send', async ( { page } ) => {
	const form = await openForm( page );
	await page.getByLabel( 'Dein Name' ).focus();
	await page.keyboard.type( 'Kai Tastatur' );
	await page.keyboard.press( 'Tab' );
	await page.keyboard.type( 'kai@example.de' );
	await page.keyboard.press( 'Tab' );
	await page.keyboard.type( 'Nur mit Tastatur' );
	await page.keyboard.press( 'Tab' );
	await page.keyboard.type( 'Hallo ohne Maus.' );
	// Tab to the consent box (past links in its label) and tick it with Space.
	const consent = page.getByRole( 'checkbox', {
		name: /Ich bin einverstanden/,
	} );
	await tabTo( page, consent );
	await expect( consent ).toBeFocused();
	await page.keyboard.press( 'Space' );
	await expect( consent ).toBeChecked();
	await humanPause( page );
	await tabTo( page, page.getByRole( 'button', { name: 'Senden' } ) );
	await expect(
		page.getByRole( 'button', { name: 'Senden' } )
	).toBeFocused();
	await page.keyboard.press( 'Enter' );
	await expect( form ).toHaveAttribute( 'data-status', 'sent' );
} );

test( 'the spam quiz, once switched on by the store owner', async ( {
	page,
} ) => {
	setQuiz( true );

	try {
		await openForm( page );
		const question = page.locator( '.wpcf7-quiz-label' );
		await expect( question ).toBeVisible();
		await fill( page, 'Quiz-Test' );
		await page
			.getByRole( 'checkbox', { name: /Ich bin einverstanden/ } )
			.check();
		const quiz = page.locator( 'input.wpcf7-quiz' );
		await quiz.fill( 'falsch' );
		await humanPause( page );
		await page.getByRole( 'button', { name: 'Senden' } ).click();
		await expect(
			page.locator( '[data-name="spam-quiz"] .wpcf7-not-valid-tip' )
		).toHaveText( 'Die Antwort auf die Quizfrage ist falsch.' );
		await expect( page.getByLabel( 'Betreff' ) ).toHaveValue( 'Quiz-Test' );

		const text = ( await question.textContent() ) ?? '';
		await quiz.fill( /Hauptstadt/.test( text ) ? 'Berlin' : '7' );
		await page.getByRole( 'button', { name: 'Senden' } ).click();
		await expect( page.locator( 'form.wpcf7-form' ) ).toHaveAttribute(
			'data-status',
			'sent'
		);
	} finally {
		setQuiz( false );
	}
} );

/**
 * Forgets the rate-limit slots taken by earlier tests of this file (they all
 * post from the same address).
 */
function resetRateLimit() {
	sitePhp(
		'global $wpdb; $wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE \'%tresen_cf_rate_%\'" ); wp_cache_flush(); return true;'
	);
}

test.describe( 'without JavaScript', () => {
	test.use( { javaScriptEnabled: false } );

	test( 'a message goes out in one post, and a bot posting at once is stopped', async ( {
		page,
		request,
	} ) => {
		// Earlier tests of this file sent messages from the same address.
		resetRateLimit();

		// A bot fetches the page and posts what it printed at once.
		await page.goto( KONTAKT );
		const hidden = page.locator( '.wpcf7 form input[type="hidden"]' );
		const fields: Record< string, string > = {};
		for ( const input of await hidden.all() ) {
			fields[ ( await input.getAttribute( 'name' ) ) ?? '' ] =
				( await input.getAttribute( 'value' ) ) ?? '';
		}
		expect( fields._tresen_form_token ).toMatch( /^\d+\.[0-9a-f]{24}$/ );
		const bot = await request.post( KONTAKT, {
			form: {
				...fields,
				_tresen_fill_ms: '9000',
				'your-name': 'Bot',
				'your-email': 'bot@example.de',
				'your-subject': 'Bot',
				'your-message': 'Billige Uhren',
				'privacy-consent': '1',
			},
		} );
		expect( await bot.text() ).toContain( 'Das ging sehr schnell.' );
		expect( storedMessage( 'Bot' ) ).toBeNull();

		// A person fills the same form and sends it: one post, sent.
		const subject = `Ohne JavaScript ${ Date.now() }`;
		await fill( page, subject );
		await page
			.getByRole( 'checkbox', { name: /Ich bin einverstanden/ } )
			.check();
		await humanPause( page );
		await page.getByRole( 'button', { name: 'Senden' } ).click();
		await expect( page.locator( '.wpcf7-response-output' ) ).toHaveText(
			'Danke für deine Nachricht. Sie wurde gesendet.'
		);
		expect( storedMessage( subject )?.status ).toBe( 'sent' );
	} );
} );

/** Contact Form 7 6.0.6 as bin/cf7.mjs puts it (never committed). */
const CF7_DIR = path.resolve( __dirname, '../../.cache/contact-form-7' );

test.describe( "Contact Form 7's own script in place of the suite's", () => {
	// eslint-disable-next-line playwright/no-skipped-test -- needs the fetched copy, never committed.
	test.skip(
		! fs.existsSync( path.join( CF7_DIR, 'includes/js/index.js' ) ),
		'Contact Form 7 is not in .cache/contact-form-7: run `node bin/cf7.mjs` (see docs/contact-form.md)'
	);

	test.beforeAll( () => {
		// The fixture tests/e2e/fixtures/contact-form-7-script.php serves CF7's
		// files from here to requests with the cookie tresen_e2e_cf7=1.
		sitePhp(
			`update_option( 'tresen_e2e_cf7_dir', ${ JSON.stringify(
				CF7_DIR
			) } ); return true;`
		);
	} );

	test.beforeEach( async ( { context, baseURL } ) => {
		await context.addCookies( [
			{ name: 'tresen_e2e_cf7', value: '1', url: baseURL ?? '' },
		] );
	} );

	test( 'validates with German tips, then sends in one post to the feedback route', async ( {
		page,
	} ) => {
		resetRateLimit();
		const schema = page.waitForResponse(
			/\/contact-forms\/\d+\/feedback\/schema/
		);
		await page.goto( KONTAKT );
		// CF7's script runs, the suite's does not.
		await expect(
			page.locator( 'script[src*="tresen_e2e_cf7_asset=index"]' )
		).toHaveCount( 1 );
		await expect(
			page.locator( 'script[src*="tresen-contact-form/build/"]' )
		).toHaveCount( 0 );
		const form = page.locator( '.wpcf7 form.wpcf7-form' );
		await expect( page.locator( '.wpcf7' ) ).toHaveClass( /\bjs\b/ );
		expect( ( await schema ).status() ).toBe( 200 );
		await expect
			.poll( () =>
				page.evaluate(
					() =>
						!! (
							window as unknown as {
								wpcf7?: { schemas?: Map< number, unknown > };
							}
						 ).wpcf7?.schemas
							?.values()
							.next().value
				)
			)
			.toBe( true );

		// CF7's SWV validator checks a field as it changes, with our rules.
		await page.getByLabel( 'Deine E-Mail-Adresse' ).fill( 'jana@example' );
		await page.getByLabel( 'Deine E-Mail-Adresse' ).blur();
		await expect(
			page.locator( '[data-name="your-email"] .wpcf7-not-valid-tip' )
		).toHaveText( 'Bitte gib eine gültige E-Mail-Adresse ein.' );

		// A submit the server refuses: CF7 shows the server's tips and message.
		await page
			.getByRole( 'checkbox', { name: /Ich bin einverstanden/ } )
			.check();
		await page.getByRole( 'button', { name: 'Senden' } ).click();
		await expect( form ).toHaveAttribute( 'data-status', 'invalid' );
		await expect(
			page.locator( '[data-name="your-name"] .wpcf7-not-valid-tip' )
		).toHaveText( 'Bitte fülle dieses Feld aus.' );
		await expect( page.getByLabel( 'Dein Name' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		await expect( page.locator( '.wpcf7-response-output' ) ).toHaveText(
			'Mindestens ein Feld ist nicht korrekt ausgefüllt. Bitte prüfe deine Eingaben und versuche es erneut.'
		);

		// Filled in as a person does: sent, in one post, as CF7 posts it.
		const subject = `CF7-Skript ${ Date.now() }`;
		await fill( page, subject );
		await humanPause( page );
		const feedback = page.waitForResponse(
			( r ) =>
				/\/wp-json\/contact-form-7\/v1\/contact-forms\/\d+\/feedback$/.test(
					r.url()
				) && r.request().method() === 'POST'
		);
		// After mail_sent CF7 resets the form and asks the refill route.
		const refill = page.waitForResponse( /\/contact-forms\/\d+\/refill/ );
		await page.getByRole( 'button', { name: 'Senden' } ).click();
		const reply = await feedback;
		expect( reply.status() ).toBe( 200 );
		expect( ( await reply.json() ).status ).toBe( 'mail_sent' );
		expect( ( await refill ).status() ).toBe( 200 );
		await expect( form ).toHaveAttribute( 'data-status', 'sent' );
		await expect( page.locator( '.wpcf7-response-output' ) ).toHaveText(
			'Danke für deine Nachricht. Sie wurde gesendet.'
		);
		await expect( page.getByLabel( 'Dein Name' ) ).toHaveValue( '' );
		expect( storedMessage( subject )?.status ).toBe( 'sent' );
	} );

	test( 'the spam quiz: a wrong answer gets the tip and a new question from the reply', async ( {
		page,
	} ) => {
		resetRateLimit();
		setQuiz( true );
		try {
			await page.goto( KONTAKT );
			await expect( page.locator( '.wpcf7' ) ).toHaveClass( /\bjs\b/ );
			await fill( page, 'CF7-Quiz' );
			await page
				.getByRole( 'checkbox', { name: /Ich bin einverstanden/ } )
				.check();
			await page.locator( 'input.wpcf7-quiz' ).fill( 'falsch' );
			await humanPause( page );
			const feedback = page.waitForResponse( /\/feedback$/ );
			await page.getByRole( 'button', { name: 'Senden' } ).click();
			const reply = ( await ( await feedback ).json() ) as {
				status: string;
				quiz?: Record< string, [ string, string ] >;
			};
			expect( reply.status ).toBe( 'validation_failed' );
			await expect(
				page.locator( '[data-name="spam-quiz"] .wpcf7-not-valid-tip' )
			).toHaveText( 'Die Antwort auf die Quizfrage ist falsch.' );
			// CF7's resetQuiz() put the reply's question and answer hash in.
			const [ question, hash ] = reply.quiz?.[ 'spam-quiz' ] ?? [
				'',
				'',
			];
			expect( hash ).not.toBe( '' );
			await expect( page.locator( 'input.wpcf7-quiz' ) ).toHaveValue(
				''
			);
			await expect( page.locator( '.wpcf7-quiz-label' ) ).toHaveText(
				question
			);
			await expect(
				page.locator( 'input[name="_wpcf7_quiz_answer_spam-quiz"]' )
			).toHaveValue( hash );

			const text =
				( await page.locator( '.wpcf7-quiz-label' ).textContent() ) ??
				'';
			await page
				.locator( 'input.wpcf7-quiz' )
				.fill( /Hauptstadt/.test( text ) ? 'Berlin' : '7' );
			// CF7 checks a field when it is left and drops its tip then, which
			// moves the button up: a click arriving with that change is lost
			// (CF7's behaviour; the suite's script defers it). Leave it first.
			await page.locator( 'input.wpcf7-quiz' ).blur();
			await expect(
				page.locator( '[data-name="spam-quiz"] .wpcf7-not-valid-tip' )
			).toHaveCount( 0 );
			await page.getByRole( 'button', { name: 'Senden' } ).click();
			await expect( page.locator( 'form.wpcf7-form' ) ).toHaveAttribute(
				'data-status',
				'sent'
			);
			expect( storedMessage( 'CF7-Quiz' )?.status ).toBe( 'sent' );
		} finally {
			setQuiz( false );
		}
	} );

	test( 'a bot driving the page at once is refused in German', async ( {
		page,
		baseURL,
	} ) => {
		resetRateLimit();
		// "At once" by the shop's measure however busy the machine: a minute's minimum for this visitor.
		await page.context().addCookies( [
			{
				name: 'tresen_e2e_min_fill_ms',
				value: '60000',
				url: new URL( '/', baseURL ).toString(),
			},
		] );
		await page.goto( KONTAKT );
		await expect( page.locator( '.wpcf7' ) ).toHaveClass( /\bjs\b/ );
		await fill( page, 'CF7-Bot' );
		await page
			.getByRole( 'checkbox', { name: /Ich bin einverstanden/ } )
			.check();
		await page.getByRole( 'button', { name: 'Senden' } ).click();
		await expect( page.locator( 'form.wpcf7-form' ) ).toHaveAttribute(
			'data-status',
			'spam'
		);
		await expect( page.locator( '.wpcf7-response-output' ) ).toHaveText(
			'Das ging sehr schnell. Bitte prüfe deine Angaben kurz und sende dann erneut.'
		);
		expect( storedMessage( 'CF7-Bot' ) ).toBeNull();
	} );
} );
