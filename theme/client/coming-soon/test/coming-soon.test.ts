/**
 * The owner's coming-soon banner: WooCommerce's empty dismiss link becomes
 * a named button (Enter, Space) that stores the dismissal through the REST
 * field with the nonce header; the banner hides once stored, focus moves to
 * the content; a failure keeps the banner and says so in German.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocaleData } from '@wordpress/i18n';
import { localeDataFromPo } from '@tresen/tests/po';
import { initComingSoonBanner } from '../index';

const REST = 'https://shop.example/wp-json/wp/v2/users/1';

beforeAll( () => {
	setLocaleData(
		localeDataFromPo( 'languages/themes/tresen-de_DE.po', 'tresen' ),
		'tresen'
	);
} );

let fetchMock: jest.Mock;

function render( ok: boolean | 'offline' ) {
	document.body.innerHTML = `
		<main id="content" tabindex="-1"><p>Inhalt</p></main>
		<div id="coming-soon-footer-banner"><div class="coming-soon-footer-banner__content">Dein Shop ist im Modus „Demnächst verfügbar“.</div><a class="coming-soon-footer-banner-dismiss" data-rest-url="${ REST }" data-rest-nonce="n0nc3"></a></div>`;
	fetchMock = jest.fn( () =>
		ok === 'offline'
			? Promise.reject( new TypeError( 'Failed to fetch' ) )
			: Promise.resolve( {
					ok,
					status: ok ? 200 : 403,
					text: async () => '',
				} as unknown as Response )
	);
	global.fetch = fetchMock as unknown as typeof fetch;
	return initComingSoonBanner( document );
}

describe( 'coming-soon banner', () => {
	it.each( [ [ '{Enter}' ], [ ' ' ] ] )(
		'is dismissed by keyboard (%s) through the REST field with the nonce, and focus moves to the content',
		async ( keys ) => {
			render( true );
			const button = screen.getByRole( 'button', {
				name: 'Hinweis ausblenden',
			} );
			const user = userEvent.setup();
			await user.tab();
			expect( button ).toHaveFocus();
			await user.keyboard( keys );
			expect( fetchMock ).toHaveBeenCalledTimes( 1 );
			const [ url, init ] = fetchMock.mock.calls[ 0 ];
			expect( url ).toBe( REST );
			expect( init.method ).toBe( 'POST' );
			expect( init.headers[ 'X-WP-Nonce' ] ).toBe( 'n0nc3' );
			expect(
				( init.body as URLSearchParams ).get(
					'woocommerce_meta[coming_soon_banner_dismissed]'
				)
			).toBe( 'yes' );
			expect(
				document.getElementById( 'coming-soon-footer-banner' )
			).not.toBeVisible();
			expect( document.getElementById( 'content' ) ).toHaveFocus();
			expect( document.documentElement ).not.toHaveClass(
				'has-coming-soon-banner'
			);
		}
	);

	it.each( [ [ false ], [ 'offline' as const ] ] )(
		'stays and says so when the shop did not store it (%s)',
		async ( ok ) => {
			render( ok );
			const user = userEvent.setup();
			await user.click(
				screen.getByRole( 'button', { name: 'Hinweis ausblenden' } )
			);
			expect(
				document.getElementById( 'coming-soon-footer-banner' )
			).toBeVisible();
			expect( await screen.findByRole( 'status' ) ).toHaveTextContent(
				/konnte nicht ausgeblendet werden/
			);
		}
	);

	it( 'does nothing without a banner', () => {
		document.body.innerHTML = '<main id="content"></main>';
		expect( initComingSoonBanner( document ) ).toBeNull();
	} );
} );
