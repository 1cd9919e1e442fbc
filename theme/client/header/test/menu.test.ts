/**
 * External dependencies
 */
import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/dom';

/**
 * Internal dependencies
 */
import { initMenuToggle, type MenuToggle } from '../menu';

function renderHeader(): void {
	document.body.innerHTML = `
		<header>
			<button type="button" class="menu-toggle" aria-controls="site-navigation" aria-expanded="false"><span>Menü</span></button>
			<a href="/konto/">Mein Konto</a>
			<nav id="site-navigation" class="main-navigation" aria-label="Hauptmenü">
				<button type="button" class="menu-close"><span>Menü schließen</span></button>
				<ul>
					<li><a href="/">Startseite</a></li>
					<li><a href="/shop/">Shop</a></li>
					<li><a href="/kontakt/">Kontakt</a></li>
				</ul>
			</nav>
		</header>
		<main><p>Inhalt</p></main>`;
}

describe( 'off-canvas menu', () => {
	let menu: MenuToggle | null;

	beforeEach( () => {
		renderHeader();
		menu = initMenuToggle( document );
	} );
	afterEach( () => menu?.destroy() );

	it( 'opens with the menu button, says so with aria-expanded and moves focus into the panel', async () => {
		const user = userEvent.setup();
		const toggle = screen.getByRole( 'button', { name: 'Menü' } );
		await user.click( toggle );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( document.getElementById( 'site-navigation' ) ).toHaveClass(
			'is-open'
		);
		expect(
			screen.getByRole( 'button', { name: 'Menü schließen' } )
		).toHaveFocus();
	} );

	it( 'closes on Escape and gives focus back to the menu button', async () => {
		const user = userEvent.setup();
		const toggle = screen.getByRole( 'button', { name: 'Menü' } );
		await user.click( toggle );
		await user.keyboard( '{Escape}' );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( document.getElementById( 'site-navigation' ) ).not.toHaveClass(
			'is-open'
		);
		expect( toggle ).toHaveFocus();
	} );

	it( 'keeps Tab inside the open panel', async () => {
		const user = userEvent.setup();
		await user.click( screen.getByRole( 'button', { name: 'Menü' } ) );
		await user.tab(); // Startseite
		await user.tab(); // Shop
		await user.tab(); // Kontakt
		expect( screen.getByRole( 'link', { name: 'Kontakt' } ) ).toHaveFocus();
		await user.tab(); // wraps to the close button
		expect(
			screen.getByRole( 'button', { name: 'Menü schließen' } )
		).toHaveFocus();
		await user.tab( { shift: true } ); // back to the last link
		expect( screen.getByRole( 'link', { name: 'Kontakt' } ) ).toHaveFocus();
	} );

	it( 'closes with the close button and on a click outside the panel', async () => {
		const user = userEvent.setup();
		const toggle = screen.getByRole( 'button', { name: 'Menü' } );
		await user.click( toggle );
		await user.click(
			screen.getByRole( 'button', { name: 'Menü schließen' } )
		);
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( toggle ).toHaveFocus();

		await user.click( toggle );
		await user.click( screen.getByText( 'Inhalt' ) );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( document.body ).not.toHaveClass( 'nav-open' );
	} );

	it( 'does nothing on a page without a menu button', () => {
		document.body.innerHTML = '<nav id="site-navigation"></nav>';
		expect( initMenuToggle( document ) ).toBeNull();
	} );
} );
