<?php
/**
 * Checkout: fields, validation reply, orders, gateways.
 *
 * @package WooCommerceDouble
 */

namespace Tresen\Tests\WooCommerceDouble;

use Tresen\Tests\Checkout;
use Tresen\Tests\TestCase;

/**
 * A gateway that marks orders on hold (test double of a real gateway).
 */
class Test_Gateway extends \WC_Payment_Gateway {

	/**
	 * Constructor.
	 */
	public function __construct() {
		$this->id           = 'tresen_test_gateway';
		$this->title        = 'Vorkasse (Test)';
		$this->method_title = 'Test';
		$this->form_fields  = array(
			'enabled' => array( 'default' => 'yes' ),
			'title'   => array( 'default' => 'Vorkasse (Test)' ),
		);
		$this->init_settings();
		$this->enabled = $this->get_option( 'enabled' );
	}

	/**
	 * Puts the order on hold.
	 *
	 * @param int $order_id Order.
	 */
	public function process_payment( $order_id ) {
		$order = wc_get_order( $order_id );
		$order->update_status( 'on-hold' );
		WC()->cart->empty_cart();
		return array(
			'result'   => 'success',
			'redirect' => $this->get_return_url( $order ),
		);
	}
}

/**
 * Checkout contract.
 */
class CheckoutTest extends TestCase {

	use Checkout;

	protected function setUp(): void {
		parent::setUp();
		$this->add_test_gateway( Test_Gateway::class );
	}

	protected function tearDown(): void {
		$this->remove_test_gateways();
		parent::tearDown();
	}

	public function test_gateway_registry_lists_filtered_gateways(): void {
		$all = WC()->payment_gateways()->payment_gateways();
		$this->assertInstanceOf( Test_Gateway::class, $all['tresen_test_gateway'] );
		$this->assertArrayHasKey( 'tresen_test_gateway', WC()->payment_gateways()->get_available_payment_gateways() );
		update_option( 'woocommerce_tresen_test_gateway_settings', array( 'enabled' => 'no' ) );
		WC()->payment_gateways()->init();
		$this->assertArrayNotHasKey( 'tresen_test_gateway', WC()->payment_gateways()->get_available_payment_gateways() );
	}

	public function test_checkout_fields_have_german_order_and_filter(): void {
		$fields = WC()->checkout()->get_checkout_fields( 'billing' );
		$keys   = array_keys( $fields );
		$this->assertLessThan( array_search( 'billing_city', $keys, true ), array_search( 'billing_postcode', $keys, true ), 'postcode before city' );
		$this->assertTrue( $fields['billing_email']['required'] );
		$this->assertArrayHasKey( 'order_comments', WC()->checkout()->get_checkout_fields( 'order' ) );
	}

	public function test_missing_fields_and_terms_give_woocommerces_failure_reply(): void {
		WC()->cart->add_to_cart( $this->factory()->product()->get_id() );
		$post = $this->checkout_post( array( 'billing_first_name' => '' ) );
		unset( $post['terms'] );
		$reply = $this->ajax_json( 'wc_ajax_checkout', $post );
		$this->assertSame( array( 'result', 'messages', 'refresh', 'reload' ), array_keys( $reply ) );
		$this->assertSame( 'failure', $reply['result'] );
		$this->assertFalse( $reply['refresh'] );
		$this->assertFalse( $reply['reload'] );
		$this->assertStringStartsWith( '<ul class="woocommerce-error" role="alert">', trim( $reply['messages'] ) );
		$this->assertStringContainsString( 'data-id="billing_first_name"', $reply['messages'] );
		$this->assertStringContainsString( __( 'Please read and accept the terms and conditions to proceed with your order.', 'woocommerce' ), $reply['messages'] );
		$this->assertSame( array(), wc_get_orders( array( 'return' => 'ids' ) ) );
	}

	public function test_bad_nonce_asks_for_refresh(): void {
		WC()->cart->add_to_cart( $this->factory()->product()->get_id() );
		$reply = $this->ajax_json( 'wc_ajax_checkout', $this->checkout_post( array( 'woocommerce-process-checkout-nonce' => 'bad' ) ) );
		$this->assertSame( 'failure', $reply['result'] );
		$this->assertTrue( $reply['refresh'] );
	}

	public function test_valid_checkout_creates_the_order_and_redirects_to_order_received(): void {
		// Virtual: the order holds no shipping line, whatever zones the shop has.
		$product = $this->factory()->product( array( 'regular_price' => '25.90', 'virtual' => true ) );
		WC()->cart->add_to_cart( $product->get_id(), 2 );
		$reply = $this->ajax_json( 'wc_ajax_checkout', $this->checkout_post() );
		$this->assertSame( 'success', $reply['result'], wp_strip_all_tags( (string) ( $reply['messages'] ?? '' ) ) );
		$order = wc_get_order( $reply['order_id'] );
		$this->assertInstanceOf( \WC_Order::class, $order );
		$this->assertSame( $order->get_checkout_order_received_url(), $reply['redirect'] );
		$this->assertStringContainsString( 'order-received/' . $order->get_id(), $reply['redirect'] );
		$this->assertStringContainsString( 'key=wc_order_', $reply['redirect'] );
		$this->assertSame( 'on-hold', $order->get_status() );
		$this->assertSame( '51.80', $order->get_total() );
		$this->assertSame( 'Erika', $order->get_billing_first_name() );
		$this->assertSame( 'Vorkasse (Test)', $order->get_payment_method_title() );
		$this->assertSame( 'checkout', $order->get_created_via() );
		$items = $order->get_items();
		$this->assertCount( 1, $items );
		$this->assertSame( 2, current( $items )->get_quantity() );
		$this->assertSame( $product->get_id(), current( $items )->get_product_id() );
		$this->assertTrue( WC()->cart->is_empty() );
	}

	public function test_order_crud_and_payment_complete(): void {
		$product = $this->factory()->product( array( 'regular_price' => '10.00', 'stock_quantity' => 5 ) );
		$order   = $this->factory()->order( array( $product->get_id() => 3 ) );
		$this->assertSame( '30.00', $order->get_total() );
		$this->assertSame( 'pending', $order->get_status() );
		$this->assertTrue( $order->needs_payment() );
		$order->update_meta_data( '_tresen_note', 'x' );
		$order->save();
		$statuses = array();
		add_action(
			'woocommerce_order_status_changed',
			static function ( $id, $from, $to ) use ( &$statuses ) {
				$statuses[] = "$from>$to";
			},
			10,
			3
		);
		$this->assertTrue( $order->payment_complete( 'txn_123' ) );
		$read = wc_get_order( $order->get_id() );
		$this->assertSame( 'processing', $read->get_status() );
		$this->assertSame( 'txn_123', $read->get_transaction_id() );
		$this->assertTrue( $read->is_paid() );
		$this->assertSame( 'x', $read->get_meta( '_tresen_note' ) );
		$this->assertSame( array( 'pending>processing' ), $statuses );
		$this->assertSame( 2, wc_get_product( $product->get_id() )->get_stock_quantity(), 'stock reduced once' );
		$this->assertTrue( $read->key_is_valid( $read->get_order_key() ) );
		$this->assertFalse( $read->key_is_valid( 'wc_order_wrong' ) );
	}
}
