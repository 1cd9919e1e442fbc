/**
 * The Instagram feed in the page: posts only after marketing consent; a feed
 * that failed leaves the account link alone (no note promising posts), and
 * administrators see the shop's note about the failure.
 */
import { loadFeed } from '../index';

jest.mock( '@tresen/common/consent', () => ( {
	hasConsent: jest.fn( () => true ),
	onConsentChange: jest.fn( () => () => undefined ),
} ) );

const SETTINGS = {
	ajaxUrl: '/wp-admin/admin-ajax.php',
	action: 'flatsome_load_instagram',
};

function render(): HTMLElement {
	document.body.innerHTML = `<div class="tresen-instagram" data-limit="4"><p class="tresen-instagram__follow"><a href="https://www.instagram.com/tresen/">@tresen auf Instagram</a></p><p class="tresen-instagram__consent">Die Beiträge erscheinen, sobald du Marketing-Cookies erlaubst.</p></div>`;
	return document.querySelector( '.tresen-instagram' ) as HTMLElement;
}

function reply( body: unknown ): void {
	global.fetch = jest.fn( () =>
		Promise.resolve( {
			ok: true,
			text: () => Promise.resolve( JSON.stringify( body ) ),
		} as unknown as Response )
	) as unknown as typeof fetch;
}

describe( 'Instagram feed', () => {
	it( 'asks the shop for the number of posts and shows them in place of the note', async () => {
		const box = render();
		reply( {
			success: true,
			data: '<ul class="tresen-instagram__posts"><li>Post</li></ul>',
		} );
		await expect( loadFeed( box, SETTINGS ) ).resolves.toBe( true );
		const url = new URL(
			( global.fetch as jest.Mock ).mock.calls[ 0 ][ 0 ] as string
		);
		expect( url.searchParams.get( 'action' ) ).toBe(
			'flatsome_load_instagram'
		);
		expect( url.searchParams.get( 'data[limit]' ) ).toBe( '4' );
		expect(
			box.querySelector( '.tresen-instagram__posts' )
		).not.toBeNull();
		expect( box.querySelector( '.tresen-instagram__consent' ) ).toBeNull();
	} );

	it( 'drops the consent note when the feed failed for a visitor, keeping the link', async () => {
		const box = render();
		reply( { success: false } );
		await expect( loadFeed( box, SETTINGS ) ).resolves.toBe( false );
		expect( box.querySelector( '.tresen-instagram__consent' ) ).toBeNull();
		expect( box ).toHaveTextContent( '@tresen auf Instagram' );
	} );

	it( 'drops the consent note when the shop cannot be reached', async () => {
		const box = render();
		global.fetch = jest.fn( () =>
			Promise.reject( new TypeError( 'Failed to fetch' ) )
		) as unknown as typeof fetch;
		await expect( loadFeed( box, SETTINGS ) ).resolves.toBe( false );
		expect( box.querySelector( '.tresen-instagram__consent' ) ).toBeNull();
	} );

	it( 'shows an administrator the failure note of the shop in place of the consent note', async () => {
		const box = render();
		reply( {
			success: false,
			data: '<p class="tresen-instagram__error">Der Instagram-Feed konnte nicht geladen werden.</p>',
		} );
		await expect( loadFeed( box, SETTINGS ) ).resolves.toBe( false );
		expect( box ).toHaveTextContent( 'konnte nicht geladen werden' );
		expect( box.querySelector( '.tresen-instagram__consent' ) ).toBeNull();
	} );
} );
