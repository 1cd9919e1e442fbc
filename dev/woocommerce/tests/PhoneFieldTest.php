<?php
/**
 * The checkout's phone field follows woocommerce_checkout_phone_field as in
 * WooCommerce 10.5: required on a classic checkout when the option is not set,
 * optional or hidden when it says so. The shop's seed sets it to optional (a
 * parcel needs no phone number). Runs on the double and on real WooCommerce.
 *
 * @package WooCommerceDouble
 */

namespace Tresen\Tests\WooCommerceDouble;

use Tresen\Tests\Checkout;
use Tresen\Tests\TestCase;

/**
 * Phone field contract.
 */
class PhoneFieldTest extends TestCase {

	use Checkout;

	protected function setUp(): void {
		parent::setUp();
		$this->add_test_gateway( Test_Gateway::class );
	}

	protected function tearDown(): void {
		$this->remove_test_gateways();
		parent::tearDown();
	}

	/**
	 * The checkout's billing fields, read fresh.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private function billing_fields(): array {
		// A new request builds the checkout's fields again (WooCommerce keeps them per request).
		WC()->checkout()->checkout_fields = null;
		return WC()->countries->get_address_fields( 'DE', 'billing_' );
	}

	/**
	 * Posts the checkout of a virtual product without a phone number.
	 *
	 * @return array<string, mixed> The reply.
	 */
	private function checkout_without_phone(): array {
		$product = $this->factory()->product(
			array(
				'regular_price' => '9.90',
				'virtual'       => true,
			)
		);
		WC()->cart->add_to_cart( $product->get_id() );
		return $this->ajax_json( 'wc_ajax_checkout', $this->checkout_post( array( 'billing_phone' => '' ) ) );
	}

	public function test_the_shop_asks_for_no_phone_number(): void {
		$this->assertSame( 'optional', get_option( 'woocommerce_checkout_phone_field' ), 'the seed sets the phone optional' );
		$this->assertFalse( $this->billing_fields()['billing_phone']['required'] );
		$reply = $this->checkout_without_phone();
		$this->assertSame( 'success', $reply['result'], wp_strip_all_tags( (string) ( $reply['messages'] ?? '' ) ) );
		$this->assertSame( '', wc_get_order( $reply['order_id'] )->get_billing_phone() );
	}

	public function test_without_the_option_a_classic_checkout_requires_the_phone(): void {
		delete_option( 'woocommerce_checkout_phone_field' );
		$this->assertTrue( $this->billing_fields()['billing_phone']['required'] );
		$reply = $this->checkout_without_phone();
		$this->assertSame( 'failure', $reply['result'] );
		$this->assertStringContainsString( 'data-id="billing_phone"', $reply['messages'] );
		$this->assertSame( array(), wc_get_orders( array( 'return' => 'ids' ) ) );
	}

	public function test_required_and_hidden_as_the_option_says(): void {
		update_option( 'woocommerce_checkout_phone_field', 'required' );
		$this->assertTrue( $this->billing_fields()['billing_phone']['required'] );
		update_option( 'woocommerce_checkout_phone_field', 'hidden' );
		$this->assertArrayNotHasKey( 'billing_phone', $this->billing_fields() );
		$this->assertArrayHasKey( 'billing_email', $this->billing_fields() );
	}
}
