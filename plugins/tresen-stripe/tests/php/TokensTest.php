<?php
/**
 * Saved payment methods: payment tokens, paying with them, the setup intent
 * endpoint and the add-payment-method page, against the stand-in.
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe\Tests;

use Tresen\Stripe\Gateway;
use Tresen\Stripe\SepaGateway;
use Tresen\Stripe\SepaToken;
use Tresen\Stripe\SetupIntents;
use Tresen\Stripe\Tokens;
use Tresen\Stripe\Verify;
use Tresen\Tests\TestCase;

require_once __DIR__ . '/includes/class-standin.php';

/**
 * What a logged-in customer notices of saving and reusing a card or IBAN.
 */
class TokensTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		Standin::configure();
		wc_clear_notices();
	}

	protected function tearDown(): void {
		$_POST = array();
		wp_set_current_user( 0 );
		parent::tearDown();
		// The gateways were loaded while this test had the methods on: load them again with the rolled-back settings.
		WC()->payment_gateways()->init();
	}

	/**
	 * A logged-in customer with a pending order of 25,90 €.
	 *
	 * @param int    $user_id User (0: a new customer, logged in).
	 * @param string $gateway Gateway id.
	 */
	private function order( int $user_id = 0, string $gateway = Gateway::ID ): \WC_Order {
		if ( 0 === $user_id ) {
			$user_id = $this->factory()->user()->ID;
		}
		wp_set_current_user( $user_id );
		$order = $this->factory()->order( array( $this->factory()->product()->get_id() => 1 ) );
		$order->set_customer_id( $user_id );
		$order->set_total( '25.90' );
		$order->set_payment_method( $gateway );
		$order->set_status( 'pending' );
		$order->save();
		return $order;
	}

	/**
	 * Pays as the checkout posts it.
	 *
	 * @param \WC_Payment_Gateway  $gateway Gateway.
	 * @param \WC_Order            $order   Order.
	 * @param array<string, mixed> $post    Posted fields.
	 * @return array<string, string>
	 */
	private function pay( \WC_Payment_Gateway $gateway, \WC_Order $order, array $post ): array {
		$_POST  = $post;
		$result = $gateway->process_payment( $order->get_id() );
		$_POST  = array();
		return $result;
	}

	/** @return string[] */
	private function errors(): array {
		return array_map( static fn( $n ) => is_array( $n ) ? $n['notice'] : $n, wc_get_notices( 'error' ) );
	}

	/**
	 * The stand-in's record of a PaymentMethod.
	 *
	 * @param string $id PaymentMethod id.
	 * @return array<string, mixed>
	 */
	private function method( string $id ): array {
		return Standin::call( 'GET', '/v1/payment_methods/' . $id, array(), Standin::SECRET_KEY );
	}

	public function test_a_customer_saves_the_card_while_paying_and_pays_with_it_next_time(): void {
		$order  = $this->order();
		$user   = $order->get_customer_id();
		$card   = Standin::card();
		$result = $this->pay(
			new Gateway(),
			$order,
			array(
				'stripe_source'                => $card,
				'wc-stripe-payment-token'      => 'new',
				'wc-stripe-new-payment-method' => 'true',
			)
		);
		$this->assertSame( 'success', $result['result'] );
		$this->assertTrue( wc_get_order( $order->get_id() )->is_paid() );

		$tokens = \WC_Payment_Tokens::get_customer_tokens( $user, Gateway::ID );
		$this->assertCount( 1, $tokens );
		$token = reset( $tokens );
		$this->assertInstanceOf( \WC_Payment_Token_CC::class, $token );
		$this->assertSame( $card, $token->get_token() );
		$this->assertSame( '4242', $token->get_last4() );
		$this->assertSame( 'visa', $token->get_card_type() );
		$this->assertSame( '12', $token->get_expiry_month() );
		$this->assertSame( (string) ( (int) gmdate( 'Y' ) + 3 ), $token->get_expiry_year() );
		$this->assertTrue( $token->is_default() );
		$this->assertSame( 'Visa mit Endung 4242 (gültig bis 12/' . substr( (string) ( (int) gmdate( 'Y' ) + 3 ), 2 ) . ')', Tokens::label( $token ) );
		$customer = (string) get_user_meta( $user, Tokens::customer_meta_key(), true );
		$this->assertStringStartsWith( 'cus_', $customer );
		$this->assertSame( $customer, $this->method( $card )['customer'] );
		$intent = Standin::intent( wc_get_order( $order->get_id() )->get_transaction_id() );
		$this->assertSame( 'off_session', $intent['setup_future_usage'] );
		$this->assertSame( $customer, $intent['customer'] );

		// Next purchase: the saved card, no new card data.
		$second = $this->order( $user );
		$result = $this->pay( new Gateway(), $second, array( 'wc-stripe-payment-token' => (string) $token->get_id() ) );
		$this->assertSame( 'success', $result['result'], implode( ' ', $this->errors() ) );
		$second = wc_get_order( $second->get_id() );
		$this->assertTrue( $second->is_paid() );
		$intent = Standin::intent( $second->get_transaction_id() );
		$this->assertSame( $card, $intent['payment_method'] );
		$this->assertSame( $customer, $intent['customer'] );
		$this->assertSame( 2590, $intent['amount_received'] );
		// Still one token, one customer.
		$this->assertCount( 1, \WC_Payment_Tokens::get_customer_tokens( $user, Gateway::ID ) );
		$this->assertCount( 1, Standin::state()['customers'] );
	}

	public function test_without_the_checkbox_nothing_is_saved(): void {
		$order  = $this->order();
		$result = $this->pay( new Gateway(), $order, array( 'stripe_source' => Standin::card() ) );
		$this->assertSame( 'success', $result['result'] );
		$this->assertSame( array(), \WC_Payment_Tokens::get_customer_tokens( $order->get_customer_id(), Gateway::ID ) );
		$this->assertSame( array(), Standin::state()['customers'] );
	}

	public function test_a_guest_order_saves_nothing_even_with_the_checkbox(): void {
		wp_set_current_user( 0 );
		$order = $this->factory()->order( array( $this->factory()->product()->get_id() => 1 ) );
		$order->set_payment_method( Gateway::ID );
		$order->save();
		$result = $this->pay(
			new Gateway(),
			$order,
			array(
				'stripe_source'                => Standin::card(),
				'wc-stripe-new-payment-method' => 'true',
			)
		);
		$this->assertSame( 'success', $result['result'] );
		$this->assertSame( array(), Standin::state()['customers'] );
	}

	public function test_another_customers_token_is_refused_and_nothing_is_charged(): void {
		$owner = $this->order();
		$this->pay(
			new Gateway(),
			$owner,
			array(
				'stripe_source'                => Standin::card(),
				'wc-stripe-new-payment-method' => 'true',
			)
		);
		$tokens = \WC_Payment_Tokens::get_customer_tokens( $owner->get_customer_id(), Gateway::ID );
		$token  = reset( $tokens );
		$this->assertInstanceOf( \WC_Payment_Token::class, $token );
		$intents_before = count( Standin::state()['payment_intents'] );

		$other  = $this->order();
		$result = $this->pay( new Gateway(), $other, array( 'wc-stripe-payment-token' => (string) $token->get_id() ) );
		$this->assertSame( 'failure', $result['result'] );
		$this->assertSame( array( 'Diese gespeicherte Zahlungsart ist nicht verfügbar. Bitte wähle eine andere.' ), $this->errors() );
		$this->assertFalse( wc_get_order( $other->get_id() )->is_paid() );
		$this->assertCount( $intents_before, Standin::state()['payment_intents'] );

		// A card token cannot be used through the SEPA gateway either.
		wc_clear_notices();
		wp_set_current_user( $owner->get_customer_id() );
		$sepa_order = $this->order( $owner->get_customer_id(), SepaGateway::ID );
		$result     = $this->pay( new SepaGateway(), $sepa_order, array( 'wc-stripe_sepa-payment-token' => (string) $token->get_id() ) );
		$this->assertSame( 'failure', $result['result'] );
	}

	public function test_a_declined_saved_card_shows_the_german_reason(): void {
		$order = $this->order();
		$this->pay(
			new Gateway(),
			$order,
			array(
				'stripe_source'                => Standin::card( '4000000000009995' ),
				'wc-stripe-new-payment-method' => 'true',
			)
		);
		// Declined at once: nothing saved, the order failed.
		$this->assertSame( array(), \WC_Payment_Tokens::get_customer_tokens( $order->get_customer_id(), Gateway::ID ) );
		$this->assertSame( array( 'Auf deiner Karte ist nicht genügend Guthaben.' ), $this->errors() );
	}

	public function test_sepa_is_saved_as_a_sepa_token_when_the_debit_is_submitted(): void {
		$order  = $this->order( 0, SepaGateway::ID );
		$iban   = Standin::sepa();
		$result = $this->pay(
			new SepaGateway(),
			$order,
			array(
				'stripe_source'                     => $iban,
				'wc-stripe_sepa-new-payment-method' => 'true',
			)
		);
		$this->assertSame( 'success', $result['result'] );
		$this->assertSame( 'on-hold', wc_get_order( $order->get_id() )->get_status() );
		$tokens = \WC_Payment_Tokens::get_customer_tokens( $order->get_customer_id(), SepaGateway::ID );
		$this->assertCount( 1, $tokens );
		$token = reset( $tokens );
		$this->assertInstanceOf( SepaToken::class, $token );
		$this->assertSame( '3000', $token->get_last4() );
		$this->assertSame( 'SEPA-Lastschrift vom Konto mit Endung 3000', Tokens::label( $token ) );

		// Paying with it again: a new debit from the saved mandate.
		$second = $this->order( $order->get_customer_id(), SepaGateway::ID );
		$result = $this->pay( new SepaGateway(), $second, array( 'wc-stripe_sepa-payment-token' => (string) $token->get_id() ) );
		$this->assertSame( 'success', $result['result'], implode( ' ', $this->errors() ) );
		$this->assertSame( 'on-hold', wc_get_order( $second->get_id() )->get_status() );
	}

	public function test_after_3d_secure_the_card_is_saved_on_the_return_address(): void {
		$order  = $this->order();
		$card   = Standin::card( '4000002760003184' );
		$result = $this->pay(
			new Gateway(),
			$order,
			array(
				'stripe_source'                => $card,
				'wc-stripe-new-payment-method' => 'true',
			)
		);
		$this->assertStringStartsWith( '#confirm-pi-', $result['redirect'] );
		$this->assertSame( array(), \WC_Payment_Tokens::get_customer_tokens( $order->get_customer_id(), Gateway::ID ) );
		$intent = Standin::intent( (string) wc_get_order( $order->get_id() )->get_transaction_id() );
		Standin::call(
			'POST',
			'/_standin/3ds/' . $intent['id'],
			array(
				'client_secret' => $intent['client_secret'],
				'result'        => 'succeed',
			)
		);
		$target = Verify::target( $order->get_id(), $order->get_order_key() );
		$this->assertSame( wc_get_order( $order->get_id() )->get_checkout_order_received_url(), $target );
		$tokens = \WC_Payment_Tokens::get_customer_tokens( $order->get_customer_id(), Gateway::ID );
		$this->assertCount( 1, $tokens );
		$this->assertSame( $card, reset( $tokens )->get_token() );
	}

	public function test_the_checkout_box_lists_saved_cards_and_hides_the_form_for_the_default_one(): void {
		$order = $this->order();
		$this->pay(
			new Gateway(),
			$order,
			array(
				'stripe_source'                => Standin::card(),
				'wc-stripe-new-payment-method' => 'true',
			)
		);
		$html = $this->render( array( new Gateway(), 'payment_fields' ) );
		$this->assertStringContainsString( 'Visa mit Endung 4242', $html );
		$this->assertMatchesRegularExpression( '/name="wc-stripe-payment-token" value="\d+"[^>]*checked/', $html );
		$this->assertStringContainsString( 'value="new"', $html );
		$this->assertStringContainsString( 'Neue Karte verwenden', $html );
		$this->assertMatchesRegularExpression( '/class="tresen-stripe__new" hidden/', $html );
		$this->assertStringContainsString( 'name="wc-stripe-new-payment-method"', $html );
		$this->assertStringContainsString( 'data-logged-in="1"', $html );

		// Another customer sees none of it.
		wp_set_current_user( $this->factory()->user()->ID );
		$html = $this->render( array( new Gateway(), 'payment_fields' ) );
		$this->assertStringNotContainsString( 'Visa mit Endung', $html );
		$this->assertStringNotContainsString( 'class="tresen-stripe__new" hidden', $html );
	}

	public function test_a_guest_sees_the_save_checkbox_only_when_an_account_can_be_created(): void {
		wp_set_current_user( 0 );
		update_option( 'woocommerce_enable_signup_and_login_from_checkout', 'no' );
		update_option( 'woocommerce_enable_guest_checkout', 'yes' );
		$this->assertStringNotContainsString( 'new-payment-method', $this->render( array( new Gateway(), 'payment_fields' ) ) );
		update_option( 'woocommerce_enable_signup_and_login_from_checkout', 'yes' );
		$html = $this->render( array( new Gateway(), 'payment_fields' ) );
		// Offered, shown by the script once "create an account" is ticked.
		$this->assertMatchesRegularExpression( '/data-logged-in="0" data-registration-required="0" hidden/', $html );
	}

	public function test_the_setup_intent_endpoint_saves_a_card_for_the_logged_in_customer_only(): void {
		$card = Standin::card();
		// A visitor without an account.
		wp_set_current_user( 0 );
		$reply = SetupIntents::create( $card, wp_create_nonce( SetupIntents::NONCE ) );
		$this->assertSame( 'error', $reply['status'] );
		$this->assertSame( 'Bitte melde dich an, um eine Zahlungsart zu speichern.', $reply['error']['message'] );

		$user = $this->factory()->user()->ID;
		wp_set_current_user( $user );
		$reply = SetupIntents::create( $card, 'forged' );
		$this->assertSame( 'error', $reply['status'] );
		$this->assertSame( array(), Standin::state()['setup_intents'] );

		$reply = SetupIntents::create( $card, wp_create_nonce( SetupIntents::NONCE ) );
		$this->assertSame( 'success', $reply['status'] );
		$this->assertStringStartsWith( 'seti_', $reply['client_secret'] );
		$customer = (string) get_user_meta( $user, Tokens::customer_meta_key(), true );
		$this->assertSame( $customer, $this->method( $card )['customer'] );

		// The page's form then posts the method: the gateway saves the token.
		$_POST  = array( 'stripe_source' => $card );
		$result = ( new Gateway() )->add_payment_method();
		$this->assertSame( 'success', $result['result'] );
		$tokens = \WC_Payment_Tokens::get_customer_tokens( $user, Gateway::ID );
		$this->assertCount( 1, $tokens );
		$this->assertSame( $card, reset( $tokens )->get_token() );
	}

	public function test_a_setup_intent_with_3d_secure_asks_for_authentication_and_saves_only_after_it(): void {
		$user = $this->factory()->user()->ID;
		wp_set_current_user( $user );
		$card  = Standin::card( '4000002760003184' );
		$reply = SetupIntents::create( $card, wp_create_nonce( SetupIntents::NONCE ) );
		$this->assertSame( 'requires_action', $reply['status'] );

		// Submitted before the bank confirmed: Stripe has not attached the card, nothing is saved.
		$_POST  = array( 'stripe_source' => $card );
		$result = ( new Gateway() )->add_payment_method();
		$this->assertSame( 'failure', $result['result'] );
		$this->assertSame( array(), \WC_Payment_Tokens::get_customer_tokens( $user, Gateway::ID ) );

		$id = explode( '_secret_', $reply['client_secret'] )[0];
		Standin::call(
			'POST',
			'/_standin/3ds/' . $id,
			array(
				'client_secret' => $reply['client_secret'],
				'result'        => 'succeed',
			)
		);
		$result = ( new Gateway() )->add_payment_method();
		$this->assertSame( 'success', $result['result'] );
		$this->assertCount( 1, \WC_Payment_Tokens::get_customer_tokens( $user, Gateway::ID ) );
	}

	public function test_a_declined_or_prepaid_card_is_not_saved_and_the_reason_is_german(): void {
		wp_set_current_user( $this->factory()->user()->ID );
		$reply = SetupIntents::create( Standin::card( '4000000000000002' ), wp_create_nonce( SetupIntents::NONCE ) );
		$this->assertSame( 'error', $reply['status'] );
		$this->assertSame( 'card_declined', $reply['error']['code'] );
		$this->assertSame( 'Die Karte wurde abgelehnt.', $reply['error']['message'] );

		$reply = SetupIntents::create( Standin::card( '5105105105105100' ), wp_create_nonce( SetupIntents::NONCE ) );
		$this->assertSame( 'error', $reply['status'] );
		$this->assertSame( 'Leider akzeptieren wir zurzeit noch keine Prepaid-Karten.', $reply['error']['message'] );
	}

	public function test_a_new_iban_on_the_add_payment_method_page_takes_the_holder_from_the_customer(): void {
		$user = wp_insert_user(
			array(
				'user_login' => 'iban' . wp_rand(),
				'user_pass'  => 'Geheim-123',
				'user_email' => 'konto@example.test',
				'first_name' => 'Erika',
				'last_name'  => 'Mustermann',
				'role'       => 'customer',
			)
		);
		wp_set_current_user( $user );
		$previous      = WC()->customer;
		WC()->customer = new \WC_Customer( $user );
		// No billing address saved yet: the account's name and e-mail.
		$billing = \Tresen\Stripe\Plugin::customer_billing();
		$this->assertSame( 'Erika Mustermann', $billing['name'] );
		$this->assertSame( 'konto@example.test', $billing['email'] );
		// A saved billing address wins.
		WC()->customer->set_billing_first_name( 'Erika' );
		WC()->customer->set_billing_last_name( 'Musterfrau' );
		WC()->customer->set_billing_email( 'rechnung@example.test' );
		WC()->customer->set_billing_country( 'DE' );
		$billing = \Tresen\Stripe\Plugin::customer_billing();
		$this->assertSame( 'Erika Musterfrau', $billing['name'] );
		$this->assertSame( 'rechnung@example.test', $billing['email'] );
		$this->assertSame( 'DE', $billing['address']['country'] );
		WC()->customer = $previous;
		// Stripe takes a SEPA method with that holder (it refuses one without a name).
		$pm = Standin::call(
			'POST',
			'/v1/payment_methods',
			array(
				'type'            => 'sepa_debit',
				'sepa_debit'      => array( 'iban' => 'DE89370400440532013000' ),
				'billing_details' => array(
					'name'  => $billing['name'],
					'email' => $billing['email'],
				),
			)
		);
		$this->assertStringStartsWith( 'pm_', (string) ( $pm['id'] ?? '' ) );
	}

	public function test_the_endpoint_answers_json_over_wc_ajax(): void {
		wp_set_current_user( $this->factory()->user()->ID );
		$reply = $this->ajax_json(
			'wc_ajax_' . SetupIntents::ENDPOINT,
			array(
				'stripe_source_id' => Standin::card(),
				'nonce'            => wp_create_nonce( SetupIntents::NONCE ),
			)
		);
		$this->assertSame( 'success', $reply['status'] );
		$this->assertArrayNotHasKey( 'http', $reply );
	}

	public function test_a_deleted_saved_card_is_detached_in_stripe_and_cannot_be_charged(): void {
		$order = $this->order();
		$card  = Standin::card();
		$this->pay(
			new Gateway(),
			$order,
			array(
				'stripe_source'                => $card,
				'wc-stripe-new-payment-method' => 'true',
			)
		);
		$tokens = \WC_Payment_Tokens::get_customer_tokens( $order->get_customer_id(), Gateway::ID );
		$token  = reset( $tokens );
		$this->assertNotNull( $this->method( $card )['customer'] );
		\WC_Payment_Tokens::delete( $token->get_id() );
		$this->assertNull( $this->method( $card )['customer'] );
		$this->assertSame( array(), \WC_Payment_Tokens::get_customer_tokens( $order->get_customer_id(), Gateway::ID ) );
	}
}
