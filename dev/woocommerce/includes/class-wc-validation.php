<?php
/**
 * Field validation.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Postcode and phone checks (German and Austrian postcodes).
 */
class WC_Validation {

	/**
	 * Whether a postcode is valid for a country.
	 *
	 * @param string $postcode Postcode.
	 * @param string $country  Country.
	 */
	public static function is_postcode( $postcode, $country ) {
		$postcode = (string) $postcode;
		if ( '' !== trim( preg_replace( '/[\s\-A-Za-z0-9]/', '', $postcode ) ) ) {
			return false;
		}
		switch ( $country ) {
			case 'DE':
				$valid = (bool) preg_match( '/^\d{5}$/', $postcode );
				break;
			case 'AT':
				$valid = (bool) preg_match( '/^\d{4}$/', $postcode );
				break;
			default:
				$valid = true;
		}
		return apply_filters( 'woocommerce_validate_postcode', $valid, $postcode, $country );
	}

	/**
	 * Whether a phone number has only allowed characters.
	 *
	 * @param string $phone Phone.
	 */
	public static function is_phone( $phone ) {
		return 0 === strlen( trim( preg_replace( '/[\s\#0-9_\-\+\/\(\)\.]/', '', (string) $phone ) ) );
	}

	/**
	 * Email check.
	 *
	 * @param string $email Email.
	 */
	public static function is_email( $email ) {
		return is_email( $email );
	}
}
