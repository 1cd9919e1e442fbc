<?php
/**
 * A price history for the catalogue's sale products, so the shop shows the
 * 30-day reference of § 11 PAngV as it would after weeks of trading: each
 * sale product cost its regular price 35 days ago and has been on sale for
 * 3 days; the bourbon was cheaper for ten days in between, so its reference
 * (27,90 €) is not its regular price (29,90 €).
 *
 * Needs the tresen-legal plugin (its price history); skipped without it.
 *
 * @package Tresen\Seed
 */

namespace Tresen\Seed;

use Tresen\Legal\PriceHistory\PriceHistory;

/**
 * Writes fixture history rows for products on sale.
 */
final class PriceHistorySeeder {

	/**
	 * Extra steps before the sale per SKU: days ago => price.
	 *
	 * @var array<string, array<int, string>>
	 */
	private const STEPS = array(
		'TR-WHI-004' => array(
			20 => '27.90',
			10 => '29.90',
		),
	);

	/**
	 * Products and variations that got a history.
	 *
	 * @var int
	 */
	public $count = 0;

	/**
	 * Gives every simple product and variation on sale its history.
	 *
	 * @param array<string, int> $product_ids SKU => id of the catalogue's products.
	 */
	public function run( array $product_ids ): void {
		if ( ! class_exists( PriceHistory::class ) ) {
			return;
		}
		foreach ( $product_ids as $id ) {
			$product = wc_get_product( $id );
			if ( ! $product instanceof \WC_Product ) {
				continue;
			}
			$items = $product->is_type( 'variable' ) ? array_map( 'wc_get_product', $product->get_children() ) : array( $product );
			foreach ( $items as $item ) {
				if ( $item instanceof \WC_Product && $item->is_on_sale( 'edit' ) ) {
					$this->history( $item );
				}
			}
		}
	}

	/**
	 * Replaces a product's history: regular price 35 days ago, the SKU's
	 * extra steps, the sale price since 3 days.
	 *
	 * @param \WC_Product $product Simple product or variation on sale.
	 */
	private function history( \WC_Product $product ): void {
		$rows = array( 35 => (string) $product->get_regular_price( 'edit' ) ) + ( self::STEPS[ $product->get_sku( 'edit' ) ] ?? array() );
		krsort( $rows );
		$rows[3] = (string) $product->get_sale_price( 'edit' );
		PriceHistory::forget( $product->get_id() );
		foreach ( $rows as $days_ago => $price ) {
			PriceHistory::insert( $product->get_id(), (float) $price, time() - $days_ago * DAY_IN_SECONDS );
		}
		++$this->count;
	}
}
