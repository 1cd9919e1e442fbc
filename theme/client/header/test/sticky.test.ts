/**
 * The sticky header and the back-to-top button as a shopper meets them:
 * the header sticks once the page has scrolled past it, a focused element
 * it would cover is scrolled into the clear, and the back-to-top button
 * appears after a screen of scrolling and takes focus back to the top.
 */
import {
	initBackToTop,
	initStickyHeader,
	QUIET,
	SEARCH_OPEN,
	STATIC,
	STUCK,
} from '../sticky';

function setScroll( y: number ): void {
	Object.defineProperty( window, 'scrollY', {
		configurable: true,
		value: y,
	} );
	window.dispatchEvent( new Event( 'scroll' ) );
}

const frame = () =>
	new Promise< void >( ( resolve ) =>
		window.requestAnimationFrame( () => resolve() )
	);

beforeEach( () => {
	setScroll( 0 );
	document.body.innerHTML = `
		<a class="skip-link" href="#main">Zum Inhalt springen</a>
		<header id="masthead"><a href="/">Tresen</a></header>
		<main id="main"><a id="deep" href="/x">Weiter unten</a></main>
		<button type="button" class="back-to-top" hidden>Nach oben</button>`;
} );

describe( 'sticky header', () => {
	it( 'sticks after scrolling past the header and lets go at the top', async () => {
		const header = document.getElementById( 'masthead' )!;
		jest.spyOn( header, 'offsetHeight', 'get' ).mockReturnValue( 70 );
		initStickyHeader( document );
		expect( header ).not.toHaveClass( STUCK );
		setScroll( 200 );
		await frame();
		expect( header ).toHaveClass( STUCK );
		setScroll( 10 );
		await frame();
		expect( header ).not.toHaveClass( STUCK );
	} );

	it( 'stays in place when the owner switched sticking off', async () => {
		const header = document.getElementById( 'masthead' )!;
		header.classList.add( STATIC );
		jest.spyOn( header, 'offsetHeight', 'get' ).mockReturnValue( 70 );
		initStickyHeader( document );
		setScroll( 200 );
		await frame();
		expect( header ).not.toHaveClass( STUCK );
		// Switched on again in the Customizer's live preview: the next scroll sticks.
		header.classList.remove( STATIC );
		setScroll( 300 );
		await frame();
		expect( header ).toHaveClass( STUCK );
	} );

	it( 'scrolls a focused element out from under the stuck header', async () => {
		const header = document.getElementById( 'masthead' )!;
		jest.spyOn( header, 'offsetHeight', 'get' ).mockReturnValue( 70 );
		jest.spyOn( header, 'getBoundingClientRect' ).mockReturnValue( {
			bottom: 70,
		} as DOMRect );
		const deep = document.getElementById( 'deep' )!;
		jest.spyOn( deep, 'getBoundingClientRect' ).mockReturnValue( {
			top: 20,
		} as DOMRect );
		const scrollBy = jest.fn();
		window.scrollBy = scrollBy as unknown as typeof window.scrollBy;
		initStickyHeader( document );
		setScroll( 300 );
		await frame();
		deep.focus();
		expect( scrollBy ).toHaveBeenCalledWith( { top: 20 - 70 - 16 } );
	} );
} );

describe( 'stuck header search button (phones)', () => {
	function withSearch() {
		document.getElementById( 'masthead' )!.innerHTML = `
			<a href="/">Tresen</a>
			<div class="site-header__search" id="site-search">
				<form role="search"><input type="search" aria-label="Produkte suchen" /></form>
			</div>
			<button type="button" class="header-search-toggle" aria-controls="site-search" aria-expanded="false" hidden>Produkte suchen</button>`;
		const header = document.getElementById( 'masthead' )!;
		jest.spyOn( header, 'offsetHeight', 'get' ).mockReturnValue( 70 );
		return {
			header,
			toggle: header.querySelector( 'button' )!,
			field: header.querySelector( 'input' )!,
		};
	}

	it( 'opens the search row with the focus in the field, and closes it when the focus leaves', async () => {
		const { header, toggle, field } = withSearch();
		initStickyHeader( document );
		expect( toggle.hidden ).toBe( false );
		setScroll( 300 );
		await frame();
		toggle.click();
		expect( header ).toHaveClass( SEARCH_OPEN );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( field ).toHaveFocus();
		document.getElementById( 'deep' )!.focus();
		expect( header ).not.toHaveClass( SEARCH_OPEN );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	it( 'closes the search row when the header lets go at the top', async () => {
		const { header, toggle } = withSearch();
		initStickyHeader( document );
		setScroll( 300 );
		await frame();
		toggle.click();
		expect( header ).toHaveClass( SEARCH_OPEN );
		setScroll( 0 );
		await frame();
		expect( header ).not.toHaveClass( SEARCH_OPEN );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
	} );
} );

describe( 'back-to-top button', () => {
	it( 'appears after one screen of scrolling and goes at the top', async () => {
		const button = initBackToTop( document )!;
		expect( button ).not.toBeVisible();
		setScroll( window.innerHeight + 50 );
		await frame();
		expect( button ).toBeVisible();
		setScroll( 0 );
		await frame();
		expect( button ).not.toBeVisible();
	} );

	it( 'scrolls to the top and puts focus at the start of the page', async () => {
		const scrollTo = jest.fn();
		window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
		const button = initBackToTop( document )!;
		setScroll( window.innerHeight * 3 );
		await frame();
		button.click();
		expect( scrollTo ).toHaveBeenCalledWith(
			expect.objectContaining( { top: 0 } )
		);
		expect(
			document.querySelector( '.skip-link' ) as HTMLElement
		).toHaveFocus();
	} );

	it( 'shows the skip link after Enter or Space, not after a mouse click', async () => {
		window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
		const button = initBackToTop( document )!;
		const skip = document.querySelector( '.skip-link' ) as HTMLElement;
		setScroll( window.innerHeight * 3 );
		await frame();
		// A mouse click: detail 1.
		button.dispatchEvent(
			new MouseEvent( 'click', { bubbles: true, detail: 1 } )
		);
		expect( skip ).toHaveFocus();
		expect( skip ).toHaveClass( QUIET );
		// Leaving it ends that; Tab back to it shows it as usual.
		document.getElementById( 'deep' )!.focus();
		expect( skip ).not.toHaveClass( QUIET );
		// Enter or Space on the button: a click with detail 0.
		button.dispatchEvent(
			new MouseEvent( 'click', { bubbles: true, detail: 0 } )
		);
		expect( skip ).toHaveFocus();
		expect( skip ).not.toHaveClass( QUIET );
	} );
} );
