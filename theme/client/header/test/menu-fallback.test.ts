/**
 * The "Menü" button when the menu's code cannot be loaded: it shows the
 * menu as the page does without JavaScript, with the focus on its first
 * link, instead of doing nothing; a link in the menu is still followed.
 */
import { clickFallback, onIntent } from '@tresen/common/intent';
import { menuFallback, STATIC } from '../menu-fallback';

jest.mock( '@tresen/common/intent', () => ( {
	...jest.requireActual( '@tresen/common/intent' ),
	clickFallback: jest.fn(),
} ) );

const flush = async () => {
	for ( let i = 0; i < 5; i++ ) {
		await Promise.resolve();
	}
};

beforeEach( () => {
	document.body.innerHTML = `
		<header id="masthead">
			<button type="button" class="menu-toggle" aria-controls="site-navigation" aria-expanded="false"><span>Menü</span></button>
			<nav id="site-navigation" class="main-navigation" aria-label="Hauptmenü">
				<ul class="menu"><li><a href="/">Startseite</a></li><li><a href="/kontakt/">Kontakt</a></li></ul>
			</nav>
		</header>`;
	onIntent( {
		selector: '#site-navigation, .menu-toggle[aria-controls]',
		load: () => Promise.reject( new Error( 'chunk failed' ) ),
		fallback: menuFallback,
	} );
} );

describe( 'menu button without the menu code', () => {
	it( 'shows the menu in the page with the focus on its first link', async () => {
		const nav = document.getElementById( 'site-navigation' )!;
		const toggle = document.querySelector( '.menu-toggle' )!;
		document
			.querySelector( '.menu-toggle span' )!
			.dispatchEvent(
				new MouseEvent( 'click', { bubbles: true, cancelable: true } )
			);
		await flush();
		expect( nav ).toHaveClass( STATIC );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( document.querySelector( 'a[href="/"]' ) ).toHaveFocus();
	} );

	it( 'still follows a link of the menu', async () => {
		const link = document.querySelector< HTMLAnchorElement >(
			'a[href="/kontakt/"]'
		)!;
		menuFallback( link );
		expect( clickFallback ).toHaveBeenCalledWith( link );
		expect( document.getElementById( 'site-navigation' ) ).not.toHaveClass(
			STATIC
		);
	} );
} );
