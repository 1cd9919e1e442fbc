<?php
/**
 * One PayPal payment pays exactly one WooCommerce order.
 *
 * @package Tresen\PayPal
 */

namespace Tresen\PayPal\Tests;

use Tresen\PayPal\Checkout;
use Tresen\PayPal\Claim;
use Tresen\PayPal\Gateway;
use Tresen\Tests\Checkout as CheckoutPost;
use Tresen\Tests\Payments;
use Tresen\Tests\TestCase;

require_once __DIR__ . '/includes/class-standin.php';

/**
 * Two checkout posts of one approval, another order's token on a pay page,
 * a capture that names another order, a second submit while the first runs.
 */
class OnePaymentTest extends TestCase {
	use Payments;
	use CheckoutPost;

	protected function setUp(): void {
		parent::setUp();
		Standin::fresh_checkout();
	}

	protected function tearDown(): void {
		Standin::forget_checkout();
		parent::tearDown();
	}

	/**
	 * Starts a checkout as the PayPal button does.
	 *
	 * @param array<string, string> $post Extra form fields.
	 */
	private function start( array $post = array() ): string {
		$reply = $this->ajax_json(
			'wc_ajax_tresen_paypal_start_checkout',
			$post + array(
				'nonce'         => wp_create_nonce( Checkout::NONCE ),
				'from_checkout' => 'no',
			)
		);
		$this->assertTrue( $reply['success'], wp_json_encode( $reply ) );
		return (string) $reply['data']['token'];
	}

	/**
	 * An order of the cart (as the checkout creates it).
	 */
	private function order_from_cart(): \WC_Order {
		$order = $this->factory()->order( array() );
		foreach ( WC()->cart->get_cart() as $item ) {
			$order->add_product( $item['data'], (int) $item['quantity'] );
		}
		$order->set_currency( 'EUR' );
		$order->set_payment_method( Gateway::ID );
		$order->calculate_totals( false );
		$order->set_total( (string) WC()->cart->get_total( 'edit' ) );
		$order->set_status( 'pending' );
		$order->save();
		return $order;
	}

	/**
	 * Pays as the checkout (or pay form) posts it.
	 *
	 * @param \WC_Order $order Order.
	 * @param string    $token paymentToken.
	 * @return array<string, string>
	 */
	private function pay( \WC_Order $order, string $token ): array {
		$_POST['paymentToken'] = $token;
		$_POST['payerID']      = 'PAYERSTANDIN1';
		$result                = ( new Gateway() )->process_payment( $order->get_id() );
		unset( $_POST['paymentToken'], $_POST['payerID'] );
		return $result;
	}

	/** The error notices the shopper sees (then cleared). */
	private function errors(): array {
		$errors = array_map( static fn( $n ) => is_array( $n ) ? $n['notice'] : $n, wc_get_notices( 'error' ) );
		wc_clear_notices();
		return $errors;
	}

	public function test_two_checkout_posts_of_one_approval_pay_one_order_with_one_capture(): void {
		WC()->cart->add_to_cart( $this->factory()->product( array( 'regular_price' => '25.90' ) )->get_id() );
		$token = $this->start();
		Standin::approve( $token );
		$first  = $this->order_from_cart();
		$second = $this->order_from_cart();
		// The second post of the same session a moment later: the session still names the PayPal order.
		$this->assertSame( 'success', $this->pay( $first, $token )['result'], implode( ' ', $this->errors() ) );
		WC()->session->set( 'tresen_paypal_order', $token );
		$result = $this->pay( $second, $token );

		$this->assertSame( 'failure', $result['result'] );
		$this->assertSame( array( 'Diese PayPal-Zahlung gehört schon zu einer anderen Bestellung. Bitte klicke noch einmal auf den PayPal-Button.' ), $this->errors() );
		$this->assertTrue( wc_get_order( $first->get_id() )->is_paid() );
		$this->assertFalse( wc_get_order( $second->get_id() )->is_paid() );
		$this->assertSame( '', wc_get_order( $second->get_id() )->get_transaction_id() );
		$this->assertCount( 1, Standin::state()['captures'], 'one capture' );
		$this->assertStringContainsString( 'gehört schon zu Bestellung #' . $first->get_id(), implode( "\n", $this->order_notes( $second ) ) );
	}

	public function test_the_session_forgets_the_approval_before_the_capture(): void {
		WC()->cart->add_to_cart( $this->factory()->product()->get_id() );
		$token = $this->start();
		Standin::approve( $token );
		// PayPal's capture fails (declined): the approval is gone from the session all the same.
		Standin::call( 'POST', '/_standin/config', array( 'captureStatus' => 'DECLINED' ) );
		$order = $this->order_from_cart();
		$this->assertSame( 'failure', $this->pay( $order, $token )['result'] );
		$this->assertSame( '', Checkout::session_order() );
	}

	public function test_an_unpaid_orders_pay_page_with_another_orders_paypal_token_is_refused(): void {
		$mine   = $this->order_to_pay( Gateway::ID );
		$theirs = $this->order_to_pay( Gateway::ID );
		// The PayPal order made on the pay page of one order, approved…
		$token = Checkout::create_for_order( $theirs->get_id(), $theirs->get_order_key() );
		$this->assertIsString( $token );
		Standin::approve( $token );
		// …posted with the other order's pay form (same total, same session).
		$result = $this->pay( $mine, $token );
		$this->assertSame( 'failure', $result['result'] );
		$this->assertSame( array( 'Diese PayPal-Zahlung gehört schon zu einer anderen Bestellung. Bitte klicke noch einmal auf den PayPal-Button.' ), $this->errors() );
		$this->assertSame( array(), Standin::state()['captures'], 'nothing captured' );
		$this->assertFalse( wc_get_order( $mine->get_id() )->is_paid() );

		// The order it was made for still pays with it.
		$this->assertSame( 'success', $this->pay( $theirs, $token )['result'] );
		$this->assertTrue( wc_get_order( $theirs->get_id() )->is_paid() );
		$this->assertCount( 1, Standin::state()['captures'] );
	}

	public function test_a_completed_paypal_order_counts_only_for_the_order_its_capture_names(): void {
		WC()->cart->add_to_cart( $this->factory()->product( array( 'regular_price' => '25.90' ) )->get_id() );
		$token = $this->start();
		Standin::approve( $token );
		$paid = $this->order_from_cart();
		$this->assertSame( 'success', $this->pay( $paid, $token )['result'] );
		// Another order whose meta was made to hold the same PayPal order (as the old code stored it too early).
		$other = $this->order_from_cart();
		$other->update_meta_data( Gateway::META_ORDER, $token );
		$other->save();
		$this->assertSame( 'failure', $this->pay( $other, $token )['result'] );
		$this->assertFalse( wc_get_order( $other->get_id() )->is_paid() );
		$this->assertSame( '', wc_get_order( $other->get_id() )->get_transaction_id() );
	}

	public function test_the_same_order_posted_again_books_no_second_capture(): void {
		WC()->cart->add_to_cart( $this->factory()->product( array( 'regular_price' => '25.90' ) )->get_id() );
		$token = $this->start();
		Standin::approve( $token );
		$paid = $this->order_from_cart();
		$this->assertSame( 'success', $this->pay( $paid, $token )['result'] );
		$capture = wc_get_order( $paid->get_id() )->get_transaction_id();
		// The same order paid again (the pay page posted a second time): nothing new is booked.
		$this->assertSame( 'success', $this->pay( wc_get_order( $paid->get_id() ), $token )['result'] );
		$this->assertSame( $capture, wc_get_order( $paid->get_id() )->get_transaction_id() );
		$this->assertCount( 1, Standin::state()['captures'] );
		// The capture is this order's: for any other order it is held elsewhere.
		$this->assertFalse( \Tresen\PayPal\Capture::held_elsewhere( $capture, wc_get_order( $paid->get_id() ) ) );
		$this->assertTrue( \Tresen\PayPal\Capture::held_elsewhere( $capture, $this->order_from_cart() ) );
	}

	public function test_a_second_submit_while_the_first_is_at_work_gets_a_german_message_and_nothing_is_captured(): void {
		WC()->cart->add_to_cart( $this->factory()->product()->get_id() );
		$token = $this->start();
		Standin::approve( $token );
		$order = $this->order_from_cart();
		$this->hold_lock_elsewhere( $token );
		$result = $this->pay( $order, $token );
		$this->assertSame( 'failure', $result['result'] );
		$this->assertSame( array( 'Deine Zahlung wird schon bearbeitet. Bitte warte einen Moment und schicke die Bestellung nicht noch einmal ab.' ), $this->errors() );
		$this->assertSame( array(), Standin::state()['captures'] );
	}

	public function test_a_lock_of_a_request_that_died_expires(): void {
		$this->hold_lock_elsewhere( 'PAYPALDEAD', time() - 5 );
		$this->assertTrue( Claim::lock( 'PAYPALDEAD' ) );
		Claim::unlock( 'PAYPALDEAD' );
	}

	public function test_a_claim_has_one_winner(): void {
		$this->assertSame( 11, Claim::claim( 'PAYPALCLAIM1', 11 ) );
		$this->assertSame( 11, Claim::claim( 'PAYPALCLAIM1', 12 ), 'the second order gets the first one back' );
		$this->assertSame( 11, Claim::claim( 'PAYPALCLAIM1', 11 ), 'the first order keeps it' );
		$this->assertSame( 11, Claim::holder( 'PAYPALCLAIM1' ) );
		$this->assertSame( 0, Claim::holder( 'PAYPALCLAIM2' ) );
	}

	public function test_two_checkout_submits_create_one_order(): void {
		WC()->payment_gateways()->init();
		WC()->cart->add_to_cart( $this->factory()->product( array( 'regular_price' => '25.90' ) )->get_id() );
		$token = $this->start();
		Standin::approve( $token );
		$post  = $this->checkout_post(
			array(
				'payment_method' => Gateway::ID,
				'paymentToken'   => $token,
				'payerID'        => 'PAYERSTANDIN1',
			)
		);
		$first = $this->ajax_json( 'wc_ajax_checkout', $post );
		$this->assertSame( 'success', $first['result'], wp_json_encode( $first ) );
		$orders = $this->paypal_orders();
		$this->assertCount( 1, $orders );
		$this->assertTrue( $orders[0]->is_paid() );

		// The same form posted again (a double click; the cart is still there in this test).
		WC()->cart->add_to_cart( $this->factory()->product( array( 'regular_price' => '25.90' ) )->get_id() );
		WC()->session->set( 'tresen_paypal_order', $token );
		WC()->session->set( 'order_awaiting_payment', 0 );
		$post['woocommerce-process-checkout-nonce'] = wp_create_nonce( 'woocommerce-process_checkout' );
		$second                                     = $this->ajax_json( 'wc_ajax_checkout', $post );
		$this->assertSame( 'failure', $second['result'] );
		$this->assertStringContainsString( 'Deine Zahlung wird schon bearbeitet', (string) $second['messages'] );
		$this->assertCount( 1, $this->paypal_orders(), 'no second order' );
		$this->assertCount( 1, Standin::state()['captures'], 'no second capture' );
	}

	public function test_a_checkout_submit_while_another_is_at_work_creates_no_order(): void {
		WC()->payment_gateways()->init();
		WC()->cart->add_to_cart( $this->factory()->product()->get_id() );
		$token = $this->start();
		Standin::approve( $token );
		$this->hold_lock_elsewhere( $token );
		$reply = $this->ajax_json(
			'wc_ajax_checkout',
			$this->checkout_post(
				array(
					'payment_method' => Gateway::ID,
					'paymentToken'   => $token,
					'payerID'        => 'PAYERSTANDIN1',
				)
			)
		);
		$this->assertSame( 'failure', $reply['result'] );
		$this->assertStringContainsString( 'Deine Zahlung wird schon bearbeitet', (string) $reply['messages'] );
		$this->assertSame( array(), $this->paypal_orders() );
		$this->assertSame( array(), Standin::state()['captures'] );
	}

	/**
	 * Orders paid with PayPal.
	 *
	 * @return \WC_Order[]
	 */
	private function paypal_orders(): array {
		return wc_get_orders(
			array(
				'payment_method' => Gateway::ID,
				'limit'          => 10,
			)
		);
	}

	/**
	 * Another request holds the PayPal order's lock (as its row says).
	 *
	 * @param string $token PayPal order id.
	 * @param int    $until Until when.
	 */
	private function hold_lock_elsewhere( string $token, int $until = 0 ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- The row another request would have written.
		$wpdb->insert(
			$wpdb->options,
			array(
				'option_name'  => '_tresen_paypal_lock_' . $token,
				'option_value' => (string) ( $until ? $until : time() + 60 ) . '.elsewhere',
				'autoload'     => 'off',
			)
		);
	}
}
