<?php
/**
 * Stripe through the Checkout block's Store API checkout (real WooCommerce
 * only: the double has no Store API).
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe\Tests;

use Tresen\Stripe\Blocks\Blocks;
use Tresen\Stripe\Blocks\ExpressMethod;
use Tresen\Stripe\Blocks\PaymentMethod;
use Tresen\Stripe\Gateway;
use Tresen\Stripe\Lock;
use Tresen\Stripe\RedirectGateway;
use Tresen\Stripe\SepaGateway;
use Tresen\Stripe\Verify;
use Tresen\Tests\TestCase;

require_once __DIR__ . '/includes/class-standin.php';

/**
 * What the shopper and the owner notice when the block checkout pays with
 * Stripe: the same gateway, the same order states, the same German
 * messages and the same one-payment rules as on the classic checkout.
 */
class StoreApiTest extends TestCase {

	/** The German notice of a second submit. */
	private const BUSY = 'Deine Zahlung wird schon bearbeitet. Bitte warte einen Moment.';

	protected function setUp(): void {
		parent::setUp();
		if ( ! class_exists( \Automattic\WooCommerce\StoreApi\StoreApi::class ) ) {
			$this->markTestSkipped( 'The Store API and the Checkout block exist only on real WooCommerce (TRESEN_WC=real).' );
		}
		// WooCommerce adds its payment step on the first rest_api_init only; the test case
		// restores the hooks after each test, so it is added again (once: the same callback).
		\Automattic\WooCommerce\StoreApi\StoreApi::container()->get( \Automattic\WooCommerce\StoreApi\Legacy::class )->init();
		Standin::configure();
		WC()->payment_gateways()->init();
		WC()->cart->empty_cart();
		WC()->session->set( 'store_api_draft_order', 0 );
		wc_clear_notices();
	}

	protected function tearDown(): void {
		Lock::release_all();
		unset( $_SERVER['HTTP_SEC_FETCH_SITE'] );
		if ( class_exists( \Automattic\WooCommerce\StoreApi\StoreApi::class ) ) {
			WC()->cart->empty_cart();
		}
		parent::tearDown();
		// The gateways may have been built with the redirect methods on: build them again with the rolled-back settings.
		WC()->payment_gateways()->init();
	}

	/**
	 * Posts the Store API checkout as the Checkout block does.
	 *
	 * @param string                $method       Payment method.
	 * @param array<string, string> $payment_data The method's `payment_data`.
	 * @param array<string, string> $where        Address fields instead of Berlin's.
	 * @return array{0: int, 1: array<string, mixed>} HTTP status and body.
	 */
	private function checkout( string $method, array $payment_data, array $where = array() ): array {
		$address = $where + array(
			'first_name' => 'Erika',
			'last_name'  => 'Mustermann',
			'company'    => '',
			'address_1'  => 'Hauptstraße 1',
			'address_2'  => '',
			'city'       => 'Berlin',
			'state'      => '',
			'postcode'   => '10115',
			'country'    => 'DE',
			'phone'      => '030 1234567',
		);
		$request = new \WP_REST_Request( 'POST', '/wc/store/v1/checkout' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_header( 'Nonce', wp_create_nonce( 'wc_store_api' ) );
		$request->set_body(
			(string) wp_json_encode(
				array(
					'billing_address'  => $address + array( 'email' => 'erika@example.test' ),
					'shipping_address' => $address,
					'payment_method'   => $method,
					// The legal plugin's date of birth (an additional checkout field of the blocks).
					'additional_fields' => array( 'tresen-legal/birth-date' => '17.05.1990' ),
					'payment_data'     => array_map(
						static fn( $key, $value ) => array(
							'key'   => $key,
							'value' => $value,
						),
						array_keys( $payment_data ),
						array_values( $payment_data )
					),
				)
			)
		);
		// WooCommerce keeps the first request's payment_data in a static (one request per
		// PHP process in a shop); this test sends several, so each gets its own, as WooCommerce
		// reads it (keys through sanitize_key, values through wc_clean).
		$fresh = static function ( $context ) use ( $payment_data ) {
			$data = array();
			foreach ( $payment_data as $key => $value ) {
				$data[ sanitize_key( $key ) ] = wc_clean( $value );
			}
			$context->set_payment_data( $data );
		};
		add_action( 'woocommerce_rest_checkout_process_payment_with_context', $fresh, 1 );
		$response = rest_ensure_response( rest_do_request( $request ) );
		remove_action( 'woocommerce_rest_checkout_process_payment_with_context', $fresh, 1 );
		return array( $response->get_status(), (array) json_decode( (string) wp_json_encode( $response->get_data() ), true ) );
	}

	/**
	 * The gateway's reply as the Checkout block gets it (`payment_result.payment_details`).
	 *
	 * @param array<string, mixed> $body The checkout's reply.
	 * @return array<string, string>
	 */
	private function details( array $body ): array {
		return array_column( (array) $body['payment_result']['payment_details'], 'value', 'key' );
	}

	/** Switches the redirect and voucher methods on (their gateways built again). */
	private function redirect_methods_on(): void {
		foreach ( array_keys( RedirectGateway::METHODS ) as $type ) {
			update_option( 'woocommerce_stripe_' . $type . '_settings', array( 'enabled' => 'yes' ) );
		}
		WC()->payment_gateways()->init();
	}

	/** A cart with one drink. */
	private function cart(): void {
		WC()->cart->add_to_cart( $this->factory()->product( array( 'regular_price' => '23.90' ) )->get_id(), 1 );
	}

	/** @return array<int, array<string, mixed>> The stand-in's PaymentIntents. */
	private function intents(): array {
		return array_values( (array) Standin::state()['payment_intents'] );
	}

	public function test_the_block_checkout_offers_card_and_sepa_with_the_classic_checkouts_messages(): void {
		$card = new PaymentMethod( Gateway::ID, static fn() => 'tresen-stripe-blocks-checkout' );
		$card->initialize();
		$this->assertTrue( $card->is_active() );
		$data = $card->get_payment_method_data();
		$this->assertSame( 'card', $data['kind'] );
		$this->assertSame( Standin::PUBLISHABLE_KEY, $data['publishableKey'] );
		$this->assertSame( 'Die Karte wurde abgelehnt.', $data['messages']['card_declined'] );
		$this->assertStringStartsWith( 'Leider konnten wir diese Zahlung nicht abschließen.', $data['messages']['generic'] );
		$this->assertContains( 'tokenization', $card->get_supported_features() );
		$this->assertFalse( $data['showSavedCards'], 'a guest has no saved cards' );
		$sepa = new PaymentMethod( SepaGateway::ID, static fn() => '' );
		$sepa->initialize();
		$this->assertSame( 'sepa_debit', $sepa->get_payment_method_data()['kind'] );
		$this->assertSame( 'IBAN', $sepa->get_payment_method_data()['fieldLabel'] );
	}

	public function test_a_card_pays_the_order_through_the_store_api(): void {
		$this->cart();
		list( $status, $body ) = $this->checkout( Gateway::ID, array( 'stripe_source' => Standin::card() ) );
		$this->assertSame( 200, $status, wp_json_encode( $body ) );
		$this->assertSame( 'success', $body['payment_result']['payment_status'] );
		$order = wc_get_order( (int) $body['order_id'] );
		$this->assertSame( 'processing', $order->get_status() );
		$this->assertSame( Gateway::ID, $order->get_payment_method() );
		$this->assertStringContainsString( 'order-received', (string) $body['payment_result']['redirect_url'] );
		$this->assertCount( 1, $this->intents() );
		$this->assertSame( (int) round( 100 * (float) $order->get_total() ), (int) $this->intents()[0]['amount'], 'the amount comes from the order' );
		$this->assertGreaterThan( 2390, (int) $this->intents()[0]['amount'], 'with the shipping' );
	}

	public function test_3d_secure_answers_the_confirm_hash_and_the_order_waits(): void {
		$this->cart();
		list( $status, $body ) = $this->checkout( Gateway::ID, array( 'stripe_source' => Standin::card( '4000002760003184' ) ) );
		$this->assertSame( 200, $status, wp_json_encode( $body ) );
		$details = array_column( (array) $body['payment_result']['payment_details'], 'value', 'key' );
		// The script opens the bank's dialog from the gateway's reply (WooCommerce keeps no hash as redirect_url).
		$this->assertMatchesRegularExpression( '/^#confirm-pi-pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+:/', (string) $details['redirect'] );
		$this->assertSame( '', $body['payment_result']['redirect_url'] );
		$this->assertSame( 'pending', wc_get_order( (int) $body['order_id'] )->get_status() );
	}

	public function test_a_declined_card_is_refused_in_german_and_the_order_is_not_paid(): void {
		$this->cart();
		list( $status, $body ) = $this->checkout( Gateway::ID, array( 'stripe_source' => Standin::card( '4000000000000002' ) ) );
		$this->assertSame( 400, $status, wp_json_encode( $body ) );
		$this->assertSame( 'Die Karte wurde abgelehnt.', $body['message'] );
		$order = wc_get_order( (int) WC()->session->get( 'store_api_draft_order' ) );
		$this->assertInstanceOf( \WC_Order::class, $order );
		$this->assertFalse( $order->is_paid() );
		$this->assertSame( 'failed', $order->get_status() );
	}

	public function test_sepa_waits_on_hold_for_the_debit(): void {
		$this->cart();
		list( $status, $body ) = $this->checkout( SepaGateway::ID, array( 'stripe_source' => Standin::sepa() ) );
		$this->assertSame( 200, $status, wp_json_encode( $body ) );
		$this->assertSame( 'on-hold', wc_get_order( (int) $body['order_id'] )->get_status() );
	}

	public function test_a_second_press_while_the_first_runs_is_refused_before_the_order_is_touched(): void {
		$this->cart();
		global $wpdb;
		$key = 'session-' . WC()->session->get_customer_id();
		// The first press is still at work in another request.
		$wpdb->insert(
			$wpdb->options,
			array(
				'option_name'  => Lock::name( $key ),
				'option_value' => ( time() + 60 ) . ':otherrequest',
				'autoload'     => 'off',
			)
		);
		$before = count( wc_get_orders( array( 'limit' => -1, 'return' => 'ids', 'status' => array_keys( wc_get_order_statuses() ) ) ) );
		list( $status, $body ) = $this->checkout( Gateway::ID, array( 'stripe_source' => Standin::card() ) );
		$this->assertSame( 409, $status, wp_json_encode( $body ) );
		$this->assertSame( self::BUSY, $body['message'] );
		$this->assertSame( array(), $this->intents(), 'nothing charged' );
		$this->assertSame( $before, count( wc_get_orders( array( 'limit' => -1, 'return' => 'ids', 'status' => array_keys( wc_get_order_statuses() ) ) ) ), 'no order made' );

		// The first one ended: the next press pays once, and the lock is let go.
		$wpdb->delete( $wpdb->options, array( 'option_name' => Lock::name( $key ) ) );
		list( $status, $body ) = $this->checkout( Gateway::ID, array( 'stripe_source' => Standin::card() ) );
		$this->assertSame( 200, $status, wp_json_encode( $body ) );
		$this->assertCount( 1, $this->intents() );
		$this->assertFalse( Lock::holds( $key ) );
	}

	public function test_a_second_payment_of_the_same_order_is_refused_and_charges_nothing(): void {
		$this->cart();
		list( , $first ) = $this->checkout( Gateway::ID, array( 'stripe_source' => Standin::card( '4000002760003184' ) ) );
		$order = (int) $first['order_id'];
		// The same order (still unpaid, the bank's dialog open) is being paid in another request.
		global $wpdb;
		$wpdb->insert(
			$wpdb->options,
			array(
				'option_name'  => Lock::name( 'order-' . $order ),
				'option_value' => ( time() + 60 ) . ':otherrequest',
				'autoload'     => 'off',
			)
		);
		list( $status, $body ) = $this->checkout( Gateway::ID, array( 'stripe_source' => Standin::card() ) );
		$this->assertSame( 400, $status, wp_json_encode( $body ) );
		$this->assertSame( self::BUSY, $body['message'] );
		$this->assertCount( 1, $this->intents(), 'no second intent' );
		$this->assertFalse( wc_get_order( $order )->is_paid() );
	}

	public function test_a_saved_card_of_another_customer_is_refused(): void {
		$owner = $this->factory()->user();
		$token = new \WC_Payment_Token_CC();
		$token->set_token( Standin::card() );
		$token->set_gateway_id( Gateway::ID );
		$token->set_card_type( 'visa' );
		$token->set_last4( '4242' );
		$token->set_expiry_month( '12' );
		$token->set_expiry_year( '2030' );
		$token->set_user_id( $owner->ID );
		$token->save();
		$this->cart();
		list( $status, $body ) = $this->checkout(
			Gateway::ID,
			array(
				'token'                   => (string) $token->get_id(),
				'wc-stripe-payment-token' => (string) $token->get_id(),
				'isSavedToken'            => '1',
			)
		);
		$this->assertSame( 400, $status, wp_json_encode( $body ) );
		$this->assertStringStartsWith( 'Diese gespeicherte Zahlungsart ist nicht verfügbar.', $body['message'] );
		$this->assertSame( array(), $this->intents() );
	}

	public function test_a_checkout_from_another_website_is_refused(): void {
		$this->cart();
		$_SERVER['HTTP_SEC_FETCH_SITE'] = 'cross-site';
		list( $status, $body ) = $this->checkout( Gateway::ID, array( 'stripe_source' => Standin::card() ) );
		$this->assertSame( 403, $status, wp_json_encode( $body ) );
		$this->assertStringStartsWith( 'Diese Anfrage kam von einer anderen Website', $body['message'] );
		$this->assertSame( array(), $this->intents() );
	}

	public function test_the_block_checkout_offers_the_classic_checkouts_redirect_and_voucher_methods(): void {
		$this->redirect_methods_on();
		$registry = new class() {
			/** @var array<int, PaymentMethod> */
			public $methods = array();
			/** @var array<int, ExpressMethod> */
			public $express = array();
			public function register( object $method ): void {
				if ( $method instanceof ExpressMethod ) {
					$this->express[] = $method;
				} elseif ( $method instanceof PaymentMethod ) {
					$this->methods[] = $method;
				}
			}
		};
		Blocks::register_methods( $registry );
		$this->assertSame(
			array( 'stripe', 'stripe_sepa', 'stripe_bancontact', 'stripe_ideal', 'stripe_eps', 'stripe_p24', 'stripe_alipay', 'stripe_multibanco', 'stripe_boleto', 'stripe_oxxo' ),
			array_map( static fn( PaymentMethod $m ) => $m->get_name(), $registry->methods )
		);
		$this->assertSame( array( 'tresen_stripe_express' ), array_map( static fn( ExpressMethod $m ) => $m->get_name(), $registry->express ) );
		$kinds = array();
		foreach ( $registry->methods as $method ) {
			$method->initialize();
			$this->assertTrue( $method->is_active(), $method->get_name() );
			$kinds[ $method->get_name() ] = $method->get_payment_method_data()['kind'];
		}
		$this->assertSame( 'redirect', $kinds['stripe_ideal'] );
		$this->assertSame( 'redirect', $kinds['stripe_multibanco'] );
		$this->assertSame( 'boleto', $kinds['stripe_boleto'] );
		$this->assertSame( 'oxxo', $kinds['stripe_oxxo'] );
		$ideal = $registry->methods[3]->get_payment_method_data();
		$this->assertSame( 'iDEAL | Wero', $ideal['title'] );
		$this->assertFalse( $ideal['showSavedCards'] );
		$boleto = $registry->methods[8]->get_payment_method_data();
		$this->assertSame( 'CPF oder CNPJ', $boleto['fieldLabel'] );
		$this->assertSame( 'Bitte gib deine CPF- oder CNPJ-Nummer ein.', $boleto['messages']['tax_id'] );
		$this->assertStringStartsWith( 'Bitte gib deine vollständige Rechnungsadresse an', $boleto['messages']['address_missing'] );
		// Off in the settings: not on the block either.
		update_option( 'woocommerce_stripe_ideal_settings', array( 'enabled' => 'no' ) );
		WC()->payment_gateways()->init();
		$off = new PaymentMethod( 'stripe_ideal', static fn() => '' );
		$off->initialize();
		$this->assertFalse( $off->is_active() );
	}

	public function test_the_cart_offers_a_redirect_method_only_for_its_billing_country(): void {
		$this->redirect_methods_on();
		$this->cart();
		WC()->customer->set_billing_country( 'DE' );
		$request  = new \WP_REST_Request( 'GET', '/wc/store/v1/cart' );
		$methods  = (array) rest_do_request( $request )->get_data()['payment_methods'];
		$this->assertContains( 'stripe_multibanco', $methods );
		$this->assertContains( 'stripe_alipay', $methods );
		$this->assertNotContains( 'stripe_eps', $methods );
		$this->assertNotContains( 'stripe_oxxo', $methods, 'OXXO only in pesos' );
		WC()->customer->set_billing_country( 'AT' );
		$this->assertContains( 'stripe_eps', (array) rest_do_request( $request )->get_data()['payment_methods'] );
	}

	public function test_eps_on_the_block_checkout_sends_the_shopper_to_the_bank_and_the_return_records_the_payment(): void {
		$this->redirect_methods_on();
		$this->cart();
		list( $status, $body ) = $this->checkout(
			'stripe_eps',
			array(),
			array(
				'country'  => 'AT',
				'city'     => 'Wien',
				'postcode' => '1010',
			)
		);
		$this->assertSame( 200, $status, wp_json_encode( $body ) );
		$order  = wc_get_order( (int) $body['order_id'] );
		$intent = Standin::intent( (string) $order->get_transaction_id() );
		$this->assertSame( array( 'eps' ), $intent['payment_method_types'] );
		$this->assertSame( (int) round( 100 * (float) $order->get_total() ), (int) $intent['amount'] );
		// WooCommerce sends the shopper to the bank's page (Stripe's redirect_to_url).
		$this->assertSame( $intent['next_action']['redirect_to_url']['url'], $body['payment_result']['redirect_url'] );
		$this->assertSame( Verify::url( $order ), $intent['next_action']['redirect_to_url']['return_url'] );
		$this->assertSame( 'pending', $order->get_status() );
		$this->assertSame( 'store-api', $order->get_created_via() );

		wp_remote_post( Standin::url() . '/_standin/redirect/' . $intent['id'], array( 'body' => array( 'result' => 'authorize' ), 'redirection' => 0 ) );
		$this->assertSame( $order->get_checkout_order_received_url(), Verify::target( $order->get_id(), $order->get_order_key() ) );
		$this->assertTrue( wc_get_order( $order->get_id() )->is_paid() );
	}

	public function test_multibanco_on_the_block_checkout_waits_on_hold_with_its_voucher(): void {
		$this->redirect_methods_on();
		$this->cart();
		list( $status, $body ) = $this->checkout( 'stripe_multibanco', array() );
		$this->assertSame( 200, $status, wp_json_encode( $body ) );
		$order = wc_get_order( (int) $body['order_id'] );
		$this->assertSame( 'on-hold', $order->get_status() );
		$this->assertSame( $order->get_checkout_order_received_url(), $body['payment_result']['redirect_url'] );
		$this->assertNotSame( '', (string) ( $order->get_meta( RedirectGateway::META_VOUCHER )['number'] ?? '' ) );
	}

	public function test_oxxo_on_the_block_checkout_answers_what_stripe_js_confirms_as_json(): void {
		$this->redirect_methods_on();
		update_option( 'woocommerce_currency', 'MXN' );
		$this->cart();
		list( $status, $body ) = $this->checkout( 'stripe_oxxo', array() );
		$this->assertSame( 200, $status, wp_json_encode( $body ) );
		$order   = wc_get_order( (int) $body['order_id'] );
		$details = $this->details( $body );
		$this->assertSame( Verify::url( $order ), $details['redirect'] );
		$this->assertStringStartsWith( 'pi_', $details['client_secret'] );
		$confirm = json_decode( $details['confirm_payment_data'], true );
		$this->assertSame( 'Erika Mustermann', $confirm['payment_method']['billing_details']['name'] );
		$this->assertFalse( Blocks::store_api(), 'only while the checkout runs' );
		$intent = Standin::intent( explode( '_secret_', $details['client_secret'] )[0] );
		$this->assertSame( array( 'oxxo' ), $intent['payment_method_types'] );
		$this->assertSame( 'mxn', $intent['currency'] );
		$this->assertSame( 'pending', $order->get_status() );
	}

	public function test_boleto_on_the_block_checkout_needs_the_tax_id(): void {
		$this->redirect_methods_on();
		update_option( 'woocommerce_currency', 'BRL' );
		$this->cart();
		list( $status, $body ) = $this->checkout( 'stripe_boleto', array() );
		$this->assertSame( 400, $status, wp_json_encode( $body ) );
		$this->assertSame( 'Bitte gib deine CPF- oder CNPJ-Nummer ein.', $body['message'] );
		$this->assertSame( array(), $this->intents() );
		list( $status, $body ) = $this->checkout( 'stripe_boleto', array( 'stripe_boleto_tax_id' => '12345678901' ) );
		$this->assertSame( 200, $status, wp_json_encode( $body ) );
		$confirm = json_decode( $this->details( $body )['confirm_payment_data'], true );
		$this->assertSame( '12345678901', $confirm['payment_method']['boleto']['tax_id'] );
	}

	public function test_the_classic_script_stays_off_the_block_checkout(): void {
		$this->assertFalse( Blocks::block_checkout(), 'not on a checkout page here' );
		$this->assertSame( 'tresen-stripe-blocks-checkout', ( new PaymentMethod( Gateway::ID, array( Blocks::class, 'script' ) ) )->get_payment_method_script_handles()[0] );
	}

	/**
	 * The express method of the blocks as WooCommerce builds it.
	 *
	 * @param array<string, string> $settings Express settings of the card method.
	 */
	private function express( array $settings ): ExpressMethod {
		update_option( 'woocommerce_stripe_settings', $settings + (array) get_option( 'woocommerce_stripe_settings' ) );
		$method = new ExpressMethod( array( Blocks::class, 'entry' ) );
		$method->initialize();
		return $method;
	}

	public function test_the_express_button_is_on_the_cart_and_checkout_blocks_only_where_the_owner_switched_it_on(): void {
		$this->cart();
		$this->assertFalse( $this->express( array() )->is_active(), 'off by default' );

		$this->go_to( wc_get_cart_url() );
		$this->assertTrue( $this->express( array( 'express_cart' => 'yes' ) )->is_active() );
		$this->assertFalse( $this->express( array( 'express_cart' => 'no', 'express_checkout' => 'yes' ) )->is_active(), 'the cart page follows "Warenkorbseite"' );

		$this->go_to( wc_get_checkout_url() );
		$method = $this->express( array( 'express_cart' => 'no', 'express_checkout' => 'yes' ) );
		$this->assertTrue( $method->is_active() );
		$this->assertSame( array( 'tresen-stripe-blocks-checkout' ), $method->get_payment_method_script_handles(), 'the payment methods\' script (one Stripe file on the page)' );
		$this->assertFalse( $this->express( array( 'express_cart' => 'yes', 'express_checkout' => 'no' ) )->is_active(), 'the checkout follows "Kasse"' );

		// Express pays through the card method: without it (or its keys) nowhere.
		$this->assertFalse( $this->express( array( 'express_checkout' => 'yes', 'enabled' => 'no' ) )->is_active() );
	}

	public function test_the_blocks_express_button_asks_the_classic_express_endpoints_and_loads_the_element_script_only_when_reached(): void {
		$this->cart();
		$this->go_to( wc_get_checkout_url() );
		$data = $this->express( array( 'express_checkout' => 'yes' ) )->get_payment_method_data();
		$this->assertSame( 'checkout', $data['context'] );
		$this->assertSame( 'Geburtsdatum', $data['texts']['birth'] );
		$this->assertStringContainsString( '%d', $data['texts']['age'] );
		$settings = $data['settings'];
		$this->assertSame( Standin::PUBLISHABLE_KEY, $settings['publishableKey'] );
		$this->assertSame( 'eur', $settings['currency'] );
		// The classic calls: amounts from the server, one order through WooCommerce's checkout.
		foreach ( array( 'wc_stripe_get_cart_details', 'wc_stripe_get_shipping_options', 'wc_stripe_update_shipping_method', 'wc_stripe_create_order' ) as $call ) {
			$this->assertStringContainsString( 'wc-ajax=' . $call, $settings['urls'][ $call ] );
		}
		// The element script is registered for the chain, never enqueued (it loads on idle or intent).
		$this->assertContains( 'build/express-button.js', array_map( static fn( array $s ) => (string) preg_replace( '#^.*/(build/[^/?]+).*$#', '$1', $s['src'] ), $settings['scripts'] ) );
		$this->assertFalse( wp_script_is( 'tresen-stripe-express-button', 'enqueued' ) );
	}
}
