<?php
/**
 * Products and carts the legal plugin's tests share.
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal\Tests;

/**
 * Drinks in categories, with deposits, and a cart of them.
 */
trait LegalTestHelpers {

	/**
	 * A product in a category (created when missing).
	 *
	 * @param string               $category Category slug, e.g. "gin".
	 * @param array<string, mixed> $meta     Meta on top of the default (0,5 l).
	 * @param string               $price    Gross price.
	 */
	protected function drink( string $category, array $meta = array(), string $price = '1.79' ): \WC_Product_Simple {
		$term = term_exists( $category, 'product_cat' );
		if ( ! $term ) {
			$term = wp_insert_term( ucfirst( $category ) . ' Test', 'product_cat', array( 'slug' => $category ) );
		}
		return $this->factory()->product(
			array(
				'regular_price' => $price,
				'category_ids'  => array( (int) $term['term_id'] ),
				'meta'          => array_merge(
					array(
						'_tresen_volume_ml' => 500,
						'_tresen_unit'      => 'l',
						'_tresen_unit_base' => 1,
						'_tresen_unit_amount' => 0.5,
					),
					$meta
				),
			)
		);
	}

	/**
	 * A 0,5 l beer in a returnable bottle (0,08 €) at 1,79 €.
	 *
	 * @param int $units Bottles per sales unit.
	 */
	protected function beer( int $units = 1, string $price = '1.79' ): \WC_Product_Simple {
		return $this->drink(
			'bier',
			array(
				'_tresen_alcohol_percent' => 4.9,
				'_tresen_deposit_type'    => 'mehrweg',
				'_tresen_deposit_amount'  => '0.08',
				'_tresen_deposit_units'   => $units,
			),
			$price
		);
	}

	/**
	 * A gin (18) at 25,90 €.
	 */
	protected function gin(): \WC_Product_Simple {
		return $this->drink( 'gin', array( '_tresen_alcohol_percent' => 40 ), '25.90' );
	}

	/**
	 * Puts products into a fresh cart and calculates it.
	 *
	 * @param array<int, int> $items Product id => quantity.
	 */
	protected function cart_with( array $items ): \WC_Cart {
		WC()->cart->empty_cart();
		foreach ( $items as $id => $qty ) {
			WC()->cart->add_to_cart( $id, $qty );
		}
		WC()->cart->calculate_totals();
		// WooCommerce builds the checkout fields once per request; each test cart is a new "request".
		\Closure::bind(
			function (): void {
				$this->fields = null; // phpcs:ignore
			},
			WC()->checkout(),
			\WC_Checkout::class
		)();
		return WC()->cart;
	}
}
