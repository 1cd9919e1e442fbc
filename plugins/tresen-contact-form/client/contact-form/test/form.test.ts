/**
 * What a visitor notices: statuses, messages, errors at the fields,
 * helpers, and that nothing typed is lost when the network fails.
 */
import './no-autoboot';
/**
 * External dependencies
 */
import { fireEvent, screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
/**
 * Internal dependencies
 */
import { boot, missingFeatures } from '../index';
import { stateOf } from '../form';
import { FORM_HTML, SCHEMA, reply, settings } from './fixture';

declare global {
	namespace jest {
		interface Matchers< R > {
			toHaveErrored: () => R;
			toHaveErroredWith: ( ...args: unknown[] ) => R;
		}
	}
}

type FetchMock = jest.Mock< Promise< Response >, [ string, RequestInit? ] >;

let fetchMock: FetchMock;
let feedbackReplies: Array< () => Promise< Response > >;

function form(): HTMLFormElement {
	return document.querySelector( 'form.wpcf7-form' ) as HTMLFormElement;
}

function feedbackCalls() {
	return fetchMock.mock.calls.filter( ( [ url ] ) =>
		url.endsWith( '/feedback' )
	);
}

async function setup( html = FORM_HTML ) {
	document.body.innerHTML = html;
	feedbackReplies = [];
	fetchMock = jest.fn( async ( url: string ) => {
		if ( url.endsWith( '/feedback/schema' ) ) {
			return reply( SCHEMA );
		}
		if ( url.endsWith( '/refill' ) ) {
			return reply( {} );
		}
		const next = feedbackReplies.shift();
		return next
			? next()
			: reply( {
					status: 'mail_sent',
					message: 'Danke für deine Nachricht. Sie wurde gesendet.',
					invalid_fields: [],
					posted_data_hash: 'abc',
				} );
	} );
	window.fetch = fetchMock as unknown as typeof window.fetch;
	boot( document, settings );
	await waitFor( () => expect( stateOf( form() )?.schema ).not.toBeNull() );
	return userEvent.setup();
}

async function fillValid( user: ReturnType< typeof userEvent.setup > ) {
	await user.type(
		screen.getByRole( 'textbox', { name: 'Dein Name' } ),
		'Jana'
	);
	await user.type(
		screen.getByRole( 'textbox', { name: 'Deine E-Mail-Adresse' } ),
		'jana@example.de'
	);
	await user.click(
		screen.getByRole( 'checkbox', { name: 'Ich stimme zu.' } )
	);
}

afterEach( () => {
	jest.restoreAllMocks();
} );

describe( 'submitting', () => {
	it( 'sends the form without a nonce, then shows the thanks, resets and stays "sent"', async () => {
		const user = await setup();
		const events: string[] = [];
		[
			'wpcf7beforesubmit',
			'wpcf7mailsent',
			'wpcf7submit',
			'wpcf7reset',
		].forEach( ( name ) =>
			document.addEventListener( name, ( e ) =>
				events.push(
					`${ name }:${ ( e as CustomEvent ).detail.contactFormId }`
				)
			)
		);
		await fillValid( user );
		await user.click( screen.getByRole( 'button', { name: 'Senden' } ) );

		await waitFor( () => expect( form().dataset.status ).toBe( 'sent' ) );
		await waitFor( () => expect( events ).toContain( 'wpcf7reset:7' ) );
		expect( form() ).toHaveClass( 'sent' );
		expect( form() ).not.toHaveClass( 'submitting' );
		expect( events.slice( 0, 3 ) ).toEqual( [
			'wpcf7beforesubmit:7',
			'wpcf7mailsent:7',
			'wpcf7submit:7',
		] );
		const [ url, init ] = feedbackCalls()[ 0 ];
		expect( url ).toBe(
			'https://shop.test/wp-json/contact-form-7/v1/contact-forms/7/feedback'
		);
		expect( JSON.stringify( init?.headers ) ).not.toMatch( /nonce/i );
		const body = init?.body as FormData;
		expect( body.get( 'your-name' ) ).toBe( 'Jana' );
		expect(
			Number( body.get( '_tresen_fill_ms' ) )
		).toBeGreaterThanOrEqual( 0 );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Danke für deine Nachricht. Sie wurde gesendet.'
		);
		expect(
			screen.getByRole( 'textbox', { name: 'Dein Name' } )
		).toHaveValue( '' );
		expect(
			screen.getByRole( 'button', { name: 'Senden' } )
		).toBeDisabled(); // consent reset
	} );

	it( 'shows server errors under the fields and in the screen-reader list, and focuses the first', async () => {
		const user = await setup();
		feedbackReplies.push( async () =>
			reply( {
				status: 'validation_failed',
				message: 'Mindestens ein Feld ist nicht korrekt ausgefüllt.',
				invalid_fields: [
					{
						field: 'your-email',
						message: 'Diese Adresse kennt der Server nicht.',
						idref: null,
						error_id: 'wpcf7-f7-p3-o1-ve-your-email',
					},
				],
				posted_data_hash: '',
			} )
		);
		await fillValid( user );
		await user.click( screen.getByRole( 'button', { name: 'Senden' } ) );
		await waitFor( () =>
			expect( form().dataset.status ).toBe( 'invalid' )
		);
		const email = screen.getByRole( 'textbox', {
			name: 'Deine E-Mail-Adresse',
		} );
		expect( email ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( email ).toHaveAttribute(
			'aria-describedby',
			'wpcf7-f7-p3-o1-ve-your-email'
		);
		expect(
			document.getElementById( 'wpcf7-f7-p3-o1-ve-your-email' )
		).toHaveTextContent( 'Diese Adresse kennt der Server nicht.' );
		expect(
			email.parentElement?.querySelector( '.wpcf7-not-valid-tip' )
		).toHaveTextContent( 'Diese Adresse kennt der Server nicht.' );
		expect( email ).toHaveFocus();
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Mindestens ein Feld ist nicht korrekt ausgefüllt.'
		);
	} );

	it.each( [
		[
			'offline',
			async () => Promise.reject( new TypeError( 'Failed to fetch' ) ),
			'Du bist vermutlich offline.',
		],
		[
			'not JSON',
			async () => reply( '<html>Fatal error</html>' ),
			'Die Antwort des Servers war ungültig.',
		],
		[ 'HTTP 500', async () => reply( { code: 'x' }, 500 ), 'Fehler 500' ],
		[
			'HTTP 403',
			async () => reply( { code: 'rest_forbidden' }, 403 ),
			'Fehler 403',
		],
		[
			"HTTP 429 with the server's words",
			async () =>
				reply(
					{
						code: 'tresen_contact_rate',
						message:
							'Bitte warte eine Minute, bevor du wieder schreibst.',
						data: { status: 429 },
					},
					429
				),
			'Bitte warte eine Minute, bevor du wieder schreibst.',
		],
	] )(
		'tells the visitor in German when the request fails (%s) and keeps the input',
		async ( _name, respond, text ) => {
			const user = await setup();
			feedbackReplies.push( respond );
			await fillValid( user );
			await user.click(
				screen.getByRole( 'button', { name: 'Senden' } )
			);
			await waitFor( () =>
				expect( screen.getByRole( 'status' ) ).toHaveTextContent( text )
			);
			expect(
				form().querySelector( '.wpcf7-response-output' )
			).toHaveTextContent( text );
			expect( form().dataset.status ).toBe( 'init' );
			expect(
				screen.getByRole( 'textbox', { name: 'Dein Name' } )
			).toHaveValue( 'Jana' );
			expect(
				screen.getByRole( 'button', { name: 'Senden' } )
			).toBeEnabled();
			expect( console ).toHaveErrored();
		}
	);

	it( 'treats 204 as an empty result', async () => {
		const user = await setup();
		feedbackReplies.push(
			async () =>
				( {
					ok: true,
					status: 204,
					// A 204 has no body: its text is empty, and it is no JSON.
					text: async () => '',
					json: async () => {
						throw new Error( 'no body' );
					},
				} ) as unknown as Response
		);
		await fillValid( user );
		await user.click( screen.getByRole( 'button', { name: 'Senden' } ) );
		await waitFor( () => expect( feedbackCalls() ).toHaveLength( 1 ) );
		await waitFor( () => expect( form().dataset.status ).toBe( 'init' ) );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( '' );
	} );

	it( 'sends nothing on a second click while submitting', async () => {
		const user = await setup();
		let release: ( r: Response ) => void = () => undefined;
		feedbackReplies.push(
			() => new Promise( ( resolve ) => ( release = resolve ) )
		);
		await fillValid( user );
		fireEvent.submit( form() );
		expect( form().dataset.status ).toBe( 'submitting' );
		fireEvent.submit( form() );
		fireEvent.submit( form() );
		await waitFor( () => expect( feedbackCalls() ).toHaveLength( 1 ) );
		release(
			reply( {
				status: 'spam',
				message: 'Spam.',
				invalid_fields: [],
				posted_data_hash: '',
			} )
		);
		await waitFor( () => expect( form().dataset.status ).toBe( 'spam' ) );
		expect( feedbackCalls() ).toHaveLength( 1 );
	} );

	it( 'stays "submitting" with cleared errors when an add-on blocks the submission', async () => {
		const user = await setup();
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Ich stimme zu.' } )
		);
		await user.click( screen.getByRole( 'button', { name: 'Senden' } ) );
		await waitFor( () =>
			expect( form().dataset.status ).toBe( 'invalid' )
		);
		( stateOf( form() ) as { blocked: boolean } ).blocked = true;
		fireEvent.submit( form() );
		expect( form().dataset.status ).toBe( 'submitting' );
		expect(
			form().querySelectorAll( '.wpcf7-not-valid-tip' )
		).toHaveLength( 0 );
		expect( feedbackCalls() ).toHaveLength( 0 );
	} );

	it( 'maps unknown statuses to custom-<name> and fires its event', async () => {
		const user = await setup();
		feedbackReplies.push( async () =>
			reply( {
				status: 'Needs Review',
				message: 'Wir prüfen.',
				invalid_fields: [],
			} )
		);
		await fillValid( user );
		await user.click( screen.getByRole( 'button', { name: 'Senden' } ) );
		await waitFor( () =>
			expect( form().dataset.status ).toBe( 'custom-needs-review' )
		);
		expect( form() ).toHaveClass( 'custom-needs-review' );
	} );
} );

describe( 'validation in the browser (same rules as the server)', () => {
	it( 'checks a field when it changes and clears the tip once fixed', async () => {
		const user = await setup();
		const email = screen.getByRole( 'textbox', {
			name: 'Deine E-Mail-Adresse',
		} );
		await user.type(
			screen.getByRole( 'textbox', { name: 'Dein Name' } ),
			'Jana'
		);
		await user.type( email, 'jana@example' );
		await user.tab();
		expect( email ).toHaveAttribute( 'aria-invalid', 'true' );
		expect(
			email.parentElement?.querySelector( '.wpcf7-not-valid-tip' )
		).toHaveTextContent( 'Bitte gib eine gültige E-Mail-Adresse ein.' );
		await user.type( email, '.de' );
		await user.tab();
		expect( email ).toHaveAttribute( 'aria-invalid', 'false' );
		expect(
			email.parentElement?.querySelector( '.wpcf7-not-valid-tip' )
		).toBeNull();
	} );

	it( "clears the server's tip on a field corrected before the rules arrived, once they arrive", async () => {
		// A slow connection: the rules come after the first submit.
		let sendSchema: () => void = () => undefined;
		const schemaArrived = new Promise< void >( ( resolve ) => {
			sendSchema = resolve;
		} );
		document.body.innerHTML = FORM_HTML;
		fetchMock = jest.fn( async ( url: string ) => {
			if ( url.endsWith( '/feedback/schema' ) ) {
				await schemaArrived;
				return reply( SCHEMA );
			}
			if ( url.endsWith( '/refill' ) ) {
				return reply( {} );
			}
			return reply( {
				status: 'validation_failed',
				message: 'Mindestens ein Feld ist nicht korrekt ausgefüllt.',
				invalid_fields: [
					{
						field: 'your-email',
						message: 'Bitte gib eine gültige E-Mail-Adresse ein.',
						idref: null,
						error_id: 'wpcf7-f7-p3-o1-ve-your-email',
					},
				],
				posted_data_hash: '',
			} );
		} );
		window.fetch = fetchMock as unknown as typeof window.fetch;
		boot( document, settings );
		const user = userEvent.setup();
		const email = screen.getByRole( 'textbox', {
			name: 'Deine E-Mail-Adresse',
		} );
		await user.type(
			screen.getByRole( 'textbox', { name: 'Dein Name' } ),
			'Jana'
		);
		await user.type( email, 'jana@example' );
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Ich stimme zu.' } )
		);
		await user.click( screen.getByRole( 'button', { name: 'Senden' } ) );
		await waitFor( () =>
			expect( email ).toHaveAttribute( 'aria-invalid', 'true' )
		);
		await user.type( email, '.de' );
		await user.tab();
		expect( stateOf( form() )?.schema ).toBeNull();

		sendSchema();
		await waitFor( () =>
			expect( email ).toHaveAttribute( 'aria-invalid', 'false' )
		);
		expect(
			email.parentElement?.querySelector( '.wpcf7-not-valid-tip' )
		).toBeNull();
	} );

	it( 'leaves the tips in place while Senden is pressed, so the click still sends', async () => {
		const user = await setup();
		const email = screen.getByRole( 'textbox', {
			name: 'Deine E-Mail-Adresse',
		} );
		const tip = () =>
			email.parentElement?.querySelector( '.wpcf7-not-valid-tip' );
		await user.type(
			screen.getByRole( 'textbox', { name: 'Dein Name' } ),
			'Jana'
		);
		await user.type( email, 'jana@example' );
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Ich stimme zu.' } )
		);
		expect( tip() ).not.toBeNull();
		await user.type( email, '.de' );

		const button = screen.getByRole( 'button', { name: 'Senden' } );
		await user.pointer( { keys: '[MouseLeft>]', target: button } );
		expect( email ).not.toHaveFocus();
		expect( tip() ).not.toBeNull();
		await user.pointer( { keys: '[/MouseLeft]', target: button } );

		await waitFor( () => expect( form().dataset.status ).toBe( 'sent' ) );
		expect( feedbackCalls() ).toHaveLength( 1 );
		expect( tip() ).toBeNull();
	} );

	it( 'does not send a form the rules reject, and says why', async () => {
		const user = await setup();
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Ich stimme zu.' } )
		);
		await user.click( screen.getByRole( 'button', { name: 'Senden' } ) );
		expect( form().dataset.status ).toBe( 'invalid' );
		expect( feedbackCalls() ).toHaveLength( 0 );
		expect(
			screen.getByRole( 'textbox', { name: 'Dein Name' } )
		).toHaveFocus();
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Mindestens ein Feld ist nicht korrekt ausgefüllt'
		);
	} );
} );

describe( 'helpers', () => {
	it( 'adds http:// to a URL with a dot and no scheme', async () => {
		const user = await setup();
		const url = screen.getByRole( 'textbox', { name: 'Webseite' } );
		await user.type( url, 'tresen.de' );
		await user.tab();
		expect( url ).toHaveValue( 'http://tresen.de' );
		await user.clear( url );
		await user.type( url, 'localhost' );
		await user.tab();
		expect( url ).toHaveValue( 'localhost' );
	} );

	it( 'allows one box in an exclusive group and enables free text only with its option', async () => {
		const user = await setup();
		const free = screen.getByRole( 'textbox', { name: 'Anderes' } );
		expect( free ).toBeDisabled();
		await user.click( screen.getByRole( 'checkbox', { name: 'Bier' } ) );
		await user.click( screen.getByRole( 'checkbox', { name: 'Anderes' } ) );
		expect(
			screen.getByRole( 'checkbox', { name: 'Bier' } )
		).not.toBeChecked();
		expect(
			screen.getByRole( 'checkbox', { name: 'Anderes' } )
		).toBeChecked();
		expect( free ).toBeEnabled();
		await user.click( screen.getByRole( 'checkbox', { name: 'Wein' } ) );
		expect( free ).toBeDisabled();
	} );

	it( 'keeps the submit button disabled until required consent is given (inverted: unticked; optional: ignored)', async () => {
		const user = await setup();
		const button = screen.getByRole( 'button', { name: 'Senden' } );
		expect( button ).toBeDisabled();
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Ich stimme zu.' } )
		);
		expect( button ).toBeEnabled();
		await user.click(
			screen.getByRole( 'checkbox', {
				name: 'Keine Werbung? (umgekehrt)',
			} )
		);
		expect( button ).toBeDisabled();
		await user.click(
			screen.getByRole( 'checkbox', {
				name: 'Keine Werbung? (umgekehrt)',
			} )
		);
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Optional' } )
		);
		expect( button ).toBeEnabled();
	} );

	it( 'counts characters down and marks too short and too long', async () => {
		const user = await setup();
		const counter = form().querySelector(
			'.wpcf7-character-count'
		) as HTMLElement;
		const message = screen.getByRole( 'textbox', {
			name: 'Deine Nachricht',
		} ) as HTMLTextAreaElement;
		await user.type( message, 'ab' );
		expect( counter ).toHaveTextContent( '8' );
		expect( counter ).toHaveClass( 'too-short' );
		await user.type( message, 'cde' );
		expect( counter ).toHaveTextContent( '5' );
		expect( counter ).not.toHaveClass( 'too-short' );
		message.removeAttribute( 'maxlength' );
		fireEvent.input( message, { target: { value: 'abcdefghijkl' } } );
		expect( counter ).toHaveTextContent( '-2' );
		expect( counter ).toHaveClass( 'too-long' );
	} );
} );

describe( 'booting', () => {
	it( 'replaces a form placed inside another form with a German notice', () => {
		document.body.innerHTML = '<form id="outer"></form>';
		const holder = document.createElement( 'div' );
		holder.innerHTML = FORM_HTML;
		document
			.getElementById( 'outer' )
			?.appendChild( holder.firstElementChild as Element );
		window.fetch = jest.fn() as unknown as typeof window.fetch;
		boot( document, settings );
		expect( document.querySelector( '.wpcf7-form' ) ).toBeNull();
		expect(
			screen.getByText(
				/Dieses Kontaktformular wurde an der falschen Stelle platziert\./
			)
		).toBeInTheDocument();
	} );

	it( 'logs missing browser features and leaves the plain form alone', () => {
		document.body.innerHTML = FORM_HTML;
		const saved = String.prototype.replaceAll;
		// @ts-expect-error simulating an old browser
		delete String.prototype.replaceAll;
		expect( missingFeatures( settings ) ).toEqual( [
			'String.replaceAll',
		] );
		boot( document, settings );
		String.prototype.replaceAll = saved;
		expect( console ).toHaveErroredWith(
			'Contact form: the browser lacks String.replaceAll; the form is sent without script.'
		);
		expect( stateOf( form() ) ).toBeUndefined();
		expect( document.querySelector( '.wpcf7' ) ).toHaveClass( 'no-js' );
		expect(
			missingFeatures( {
				...settings,
				api: { root: '', namespace: 'x' },
			} )
		).toEqual( [ 'wpcf7 config' ] );
	} );
} );
