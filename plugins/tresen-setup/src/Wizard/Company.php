<?php
/**
 * Step 1 of the Einrichtung: the company data for the Impressum, kept in the
 * option `tresen_company` (the suite had no company settings before; the
 * legal page templates of step 2 are filled from it).
 *
 * @package Tresen\Setup
 */

namespace Tresen\Setup\Wizard;

defined( 'ABSPATH' ) || exit;

/**
 * Company data: fields, validation, storage.
 */
final class Company {

	public const OPTION = 'tresen_company';
	public const STEP   = 'company';

	/** Field keys, in form order. */
	public const FIELDS = array( 'name', 'representative', 'street', 'postcode', 'city', 'country', 'email', 'phone', 'register_court', 'register_number', 'vat_id' );

	/** Fields that must not be empty. */
	private const REQUIRED = array( 'name', 'street', 'postcode', 'city', 'country', 'email' );

	/**
	 * The stored data, every field present.
	 *
	 * @return array<string, string>
	 */
	public static function get(): array {
		$stored = get_option( self::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		$out    = array();
		foreach ( self::FIELDS as $key ) {
			$out[ $key ] = isset( $stored[ $key ] ) && is_scalar( $stored[ $key ] ) ? (string) $stored[ $key ] : '';
		}
		if ( '' === $out['country'] ) {
			$out['country'] = 'DE';
		}
		return $out;
	}

	/**
	 * Cleans raw input: trimmed text, the VAT id without spaces in capitals.
	 *
	 * @param array<string, mixed> $raw Input.
	 * @return array<string, string>
	 */
	public static function sanitize( array $raw ): array {
		$out = array();
		foreach ( self::FIELDS as $key ) {
			$value       = isset( $raw[ $key ] ) && is_scalar( $raw[ $key ] ) ? (string) $raw[ $key ] : '';
			$out[ $key ] = trim( sanitize_text_field( $value ) );
		}
		$out['vat_id']  = strtoupper( (string) preg_replace( '/[\s.\-]/', '', $out['vat_id'] ) );
		$out['country'] = strtoupper( $out['country'] );
		return $out;
	}

	/**
	 * German errors per field (empty when valid).
	 *
	 * @param array<string, string> $data Sanitized data.
	 * @return array<string, string>
	 */
	public static function validate( array $data ): array {
		$errors = array();
		$labels = self::labels();
		foreach ( self::REQUIRED as $key ) {
			if ( '' === ( $data[ $key ] ?? '' ) ) {
				/* translators: %s: field label, e.g. Postcode. */
				$errors[ $key ] = sprintf( __( 'Please enter %s.', 'tresen-setup' ), $labels[ $key ] );
			}
		}
		$country = $data['country'] ?? '';
		if ( '' !== $country && ! in_array( $country, array( 'DE', 'AT' ), true ) ) {
			$errors['country'] = __( 'Choose Germany or Austria as the company’s country.', 'tresen-setup' );
		}
		$postcode = $data['postcode'] ?? '';
		if ( '' !== $postcode && ! isset( $errors['postcode'] ) ) {
			if ( 'DE' === $country && ! preg_match( '/^\d{5}$/', $postcode ) ) {
				$errors['postcode'] = __( 'A German postcode has exactly 5 digits, e.g. 10115.', 'tresen-setup' );
			} elseif ( 'AT' === $country && ! preg_match( '/^\d{4}$/', $postcode ) ) {
				$errors['postcode'] = __( 'An Austrian postcode has exactly 4 digits, e.g. 1010.', 'tresen-setup' );
			}
		}
		$email = $data['email'] ?? '';
		if ( '' !== $email && ! is_email( $email ) ) {
			$errors['email'] = __( 'This is not an e-mail address.', 'tresen-setup' );
		}
		$vat = $data['vat_id'] ?? '';
		if ( '' !== $vat ) {
			if ( 'DE' === $country && ! preg_match( '/^DE\d{9}$/', $vat ) ) {
				$errors['vat_id'] = __( 'A German VAT id is DE followed by 9 digits, e.g. DE123456789.', 'tresen-setup' );
			} elseif ( 'AT' === $country && ! preg_match( '/^ATU\d{8}$/', $vat ) ) {
				$errors['vat_id'] = __( 'An Austrian VAT id is ATU followed by 8 digits, e.g. ATU12345678.', 'tresen-setup' );
			}
		}
		if ( ( '' === ( $data['register_court'] ?? '' ) ) !== ( '' === ( $data['register_number'] ?? '' ) ) ) {
			$key            = '' === ( $data['register_court'] ?? '' ) ? 'register_court' : 'register_number';
			$errors[ $key ] = __( 'Enter both the register court and the register number, or neither.', 'tresen-setup' );
		}
		return $errors;
	}

	/**
	 * Field labels (German through the translations).
	 *
	 * @return array<string, string>
	 */
	public static function labels(): array {
		return array(
			'name'            => __( 'Company name', 'tresen-setup' ),
			'representative'  => __( 'Represented by', 'tresen-setup' ),
			'street'          => __( 'Street and number', 'tresen-setup' ),
			'postcode'        => __( 'Postcode', 'tresen-setup' ),
			'city'            => __( 'City', 'tresen-setup' ),
			'country'         => __( 'Country', 'tresen-setup' ),
			'email'           => __( 'E-mail', 'tresen-setup' ),
			'phone'           => __( 'Phone', 'tresen-setup' ),
			'register_court'  => __( 'Register court', 'tresen-setup' ),
			'register_number' => __( 'Register number', 'tresen-setup' ),
			'vat_id'          => __( 'VAT id', 'tresen-setup' ),
		);
	}

	/**
	 * Validates and stores (remembering the previous data for undo).
	 *
	 * @param array<string, mixed> $raw Input.
	 * @return array<string, string>|\WP_Error The stored data, or the errors per field (status 400).
	 */
	public static function save( array $raw ) {
		$data   = self::sanitize( $raw );
		$errors = self::validate( $data );
		if ( $errors ) {
			return new \WP_Error(
				'tresen_setup_invalid_company',
				implode( ' ', $errors ),
				array(
					'status' => 400,
					'fields' => $errors,
				)
			);
		}
		$data['email'] = sanitize_email( $data['email'] );
		Undo::set_option( self::STEP, self::OPTION, $data );
		foreach ( self::store_settings( $data ) as $option => $value ) {
			if ( (string) get_option( $option, '' ) !== $value ) {
				Undo::set_option( self::STEP, $option, $value );
			}
		}
		return self::get();
	}

	/**
	 * WooCommerce's store settings that follow from the company data: the
	 * company's address as the store address (WooCommerce → Settings →
	 * General; a new WooCommerce shop starts with a US address), and the
	 * money of a German or Austrian shop: euro, "1.234,56 €". Undone with
	 * the step.
	 *
	 * @param array<string, string> $data Validated company data.
	 * @return array<string, string> Option => value.
	 */
	public static function store_settings( array $data ): array {
		return array(
			'woocommerce_store_address'      => $data['street'],
			'woocommerce_store_address_2'    => '',
			'woocommerce_store_city'         => $data['city'],
			'woocommerce_store_postcode'     => $data['postcode'],
			'woocommerce_default_country'    => $data['country'],
			'woocommerce_currency'           => 'EUR',
			'woocommerce_currency_pos'       => 'right_space',
			'woocommerce_price_decimal_sep'  => ',',
			'woocommerce_price_thousand_sep' => '.',
			'woocommerce_price_num_decimals' => '2',
		);
	}
}
