/**
 * Quick view: the product's HTML in a dialog that tells the other bundles,
 * closes after adding to the cart, and German answers for every failure.
 */
import { act } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocaleData } from '@wordpress/i18n';
import { localeDataFromPo } from '@tresen/tests/po';
import { mockFetch } from '@tresen/tests/fetch';
import { fetchQuickView, openQuickView, quickViewSettings } from '../open';
import { showQuickView } from '../dialog';

beforeAll( () => {
	setLocaleData(
		localeDataFromPo(
			'languages/plugins/tresen-storefront-de_DE.po',
			'tresen-storefront'
		),
		'tresen-storefront'
	);
} );

const settings = quickViewSettings( {
	ajaxUrl: '/wp-admin/admin-ajax.php',
	action: 'flatsome_quickview',
	publicPath: '',
	react: [],
} );
const HTML = `<div class="product"><div class="woocommerce-product-gallery"><div class="woocommerce-product-gallery__image"><a href="/a.jpg"><img src="/a-600.jpg" alt="Flasche"></a></div>
	<div class="woocommerce-product-gallery__image"><a href="/b.jpg"><img src="/b-100.jpg" alt="Etikett" data-large_image="/b.jpg"></a></div></div>
	<div class="summary"><p class="price">19,90 €</p><form class="cart"><button type="submit" class="single_add_to_cart_button">In den Warenkorb</button></form></div></div>`;

describe( 'quick view', () => {
	beforeEach( () => {
		document.body.innerHTML =
			'<a href="/produkt/gin/" class="tresen-quick-view-button" data-prod="7" data-name="Spreewälder Gin">Schnellansicht</a><div class="woocommerce-notices-wrapper"></div>';
	} );

	it( 'asks the shop for the product with WooCommerce’s action name', async () => {
		const calls = mockFetch( [ { body: HTML } ] );
		await expect( fetchQuickView( settings, '7' ) ).resolves.toContain(
			'19,90 €'
		);
		expect( calls[ 0 ].url ).toBe( '/wp-admin/admin-ajax.php' );
		expect( Object.fromEntries( calls[ 0 ].body ) ).toEqual( {
			action: 'flatsome_quickview',
			product: '7',
		} );
	} );

	it( 'a product that cannot be shown gets a German sentence in the dialog', async () => {
		mockFetch( [ { status: 404, body: '' } ] );
		await expect( fetchQuickView( settings, '7' ) ).resolves.toContain(
			'Dieses Produkt kann nicht angezeigt werden'
		);
	} );

	it( 'a dropped connection keeps the page and says so in German', async () => {
		window.scrollTo = jest.fn();
		mockFetch( [ { networkError: true } ] );
		jest.useFakeTimers();
		await openQuickView(
			document.querySelector( 'a' ) as HTMLAnchorElement,
			settings
		);
		jest.advanceTimersByTime( 1000 );
		jest.useRealTimers();
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Die Schnellansicht konnte nicht geladen werden.'
		);
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
	} );

	it( 'shows the product in a named dialog, tells the other bundles, swaps images and gives focus back', async () => {
		const link = document.querySelector( 'a' ) as HTMLAnchorElement;
		link.focus();
		const loaded = jest.fn();
		document.addEventListener( 'tresen:content-loaded', ( e ) =>
			loaded( ( e as CustomEvent ).detail.root )
		);
		await act( async () =>
			showQuickView( {
				html: HTML,
				title: 'Spreewälder Gin',
				returnTo: link,
			} )
		);
		const dialog = screen.getByRole( 'dialog', {
			name: 'Spreewälder Gin',
		} );
		expect( dialog ).toHaveTextContent( '19,90 €' );
		expect( loaded ).toHaveBeenCalledWith(
			dialog.querySelector( '.tresen-quick-view__body' )
		);

		const user = userEvent.setup();
		await user.click( screen.getByRole( 'img', { name: 'Etikett' } ) );
		expect(
			screen.getAllByRole( 'img', { name: 'Etikett' } )
		).toHaveLength( 2 );
		expect(
			(
				dialog.querySelector(
					'.woocommerce-product-gallery__image img'
				) as HTMLImageElement
			 ).src
		).toMatch( /\/b\.jpg$/ );

		await user.keyboard( '{Escape}' );
		await act( async () => new Promise( ( r ) => setTimeout( r, 10 ) ) );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		expect( link ).toHaveFocus();
	} );

	it( 'closes after the product went into the cart', async () => {
		const link = document.querySelector( 'a' ) as HTMLAnchorElement;
		await act( async () =>
			showQuickView( {
				html: HTML,
				title: 'Spreewälder Gin',
				returnTo: link,
			} )
		);
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
		await act( async () => {
			document.dispatchEvent(
				new CustomEvent( 'tresen:added-to-cart', { detail: {} } )
			);
			await new Promise( ( r ) => setTimeout( r, 10 ) );
		} );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
	} );
} );
