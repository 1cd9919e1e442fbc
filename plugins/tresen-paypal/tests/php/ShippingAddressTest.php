<?php
/**
 * The express flow (product page, cart, mini cart): PayPal asks for the
 * delivery address from the shopper's PayPal account when the cart ships;
 * the checkout is filled with it and the order keeps it.
 *
 * @package Tresen\PayPal
 */

namespace Tresen\PayPal\Tests;

use Tresen\PayPal\Checkout;
use Tresen\PayPal\Gateway;
use Tresen\Tests\TestCase;

require_once __DIR__ . '/includes/class-standin.php';

/**
 * Shipping addresses from PayPal.
 */
class ShippingAddressTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		Standin::fresh_checkout();
		WC()->customer->set_props(
			array(
				'billing_first_name' => '',
				'billing_last_name'  => '',
				'billing_address_1'  => '',
				'billing_email'      => '',
			)
		);
	}

	protected function tearDown(): void {
		Standin::forget_checkout();
		parent::tearDown();
	}

	/**
	 * Starts like the cart page's or mini cart's button.
	 *
	 * @param string $from_checkout yes/no.
	 */
	private function start( string $from_checkout = 'no' ): string {
		$reply = $this->ajax_json(
			'wc_ajax_tresen_paypal_start_checkout',
			array(
				'nonce'         => wp_create_nonce( Checkout::NONCE ),
				'from_checkout' => $from_checkout,
			)
		);
		$this->assertTrue( $reply['success'], wp_json_encode( $reply ) );
		return $reply['data']['token'];
	}

	/**
	 * The shopper's browser at PayPal's return address.
	 *
	 * @param string $token PayPal order id.
	 */
	private function come_back( string $token ): void {
		$this->assertTrue( Checkout::accept_return( $token, 'PAYERSTANDIN1' ) );
	}

	public function test_off_the_checkout_paypal_asks_for_the_address_only_when_the_cart_ships(): void {
		WC()->cart->add_to_cart( $this->factory()->product()->get_id() );
		$this->start();
		$orders = Standin::state()['orders'];
		$this->assertSame( 'GET_FROM_FILE', $orders[0]['payment_source']['paypal']['experience_context']['shipping_preference'] );

		WC()->cart->empty_cart();
		$voucher = $this->factory()->product( array( 'regular_price' => '20.00' ) );
		$voucher->set_virtual( true );
		$voucher->save();
		WC()->cart->add_to_cart( $voucher->get_id() );
		$this->start();
		$orders = Standin::state()['orders'];
		$this->assertSame( 'NO_SHIPPING', end( $orders )['payment_source']['paypal']['experience_context']['shipping_preference'], 'nothing to ship: no address asked' );
	}

	public function test_the_paypal_address_fills_the_checkout_and_is_kept_on_the_order(): void {
		WC()->cart->add_to_cart( $this->factory()->product( array( 'regular_price' => '25.90' ) )->get_id() );
		$token = $this->start();
		Standin::approve( $token );
		$this->come_back( $token );
		$customer = WC()->customer;
		$this->assertSame( 'Unter den Linden 1', $customer->get_shipping_address_1() );
		$this->assertSame( '10117', $customer->get_shipping_postcode() );
		$this->assertSame( 'Berlin', $customer->get_shipping_city() );
		$this->assertSame( 'Karl', $customer->get_shipping_first_name() );
		$this->assertSame( 'Käufer', $customer->get_shipping_last_name() );
		$this->assertSame( 'Unter den Linden 1', $customer->get_billing_address_1(), 'an empty billing address is filled too' );
		$this->assertSame( 'kaeufer@example.test', $customer->get_billing_email() );

		// The shopper then orders to another address: the order keeps PayPal's and says so.
		$order = $this->factory()->order( array(), array( 'address_1' => 'Hauptstraße 1', 'postcode' => '10115', 'city' => 'Berlin' ) );
		foreach ( WC()->cart->get_cart() as $item ) {
			$order->add_product( $item['data'], (int) $item['quantity'] );
		}
		$order->set_currency( 'EUR' );
		$order->set_payment_method( Gateway::ID );
		$order->set_total( (string) WC()->cart->get_total( 'edit' ) );
		$order->set_status( 'pending' );
		$order->save();
		$_POST['paymentToken'] = $token;
		$_POST['payerID']      = 'PAYERSTANDIN1';
		$result                = ( new Gateway() )->process_payment( $order->get_id() );
		unset( $_POST['paymentToken'], $_POST['payerID'] );
		$this->assertSame( 'success', $result['result'] );
		$order = wc_get_order( $order->get_id() );
		$kept  = $order->get_meta( Gateway::META_PAYPAL_SHIPPING );
		$this->assertSame( 'Unter den Linden 1', $kept['address_1'] );
		$this->assertSame( 'DE', $kept['country'] );
		$this->assertStringContainsString( 'Sie weicht von der Lieferadresse der Bestellung ab', implode( "\n", Standin::notes( $order ) ) );
	}

	public function test_a_name_and_address_the_shopper_entered_are_not_overwritten(): void {
		WC()->customer->set_props(
			array(
				'billing_first_name' => 'Erika',
				'billing_last_name'  => 'Musterfrau',
				'billing_address_1'  => 'Hauptstraße 1',
				'billing_email'      => 'erika@example.test',
			)
		);
		WC()->cart->add_to_cart( $this->factory()->product()->get_id() );
		$token = $this->start();
		Standin::approve( $token );
		$this->come_back( $token );
		$this->assertSame( 'Erika', WC()->customer->get_billing_first_name() );
		$this->assertSame( 'Hauptstraße 1', WC()->customer->get_billing_address_1() );
		$this->assertSame( 'erika@example.test', WC()->customer->get_billing_email() );
		$this->assertSame( 'Unter den Linden 1', WC()->customer->get_shipping_address_1() );
	}
}
