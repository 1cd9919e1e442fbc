<?php
/**
 * Redirect and voucher methods (Bancontact, iDEAL, eps, Przelewy24, Alipay,
 * Multibanco) against the stand-in.
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe\Tests;

use Tresen\Stripe\Lock;
use Tresen\Stripe\RedirectGateway;
use Tresen\Stripe\UpdateIntent;
use Tresen\Stripe\Verify;
use Tresen\Tests\TestCase;

require_once __DIR__ . '/includes/class-standin.php';

/**
 * What the shopper and the store owner notice of paying away from the shop.
 */
class RedirectTest extends TestCase {

	/** A Brazilian billing address (Boleto needs all of it). */
	private const SAO_PAULO = array(
		'address_1' => 'Avenida Paulista 1000',
		'city'      => 'São Paulo',
		'state'     => 'SP',
		'postcode'  => '01310-100',
	);

	protected function setUp(): void {
		parent::setUp();
		Standin::configure();
		foreach ( array_keys( RedirectGateway::METHODS ) as $type ) {
			update_option( 'woocommerce_stripe_' . $type . '_settings', array( 'enabled' => 'yes' ) );
		}
		wc_clear_notices();
	}

	protected function tearDown(): void {
		parent::tearDown();
		// The gateways were loaded while this test had the methods on: load them again with the rolled-back settings.
		WC()->payment_gateways()->init();
	}

	/**
	 * An order of 25,90 € from a country.
	 *
	 * @param string                $type     Method.
	 * @param string                $country  Billing country.
	 * @param string                $currency Currency.
	 * @param array<string, string> $billing  Further billing fields.
	 */
	private function order( string $type, string $country, string $currency = 'EUR', array $billing = array() ): \WC_Order {
		$order = $this->factory()->order( array( $this->factory()->product()->get_id() => 1 ), array( 'country' => $country ) + $billing );
		$order->set_currency( $currency );
		$order->set_total( '25.90' );
		$order->set_payment_method( 'stripe_' . $type );
		$order->set_status( 'pending' );
		$order->save();
		return $order;
	}

	/** @return string[] */
	private function errors(): array {
		return array_map( static fn( $n ) => is_array( $n ) ? $n['notice'] : $n, wc_get_notices( 'error' ) );
	}

	/**
	 * The shopper's answer on the bank's page (as the stand-in's page posts it).
	 *
	 * @param string $intent PaymentIntent id.
	 * @param string $result authorize or fail.
	 */
	private function bank( string $intent, string $result ): void {
		wp_remote_post( Standin::url() . '/_standin/redirect/' . $intent, array( 'body' => array( 'result' => $result ), 'redirection' => 0 ) );
	}

	public function test_every_live_method_is_its_own_gateway_with_a_german_title_and_off_by_default(): void {
		delete_option( 'woocommerce_stripe_ideal_settings' );
		$gateways = WC()->payment_gateways()->payment_gateways();
		foreach ( array( 'stripe_bancontact', 'stripe_ideal', 'stripe_eps', 'stripe_p24', 'stripe_alipay', 'stripe_multibanco' ) as $id ) {
			$this->assertArrayHasKey( $id, $gateways );
		}
		$this->assertArrayNotHasKey( 'stripe_giropay', $gateways );
		$this->assertArrayNotHasKey( 'stripe_sofort', $gateways );
		$ideal = new RedirectGateway( 'ideal' );
		$this->assertSame( 'no', $ideal->enabled );
		// The brand since iDEAL joined Wero; the gateway id stays.
		$this->assertSame( 'stripe_ideal', $ideal->id );
		$this->assertSame( 'iDEAL | Wero', $ideal->get_title() );
		$this->assertSame( 'Du wirst zu iDEAL | Wero weitergeleitet, um die Zahlung zu bestätigen.', $ideal->get_description() );
		$this->assertSame( 'eps-Überweisung', ( new RedirectGateway( 'eps' ) )->get_title() );
	}

	public function test_methods_are_offered_only_for_their_currencies_and_countries(): void {
		$eps = new RedirectGateway( 'eps' );
		$this->assertTrue( $eps->supports_currency( 'EUR' ) );
		$this->assertFalse( $eps->supports_currency( 'PLN' ) );
		$this->assertTrue( $eps->supports_country( 'AT' ) );
		$this->assertFalse( $eps->supports_country( 'DE' ) );
		$this->assertTrue( ( new RedirectGateway( 'p24' ) )->supports_currency( 'PLN' ) );
		$this->assertTrue( ( new RedirectGateway( 'alipay' ) )->supports_country( 'DE' ) );

		// Built before this test switched the methods on (real WooCommerce loads the gateways once).
		WC()->payment_gateways()->init();
		WC()->customer->set_billing_country( 'DE' );
		$available = array_keys( WC()->payment_gateways()->get_available_payment_gateways() );
		$this->assertNotContains( 'stripe_eps', $available );
		$this->assertNotContains( 'stripe_ideal', $available );
		$this->assertContains( 'stripe_alipay', $available );
		WC()->customer->set_billing_country( 'AT' );
		$this->assertContains( 'stripe_eps', array_keys( WC()->payment_gateways()->get_available_payment_gateways() ) );

		// The server checks again: an Austrian method for a German address is refused before anything is created.
		$result = ( new RedirectGateway( 'eps' ) )->process_payment( $this->order( 'eps', 'DE' )->get_id() );
		$this->assertSame( 'failure', $result['result'] );
		$this->assertSame( array( 'eps-Überweisung ist für diese Bestellung nicht verfügbar. Bitte wähle eine andere Zahlungsart.' ), $this->errors() );
		$this->assertSame( array(), Standin::state()['payment_intents'] );
	}

	public function test_a_second_submit_of_an_order_while_its_payment_runs_is_told_to_wait_and_creates_no_intent(): void {
		// The order-pay page has no checkout session lock: the order's own lock keeps a double click out.
		$order = $this->order( 'eps', 'AT' );
		global $wpdb;
		$wpdb->insert(
			$wpdb->options,
			array(
				'option_name'  => Lock::name( 'order-' . $order->get_id() ),
				'option_value' => ( time() + 60 ) . ':otherrequest',
				'autoload'     => 'off',
			)
		);
		$result = ( new RedirectGateway( 'eps' ) )->process_payment( $order->get_id() );
		$this->assertSame( 'failure', $result['result'] );
		$this->assertContains( 'Deine Zahlung wird schon bearbeitet. Bitte warte einen Moment.', $this->errors() );
		$this->assertSame( array(), Standin::state()['payment_intents'] );
		$this->assertSame( 'pending', wc_get_order( $order->get_id() )->get_status() );
	}

	public function test_eps_sends_the_shopper_to_the_bank_and_back_to_the_paid_order(): void {
		$order  = $this->order( 'eps', 'AT' );
		$result = ( new RedirectGateway( 'eps' ) )->process_payment( $order->get_id() );
		$this->assertSame( 'success', $result['result'] );
		$intent = Standin::intent( (string) wc_get_order( $order->get_id() )->get_transaction_id() );
		$this->assertSame( 'requires_action', $intent['status'] );
		$this->assertSame( array( 'eps' ), $intent['payment_method_types'] );
		$this->assertSame( 2590, $intent['amount'] );
		$this->assertSame( $intent['next_action']['redirect_to_url']['url'], $result['redirect'] );
		$this->assertSame( Verify::url( $order ), $intent['next_action']['redirect_to_url']['return_url'] );
		$this->assertSame( 'pending', wc_get_order( $order->get_id() )->get_status() );
		$pm = Standin::call( 'GET', '/v1/payment_methods/' . $intent['payment_method'], array(), Standin::SECRET_KEY );
		$this->assertSame( 'Erika Mustermann', $pm['billing_details']['name'] );

		$this->bank( $intent['id'], 'authorize' );
		$this->assertSame( wc_get_order( $order->get_id() )->get_checkout_order_received_url(), Verify::target( $order->get_id(), $order->get_order_key() ) );
		$paid = wc_get_order( $order->get_id() );
		$this->assertTrue( $paid->is_paid() );
		$this->assertSame( 'processing', $paid->get_status() );
	}

	public function test_a_payment_refused_at_the_bank_leaves_the_order_unpaid_with_a_german_reason_and_a_retry_uses_the_same_intent(): void {
		$order   = $this->order( 'eps', 'AT' );
		$gateway = new RedirectGateway( 'eps' );
		$gateway->process_payment( $order->get_id() );
		$id = (string) wc_get_order( $order->get_id() )->get_transaction_id();
		$this->bank( $id, 'fail' );
		$this->assertSame( wc_get_order( $order->get_id() )->get_checkout_payment_url(), Verify::target( $order->get_id(), $order->get_order_key() ) );
		$this->assertFalse( wc_get_order( $order->get_id() )->is_paid() );
		$this->assertSame( array( 'Die Bestätigung deiner Zahlung bei deiner Bank ist fehlgeschlagen. Bitte versuche es noch einmal oder wähle eine andere Zahlungsart.' ), $this->errors() );

		// The shopper tries again: the same PaymentIntent, one charge in the end.
		wc_clear_notices();
		$result = $gateway->process_payment( $order->get_id() );
		$this->assertSame( 'success', $result['result'] );
		$this->assertSame( $id, (string) wc_get_order( $order->get_id() )->get_transaction_id() );
		$this->bank( $id, 'authorize' );
		Verify::target( $order->get_id(), $order->get_order_key() );
		$this->assertTrue( wc_get_order( $order->get_id() )->is_paid() );
		$intents = array_filter( Standin::state()['payment_intents'], static fn( $pi ) => $pi['metadata']['order_id'] === (string) $order->get_id() );
		$this->assertCount( 1, $intents );
		$this->assertCount( 1, array_filter( Standin::state()['charges'], static fn( $c ) => $c['payment_intent'] === $id ) );
	}

	public function test_przelewy24_in_zloty_and_ideal_and_bancontact_in_euro(): void {
		foreach ( array( array( 'p24', 'PL', 'PLN' ), array( 'ideal', 'NL', 'EUR' ), array( 'bancontact', 'BE', 'EUR' ), array( 'alipay', 'DE', 'EUR' ) ) as $case ) {
			$order  = $this->order( $case[0], $case[1], $case[2] );
			$result = ( new RedirectGateway( $case[0] ) )->process_payment( $order->get_id() );
			$this->assertSame( 'success', $result['result'], $case[0] . ': ' . implode( ' ', $this->errors() ) );
			$intent = Standin::intent( (string) wc_get_order( $order->get_id() )->get_transaction_id() );
			$this->assertSame( strtolower( $case[2] ), $intent['currency'] );
			$this->assertSame( array( $case[0] ), $intent['payment_method_types'] );
		}
	}

	public function test_multibanco_issues_a_voucher_and_waits_on_hold(): void {
		$order  = $this->order( 'multibanco', 'PT' );
		$result = ( new RedirectGateway( 'multibanco' ) )->process_payment( $order->get_id() );
		$this->assertSame( 'success', $result['result'] );
		$order = wc_get_order( $order->get_id() );
		$this->assertSame( $order->get_checkout_order_received_url(), $result['redirect'] );
		$this->assertSame( 'on-hold', $order->get_status() );
		$html = $this->render( array( RedirectGateway::class, 'thankyou' ), $order->get_id() );
		$this->assertStringContainsString( 'Bitte bezahle in deinem Online-Banking oder an einem Geldautomaten', $html );
		$this->assertStringContainsString( (string) $order->get_meta( RedirectGateway::META_VOUCHER )['number'], $html );
	}

	/**
	 * What Stripe.js does with the reply (confirmBoletoPayment / confirmOxxoPayment).
	 *
	 * @param string               $type  boleto or oxxo.
	 * @param array<string, mixed> $reply The checkout's reply.
	 * @return array<string, mixed> The PaymentIntent.
	 */
	private function confirm_in_browser( string $type, array $reply ): array {
		$id = explode( '_secret_', (string) $reply['client_secret'] )[0];
		return Standin::call(
			'POST',
			'/v1/payment_intents/' . $id . '/confirm',
			array(
				'client_secret'       => $reply['client_secret'],
				'payment_method_data' => array( 'type' => $type ) + $reply['confirm_payment_data']['payment_method'],
			)
		);
	}

	public function test_boleto_and_oxxo_are_offered_only_in_real_and_peso(): void {
		$this->assertFalse( ( new RedirectGateway( 'boleto' ) )->is_available() );
		$this->assertFalse( ( new RedirectGateway( 'oxxo' ) )->is_available() );
		update_option( 'woocommerce_currency', 'BRL' );
		$this->assertTrue( ( new RedirectGateway( 'boleto' ) )->is_available() );
		$this->assertFalse( ( new RedirectGateway( 'oxxo' ) )->is_available() );
		$this->assertFalse( ( new RedirectGateway( 'eps' ) )->is_available() );
		update_option( 'woocommerce_currency', 'MXN' );
		$this->assertTrue( ( new RedirectGateway( 'oxxo' ) )->is_available() );
	}

	public function test_boleto_needs_the_tax_id_then_the_browser_confirms_and_the_order_waits_on_hold(): void {
		$order   = $this->order( 'boleto', 'BR', 'BRL', self::SAO_PAULO );
		$gateway = new RedirectGateway( 'boleto' );
		$this->assertFalse( $gateway->validate_fields() );
		$this->assertSame( array( 'Bitte gib deine CPF- oder CNPJ-Nummer ein.' ), $this->errors() );
		$result = $gateway->process_payment( $order->get_id() );
		$this->assertSame( 'failure', $result['result'] );
		$this->assertSame( array(), Standin::state()['payment_intents'] );

		wc_clear_notices();
		$_POST['stripe_boleto_tax_id'] = '123.456.789-01';
		$this->assertTrue( $gateway->validate_fields() );
		$reply = $gateway->process_payment( $order->get_id() );
		unset( $_POST['stripe_boleto_tax_id'] );
		$this->assertSame( 'success', $reply['result'] );
		$this->assertSame( Verify::url( $order ), $reply['redirect'] );
		$this->assertStringStartsWith( 'pi_', $reply['client_secret'] );
		$this->assertSame( '12345678901', $reply['confirm_payment_data']['payment_method']['boleto']['tax_id'] );
		$this->assertSame( 'Erika Mustermann', $reply['confirm_payment_data']['payment_method']['billing_details']['name'] );
		// As the anchor sends it: the full billing address, which Stripe requires for Boleto.
		$this->assertSame(
			array(
				'line1'       => 'Avenida Paulista 1000',
				'city'        => 'São Paulo',
				'state'       => 'SP',
				'postal_code' => '01310-100',
				'country'     => 'BR',
			),
			$reply['confirm_payment_data']['payment_method']['billing_details']['address']
		);
		$intent = Standin::intent( explode( '_secret_', $reply['client_secret'] )[0] );
		$this->assertSame( array( 'boleto' ), $intent['payment_method_types'] );
		$this->assertSame( 'brl', $intent['currency'] );
		$this->assertSame( 2590, $intent['amount'] );
		$this->assertSame( 'pending', wc_get_order( $order->get_id() )->get_status() );

		$confirmed = $this->confirm_in_browser( 'boleto', $reply );
		$this->assertSame( 'boleto_display_details', $confirmed['next_action']['type'] );
		$this->assertSame( wc_get_order( $order->get_id() )->get_checkout_order_received_url(), Verify::target( $order->get_id(), $order->get_order_key() ) );
		$order = wc_get_order( $order->get_id() );
		$this->assertSame( 'on-hold', $order->get_status() );
		$this->assertFalse( $order->is_paid() );
		$html = $this->render( array( RedirectGateway::class, 'thankyou' ), $order->get_id() );
		$this->assertStringContainsString( $confirmed['next_action']['boleto_display_details']['number'], $html );
	}

	public function test_boleto_without_a_complete_address_is_refused_like_stripe_with_a_german_message(): void {
		$order                         = $this->order( 'boleto', 'BR', 'BRL', array( 'address_1' => 'Avenida Paulista 1000' ) );
		$_POST['stripe_boleto_tax_id'] = '12345678901';
		$reply                         = ( new RedirectGateway( 'boleto' ) )->process_payment( $order->get_id() );
		unset( $_POST['stripe_boleto_tax_id'] );
		$this->assertSame( 'success', $reply['result'] );
		$refused = $this->confirm_in_browser( 'boleto', $reply );
		$this->assertSame( 'parameter_missing', $refused['error']['code'] );
		$this->assertSame( 'billing_details[address][city]', $refused['error']['param'] );
		$this->assertSame(
			'Bitte gib deine vollständige Rechnungsadresse an (Straße, Ort, Bundesland und Postleitzahl).',
			\Tresen\Stripe\Messages::for_error( $refused['error']['type'], $refused['error']['code'], '', $refused['error']['param'] )
		);
		$this->assertSame( 'pending', wc_get_order( $order->get_id() )->get_status() );
	}

	public function test_boleto_is_not_offered_below_five_reais_and_stripe_refuses_less(): void {
		$gateway = new RedirectGateway( 'boleto' );
		$this->assertFalse( $gateway->fits_amount( 4.99 ) );
		$this->assertTrue( $gateway->fits_amount( 5.00 ) );
		$order = $this->order( 'boleto', 'BR', 'BRL', self::SAO_PAULO );
		$order->set_total( '4.90' );
		$order->save();
		$this->assertFalse( $gateway->is_enabled_for_order( $order ) );
		$_POST['stripe_boleto_tax_id'] = '12345678901';
		$result                        = $gateway->process_payment( $order->get_id() );
		unset( $_POST['stripe_boleto_tax_id'] );
		$this->assertSame( 'failure', $result['result'] );
		$this->assertSame( array( 'Der Betrag ist für diese Zahlungsart zu niedrig.' ), $this->errors() );
		$this->assertSame( array(), Standin::state()['payment_intents'] );

		// Stripe's own refusal (amount_too_small), as the stand-in answers it.
		$intent  = Standin::call(
			'POST',
			'/v1/payment_intents',
			array(
				'amount'               => 490,
				'currency'             => 'brl',
				'allowed_payment_method_types' => array( 'boleto' ),
			),
			Standin::SECRET_KEY
		);
		$refused = Standin::call(
			'POST',
			'/v1/payment_intents/' . $intent['id'] . '/confirm',
			array(
				'payment_method_data' => array(
					'type'            => 'boleto',
					'boleto'          => array( 'tax_id' => '12345678901' ),
					'billing_details' => array(
						'name'    => 'Erika Mustermann',
						'email'   => 'erika@example.test',
						'address' => array(
							'line1'       => 'Avenida Paulista 1000',
							'city'        => 'São Paulo',
							'state'       => 'SP',
							'postal_code' => '01310-100',
							'country'     => 'BR',
						),
					),
				),
			),
			Standin::SECRET_KEY
		);
		$this->assertSame( 'amount_too_small', $refused['error']['code'] );
	}

	public function test_alipay_follows_stripes_alipay_handle_redirect_and_returns_paid(): void {
		$order  = $this->order( 'alipay', 'DE' );
		$result = ( new RedirectGateway( 'alipay' ) )->process_payment( $order->get_id() );
		$this->assertSame( 'success', $result['result'] );
		$intent = Standin::intent( (string) wc_get_order( $order->get_id() )->get_transaction_id() );
		$this->assertSame( 'alipay_handle_redirect', $intent['next_action']['type'] );
		$this->assertArrayNotHasKey( 'redirect_to_url', $intent['next_action'] );
		$this->assertSame( $intent['next_action']['alipay_handle_redirect']['url'], $result['redirect'] );
		$this->bank( $intent['id'], 'authorize' );
		Verify::target( $order->get_id(), $order->get_order_key() );
		$this->assertTrue( wc_get_order( $order->get_id() )->is_paid() );
	}

	public function test_multibanco_shows_entity_reference_and_expiry_on_the_page_and_in_the_customers_email(): void {
		$order = $this->order( 'multibanco', 'PT' );
		( new RedirectGateway( 'multibanco' ) )->process_payment( $order->get_id() );
		$order   = wc_get_order( $order->get_id() );
		$details = Standin::intent( (string) $order->get_transaction_id() )['next_action']['multibanco_display_details'];
		$date    = wp_date( 'd.m.Y', (int) $details['expires_at'] );
		$html    = $this->render( array( RedirectGateway::class, 'thankyou' ), $order->get_id() );
		$this->assertStringContainsString( 'Entität', $html );
		$this->assertStringContainsString( $details['entity'], $html );
		$this->assertStringContainsString( $details['reference'], $html );
		$this->assertStringContainsString( 'mit der Entität ' . $details['entity'] . ' und der Referenz ' . $details['reference'], $html );
		$this->assertStringContainsString( 'Der Beleg ist gültig bis ' . $date, $html );
		$this->assertStringContainsString( $details['hosted_voucher_url'], $html );

		$mail = $this->render( array( RedirectGateway::class, 'email_instructions' ), $order, false, true );
		$this->assertStringContainsString( 'mit der Entität ' . $details['entity'] . ' und der Referenz ' . $details['reference'], $mail );
		$this->assertStringContainsString( $date, $mail );
		// Not in the shop's own copy.
		$this->assertSame( '', $this->render( array( RedirectGateway::class, 'email_instructions' ), $order, true, false ) );
	}

	public function test_oxxo_shows_its_expires_after_as_a_german_date(): void {
		$order = $this->order( 'oxxo', 'MX', 'MXN' );
		$order->set_total( '250.00' );
		$order->save();
		$reply     = ( new RedirectGateway( 'oxxo' ) )->process_payment( $order->get_id() );
		$confirmed = $this->confirm_in_browser( 'oxxo', $reply );
		$details   = $confirmed['next_action']['oxxo_display_details'];
		$this->assertArrayHasKey( 'expires_after', $details );
		$this->assertArrayNotHasKey( 'expires_at', $details );
		Verify::target( $order->get_id(), $order->get_order_key() );
		$html = $this->render( array( RedirectGateway::class, 'thankyou' ), $order->get_id() );
		$this->assertStringContainsString( $details['number'], $html );
		$this->assertStringContainsString( 'Der Beleg ist gültig bis ' . wp_date( 'd.m.Y, H:i', (int) $details['expires_after'] ) . ' Uhr.', $html );
	}

	public function test_oxxo_on_the_order_pay_page_updates_the_orders_intent_only_with_its_key_and_nonce(): void {
		$order = $this->order( 'oxxo', 'MX', 'MXN' );
		$order->set_total( '250.00' );
		$order->save();
		$post = array(
			'_ajax_nonce'      => wp_create_nonce( UpdateIntent::NONCE ),
			'order_id'         => (string) $order->get_id(),
			'stripe_order_key' => 'wc_order_forged',
		);
		$_POST = $post;
		$reply = UpdateIntent::handle( 'oxxo' );
		$this->assertSame( 'failure', $reply['result'] );
		$this->assertStringContainsString( 'Diese Bestellung wurde nicht gefunden.', $reply['messages'] );

		$_POST = array( '_ajax_nonce' => 'forged' ) + $post;
		$this->assertSame( 'failure', UpdateIntent::handle( 'oxxo' )['result'] );
		$this->assertSame( array(), Standin::state()['payment_intents'] );

		$_POST = array( 'stripe_order_key' => $order->get_order_key() ) + $post;
		$reply = UpdateIntent::handle( 'oxxo' );
		$_POST = array();
		$this->assertSame( 'success', $reply['result'] );
		$intent = Standin::intent( explode( '_secret_', $reply['client_secret'] )[0] );
		$this->assertSame( 25000, $intent['amount'] );
		$this->assertSame( 'mxn', $intent['currency'] );
		$this->assertSame( array( 'oxxo' ), $intent['payment_method_types'] );

		$confirmed = $this->confirm_in_browser( 'oxxo', $reply );
		$this->assertSame( 'oxxo_display_details', $confirmed['next_action']['type'] );
		Verify::target( $order->get_id(), $order->get_order_key() );
		$this->assertSame( 'on-hold', wc_get_order( $order->get_id() )->get_status() );
	}
}
