/**
 * The login-required dialog on the checkout: named, focused, Escape and
 * "Abbrechen" close it and give focus back, "Anmelden" leads to the login.
 */
import { act } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocaleData } from '@wordpress/i18n';
import { localeDataFromPo } from '@tresen/tests/po';
import { start } from '../login-required';

let root: ReturnType< typeof start > = null;
afterEach( () => {
	act( () => root?.unmount() );
	root = null;
} );

beforeAll( () => {
	setLocaleData(
		localeDataFromPo(
			'languages/plugins/tresen-storefront-de_DE.po',
			'tresen-storefront'
		),
		'tresen-storefront'
	);
} );

beforeEach( () => {
	document.body.innerHTML =
		'<p>Du musst angemeldet sein.</p><a href="/konto/" id="before">Konto</a>';
	( document.getElementById( 'before' ) as HTMLElement ).focus();
} );

const open = async () => {
	await act( async () => {
		root = start( { loginUrl: '/wp-login.php?redirect_to=%2Fkasse%2F' } );
	} );
	return screen.getByRole( 'dialog', {
		name: 'Bitte melde dich zum Bestellen an',
	} );
};

describe( 'login required at checkout', () => {
	it( 'asks in a named dialog whose first control has focus and leads to the login page', async () => {
		const dialog = await open();
		expect( dialog ).toHaveAttribute( 'aria-modal', 'true' );
		const login = screen.getByRole( 'link', { name: 'Anmelden' } );
		expect( login ).toHaveAttribute(
			'href',
			'/wp-login.php?redirect_to=%2Fkasse%2F'
		);
		expect( login ).toHaveFocus();
	} );

	it( 'keeps Tab inside and closes on Escape, giving focus back', async () => {
		const user = userEvent.setup();
		await open();
		await user.tab();
		expect(
			screen.getByRole( 'button', { name: 'Abbrechen' } )
		).toHaveFocus();
		await user.tab();
		expect(
			screen.getByRole( 'link', { name: 'Anmelden' } )
		).toHaveFocus();
		await user.keyboard( '{Escape}' );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		expect( document.getElementById( 'before' ) ).toHaveFocus();
	} );

	it( 'closes with "Abbrechen"', async () => {
		const user = userEvent.setup();
		await open();
		await user.click( screen.getByRole( 'button', { name: 'Abbrechen' } ) );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
	} );

	it( 'does nothing without a login address', async () => {
		await act( async () => {
			root = start( {} );
		} );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
	} );
} );
