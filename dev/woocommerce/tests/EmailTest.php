<?php
/**
 * Order e-mails: a bank transfer order on hold mails the shop and the
 * customer, completing it mails the customer again; German subjects with
 * the order number. Runs on the double and on real WooCommerce.
 *
 * @package WooCommerceDouble
 */

namespace Tresen\Tests\WooCommerceDouble;

use Tresen\Tests\TestCase;

/**
 * E-mail contract.
 */
class EmailTest extends TestCase {

	/**
	 * An order of the spec's gin by a customer, paid by bank transfer.
	 */
	private function order(): \WC_Order {
		$product = $this->factory()->product( array( 'name' => 'Tresen Dry Gin 0,35 l', 'regular_price' => '25.90' ) );
		$order   = $this->factory()->order( array( $product->get_id() => 2 ) );
		$order->set_billing_first_name( 'Erika' );
		$order->set_billing_last_name( 'Mustermann' );
		$order->set_billing_email( 'erika@example.test' );
		$order->set_payment_method( 'bacs' );
		$order->set_payment_method_title( 'Vorkasse per Banküberweisung' );
		$order->save();
		return $order;
	}

	/**
	 * Mails to one address.
	 *
	 * @param string $to Address.
	 * @return array<int, array<string, mixed>>
	 */
	private function mails_to( string $to ): array {
		return array_values( array_filter( $this->mails, static fn( $m ) => false !== strpos( (string) ( is_array( $m['to'] ) ? implode( ',', $m['to'] ) : $m['to'] ), $to ) ) );
	}

	public function test_an_order_on_hold_mails_the_shop_and_the_customer_in_german(): void {
		// As in the checkout request that places the order: gateways and mailer loaded.
		WC()->payment_gateways()->init();
		WC()->mailer();
		$order = $this->order();
		$order->update_status( 'on-hold' );

		$shop = $this->mails_to( (string) get_option( 'admin_email' ) );
		$this->assertCount( 1, $shop, 'one mail to the shop' );
		$this->assertStringContainsString( (string) $order->get_order_number(), $shop[0]['subject'] );
		$this->assertStringContainsString( 'Tresen Dry Gin 0,35 l', $shop[0]['message'] );

		$customer = $this->mails_to( 'erika@example.test' );
		$this->assertCount( 1, $customer, 'one mail to the customer' );
		$this->assertStringContainsString( 'Erika', $customer[0]['message'] );
		$this->assertStringContainsString( 'Tresen Dry Gin 0,35 l', $customer[0]['message'] );
		$this->assertStringContainsString( '51,80', $customer[0]['message'] );
		// The bank details come with the customer's mail of a bank transfer order.
		$this->assertStringContainsString( 'DE89 3704 0044 0532 0130 00', $customer[0]['message'] );
		$this->assertDoesNotMatchRegularExpression( '/Your .* order has been received|Thank you for your order/', $customer[0]['subject'] . $customer[0]['message'] );
	}

	public function test_completing_an_order_mails_the_customer(): void {
		WC()->mailer();
		$order = $this->order();
		$order->update_status( 'processing' );
		$this->mails = array();
		$order->update_status( 'completed' );
		$customer = $this->mails_to( 'erika@example.test' );
		$this->assertCount( 1, $customer );
		$this->assertStringContainsString( 'Tresen Dry Gin 0,35 l', $customer[0]['message'] );
	}
}
