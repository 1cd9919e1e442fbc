<?php
/**
 * The checkout's single Payment Element: card, SEPA and the redirect and
 * voucher methods in one element, with or without the owner's payment
 * method configuration.
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe\Tests;

use Tresen\Stripe\Gateway;
use Tresen\Stripe\SetupIntents;
use Tresen\Stripe\RedirectGateway;
use Tresen\Stripe\Verify;
use Tresen\Tests\Payments;
use Tresen\Tests\TestCase;

require_once __DIR__ . '/includes/class-standin.php';

/**
 * What the shopper and the owner notice of paying through the one element.
 */
class PaymentElementTest extends TestCase {

	use Payments;

	private const CONFIGURATION = 'pmc_1TresenElement';

	protected function setUp(): void {
		parent::setUp();
		wc_clear_notices();
		unset( $_POST['stripe_source'] );
	}

	protected function tearDown(): void {
		unset( $_POST['stripe_source'] );
		parent::tearDown();
		WC()->payment_gateways()->init();
	}

	/**
	 * The shop with the one element, with or without a configuration, and methods switched on.
	 *
	 * @param string   $configuration pmc_… or ''.
	 * @param string[] $methods       Redirect and voucher types switched on here.
	 */
	private function shop( string $configuration, array $methods = array() ): void {
		Standin::configure(
			array(
				'payment_element'                   => 'single',
				'test_payment_method_configuration' => $configuration,
			)
		);
		foreach ( $methods as $type ) {
			update_option( 'woocommerce_stripe_' . $type . '_settings', array( 'enabled' => 'yes' ) );
		}
		if ( '' !== $configuration ) {
			Standin::configuration( $configuration );
		}
	}

	/**
	 * An unpaid order placed with the card gateway (whose box holds the element).
	 *
	 * @param string                $country  Billing country.
	 * @param string                $currency Currency.
	 * @param string                $total    Total.
	 * @param array<string, string> $billing  More billing fields.
	 */
	private function order( string $country, string $currency = 'EUR', string $total = '25.90', array $billing = array() ): \WC_Order {
		$order = $this->factory()->order( array( $this->factory()->product()->get_id() => 1 ), array( 'country' => $country ) + $billing );
		$order->set_currency( $currency );
		$order->set_total( $total );
		$order->set_payment_method( Gateway::ID );
		$order->set_status( 'pending' );
		$order->save();
		return $order;
	}

	/**
	 * What Stripe.js makes of the element's chosen method (createPaymentMethod).
	 *
	 * @param string               $type  Stripe type.
	 * @param array<string, mixed> $extra More parameters (boleto[tax_id], billing address).
	 */
	private function method( string $type, array $extra = array() ): string {
		$pm = Standin::call(
			'POST',
			'/v1/payment_methods',
			array_replace_recursive(
				array(
					'type'            => $type,
					'billing_details' => array(
						'name'  => 'Erika Mustermann',
						'email' => 'erika@example.test',
					),
				),
				$extra
			)
		);
		$this->assertArrayHasKey( 'id', $pm, (string) wp_json_encode( $pm ) );
		return (string) $pm['id'];
	}

	/**
	 * Places the payment as the checkout post does (the element's PaymentMethod in stripe_source).
	 *
	 * @param \WC_Order $order Order.
	 * @param string    $pm    PaymentMethod id.
	 * @return array<string, string>
	 */
	private function pay( \WC_Order $order, string $pm ): array {
		$_POST['stripe_source'] = $pm;
		return ( new Gateway() )->process_payment( $order->get_id() );
	}

	/**
	 * The parameters of the gateway's requests to one endpoint.
	 *
	 * @param string $path e.g. /v1/payment_intents.
	 * @return array<int, array<string, mixed>>
	 */
	private function sent( string $path ): array {
		$requests = array_filter( Standin::state()['requests'], static fn( $r ) => 'POST' === $r['method'] && $r['path'] === $path && 'secret' === $r['key'] );
		return array_values( array_map( static fn( $r ) => (array) $r['params'], $requests ) );
	}

	/** @return string[] */
	private function errors(): array {
		return array_map( static fn( $n ) => is_array( $n ) ? $n['notice'] : $n, wc_get_notices( 'error' ) );
	}

	public function test_the_box_names_the_methods_switched_on_or_the_owners_configuration_and_only_the_card_gateway_is_listed(): void {
		$this->shop( '', array( 'multibanco', 'eps' ) );
		WC()->payment_gateways()->init();
		WC()->customer->set_billing_country( 'DE' );
		ob_start();
		( new Gateway() )->payment_fields();
		$html = (string) ob_get_clean();
		// eps is Austrian: not for a German address; Multibanco takes any country.
		$this->assertStringContainsString( 'data-methods="card sepa_debit multibanco"', $html );
		$this->assertStringNotContainsString( 'data-configuration', $html );
		$available = array_keys( WC()->payment_gateways()->get_available_payment_gateways() );
		$this->assertContains( 'stripe', $available );
		$this->assertNotContains( 'stripe_sepa', $available, 'in the element, not on its own' );
		$this->assertNotContains( 'stripe_multibanco', $available );

		$this->shop( self::CONFIGURATION );
		ob_start();
		( new Gateway() )->payment_fields();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'data-configuration="' . self::CONFIGURATION . '"', $html );
		$this->assertStringNotContainsString( 'data-methods', $html );

		// The default stays one gateway per method (the seed's checkout).
		Standin::configure();
		WC()->payment_gateways()->init();
		$this->assertContains( 'stripe_sepa', array_keys( WC()->payment_gateways()->get_available_payment_gateways() ) );
		ob_start();
		( new Gateway() )->payment_fields();
		$this->assertStringNotContainsString( 'data-methods', (string) ob_get_clean() );
	}

	public function test_the_owner_enters_the_configuration_id_and_a_wrong_one_is_not_saved(): void {
		$this->shop( self::CONFIGURATION );
		Standin::configuration( 'pmc_1Other' );
		$gateway = new Gateway();
		$this->assertSame( 'pmc_1Other', $gateway->validate_test_payment_method_configuration_field( 'test_payment_method_configuration', ' pmc_1Other ' ) );
		$this->assertSame( '', $gateway->validate_payment_method_configuration_field( 'payment_method_configuration', '' ) );
		$this->assertSame( self::CONFIGURATION, $gateway->validate_test_payment_method_configuration_field( 'test_payment_method_configuration', 'config"><script>' ) );
		$fields = $gateway->get_form_fields();
		$this->assertSame( 'Zahlungsmethoden-Konfiguration (Test)', $fields['test_payment_method_configuration']['title'] );
		$this->assertSame( 'Alle in einer Stripe-Zahlungsauswahl', $fields['payment_element']['options']['single'] );
	}

	public function test_an_entered_configuration_is_read_at_stripe_and_one_stripe_does_not_know_or_has_off_is_refused_in_german(): void {
		$this->shop( self::CONFIGURATION );
		Standin::configuration( 'pmc_1Other' );
		Standin::configuration( 'pmc_1Off', false );
		$before  = count( Standin::state()['requests'] );
		$gateway = new Gateway();
		$this->assertSame( 'pmc_1Other', $gateway->validate_test_payment_method_configuration_field( 'test_payment_method_configuration', 'pmc_1Other' ) );
		$this->assertSame( array(), $gateway->settings_errors() );
		$read = array_values( array_slice( Standin::state()['requests'], $before ) );
		$this->assertCount( 1, $read, 'one read-only request' );
		$this->assertSame( array( 'GET', '/v1/payment_method_configurations/pmc_1Other', 'secret' ), array( $read[0]['method'], $read[0]['path'], $read[0]['key'] ) );

		// Not in the account (e.g. the live one typed into the test field): the saved one stays.
		$this->assertSame( self::CONFIGURATION, $gateway->validate_test_payment_method_configuration_field( 'test_payment_method_configuration', 'pmc_1Unknown' ) );
		$this->assertSame( array( 'Stripe kennt die Zahlungsmethoden-Konfiguration pmc_1Unknown im Testmodus nicht. Kopiere ihre ID aus dem Stripe-Dashboard (Einstellungen → Zahlungsmethoden) desselben Modus. Sie wurde nicht gespeichert.' ), $gateway->settings_errors() );

		// Switched off in the dashboard: not saved either.
		$gateway = new Gateway();
		$this->assertSame( self::CONFIGURATION, $gateway->validate_test_payment_method_configuration_field( 'test_payment_method_configuration', 'pmc_1Off' ) );
		$this->assertStringContainsString( 'pmc_1Off ist im Stripe-Dashboard ausgeschaltet', implode( ' ', $gateway->settings_errors() ) );

		// Stripe cannot be reached: saved, and the owner is told it is unchecked.
		add_filter( 'pre_http_request', static fn( $pre, $args, $url ) => false !== strpos( (string) $url, '/v1/payment_method_configurations/' ) ? new \WP_Error( 'http_request_failed', 'down' ) : $pre, 10, 3 );
		$gateway = new Gateway();
		$this->assertSame( 'pmc_1Later', $gateway->validate_test_payment_method_configuration_field( 'test_payment_method_configuration', 'pmc_1Later' ) );
		$this->assertStringContainsString( 'konnte bei Stripe nicht geprüft werden', implode( ' ', $gateway->settings_errors() ) );
	}

	public function test_a_card_in_the_element_creates_the_intent_with_the_owners_configuration(): void {
		$this->shop( self::CONFIGURATION );
		$order  = $this->order( 'DE' );
		$result = $this->pay( $order, Standin::card() );
		$this->assertSame( 'success', $result['result'] );
		$order = wc_get_order( $order->get_id() );
		$this->assertTrue( $order->is_paid() );
		$this->assertSame( 'stripe', $order->get_payment_method() );
		$created = $this->sent( '/v1/payment_intents' );
		$this->assertCount( 1, $created );
		$this->assertSame( self::CONFIGURATION, $created[0]['payment_method_configuration'] );
		$this->assertArrayNotHasKey( 'allowed_payment_method_types', $created[0] );
		$this->assertArrayNotHasKey( 'payment_method_types', $created[0] );
		$confirm = $this->sent( '/v1/payment_intents/' . $order->get_transaction_id() . '/confirm' );
		$this->assertArrayNotHasKey( 'payment_method_configuration', $confirm[0], 'confirm does not take it' );
		$this->assertMatchesRegularExpression( '/mit Kreditkarte erhalten/', implode( "\n", $this->order_notes( $order ) ) );
	}

	public function test_ideal_chosen_in_the_element_goes_to_the_bank_through_the_ideal_gateway_and_back_paid(): void {
		$this->shop( self::CONFIGURATION );
		$order  = $this->order( 'NL' );
		$result = $this->pay( $order, $this->method( 'ideal' ) );
		$this->assertSame( 'success', $result['result'], implode( ' ', $this->errors() ) );
		$order  = wc_get_order( $order->get_id() );
		$intent = Standin::intent( $order->get_transaction_id() );
		$this->assertSame( $intent['next_action']['redirect_to_url']['url'], $result['redirect'], 'off to the bank' );
		$this->assertSame( Verify::url( $order ), $intent['next_action']['redirect_to_url']['return_url'] );
		// The order carries the method's gateway: its refunds, webhooks and notes are iDEAL's.
		$this->assertSame( 'stripe_ideal', $order->get_payment_method() );
		$this->assertSame( 'iDEAL | Wero', $order->get_payment_method_title() );
		$this->assertSame( self::CONFIGURATION, $this->sent( '/v1/payment_intents' )[0]['payment_method_configuration'] );
		$this->assertContains( 'Stripe: Der Kunde wurde zur Bestätigung der Zahlung zu iDEAL | Wero weitergeleitet.', $this->order_notes( $order ) );

		wp_remote_post( Standin::url() . '/_standin/redirect/' . $intent['id'], array( 'body' => array( 'result' => 'authorize' ), 'redirection' => 0 ) );
		$this->assertSame( $order->get_checkout_order_received_url(), Verify::target( $order->get_id(), $order->get_order_key() ) );
		$order = wc_get_order( $order->get_id() );
		$this->assertTrue( $order->is_paid() );
		$this->assertMatchesRegularExpression( '/mit iDEAL \| Wero erhalten/', implode( "\n", $this->order_notes( $order ) ) );
		$this->assertCount( 1, Standin::state()['payment_intents'] );
	}

	public function test_a_card_then_ideal_on_one_order_keeps_one_intent_of_the_configuration(): void {
		$this->shop( self::CONFIGURATION );
		$order = $this->order( 'NL' );
		$this->assertSame( 'failure', $this->pay( $order, Standin::card( '4000000000000002' ) )['result'] );
		wc_clear_notices();
		$result = $this->pay( wc_get_order( $order->get_id() ), $this->method( 'ideal' ) );
		$this->assertSame( 'success', $result['result'] );
		$this->assertCount( 1, Standin::state()['payment_intents'], 'the configuration holds both: nothing replaced or cancelled' );
	}

	public function test_without_a_configuration_the_element_pays_only_methods_switched_on_here_each_intent_naming_it(): void {
		$this->shop( '' );
		$order  = $this->order( 'AT' );
		$result = $this->pay( $order, $this->method( 'eps' ) );
		$this->assertSame( 'failure', $result['result'], 'eps is off in the plugin: the element could not have offered it' );
		$this->assertSame( array(), Standin::state()['payment_intents'] );
		$this->assertSame( 'stripe', wc_get_order( $order->get_id() )->get_payment_method() );

		wc_clear_notices();
		update_option( 'woocommerce_stripe_eps_settings', array( 'enabled' => 'yes' ) );
		$result = $this->pay( wc_get_order( $order->get_id() ), $this->method( 'eps' ) );
		$this->assertSame( 'success', $result['result'], implode( ' ', $this->errors() ) );
		$created = $this->sent( '/v1/payment_intents' );
		$this->assertSame( array( 'eps' ), $created[0]['allowed_payment_method_types'] );
		$this->assertArrayNotHasKey( 'payment_method_configuration', $created[0] );
		$this->assertSame( 'stripe_eps', wc_get_order( $order->get_id() )->get_payment_method() );
	}

	public function test_klarna_from_the_owners_configuration_goes_to_klarna_and_the_notes_name_klarna(): void {
		$this->shop( self::CONFIGURATION );
		$order  = $this->order( 'DE' );
		$result = $this->pay( $order, $this->method( 'klarna', array( 'billing_details' => array( 'address' => array( 'country' => 'DE' ) ) ) ) );
		$this->assertSame( 'success', $result['result'], implode( ' ', $this->errors() ) );
		$order  = wc_get_order( $order->get_id() );
		$intent = Standin::intent( $order->get_transaction_id() );
		$this->assertSame( $intent['next_action']['redirect_to_url']['url'], $result['redirect'] );
		$this->assertSame( 'stripe', $order->get_payment_method() );
		$this->assertSame( 'Klarna (über Stripe)', $order->get_payment_method_title() );
		$notes = implode( "\n", $this->order_notes( $order ) );
		$this->assertStringContainsString( 'zu Klarna weitergeleitet', $notes );
		$this->assertStringNotContainsString( '3-D Secure', $notes );

		// Without a configuration the element offers only the methods switched on here: no Klarna.
		$this->shop( '' );
		wc_clear_notices();
		$other = $this->order( 'DE' );
		$this->assertSame( 'failure', $this->pay( $other, $this->method( 'klarna' ) )['result'] );
	}

	public function test_a_method_that_does_not_fit_the_order_is_refused_in_german(): void {
		$this->shop( self::CONFIGURATION );
		$order  = $this->order( 'DE' );
		$result = $this->pay( $order, $this->method( 'eps' ) );
		$this->assertSame( 'failure', $result['result'] );
		$this->assertSame( array( 'eps-Überweisung ist für diese Bestellung nicht verfügbar. Bitte wähle eine andere Zahlungsart.' ), $this->errors() );
		$this->assertSame( array(), Standin::state()['payment_intents'] );
	}

	public function test_multibanco_chosen_in_the_element_puts_the_order_on_hold_with_entity_and_reference(): void {
		$this->shop( self::CONFIGURATION );
		$order  = $this->order( 'PT' );
		$result = $this->pay( $order, $this->method( 'multibanco' ) );
		$this->assertSame( 'success', $result['result'], implode( ' ', $this->errors() ) );
		$order = wc_get_order( $order->get_id() );
		$this->assertSame( $order->get_checkout_order_received_url(), $result['redirect'] );
		$this->assertTrue( $order->has_status( 'on-hold' ) );
		$this->assertSame( 'stripe_multibanco', $order->get_payment_method() );
		$voucher = $order->get_meta( RedirectGateway::META_VOUCHER );
		$this->assertNotSame( '', $voucher['entity'] );
		$this->assertNotSame( '', $voucher['number'] );
		ob_start();
		RedirectGateway::thankyou( $order->get_id() );
		$this->assertStringContainsString( 'mit der Entität ' . $voucher['entity'] . ' und der Referenz ' . $voucher['number'], (string) ob_get_clean() );
	}

	public function test_boleto_chosen_in_the_element_is_confirmed_on_the_server_with_its_address_and_shows_the_voucher(): void {
		$this->shop( self::CONFIGURATION );
		$address = array(
			'line1'       => 'Avenida Paulista 1000',
			'city'        => 'São Paulo',
			'state'       => 'SP',
			'postal_code' => '01310-100',
			'country'     => 'BR',
		);
		$order = $this->order( 'BR', 'BRL', '25.90' );
		// Stripe refuses a Boleto method without the full address (the element sends the checkout's).
		$refused = Standin::call(
			'POST',
			'/v1/payment_methods',
			array(
				'type'            => 'boleto',
				'boleto'          => array( 'tax_id' => '12345678909' ),
				'billing_details' => array(
					'name'  => 'João Silva',
					'email' => 'joao@example.test',
				),
			)
		);
		$this->assertSame( 'parameter_missing', $refused['error']['code'] );
		$pm     = $this->method(
			'boleto',
			array(
				'boleto'          => array( 'tax_id' => '12345678909' ),
				'billing_details' => array( 'address' => $address ),
			)
		);
		$result = $this->pay( $order, $pm );
		$this->assertSame( 'success', $result['result'], implode( ' ', $this->errors() ) );
		$order = wc_get_order( $order->get_id() );
		$this->assertTrue( $order->has_status( 'on-hold' ) );
		$this->assertSame( 'stripe_boleto', $order->get_payment_method() );
		$this->assertNotSame( '', $order->get_meta( RedirectGateway::META_VOUCHER )['number'] );
		$this->assertSame( $pm, $this->sent( '/v1/payment_intents/' . $order->get_transaction_id() . '/confirm' )[0]['payment_method'] );

		// Below Boleto's minimum nothing is created.
		wc_clear_notices();
		$small = $this->order( 'BR', 'BRL', '3.00' );
		$this->assertSame( 'failure', $this->pay( $small, $pm )['result'] );
		$this->assertSame( array( 'Der Betrag ist für diese Zahlungsart zu niedrig.' ), $this->errors() );
	}

	public function test_oxxo_chosen_in_the_element_is_confirmed_on_the_server_and_the_order_keeps_number_and_expiry(): void {
		$this->shop( self::CONFIGURATION );
		$order  = $this->order( 'MX', 'MXN', '250.00' );
		$pm     = $this->method(
			'oxxo',
			array( 'billing_details' => array( 'address' => array( 'country' => 'MX' ) ) )
		);
		$result = $this->pay( $order, $pm );
		$this->assertSame( 'success', $result['result'], implode( ' ', $this->errors() ) );
		// The voucher is the server's reply: no confirm is left for Stripe.js (no client secret to confirm with).
		$this->assertArrayNotHasKey( 'client_secret', $result );
		$order = wc_get_order( $order->get_id() );
		$this->assertTrue( $order->has_status( 'on-hold' ) );
		$this->assertSame( 'stripe_oxxo', $order->get_payment_method() );
		$intent = Standin::intent( $order->get_transaction_id() );
		$this->assertSame( 'requires_action', $intent['status'] );
		// The configuration's methods in pesos; the confirm names the OXXO method.
		$this->assertContains( 'oxxo', $intent['payment_method_types'] );
		$voucher = $order->get_meta( RedirectGateway::META_VOUCHER );
		$this->assertSame( $intent['next_action']['oxxo_display_details']['number'], $voucher['number'] );
		// OXXO's expiry is expires_after (not Multibanco's and Boleto's expires_at).
		$this->assertSame( $intent['next_action']['oxxo_display_details']['expires_after'], $voucher['expires'] );
		$confirms = $this->sent( '/v1/payment_intents/' . $order->get_transaction_id() . '/confirm' );
		$this->assertCount( 1, $confirms );
		$this->assertSame( $pm, $confirms[0]['payment_method'] );
	}

	public function test_a_new_iban_from_the_element_on_the_add_payment_method_page_is_saved_as_a_sepa_token(): void {
		$user = $this->factory()->user()->ID;
		wp_set_current_user( $user );
		$iban = static fn() => Standin::call(
			'POST',
			'/v1/payment_methods',
			array(
				'type'            => 'sepa_debit',
				'sepa_debit'      => array( 'iban' => 'DE89370400440532013000' ),
				'billing_details' => array(
					'name'  => 'Erika Mustermann',
					'email' => 'erika@example.test',
				),
			)
		)['id'];

		// Per method, the card's box saves cards only (SEPA has its own box).
		Standin::configure();
		$pm = $iban();
		$this->assertSame( 'success', SetupIntents::create( $pm, wp_create_nonce( SetupIntents::NONCE ) )['status'] );
		$_POST = array( 'stripe_source' => $pm );
		$this->assertSame( 'failure', ( new Gateway() )->add_payment_method()['result'] );
		$this->assertSame( array(), \WC_Payment_Tokens::get_customer_tokens( $user, 'stripe_sepa' ) );

		// One element: SEPA picked in the card's box is saved as the SEPA gateway's token, with its mandate.
		update_option( 'woocommerce_stripe_settings', array( 'payment_element' => 'single' ) + (array) get_option( 'woocommerce_stripe_settings' ) );
		$pm    = $iban();
		$reply = SetupIntents::create( $pm, wp_create_nonce( SetupIntents::NONCE ) );
		$this->assertSame( 'success', $reply['status'] );
		$setup = array_values( array_filter( $this->sent( '/v1/setup_intents' ), static fn( $p ) => $p['payment_method'] === $pm ) );
		$this->assertSame( array( 'sepa_debit' ), $setup[0]['allowed_payment_method_types'] );
		$this->assertSame( 'online', $setup[0]['mandate_data']['customer_acceptance']['type'] );
		$_POST  = array( 'stripe_source' => $pm );
		$result = ( new Gateway() )->add_payment_method();
		$this->assertSame( 'success', $result['result'], implode( ' ', $this->errors() ) );
		$tokens = \WC_Payment_Tokens::get_customer_tokens( $user, 'stripe_sepa' );
		$this->assertCount( 1, $tokens );
		$this->assertSame( $pm, reset( $tokens )->get_token() );
		$this->assertSame( '3000', reset( $tokens )->get_last4() );
		$this->assertSame( array(), \WC_Payment_Tokens::get_customer_tokens( $user, Gateway::ID ) );

		// With SEPA switched off the element offers none, and none is saved.
		update_option( 'woocommerce_stripe_sepa_settings', array( 'enabled' => 'no' ) );
		$pm = $iban();
		SetupIntents::create( $pm, wp_create_nonce( SetupIntents::NONCE ) );
		$_POST = array( 'stripe_source' => $pm );
		$this->assertSame( 'failure', ( new Gateway() )->add_payment_method()['result'] );
		$this->assertCount( 1, \WC_Payment_Tokens::get_customer_tokens( $user, 'stripe_sepa' ) );
	}
}
