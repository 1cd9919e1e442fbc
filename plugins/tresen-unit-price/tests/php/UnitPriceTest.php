<?php
/**
 * The unit price a shopper sees next to the price.
 *
 * @package Tresen\UnitPrice
 */

namespace Tresen\UnitPrice\Tests;

use Tresen\Tests\TestCase;
use Tresen\UnitPrice\UnitPrice;

/**
 * Unit price (Grundpreis).
 */
class UnitPriceTest extends TestCase {

	public function test_a_350_ml_spirit_at_25_90_costs_74_euros_per_litre(): void {
		$product = $this->factory()->product( array( 'regular_price' => '25.90' ) );
		$this->assertSame( '74,00&nbsp;&euro; / 1 l', wp_strip_all_tags( str_replace( '<span class="woocommerce-Price-currencySymbol">', '', UnitPrice::html( $product ) ) ) );
	}

	public function test_the_sale_price_is_the_base_of_the_unit_price(): void {
		$product = $this->factory()->product( array( 'regular_price' => '29.90', 'sale_price' => '21.00' ) );
		$this->assertSame( 60.0, UnitPrice::of( $product )['price'] );
	}

	public function test_a_product_without_content_data_shows_no_unit_price(): void {
		$product = $this->factory()->product( array( 'meta' => array() ) );
		$this->assertNull( UnitPrice::of( $product ) );
		$this->assertSame( '', UnitPrice::html( $product ) );
	}

	public function test_the_product_page_prints_it_under_the_price(): void {
		$product = $this->factory()->product( array( 'regular_price' => '25.90' ) );
		$this->go_to( '/?post_type=product&p=' . $product->get_id() );
		$this->assertTrue( is_product() );
		$html = $this->render( 'do_action', 'woocommerce_single_product_summary' );
		$this->assertMatchesRegularExpression( '#<p class="price-unit"><span class="tresen-unit-price">.*74,00.*/ 1 l</span></p>#s', $html );
		$this->assertLessThan( strpos( $html, 'price-unit' ), strpos( $html, 'class="price"' ), 'the unit price follows the price' );
	}

	public function test_each_variation_carries_its_own_unit_price(): void {
		$parent = $this->factory()->variable_product( array( '0,35 l' => '19.90', '0,7 l' => '34.90' ) );
		foreach ( $parent->get_children() as $id ) {
			$variation = wc_get_product( $id );
			$variation->update_meta_data( '_tresen_unit', 'l' );
			$variation->update_meta_data( '_tresen_unit_amount', '19.90' === $variation->get_regular_price() ? 0.35 : 0.7 );
			$variation->save();
		}
		$parent = wc_get_product( $parent->get_id() );
		$html   = array_map(
			static function ( $v ) {
				return wp_strip_all_tags( $v['unit_price_html'] ?? '' );
			},
			$parent->get_available_variations()
		);
		sort( $html );
		$this->assertStringContainsString( '49,86', $html[0] ); // 34,90 € / 0,7 l.
		$this->assertStringContainsString( '56,86', $html[1] ); // 19,90 € / 0,35 l.
	}

	public function test_the_product_page_loads_the_refresh_script_with_its_settings(): void {
		$product = $this->factory()->product( array( 'regular_price' => '25.90' ) );
		$this->go_to( '/?post_type=product&p=' . $product->get_id() );
		$this->render( 'do_action', 'woocommerce_single_product_summary' );
		$this->assertTrue( wp_script_is( 'tresen-unit-price-unit-price', 'enqueued' ) );
		$inline = implode( '', (array) wp_scripts()->get_data( 'tresen-unit-price-unit-price', 'before' ) );
		$this->assertMatchesRegularExpression( '/window\.tresenUnitPrice = \{/', $inline );
		$settings = json_decode( (string) preg_replace( '/^.*?window\.tresenUnitPrice = (\{.*\});.*$/s', '$1', $inline ), true );
		$this->assertStringContainsString( 'wc-ajax=gzd_refresh_unit_price', $settings['ajaxUrl'] );
		$this->assertSame( 1, wp_verify_nonce( $settings['nonce'], \Tresen\UnitPrice\RefreshEndpoint::NONCE_ACTION ) );
		$this->assertSame( ',', $settings['decimalSeparator'] );
		$this->assertSame( '.', $settings['thousandSeparator'] );
		$this->assertSame( 500, $settings['refreshDelayMs'] );
		$this->assertSame( 250, $settings['initialDelayMs'] );
		$this->assertTrue( $settings['priceSelector']['.summary .price']['is_primary_selector'] );
	}

	public function test_the_shop_list_prints_unit_prices_without_the_refresh_script(): void {
		$product = $this->factory()->product( array( 'regular_price' => '25.90' ) );
		$this->go_to( '/?post_type=product' );
		$GLOBALS['product'] = $product;
		$html = $this->render( 'do_action', 'woocommerce_after_shop_loop_item_title' );
		unset( $GLOBALS['product'] );
		$this->assertStringContainsString( '<p class="price-unit"><span class="tresen-unit-price">', $html );
		$this->assertFalse( wp_script_is( 'tresen-unit-price-unit-price', 'enqueued' ) );
	}

	public function test_a_live_search_suggestion_gets_the_unit_price_beside_its_price_through_the_storefront_filter(): void {
		$product = $this->factory()->product( array( 'regular_price' => '25.90' ) );
		$price   = (string) $product->get_price_html();
		$html    = (string) apply_filters( 'tresen_search_suggestion_price', $price, $product );
		$this->assertStringStartsWith( $price, $html, 'the price stays first' );
		$this->assertMatchesRegularExpression( '#^ <span class="price-unit"><span class="tresen-unit-price">.*74,00.*/ 1 l</span></span>$#s', substr( $html, strlen( $price ) ) );

		$none = $this->factory()->product( array( 'meta' => array() ) );
		$this->assertSame( 'x', apply_filters( 'tresen_search_suggestion_price', 'x', $none ), 'no content data, no unit price' );
		$this->assertSame( '', apply_filters( 'tresen_search_suggestion_price', '', $product ), 'no price, no unit price' );
	}

	public function test_a_theme_prints_a_refreshed_block_with_the_action(): void {
		$product = $this->factory()->product( array( 'regular_price' => '25.90' ) );
		$this->go_to( '/' );
		$html = $this->render( 'do_action', 'tresen_unit_price', $product );
		$this->assertMatchesRegularExpression( '#^<p class="price-unit"><span class="tresen-unit-price">.*74,00.*/ 1 l</span></p>$#s', $html );
		$this->assertTrue( wp_script_is( 'tresen-unit-price-unit-price', 'enqueued' ) );
		$this->assertSame( '', $this->render( 'do_action', 'tresen_unit_price', $this->factory()->product( array( 'meta' => array() ) ) ) );
	}

	public function test_the_action_gives_a_variable_product_an_empty_hidden_block_for_its_variations(): void {
		$parent = $this->factory()->variable_product( array( '0,7 l' => '34.90' ) );
		$parent->update_meta_data( '_tresen_unit', 'l' );
		$parent->save();
		$this->go_to( '/' );
		$html = $this->render( 'do_action', 'tresen_unit_price', wc_get_product( $parent->get_id() ) );
		$this->assertSame( '<p class="price-unit" hidden></p>', $html );
		$this->assertTrue( wp_script_is( 'tresen-unit-price-unit-price', 'enqueued' ) );
	}

	public function test_a_variable_product_page_loads_the_script_and_its_variations_carry_their_blocks(): void {
		$parent = $this->factory()->variable_product( array( '0,7 l' => '34.90' ) );
		$parent->update_meta_data( '_tresen_unit', 'l' );
		$parent->save();
		$variation = wc_get_product( $parent->get_children()[0] );
		$variation->update_meta_data( '_tresen_unit_amount', 0.7 );
		$variation->save();
		$this->go_to( '/?post_type=product&p=' . $parent->get_id() );
		$GLOBALS['product'] = wc_get_product( $parent->get_id() );
		$html = $this->render( array( UnitPrice::class, 'print_observed_for_current_product' ) );
		unset( $GLOBALS['product'] );
		$this->assertSame( '', $html, 'no unit price for the range' );
		$this->assertTrue( wp_script_is( 'tresen-unit-price-unit-price', 'enqueued' ) );
		$data = wc_get_product( $parent->get_id() )->get_available_variations();
		$this->assertMatchesRegularExpression( '#^<p class="price-unit"><span class="tresen-unit-price">.*49,86.*</span></p>$#s', $data[0]['unit_price_html'] );
	}
}
