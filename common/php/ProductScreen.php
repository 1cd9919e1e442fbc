<?php
/**
 * The product screen hooks of a fields class (a tab with its panel and a
 * block per variation): saving the posted values of a product or a
 * variation and showing the German notices of the save on the next admin
 * screen. The class using it names its form fields and notice meta in the
 * constants NAME, VAR_NAME and NOTICES, checks and sets the values in
 * `apply()` and says in its own words (text domain) how a variation's
 * messages begin and what the notices are headed.
 *
 * @package Tresen
 */

namespace Tresen\Common\V4;

defined( 'ABSPATH' ) || exit;

/**
 * Product screen hooks, for a class with NAME, VAR_NAME, NOTICES,
 * tab(), panel(), variation_fields() and apply().
 */
trait ProductScreen {

	/**
	 * Prefix of every message about a variation, e.g. 'Variation "Gin – 0,7 l": '.
	 *
	 * @param string $name The variation's name (plain text).
	 */
	abstract protected static function variation_context( string $name ): string;

	/**
	 * Headings of the notices: values not saved, data incomplete.
	 *
	 * @return array{0: string, 1: string}
	 */
	abstract protected static function notice_headings(): array;

	/**
	 * Validates posted values and sets the valid ones as meta.
	 *
	 * @param \WC_Product  $product Product or variation.
	 * @param array<mixed> $posted  Posted field => value.
	 * @param string       $context Prefix of every message.
	 * @return array{errors: string[], warnings: string[]}
	 */
	abstract public static function apply( \WC_Product $product, array $posted, string $context ): array;

	/**
	 * Adds the hooks (wp-admin only).
	 */
	public static function register(): void {
		ProductFields::register( static::class );
	}

	/**
	 * Saves a product's fields. WooCommerce has checked its own nonce and
	 * the user's right to edit before this action.
	 *
	 * @param mixed $product Product.
	 */
	public static function save_product( $product ): void {
		ProductFields::save( $product, ProductFields::posted( static::NAME ), '', array( static::class, 'apply' ), static::NOTICES );
	}

	/**
	 * Saves a variation's fields (its messages begin with its name).
	 *
	 * @param mixed $variation Variation.
	 * @param mixed $index     Its index in the posted form.
	 */
	public static function save_variation( $variation, $index ): void {
		if ( ! $variation instanceof \WC_Product ) {
			return;
		}
		$context = static::variation_context( wp_strip_all_tags( $variation->get_name() ) );
		ProductFields::save( $variation, ProductFields::posted_variation( static::VAR_NAME, $index ), $context, array( static::class, 'apply' ), static::NOTICES );
	}

	/**
	 * Prints and forgets the notices of the last save.
	 */
	public static function print_notices(): void {
		list( $errors, $warnings ) = static::notice_headings();
		ProductFields::print_notices( static::NOTICES, $errors, $warnings );
	}
}
