<?php
/**
 * PayPal through the Checkout block's Store API checkout (real WooCommerce
 * only: the double has no Store API).
 *
 * @package Tresen\PayPal
 */

namespace Tresen\PayPal\Tests;

use Tresen\PayPal\Blocks\PaymentMethod;
use Tresen\PayPal\Checkout;
use Tresen\PayPal\Claim;
use Tresen\PayPal\Gateway;
use Tresen\Tests\TestCase;

require_once __DIR__ . '/includes/class-standin.php';

/**
 * One PayPal payment pays one order on the block checkout too: the button's
 * approval is captured once, another order's PayPal order is refused, a
 * second press while the first runs changes nothing.
 */
class StoreApiTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		if ( ! class_exists( \Automattic\WooCommerce\StoreApi\StoreApi::class ) ) {
			$this->markTestSkipped( 'The Store API and the Checkout block exist only on real WooCommerce (TRESEN_WC=real).' );
		}
		// WooCommerce adds its payment step on the first rest_api_init only; the test case
		// restores the hooks after each test, so it is added again (once: the same callback).
		\Automattic\WooCommerce\StoreApi\StoreApi::container()->get( \Automattic\WooCommerce\StoreApi\Legacy::class )->init();
		Standin::fresh_checkout();
		WC()->payment_gateways()->init();
		WC()->session->set( 'store_api_draft_order', 0 );
	}

	protected function tearDown(): void {
		Claim::release_all();
		unset( $_SERVER['HTTP_SEC_FETCH_SITE'] );
		if ( class_exists( \Automattic\WooCommerce\StoreApi\StoreApi::class ) ) {
			Standin::forget_checkout();
		}
		parent::tearDown();
	}

	/** Starts a PayPal order as the block's button does, and approves it at PayPal. */
	private function approved(): string {
		$reply = $this->ajax_json(
			'wc_ajax_tresen_paypal_start_checkout',
			array(
				'nonce'         => wp_create_nonce( Checkout::NONCE ),
				'from_checkout' => 'yes',
				'block'         => 'yes',
			)
		);
		$this->assertTrue( $reply['success'], wp_json_encode( $reply ) );
		$token = (string) $reply['data']['token'];
		Standin::approve( $token );
		return $token;
	}

	/**
	 * Posts the Store API checkout as the Checkout block does, with PayPal's approval.
	 *
	 * @param string $token PayPal order id.
	 * @return array{0: int, 1: array<string, mixed>} HTTP status and body.
	 */
	private function checkout( string $token ): array {
		$address = array(
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
		$payment_data = array(
			'paymentToken' => $token,
			'payerID'      => 'PAYERSTANDIN1',
		);
		$request      = new \WP_REST_Request( 'POST', '/wc/store/v1/checkout' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_header( 'Nonce', wp_create_nonce( 'wc_store_api' ) );
		$request->set_body(
			(string) wp_json_encode(
				array(
					'billing_address'   => $address + array( 'email' => 'erika@example.test' ),
					'shipping_address'  => $address,
					'payment_method'    => Gateway::ID,
					'additional_fields' => array( 'tresen-legal/birth-date' => '17.05.1990' ),
					'payment_data'      => array_map(
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
		// WooCommerce keeps the first request's payment_data in a static (one request per PHP
		// process in a shop); this test sends several, so each gets its own, as WooCommerce
		// reads it (keys through sanitize_key: "paymenttoken", "payerid").
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

	/** @return array<int, mixed> The stand-in's captures. */
	private function captures(): array {
		return array_values( (array) Standin::state()['captures'] );
	}

	public function test_the_block_checkout_gets_the_buttons_settings_without_a_secret(): void {
		$method = new PaymentMethod( static fn() => 'tresen-paypal-blocks-checkout' );
		$method->initialize();
		$this->assertTrue( $method->is_active() );
		$data = $method->get_payment_method_data();
		$this->assertSame( 'de_DE', $data['locale'] );
		$this->assertSame( 'Bitte klicke auf den PayPal-Button, um mit PayPal zu bezahlen.', $data['messages']['click'] );
		$this->assertNull( $data['approved'] );
		$this->assertStringNotContainsString( Standin::SECRET, (string) wp_json_encode( $data ) );
	}

	public function test_the_buttons_approval_pays_the_order_once(): void {
		WC()->cart->add_to_cart( $this->factory()->product( array( 'regular_price' => '25.90' ) )->get_id() );
		$token                 = $this->approved();
		list( $status, $body ) = $this->checkout( $token );
		$this->assertSame( 200, $status, wp_json_encode( $body ) );
		$order = wc_get_order( (int) $body['order_id'] );
		$this->assertTrue( $order->is_paid() );
		$this->assertSame( 'processing', $order->get_status() );
		$this->assertCount( 1, $this->captures() );
		$this->assertSame( $order->get_id(), Claim::holder( $token ), 'claimed by this order' );
	}

	public function test_the_buttons_paypal_order_has_the_placed_orders_total_with_a_taxed_deposit_fee(): void {
		// The Store API recalculates its order as an order (taxes of fees rounded per line),
		// not with the cart's total: 1.79 + a deposit of 0.08 gross, taxed, ends a cent apart.
		update_option( 'woocommerce_calc_taxes', 'yes' );
		update_option( 'woocommerce_prices_include_tax', 'yes' );
		\WC_Tax::_insert_tax_rate(
			array(
				'tax_rate_country'  => 'DE',
				'tax_rate'          => '19',
				'tax_rate_name'     => 'MwSt.',
				'tax_rate_priority' => 1,
				'tax_rate_order'    => 0,
				'tax_rate_class'    => '',
				'tax_rate_shipping' => 1,
			)
		);
		$fee = static function ( $cart ) {
			$cart->add_fee( 'Pfand (Mehrweg)', 0.08 / 1.19, true, '' );
		};
		add_action( 'woocommerce_cart_calculate_fees', $fee );
		WC()->cart->add_to_cart( $this->factory()->product( array( 'regular_price' => '1.79' ) )->get_id() );
		// The block has a draft order as soon as the checkout is open.
		$open = new \WP_REST_Request( 'GET', '/wc/store/v1/checkout' );
		$open->set_header( 'Nonce', wp_create_nonce( 'wc_store_api' ) );
		rest_do_request( $open );
		$token                 = $this->approved();
		$started               = null;
		foreach ( (array) Standin::state()['orders'] as $paypal ) {
			if ( is_array( $paypal ) && ( $paypal['id'] ?? '' ) === $token ) {
				$started = $paypal['purchase_units'][0]['amount']['value'] ?? null;
			}
		}
		list( $status, $body ) = $this->checkout( $token );
		remove_action( 'woocommerce_cart_calculate_fees', $fee );
		$this->assertSame( 200, $status, wp_json_encode( $body ) );
		$order = wc_get_order( (int) $body['order_id'] );
		$this->assertSame( wc_format_decimal( $order->get_total(), 2 ), $started, 'PayPal was asked for the placed order’s total' );
		$this->assertTrue( $order->is_paid() );
		$this->assertCount( 1, $this->captures() );
	}

	public function test_another_orders_paypal_payment_is_refused_and_nothing_is_captured(): void {
		WC()->cart->add_to_cart( $this->factory()->product()->get_id() );
		$token = $this->approved();
		$other = $this->factory()->order( array() );
		Claim::claim( $token, $other->get_id() );
		list( $status, $body ) = $this->checkout( $token );
		$this->assertSame( 409, $status, wp_json_encode( $body ) );
		$this->assertSame( 'Diese PayPal-Zahlung gehört schon zu einer anderen Bestellung. Bitte klicke noch einmal auf den PayPal-Button.', $body['message'] );
		$this->assertSame( array(), $this->captures() );
	}

	public function test_a_second_press_while_the_first_runs_is_refused_before_the_order_is_touched(): void {
		WC()->cart->add_to_cart( $this->factory()->product()->get_id() );
		$token = $this->approved();
		global $wpdb;
		// The first press is capturing in another request.
		$wpdb->insert(
			$wpdb->options,
			array(
				'option_name'  => \Tresen\Common\V5\Claim::lock_name( 'paypal', $token ),
				'option_value' => ( time() + 120 ) . ':otherrequest',
				'autoload'     => 'off',
			)
		);
		list( $status, $body ) = $this->checkout( $token );
		$this->assertSame( 409, $status, wp_json_encode( $body ) );
		$this->assertSame( 'Deine Zahlung wird schon bearbeitet. Bitte warte einen Moment und schicke die Bestellung nicht noch einmal ab.', $body['message'] );
		$this->assertSame( array(), $this->captures() );
		$this->assertSame( 0, (int) WC()->session->get( 'store_api_draft_order' ), 'no order made' );
	}

	public function test_without_the_approval_the_order_is_refused_in_german(): void {
		WC()->cart->add_to_cart( $this->factory()->product()->get_id() );
		list( $status, $body ) = $this->checkout( '' );
		$this->assertSame( 400, $status, wp_json_encode( $body ) );
		$this->assertSame( 'Bitte klicke auf den PayPal-Button, um mit PayPal zu bezahlen.', $body['message'] );
	}

	public function test_a_paypal_order_of_another_session_pays_nothing(): void {
		WC()->cart->add_to_cart( $this->factory()->product()->get_id() );
		$token = $this->approved();
		// Another shopper's session: the PayPal order is not theirs.
		WC()->session->set( 'tresen_paypal_order', null );
		list( $status, $body ) = $this->checkout( $token );
		$this->assertSame( 400, $status, wp_json_encode( $body ) );
		$this->assertStringStartsWith( 'Bei der Verarbeitung deiner PayPal-Zahlung ist ein Fehler aufgetreten.', $body['message'] );
		$this->assertSame( array(), $this->captures() );
	}

	public function test_a_checkout_from_another_website_is_refused(): void {
		WC()->cart->add_to_cart( $this->factory()->product()->get_id() );
		$token                          = $this->approved();
		$_SERVER['HTTP_SEC_FETCH_SITE'] = 'cross-site';
		list( $status, $body )          = $this->checkout( $token );
		$this->assertSame( 403, $status, wp_json_encode( $body ) );
		$this->assertSame( array(), $this->captures() );
	}
}
