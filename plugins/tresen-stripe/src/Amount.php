<?php
/**
 * Order totals as Stripe amounts.
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe;

defined( 'ABSPATH' ) || exit;

/**
 * Stripe wants amounts as integers in the currency's smallest unit: cents
 * for EUR (19,90 € → 1990), whole units for zero-decimal currencies
 * (1500 ¥ → 1500), and thousandths for three-decimal ones, where Stripe
 * requires the last digit to be 0 (12,345 BHD → 12350).
 */
final class Amount {

	/** Currencies without a minor unit (Stripe's list). */
	public const ZERO_DECIMAL = array( 'BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF' );

	/** Currencies with three decimals. */
	public const THREE_DECIMAL = array( 'BHD', 'JOD', 'KWD', 'OMR', 'TND' );

	/**
	 * The amount in minor units.
	 *
	 * @param float|int|string $total    Amount as WooCommerce stores it ("19.90").
	 * @param string           $currency ISO code, any case.
	 */
	public static function to_minor( $total, string $currency ): int {
		$currency = strtoupper( $currency );
		$value    = (float) $total;
		if ( in_array( $currency, self::ZERO_DECIMAL, true ) ) {
			return (int) round( $value );
		}
		if ( in_array( $currency, self::THREE_DECIMAL, true ) ) {
			return (int) ( round( $value * 100 ) * 10 );
		}
		return (int) round( $value * 100 );
	}

	/**
	 * Back from minor units to a decimal amount.
	 *
	 * @param int    $minor    Amount in minor units.
	 * @param string $currency ISO code.
	 */
	public static function from_minor( int $minor, string $currency ): float {
		$currency = strtoupper( $currency );
		if ( in_array( $currency, self::ZERO_DECIMAL, true ) ) {
			return (float) $minor;
		}
		if ( in_array( $currency, self::THREE_DECIMAL, true ) ) {
			return $minor / 1000;
		}
		return $minor / 100;
	}
}
