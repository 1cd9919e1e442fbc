<?php
/**
 * Cart: add, quantities, removal, hash, totals with contained VAT, stock notices.
 *
 * @package WooCommerceDouble
 */

namespace Tresen\Tests\WooCommerceDouble;

use Tresen\Tests\TestCase;

/**
 * Cart contract.
 */
class CartTest extends TestCase {

	public function test_add_same_product_twice_merges_into_one_line(): void {
		$product = $this->factory()->product( array( 'regular_price' => '25.90' ) );
		$key1    = WC()->cart->add_to_cart( $product->get_id(), 1 );
		$key2    = WC()->cart->add_to_cart( $product->get_id(), 2 );
		$this->assertIsString( $key1 );
		$this->assertSame( $key1, $key2 );
		$this->assertSame( $key1, WC()->cart->generate_cart_id( $product->get_id() ) );
		$this->assertCount( 1, WC()->cart->get_cart() );
		$this->assertSame( 3, WC()->cart->get_cart_contents_count() );
		$this->assertSame( $key1, WC()->cart->find_product_in_cart( $key1 ) );
		$this->assertSame( array( $product->get_id() => 3 ), WC()->cart->get_cart_item_quantities() );
	}

	public function test_totals_contain_19_percent_vat(): void {
		// Virtual: no shipping in the total, on any shop's zones.
		$product = $this->factory()->product( array( 'regular_price' => '25.90', 'virtual' => true ) );
		WC()->cart->add_to_cart( $product->get_id(), 2 );
		$this->assertSame( '51.80', WC()->cart->get_total( 'edit' ) );
		$this->assertSame( '8.27', wc_format_decimal( WC()->cart->get_total_tax(), 2 ) );
		$this->assertSame( '43.53', WC()->cart->get_subtotal(), 'subtotal is net, like WooCommerce' );
		$this->assertSame( "51,80\u{a0}€", html_entity_decode( wp_strip_all_tags( WC()->cart->get_cart_subtotal() ), ENT_QUOTES, 'UTF-8' ), 'subtotal is shown gross' );
		$totals = WC()->cart->get_totals();
		$this->assertSame( '51.80', $totals['total'] );
		ob_start();
		wc_cart_totals_order_total_html();
		$html = html_entity_decode( wp_strip_all_tags( (string) ob_get_clean() ), ENT_QUOTES, 'UTF-8' );
		$this->assertStringContainsString( "51,80\u{a0}€", $html );
		$this->assertStringContainsString( "8,27\u{a0}€", $html );
	}

	public function test_set_quantity_and_remove_change_hash_and_fire_hooks(): void {
		$product = $this->factory()->product();
		$key     = WC()->cart->add_to_cart( $product->get_id() );
		$hash1   = WC()->cart->get_cart_hash();
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{32}$/', $hash1 );
		WC()->cart->set_quantity( $key, 4 );
		$this->assertSame( 4, WC()->cart->get_cart_item( $key )['quantity'] );
		$this->assertNotSame( $hash1, WC()->cart->get_cart_hash() );
		$removed = array();
		add_action(
			'woocommerce_cart_item_removed',
			static function ( $k ) use ( &$removed ) {
				$removed[] = $k;
			}
		);
		$this->assertTrue( WC()->cart->remove_cart_item( $key ) );
		$this->assertSame( array( $key ), $removed );
		$this->assertTrue( WC()->cart->is_empty() );
		$this->assertSame( '', WC()->cart->get_cart_hash() );
		$this->assertFalse( WC()->cart->remove_cart_item( $key ), 'unknown key' );
	}

	public function test_out_of_stock_product_is_refused_with_woocommerces_notice(): void {
		$product = $this->factory()->product( array( 'stock_status' => 'outofstock' ) );
		$this->assertFalse( WC()->cart->add_to_cart( $product->get_id() ) );
		$errors = wc_get_notices( 'error' );
		$this->assertCount( 1, $errors );
		$this->assertStringContainsString( $product->get_name(), $errors[0]['notice'] );
		$this->assertTrue( WC()->cart->is_empty() );
	}

	public function test_more_than_stock_is_refused(): void {
		$product = $this->factory()->product( array( 'stock_quantity' => 2 ) );
		$this->assertIsString( WC()->cart->add_to_cart( $product->get_id(), 2 ) );
		$this->assertFalse( WC()->cart->add_to_cart( $product->get_id(), 1 ) );
		$this->assertSame( 1, wc_notice_count( 'error' ) );
		$this->assertSame( 2, WC()->cart->get_cart_contents_count() );
	}

	public function test_validation_filter_can_refuse(): void {
		$product = $this->factory()->product();
		add_filter( 'woocommerce_add_to_cart_validation', '__return_false' );
		$reply = $this->ajax_json( 'wc_ajax_add_to_cart', array( 'product_id' => $product->get_id() ) );
		remove_filter( 'woocommerce_add_to_cart_validation', '__return_false' );
		$this->assertTrue( $reply['error'] );
		$this->assertTrue( WC()->cart->is_empty() );
	}

	public function test_variable_product_needs_a_variation(): void {
		$parent = $this->factory()->variable_product();
		$this->assertFalse( WC()->cart->add_to_cart( $parent->get_id() ) );
		$this->assertSame( 1, wc_notice_count( 'error' ) );
		$variation_id = $parent->get_children()[1];
		$key          = WC()->cart->add_to_cart( $parent->get_id(), 1, $variation_id );
		$item         = WC()->cart->get_cart_item( $key );
		$this->assertSame( $variation_id, $item['variation_id'] );
		$this->assertSame( array( 'attribute_' . sanitize_title( 'Größe' ) => '0,7 l' ), $item['variation'] );
		// The chosen variation's price (gross) makes the cart contents; shipping comes on top.
		$this->assertSame( '34.90', wc_format_decimal( (float) WC()->cart->get_cart_contents_total() + (float) WC()->cart->get_cart_contents_tax(), 2 ) );
	}

	public function test_remove_url_carries_the_cart_nonce(): void {
		$url = wc_get_cart_remove_url( 'abc' );
		$this->assertStringStartsWith( wc_get_cart_url(), $url );
		$this->assertStringContainsString( 'remove_item=abc', $url );
		parse_str( (string) wp_parse_url( html_entity_decode( $url ), PHP_URL_QUERY ), $query );
		$this->assertSame( 1, wp_verify_nonce( $query['_wpnonce'], 'woocommerce-cart' ) );
	}

	public function test_notices_print_with_woocommerce_markup_and_clear(): void {
		wc_add_notice( 'Fehler A', 'error' );
		wc_add_notice( 'Erfolg B', 'success' );
		wc_add_notice( 'Info C', 'notice' );
		$this->assertSame( 3, wc_notice_count() );
		$html = wc_print_notices( true );
		$this->assertMatchesRegularExpression( '#<ul class="woocommerce-error" role="alert">\s*<li>\s*Fehler A#', $html );
		$this->assertMatchesRegularExpression( '#<div class="woocommerce-message"[^>]*role="alert"[^>]*>\s*Erfolg B#', $html );
		$this->assertMatchesRegularExpression( '#<div class="woocommerce-info"[^>]*>\s*Info C#', $html );
		$this->assertSame( 0, wc_notice_count() );
	}
}
