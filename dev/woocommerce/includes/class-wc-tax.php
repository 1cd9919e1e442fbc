<?php
/**
 * Tax rates of this shop (German VAT).
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's WC_Tax, reduced to fixed German rates: 19 % (standard) and
 * 7 % (reduced-rate). Real WooCommerce reads the rates from its tax table.
 */
class WC_Tax {

	/**
	 * Rates by tax class.
	 *
	 * @return array<string, array<int, array{rate: float, label: string, shipping: string, compound: string}>>
	 */
	private static function table(): array {
		return apply_filters(
			'tresen_wc_double_tax_rates',
			array(
				''             => array(
					1 => array(
						'rate'     => 19.0,
						'label'    => __( 'VAT', 'woocommerce' ),
						'shipping' => 'yes',
						'compound' => 'no',
					),
				),
				'reduced-rate' => array(
					2 => array(
						'rate'     => 7.0,
						'label'    => __( 'VAT', 'woocommerce' ),
						'shipping' => 'yes',
						'compound' => 'no',
					),
				),
			)
		);
	}

	/**
	 * Rates of a tax class for the customer (Germany only in the double).
	 *
	 * @param string $tax_class Tax class.
	 * @return array
	 */
	public static function get_rates( $tax_class = '', $customer = null ) {
		$table = self::table();
		return $table[ sanitize_title( (string) $tax_class ) ] ?? $table[''];
	}

	/**
	 * Rates of the shop's base country.
	 *
	 * @param string $tax_class Tax class.
	 * @return array
	 */
	public static function get_base_tax_rates( $tax_class = '' ) {
		return self::get_rates( $tax_class );
	}

	/**
	 * Tax amounts per rate for a price.
	 *
	 * @param float $price              Price.
	 * @param array $rates              Rates.
	 * @param bool  $price_includes_tax Whether the price includes the tax.
	 * @return array<int, float>
	 */
	public static function calc_tax( $price, $rates, $price_includes_tax = false ) {
		$taxes = array();
		foreach ( (array) $rates as $id => $rate ) {
			$percent       = (float) $rate['rate'];
			$taxes[ $id ]  = $price_includes_tax ? ( (float) $price - (float) $price / ( 1 + $percent / 100 ) ) : (float) $price * $percent / 100;
		}
		return apply_filters( 'woocommerce_calc_tax', $taxes, $price, $rates, $price_includes_tax, false );
	}

	/**
	 * Label of a rate.
	 *
	 * @param int $key_or_rate Rate id.
	 */
	public static function get_rate_label( $key_or_rate ) {
		foreach ( self::table() as $rates ) {
			if ( isset( $rates[ $key_or_rate ] ) ) {
				return apply_filters( 'woocommerce_rate_label', $rates[ $key_or_rate ]['label'], $key_or_rate );
			}
		}
		return __( 'Tax', 'woocommerce' );
	}

	/**
	 * Percent of a rate, e.g. "19%".
	 *
	 * @param int $key_or_rate Rate id.
	 */
	public static function get_rate_percent( $key_or_rate ) {
		return self::get_rate_percent_value( $key_or_rate ) . '%';
	}

	/**
	 * Percent value of a rate.
	 *
	 * @param int $key_or_rate Rate id.
	 */
	public static function get_rate_percent_value( $key_or_rate ) {
		foreach ( self::table() as $rates ) {
			if ( isset( $rates[ $key_or_rate ] ) ) {
				return (float) $rates[ $key_or_rate ]['rate'];
			}
		}
		return 0.0;
	}

	/**
	 * Code of a rate (COUNTRY-LABEL-ID).
	 *
	 * @param int $key_or_rate Rate id.
	 */
	public static function get_rate_code( $key_or_rate ) {
		return strtoupper( 'DE-' . sanitize_title( self::get_rate_label( $key_or_rate ) ) . '-' . $key_or_rate );
	}

	/**
	 * Rounds a tax amount.
	 *
	 * @param float $in Amount.
	 */
	public static function round( $in ) {
		return round( (float) $in, wc_get_rounding_precision() );
	}

	/**
	 * Tax classes besides standard.
	 *
	 * @return string[]
	 */
	public static function get_tax_classes() {
		return array( __( 'Reduced rate', 'woocommerce' ) );
	}
}
