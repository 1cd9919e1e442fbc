/**
 * Dropdown submenus as a shopper meets them: by keyboard (Enter, ArrowDown,
 * arrows inside, Escape back to the button), by click and by hover, with
 * aria-expanded telling a screen reader; and a dropdown that CSS opened
 * before the script loaded (hover, focus) stays open under the script.
 */
import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/dom';
import { initSubmenus } from '../submenu';
import { startNav } from '../nav';

function renderNav(): HTMLElement {
	document.body.innerHTML = `
		<header id="masthead">
			<nav id="site-navigation" class="main-navigation" aria-label="Hauptmenü">
				<ul class="primary-menu">
					<li><a href="/">Startseite</a></li>
					<li class="menu-item-has-children">
						<a href="/shop/">Shop</a>
						<button type="button" class="submenu-toggle" aria-controls="sub-1" aria-expanded="false" hidden><span>Untermenü Shop</span></button>
						<ul class="sub-menu" id="sub-1">
							<li><a href="/gin/">Gin</a></li>
							<li><a href="/rum/">Rum</a></li>
							<li><a href="/whisky/">Whisky</a></li>
						</ul>
					</li>
					<li><a href="/kontakt/">Kontakt</a></li>
				</ul>
			</nav>
		</header>`;
	return document.getElementById( 'site-navigation' )!;
}

const wide = () => true;

describe( 'dropdown submenus (wide screens)', () => {
	it( 'shows the buttons only once the script runs', () => {
		const nav = renderNav();
		const button = nav.querySelector( 'button.submenu-toggle' )!;
		expect( button ).not.toBeVisible();
		initSubmenus( nav, wide );
		expect(
			screen.getByRole( 'button', { name: 'Untermenü Shop' } )
		).toBeVisible();
		expect( nav ).toHaveClass( 'has-submenu-buttons' );
	} );

	it( 'opens with Enter and closes with Escape, focus back on the button', async () => {
		const user = userEvent.setup();
		initSubmenus( renderNav(), wide );
		const button = screen.getByRole( 'button', { name: 'Untermenü Shop' } );
		button.focus();
		await user.keyboard( '{Enter}' );
		expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( document.getElementById( 'sub-1' ) ).toHaveClass( 'is-open' );
		await user.keyboard( '{Escape}' );
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( button ).toHaveFocus();
	} );

	it( 'ArrowDown on the button opens the dropdown and moves through its links', async () => {
		const user = userEvent.setup();
		initSubmenus( renderNav(), wide );
		const button = screen.getByRole( 'button', { name: 'Untermenü Shop' } );
		button.focus();
		await user.keyboard( '{ArrowDown}' );
		expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( screen.getByRole( 'link', { name: 'Gin' } ) ).toHaveFocus();
		await user.keyboard( '{ArrowDown}' );
		expect( screen.getByRole( 'link', { name: 'Rum' } ) ).toHaveFocus();
		await user.keyboard( '{ArrowUp}{ArrowUp}' );
		expect( screen.getByRole( 'link', { name: 'Whisky' } ) ).toHaveFocus();
		await user.keyboard( '{Escape}' );
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( button ).toHaveFocus();
	} );

	it( 'a click on the button (touch, or Space and Enter) toggles it', () => {
		initSubmenus( renderNav(), wide );
		const button = screen.getByRole( 'button', { name: 'Untermenü Shop' } );
		button.click();
		expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
		button.click();
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	it( 'hovering with a mouse opens it', async () => {
		const user = userEvent.setup();
		initSubmenus( renderNav(), wide );
		await user.hover( screen.getByRole( 'link', { name: 'Shop' } ) );
		expect(
			screen.getByRole( 'button', { name: 'Untermenü Shop' } )
		).toHaveAttribute( 'aria-expanded', 'true' );
	} );

	it( 'a click elsewhere closes it', async () => {
		const user = userEvent.setup();
		initSubmenus( renderNav(), wide );
		const button = screen.getByRole( 'button', { name: 'Untermenü Shop' } );
		await user.click( button );
		await user.click( document.body );
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
	} );
} );

describe( 'navigation loaded on intent', () => {
	const matchMedia = window.matchMedia;
	beforeEach( () => {
		window.matchMedia = ( ( query: string ) => ( {
			matches: true,
			media: query,
			addEventListener: () => undefined,
			removeEventListener: () => undefined,
		} ) ) as unknown as typeof window.matchMedia;
	} );
	afterEach( () => {
		window.matchMedia = matchMedia;
	} );

	it( 'keeps a dropdown open whose link had focus before the script arrived', () => {
		renderNav();
		const gin = screen.getByRole( 'link', { name: 'Gin' } );
		gin.focus();
		startNav( document );
		expect(
			screen.getByRole( 'button', { name: 'Untermenü Shop' } )
		).toHaveAttribute( 'aria-expanded', 'true' );
		expect( gin ).toHaveFocus();
	} );

	it( 'leaves the dropdowns closed when nothing was going on in them', () => {
		renderNav();
		screen.getByRole( 'link', { name: 'Startseite' } ).focus();
		startNav( document );
		expect(
			screen.getByRole( 'button', { name: 'Untermenü Shop' } )
		).toHaveAttribute( 'aria-expanded', 'false' );
	} );
} );
