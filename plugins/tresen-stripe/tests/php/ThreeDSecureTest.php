<?php
/**
 * 3-D Secure in the page (use_stripe_sdk) and by redirect, for payments and
 * for saving a card, against the stand-in.
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe\Tests;

use Tresen\Stripe\Gateway;
use Tresen\Stripe\SetupIntents;
use Tresen\Stripe\Verify;
use Tresen\Tests\Payments;
use Tresen\Tests\TestCase;

require_once __DIR__ . '/includes/class-standin.php';

/**
 * What a shopper notices when the bank asks to confirm a card.
 */
class ThreeDSecureTest extends TestCase {
	use Payments;

	private const CARD_3DS = '4000002760003184';

	protected function setUp(): void {
		parent::setUp();
		Standin::configure();
		wc_clear_notices();
	}

	protected function tearDown(): void {
		$_POST = array();
		wp_set_current_user( 0 );
		parent::tearDown();
	}

	/** The shop confirms cards for the bank's page (setting "3-D Secure": redirect). */
	private function by_redirect(): void {
		Standin::configure( array( 'three_d_secure' => 'redirect' ) );
	}

	/**
	 * Pays an order with a card as the checkout posts it.
	 *
	 * @param \WC_Order $order Order.
	 * @param string    $card  Card number.
	 * @return array<string, string>
	 */
	private function pay( \WC_Order $order, string $card = self::CARD_3DS ): array {
		$_POST['stripe_source'] = Standin::card( $card );
		$result                 = ( new Gateway() )->process_payment( $order->get_id() );
		unset( $_POST['stripe_source'] );
		return $result;
	}

	/**
	 * The parameters of the stand-in's last request to a path.
	 *
	 * @param string $pattern Regular expression for the path.
	 * @return array<string, mixed>
	 */
	private function last_request( string $pattern ): array {
		$found = array_values( array_filter( Standin::state()['requests'], static fn( $r ) => 'POST' === $r['method'] && preg_match( $pattern, $r['path'] ) ) );
		$this->assertNotEmpty( $found, 'no request to ' . $pattern );
		return (array) end( $found )['params'];
	}

	/**
	 * The shopper's answer on the bank's page; returns where the bank sends the browser back.
	 *
	 * @param string $url    The bank's page.
	 * @param string $result authorize or fail.
	 */
	private function bank( string $url, string $result ): string {
		// The tests reach the stand-in as "localhost" (WP_HTTP_BLOCK_EXTERNAL lets only that through).
		$response = wp_remote_post(
			str_replace( '127.0.0.1', 'localhost', $url ),
			array(
				'body'        => array( 'result' => $result ),
				'redirection' => 0,
			)
		);
		return (string) wp_remote_retrieve_header( $response, 'location' );
	}

	/** @return string[] */
	private function errors(): array {
		return array_map( static fn( $n ) => is_array( $n ) ? $n['notice'] : $n, wc_get_notices( 'error' ) );
	}

	public function test_a_card_is_confirmed_with_use_stripe_sdk_and_the_bank_asks_in_the_page(): void {
		$order  = $this->order_to_pay( Gateway::ID );
		$result = $this->pay( $order );
		$this->assertSame( 'true', $this->last_request( '#^/v1/payment_intents/pi_[^/]+/confirm$#' )['use_stripe_sdk'] );
		$this->assertMatchesRegularExpression( '/^#confirm-pi-(pi_[A-Za-z0-9]+)_secret_/', $result['redirect'] );
		$intent = Standin::intent( (string) wc_get_order( $order->get_id() )->get_transaction_id() );
		$this->assertSame( 'use_stripe_sdk', $intent['next_action']['type'] );
	}

	public function test_by_redirect_the_shopper_goes_to_the_bank_and_back_to_the_paid_order(): void {
		$this->by_redirect();
		$order  = $this->order_to_pay( Gateway::ID );
		$result = $this->pay( $order );
		$this->assertArrayNotHasKey( 'use_stripe_sdk', $this->last_request( '#^/v1/payment_intents/pi_[^/]+/confirm$#' ) );
		$intent = Standin::intent( (string) wc_get_order( $order->get_id() )->get_transaction_id() );
		$this->assertSame( 'redirect_to_url', $intent['next_action']['type'] );
		$this->assertSame( $intent['next_action']['redirect_to_url']['url'], $result['redirect'] );
		$this->assertSame( Verify::url( $order ), $intent['next_action']['redirect_to_url']['return_url'] );

		$back = $this->bank( $result['redirect'], 'authorize' );
		$this->assertStringContainsString( 'redirect_status=succeeded', $back );
		wp_parse_str( (string) wp_parse_url( $back, PHP_URL_QUERY ), $query );
		$this->assertSame( wc_get_order( $order->get_id() )->get_checkout_order_received_url(), Verify::target( (int) $query['order'], (string) $query['key'] ) );
		$this->assertTrue( wc_get_order( $order->get_id() )->is_paid() );
		$this->assertCount( 1, array_filter( Standin::state()['charges'], static fn( $c ) => $c['payment_intent'] === $intent['id'] ) );
	}

	public function test_by_redirect_a_refusal_at_the_bank_brings_the_shopper_to_pay_again_with_a_german_reason(): void {
		$this->by_redirect();
		$order  = $this->order_to_pay( Gateway::ID );
		$result = $this->pay( $order );
		$this->bank( $result['redirect'], 'fail' );
		$this->assertSame( wc_get_order( $order->get_id() )->get_checkout_payment_url(), Verify::target( $order->get_id(), $order->get_order_key() ) );
		$this->assertFalse( wc_get_order( $order->get_id() )->is_paid() );
		$this->assertSame( array( 'Die Bestätigung deiner Zahlung bei deiner Bank ist fehlgeschlagen. Bitte versuche es noch einmal oder wähle eine andere Zahlungsart.' ), $this->errors() );
	}

	public function test_after_a_failed_dialog_the_scripts_is_ajax_request_notes_it_without_a_notice_for_later(): void {
		$order  = $this->order_to_pay( Gateway::ID );
		$result = $this->pay( $order );
		preg_match( '/^#confirm-pi-((pi_[A-Za-z0-9]+)_secret_[a-f0-9]+):/', $result['redirect'], $m );
		Standin::call(
			'POST',
			'/_standin/3ds/' . $m[2],
			array(
				'client_secret' => $m[1],
				'result'        => 'fail',
			)
		);
		Verify::target( $order->get_id(), $order->get_order_key(), false );
		$this->assertSame( array(), $this->errors() );
		$this->assertContains( 'Stripe: Der Kunde hat die Zahlung nicht abgeschlossen (payment_intent_authentication_failure).', $this->order_notes( $order ) );
		$this->assertFalse( wc_get_order( $order->get_id() )->is_paid() );
	}

	public function test_saving_a_card_sends_use_stripe_sdk_and_answers_the_in_page_next_action(): void {
		wp_set_current_user( $this->factory()->user()->ID );
		$reply = SetupIntents::create( Standin::card( self::CARD_3DS ), wp_create_nonce( SetupIntents::NONCE ) );
		$this->assertSame( 'requires_action', $reply['status'] );
		$this->assertSame( 'use_stripe_sdk', $reply['next_action']['type'] );
		$params = $this->last_request( '#^/v1/setup_intents$#' );
		$this->assertSame( 'true', $params['use_stripe_sdk'] );
		$this->assertStringContainsString( SetupIntents::RETURN_ARG . '=1', $params['return_url'] );
	}

	public function test_saving_a_card_by_redirect_saves_the_woocommerce_token_on_the_return_address(): void {
		$this->by_redirect();
		$user = $this->factory()->user()->ID;
		wp_set_current_user( $user );
		$card  = Standin::card( self::CARD_3DS );
		$reply = SetupIntents::create( $card, wp_create_nonce( SetupIntents::NONCE ) );
		$this->assertSame( 'requires_action', $reply['status'] );
		$this->assertSame( 'redirect_to_url', $reply['next_action']['type'] );
		$this->assertArrayNotHasKey( 'use_stripe_sdk', $this->last_request( '#^/v1/setup_intents$#' ) );

		$back = $this->bank( $reply['next_action']['redirect_to_url']['url'], 'authorize' );
		wp_parse_str( (string) wp_parse_url( $back, PHP_URL_QUERY ), $query );
		$this->assertSame( 'succeeded', $query['redirect_status'] );
		$this->assertSame( '1', $query[ SetupIntents::RETURN_ARG ] );
		$this->assertSame( array(), \WC_Payment_Tokens::get_customer_tokens( $user, Gateway::ID ) );

		$target = SetupIntents::finish( (string) $query['setup_intent'], (string) $query['_wpnonce'] );
		$this->assertSame( wc_get_account_endpoint_url( 'payment-methods' ), $target );
		$tokens = \WC_Payment_Tokens::get_customer_tokens( $user, Gateway::ID );
		$this->assertCount( 1, $tokens );
		$this->assertSame( $card, reset( $tokens )->get_token() );
		$this->assertSame( '3184', reset( $tokens )->get_last4() );
		$this->assertSame( array( 'Zahlungsart erfolgreich hinzugefügt.' ), array_map( static fn( $n ) => is_array( $n ) ? $n['notice'] : $n, wc_get_notices( 'success' ) ) );

		// The same return address again (reload): still one token.
		SetupIntents::finish( (string) $query['setup_intent'], (string) $query['_wpnonce'] );
		$this->assertCount( 1, \WC_Payment_Tokens::get_customer_tokens( $user, Gateway::ID ) );
	}

	public function test_a_refused_or_foreign_setup_intent_saves_nothing(): void {
		$this->by_redirect();
		$owner = $this->factory()->user()->ID;
		wp_set_current_user( $owner );
		$reply = SetupIntents::create( Standin::card( self::CARD_3DS ), wp_create_nonce( SetupIntents::NONCE ) );
		$back  = $this->bank( $reply['next_action']['redirect_to_url']['url'], 'fail' );
		wp_parse_str( (string) wp_parse_url( $back, PHP_URL_QUERY ), $query );
		$this->assertSame( 'failed', $query['redirect_status'] );
		$this->assertSame( wc_get_account_endpoint_url( 'add-payment-method' ), SetupIntents::finish( (string) $query['setup_intent'], (string) $query['_wpnonce'] ) );
		$this->assertSame( array( 'Die Bestätigung deiner Zahlung bei deiner Bank ist fehlgeschlagen. Bitte versuche es noch einmal oder wähle eine andere Zahlungsart.' ), $this->errors() );
		$this->assertSame( array(), \WC_Payment_Tokens::get_customer_tokens( $owner, Gateway::ID ) );

		// Another customer with the first one's return address: refused, nothing saved.
		wc_clear_notices();
		$reply = SetupIntents::create( Standin::card( self::CARD_3DS ), wp_create_nonce( SetupIntents::NONCE ) );
		$back  = $this->bank( $reply['next_action']['redirect_to_url']['url'], 'authorize' );
		wp_parse_str( (string) wp_parse_url( $back, PHP_URL_QUERY ), $query );
		$other = $this->factory()->user()->ID;
		wp_set_current_user( $other );
		SetupIntents::finish( (string) $query['setup_intent'], wp_create_nonce( SetupIntents::RETURN_NONCE ) );
		$this->assertNotEmpty( $this->errors() );
		$this->assertSame( array(), \WC_Payment_Tokens::get_customer_tokens( $other, Gateway::ID ) );
	}
}
