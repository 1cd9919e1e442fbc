<?php
/**
 * "Sold only to persons aged 18 or over" on the product page of alcoholic
 * drinks (§ 9 JuSchG), from the product's minimum age (DrinkData).
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal;

defined( 'ABSPATH' ) || exit;

/**
 * Prints the notice under the short description.
 */
final class AgeNotice {

	/**
	 * Adds the hooks.
	 */
	public static function register(): void {
		add_action( 'woocommerce_single_product_summary', array( self::class, 'render' ), 25 );
	}

	/**
	 * Minimum age of a product (0 = no restriction), as DrinkData resolves it.
	 *
	 * @param \WC_Product $product Product or variation.
	 */
	public static function min_age( \WC_Product $product ): int {
		/**
		 * Filters a product's minimum age (0 = no restriction).
		 *
		 * @param int         $age     Minimum age.
		 * @param \WC_Product $product Product.
		 */
		return (int) apply_filters( 'tresen_min_age', DrinkData::of( $product )->min_age, $product );
	}

	/**
	 * The notice's markup ('' for products without a minimum age).
	 *
	 * @param \WC_Product $product Product.
	 */
	public static function html( \WC_Product $product ): string {
		$age = self::min_age( $product );
		if ( $age <= 0 ) {
			return '';
		}
		return sprintf(
			'<p class="tresen-age-notice">%s</p>',
			esc_html(
				sprintf(
					/* translators: %d: minimum age in years. */
					__( 'Sold only to persons aged %d or over (age check on delivery).', 'tresen-legal' ),
					$age
				)
			)
		);
	}

	/**
	 * Prints the notice on the product page.
	 */
	public static function render(): void {
		global $product;
		if ( $product instanceof \WC_Product ) {
			echo self::html( $product ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
		}
	}
}
