/**
 * Internal dependencies
 */
import { mockFetch, type FetchCall } from '@tresen/tests/fetch';
import { observeProducts } from '../observer';
import { RefreshQueue } from '../refresh-queue';
import { getSettings } from '../settings';
import type { UnitPriceSettings } from '../settings.d';

const amount = ( text: string ) =>
	`<span class="woocommerce-Price-amount amount"><bdi>${ text }&nbsp;<span class="woocommerce-Price-currencySymbol">€</span></bdi></span>`;
const unitHtml = ( text: string ) =>
	`<span class="tresen-unit-price">${ amount( text ) } / 1 l</span>`;
const reply = ( products: Record< string, unknown > ) => ( {
	body: { result: 'success', products },
} );

function simplePage(): string {
	return `<div id="product-12" class="product type-product post-12">
		<div class="summary">
			<p class="price">${ amount( '25,90' ) }</p>
			<p class="price-unit">${ unitHtml( '74,00' ) }</p>
			<form class="cart">
				<div class="quantity"><input type="number" class="qty" name="quantity" value="1"></div>
				<button type="submit" name="add-to-cart" value="12">In den Warenkorb</button>
			</form>
		</div>
		<section class="related"><ul class="products">
			<li class="product post-99"><span class="price">${ amount(
				'9,90'
			) }</span><p class="price-unit">${ unitHtml( '19,80' ) }</p>
			<a class="add_to_cart_button" data-product_id="99">Kaufen</a></li>
		</ul></section>
	</div>`;
}

function variablePage(): string {
	return `<div id="product-20" class="product type-product post-20">
		<div class="summary">
			<p class="price">${ amount( '19,90' ) } – ${ amount( '34,90' ) }</p>
			<form class="variations_form cart" data-product_id="20">
				<table class="variations"><tr><td><select name="attribute_pa_groesse">
					<option value="">Wähle eine Option</option><option value="035">0,35 l</option><option value="07">0,7 l</option>
				</select></td></tr></table>
				<div class="single_variation_wrap">
					<div class="woocommerce-variation single_variation" hidden></div>
					<div class="quantity"><input type="number" class="qty" name="quantity" value="1"></div>
					<input type="hidden" name="add-to-cart" value="20">
					<input type="hidden" name="product_id" value="20">
					<input type="hidden" name="variation_id" class="variation_id" value="0">
				</div>
			</form>
		</div>
	</div>`;
}

/**
 * What the theme's variation form does when a variation is found: the
 * variation's price and unit price block into .single_variation, then the event.
 *
 * @param id    Variation id.
 * @param price Price text.
 * @param unit  Unit price text.
 */
function chooseVariation( id: number, price: string, unit: string ): void {
	const form = document.querySelector( 'form.variations_form' )!;
	const box = form.querySelector< HTMLElement >( '.single_variation' )!;
	const div = document.createElement( 'div' );
	div.className = 'woocommerce-variation-price';
	div.innerHTML = `<span class="price">${ amount(
		price
	) }</span><p class="price-unit">${ unitHtml( unit ) }</p>`;
	box.replaceChildren( div );
	box.hidden = false;
	form.querySelector< HTMLInputElement >( 'input.variation_id' )!.value =
		String( id );
	document.dispatchEvent(
		new CustomEvent( 'tresen:found-variation', {
			detail: {
				form,
				variation: { variation_id: id },
				purchasable: true,
			},
			bubbles: true,
		} )
	);
}

function setQuantity( value: string, input?: HTMLInputElement ): void {
	const qty =
		input ?? document.querySelector< HTMLInputElement >( 'input.qty' )!;
	qty.value = value;
	qty.dispatchEvent( new Event( 'input', { bubbles: true } ) );
	qty.dispatchEvent( new Event( 'change', { bubbles: true } ) );
}

async function settle(): Promise< void > {
	for ( let i = 0; i < 10; i++ ) {
		await Promise.resolve();
	}
}

let stop: () => void = () => undefined;

function start( overrides: Partial< UnitPriceSettings > = {} ) {
	const settings = { ...getSettings( {} ), ...overrides };
	settings.ignoreSelector += ', .tresen-deposit';
	const queue = new RefreshQueue( {
		ajaxUrl: '/?wc-ajax=gzd_refresh_unit_price',
		nonce: 'n',
		timeoutMs: 0,
	} );
	const observed = observeProducts( settings, queue );
	stop = observed.stop;
	return observed.running;
}

const unitOf = ( scope: ParentNode = document ) =>
	scope.querySelector< HTMLElement >( '.summary .price-unit' )!;

function sent( call: FetchCall ): Record< string, string > {
	return Object.fromEntries( call.body.entries() );
}

beforeEach( () => {
	jest.useFakeTimers();
} );

afterEach( () => {
	stop();
	jest.useRealTimers();
	document.body.innerHTML = '';
} );

describe( 'the unit price observer on a simple product', () => {
	it( 'sends one request 500 ms after several quick quantity changes and shows the reply', async () => {
		document.body.innerHTML = simplePage();
		const calls = mockFetch( [
			reply( {
				12: { product_id: 12, unit_price_html: unitHtml( '73,99' ) },
			} ),
		] );
		const running = start();
		expect( running.size ).toBe( 1 ); // The related product is not a second observer.

		for ( const value of [ '2', '3', '4', '5' ] ) {
			setQuantity( value );
			jest.advanceTimersByTime( 100 );
		}
		const unit = unitOf();
		expect( unit ).toHaveClass( 'is-loading' );
		expect( unit ).toHaveAttribute( 'aria-busy', 'true' );
		expect( unit ).toHaveTextContent( '74,00' ); // Still shown while loading.
		jest.advanceTimersByTime( 399 );
		expect( calls ).toHaveLength( 0 );
		jest.advanceTimersByTime( 1 );
		await settle();

		expect( calls ).toHaveLength( 1 );
		expect( sent( calls[ 0 ] ) ).toMatchObject( {
			'products[0][product_id]': '12',
			'products[0][price]': '25.9',
			'products[0][price_sale]': '',
			'products[0][quantity]': '5',
			'products[0][key]': '12',
		} );
		expect( unit ).toHaveTextContent( '73,99' );
		expect( unit ).not.toHaveClass( 'is-loading' );
		expect( unit ).not.toHaveAttribute( 'aria-busy' );
		// The related product's unit price was not touched.
		expect(
			document.querySelector( 'li.product .price-unit' )
		).toHaveTextContent( '19,80' );
	} );

	it( 'restores the previous unit price when the server fails', async () => {
		document.body.innerHTML = simplePage();
		mockFetch( [ { status: 500, body: '' } ] );
		start();
		const before = unitOf().innerHTML;
		setQuantity( '3' );
		jest.advanceTimersByTime( 500 );
		await settle();
		expect( unitOf().innerHTML ).toBe( before );
		expect( unitOf() ).not.toHaveClass( 'is-loading' );
		expect( unitOf().hidden ).toBe( false );
	} );

	it( 'ignores a quantity announced again with the same value', async () => {
		document.body.innerHTML = simplePage();
		const calls = mockFetch( [] );
		start();
		setQuantity( '1' );
		jest.advanceTimersByTime( 1000 );
		await settle();
		expect( calls ).toHaveLength( 0 );
		expect( unitOf() ).not.toHaveClass( 'is-loading' );
	} );

	it( 'refreshes when another script changes the price', async () => {
		document.body.innerHTML = simplePage();
		const calls = mockFetch( [
			reply( {
				12: { product_id: 12, unit_price_html: unitHtml( '62,86' ) },
			} ),
		] );
		start();
		document.querySelector( '.summary .price' )!.innerHTML =
			amount( '22,00' );
		await settle(); // The mutation observer reports.
		expect( unitOf() ).toHaveClass( 'is-loading' );
		jest.advanceTimersByTime( 500 );
		await settle();
		expect( sent( calls[ 0 ] )[ 'products[0][price]' ] ).toBe( '22' );
		expect( unitOf() ).toHaveTextContent( '62,86' );
	} );

	it( 'divides a total price by the quantity', async () => {
		document.body.innerHTML = simplePage();
		const calls = mockFetch( [ reply( {} ) ] );
		start( {
			priceSelector: {
				'.summary .price': {
					is_total_price: true,
					is_primary_selector: true,
					quantity_selector: '',
				},
			},
		} );
		document.querySelector( '.summary .price' )!.innerHTML =
			amount( '77,70' );
		setQuantity( '3' );
		jest.advanceTimersByTime( 500 );
		await settle();
		expect( sent( calls[ 0 ] ) ).toMatchObject( {
			'products[0][price]': '25.9',
			'products[0][quantity]': '3',
		} );
	} );

	it( 'refreshes the primary price 250 ms after load when asked to', async () => {
		document.body.innerHTML = simplePage();
		const calls = mockFetch( [ reply( {} ) ] );
		start( { refreshOnLoad: true } );
		expect( unitOf() ).toHaveClass( 'is-loading' );
		jest.advanceTimersByTime( 250 );
		await settle();
		expect( calls ).toHaveLength( 1 );
		// No entry for it in the reply: the previous display is back.
		expect( unitOf() ).toHaveTextContent( '74,00' );
		expect( unitOf() ).not.toHaveClass( 'is-loading' );
	} );

	it( 'does not start where no product id can be found', () => {
		document.body.innerHTML = `<div class="product"><p class="price">${ amount(
			'5,00'
		) }</p><p class="price-unit">x</p></div>`;
		expect( start().size ).toBe( 0 );
	} );
} );

describe( 'the unit price observer on a variable product', () => {
	it( 'sends the chosen variation id, and nothing for the fresh block of the choice itself', async () => {
		document.body.innerHTML = variablePage();
		const calls = mockFetch( [
			reply( {
				32: { product_id: 32, unit_price_html: unitHtml( '49,86' ) },
			} ),
		] );
		start();
		chooseVariation( 32, '34,90', '49,86' );
		await settle();
		jest.advanceTimersByTime( 1000 );
		await settle();
		expect( calls ).toHaveLength( 0 );
		const unit = document.querySelector(
			'.woocommerce-variation-price .price-unit'
		)!;
		expect( unit ).toHaveTextContent( '49,86' );

		setQuantity( '2' );
		setQuantity( '3' );
		jest.advanceTimersByTime( 500 );
		await settle();
		expect( calls ).toHaveLength( 1 );
		expect( sent( calls[ 0 ] ) ).toMatchObject( {
			'products[0][product_id]': '32',
			'products[0][price]': '34.9',
			'products[0][quantity]': '3',
			'products[0][key]': '32',
		} );
		expect( unit ).toHaveTextContent( '49,86' );
		expect( unit ).not.toHaveClass( 'is-loading' );
	} );

	it( 'sends nothing for the variation price after a reset', async () => {
		document.body.innerHTML = variablePage();
		const calls = mockFetch( [] );
		start();
		chooseVariation( 31, '19,90', '56,86' );
		await settle();
		setQuantity( '2' );
		const form = document.querySelector( 'form.variations_form' )!;
		document.dispatchEvent(
			new CustomEvent( 'tresen:reset-variation', {
				detail: { form },
				bubbles: true,
			} )
		);
		jest.advanceTimersByTime( 500 );
		await settle();
		expect( calls ).toHaveLength( 0 );
	} );

	it( 'takes the variation for the product price when the theme replaces it', async () => {
		document.body.innerHTML = variablePage();
		const summaryPrice = document.querySelector( '.summary > .price' )!;
		summaryPrice.insertAdjacentHTML(
			'afterend',
			'<p class="price-unit" hidden></p>'
		);
		const calls = mockFetch( [
			reply( {
				32: { product_id: 32, unit_price_html: unitHtml( '49,86' ) },
			} ),
		] );
		start( { replacePrice: true } );
		chooseVariation( 32, '34,90', '49,86' );
		summaryPrice.innerHTML = amount( '34,90' );
		await settle();
		jest.advanceTimersByTime( 500 );
		await settle();
		expect( sent( calls[ 0 ] ) ).toMatchObject( {
			'products[0][product_id]': '32',
			'products[0][price]': '34.9',
		} );
		const placeholder = document.querySelector< HTMLElement >(
			'.summary > .price-unit'
		)!;
		expect( placeholder.hidden ).toBe( false );
		expect( placeholder ).toHaveTextContent( '49,86' );
	} );
} );

/**
 * The sticky bar's price flags as the theme ships them
 * (theme/inc/WooCommerce/ProductPage.php, observe_sticky_bar(); pinned by
 * theme/tests/php/ProductPageTest.php).
 */
const SHIPPED_STICKY_BAR = {
	is_total_price: false,
	is_primary_selector: false,
	quantity_selector: 'form.cart input.qty',
};

describe( 'a sticky bar outside the product', () => {
	it( "follows the product form's quantity and shares the product's request", async () => {
		document.body.innerHTML =
			simplePage() +
			`<aside class="tresen-sticky-cart" data-product_id="12"><span class="price">${ amount(
				'25,90'
			) }</span><p class="price-unit">${ unitHtml( '74,00' ) }</p></aside>`;
		const calls = mockFetch( [
			reply( {
				12: { product_id: 12, unit_price_html: unitHtml( '73,00' ) },
			} ),
		] );
		const running = start( {
			wrapper: '.product, .tresen-sticky-cart',
			priceSelector: {
				'.summary .price': {
					is_total_price: false,
					is_primary_selector: true,
					quantity_selector: '',
				},
				'.tresen-sticky-cart .price': SHIPPED_STICKY_BAR,
			},
		} );
		expect( running.size ).toBe( 2 );
		setQuantity( '4' );
		jest.advanceTimersByTime( 500 );
		await settle();
		expect( calls ).toHaveLength( 1 );
		expect( calls[ 0 ].body.has( 'products[1][key]' ) ).toBe( false );
		expect(
			document.querySelector( '.tresen-sticky-cart .price-unit' )
		).toHaveTextContent( '73,00' );
		expect( unitOf() ).toHaveTextContent( '73,00' );
	} );
} );

describe( "a variable product's sticky bar", () => {
	const barPage = () =>
		variablePage() +
		`<aside class="tresen-sticky-cart" data-product_id="20"><div class="tresen-sticky-cart__price"><span class="price">${ amount(
			'19,90'
		) } – ${ amount(
			'34,90'
		) }</span><p class="price-unit" hidden></p></div></aside>`;
	const barSettings = {
		wrapper: '.product, .tresen-sticky-cart',
		priceSelector: {
			'.summary .price': {
				is_total_price: false,
				is_primary_selector: true,
				quantity_selector: '',
			},
			'.woocommerce-variation-price .price': {
				is_total_price: false,
				is_primary_selector: false,
				quantity_selector: '',
			},
			'.tresen-sticky-cart .price': SHIPPED_STICKY_BAR,
		},
	};
	const barUnit = () =>
		document.querySelector< HTMLElement >(
			'.tresen-sticky-cart .price-unit'
		)!;
	/**
	 * What the theme's sticky bar does after a choice: the variation's price.
	 *
	 * @param html Price HTML.
	 */
	const barShows = ( html: string ) => {
		document.querySelector( '.tresen-sticky-cart .price' )!.innerHTML =
			html;
	};

	it( "asks for the chosen variation's unit price when the bar shows its price, and empties it on reset", async () => {
		document.body.innerHTML = barPage();
		const calls = mockFetch( [
			reply( {
				32: { product_id: 32, unit_price_html: unitHtml( '49,86' ) },
			} ),
		] );
		start( barSettings );
		chooseVariation( 32, '34,90', '49,86' );
		barShows( amount( '34,90' ) );
		await settle();
		jest.advanceTimersByTime( 500 );
		await settle();
		expect( calls ).toHaveLength( 1 );
		expect( sent( calls[ 0 ] ) ).toMatchObject( {
			'products[0][product_id]': '32',
			'products[0][price]': '34.9',
		} );
		expect( barUnit() ).toBeVisible();
		expect( barUnit() ).toHaveTextContent( '49,86 € / 1 l' );

		const form = document.querySelector( 'form.variations_form' )!;
		document.dispatchEvent(
			new CustomEvent( 'tresen:reset-variation', {
				detail: { form },
				bubbles: true,
			} )
		);
		barShows( `${ amount( '19,90' ) } – ${ amount( '34,90' ) }` );
		await settle();
		jest.advanceTimersByTime( 1000 );
		await settle();
		expect( calls ).toHaveLength( 1 );
		expect( barUnit() ).not.toBeVisible();
		expect( barUnit() ).toBeEmptyDOMElement();
	} );

	it( 'asks at once for a variation the bar took over before the observer started', async () => {
		document.body.innerHTML = barPage();
		const calls = mockFetch( [
			reply( {
				32: { product_id: 32, unit_price_html: unitHtml( '49,86' ) },
			} ),
		] );
		document.querySelector< HTMLInputElement >(
			'input.variation_id'
		)!.value = '32';
		barShows( amount( '34,90' ) );
		start( barSettings );
		jest.advanceTimersByTime( 250 );
		await settle();
		expect( calls ).toHaveLength( 1 );
		expect( sent( calls[ 0 ] ) ).toMatchObject( {
			'products[0][product_id]': '32',
		} );
		expect( barUnit() ).toHaveTextContent( '49,86 € / 1 l' );
	} );
} );

describe( 'products added later', () => {
	it( 'observes a quick view inserted after load and stops when it closes', async () => {
		document.body.innerHTML = '<main></main>';
		const calls = mockFetch( [
			reply( {
				12: { product_id: 12, unit_price_html: unitHtml( '70,00' ) },
			} ),
		] );
		const running = start();
		expect( running.size ).toBe( 0 );
		const lightbox = document.createElement( 'div' );
		lightbox.className = 'quick-view';
		lightbox.innerHTML = simplePage();
		document.body.append( lightbox );
		await settle();
		expect( running.size ).toBe( 1 );
		setQuantity(
			'2',
			lightbox.querySelector< HTMLInputElement >( 'input.qty' )!
		);
		jest.advanceTimersByTime( 500 );
		await settle();
		expect( calls ).toHaveLength( 1 );
		expect( unitOf( lightbox ) ).toHaveTextContent( '70,00' );

		lightbox.remove();
		await settle();
		expect( running.size ).toBe( 0 );
	} );
} );
