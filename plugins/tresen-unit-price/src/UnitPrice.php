<?php
/**
 * The unit price (Grundpreis) of a product, as German price law (PAngV)
 * wants it next to the price: e.g. "74,00 € / 1 l" for 25,90 € per 0,35 l.
 *
 * Product data (post meta, set per product or variation):
 * `_tresen_unit` (e.g. "l"), `_tresen_unit_base` (the reference amount, 1),
 * `_tresen_unit_amount` (the content in that unit, e.g. 0.35).
 *
 * @package Tresen\UnitPrice
 */

namespace Tresen\UnitPrice;

defined( 'ABSPATH' ) || exit;

/**
 * Computes and prints unit prices.
 */
final class UnitPrice {

	/**
	 * Adds the hooks that print the unit price under the price.
	 */
	public static function register(): void {
		// Shop list: right after the price (priority 10).
		add_action( 'woocommerce_after_shop_loop_item_title', array( self::class, 'print_for_current_product' ), 11 );
		// Product page: right after the price (priority 10).
		add_action( 'woocommerce_single_product_summary', array( self::class, 'print_for_current_product' ), 11 );
		// Variation data: the variation form shows it when a variation is chosen.
		add_filter( 'woocommerce_available_variation', array( self::class, 'add_to_variation_data' ), 10, 3 );
	}

	/**
	 * Unit price data of a product, or null when it has none.
	 *
	 * @param \WC_Product $product Product or variation.
	 * @return array{price: float, base: float, unit: string}|null
	 */
	public static function of( $product ): ?array {
		if ( ! $product instanceof \WC_Product ) {
			return null;
		}
		$unit   = (string) $product->get_meta( '_tresen_unit' );
		$amount = (float) $product->get_meta( '_tresen_unit_amount' );
		$base   = (float) $product->get_meta( '_tresen_unit_base' );
		if ( ( '' === $unit || $amount <= 0 ) && $product->get_parent_id() ) {
			// A variation without own data inherits the parent's unit, not its amount.
			$parent = wc_get_product( $product->get_parent_id() );
			$unit   = '' !== $unit ? $unit : (string) ( $parent ? $parent->get_meta( '_tresen_unit' ) : '' );
			$base   = $base > 0 ? $base : (float) ( $parent ? $parent->get_meta( '_tresen_unit_base' ) : 0 );
		}
		$price = (float) wc_get_price_to_display( $product );
		if ( '' === $unit || $amount <= 0 || $price <= 0 ) {
			return null;
		}
		$base = $base > 0 ? $base : 1.0;
		return array(
			'price' => round( $price / $amount * $base, wc_get_price_decimals() ),
			'base'  => $base,
			'unit'  => $unit,
		);
	}

	/**
	 * The unit price as HTML, e.g. `<span class="tresen-unit-price">74,00 € / 1 l</span>`;
	 * empty when the product has none.
	 *
	 * @param \WC_Product $product Product or variation.
	 */
	public static function html( $product ): string {
		$data = self::of( $product );
		if ( null === $data ) {
			return '';
		}
		$base = wc_format_localized_decimal( (string) ( floor( $data['base'] ) === $data['base'] ? (int) $data['base'] : $data['base'] ) );
		return sprintf(
			'<span class="tresen-unit-price">%s</span>',
			sprintf(
				/* translators: 1: unit price, e.g. "74,00 €"; 2: reference amount, e.g. "1"; 3: unit, e.g. "l". */
				esc_html__( '%1$s / %2$s %3$s', 'tresen-unit-price' ),
				wc_price( $data['price'] ),
				esc_html( $base ),
				esc_html( $data['unit'] )
			)
		);
	}

	/**
	 * Prints the unit price of the product in the loop or on the product page.
	 * Variable products show it once a variation is chosen.
	 */
	public static function print_for_current_product(): void {
		global $product;
		if ( ! $product instanceof \WC_Product || $product->is_type( 'variable' ) ) {
			return;
		}
		$html = self::html( $product );
		if ( '' !== $html ) {
			echo '<p class="price-unit">' . $html . '</p>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts and wc_price().
		}
	}

	/**
	 * Adds `unit_price_html` to a variation's data.
	 *
	 * @param array<string, mixed> $data      Variation data.
	 * @param \WC_Product          $parent    Variable product.
	 * @param \WC_Product          $variation Variation.
	 * @return array<string, mixed>
	 */
	public static function add_to_variation_data( $data, $parent, $variation ) {
		unset( $parent );
		$data['unit_price_html'] = self::html( $variation );
		return $data;
	}
}
