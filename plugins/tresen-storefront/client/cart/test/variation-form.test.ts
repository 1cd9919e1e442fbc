/**
 * A variable product's form: choose, see the variation, reset.
 */
import { formData } from '../product-form';
import { initVariationForms } from '../variation-form';
import { flush, GERMAN, mockFetch, settings } from './helpers';

const VARIATIONS = [
	{
		variation_id: 21,
		attributes: { attribute_groesse: '0,35 l' },
		is_purchasable: true,
		is_in_stock: true,
		variation_is_visible: true,
		variation_is_active: true,
		price_html: '<span class="price">19,90 €</span>',
		availability_html: '<p class="stock in-stock">Vorrätig</p>',
		sku: 'GIN-035',
		min_qty: 1,
		max_qty: 6,
		image: {
			src: '/gin-035.jpg',
			alt: 'Gin 0,35 l',
			full_src: '/gin-035-full.jpg',
		},
	},
	{
		variation_id: 22,
		attributes: { attribute_groesse: '0,7 l' },
		is_purchasable: true,
		is_in_stock: false,
		variation_is_visible: true,
		variation_is_active: true,
		price_html: '<span class="price">34,90 €</span>',
		availability_html: '<p class="stock out-of-stock">Nicht vorrätig</p>',
		sku: 'GIN-07',
		min_qty: 1,
		max_qty: '',
	},
	{
		variation_id: 23,
		attributes: { attribute_groesse: '1 l' },
		is_purchasable: false,
		is_in_stock: true,
		variation_is_visible: true,
		variation_is_active: false,
	},
];

function page( variations: unknown = VARIATIONS ): HTMLFormElement {
	document.body.innerHTML = `<div class="product product-type-variable">
		<div class="woocommerce-product-gallery"><div class="woocommerce-product-gallery__image"><a href="/gin-full.jpg"><img class="wp-post-image" src="/gin.jpg" alt="Gin"></a></div></div>
		<h1 class="product_title">Gin</h1>
		<form class="variations_form cart" action="/produkt/gin/" method="post" data-product_id="20" data-product_variations='${ JSON.stringify( variations ) }'>
			<table class="variations"><tr><th><label for="groesse">Größe</label></th><td>
				<select id="groesse" name="attribute_groesse" data-attribute_name="attribute_groesse">
					<option value="">Wähle eine Option</option><option value="0,35 l">0,35 l</option><option value="0,7 l">0,7 l</option><option value="1 l">1 l</option>
				</select><a class="reset_variations" href="#">Zurücksetzen</a></td></tr></table>
			<div class="single_variation_wrap"><div class="woocommerce-variation single_variation"></div>
			<div class="woocommerce-variation-add-to-cart variations_button woocommerce-variation-add-to-cart-disabled">
				<div class="quantity"><input type="number" class="qty" name="quantity" value="1" min="1" step="1"></div>
				<button type="submit" class="single_add_to_cart_button button alt" disabled>In den Warenkorb</button>
				<input type="hidden" name="add-to-cart" value="20"><input type="hidden" name="product_id" value="20"><input type="hidden" name="variation_id" class="variation_id" value="0">
			</div></div>
		</form><div class="product_meta"><span class="sku">GIN</span></div></div>`;
	return document.querySelector( 'form' ) as HTMLFormElement;
}

function choose( value: string ): void {
	const select = document.querySelector( 'select' ) as HTMLSelectElement;
	select.value = value;
	select.dispatchEvent( new Event( 'change', { bubbles: true } ) );
}

describe( 'variation form', () => {
	it( 'shows price, stock, SKU and image of the chosen variation and fires found_variation', async () => {
		const form = page();
		const trigger = jest.fn();
		( window as unknown as { jQuery: unknown } ).jQuery = (
			el: unknown
		) => ( {
			trigger: ( n: string, a: unknown[] ) => trigger( n, a, el ),
		} );
		initVariationForms( settings() );
		await flush();
		expect(
			form.querySelector( '.single_add_to_cart_button' )
		).toHaveClass( 'disabled', 'wc-variation-selection-needed' );
		// WooCommerce 10.5's template disables the button; the form takes over.
		expect(
			form.querySelector( '.single_add_to_cart_button' )
		).not.toHaveAttribute( 'disabled' );

		choose( '0,35 l' );
		await flush();
		expect( form.querySelector( '.single_variation' ) ).toHaveTextContent(
			'19,90 €'
		);
		expect( form.querySelector( '.single_variation' ) ).toHaveTextContent(
			'Vorrätig'
		);
		expect(
			document.querySelector( '.product_meta .sku' )
		).toHaveTextContent( 'GIN-035' );
		expect( document.querySelector( '.wp-post-image' ) ).toHaveAttribute(
			'src',
			'/gin-035.jpg'
		);
		expect(
			(
				form.querySelector(
					'input[name="variation_id"]'
				) as HTMLInputElement
			 ).value
		).toBe( '21' );
		expect( form.querySelector( 'input.qty' ) ).toHaveAttribute(
			'max',
			'6'
		);
		expect(
			form.querySelector( '.single_add_to_cart_button' )
		).not.toHaveClass( 'disabled' );
		expect(
			form.querySelector( '.single_add_to_cart_button' )
		).toBeEnabled();
		const found = trigger.mock.calls.find(
			( c ) => c[ 0 ] === 'found_variation'
		);
		expect( found?.[ 1 ][ 0 ].variation_id ).toBe( 21 );
		expect( found?.[ 2 ] ).toBe( form );
		expect(
			trigger.mock.calls.some(
				( c ) => c[ 0 ] === 'show_variation' && c[ 1 ][ 1 ] === true
			)
		).toBe( true );

		// The product form sends the variation id as product_id, never add-to-cart.
		const data = formData( form, null );
		expect( data?.get( 'product_id' ) ).toBe( '21' );
		expect( data?.get( 'quantity' ) ).toBe( '1' );
		expect( data?.has( 'add-to-cart' ) ).toBe( false );

		// Reset: back to the parent's SKU and image, reset_data fired.
		trigger.mockClear();
		( form.querySelector( '.reset_variations' ) as HTMLElement ).click();
		await flush();
		expect(
			document.querySelector( '.product_meta .sku' )
		).toHaveTextContent( 'GIN' );
		expect( document.querySelector( '.wp-post-image' ) ).toHaveAttribute(
			'src',
			'/gin.jpg'
		);
		expect(
			(
				form.querySelector(
					'input[name="variation_id"]'
				) as HTMLInputElement
			 ).value
		).toBe( '' );
		expect( trigger.mock.calls.map( ( c ) => c[ 0 ] ) ).toContain(
			'reset_data'
		);
		expect( formData( form, null ) ).toBeNull();
		delete ( window as unknown as { jQuery?: unknown } ).jQuery;
	} );

	it( 'disables options that cannot be bought and announces an unavailable variation', async () => {
		jest.useFakeTimers();
		const form = page();
		initVariationForms( settings() );
		await jest.advanceTimersByTimeAsync( 1 );
		const option = ( v: string ) =>
			form.querySelector( `option[value="${ v }"]` ) as HTMLOptionElement;
		expect( option( '1 l' ).disabled ).toBe( true );
		expect( option( '0,7 l' ).disabled ).toBe( false );

		choose( '0,7 l' );
		await jest.advanceTimersByTimeAsync( 200 );
		const button = form.querySelector(
			'.single_add_to_cart_button'
		) as HTMLElement;
		expect( button ).toHaveClass(
			'disabled',
			'wc-variation-is-unavailable'
		);
		expect( button ).toHaveAttribute( 'aria-disabled', 'true' );
		expect(
			document.querySelector( '[aria-live="assertive"]' )
		).toHaveTextContent( GERMAN.unavailable );

		// Clicking the disabled button explains why instead of submitting.
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		button.dispatchEvent( click );
		expect( click.defaultPrevented ).toBe( true );
		expect(
			document.querySelector( '.woocommerce-error' )
		).toHaveTextContent( GERMAN.unavailable );
		jest.useRealTimers();
	} );

	it( 'asks get_variation when the product left its variation list out', async () => {
		const form = page( false );
		const calls = mockFetch( [ { body: VARIATIONS[ 0 ] } ] );
		initVariationForms( settings() );
		choose( '0,35 l' );
		await flush( 20 );
		expect( calls[ 0 ].url ).toBe( '/?wc-ajax=get_variation' );
		expect( Object.fromEntries( calls[ 0 ].body ) ).toEqual( {
			attribute_groesse: '0,35 l',
			product_id: '20',
		} );
		expect( form.querySelector( '.single_variation' ) ).toHaveTextContent(
			'19,90 €'
		);
	} );
} );
