<?php
/**
 * The mini cart's PayPal box: in the per-session cart fragment, never in
 * cached HTML, and only while PayPal can be used.
 *
 * @package Tresen\PayPal
 */

namespace Tresen\PayPal\Tests;

use Tresen\PayPal\Buttons;
use Tresen\Tests\TestCase;

require_once __DIR__ . '/includes/class-standin.php';

/**
 * Mini cart.
 */
class MiniCartTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		Standin::configure();
		WC()->cart->empty_cart();
	}

	protected function tearDown(): void {
		Standin::forget_checkout();
		parent::tearDown();
	}

	/** The mini cart fragment WooCommerce sends. */
	private function fragment(): string {
		$reply = $this->ajax_json( 'wc_ajax_get_refreshed_fragments' );
		return (string) ( $reply['fragments']['div.widget_shopping_cart_content'] ?? '' );
	}

	public function test_the_mini_cart_fragment_holds_the_box_while_paypal_is_usable(): void {
		WC()->cart->add_to_cart( $this->factory()->product()->get_id() );
		$this->assertStringContainsString( 'data-context="mini-cart"', $this->fragment() );

		update_option( 'woocommerce_ppcp-gateway_settings', array( 'enabled' => 'no' ) + (array) get_option( 'woocommerce_ppcp-gateway_settings' ) );
		$this->assertStringNotContainsString( 'tresen-paypal-buttons', $this->fragment(), 'PayPal switched off: no box' );
	}

	public function test_an_empty_mini_cart_has_no_box(): void {
		$this->assertStringNotContainsString( 'tresen-paypal-buttons', $this->fragment() );
	}

	public function test_cached_pages_carry_no_nonce_and_the_mini_cart_context(): void {
		$this->go_to( '/' );
		$settings = Buttons::settings( false );
		$this->assertSame( '', $settings['nonce'] );
		$this->assertSame( 'vertical', $settings['miniCartLayout'] );
		$this->assertSame( array( 'credit', 'paylater', 'card' ), $settings['disableFunding'] );
		$this->assertSame( 0, $settings['payOrderId'] );
	}
}
