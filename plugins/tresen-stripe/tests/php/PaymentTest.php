<?php
/**
 * Card and SEPA payments through the gateways, against the stand-in.
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe\Tests;

use Tresen\Stripe\Gateway;
use Tresen\Stripe\PaymentGateway;
use Tresen\Stripe\SepaGateway;
use Tresen\Stripe\Verify;
use Tresen\Tests\TestCase;

require_once __DIR__ . '/includes/class-standin.php';

/**
 * What the shopper and the store owner notice of a payment.
 */
class PaymentTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		Standin::configure();
		wc_clear_notices();
	}

	/**
	 * An order of 25,90 € (or another currency).
	 *
	 * @param string $currency Currency.
	 * @param string $total    Total.
	 */
	private function order( string $currency = 'EUR', string $total = '25.90' ): \WC_Order {
		// With a product that needs shipping, so a paid order is "processing" (not "completed").
		$order = $this->factory()->order( array( $this->factory()->product()->get_id() => 1 ) );
		$order->set_currency( $currency );
		$order->set_total( $total );
		$order->set_payment_method( Gateway::ID );
		$order->set_status( 'pending' );
		$order->save();
		return $order;
	}

	/**
	 * Pays an order as the checkout would post it.
	 *
	 * @param PaymentGateway $gateway        Gateway.
	 * @param \WC_Order      $order          Order.
	 * @param string         $payment_method Posted stripe_source.
	 * @return array<string, string>
	 */
	private function pay( PaymentGateway $gateway, \WC_Order $order, string $payment_method ): array {
		$_POST['stripe_source'] = $payment_method;
		$result                 = $gateway->process_payment( $order->get_id() );
		unset( $_POST['stripe_source'] );
		return $result;
	}

	/** The error notices the shopper sees. */
	private function errors(): array {
		return array_map( static fn( $n ) => is_array( $n ) ? $n['notice'] : $n, wc_get_notices( 'error' ) );
	}

	/**
	 * The stand-in's intents of an order.
	 *
	 * @param \WC_Order $order Order.
	 * @return array<int, array<string, mixed>>
	 */
	private function intents_of( \WC_Order $order ): array {
		return array_values( array_filter( Standin::state()['payment_intents'], static fn( $pi ) => ( $pi['metadata']['order_id'] ?? '' ) === (string) $order->get_id() ) );
	}

	public function test_a_card_payment_charges_the_order_total_once_and_marks_it_processing(): void {
		$order  = $this->order();
		$result = $this->pay( new Gateway(), $order, Standin::card() );
		$this->assertSame( 'success', $result['result'] );
		$order = wc_get_order( $order->get_id() );
		$this->assertSame( $order->get_checkout_order_received_url(), $result['redirect'] );
		$this->assertTrue( $order->is_paid() );
		$this->assertSame( 'processing', $order->get_status() );
		$intents = $this->intents_of( $order );
		$this->assertCount( 1, $intents );
		$this->assertSame( 'succeeded', $intents[0]['status'] );
		$this->assertSame( 2590, $intents[0]['amount_received'] );
		$this->assertSame( 'eur', $intents[0]['currency'] );
		$this->assertSame( $intents[0]['id'], $order->get_transaction_id() );

		// A second press, a replayed request: nothing is charged again.
		$again = $this->pay( new Gateway(), $order, Standin::card() );
		$this->assertSame( 'success', $again['result'] );
		$this->assertCount( 1, $this->intents_of( $order ) );
		$charges = array_filter( Standin::state()['charges'], static fn( $c ) => $c['payment_intent'] === $intents[0]['id'] );
		$this->assertCount( 1, $charges );
	}

	public function test_the_amount_comes_from_the_order_never_from_the_browser(): void {
		$order                  = $this->order( 'EUR', '12.34' );
		$_POST['amount']        = '1';
		$_POST['currency']      = 'usd';
		$result                 = $this->pay( new Gateway(), $order, Standin::card() );
		$this->assertSame( 'success', $result['result'] );
		$intent = $this->intents_of( $order )[0];
		$this->assertSame( 1234, $intent['amount'] );
		$this->assertSame( 'eur', $intent['currency'] );
	}

	public function test_zero_decimal_currencies_are_charged_in_whole_units(): void {
		$order = $this->order( 'JPY', '1500' );
		$this->pay( new Gateway(), $order, Standin::card() );
		$intent = $this->intents_of( $order )[0];
		$this->assertSame( 1500, $intent['amount'] );
		$this->assertSame( 'jpy', $intent['currency'] );
		$this->assertTrue( wc_get_order( $order->get_id() )->is_paid() );
	}

	/**
	 * Stripe's decline cards and the German message each shows.
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	public function declines(): array {
		return array(
			'generic'            => array( '4000000000000002', 'Die Karte wurde abgelehnt.' ),
			'insufficient funds' => array( '4000000000009995', 'Auf deiner Karte ist nicht genügend Guthaben.' ),
			'expired'            => array( '4000000000000069', 'Deine Karte ist abgelaufen.' ),
			'cvc'                => array( '4000000000000127', 'Der Sicherheitscode ist falsch.' ),
			'processing'         => array( '4000000000000119', 'Beim Verarbeiten der Karte ist ein Fehler aufgetreten. Bitte versuche es noch einmal.' ),
		);
	}

	/**
	 * A declined card.
	 *
	 * @dataProvider declines
	 *
	 * @param string $card    Card number.
	 * @param string $message German message.
	 */
	public function test_a_declined_card_shows_the_german_reason_and_leaves_the_order_unpaid( string $card, string $message ): void {
		$order  = $this->order();
		$result = $this->pay( new Gateway(), $order, Standin::card( $card ) );
		$this->assertSame( 'failure', $result['result'] );
		$this->assertSame( array( $message ), $this->errors() );
		$order = wc_get_order( $order->get_id() );
		$this->assertFalse( $order->is_paid() );
		$this->assertSame( 'failed', $order->get_status() );
	}

	public function test_a_retry_after_a_decline_reuses_the_orders_intent_and_charges_once(): void {
		$order = $this->order();
		$this->pay( new Gateway(), $order, Standin::card( '4000000000000002' ) );
		wc_clear_notices();
		$result = $this->pay( new Gateway(), wc_get_order( $order->get_id() ), Standin::card() );
		$this->assertSame( 'success', $result['result'] );
		$intents = $this->intents_of( $order );
		$this->assertCount( 1, $intents );
		$this->assertSame( 'succeeded', $intents[0]['status'] );
		$this->assertTrue( wc_get_order( $order->get_id() )->is_paid() );
	}

	public function test_a_changed_cart_updates_the_intent_before_it_is_charged(): void {
		$order = $this->order();
		$this->pay( new Gateway(), $order, Standin::card( '4000000000000002' ) );
		$order = wc_get_order( $order->get_id() );
		$order->set_total( '31.80' );
		$order->save();
		$this->pay( new Gateway(), $order, Standin::card() );
		$intents = $this->intents_of( $order );
		$this->assertCount( 1, $intents );
		$this->assertSame( 3180, $intents[0]['amount_received'] );
	}

	public function test_three_d_secure_returns_the_confirmation_hash_and_the_return_address_checks_with_stripe(): void {
		$order  = $this->order();
		$result = $this->pay( new Gateway(), $order, Standin::card( '4000002760003184' ) );
		$this->assertSame( 'success', $result['result'] );
		$this->assertMatchesRegularExpression( '/^#confirm-pi-(pi_[A-Za-z0-9]+_secret_[a-f0-9]+):(.+)$/', $result['redirect'] );
		preg_match( '/^#confirm-pi-((pi_[A-Za-z0-9]+)_secret_[a-f0-9]+):(.+)$/', $result['redirect'], $m );
		$return = rawurldecode( $m[3] );
		$this->assertStringContainsString( 'tresen-stripe-verify=1', $return );
		$order = wc_get_order( $order->get_id() );
		$this->assertFalse( $order->is_paid() );

		// Before the bank's confirmation the return address sends the shopper to pay again.
		$this->assertSame( $order->get_checkout_payment_url(), $this->verify( $return ) );

		Standin::call(
			'POST',
			'/_standin/3ds/' . $m[2],
			array(
				'client_secret' => $m[1],
				'result'        => 'succeed',
			)
		);
		$this->assertSame( $order->get_checkout_order_received_url(), $this->verify( $return ) );
		$this->assertTrue( wc_get_order( $order->get_id() )->is_paid() );
	}

	public function test_a_failed_three_d_secure_leaves_the_order_unpaid_and_a_wrong_key_is_refused(): void {
		$order  = $this->order();
		$result = $this->pay( new Gateway(), $order, Standin::card( '4000002760003184' ) );
		preg_match( '/^#confirm-pi-((pi_[A-Za-z0-9]+)_secret_[a-f0-9]+):(.+)$/', $result['redirect'], $m );
		Standin::call(
			'POST',
			'/_standin/3ds/' . $m[2],
			array(
				'client_secret' => $m[1],
				'result'        => 'fail',
			)
		);
		$return = rawurldecode( $m[3] );
		$this->assertSame( wc_get_order( $order->get_id() )->get_checkout_payment_url(), $this->verify( $return ) );
		$this->assertFalse( wc_get_order( $order->get_id() )->is_paid() );

		$forged = $this->verify( add_query_arg( 'key', 'wc_order_forged', $return ) );
		$this->assertInstanceOf( \WP_Error::class, $forged );
		$this->assertSame( 404, $forged->get_error_data()['status'] );
		$this->assertSame( 'Diese Bestellung wurde nicht gefunden.', $forged->get_error_message() );
	}

	public function test_prepaid_cards_are_refused_unless_the_shop_accepts_them(): void {
		$order  = $this->order();
		$result = $this->pay( new Gateway(), $order, Standin::card( '5105105105105100' ) );
		$this->assertSame( 'failure', $result['result'] );
		$this->assertSame( array( 'Leider akzeptieren wir zurzeit noch keine Prepaid-Karten.' ), $this->errors() );
		$this->assertCount( 0, $this->intents_of( $order ) );

		update_option( 'woocommerce_stripe_settings', array( 'allow_prepaid_card' => 'yes' ) + get_option( 'woocommerce_stripe_settings' ) );
		wc_clear_notices();
		$this->assertSame( 'success', $this->pay( new Gateway(), wc_get_order( $order->get_id() ), Standin::card( '5105105105105100' ) )['result'] );
	}

	public function test_a_missing_or_forged_payment_method_starts_nothing(): void {
		$order = $this->order();
		$this->assertSame( 'failure', $this->pay( new Gateway(), $order, '' )['result'] );
		$this->assertSame( 'failure', $this->pay( new Gateway(), $order, '<script>' )['result'] );
		$this->assertSame( 'failure', $this->pay( new Gateway(), $order, 'pm_doesnotexist' )['result'] );
		$this->assertContains( 'Wir konnten die Zahlung nicht einleiten. Bitte versuche es noch einmal.', $this->errors() );
		// A SEPA method id sent to the card gateway.
		$this->assertSame( 'failure', $this->pay( new Gateway(), $order, Standin::sepa() )['result'] );
		$this->assertCount( 0, $this->intents_of( $order ) );
	}

	public function test_sepa_puts_the_order_on_hold_until_stripe_reports_the_payment(): void {
		$order = $this->order();
		$order->set_payment_method( SepaGateway::ID );
		$order->save();
		$result = $this->pay( new SepaGateway(), $order, Standin::sepa() );
		$this->assertSame( 'success', $result['result'] );
		$order = wc_get_order( $order->get_id() );
		$this->assertSame( 'on-hold', $order->get_status() );
		$this->assertFalse( $order->is_paid() );
		$intent = $this->intents_of( $order )[0];
		$this->assertSame( 'processing', $intent['status'] );
		$this->assertSame( array( 'sepa_debit' ), $intent['payment_method_types'] );
	}

	public function test_sepa_is_offered_in_euros_only(): void {
		$this->assertTrue( ( new SepaGateway() )->is_available() );
		$chf = static fn() => 'CHF';
		add_filter( 'woocommerce_currency', $chf );
		$available = ( new SepaGateway() )->is_available();
		remove_filter( 'woocommerce_currency', $chf );
		$this->assertFalse( $available );
	}

	public function test_no_method_is_offered_without_keys(): void {
		update_option( 'woocommerce_stripe_settings', array( 'enabled' => 'yes' ) );
		$this->assertFalse( ( new Gateway() )->is_available() );
		$this->assertFalse( ( new SepaGateway() )->is_available() );
	}

	public function test_a_refund_from_the_order_screen_reaches_stripe(): void {
		$order = $this->order();
		$this->pay( new Gateway(), $order, Standin::card() );
		$gateway = new Gateway();
		$order   = wc_get_order( $order->get_id() );
		$this->assertTrue( $gateway->can_refund_order( $order ) );
		$this->assertTrue( $gateway->process_refund( $order->get_id(), '5.00', 'Flasche zerbrochen' ) );
		$intent  = $this->intents_of( $order )[0];
		$refunds = array_values( array_filter( Standin::state()['refunds'], static fn( $r ) => $r['payment_intent'] === $intent['id'] ) );
		$this->assertCount( 1, $refunds );
		$this->assertSame( 500, $refunds[0]['amount'] );
		$this->assertSame( 'Flasche zerbrochen', $refunds[0]['metadata']['reason'] );

		$too_much = $gateway->process_refund( $order->get_id(), '30.00', '' );
		$this->assertInstanceOf( \WP_Error::class, $too_much );
		$this->assertStringStartsWith( 'Stripe hat die Erstattung abgelehnt:', $too_much->get_error_message() );

		$unpaid = $this->order();
		$this->assertFalse( $gateway->can_refund_order( $unpaid ) );
		$this->assertInstanceOf( \WP_Error::class, $gateway->process_refund( $unpaid->get_id(), '1.00' ) );
	}

	public function test_the_checkout_box_holds_the_stripe_field_and_no_card_inputs(): void {
		$html = $this->render( array( new Gateway(), 'payment_fields' ) );
		$this->assertStringContainsString( 'name="stripe_source"', $html );
		$this->assertStringContainsString( 'data-tresen-stripe-element="card"', $html );
		$this->assertStringNotContainsString( 'cardnumber', $html );
		$this->assertStringContainsString( 'Bezahle sicher mit deiner Kreditkarte.', $html );
		$sepa = $this->render( array( new SepaGateway(), 'payment_fields' ) );
		$this->assertStringContainsString( 'data-tresen-stripe-element="sepa_debit"', $sepa );
		$this->assertStringContainsString( 'Mit der Angabe deiner IBAN', $sepa );
	}

	public function test_the_payment_element_is_created_with_the_carts_or_the_orders_amount_and_currency(): void {
		$product = new \WC_Product_Simple();
		$product->set_name( 'Testbier' );
		$product->set_regular_price( '4.95' );
		$product->save();
		WC()->cart->empty_cart();
		WC()->cart->add_to_cart( $product->get_id(), 2 );
		WC()->cart->calculate_totals();
		$cart = (int) round( 100 * (float) WC()->cart->get_total( 'edit' ) );
		$this->assertGreaterThanOrEqual( 990, $cart );
		$html = $this->render( array( new Gateway(), 'payment_fields' ) );
		$this->assertStringContainsString( 'data-mode="payment" data-amount="' . $cart . '" data-currency="eur"', $html );
		WC()->cart->empty_cart();

		// The order-pay page: the order's total, not the (empty) cart's.
		$order = $this->order( 'EUR', '31.40' );
		set_query_var( 'order-pay', $order->get_id() );
		try {
			$html = $this->render( array( new SepaGateway(), 'payment_fields' ) );
		} finally {
			set_query_var( 'order-pay', '' );
		}
		$this->assertStringContainsString( 'data-tresen-stripe-element="sepa_debit" data-mode="payment" data-amount="3140" data-currency="eur"', $html );
	}

	/**
	 * Where the return address sends the shopper.
	 *
	 * @param string $url Return URL.
	 * @return string|\WP_Error
	 */
	private function verify( string $url ) {
		wp_parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
		return Verify::target( (int) $query['order'], (string) $query['key'] );
	}
}
