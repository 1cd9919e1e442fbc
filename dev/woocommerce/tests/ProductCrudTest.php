<?php
/**
 * Products: CRUD round trips in WooCommerce's storage, prices, variations.
 *
 * @package WooCommerceDouble
 */

namespace Tresen\Tests\WooCommerceDouble;

use Tresen\Tests\TestCase;

/**
 * Product contract.
 */
class ProductCrudTest extends TestCase {

	public function test_simple_product_round_trip_uses_woocommerce_meta_keys(): void {
		$product = new \WC_Product_Simple();
		$product->set_name( 'Gin Tonic Set' );
		$product->set_status( 'publish' );
		$product->set_regular_price( '25.90' );
		$product->set_sale_price( '22.50' );
		$product->set_sku( 'GIN-SET-1' );
		$product->set_manage_stock( true );
		$product->set_stock_quantity( 7 );
		$product->update_meta_data( '_tresen_volume_ml', 350 );
		$id = $product->save();

		$this->assertGreaterThan( 0, $id );
		$this->assertSame( 'product', get_post_type( $id ) );
		$this->assertSame( '25.90', get_post_meta( $id, '_regular_price', true ) );
		$this->assertSame( '22.50', get_post_meta( $id, '_sale_price', true ) );
		$this->assertSame( '22.50', get_post_meta( $id, '_price', true ), 'the active price is the sale price' );
		$this->assertSame( 'GIN-SET-1', get_post_meta( $id, '_sku', true ) );
		$this->assertSame( 'yes', get_post_meta( $id, '_manage_stock', true ) );
		$this->assertSame( '7', (string) get_post_meta( $id, '_stock', true ) );
		$this->assertSame( 'instock', get_post_meta( $id, '_stock_status', true ) );
		$this->assertTrue( has_term( 'simple', 'product_type', $id ) );

		$read = wc_get_product( $id );
		$this->assertInstanceOf( \WC_Product_Simple::class, $read );
		$this->assertSame( 'Gin Tonic Set', $read->get_name() );
		$this->assertTrue( $read->is_on_sale() );
		$this->assertSame( 7, $read->get_stock_quantity() );
		$this->assertTrue( $read->is_purchasable() );
		$this->assertSame( 350, (int) $read->get_meta( '_tresen_volume_ml' ) );
		$this->assertSame( __( 'Add to cart', 'woocommerce' ), $read->add_to_cart_text() );
		$this->assertStringContainsString( 'add-to-cart=' . $id, $read->add_to_cart_url() );
	}

	public function test_stock_zero_makes_the_product_out_of_stock(): void {
		$product = $this->factory()->product( array( 'stock_quantity' => 0 ) );
		$read    = wc_get_product( $product->get_id() );
		$this->assertSame( 'outofstock', $read->get_stock_status() );
		$this->assertFalse( $read->is_in_stock() );
		$this->assertTrue( has_term( 'outofstock', 'product_visibility', $product->get_id() ) );
	}

	public function test_meta_written_directly_is_read_through_get_meta(): void {
		$product = $this->factory()->product();
		update_post_meta( $product->get_id(), '_tresen_alcohol_percent', 43.5 );
		$this->assertSame( '43.5', (string) wc_get_product( $product->get_id() )->get_meta( '_tresen_alcohol_percent' ) );
	}

	public function test_variable_product_price_is_the_range_of_its_variations(): void {
		$parent = $this->factory()->variable_product( array( '0,35 l' => '19.90', '0,7 l' => '34.90' ) );
		$this->assertInstanceOf( \WC_Product_Variable::class, $parent );
		$this->assertCount( 2, $parent->get_children() );
		$this->assertSame( '19.90', $parent->get_price() );
		$html = wp_strip_all_tags( html_entity_decode( $parent->get_price_html(), ENT_QUOTES, 'UTF-8' ) );
		$this->assertStringContainsString( "19,90\u{a0}€", $html );
		$this->assertStringContainsString( "34,90\u{a0}€", $html );
		$this->assertSame( '19.90', get_post_meta( $parent->get_id(), '_price', true ), 'parent _price is synced to the lowest variation' );
		$this->assertSame( array( 'Größe' => array( '0,35 l', '0,7 l' ) ), $parent->get_variation_attributes() );
	}

	public function test_available_variations_have_woocommerce_shape(): void {
		$parent     = $this->factory()->variable_product( array( '0,35 l' => '19.90', '0,7 l' => '34.90' ) );
		$variations = $parent->get_available_variations();
		$this->assertCount( 2, $variations );
		$first = $variations[0];
		foreach ( array( 'variation_id', 'attributes', 'display_price', 'display_regular_price', 'price_html', 'is_in_stock', 'max_qty', 'min_qty', 'sku', 'image', 'variation_is_active', 'variation_is_visible', 'availability_html' ) as $key ) {
			$this->assertArrayHasKey( $key, $first );
		}
		$this->assertSame( array( 'attribute_' . sanitize_title( 'Größe' ) => '0,35 l' ), $first['attributes'] );
		$this->assertEqualsWithDelta( 19.90, $first['display_price'], 0.001 );
		$this->assertTrue( $first['is_in_stock'] );
		$this->assertSame( 1, $first['min_qty'] );
		$this->assertArrayHasKey( 'src', $first['image'] );
		$this->assertStringContainsString( '19,90', $first['price_html'] );

		$variation = wc_get_product( $first['variation_id'] );
		$this->assertSame( $parent->get_id(), $variation->get_parent_id() );
		$this->assertSame( '0,35 l', get_post_meta( $variation->get_id(), 'attribute_' . sanitize_title( 'Größe' ), true ) );
		$this->assertStringContainsString( '0,35 l', $variation->get_name() );
	}

	public function test_wc_get_products_filters_by_category_and_paginates(): void {
		$term = wp_insert_term( 'Gin', 'product_cat' );
		$a    = $this->factory()->product( array( 'category_ids' => array( $term['term_id'] ) ) );
		$b    = $this->factory()->product( array( 'category_ids' => array( $term['term_id'] ) ) );
		$this->factory()->product();
		$ids = wc_get_products(
			array(
				'category' => array( 'gin' ),
				'return'   => 'ids',
				'limit'    => -1,
			)
		);
		sort( $ids );
		$this->assertSame( array( $a->get_id(), $b->get_id() ), $ids );
		$page = wc_get_products(
			array(
				'category' => array( 'gin' ),
				'limit'    => 1,
				'paginate' => true,
			)
		);
		$this->assertSame( 2, $page->total );
		$this->assertSame( 2, $page->max_num_pages );
		$this->assertInstanceOf( \WC_Product::class, $page->products[0] );
	}

	public function test_duplicate_sku_is_refused(): void {
		$this->factory()->product( array( 'sku' => 'DUP-1' ) );
		$other = $this->factory()->product();
		$this->expectException( \WC_Data_Exception::class );
		$other->set_sku( 'DUP-1' );
	}

	public function test_ids_on_sale_follow_product_saves(): void {
		$sale    = $this->factory()->product( array( 'regular_price' => '30.00', 'sale_price' => '25.00' ) );
		$regular = $this->factory()->product();
		$this->assertContains( $sale->get_id(), wc_get_product_ids_on_sale() );
		$this->assertNotContains( $regular->get_id(), wc_get_product_ids_on_sale() );
		$sale->set_sale_price( '' );
		$sale->save();
		$this->assertNotContains( $sale->get_id(), wc_get_product_ids_on_sale(), 'the cache is cleared on save' );
	}
}
