<?php
/**
 * The unit price (Grundpreis) of a product, as German price law (PAngV)
 * wants it next to the price: e.g. "74,00 € / 1 l" for 25,90 € per 0,35 l.
 *
 * Product data (post meta, set per product or variation in wp-admin's
 * "Grundpreis" panel): `_tresen_unit` (e.g. "l"), `_tresen_unit_base` (the
 * reference amount, 1) and `_tresen_unit_amount` (the content in that unit,
 * e.g. 0.35). A variation without its own unit or reference amount takes the
 * product's; its content is always its own.
 *
 * @package Tresen\UnitPrice
 */

namespace Tresen\UnitPrice;

defined( 'ABSPATH' ) || exit;

/**
 * Computes and prints unit prices.
 */
final class UnitPrice {

	public const META_UNIT   = '_tresen_unit';
	public const META_BASE   = '_tresen_unit_base';
	public const META_AMOUNT = '_tresen_unit_amount';

	/** Class of the block that holds a unit price (the observer's unit price node). */
	public const BLOCK_CLASS = 'price-unit';

	/**
	 * Adds the hooks that print the unit price under the price.
	 */
	public static function register(): void {
		// Shop list: right after the price (priority 10).
		add_action( 'woocommerce_after_shop_loop_item_title', array( self::class, 'print_for_current_product' ), 11 );
		// Product page: right after the price (priority 10).
		add_action( 'woocommerce_single_product_summary', array( self::class, 'print_observed_for_current_product' ), 11 );
		// Variation data: the variation form shows it when a variation is chosen.
		add_filter( 'woocommerce_available_variation', array( self::class, 'add_to_variation_data' ), 10, 3 );
		// A theme prints a refreshed block anywhere else (sticky bar, quick view):
		// do_action( 'tresen_unit_price', $product ).
		add_action( 'tresen_unit_price', array( self::class, 'print_block_action' ) );
		// The storefront's live search: beside a suggestion's price, as on the shop list.
		add_filter( 'tresen_search_suggestion_price', array( self::class, 'add_to_search_price' ), 5, 2 );
	}

	/**
	 * A live search suggestion's price gets the unit price beside it, as on
	 * the shop list (none for a variable product, whose unit price follows
	 * the chosen variation: html() gives none). Hooked to the storefront plugin's
	 * `tresen_search_suggestion_price`, which sanitises the result again.
	 *
	 * @param mixed $html    The suggestion's price HTML.
	 * @param mixed $product The product.
	 */
	public static function add_to_search_price( $html, $product ): string {
		$html = is_string( $html ) ? $html : '';
		if ( '' === $html ) {
			return $html;
		}
		$unit = self::html( $product );
		return '' === $unit ? $html : $html . ' <span class="' . self::BLOCK_CLASS . '">' . $unit . '</span>';
	}

	/**
	 * The product's unit data (a variation falls back to its product's unit and
	 * reference amount), or null when it has none.
	 *
	 * @param mixed $product Product or variation.
	 * @return array{unit: string, base: float, amount: float}|null
	 */
	public static function data_of( $product ): ?array {
		if ( ! $product instanceof \WC_Product ) {
			return null;
		}
		$unit   = self::meta_string( $product, self::META_UNIT );
		$amount = self::meta_float( $product, self::META_AMOUNT );
		$base   = self::meta_float( $product, self::META_BASE );
		if ( ( '' === $unit || $base <= 0 ) && $product->get_parent_id() ) {
			$parent = wc_get_product( $product->get_parent_id() );
			if ( $parent instanceof \WC_Product ) {
				$unit = '' !== $unit ? $unit : self::meta_string( $parent, self::META_UNIT );
				$base = $base > 0 ? $base : self::meta_float( $parent, self::META_BASE );
			}
		}
		if ( '' === $unit || $amount <= 0 ) {
			return null;
		}
		return array(
			'unit'   => $unit,
			'base'   => $base > 0 ? $base : 1.0,
			'amount' => $amount,
		);
	}

	/**
	 * Unit price data of a product at its current display price, or null when it has none.
	 *
	 * @param mixed $product Product or variation.
	 * @return array{price: float, base: float, unit: string}|null
	 */
	public static function of( $product ): ?array {
		if ( ! $product instanceof \WC_Product || $product->is_type( array( 'variable', 'grouped' ) ) ) {
			return null;
		}
		return self::at_price( $product, (float) wc_get_price_to_display( $product ) );
	}

	/**
	 * Unit price data of a product for a price per piece as the shop shows it
	 * (display price, taxes as the shop shows them), or null.
	 *
	 * @param \WC_Product $product Product or variation (not a variable or grouped parent).
	 * @param float       $price   Price of one piece.
	 * @return array{price: float, base: float, unit: string}|null
	 */
	public static function at_price( \WC_Product $product, float $price ): ?array {
		$data = self::data_of( $product );
		if ( null === $data || ! is_finite( $price ) || $price <= 0 ) {
			return null;
		}
		return array(
			'price' => round( $price / $data['amount'] * $data['base'], wc_get_price_decimals() ),
			'base'  => $data['base'],
			'unit'  => $data['unit'],
		);
	}

	/**
	 * The unit price as HTML, e.g. `<span class="tresen-unit-price">74,00 € / 1 l</span>`.
	 *
	 * @param array{price: float, base: float, unit: string} $data Unit price data.
	 */
	public static function format( array $data ): string {
		$base = floor( $data['base'] ) === $data['base'] ? (string) (int) $data['base'] : wc_format_localized_decimal( (string) $data['base'] );
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
	 * The unit price as HTML; empty when the product has none.
	 *
	 * @param mixed $product Product or variation.
	 */
	public static function html( $product ): string {
		$data = self::of( $product );
		return null === $data ? '' : self::format( $data );
	}

	/**
	 * The block that holds the unit price (`<p class="price-unit">…</p>`):
	 * the node the refresh script updates. Empty when the product has none.
	 *
	 * @param mixed $product Product or variation.
	 */
	public static function block_html( $product ): string {
		$html = self::html( $product );
		return '' === $html ? '' : '<p class="' . self::BLOCK_CLASS . '">' . $html . '</p>';
	}

	/**
	 * Prints the unit price of the product in the loop (not refreshed there).
	 * Variable products show it once a variation is chosen.
	 */
	public static function print_for_current_product(): void {
		global $product;
		echo self::block_html( $product ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts and wc_price().
	}

	/**
	 * Prints the unit price under the product page's price (also in a
	 * `[product_page]` shortcode or a quick view) and loads the refresh script.
	 * A variable product's variations carry their blocks in the variation data;
	 * when the theme writes a chosen variation's price into this price
	 * (replace_price), it gets an empty hidden block for the variation's unit price.
	 */
	public static function print_observed_for_current_product(): void {
		global $product;
		if ( $product instanceof \WC_Product_Variable ) {
			// Its variations' blocks come with the variation data.
			if ( Script::replace_price() ) {
				echo '<p class="' . esc_attr( self::BLOCK_CLASS ) . '" hidden></p>';
			}
			Script::enqueue();
			return;
		}
		$html = self::block_html( $product );
		if ( '' !== $html ) {
			echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts and wc_price().
			Script::enqueue();
		}
	}

	/**
	 * `do_action( 'tresen_unit_price', $product )`: prints the refreshed block
	 * (sticky bar, quick view) and loads the refresh script on the page. A
	 * variable product's range price has none: it gets an empty hidden block,
	 * filled by the refresh once its price shows a chosen variation's.
	 *
	 * @param mixed $product Product or variation.
	 */
	public static function print_block_action( $product ): void {
		if ( $product instanceof \WC_Product_Variable ) {
			echo '<p class="' . esc_attr( self::BLOCK_CLASS ) . '" hidden></p>';
			Script::enqueue();
			return;
		}
		$html = self::block_html( $product );
		if ( '' === $html ) {
			return;
		}
		echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts and wc_price().
		Script::enqueue();
	}

	/**
	 * Adds `unit_price_html` (the block) to a variation's data.
	 *
	 * @param array<string, mixed>|mixed $data      Variation data.
	 * @param mixed                      $parent    Variable product.
	 * @param mixed                      $variation Variation.
	 * @return array<string, mixed>|mixed
	 */
	public static function add_to_variation_data( $data, $parent, $variation ) {
		unset( $parent );
		if ( is_array( $data ) ) {
			$data['unit_price_html'] = self::block_html( $variation );
		}
		return $data;
	}

	/**
	 * A text meta value.
	 *
	 * @param \WC_Product $product Product.
	 * @param string      $key     Meta key.
	 */
	private static function meta_string( \WC_Product $product, string $key ): string {
		$value = $product->get_meta( $key );
		return is_scalar( $value ) ? trim( (string) $value ) : '';
	}

	/**
	 * A numeric meta value (0 when missing or not a number).
	 *
	 * @param \WC_Product $product Product.
	 * @param string      $key     Meta key.
	 */
	private static function meta_float( \WC_Product $product, string $key ): float {
		$value = $product->get_meta( $key );
		if ( ! is_scalar( $value ) || ! is_numeric( (string) $value ) ) {
			return 0.0;
		}
		$number = (float) $value;
		return is_finite( $number ) ? $number : 0.0;
	}
}
