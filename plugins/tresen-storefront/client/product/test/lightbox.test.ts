/**
 * The lightbox (PhotoSwipe): the parts PhotoSwipe names for screen readers
 * are named in German.
 */
import { setLocaleData } from '@wordpress/i18n';
import { localeDataFromPo } from '@tresen/tests/po';
import { germanRoles } from '../lightbox';

// PhotoSwipe ships as ES module only; this test needs none of it.
jest.mock( 'photoswipe', () => ( { __esModule: true, default: jest.fn() } ) );

beforeAll( () => {
	setLocaleData(
		localeDataFromPo(
			'languages/plugins/tresen-storefront-de_DE.po',
			'tresen-storefront'
		),
		'tresen-storefront'
	);
} );

it( 'names the carousel and its slides in German', () => {
	// What PhotoSwipe 5 builds on init: the scroll wrap and three slide holders.
	const root = document.createElement( 'div' );
	root.className = 'pswp';
	root.innerHTML = `<div class="pswp__scroll-wrap" aria-roledescription="carousel"><div class="pswp__container">
		<div class="pswp__item" role="group" aria-roledescription="slide"></div>
		<div class="pswp__item" role="group" aria-roledescription="slide"></div>
		<div class="pswp__item" role="group" aria-roledescription="slide"></div>
	</div></div>`;
	germanRoles( root );
	expect( root.querySelector( '.pswp__scroll-wrap' ) ).toHaveAttribute(
		'aria-roledescription',
		'Karussell'
	);
	root.querySelectorAll( '.pswp__item' ).forEach( ( item ) =>
		expect( item ).toHaveAttribute( 'aria-roledescription', 'Folie' )
	);
} );
