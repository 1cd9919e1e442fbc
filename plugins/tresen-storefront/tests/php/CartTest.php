<?php
/**
 * Storefront cart: fragments, the mini-cart quantity endpoint, the mini cart
 * template and the replacement of WooCommerce's classic scripts.
 *
 * @package Tresen\Storefront
 */

namespace Tresen\Storefront\Tests;

use Tresen\Tests\TestCase;
use Tresen\Storefront\Cart\Cart;
use Tresen\Storefront\Cart\Fragments;
use Tresen\Storefront\Cart\QuantityButtons;
use Tresen\Storefront\Cart\QuantityEndpoint;
use Tresen\Storefront\Plugin;

/**
 * What a shopper sees of the cart on the server side.
 */
class CartTest extends TestCase {

	private const ACTION = 'wp_ajax_nopriv_' . QuantityEndpoint::ACTION;

	/**
	 * Puts a product in the cart and returns [ key, product ].
	 *
	 * @param int                  $quantity Quantity.
	 * @param array<string, mixed> $args     Product args.
	 * @return array{0: string, 1: \WC_Product}
	 */
	private function cart_with( int $quantity, array $args = array() ): array {
		$product = $this->factory()->product( $args );
		$key     = WC()->cart->add_to_cart( $product->get_id(), $quantity );
		$this->assertIsString( $key, 'The product could not be added to the cart.' );
		return array( $key, $product );
	}

	/**
	 * Nonce the fragments give the page.
	 */
	private function fragment_nonce(): string {
		$fragments = apply_filters( 'woocommerce_add_to_cart_fragments', array() );
		$this->assertArrayHasKey( Fragments::SESSION_SELECTOR, $fragments );
		$this->assertSame( 1, preg_match( '/data-nonce="([^"]+)"/', $fragments[ Fragments::SESSION_SELECTOR ], $m ) );
		return $m[1];
	}

	public function test_fragments_carry_the_cart_count_and_a_working_nonce(): void {
		$this->cart_with( 2 );
		$this->cart_with( 1 );
		$fragments = apply_filters( 'woocommerce_add_to_cart_fragments', array() );
		$this->assertArrayHasKey( Fragments::COUNT_SELECTOR, $fragments );
		$this->assertMatchesRegularExpression( '#<span class="cart-count" data-cart-count="3">3</span>#', $fragments[ Fragments::COUNT_SELECTOR ] );
		$this->assertSame( 1, wp_verify_nonce( $this->fragment_nonce(), QuantityEndpoint::NONCE_ACTION ) );
	}

	public function test_mini_cart_quantity_changes_the_cart_and_answers_with_fragments(): void {
		list( $key ) = $this->cart_with( 1 );
		$reply       = $this->ajax_json(
			self::ACTION,
			array(
				'quantity'      => '3',
				'cart_item_key' => $key,
				'security'      => $this->fragment_nonce(),
			)
		);
		$this->assertSame( 3, (int) WC()->cart->get_cart_item( $key )['quantity'] );
		$this->assertArrayHasKey( 'fragments', $reply );
		$this->assertArrayHasKey( 'cart_hash', $reply );
		$this->assertStringContainsString( 'data-cart-count="3"', $reply['fragments'][ Fragments::COUNT_SELECTOR ] );
		$this->assertArrayHasKey( 'div.widget_shopping_cart_content', $reply['fragments'] );
	}

	public function test_quantity_zero_removes_the_item(): void {
		list( $key ) = $this->cart_with( 2 );
		$this->ajax_json(
			self::ACTION,
			array(
				'quantity'      => '0',
				'cart_item_key' => $key,
				'security'      => $this->fragment_nonce(),
			)
		);
		$this->assertTrue( WC()->cart->is_empty() );
	}

	public function test_a_request_without_a_valid_nonce_changes_nothing(): void {
		list( $key ) = $this->cart_with( 1 );
		$reply       = $this->ajax_json(
			self::ACTION,
			array(
				'quantity'      => '5',
				'cart_item_key' => $key,
				'security'      => 'forged',
			)
		);
		$this->assertFalse( $reply['success'] );
		$this->assertSame( 'invalid_nonce', $reply['data']['code'] );
		$this->assertSame( 1, (int) WC()->cart->get_cart_item( $key )['quantity'] );
	}

	public function test_more_than_in_stock_is_refused_with_a_message(): void {
		list( $key ) = $this->cart_with( 1, array( 'stock_quantity' => 2 ) );
		$reply       = $this->ajax_json(
			self::ACTION,
			array(
				'quantity'      => '5',
				'cart_item_key' => $key,
				'security'      => $this->fragment_nonce(),
			)
		);
		$this->assertFalse( $reply['success'] );
		$this->assertStringContainsString( '2', $reply['data']['message'] );
		$this->assertSame( 1, (int) WC()->cart->get_cart_item( $key )['quantity'] );
	}

	public function test_unknown_items_and_bad_quantities_are_refused(): void {
		list( $key ) = $this->cart_with( 1 );
		$nonce       = $this->fragment_nonce();
		$unknown     = $this->ajax_json(
			self::ACTION,
			array(
				'quantity'      => '2',
				'cart_item_key' => 'not-in-this-cart',
				'security'      => $nonce,
			)
		);
		$this->assertSame( 'unknown_item', $unknown['data']['code'] );
		foreach ( array( '-1', 'abc', '', 'O:8:"stdClass":0:{}' ) as $bad ) {
			$reply = $this->ajax_json(
				self::ACTION,
				array(
					'quantity'      => $bad,
					'cart_item_key' => $key,
					'security'      => $nonce,
				)
			);
			$this->assertSame( 'invalid_quantity', $reply['data']['code'], "Quantity {$bad}" );
		}
		$this->assertSame( 1, (int) WC()->cart->get_cart_item( $key )['quantity'] );
	}

	public function test_mini_cart_lists_items_with_quantity_field_and_remove_link(): void {
		list( $key, $product ) = $this->cart_with( 2, array( 'name' => 'Haselnuss-Rum' ) );
		$html                  = $this->render( 'woocommerce_mini_cart' );
		$this->assertStringContainsString( 'data-cart_item_key="' . $key . '"', $html );
		$this->assertMatchesRegularExpression( '/class="remove remove_from_cart_button"[^>]*data-product_id="' . $product->get_id() . '"/', $html );
		$this->assertMatchesRegularExpression( '/<input[^>]*class="[^"]*qty[^"]*"[^>]*>/', $html );
		$this->assertMatchesRegularExpression( '/name="cart\[' . $key . '\]\[qty\]"[^>]*value="2"|value="2"[^>]*name="cart\[' . $key . '\]\[qty\]"/', $html );
		$this->assertStringContainsString( 'Haselnuss-Rum', $html );
	}

	public function test_settings_hold_nothing_per_visitor(): void {
		$guest = wp_json_encode( Cart::settings() );
		wp_set_current_user( $this->factory()->user()->ID );
		$this->cart_with( 1 );
		$this->assertSame( $guest, wp_json_encode( Cart::settings() ), 'Cached pages would leak one visitor\'s data to another.' );
		$this->assertStringNotContainsString( 'nonce', strtolower( $guest ) );
	}

	public function test_woocommerce_classic_scripts_become_aliases_of_ours(): void {
		wp_register_script( 'tresen-cart-test', 'https://example.test/cart.js', array(), '1', true );
		wp_register_script( 'wc-add-to-cart-variation', 'https://example.test/wc.js', array( 'jquery' ), '1', true );
		wp_enqueue_script( 'wc-add-to-cart-variation' );
		Cart::replace_handles( 'tresen-cart-test' );
		$registered = wp_scripts()->registered['wc-add-to-cart-variation'];
		$this->assertFalse( $registered->src );
		$this->assertSame( array( 'tresen-cart-test' ), $registered->deps );
		$this->assertTrue( wp_script_is( 'wc-add-to-cart-variation', 'enqueued' ) );
		$this->assertFalse( wp_script_is( 'wc-add-to-cart', 'enqueued' ) );
		foreach ( Cart::REPLACED_HANDLES as $handle ) {
			wp_deregister_script( $handle );
		}
		wp_deregister_script( 'tresen-cart-test' );
	}

	public function test_the_mini_cart_quantity_endpoint_answers_on_wc_ajax(): void {
		$product = $this->factory()->product();
		$key     = WC()->cart->add_to_cart( $product->get_id(), 1 );
		$this->assertIsString( $key );
		$fragments = apply_filters( 'woocommerce_add_to_cart_fragments', array() );
		$this->assertSame( 1, preg_match( '/data-nonce="([^"]+)"/', $fragments[ Fragments::SESSION_SELECTOR ], $m ) );

		$reply = $this->ajax_json(
			'wc_ajax_' . QuantityEndpoint::ACTION,
			array(
				'quantity'      => '2',
				'cart_item_key' => $key,
				'security'      => $m[1],
			)
		);
		$this->assertSame( 2, (int) WC()->cart->get_cart_item( $key )['quantity'] );
		$this->assertStringContainsString( 'data-cart-count="2"', $reply['fragments'][ Fragments::COUNT_SELECTOR ] );
	}

	/**
	 * A quantity field as the product page prints it, with the cart entry
	 * on the page (or not).
	 *
	 * @param array<string, mixed> $args   woocommerce_quantity_input() arguments.
	 * @param bool                 $script Whether the cart entry is enqueued.
	 */
	private function quantity_field( array $args, bool $script = true ): string {
		$handle = Plugin::assets()->handle( Cart::ENTRY );
		if ( $script ) {
			wp_register_script( $handle, Plugin::url( 'build/cart.js' ), array(), '1', true );
			wp_enqueue_script( $handle );
		}
		try {
			return (string) woocommerce_quantity_input( $args, $this->factory()->product(), false );
		} finally {
			wp_dequeue_script( $handle );
			wp_deregister_script( $handle );
		}
	}

	public function test_quantity_fields_come_with_their_minus_and_plus_buttons(): void {
		$this->assertTrue( Plugin::assets()->exists( Cart::ENTRY ), 'The storefront build is missing (npm run build).' );
		switch_to_locale( 'de_DE' );
		try {
			$html = $this->quantity_field( array( 'input_id' => 'qty-test' ) );
		} finally {
			restore_previous_locale();
		}
		$this->assertMatchesRegularExpression(
			'#<div class="quantity">\s*<button type="button" class="tresen-qty__btn tresen-qty__minus" aria-label="Menge verringern" aria-controls="qty-test">−</button>.*<input[^>]*id="qty-test"[^>]*/>\s*<button type="button" class="tresen-qty__btn tresen-qty__plus" aria-label="Menge erhöhen" aria-controls="qty-test">\+</button>\s*</div>#s',
			$html
		);
	}

	public function test_without_javascript_the_buttons_are_not_shown(): void {
		$handle = Plugin::assets()->handle( Cart::ENTRY );
		wp_register_script( $handle, Plugin::url( 'build/cart.js' ), array(), '1', true );
		wp_enqueue_script( $handle );
		ob_start();
		QuantityButtons::without_script();
		$head = (string) ob_get_clean();
		wp_dequeue_script( $handle );
		wp_deregister_script( $handle );
		$this->assertStringContainsString( '<noscript><style>.tresen-qty__btn{display:none}</style></noscript>', $head, 'Without JavaScript the buttons would do nothing.' );
	}

	public function test_a_fixed_quantity_or_a_page_without_the_cart_script_gets_no_buttons(): void {
		$this->assertStringNotContainsString( 'tresen-qty__btn', $this->quantity_field( array( 'min_value' => 1.0, 'max_value' => 1.0 ) ), 'A hidden field (min = max) has nothing to step.' );
		$this->assertStringNotContainsString( 'tresen-qty__btn', $this->quantity_field( array( 'readonly' => true ) ) );
		$this->assertStringNotContainsString( 'tresen-qty__btn', $this->quantity_field( array(), false ), 'Without the cart entry the buttons would be dead.' );
		ob_start();
		QuantityButtons::without_script();
		$this->assertSame( '', (string) ob_get_clean() );
		$this->assertStringContainsString( 'tresen-qty__btn', $this->quantity_field( array() ) );
	}
}
