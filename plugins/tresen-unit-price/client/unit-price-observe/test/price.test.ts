/**
 * Internal dependencies
 */
import { parsePrice, readShownPrice, toPlain } from '../price';
import { getSettings } from '../settings';

const FORMAT = {
	decimalSeparator: ',',
	thousandSeparator: '.',
	ignoreSelector:
		'.woocommerce-price-suffix, .screen-reader-text, .tresen-deposit, .tresen-price-reference',
};

/**
 * WooCommerce's amount markup for a German price.
 *
 * @param text e.g. "25,90"
 */
const amount = ( text: string ) =>
	`<span class="woocommerce-Price-amount amount"><bdi>${ text }&nbsp;<span class="woocommerce-Price-currencySymbol">€</span></bdi></span>`;

function priceNode( html: string ): Element {
	const p = document.createElement( 'p' );
	p.className = 'price';
	p.innerHTML = html;
	return p;
}

describe( 'parsePrice', () => {
	it( 'reads German prices with thousands dots and decimal commas', () => {
		expect( parsePrice( '1.234,56 €' ) ).toBe( 1234.56 );
		expect( parsePrice( '25,90\u00a0€' ) ).toBe( 25.9 );
		expect( parsePrice( '1.000.000,00 €' ) ).toBe( 1000000 );
	} );

	it( 'reads prices without cents and with words around them', () => {
		expect( parsePrice( '12,- €' ) ).toBe( 12 );
		expect( parsePrice( 'ab 9,99 €' ) ).toBe( 9.99 );
		expect( parsePrice( '€ 7' ) ).toBe( 7 );
	} );

	it( 'reads other separators the shop may use', () => {
		expect( parsePrice( '$1,234.56', '.', ',' ) ).toBe( 1234.56 );
		expect( parsePrice( '1 234,5 €', ',', ' ' ) ).toBe( 1234.5 );
		expect( parsePrice( '1234,56', ',', '' ) ).toBe( 1234.56 );
	} );

	it( 'returns null when there is no number, or more than one', () => {
		expect( parsePrice( 'Preis auf Anfrage' ) ).toBeNull();
		expect( parsePrice( '' ) ).toBeNull();
		expect( parsePrice( '19,90 € – 34,90 €' ) ).toBeNull();
		expect( parsePrice( '1,2,3' ) ).toBeNull();
	} );
} );

describe( 'readShownPrice', () => {
	it( 'reads a plain price', () => {
		expect(
			readShownPrice( priceNode( amount( '25,90' ) ), FORMAT )
		).toEqual( { price: 25.9, sale: null } );
	} );

	it( 'reads a struck regular price and the sale price', () => {
		const node = priceNode(
			`<del aria-hidden="true">${ amount( '29,90' ) }</del> <ins>${ amount(
				'21,00'
			) }</ins>`
		);
		expect( readShownPrice( node, FORMAT ) ).toEqual( {
			price: 29.9,
			sale: 21,
		} );
	} );

	it( 'leaves out the deposit, the 30-day reference, screen reader text and the suffix', () => {
		const node = priceNode(
			`<ins aria-hidden="true">${ amount(
				'24,90'
			) }</ins><span class="screen-reader-text">Aktueller Preis ist: 24,90 €.</span>` +
				` <span class="tresen-deposit"><span class="tresen-deposit__marker">MEHRWEG</span> <span class="tresen-deposit__amount">zzgl. ${ amount(
					'0,08'
				) } Pfand</span></span>` +
				` <span class="tresen-price-reference">Niedrigster Preis der letzten 30 Tage: ${ amount(
					'27,90'
				) }</span>` +
				` <small class="woocommerce-price-suffix">${ amount(
					'20,92'
				) } netto</small>`
		);
		expect( readShownPrice( node, FORMAT ) ).toEqual( {
			price: 24.9,
			sale: null,
		} );
	} );

	it( 'leaves out hidden amounts', () => {
		const node = priceNode(
			`<span hidden>${ amount( '99,00' ) }</span>${ amount( '19,90' ) }`
		);
		expect( readShownPrice( node, FORMAT ) ).toEqual( {
			price: 19.9,
			sale: null,
		} );
	} );

	it( 'gives nothing for a range (a variable product before a choice)', () => {
		const node = priceNode(
			`${ amount( '19,90' ) } – ${ amount( '34,90' ) }`
		);
		expect( readShownPrice( node, FORMAT ) ).toBeNull();
	} );

	it( 'gives nothing for a zero or unreadable price', () => {
		expect(
			readShownPrice( priceNode( amount( '0,00' ) ), FORMAT )
		).toBeNull();
		expect(
			readShownPrice( priceNode( 'Preis auf Anfrage' ), FORMAT )
		).toBeNull();
	} );

	it( 'reads a block without WooCommerce markup by its text', () => {
		expect( readShownPrice( priceNode( '59,70 €' ), FORMAT ) ).toEqual( {
			price: 59.7,
			sale: null,
		} );
	} );
} );

describe( 'toPlain', () => {
	it( 'writes a plain decimal with at most six places', () => {
		expect( toPlain( 59.7 / 3 ) ).toBe( '19.9' );
		expect( toPlain( 20 / 3 ) ).toBe( '6.666667' );
		expect( toPlain( 25.9 ) ).toBe( '25.9' );
	} );
} );

describe( 'getSettings', () => {
	it( 'falls back to the shop defaults when the server sent a wrong type', () => {
		const spy = jest
			.spyOn( console, 'error' )
			.mockImplementation( () => undefined );
		const s = getSettings( {
			refreshDelayMs: '500',
			ajaxUrl: '/?wc-ajax=x',
			priceSelector: [],
		} );
		expect( s.refreshDelayMs ).toBe( 500 );
		expect( s.ajaxUrl ).toBe( '/?wc-ajax=x' );
		expect( s.decimalSeparator ).toBe( ',' );
		expect( Object.keys( s.priceSelector ) ).toEqual( [
			'.summary .price',
			'.woocommerce-variation-price .price',
		] );
		expect( spy ).toHaveBeenCalledTimes( 2 );
		spy.mockRestore();
	} );

	it( 'completes price selector flags the server left out', () => {
		const s = getSettings( {
			priceSelector: { '.sticky .price': { is_total_price: true } },
		} );
		expect( s.priceSelector ).toEqual( {
			'.sticky .price': {
				is_total_price: true,
				is_primary_selector: false,
				quantity_selector: '',
			},
		} );
	} );
} );
