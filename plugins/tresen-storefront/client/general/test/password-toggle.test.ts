/**
 * External dependencies
 */
import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/dom';

/**
 * Internal dependencies
 */
import { initPasswordToggles } from '../password-toggle';

jest.mock( '@wordpress/i18n', () => ( {
	__: ( text: string ) =>
		( {
			'Show password': 'Passwort anzeigen',
			'Hide password': 'Passwort verbergen',
		} )[ text ] ?? text,
} ) );

function renderLogin( wrapped: boolean ): HTMLInputElement {
	const input =
		'<input class="woocommerce-Input woocommerce-Input--text input-text" type="password" name="password" id="password" autocomplete="current-password" />';
	document.body.innerHTML = `
		<div class="woocommerce">
			<form class="woocommerce-form woocommerce-form-login login" method="post">
				<p><label for="username">Benutzername</label><input type="text" id="username" name="username" /></p>
				<p><label for="password">Passwort</label>${
					wrapped
						? `<span class="password-input">${ input }</span>`
						: input
				}</p>
				<button type="submit">Anmelden</button>
			</form>
		</div>`;
	return document.getElementById( 'password' ) as HTMLInputElement;
}

describe( 'show/hide password', () => {
	it.each( [
		[ 'already wrapped (the double)', true ],
		[ 'bare (WooCommerce templates)', false ],
	] )( 'adds one German toggle to a password field %s', ( _n, wrapped ) => {
		const input = renderLogin( wrapped );
		expect( initPasswordToggles( document ) ).toHaveLength( 1 );
		const button = screen.getByRole( 'button', {
			name: 'Passwort anzeigen',
		} );
		expect( button ).toHaveAttribute( 'type', 'button' );
		// The changing name says it all; no pressed state to contradict it.
		expect( button ).not.toHaveAttribute( 'aria-pressed' );
		expect( button ).toHaveAttribute( 'aria-controls', 'password' );
		expect( input.parentElement ).toHaveClass( 'password-input' );
		expect( input.nextElementSibling ).toBe( button );
		// Running again adds nothing.
		expect( initPasswordToggles( document ) ).toHaveLength( 0 );
		expect( screen.getAllByRole( 'button' ) ).toHaveLength( 2 );
	} );

	it( 'toggles type and label by mouse, without submitting', async () => {
		const input = renderLogin( true );
		const submit = jest.fn( ( e: Event ) => e.preventDefault() );
		document.querySelector( 'form' )?.addEventListener( 'submit', submit );
		initPasswordToggles( document );
		const user = userEvent.setup();
		await user.type( input, 'geheim' );
		await user.click(
			screen.getByRole( 'button', { name: 'Passwort anzeigen' } )
		);
		const hide = screen.getByRole( 'button', {
			name: 'Passwort verbergen',
		} );
		expect( input ).toHaveAttribute( 'type', 'text' );
		expect( input ).toHaveValue( 'geheim' );
		expect( hide ).not.toHaveAttribute( 'aria-pressed' );
		await user.click( hide );
		expect( input ).toHaveAttribute( 'type', 'password' );
		expect(
			screen.getByRole( 'button', { name: 'Passwort anzeigen' } )
		).not.toHaveAttribute( 'aria-pressed' );
		expect( submit ).not.toHaveBeenCalled();
	} );

	it( 'works from the keyboard: Tab reaches the toggle right after the field, Enter and Space toggle, focus stays', async () => {
		const input = renderLogin( false );
		const submit = jest.fn( ( e: Event ) => e.preventDefault() );
		document.querySelector( 'form' )?.addEventListener( 'submit', submit );
		initPasswordToggles( document );
		const user = userEvent.setup();
		await user.tab(); // username
		await user.tab(); // password
		expect( input ).toHaveFocus();
		await user.tab();
		const button = screen.getByRole( 'button', {
			name: 'Passwort anzeigen',
		} );
		expect( button ).toHaveFocus();
		await user.keyboard( '{Enter}' );
		expect( input ).toHaveAttribute( 'type', 'text' );
		expect( button ).toHaveAccessibleName( 'Passwort verbergen' );
		expect( button ).toHaveFocus();
		await user.keyboard( ' ' );
		expect( input ).toHaveAttribute( 'type', 'password' );
		expect( button ).toHaveAccessibleName( 'Passwort anzeigen' );
		expect( button ).toHaveFocus();
		expect( submit ).not.toHaveBeenCalled();
	} );

	it( 'marks a checkout field wrapper instead of wrapping again', () => {
		document.body.innerHTML = `
			<div class="woocommerce"><form class="checkout">
				<p class="form-row"><label for="account_password">Konto-Passwort</label>
				<span class="woocommerce-input-wrapper"><input type="password" id="account_password" name="account_password" /></span></p>
			</form></div>`;
		initPasswordToggles( document );
		const wrapper = document.querySelector( '.woocommerce-input-wrapper' );
		expect( wrapper ).toHaveClass( 'password-input' );
		expect( wrapper?.querySelectorAll( 'span' ) ).toHaveLength( 0 );
		expect(
			screen.getByRole( 'button', { name: 'Passwort anzeigen' } )
		).toBeInTheDocument();
	} );

	it( 'leaves password fields outside WooCommerce forms alone', () => {
		document.body.innerHTML =
			'<form><input type="password" id="pw" /></form>';
		expect( initPasswordToggles( document ) ).toHaveLength( 0 );
		expect( screen.queryByRole( 'button' ) ).toBeNull();
	} );
} );
