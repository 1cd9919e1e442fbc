/**
 * The cart page's shipping rates: choosing one stores it through
 * WooCommerce's update_shipping_method endpoint and shows the new totals.
 */
import { CartPage } from '../cart-page';
import type { CartSession } from '../lib/session';
import { flush, GERMAN, mockFetch, settings } from './helpers';

function totals( chosen: 'free' | 'flat', total: string ): string {
	const rate = ( id: string, label: string, value: string ) =>
		`<li><input type="radio" name="shipping_method[0]" data-index="0" id="shipping_method_0_${ id }" value="${ value }" class="shipping_method" ${
			( chosen === 'free' ) === ( id === 'free_shipping1' )
				? 'checked'
				: ''
		}><label for="shipping_method_0_${ id }">${ label }</label></li>`;
	return `<div class="cart_totals"><table><tr class="woocommerce-shipping-totals shipping"><th>Versand</th><td><ul id="shipping_method">
		${ rate( 'free_shipping1', 'Kostenloser Versand', 'free_shipping:1' ) }
		${ rate( 'flat_rate2', 'Standardversand: 4,90 €', 'flat_rate:2' ) }
		</ul></td></tr><tr class="order-total"><td>${ total }</td></tr></table></div>`;
}

function page( chosen: 'free' | 'flat', total: string ): string {
	return `<div class="woocommerce"><div class="woocommerce-notices-wrapper"></div>
		<form class="woocommerce-cart-form" action="/warenkorb/" method="post"><input class="qty" name="cart[a][qty]" value="2"></form>
		${ totals( chosen, total ) }</div>`;
}

const session = {
	refresh: jest.fn( async () => true ),
} as unknown as CartSession;

describe( 'cart page shipping rates', () => {
	beforeAll( () => {
		new CartPage( settings( { i18n: GERMAN } ), session, () => {} );
	} );

	beforeEach( () => {
		document.body.innerHTML = page( 'free', '51,80 €' );
		( window as unknown as Record< string, unknown > ).wc_cart_params = {
			update_shipping_method_nonce: 'n0nce',
		};
	} );

	it( 'stores the chosen rate with WooCommerce’s nonce and shows the new total, focus kept', async () => {
		const calls = mockFetch( [
			{ body: totals( 'flat', '56,70 €' ) },
			{ body: page( 'flat', '56,70 €' ) },
		] );
		const flat = document.getElementById(
			'shipping_method_0_flat_rate2'
		) as HTMLInputElement;
		flat.focus();
		flat.checked = true;
		flat.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		await flush( 30 );

		expect( calls[ 0 ].url ).toBe( '/?wc-ajax=update_shipping_method' );
		expect( calls[ 0 ].body.get( 'security' ) ).toBe( 'n0nce' );
		expect( calls[ 0 ].body.get( 'shipping_method[0]' ) ).toBe(
			'flat_rate:2'
		);
		expect( calls[ 1 ].url ).toBe( 'http://localhost/warenkorb/' );
		expect( document.querySelector( '.order-total' ) ).toHaveTextContent(
			'56,70 €'
		);
		expect(
			document.getElementById( 'shipping_method_0_flat_rate2' )
		).toHaveFocus();
		expect( document.querySelector( '.cart_totals' ) ).not.toHaveAttribute(
			'aria-busy'
		);
	} );

	it( 'says so in German when the choice could not be stored', async () => {
		mockFetch( [ { status: 403, body: '-1' } ] );
		const flat = document.getElementById(
			'shipping_method_0_flat_rate2'
		) as HTMLInputElement;
		flat.checked = true;
		flat.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		await flush( 30 );

		expect( document.body ).toHaveTextContent( GERMAN.updateFailed );
		expect( document.querySelector( '.cart_totals' ) ).not.toHaveAttribute(
			'aria-busy'
		);
		expect( document.querySelector( '.order-total' ) ).toHaveTextContent(
			'51,80 €'
		);
	} );

	it( "shows the server's German words when it sent some", async () => {
		mockFetch( [
			{
				status: 400,
				body: {
					success: false,
					data: { message: 'Diese Versandart gibt es nicht mehr.' },
				},
			},
		] );
		const flat = document.getElementById(
			'shipping_method_0_flat_rate2'
		) as HTMLInputElement;
		flat.checked = true;
		flat.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		await flush( 30 );

		expect( document.body ).toHaveTextContent(
			'Diese Versandart gibt es nicht mehr.'
		);
		expect( document.body ).not.toHaveTextContent( GERMAN.updateFailed );
	} );
} );
