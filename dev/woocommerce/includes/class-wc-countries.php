<?php
/**
 * Countries this shop sells to.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Country names and tax wording (Germany and Austria only in the double).
 */
class WC_Countries {

	/**
	 * The country locales (get_country_locale()), built once.
	 *
	 * @var array
	 */
	public $locale = array();

	/**
	 * All countries the double knows, sorted by name.
	 *
	 * @return array<string, string>
	 */
	public function get_countries() {
		$countries = apply_filters(
			'woocommerce_countries',
			array(
				'AT' => __( 'Austria', 'woocommerce' ),
				'DE' => __( 'Germany', 'woocommerce' ),
			)
		);
		// By their translated names, as 10.5 (wc_asort_by_locale): Deutschland before Österreich.
		if ( apply_filters( 'woocommerce_sort_countries', true ) ) {
			uasort( $countries, static fn( $a, $b ) => strcmp( remove_accents( (string) $a ), remove_accents( (string) $b ) ) );
		}
		return $countries;
	}

	/**
	 * Countries the shop sells to.
	 *
	 * @return array<string, string>
	 */
	public function get_allowed_countries() {
		$all = $this->get_countries();
		if ( 'specific' === get_option( 'woocommerce_allowed_countries' ) ) {
			$all = array_intersect_key( $all, array_flip( (array) get_option( 'woocommerce_specific_allowed_countries', array() ) ) );
		}
		return apply_filters( 'woocommerce_countries_allowed_countries', $all );
	}

	/**
	 * Countries the shop ships to.
	 *
	 * @return array<string, string>
	 */
	public function get_shipping_countries() {
		return apply_filters( 'woocommerce_countries_shipping_countries', $this->get_allowed_countries() );
	}

	/** Base country. */
	public function get_base_country() {
		return apply_filters( 'woocommerce_countries_base_country', wc_get_base_location()['country'] );
	}

	/** Base state. */
	public function get_base_state() {
		return apply_filters( 'woocommerce_countries_base_state', wc_get_base_location()['state'] );
	}

	/** Base city. */
	public function get_base_city() {
		return apply_filters( 'woocommerce_countries_base_city', get_option( 'woocommerce_store_city', '' ) );
	}

	/** Base postcode. */
	public function get_base_postcode() {
		return apply_filters( 'woocommerce_countries_base_postcode', get_option( 'woocommerce_store_postcode', '' ) );
	}

	/**
	 * States of a country (none needed for DE/AT).
	 *
	 * @param string $cc Country.
	 * @return array|false
	 */
	public function get_states( $cc = null ) {
		return is_null( $cc ) ? array() : false;
	}

	/**
	 * EU country codes.
	 *
	 * @return string[]
	 */
	public function get_european_union_countries() {
		return array( 'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK' );
	}

	/**
	 * Continent of a country ("EU" for Europe; the double knows European countries only).
	 *
	 * @param string $cc Country.
	 * @return string
	 */
	public function get_continent_code_for_country( $cc ) {
		$cc = trim( strtoupper( (string) $cc ) );
		return in_array( $cc, array_merge( $this->get_european_union_countries(), array( 'CH', 'GB', 'LI', 'NO', 'IS' ) ), true ) ? 'EU' : '';
	}

	/** "VAT" for EU shops, else "Tax". */
	public function tax_or_vat() {
		$word = in_array( $this->get_base_country(), $this->get_european_union_countries(), true ) ? __( 'VAT', 'woocommerce' ) : __( 'Tax', 'woocommerce' );
		return apply_filters( 'woocommerce_countries_tax_or_vat', $word );
	}

	/** "(incl. VAT)". */
	public function inc_tax_or_vat() {
		$text = in_array( $this->get_base_country(), $this->get_european_union_countries(), true ) ? __( '(incl. VAT)', 'woocommerce' ) : __( '(incl. tax)', 'woocommerce' );
		return apply_filters( 'woocommerce_countries_inc_tax_or_vat', $text );
	}

	/** "(ex. VAT)". */
	public function ex_tax_or_vat() {
		$text = in_array( $this->get_base_country(), $this->get_european_union_countries(), true ) ? __( '(ex. VAT)', 'woocommerce' ) : __( '(ex. tax)', 'woocommerce' );
		return apply_filters( 'woocommerce_countries_ex_tax_or_vat', $text );
	}

	/**
	 * An address on one line or several: German order (postcode before city),
	 * the country named unless it is the shop's own.
	 *
	 * @param array  $args      first_name, last_name, company, address_1, address_2, city, state, postcode, country.
	 * @param string $separator Between the lines.
	 * @return string
	 */
	public function get_formatted_address( $args = array(), $separator = '<br/>' ) {
		$args      = array_map( 'trim', array_map( 'strval', wp_parse_args( (array) $args, array_fill_keys( array( 'first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'state', 'postcode', 'country' ), '' ) ) ) );
		$countries = $this->get_countries();
		$country   = $args['country'] && $args['country'] !== $this->get_base_country() ? ( $countries[ $args['country'] ] ?? $args['country'] ) : '';
		$lines     = array(
			trim( $args['first_name'] . ' ' . $args['last_name'] ),
			$args['company'],
			$args['address_1'],
			$args['address_2'],
			trim( $args['postcode'] . ' ' . $args['city'] ),
			$country,
		);
		return implode( $separator, array_map( 'esc_html', array_filter( $lines, 'strlen' ) ) );
	}

	/**
	 * The address fields without prefix, before a country's locale (10.5's defaults;
	 * the double has no state field: it knows no states).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function get_default_address_fields() {
		$fields = array(
			'first_name' => array(
				'label'        => __( 'First name', 'woocommerce' ),
				'required'     => true,
				'class'        => array( 'form-row-first' ),
				'autocomplete' => 'given-name',
				'priority'     => 10,
			),
			'last_name'  => array(
				'label'        => __( 'Last name', 'woocommerce' ),
				'required'     => true,
				'class'        => array( 'form-row-last' ),
				'autocomplete' => 'family-name',
				'priority'     => 20,
			),
			'company'    => array(
				'label'        => __( 'Company name', 'woocommerce' ),
				'class'        => array( 'form-row-wide' ),
				'autocomplete' => 'organization',
				'priority'     => 30,
				'required'     => false,
			),
			'country'    => array(
				'type'         => 'country',
				'label'        => __( 'Country / Region', 'woocommerce' ),
				'required'     => true,
				'class'        => array( 'form-row-wide', 'address-field', 'update_totals_on_change' ),
				'autocomplete' => 'country',
				'priority'     => 40,
			),
			'address_1'  => array(
				'label'        => __( 'Street address', 'woocommerce' ),
				'placeholder'  => esc_attr__( 'House number and street name', 'woocommerce' ),
				'required'     => true,
				'class'        => array( 'form-row-wide', 'address-field' ),
				'autocomplete' => 'address-line1',
				'priority'     => 50,
			),
			'address_2'  => array(
				'label'        => __( 'Apartment, suite, unit, etc.', 'woocommerce' ),
				'label_class'  => array( 'screen-reader-text' ),
				'placeholder'  => esc_attr__( 'Apartment, suite, unit, etc. (optional)', 'woocommerce' ),
				'class'        => array( 'form-row-wide', 'address-field' ),
				'autocomplete' => 'address-line2',
				'priority'     => 60,
				'required'     => false,
			),
			'postcode'   => array(
				'label'        => __( 'Postcode / ZIP', 'woocommerce' ),
				'required'     => true,
				'class'        => array( 'form-row-wide', 'address-field' ),
				'validate'     => array( 'postcode' ),
				'autocomplete' => 'postal-code',
				'priority'     => 90,
			),
			'city'       => array(
				'label'        => __( 'Town / City', 'woocommerce' ),
				'required'     => true,
				'class'        => array( 'form-row-wide', 'address-field' ),
				'autocomplete' => 'address-level2',
				'priority'     => 70,
			),
		);
		return apply_filters( 'woocommerce_default_address_fields', $fields );
	}

	/**
	 * What a country changes in the default fields (10.5's entries for the shop's
	 * countries: postcode before city in Germany and Austria), with 'default' (the
	 * default fields) and the filters 10.5 applies.
	 *
	 * @return array<string, array<string, array<string, mixed>>>
	 */
	public function get_country_locale() {
		if ( empty( $this->locale ) ) {
			$this->locale = apply_filters(
				'woocommerce_get_country_locale',
				array(
					'AT' => array(
						'postcode' => array( 'priority' => 65 ),
						'state'    => array(
							'required' => false,
							'hidden'   => true,
						),
					),
					'DE' => array(
						'postcode' => array( 'priority' => 65 ),
						'state'    => array( 'required' => false ),
					),
				)
			);
			$this->locale            = array_intersect_key( $this->locale, array_merge( $this->get_allowed_countries(), $this->get_shipping_countries() ) );
			$this->locale['default'] = apply_filters( 'woocommerce_get_country_locale_default', $this->get_default_address_fields() );
			if ( ! isset( $this->locale[ $this->get_base_country() ] ) ) {
				$this->locale[ $this->get_base_country() ] = $this->locale['default'];
			}
			$this->locale['default']                   = apply_filters( 'woocommerce_get_country_locale_base', $this->locale['default'] );
			$this->locale[ $this->get_base_country() ] = apply_filters( 'woocommerce_get_country_locale_base', $this->locale[ $this->get_base_country() ] );
		}
		return $this->locale;
	}

	/**
	 * The selectors of the fields a country's locale changes (10.5's).
	 *
	 * @return array<string, string>
	 */
	public function get_country_locale_field_selectors() {
		$locale_fields = array(
			'address_1' => '#billing_address_1_field, #shipping_address_1_field',
			'address_2' => '#billing_address_2_field, #shipping_address_2_field',
			'state'     => '#billing_state_field, #shipping_state_field, #calc_shipping_state_field',
			'postcode'  => '#billing_postcode_field, #shipping_postcode_field, #calc_shipping_postcode_field',
			'city'      => '#billing_city_field, #shipping_city_field, #calc_shipping_city_field',
		);
		return apply_filters( 'woocommerce_country_locale_field_selectors', $locale_fields );
	}

	/**
	 * Address fields of a type: the default fields with the country's locale laid
	 * over them (German ordering: postcode before city), then phone and e-mail.
	 *
	 * @param string $country Country.
	 * @param string $type    billing_ or shipping_.
	 * @return array
	 */
	public function get_address_fields( $country = '', $type = 'billing_' ) {
		if ( ! $country ) {
			$country = $this->get_base_country();
		}
		$fields = $this->get_default_address_fields();
		$locale = $this->get_country_locale();
		foreach ( $locale[ $country ] ?? array() as $key => $changes ) {
			if ( isset( $fields[ $key ] ) && is_array( $changes ) ) {
				$fields[ $key ] = array_merge( $fields[ $key ], $changes );
			}
		}
		uasort( $fields, static fn( $a, $b ) => ( $a['priority'] ?? 0 ) <=> ( $b['priority'] ?? 0 ) );
		$phone = $this->phone_field_visibility();
		if ( 'billing_' === $type && 'hidden' !== $phone ) {
			$fields['phone'] = array(
				'label'        => __( 'Phone', 'woocommerce' ),
				'required'     => 'required' === $phone,
				'type'         => 'tel',
				'class'        => array( 'form-row-wide' ),
				'validate'     => array( 'phone' ),
				'autocomplete' => 'tel',
				'priority'     => 100,
			);
		}
		if ( 'billing_' === $type ) {
			$fields['email'] = array(
				'label'        => __( 'Email address', 'woocommerce' ),
				'required'     => true,
				'type'         => 'email',
				'class'        => array( 'form-row-wide' ),
				'validate'     => array( 'email' ),
				'autocomplete' => 'email',
				'priority'     => 110,
			);
		}
		$prefixed = array();
		foreach ( $fields as $key => $field ) {
			$prefixed[ $type . $key ] = $field;
		}
		return apply_filters( 'woocommerce_' . $type . 'fields', $prefixed, $country );
	}

	/**
	 * Whether the billing phone is 'required', 'optional' or 'hidden': the option
	 * woocommerce_checkout_phone_field, else 'required' on a classic checkout (as 10.5's
	 * CartCheckoutUtils::get_phone_field_visibility(); 10.5 migrates a checkout block's
	 * settings to 'optional', the double has no blocks but keeps that default).
	 */
	private function phone_field_visibility(): string {
		$option = get_option( 'woocommerce_checkout_phone_field' );
		if ( $option ) {
			return (string) $option;
		}
		$checkout = wc_get_page_id( 'checkout' );
		if ( $checkout > 0 && has_block( 'woocommerce/checkout', $checkout ) ) {
			return 'optional';
		}
		return 'required';
	}
}
