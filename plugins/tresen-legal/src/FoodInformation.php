<?php
/**
 * Food information before purchase (LMIV Art. 9 and 14): legal name, net
 * volume, alcohol from 1,2 % vol, allergens, ingredients and nutrition per
 * 100 ml where given, origin and the food business operator. A block of its
 * own: shown as the product page's "Food information" tab, printed by a theme
 * (or its quick view) with `do_action( 'tresen_legal_food_information', $product )`.
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal;

defined( 'ABSPATH' ) || exit;

/**
 * Renders the block.
 */
final class FoodInformation {

	/**
	 * Adds the hooks.
	 */
	public static function register(): void {
		add_filter( 'woocommerce_product_tabs', array( self::class, 'tab' ), 15 );
		add_action( 'tresen_legal_food_information', array( self::class, 'render' ) );
	}

	/**
	 * Adds the tab after the description when the product has food information.
	 *
	 * @param array<string, array<string, mixed>> $tabs Tabs.
	 * @return array<string, array<string, mixed>>
	 */
	public static function tab( $tabs ) {
		global $product;
		if ( ! is_array( $tabs ) || ! $product instanceof \WC_Product || ! DrinkData::of( $product )->has_food_information() ) {
			return $tabs;
		}
		$tabs['tresen_food'] = array(
			'title'    => __( 'Food information', 'tresen-legal' ),
			'priority' => 15,
			'callback' => static function () use ( $product ): void {
				self::render( $product );
			},
		);
		return $tabs;
	}

	/**
	 * Label => value rows of a product ('' values left out).
	 *
	 * @param \WC_Product $product Product or variation.
	 * @return array<string, string>
	 */
	public static function rows( \WC_Product $product ): array {
		$data = DrinkData::of( $product );
		$rows = array(
			__( 'Legal name', 'tresen-legal' )             => $data->legal_name,
			__( 'Net volume', 'tresen-legal' )             => $data->volume_ml > 0 ? self::volume( $data->volume_ml ) : '',
			__( 'Alcohol', 'tresen-legal' )                => null !== $data->abv && $data->abv > 1.2
				/* translators: %s: alcohol by volume, e.g. "40" or "12,5". */
				? sprintf( __( '%s %% vol', 'tresen-legal' ), wc_format_localized_decimal( (string) round( $data->abv, 1 ) ) )
				: '',
			__( 'Ingredients', 'tresen-legal' )            => $data->ingredients,
			__( 'Allergens', 'tresen-legal' )              => $data->allergens,
			__( 'Nutrition declaration per 100 ml', 'tresen-legal' ) => $data->nutrition,
			__( 'Origin', 'tresen-legal' )                 => $data->origin,
			__( 'Food business operator', 'tresen-legal' ) => $data->operator,
		);
		return array_filter( $rows, static fn( $value ) => '' !== $value );
	}

	/**
	 * The volume in litres with a decimal comma: "0,7 l", "1,98 l".
	 *
	 * @param int $ml Millilitres.
	 */
	private static function volume( int $ml ): string {
		return wc_format_localized_decimal( (string) round( $ml / 1000, 3 ) ) . ' l';
	}

	/**
	 * The block's markup ('' without data).
	 *
	 * @param \WC_Product $product Product or variation.
	 */
	public static function html( \WC_Product $product ): string {
		$rows = self::rows( $product );
		if ( ! $rows ) {
			return '';
		}
		$id  = 'tresen-food-' . $product->get_id();
		$out = '<section class="tresen-food-info" aria-labelledby="' . esc_attr( $id ) . '"><h2 id="' . esc_attr( $id ) . '">' . esc_html__( 'Food information', 'tresen-legal' ) . '</h2><dl>';
		foreach ( $rows as $label => $value ) {
			$out .= '<dt>' . esc_html( $label ) . '</dt><dd>' . esc_html( $value ) . '</dd>';
		}
		return $out . '</dl></section>';
	}

	/**
	 * Prints the block.
	 *
	 * @param \WC_Product|null $product Product (default: the current one).
	 */
	public static function render( $product = null ): void {
		if ( ! $product instanceof \WC_Product ) {
			$product = $GLOBALS['product'] ?? null;
		}
		if ( $product instanceof \WC_Product ) {
			echo self::html( $product ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
		}
	}
}
