/**
 * The header's login dialog in the states a shopper meets: empty fields
 * refused with a German alert at the field, the password shown and hidden,
 * the button busy while the shop answers, the shop's refusal and a dropped
 * connection in German, and a successful login handing over.
 */
import { act } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocaleData } from '@wordpress/i18n';
import { localeDataFromPo } from '@tresen/tests/po';
import { LoginForm } from '../login-dialog';

beforeAll( () => {
	setLocaleData(
		localeDataFromPo( 'languages/themes/tresen-de_DE.po', 'tresen' ),
		'tresen'
	);
} );

const SETTINGS = {
	action: 'flatsome_ajax_login',
	nonceAction: 'tresen_login_nonce',
	accountUrl: '/mein-konto/',
	lostPasswordUrl: '/mein-konto/passwort-vergessen/',
};

/**
 * A reply as fetch() gives it (jsdom has no Response).
 *
 * @param body   JSON body.
 * @param status HTTP status.
 */
const reply = ( body: unknown, status = 200 ) =>
	( {
		ok: status < 400,
		status,
		text: async () => JSON.stringify( body ),
	} ) as unknown as Response;
const json = ( body: unknown, status = 200 ) =>
	Promise.resolve( reply( body, status ) );

let fetchMock: jest.Mock;
beforeEach( () => {
	fetchMock = jest.fn( ( url: string ) =>
		String( url ).includes( 'tresen_login_nonce' )
			? json( { success: true, data: { nonce: 'n1' } } )
			: json( { success: true, data: {} } )
	);
	global.fetch = fetchMock as unknown as typeof fetch;
} );

/**
 * Lets the shop answer the login (the POST) with `answer`; the nonce
 * request still gets its nonce.
 *
 * @param answer The login's reply.
 */
function answerLoginWith( answer: () => Promise< Response > ) {
	fetchMock.mockImplementation( ( _url: string, init?: RequestInit ) =>
		init?.method === 'POST'
			? answer()
			: json( { success: true, data: { nonce: 'n1' } } )
	);
}

/** The login requests (POSTs) sent so far. */
const logins = () =>
	fetchMock.mock.calls.filter(
		( [ , init ] ) => ( init as RequestInit | undefined )?.method === 'POST'
	);

async function renderForm( onLoggedIn = jest.fn() ) {
	await act( async () => {
		render(
			<LoginForm
				settings={ SETTINGS }
				ajax="/wp-admin/admin-ajax.php"
				onClose={ () => undefined }
				onLoggedIn={ onLoggedIn }
			/>
		);
	} );
	return onLoggedIn;
}

const user = () => userEvent.setup();

/**
 * Types the name (and the password, when given) and presses "Anmelden".
 *
 * @param name     Username or e-mail address.
 * @param password Password.
 */
async function logIn( name: string, password?: string ) {
	const u = user();
	await u.type(
		screen.getByLabelText( /Benutzername oder E-Mail-Adresse/ ),
		name
	);
	if ( password !== undefined ) {
		await u.type(
			screen.getByLabelText( /^Passwort/, { selector: 'input' } ),
			password
		);
	}
	await u.click( screen.getByRole( 'button', { name: 'Anmelden' } ) );
}

describe( 'login dialog', () => {
	it( 'refuses an empty username with a German alert and sends nothing', async () => {
		await renderForm();
		await user().click(
			screen.getByRole( 'button', { name: 'Anmelden' } )
		);
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Bitte gib deinen Benutzernamen oder deine E-Mail-Adresse ein.'
		);
		expect(
			screen.getByLabelText( /Benutzername oder E-Mail-Adresse/ )
		).toHaveAttribute( 'aria-invalid', 'true' );
		expect( logins() ).toHaveLength( 0 );
	} );

	it( 'asks for the password when only the name is there', async () => {
		await renderForm();
		await logIn( 'anna' );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Bitte gib dein Passwort ein.'
		);
	} );

	it( 'shows and hides the password with a pressed button', async () => {
		await renderForm();
		const u = user();
		const field = screen.getByLabelText( /^Passwort/, {
			selector: 'input',
		} );
		expect( field ).toHaveAttribute( 'type', 'password' );
		await u.click(
			screen.getByRole( 'button', { name: 'Passwort anzeigen' } )
		);
		expect( field ).toHaveAttribute( 'type', 'text' );
		expect(
			screen.getByRole( 'button', { name: 'Passwort verbergen' } )
		).not.toHaveAttribute( 'aria-pressed' );
	} );

	it( 'is busy while the shop answers, then shows its refusal at the field', async () => {
		let answer!: ( r: Response ) => void;
		answerLoginWith(
			() => new Promise< Response >( ( resolve ) => ( answer = resolve ) )
		);
		await renderForm();
		await logIn( 'anna', 'falsch' );
		const busy = screen.getByRole( 'button', {
			name: /Anmeldung läuft/,
		} );
		expect( busy ).toHaveAttribute( 'aria-disabled', 'true' );
		await act( async () => {
			answer(
				reply(
					{
						success: false,
						data: {
							message: 'Benutzername oder Passwort ist falsch.',
							field: 'password',
						},
					},
					403
				)
			);
		} );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Benutzername oder Passwort ist falsch.'
		);
		expect(
			screen.getByRole( 'button', { name: 'Anmelden' } )
		).not.toHaveAttribute( 'aria-disabled', 'true' );
	} );

	it( 'says in German when the connection dropped', async () => {
		answerLoginWith( () =>
			Promise.reject( new TypeError( 'Failed to fetch' ) )
		);
		await renderForm();
		await logIn( 'anna', 'geheim' );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Keine Verbindung zum Shop.'
		);
	} );

	it( 'hands over after a successful login, with the nonce it was given', async () => {
		const done = await renderForm();
		await logIn( 'anna', 'richtig' );
		await waitFor( () => expect( done ).toHaveBeenCalledTimes( 1 ) );
		expect( logins() ).toHaveLength( 1 );
		const body = ( logins()[ 0 ][ 1 ] as RequestInit )
			.body as URLSearchParams;
		expect( body.get( 'username' ) ).toBe( 'anna' );
		expect( body.get( '_wpnonce' ) ).toBe( 'n1' );
	} );
} );
