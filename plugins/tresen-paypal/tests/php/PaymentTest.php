<?php
/**
 * PayPal payments, start to refund, against the stand-in.
 *
 * @package Tresen\PayPal
 */

namespace Tresen\PayPal\Tests;

use Tresen\PayPal\Api;
use Tresen\PayPal\Checkout;
use Tresen\PayPal\Gateway;
use Tresen\Tests\Checkout as CheckoutPost;
use Tresen\Tests\Payments;
use Tresen\Tests\TestCase;

require_once __DIR__ . '/includes/class-standin.php';

/**
 * What the shopper and the store owner notice of a PayPal payment.
 */
class PaymentTest extends TestCase {
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
	 * @return array<string, mixed> The JSON reply.
	 */
	private function start( array $post = array() ): array {
		return $this->ajax_json(
			'wc_ajax_tresen_paypal_start_checkout',
			$post + array(
				'nonce'         => wp_create_nonce( Checkout::NONCE ),
				'from_checkout' => 'no',
			)
		);
	}

	/**
	 * The cart's order for the shopper (what the checkout creates).
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
	 * Pays as the checkout posts it.
	 *
	 * @param \WC_Order $order Order.
	 * @param string    $token paymentToken.
	 * @param string    $payer payerID.
	 * @return array<string, string>
	 */
	private function pay( \WC_Order $order, string $token, string $payer = 'PAYERSTANDIN1' ): array {
		$_POST['paymentToken'] = $token;
		$_POST['payerID']      = $payer;
		$result                = ( new Gateway() )->process_payment( $order->get_id() );
		unset( $_POST['paymentToken'], $_POST['payerID'] );
		return $result;
	}

	/** The error notices the shopper sees. */
	private function errors(): array {
		return array_map( static fn( $n ) => is_array( $n ) ? $n['notice'] : $n, wc_get_notices( 'error' ) );
	}

	public function test_the_amount_comes_from_the_cart_not_the_browser(): void {
		WC()->cart->add_to_cart( $this->factory()->product( array( 'regular_price' => '25.90' ) )->get_id(), 2 );
		$reply = $this->start( array( 'amount' => '0.01' ) );
		$this->assertTrue( $reply['success'], wp_json_encode( $reply ) );
		$orders = Standin::state()['orders'];
		$this->assertCount( 1, $orders );
		$this->assertSame( $reply['data']['token'], $orders[0]['id'] );
		$amount = $orders[0]['purchase_units'][0]['amount'];
		$this->assertSame( 'EUR', $amount['currency_code'] );
		$this->assertSame( number_format( (float) WC()->cart->get_total( 'edit' ), 2, '.', '' ), $amount['value'] );
		$this->assertSame( '51.80', $amount['breakdown']['item_total']['value'] );
	}

	public function test_a_bad_nonce_or_empty_cart_answers_with_a_german_message(): void {
		$reply = $this->start( array( 'nonce' => 'forged' ) );
		$this->assertFalse( $reply['success'] );
		$this->assertSame( 'Deine Sitzung ist abgelaufen. Bitte lade die Seite neu und versuche es noch einmal.', $reply['data']['messages'] );
		$reply = $this->start();
		$this->assertSame( 'Dein Warenkorb ist leer.', $reply['data']['messages'] );
		$this->assertSame( array(), Standin::state()['orders'], 'no PayPal order was created' );
	}

	public function test_from_the_checkout_missing_fields_come_back_as_a_list(): void {
		WC()->cart->add_to_cart( $this->factory()->product()->get_id() );
		$reply = $this->start(
			array(
				'from_checkout'      => 'yes',
				'billing_first_name' => 'Erika',
				'billing_email'      => 'keine-adresse',
			)
		);
		$this->assertFalse( $reply['success'] );
		$this->assertIsArray( $reply['data']['messages'] );
		$this->assertContains( 'Nachname ist ein Pflichtfeld.', $reply['data']['messages'] );
		$this->assertContains( 'E-Mail-Adresse ist keine gültige E-Mail-Adresse.', $reply['data']['messages'] );
		$this->assertSame( array(), Standin::state()['orders'] );
	}

	public function test_an_approved_payment_is_captured_once_and_the_order_is_paid(): void {
		WC()->cart->add_to_cart( $this->factory()->product( array( 'regular_price' => '25.90' ) )->get_id() );
		$token = $this->start()['data']['token'];
		$order = $this->order_from_cart();
		Standin::approve( $token );
		$result = $this->pay( $order, $token );
		$this->assertSame( 'success', $result['result'], implode( ' ', $this->errors() ) );
		$order = wc_get_order( $order->get_id() );
		$this->assertTrue( $order->is_paid() );
		$state = Standin::state();
		$this->assertCount( 1, $state['captures'] );
		$capture = $state['captures'][0];
		$this->assertSame( $capture['id'], $order->get_transaction_id() );
		$this->assertSame( (string) $order->get_id(), $capture['custom_id'], 'PayPal knows the WooCommerce order' );
		$this->assertSame( Amount_Format::eur( $order->get_total() ), $capture['amount']['value'] );
		$notes = $this->order_notes( $order );
		$this->assertStringContainsString( 'PayPal: Zahlung über', implode( "\n", $notes ) );
		$this->assertTrue( WC()->cart->is_empty() );
	}

	public function test_a_capture_over_another_amount_leaves_the_order_unpaid(): void {
		WC()->cart->add_to_cart( $this->factory()->product( array( 'regular_price' => '25.90' ) )->get_id() );
		$token = $this->start()['data']['token'];
		$order = $this->order_from_cart();
		Standin::approve( $token );
		Standin::call( 'POST', '/_standin/config', array( 'captureValue' => '0.01' ) );
		$this->pay( $order, $token );
		$order = wc_get_order( $order->get_id() );
		$this->assertFalse( $order->is_paid() );
		$this->assertSame( 'on-hold', $order->get_status() );
	}

	public function test_the_paypal_order_is_patched_from_the_order_before_the_capture(): void {
		WC()->cart->add_to_cart( $this->factory()->product( array( 'regular_price' => '25.90' ) )->get_id() );
		// From the cart page ("Weiter" in PayPal): the shopper sees the final total on the checkout.
		$token = $this->start()['data']['token'];
		$order = $this->order_from_cart();
		$approved = Standin::state()['orders'][0]['purchase_units'][0]['amount']['value'];
		// Express shipping chosen on the checkout after the approval: the total grew by 4,90 €.
		$shipping = (float) $order->get_shipping_total() + (float) $order->get_shipping_tax() + 4.90;
		$total    = Amount_Format::eur( (float) $approved + 4.90 );
		$order->set_shipping_total( (string) ( (float) $order->get_shipping_total() + 4.90 ) );
		$order->set_total( $total );
		$order->save();
		Standin::approve( $token );
		$result = $this->pay( $order, $token );
		$this->assertSame( 'success', $result['result'], implode( ' ', $this->errors() ) );
		$state = Standin::state();
		$this->assertCount( 1, $state['patches'] );
		$ops  = array_column( $state['patches'][0]['ops'], null, 'path' );
		$unit = "/purchase_units/@reference_id=='default'";
		$this->assertSame( 'replace', $ops[ $unit . '/amount' ]['op'] );
		$this->assertSame(
			array(
				'currency_code' => 'EUR',
				'value'         => $total,
				'breakdown'     => array(
					'item_total' => array(
						'currency_code' => 'EUR',
						'value'         => Amount_Format::eur( (float) $total - $shipping ),
					),
					'shipping'   => array(
						'currency_code' => 'EUR',
						'value'         => Amount_Format::eur( $shipping ),
					),
				),
			),
			$ops[ $unit . '/amount' ]['value']
		);
		$this->assertSame( 'add', $ops[ $unit . '/custom_id' ]['op'] );
		$this->assertSame( (string) $order->get_id(), $ops[ $unit . '/custom_id' ]['value'] );
		$this->assertSame( $order->get_order_number() . '-' . $order->get_order_key(), $ops[ $unit . '/invoice_id' ]['value'] );
		$this->assertSame( $total, $state['captures'][0]['amount']['value'], 'PayPal captured the order’s total' );
		$this->assertNotSame( $approved, $total );
		$this->assertTrue( wc_get_order( $order->get_id() )->is_paid() );
	}

	public function test_a_total_that_grew_after_pay_now_on_the_checkout_is_not_captured(): void {
		WC()->cart->add_to_cart( $this->factory()->product( array( 'regular_price' => '25.90' ) )->get_id() );
		// The checkout's own button: the buyer confirmed "Jetzt bezahlen" for this amount.
		$token = $this->start( array( 'from_checkout' => 'yes' ) + $this->checkout_post() )['data']['token'];
		$order = $this->order_from_cart();
		$order->set_total( '99.00' );
		$order->save();
		Standin::approve( $token );
		$result = $this->pay( $order, $token );
		$this->assertSame( 'failure', $result['result'] );
		$this->assertSame( array( 'Dein Bestellbetrag hat sich geändert, seit du die Zahlung bei PayPal bestätigt hast. Bitte klicke noch einmal auf den PayPal-Button.' ), $this->errors() );
		$this->assertSame( array(), Standin::state()['captures'] );
		$this->assertSame( '', Checkout::session_order(), 'the next click starts afresh' );
	}

	public function test_a_lower_total_after_pay_now_is_patched_in_and_captured(): void {
		WC()->cart->add_to_cart( $this->factory()->product( array( 'regular_price' => '25.90' ) )->get_id(), 2 );
		$token = $this->start( array( 'from_checkout' => 'yes' ) + $this->checkout_post() )['data']['token'];
		$order = $this->order_from_cart();
		$order->set_total( '45.00' );
		$order->save();
		Standin::approve( $token );
		$this->assertSame( 'success', $this->pay( $order, $token )['result'], implode( ' ', $this->errors() ) );
		$this->assertSame( '45.00', Standin::state()['captures'][0]['amount']['value'] );
	}

	public function test_when_paypal_refuses_the_new_amount_nothing_is_captured(): void {
		WC()->cart->add_to_cart( $this->factory()->product( array( 'regular_price' => '25.90' ) )->get_id() );
		$token = $this->start()['data']['token'];
		$order = $this->order_from_cart();
		$order->set_total( (string) ( (float) $order->get_total() + 4.90 ) );
		$order->save();
		Standin::approve( $token );
		Standin::call( 'POST', '/_standin/config', array( 'amountChangeAllowed' => false ) );
		$result = $this->pay( $order, $token );
		$this->assertSame( 'failure', $result['result'] );
		$this->assertSame( array( 'Dein Bestellbetrag hat sich geändert, seit du die Zahlung bei PayPal bestätigt hast. Bitte klicke noch einmal auf den PayPal-Button.' ), $this->errors() );
		$this->assertSame( array(), Standin::state()['captures'] );
	}

	public function test_a_paypal_order_of_another_session_cannot_pay_this_order(): void {
		WC()->cart->add_to_cart( $this->factory()->product()->get_id() );
		$theirs = $this->start()['data']['token'];
		Standin::approve( $theirs );
		Checkout::forget(); // Another shopper's session: it never created that PayPal order.
		$order  = $this->order_from_cart();
		$result = $this->pay( $order, $theirs );
		$this->assertSame( 'failure', $result['result'] );
		$this->assertSame( array(), Standin::state()['captures'] );
		$this->assertFalse( wc_get_order( $order->get_id() )->is_paid() );
	}

	public function test_without_approval_nothing_is_captured(): void {
		WC()->cart->add_to_cart( $this->factory()->product()->get_id() );
		$token  = $this->start()['data']['token'];
		$order  = $this->order_from_cart();
		$result = $this->pay( $order, $token );
		$this->assertSame( 'failure', $result['result'] );
		$this->assertSame( array( 'Du hast die Zahlung bei PayPal noch nicht bestätigt. Bitte klicke noch einmal auf den PayPal-Button.' ), $this->errors() );
		$this->assertSame( array(), Standin::state()['captures'] );
	}

	public function test_refunds_from_the_order_screen_go_to_paypal(): void {
		WC()->cart->add_to_cart( $this->factory()->product( array( 'regular_price' => '25.90' ) )->get_id() );
		$token = $this->start()['data']['token'];
		$order = $this->order_from_cart();
		Standin::approve( $token );
		$this->pay( $order, $token );
		$gateway = new Gateway();
		$this->assertTrue( $gateway->process_refund( $order->get_id(), 5.5, 'Bruch' ) );
		$refunds = Standin::state()['refunds'];
		$this->assertSame( '5.50', $refunds[0]['amount']['value'] );
		$this->assertSame( 'Bruch', $refunds[0]['note_to_payer'] );
		$too_much = $gateway->process_refund( $order->get_id(), 500.0 );
		$this->assertInstanceOf( \WP_Error::class, $too_much );
		$this->assertStringStartsWith( 'PayPal hat die Erstattung abgelehnt', $too_much->get_error_message() );
	}

	public function test_the_token_is_cached_and_the_secret_never_shows_in_errors(): void {
		$api   = new Api( Standin::CLIENT_ID, Standin::SECRET, true );
		$first = $api->access_token();
		$this->assertIsString( $first );
		$this->assertSame( $first, $api->access_token(), 'one token request, then the cache' );
		$wrong = ( new Api( Standin::CLIENT_ID, 'falsches-geheimnis', true ) )->create_order( array( 'intent' => 'CAPTURE' ), 'x' );
		$this->assertInstanceOf( \WP_Error::class, $wrong );
		$this->assertSame( 'PayPal ist gerade nicht erreichbar. Bitte wähle eine andere Zahlungsart.', $wrong->get_error_message() );
		$this->assertStringNotContainsString( 'falsches-geheimnis', (string) wp_json_encode( array( $wrong->get_error_messages(), $wrong->get_error_data() ) ) );
	}

	public function test_the_stand_in_is_used_only_on_test_sites(): void {
		$this->assertSame( Standin::url(), Api::base_url( true ) );
		$this->assertSame( 'https://api-m.paypal.com', ( new \ReflectionClass( Api::class ) )->getConstant( 'LIVE' ) );
	}
}

/**
 * EUR amounts as PayPal writes them.
 */
final class Amount_Format {
	/**
	 * "25.90".
	 *
	 * @param float|string $value Amount.
	 */
	public static function eur( $value ): string {
		return number_format( (float) $value, 2, '.', '' );
	}
}
