import {
	initShippingCalculator,
	keepCalculatorState,
	updateStateField,
} from '../shipping-calculator';

function calculator(): HTMLFormElement {
	document.body.innerHTML = `<form class="woocommerce-shipping-calculator" action="/warenkorb/" method="post">
		<a href="#" class="shipping-calculator-button" aria-expanded="false" aria-controls="shipping-calculator-form" role="button">Versand berechnen</a>
		<section class="shipping-calculator-form" id="shipping-calculator-form" style="display:none;">
			<p id="calc_shipping_country_field"><label for="calc_shipping_country">Land / Region</label>
				<select name="calc_shipping_country" id="calc_shipping_country" class="country_to_state">
					<option value="DE" selected>Deutschland</option><option value="AT">Österreich</option><option value="CH">Schweiz</option>
				</select></p>
			<p id="calc_shipping_state_field"><input type="hidden" name="calc_shipping_state" id="calc_shipping_state"></p>
			<button type="submit" name="calc_shipping" value="1">Aktualisieren</button>
		</section></form>`;
	return document.querySelector( 'form' ) as HTMLFormElement;
}

describe( 'shipping calculator', () => {
	beforeAll( () => initShippingCalculator() );
	afterEach( () => {
		delete ( window as unknown as Record< string, unknown > )
			.wc_country_select_params;
	} );

	it( 'opens and closes by its toggle, with aria-expanded and focus', () => {
		const form = calculator();
		const toggle = form.querySelector(
			'.shipping-calculator-button'
		) as HTMLElement;
		const section = form.querySelector(
			'.shipping-calculator-form'
		) as HTMLElement;
		toggle.click();
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( section ).toBeVisible();
		expect( form.querySelector( '#calc_shipping_country' ) ).toHaveFocus();
		toggle.click();
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( section ).not.toBeVisible();
	} );

	it( 'turns the state field into the chosen country’s states', () => {
		(
			window as unknown as Record< string, unknown >
		 ).wc_country_select_params = {
			countries: JSON.stringify( {
				DE: [],
				AT: { '1': 'Burgenland', '9': 'Wien' },
			} ),
			i18n_select_state_text: 'Wähle eine Option&hellip;',
		};
		const form = calculator();
		const country = form.querySelector(
			'#calc_shipping_country'
		) as HTMLSelectElement;
		country.value = 'AT';
		country.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		const state = form.querySelector(
			'[name="calc_shipping_state"]'
		) as HTMLSelectElement;
		expect( state.tagName ).toBe( 'SELECT' );
		expect( Array.from( state.options ).map( ( o ) => o.text ) ).toEqual( [
			'Wähle eine Option…',
			'Burgenland',
			'Wien',
		] );

		// A country WooCommerce has no list for gets a text field.
		country.value = 'CH';
		updateStateField( country );
		expect(
			form.querySelector( '[name="calc_shipping_state"]' )
		).toHaveAttribute( 'type', 'text' );

		country.value = 'DE';
		updateStateField( country );
		expect(
			form.querySelector( '[name="calc_shipping_state"]' )
		).toHaveAttribute( 'type', 'hidden' );
	} );
} );

describe( 'shipping calculator across a re-render of the totals', () => {
	it( 'stays open with what the shopper typed', () => {
		const form = calculator();
		(
			form.querySelector( '.shipping-calculator-button' ) as HTMLElement
		 ).click();
		const country = form.querySelector(
			'#calc_shipping_country'
		) as HTMLSelectElement;
		country.value = 'AT';
		const restore = keepCalculatorState();
		// The server's new markup: a closed calculator with the old values.
		const fresh = calculator();
		restore();
		expect(
			fresh.querySelector( '.shipping-calculator-button' )
		).toHaveAttribute( 'aria-expanded', 'true' );
		expect(
			(
				fresh.querySelector(
					'#calc_shipping_country'
				) as HTMLSelectElement
			 ).value
		).toBe( 'AT' );
		expect(
			fresh.querySelector( '.shipping-calculator-form' )
		).toBeVisible();
	} );
} );
