/**
 * External dependencies
 */
import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/dom';

/**
 * Internal dependencies
 */
import { cookieName, initStoreNotice, readCookie } from '../store-notice';

const ID = '0a1b2c3d';

function renderNotice(): HTMLElement {
	document.body.innerHTML = `
		<a href="/shop/">Shop</a>
		<main id="content" tabindex="-1"><p>Inhalt</p></main>
		<p role="complementary" aria-label="Shop-Hinweis" class="woocommerce-store-notice demo_store" data-notice-id="${ ID }" style="display:none;">Heute versandkostenfrei! <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Ausblenden</a></p>`;
	return document.querySelector( '.woocommerce-store-notice' ) as HTMLElement;
}

function clearCookies(): void {
	document.cookie.split( ';' ).forEach( ( part ) => {
		const name = part.split( '=' )[ 0 ].trim();
		if ( name ) {
			document.cookie = `${ name }=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
		}
	} );
}

/** Records every cookie string the script writes (and still writes it). */
function spyCookieWrites(): string[] {
	const writes: string[] = [];
	const native = Object.getOwnPropertyDescriptor(
		Document.prototype,
		'cookie'
	) as PropertyDescriptor;
	jest.spyOn( document, 'cookie', 'set' ).mockImplementation(
		( value: string ) => {
			writes.push( value );
			native.set?.call( document, value );
		}
	);
	return writes;
}

describe( 'store notice', () => {
	beforeEach( () => clearCookies() );
	afterEach( () => jest.restoreAllMocks() );

	it( 'shows the notice while it has not been dismissed', () => {
		const notice = renderNotice();
		expect( notice ).not.toBeVisible();
		expect( initStoreNotice( document ) ).toBe( true );
		expect( notice ).toBeVisible();
	} );

	it( 'hides it on click and remembers that in store_notice<id>=hidden, path /', async () => {
		const writes = spyCookieWrites();
		const notice = renderNotice();
		initStoreNotice( document );
		const user = userEvent.setup();
		await user.click(
			screen.getByRole( 'button', { name: 'Ausblenden' } )
		);
		expect( notice ).not.toBeVisible();
		expect( writes ).toHaveLength( 1 );
		expect( writes[ 0 ] ).toMatch(
			/^store_notice0a1b2c3d=hidden; path=\/(;|$)/
		);
		expect( readCookie( cookieName( ID ), document.cookie ) ).toBe(
			'hidden'
		);
		// The page did not jump to "#".
		expect( window.location.hash ).toBe( '' );
	} );

	it.each( [
		[ 'Enter', '{Enter}' ],
		[ 'Space', ' ' ],
	] )(
		'can be dismissed from the keyboard with %s',
		async ( _name, keys ) => {
			const notice = renderNotice();
			initStoreNotice( document );
			const user = userEvent.setup();
			await user.tab();
			await user.tab();
			expect(
				screen.getByRole( 'button', { name: 'Ausblenden' } )
			).toHaveFocus();
			await user.keyboard( keys );
			expect( notice ).not.toBeVisible();
			// The focus goes to the main content, not to the page's body.
			expect( document.getElementById( 'content' ) ).toHaveFocus();
			expect( readCookie( cookieName( ID ), document.cookie ) ).toBe(
				'hidden'
			);
		}
	);

	it( 'stays hidden on the next page once dismissed', () => {
		document.cookie = `store_notice${ ID }=hidden; path=/`;
		const notice = renderNotice();
		initStoreNotice( document );
		expect( notice ).not.toBeVisible();
	} );

	it( 'shows a changed notice (new id) again', () => {
		document.cookie = 'store_notice_old=hidden; path=/';
		const notice = renderNotice();
		initStoreNotice( document );
		expect( notice ).toBeVisible();
	} );

	it( 'does nothing without a notice', () => {
		document.body.innerHTML = '<p>Kein Hinweis</p>';
		expect( initStoreNotice( document ) ).toBe( false );
	} );
} );

describe( 'readCookie', () => {
	it( 'finds a cookie among others and decodes it', () => {
		expect( readCookie( 'b', 'a=1; b=hidden%20x; c=3' ) ).toBe(
			'hidden x'
		);
		expect(
			readCookie( 'store_notice', 'store_notice1=hidden' )
		).toBeNull();
	} );
} );
