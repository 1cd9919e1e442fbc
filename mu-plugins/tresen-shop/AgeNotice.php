<?php
/**
 * "Sold only to persons aged 18 or over" on product pages of alcoholic drinks (§ 9 JuSchG).
 *
 * @package Tresen\Shop
 */

namespace Tresen\Shop;

defined( 'ABSPATH' ) || exit;

/**
 * Works out a product's minimum age and prints the notice under the short description.
 */
final class AgeNotice {

	/**
	 * Category slugs of spirits (18); other alcoholic drinks (beer, wine) are 16.
	 */
	private const SPIRIT_CATEGORIES = array( 'gin', 'whisky', 'rum', 'obstbrand', 'likoer', 'spirituosen' );

	/**
	 * Adds the hooks.
	 */
	public static function register(): void {
		add_action( 'woocommerce_single_product_summary', array( self::class, 'render' ), 25 );
	}

	/**
	 * Minimum age for a product: meta _tresen_min_age when set, otherwise 18 for
	 * spirits, 16 for other drinks above 0.5 % vol, 0 for alcohol-free ones.
	 *
	 * @param \WC_Product $product Product.
	 */
	public static function min_age( $product ): int {
		$age = $product->get_meta( '_tresen_min_age' );
		if ( '' === $age || null === $age ) {
			$abv = (float) $product->get_meta( '_tresen_alcohol_percent' );
			if ( $abv <= 0.5 ) {
				$age = 0;
			} else {
				$slugs = wp_get_post_terms( $product->get_parent_id() ? $product->get_parent_id() : $product->get_id(), 'product_cat', array( 'fields' => 'slugs' ) );
				$age   = ( is_array( $slugs ) && array_intersect( $slugs, self::SPIRIT_CATEGORIES ) ) || $abv >= 15 ? 18 : 16;
			}
		}
		/**
		 * Filters a product's minimum age (0 = no restriction).
		 *
		 * @param int         $age     Minimum age.
		 * @param \WC_Product $product Product.
		 */
		return (int) apply_filters( 'tresen_min_age', (int) $age, $product );
	}

	/**
	 * Prints the notice on the product page.
	 */
	public static function render(): void {
		global $product;
		if ( ! is_object( $product ) || ! method_exists( $product, 'get_meta' ) ) {
			return;
		}
		$age = self::min_age( $product );
		if ( $age <= 0 ) {
			return;
		}
		printf(
			'<p class="tresen-age-notice">%s</p>',
			esc_html(
				sprintf(
					/* translators: %d: minimum age in years. */
					__( 'Sold only to persons aged %d or over (age check on delivery).', 'tresen-shop' ),
					$age
				)
			)
		);
	}
}
