<?php
/**
 * WooCommerce markup the theme fixes for accessibility: labels that contain
 * the visible text, valid row headers in the cart, heading levels on the
 * checkout. Both lanes.
 *
 * @package Tresen\Theme
 */

namespace Tresen\Theme\Tests;

use Tresen\Tests\TestCase;

/**
 * Markup fixes.
 */
class AccessibilityMarkupTest extends TestCase {

	public function test_the_shop_lists_buttons_are_named_by_their_visible_text(): void {
		foreach ( array( $this->factory()->product( array( 'name' => 'Tresen Dry Gin 0,35 l' ) ), $this->factory()->variable_product() ) as $product ) {
			$html = $this->render(
				static function () use ( $product ) {
					$GLOBALS['product'] = $product;
					woocommerce_template_loop_add_to_cart();
				}
			);
			$this->assertSame( 1, preg_match( '#<a [^>]*aria-label="([^"]*)"[^>]*>(.*?)</a>#s', $html, $m ), $html );
			$visible = trim( wp_strip_all_tags( $m[2] ) );
			$this->assertNotSame( '', $visible );
			$this->assertStringStartsWith( $visible, html_entity_decode( $m[1], ENT_QUOTES ), 'the accessible name starts with the visible text' );
			$this->assertStringContainsString( $product->get_name(), html_entity_decode( $m[1], ENT_QUOTES ) );
		}
		unset( $GLOBALS['product'] );
	}

	public function test_cart_rows_have_no_scope_on_data_cells_and_the_checkout_has_h2_sections(): void {
		WC()->cart->add_to_cart( $this->factory()->product()->get_id() );
		$cart = do_shortcode( '[woocommerce_cart]' );
		$this->assertStringContainsString( 'role="rowheader"', $cart );
		$this->assertDoesNotMatchRegularExpression( '#<td[^>]*\sscope=#', $cart );

		$this->go_to( wc_get_checkout_url() );
		$checkout = do_shortcode( '[woocommerce_checkout]' );
		$this->assertStringContainsString( '<form', $checkout );
		$this->assertStringNotContainsString( '<h3', $checkout );
		$this->assertMatchesRegularExpression( '#<h2 id="order_review_heading">#', $checkout );
	}

	public function test_the_coupon_toggle_is_named_by_what_it_reads(): void {
		$message = apply_filters( 'woocommerce_checkout_coupon_message', 'Gutschein? <a href="#" role="button" aria-label="Gib deinen Gutscheincode ein" aria-controls="woocommerce-checkout-form-coupon" aria-expanded="false" class="showcoupon">Klicke hier</a>' );
		$this->assertStringNotContainsString( 'aria-label', $message );
		$this->assertStringContainsString( 'class="showcoupon">Klicke hier</a>', $message );
		$this->assertStringContainsString( 'aria-controls="woocommerce-checkout-form-coupon"', $message );
	}
}
