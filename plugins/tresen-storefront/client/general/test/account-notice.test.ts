import { focusAccountNotice } from '../account-notice';

describe( 'account notice focus', () => {
	afterEach( () => {
		document.body.className = '';
		document.body.innerHTML = '';
		jest.useRealTimers();
	} );

	it( 'focuses the first notice with text on account pages', () => {
		jest.useFakeTimers();
		document.body.className = 'woocommerce-account';
		document.body.innerHTML = `<div role="alert"> </div>
			<ul class="woocommerce-error" role="alert"><li>Falsches Passwort.</li></ul>
			<form><input id="username"></form>`;
		focusAccountNotice();
		jest.runAllTimers();
		const notice = document.querySelector( '.woocommerce-error' );
		expect( notice ).toHaveFocus();
		expect( notice ).toHaveAttribute( 'tabindex', '-1' );
	} );

	it( 'leaves the focus alone on other pages and without a notice', () => {
		jest.useFakeTimers();
		document.body.innerHTML =
			'<ul class="woocommerce-error" role="alert"><li>Fehler</li></ul>';
		focusAccountNotice();
		jest.runAllTimers();
		expect( document.body ).toHaveFocus();

		document.body.className = 'woocommerce-account';
		document.body.innerHTML = '<div role="alert"></div>';
		focusAccountNotice();
		jest.runAllTimers();
		expect( document.body ).toHaveFocus();
	} );
} );
