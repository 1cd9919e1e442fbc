<?php
/**
 * The 30-day price reference of § 11 PAngV: the price history, its pruning,
 * the lowest price before a reduction and how the shop announces it.
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal\Tests;

use Tresen\Legal\PriceHistory\PriceHistory;
use Tresen\Tests\TestCase;

/**
 * PriceHistory, Display.
 */
class PriceHistoryTest extends TestCase {

	/**
	 * Replaces a product's history with fixture rows.
	 *
	 * @param \WC_Product          $product Product or variation.
	 * @param array<int, float>    $rows    Days ago => price.
	 */
	private function history( \WC_Product $product, array $rows ): void {
		PriceHistory::forget( $product->get_id() );
		krsort( $rows );
		foreach ( $rows as $days_ago => $price ) {
			PriceHistory::insert( $product->get_id(), $price, time() - (int) round( $days_ago * DAY_IN_SECONDS ) );
		}
	}

	/**
	 * The recorded prices of a product, oldest first.
	 *
	 * @param \WC_Product $product Product or variation.
	 * @return list<float>
	 */
	private function prices( \WC_Product $product ): array {
		return array_column( PriceHistory::rows( $product->get_id() ), 'price' );
	}

	/**
	 * A bourbon at 29,90 € on sale for 24,90 € since 2 days; 20 days ago it
	 * cost 27,90 € for ten days, and 40 days ago (outside the window) 22,90 €.
	 */
	private function bourbon(): \WC_Product_Simple {
		$product = $this->factory()->product(
			array(
				'name'          => 'Kentucky Straight Bourbon 0,7 l',
				'regular_price' => '29.90',
				'sale_price'    => '24.90',
			)
		);
		$this->history(
			$product,
			array(
				40 => 22.90,
				34 => 29.90,
				20 => 27.90,
				10 => 29.90,
				2  => 24.90,
			)
		);
		return $product;
	}

	/**
	 * Text of a price as a shopper (or a screen reader) reads it, tags as spaces.
	 *
	 * @param string $html Price HTML.
	 */
	private static function text( string $html ): string {
		$text = html_entity_decode( (string) preg_replace( '/<[^>]*>/', ' ', $html ) );
		return trim( (string) preg_replace( '/\s+/u', ' ', str_replace( "\u{00A0}", ' ', $text ) ) );
	}

	public function test_a_price_is_recorded_when_it_changes_and_only_then(): void {
		$product = $this->factory()->product( array( 'regular_price' => '25.90' ) );
		$this->assertSame( array( 25.90 ), $this->prices( $product ), 'the new product has its first price' );

		$product->set_name( 'Anderer Name' );
		$product->save();
		$product->get_price_html();
		$this->assertSame( array( 25.90 ), $this->prices( $product ), 'a save or a view without a new price writes nothing' );

		// A price set in memory only (a discount on a cart item) is not the shop's price.
		$in_memory = wc_get_product( $product->get_id() );
		$in_memory->set_price( '1.00' );
		$in_memory->get_price_html();
		$this->assertSame( array( 25.90 ), $this->prices( $product ) );

		$product->set_regular_price( '27.90' );
		$product->save();
		$product->set_sale_price( '24.90' );
		$product->save();
		$this->assertSame( array( 25.90, 27.90, 24.90 ), $this->prices( $product ) );

		$product->set_sale_price( '' );
		$product->save();
		$this->assertSame( array( 25.90, 27.90, 24.90, 27.90 ), $this->prices( $product ), 'the end of the sale is a change too' );
	}

	public function test_a_product_without_history_is_recorded_when_first_seen(): void {
		$product = $this->factory()->product( array( 'regular_price' => '12.90' ) );
		PriceHistory::forget( $product->get_id() );
		$this->assertSame( array(), $this->prices( $product ) );
		wc_get_product( $product->get_id() )->get_price_html();
		$this->assertSame( array( 12.90 ), $this->prices( $product ) );
	}

	public function test_pruning_keeps_the_price_valid_at_the_window_start(): void {
		$product = $this->factory()->product( array( 'regular_price' => '27.00' ) );
		$this->history(
			$product,
			array(
				60 => 30.00,
				45 => 28.00,
				35 => 29.00,
				10 => 27.00,
			)
		);
		$recent = $this->factory()->product( array( 'regular_price' => '9.90' ) );
		$this->history(
			$recent,
			array(
				5 => 11.90,
				1 => 9.90,
			)
		);

		$this->assertSame( 2, PriceHistory::prune() );
		$this->assertSame( array( 29.00, 27.00 ), $this->prices( $product ), 'the newest row before the window stays: it was the price 30 days ago' );
		$this->assertSame( array( 11.90, 9.90 ), $this->prices( $recent ) );
		$this->assertSame( 0, PriceHistory::prune(), 'pruning twice removes nothing more' );
		$this->assertEqualsWithDelta( 27.00, PriceHistory::lowest_before( $product, time() ), 0.001 );
	}

	public function test_pruning_keeps_what_a_long_running_sale_still_needs(): void {
		$product = $this->factory()->product(
			array(
				'regular_price' => '29.90',
				'sale_price'    => '24.90',
			)
		);
		$product->set_date_on_sale_from( time() - 50 * DAY_IN_SECONDS );
		$product->save();
		$this->history(
			$product,
			array(
				100 => 29.90,
				70  => 27.90,
				65  => 29.90,
				50  => 24.90,
			)
		);
		$this->assertEqualsWithDelta( 27.90, PriceHistory::lowest_before( $product ), 0.001 );
		PriceHistory::prune();
		$this->assertEqualsWithDelta( 27.90, PriceHistory::lowest_before( $product ), 0.001, 'the reference survives the pruning' );
		$this->assertSame( array( 29.90, 27.90, 29.90, 24.90 ), $this->prices( $product ) );
	}

	public function test_the_lowest_price_of_the_30_days_before_the_reduction(): void {
		$product = $this->bourbon();
		$this->assertEqualsWithDelta( time() - 2 * DAY_IN_SECONDS, PriceHistory::reduction_start( $product ), 2, 'the reduction started when 24,90 € was first recorded' );
		$this->assertEqualsWithDelta( 27.90, PriceHistory::lowest_before( $product ), 0.001, '22,90 € was before the window and is ignored' );

		// Ten days ago, the window reached back to 40 days: 22,90 € was the price then.
		$this->assertEqualsWithDelta( 22.90, PriceHistory::lowest_before( $product, time() - 10 * DAY_IN_SECONDS ), 0.001 );

		// A sale start date the owner set is the reduction's start.
		$product->set_date_on_sale_from( time() - 15 * DAY_IN_SECONDS );
		$product->save();
		$this->assertEqualsWithDelta( time() - 15 * DAY_IN_SECONDS, PriceHistory::reduction_start( $product ), 2 );
		$this->assertEqualsWithDelta( 22.90, PriceHistory::lowest_before( $product ), 0.001 );

		// Nothing recorded before the sale: no history, the reference is the regular price.
		$fresh = $this->factory()->product(
			array(
				'regular_price' => '14.90',
				'sale_price'    => '12.90',
			)
		);
		$this->assertNull( PriceHistory::lowest_before( $fresh ) );
		$this->assertEqualsWithDelta( 14.90, PriceHistory::reference_price( $fresh ), 0.001 );
	}

	public function test_variations_have_their_own_history(): void {
		$parent                = $this->factory()->variable_product( array( '0,35 l' => '29.90', '0,7 l' => '49.90' ) );
		list( $small, $large ) = array_map( 'wc_get_product', $parent->get_children() );
		$large->set_sale_price( '44.90' );
		$large->save();

		$this->assertSame( array( 29.90 ), $this->prices( $small ) );
		$this->assertSame( array( 49.90, 44.90 ), $this->prices( $large ) );
		$this->assertSame( array(), $this->prices( wc_get_product( $parent->get_id() ) ), 'the parent has no price of its own' );

		$this->history(
			$large,
			array(
				35 => 49.90,
				20 => 46.90,
				3  => 44.90,
			)
		);
		$this->assertEqualsWithDelta( 46.90, PriceHistory::lowest_before( wc_get_product( $large->get_id() ) ), 0.001 );
		$this->assertNull( PriceHistory::reference_price( wc_get_product( $small->get_id() ) ), 'the small bottle is not on sale' );

		// The chosen variation shows its own reference.
		$parent = wc_get_product( $parent->get_id() );
		$data   = $parent->get_available_variation( wc_get_product( $large->get_id() ) );
		$this->assertStringContainsString( 'Niedrigster Preis der letzten 30 Tage: 46,90 €', self::text( $data['price_html'] ) );
		$this->assertStringContainsString( '44,90 €', self::text( $data['price_html'] ) );
		// The range of the variable product stays a range.
		$range = self::text( $parent->get_price_html() );
		$this->assertMatchesRegularExpression( '/^29,90 €\s*–\s*44,90 €/u', $range );
		$this->assertStringNotContainsString( 'Niedrigster', $range );
	}

	public function test_the_price_shows_the_30_day_reference_in_german_instead_of_the_struck_regular_price(): void {
		$html = wc_get_product( $this->bourbon()->get_id() )->get_price_html();
		$this->assertStringNotContainsString( '<del', $html, 'the regular price is no longer struck through' );
		$this->assertStringNotContainsString( '29,90', self::text( $html ) );
		$this->assertSame( '24,90 € Aktueller Preis ist: 24,90 €. Niedrigster Preis der letzten 30 Tage: 27,90 €', self::text( $html ) );
		$this->assertMatchesRegularExpression( '#<ins aria-hidden="true">.*24,90.*</ins><span class="screen-reader-text">Aktueller Preis ist: 24,90#u', html_entity_decode( $html ) );
		$this->assertStringContainsString( '<span class="tresen-price-reference">', $html );

		// A fresh shop: the regular price is the reference.
		$fresh = $this->factory()->product(
			array(
				'regular_price' => '14.90',
				'sale_price'    => '12.90',
			)
		);
		$this->assertStringEndsWith( 'Niedrigster Preis der letzten 30 Tage: 14,90 €', self::text( $fresh->get_price_html() ) );

		// Not on sale: WooCommerce's price as it was.
		$plain = $this->factory()->product( array( 'regular_price' => '9.90' ) );
		$this->assertSame( '9,90 €', self::text( $plain->get_price_html() ) );

		// Variations that all cost the same: no strike-through on the variable product either.
		$parent = $this->factory()->variable_product( array( '0,5 l' => '19.90', '1 l' => '19.90' ) );
		foreach ( $parent->get_children() as $child_id ) {
			$child = wc_get_product( $child_id );
			$child->set_sale_price( '16.90' );
			$child->save();
		}
		$parent = wc_get_product( $parent->get_id() );
		$this->assertStringNotContainsString( '<del', $parent->get_price_html() );
		$this->assertStringEndsWith( '16,90 €. Niedrigster Preis der letzten 30 Tage: 19,90 €', self::text( $parent->get_price_html() ) );
	}

	public function test_a_percentage_badge_is_computed_from_the_reference(): void {
		$product = wc_get_product( $this->bourbon()->get_id() );
		$this->assertSame( 10, PriceHistory::reduction_percent( $product ), '(27,90 − 24,90) / 27,90 = 10,75 %, rounded down' );

		// A theme whose badge computes "-17 %" from the regular price (29,90 → 24,90).
		$theme_badge = static function ( $html, $post, $badge_product ) {
			unset( $html, $post );
			$regular = (float) $badge_product->get_regular_price();
			return '<span class="onsale">-' . round( ( $regular - (float) $badge_product->get_price() ) / $regular * 100 ) . '&nbsp;%</span>';
		};
		add_filter( 'woocommerce_sale_flash', $theme_badge, 50, 3 );
		try {
			$GLOBALS['post']    = get_post( $product->get_id() );
			$GLOBALS['product'] = $product;
			$badge              = $this->render( 'woocommerce_show_product_loop_sale_flash' );
			$this->assertSame( '<span class="onsale">-10&nbsp;%</span>', trim( $badge ) );

			// On sale at the lowest price of the last 30 days: no reduction to announce, no badge.
			$this->history(
				$product,
				array(
					25 => 24.90,
					10 => 29.90,
					2  => 24.90,
				)
			);
			$this->assertSame( 0, PriceHistory::reduction_percent( $product ) );
			$this->assertSame( '', trim( $this->render( 'woocommerce_show_product_loop_sale_flash' ) ) );
		} finally {
			remove_filter( 'woocommerce_sale_flash', $theme_badge, 50 );
		}

		// The theme's own badge names no percentage and stays.
		$GLOBALS['product'] = $this->bourbon();
		$this->assertStringContainsString( 'class="onsale"', $this->render( 'woocommerce_show_product_loop_sale_flash' ) );
	}
}
