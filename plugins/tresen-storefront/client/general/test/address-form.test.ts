/**
 * The account's address form follows its country without jQuery.
 */
import { countryChanged, initAddressForms } from '../address-form';

function form(): HTMLElement {
	document.body.innerHTML = `<form method="post"><div class="woocommerce-address-fields"><div class="woocommerce-address-fields__field-wrapper">
		<p class="form-row form-row-wide address-field update_totals_on_change validate-required" id="billing_country_field" data-priority="40">
			<label for="billing_country">Land / Region&nbsp;<span class="required" aria-hidden="true">*</span></label>
			<select name="billing_country" id="billing_country" class="country_to_state country_select" aria-required="true">
				<option value="DE" selected>Deutschland</option><option value="AT">Österreich</option></select></p>
		<p class="form-row form-row-wide address-field validate-required" id="billing_address_2_field" data-priority="60">
			<label for="billing_address_2">Adresszusatz&nbsp;<span class="optional">(optional)</span></label>
			<input type="text" name="billing_address_2" id="billing_address_2" value="Hinterhaus"></p>
		<p class="form-row form-row-wide address-field validate-required validate-postcode" id="billing_postcode_field" data-priority="65">
			<label for="billing_postcode">Postleitzahl&nbsp;<span class="required" aria-hidden="true">*</span></label>
			<input type="text" name="billing_postcode" id="billing_postcode" aria-required="true" value="10115"></p>
		<p class="form-row form-row-wide address-field validate-required" id="billing_city_field" data-priority="70">
			<label for="billing_city">Ort / Stadt&nbsp;<span class="required" aria-hidden="true">*</span></label>
			<input type="text" name="billing_city" id="billing_city" aria-required="true" value="Berlin"></p>
		<p class="form-row form-row-wide address-field validate-state" id="billing_state_field" data-priority="80">
			<label for="billing_state">Bundesland&nbsp;<span class="optional">(optional)</span></label>
			<select name="billing_state" id="billing_state" class="state_select" autocomplete="address-level1">
				<option value="">Wähle eine Option …</option><option value="DE-BE" selected>Berlin</option></select></p>
	</div></div></form>`;
	return document.querySelector(
		'.woocommerce-address-fields'
	) as HTMLElement;
}

const params = window as unknown as Record< string, unknown >;

describe( 'account address form', () => {
	beforeAll( () => initAddressForms() );
	beforeEach( () => {
		params.wc_country_select_params = {
			countries: JSON.stringify( {
				DE: { 'DE-BE': 'Berlin', 'DE-BY': 'Bayern' },
				AT: [],
			} ),
			i18n_select_state_text: 'Wähle eine Option&hellip;',
		};
		params.wc_address_i18n_params = {
			locale: JSON.stringify( {
				default: {
					address_2: { label: 'Adresszusatz', required: false },
					postcode: {
						label: 'Postleitzahl',
						required: true,
						priority: 65,
					},
					city: {
						label: 'Ort / Stadt',
						required: true,
						priority: 70,
					},
					state: {
						label: 'Bundesland',
						required: false,
						priority: 80,
					},
				},
				DE: { state: { required: false } },
				// A made-up locale that moves and hides fields, to see each rule work.
				AT: {
					address_2: { hidden: true },
					postcode: { label: 'PLZ', priority: 75 },
					state: { required: false, hidden: true },
				},
			} ),
			locale_fields: JSON.stringify( {
				address_2:
					'#billing_address_2_field, #shipping_address_2_field',
				postcode: '#billing_postcode_field, #shipping_postcode_field',
				city: '#billing_city_field, #shipping_city_field',
				state: '#billing_state_field, #shipping_state_field',
			} ),
			i18n_required_text: 'erforderlich',
			i18n_optional_text: 'optional',
		};
	} );

	it( 'switches state field, labels, hidden rows and order when the country changes', () => {
		const wrapper = form();
		const country = document.getElementById(
			'billing_country'
		) as HTMLSelectElement;
		country.value = 'AT';
		country.dispatchEvent( new Event( 'change', { bubbles: true } ) );

		const state = document.getElementById( 'billing_state' );
		expect( state ).toBeInstanceOf( HTMLInputElement );
		expect( ( state as HTMLInputElement ).type ).toBe( 'hidden' );
		expect( state ).toHaveAttribute( 'autocomplete', 'address-level1' );
		expect(
			wrapper.querySelector( 'label[for="billing_state"]' )
		).not.toBeVisible();

		const address2 = document.getElementById(
			'billing_address_2_field'
		) as HTMLElement;
		expect( address2 ).not.toBeVisible();
		expect( document.getElementById( 'billing_address_2' ) ).toHaveValue(
			''
		);

		const postcodeLabel = wrapper.querySelector(
			'label[for="billing_postcode"]'
		);
		expect( postcodeLabel ).toHaveTextContent( /^PLZ\s\*$/ );
		expect( document.getElementById( 'billing_postcode' ) ).toHaveAttribute(
			'aria-required',
			'true'
		);
		const order = Array.from( wrapper.querySelectorAll( '.form-row' ) ).map(
			( row ) => row.id
		);
		expect( order.indexOf( 'billing_city_field' ) ).toBeLessThan(
			order.indexOf( 'billing_postcode_field' )
		);
	} );

	it( 'back to Germany: a state select of its states, nothing hidden, optional marked', () => {
		form();
		const country = document.getElementById(
			'billing_country'
		) as HTMLSelectElement;
		country.value = 'AT';
		countryChanged( country );
		country.value = 'DE';
		countryChanged( country );

		const state = document.getElementById(
			'billing_state'
		) as HTMLSelectElement;
		expect( state ).toBeInstanceOf( HTMLSelectElement );
		expect( Array.from( state.options ).map( ( o ) => o.text ) ).toEqual( [
			'Wähle eine Option…',
			'Berlin',
			'Bayern',
		] );
		expect(
			document.querySelector( 'label[for="billing_state"]' )
		).toBeVisible();
		expect(
			document.getElementById( 'billing_address_2_field' )
		).toBeVisible();
		expect(
			document.querySelector( 'label[for="billing_address_2"]' )
		).toHaveTextContent( /^Adresszusatz\s\(optional\)$/ );
	} );

	it( 'leaves the form alone when WooCommerce printed no data', () => {
		delete params.wc_country_select_params;
		delete params.wc_address_i18n_params;
		form();
		const country = document.getElementById(
			'billing_country'
		) as HTMLSelectElement;
		country.value = 'AT';
		countryChanged( country );
		expect( document.getElementById( 'billing_state' ) ).toBeInstanceOf(
			HTMLSelectElement
		);
		expect(
			document.getElementById( 'billing_address_2_field' )
		).toBeVisible();
	} );
} );
