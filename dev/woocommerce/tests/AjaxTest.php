<?php
/**
 * wc-ajax endpoints reply like WooCommerce.
 *
 * @package WooCommerceDouble
 */

namespace Tresen\Tests\WooCommerceDouble;

use Tresen\Tests\TestCase;

/**
 * wc-ajax contract.
 */
class AjaxTest extends TestCase {

	public function test_endpoint_url_template(): void {
		$this->assertSame( '/?wc-ajax=%%endpoint%%', \WC_AJAX::get_endpoint( '%%endpoint%%' ) );
		$this->assertSame( '/?wc-ajax=add_to_cart', \WC_AJAX::get_endpoint( 'add_to_cart' ) );
	}

	public function test_add_to_cart_success_returns_fragments_and_cart_hash(): void {
		$product = $this->factory()->product( array( 'name' => 'Haselnussgeist' ) );
		$fired   = 0;
		add_action(
			'woocommerce_ajax_added_to_cart',
			static function () use ( &$fired ) {
				++$fired;
			}
		);
		$reply = $this->ajax_json(
			'wc_ajax_add_to_cart',
			array(
				'product_id'  => (string) $product->get_id(),
				'quantity'    => '2',
				'product_sku' => $product->get_sku(),
			)
		);
		$this->assertSame( array( 'fragments', 'cart_hash' ), array_keys( $reply ) );
		$this->assertSame( WC()->cart->get_cart_hash(), $reply['cart_hash'] );
		$this->assertArrayHasKey( 'div.widget_shopping_cart_content', $reply['fragments'] );
		$mini = $reply['fragments']['div.widget_shopping_cart_content'];
		$this->assertStringStartsWith( '<div class="widget_shopping_cart_content">', $mini );
		$this->assertStringContainsString( 'ul class="woocommerce-mini-cart', $mini );
		$this->assertStringContainsString( 'Haselnussgeist', $mini );
		$this->assertMatchesRegularExpression( '/class="remove remove_from_cart_button"[^>]*data-product_id="' . $product->get_id() . '"[^>]*data-cart_item_key="[a-f0-9]{32}"/', $mini );
		$this->assertSame( 2, WC()->cart->get_cart_contents_count() );
		$this->assertSame( 1, $fired );
	}

	public function test_add_to_cart_of_out_of_stock_product_returns_error_and_product_url(): void {
		$product = $this->factory()->product( array( 'stock_status' => 'outofstock' ) );
		$reply   = $this->ajax_json( 'wc_ajax_add_to_cart', array( 'product_id' => (string) $product->get_id() ) );
		$this->assertSame(
			array(
				'error'       => true,
				'product_url' => get_permalink( $product->get_id() ),
			),
			$reply
		);
	}

	public function test_add_to_cart_of_draft_is_an_error(): void {
		$product = $this->factory()->product();
		wp_update_post(
			array(
				'ID'          => $product->get_id(),
				'post_status' => 'draft',
			)
		);
		$reply = $this->ajax_json( 'wc_ajax_add_to_cart', array( 'product_id' => (string) $product->get_id() ) );
		$this->assertTrue( $reply['error'] );
	}

	public function test_remove_from_cart(): void {
		$product = $this->factory()->product();
		$key     = WC()->cart->add_to_cart( $product->get_id() );
		$reply   = $this->ajax_json( 'wc_ajax_remove_from_cart', array( 'cart_item_key' => $key ) );
		$this->assertSame( '', $reply['cart_hash'] );
		$this->assertStringContainsString( 'woocommerce-mini-cart__empty-message', $reply['fragments']['div.widget_shopping_cart_content'] );
		$this->assertTrue( WC()->cart->is_empty() );

		$unknown = $this->ajax_json( 'wc_ajax_remove_from_cart', array( 'cart_item_key' => 'nope' ) );
		$this->assertSame( array( 'success' => false ), $unknown );
	}

	public function test_refreshed_fragments_apply_the_fragment_filter(): void {
		$filter = static function ( $fragments ) {
			$fragments['span.tresen-cart-count'] = '<span class="tresen-cart-count">' . WC()->cart->get_cart_contents_count() . '</span>';
			return $fragments;
		};
		add_filter( 'woocommerce_add_to_cart_fragments', $filter );
		WC()->cart->add_to_cart( $this->factory()->product()->get_id(), 3 );
		$reply = $this->ajax_json( 'wc_ajax_get_refreshed_fragments' );
		remove_filter( 'woocommerce_add_to_cart_fragments', $filter );
		$this->assertSame( '<span class="tresen-cart-count">3</span>', $reply['fragments']['span.tresen-cart-count'] );
		$this->assertArrayHasKey( 'div.widget_shopping_cart_content', $reply['fragments'] );
		$this->assertSame( WC()->cart->get_cart_hash(), $reply['cart_hash'] );
	}

	public function test_get_variation_returns_the_matching_variation(): void {
		$parent = $this->factory()->variable_product( array( '0,35 l' => '19.90', '0,7 l' => '34.90' ) );
		$reply  = $this->ajax_json(
			'wc_ajax_get_variation',
			array(
				'product_id'       => (string) $parent->get_id(),
				'attribute_' . sanitize_title( 'Größe' ) => '0,7 l',
			)
		);
		$this->assertSame( $parent->get_children()[1], $reply['variation_id'] );
		$this->assertEqualsWithDelta( 34.90, $reply['display_price'], 0.001 );
		$none = $this->ajax( 'wc_ajax_get_variation', array( 'product_id' => (string) $parent->get_id(), 'attribute_' . sanitize_title( 'Größe' ) => '5 l' ) );
		$this->assertSame( 'false', $none );
	}
}
