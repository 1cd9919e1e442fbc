<?php
/**
 * The early-renewal reply (stripe_sca_required, intent_secret, redirect_url).
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe\Tests;

use Tresen\Stripe\EarlyRenewal;
use Tresen\Stripe\Gateway;
use Tresen\Stripe\Settings;
use Tresen\Stripe\Tokens;
use Tresen\Stripe\Verify;
use Tresen\Tests\TestCase;

require_once __DIR__ . '/includes/class-standin.php';

/**
 * A renewal paid early with the saved card, with and without the bank's authentication.
 */
class EarlyRenewalTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		Standin::configure();
		wc_clear_notices();
	}

	protected function tearDown(): void {
		wp_set_current_user( 0 );
		parent::tearDown();
		// The gateways were loaded while this test had the methods on: load them again with the rolled-back settings.
		WC()->payment_gateways()->init();
	}

	/**
	 * A logged-in customer with a saved card and a pending renewal order of 25,90 €.
	 *
	 * @param string $number Card number.
	 * @return \WC_Order
	 */
	private function renewal( string $number ): \WC_Order {
		$user = $this->factory()->user()->ID;
		wp_set_current_user( $user );
		$customer = Tokens::customer_for( $user );
		$this->assertIsString( $customer );
		$pm = Standin::card( $number );
		Settings::api()->attach_payment_method( $pm, $customer );
		$method = Settings::api()->get_payment_method( $pm );
		$this->assertInstanceOf( \WC_Payment_Token::class, Tokens::save( $user, Gateway::ID, $method ) );
		$order = $this->factory()->order( array( $this->factory()->product()->get_id() => 1 ) );
		$order->set_customer_id( $user );
		$order->set_total( '25.90' );
		$order->set_status( 'pending' );
		$order->save();
		return $order;
	}

	/**
	 * The reply to the order's link.
	 *
	 * @param \WC_Order $order Order.
	 * @return array<string, mixed>
	 */
	private function reply( \WC_Order $order ): array {
		return EarlyRenewal::reply( $order->get_id(), $order->get_order_key(), wp_create_nonce( EarlyRenewal::NONCE ) );
	}

	public function test_without_authentication_the_renewal_is_paid_and_the_browser_goes_to_the_order(): void {
		$order = $this->renewal( '4242424242424242' );
		$reply = $this->reply( $order );
		$order = wc_get_order( $order->get_id() );
		$this->assertSame(
			array(
				'stripe_sca_required' => false,
				'redirect_url'        => $order->get_checkout_order_received_url(),
			),
			$reply
		);
		$this->assertTrue( $order->is_paid() );
		$intent = Standin::intent( $order->get_transaction_id() );
		$this->assertSame( 2590, $intent['amount_received'] );
	}

	public function test_an_order_needing_sca_replies_with_the_intent_secret_and_the_return_address(): void {
		$order = $this->renewal( '4000002760003184' );
		$reply = $this->reply( $order );
		$this->assertTrue( $reply['stripe_sca_required'] );
		$this->assertSame( Verify::url( $order ), $reply['redirect_url'] );
		$id = explode( '_secret_', $reply['intent_secret'] )[0];
		$this->assertSame( 'requires_action', Standin::intent( $id )['status'] );
		$this->assertFalse( wc_get_order( $order->get_id() )->is_paid() );

		// The bank's dialog (Stripe.js with intent_secret), then the return address.
		Standin::call(
			'POST',
			'/_standin/3ds/' . $id,
			array(
				'client_secret' => $reply['intent_secret'],
				'result'        => 'succeed',
			)
		);
		$this->assertSame( wc_get_order( $order->get_id() )->get_checkout_order_received_url(), Verify::target( $order->get_id(), $order->get_order_key() ) );
		$this->assertTrue( wc_get_order( $order->get_id() )->is_paid() );
		$this->assertCount( 1, array_filter( Standin::state()['payment_intents'], static fn( $pi ) => $pi['metadata']['order_id'] === (string) $order->get_id() ) );
	}

	public function test_a_declined_card_sends_the_browser_to_the_orders_payment_page(): void {
		$order = $this->renewal( '4000000000009995' );
		$reply = $this->reply( $order );
		$this->assertFalse( $reply['stripe_sca_required'] );
		$this->assertSame( wc_get_order( $order->get_id() )->get_checkout_payment_url(), $reply['redirect_url'] );
		$this->assertFalse( wc_get_order( $order->get_id() )->is_paid() );
	}

	public function test_only_the_orders_owner_with_its_key_and_a_nonce_gets_a_reply(): void {
		$order = $this->renewal( '4242424242424242' );
		$this->assertArrayHasKey( 'error', EarlyRenewal::reply( $order->get_id(), 'wc_order_forged', wp_create_nonce( EarlyRenewal::NONCE ) ) );
		$this->assertArrayHasKey( 'error', EarlyRenewal::reply( $order->get_id(), $order->get_order_key(), 'forged' ) );
		wp_set_current_user( $this->factory()->user()->ID );
		$this->assertArrayHasKey( 'error', $this->reply( $order ) );
		$this->assertSame( array(), Standin::state()['payment_intents'] );
	}

	public function test_a_subscription_page_with_the_early_renewal_modal_gets_the_script_while_stripe_is_on(): void {
		wp_dequeue_script( 'tresen-stripe-checkout' );
		update_option( 'woocommerce_stripe_settings', array( 'enabled' => 'no' ) );
		update_option( 'woocommerce_stripe_sepa_settings', array( 'enabled' => 'no' ) );
		do_action( 'woocommerce_subscription_details_table', null );
		$this->assertFalse( wp_script_is( 'tresen-stripe-checkout', 'enqueued' ), 'no Stripe method on: no script' );

		Standin::configure();
		do_action( 'woocommerce_subscription_details_table', null );
		$this->assertTrue( wp_script_is( 'tresen-stripe-checkout', 'enqueued' ) );
		$inline = (string) wp_scripts()->get_inline_script_data( 'tresen-stripe-checkout', 'before' );
		$this->assertStringContainsString( 'tresenStripe', $inline );
		$this->assertStringContainsString( Standin::PUBLISHABLE_KEY, $inline );
		$this->assertStringNotContainsString( Standin::SECRET_KEY, $inline );
		wp_dequeue_script( 'tresen-stripe-checkout' );
	}
}
