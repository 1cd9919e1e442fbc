<?php
/**
 * Attribution from WooCommerce's Checkout block (its own recorder, sent with
 * the Store API checkout): saved with marketing consent only, as on the
 * classic checkout. Real WooCommerce only (TRESEN_WC=real): the double has
 * no Store API and no blocks.
 *
 * @package Tresen\OrderAttribution
 */

namespace Tresen\OrderAttribution\Tests;

use Tresen\OrderAttribution\Blocks\BlockCheckout;
use Tresen\Tests\TestCase;

/**
 * Blocks\BlockCheckout.
 */
class BlockCheckoutTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		if ( ! class_exists( \Automattic\WooCommerce\StoreApi\StoreApi::class ) ) {
			$this->markTestSkipped( 'The WooCommerce double has no Store API and no blocks; real lane only: TRESEN_WC=real.' );
		}
		if ( ! class_exists( '\Tresen\CookieConsent\Consent' ) ) {
			$this->markTestSkipped( 'needs the consent plugin' );
		}
		add_filter( 'woocommerce_store_api_disable_nonce_check', '__return_true' );
		update_option( 'woocommerce_bacs_settings', array( 'enabled' => 'yes' ) );
		WC()->payment_gateways()->payment_gateways = array();
		WC()->payment_gateways()->init();
	}

	/**
	 * Places an order of a soft drink through the Store API with WooCommerce's attribution.
	 */
	private function order_from_newsletter(): \WC_Order {
		WC()->cart->empty_cart();
		WC()->cart->add_to_cart( $this->factory()->product( array( 'meta' => array() ) )->get_id(), 1 );
		$address = array(
			'first_name' => 'Erika',
			'last_name'  => 'Musterfrau',
			'address_1'  => 'Torstraße 1',
			'city'       => 'Berlin',
			'postcode'   => '10119',
			'country'    => 'DE',
		);
		$request = new \WP_REST_Request( 'POST', '/wc/store/v1/checkout' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body(
			(string) wp_json_encode(
				array(
					'billing_address'  => $address + array( 'email' => 'erika-' . wp_rand() . '@example.test' ),
					'shipping_address' => $address,
					'payment_method'   => 'bacs',
					'extensions'       => array(
						BlockCheckout::WC_EXTENSION => array(
							'source_type' => 'utm',
							'utm_source'  => 'newsletter',
						),
					),
				)
			)
		);
		$response = rest_ensure_response( rest_do_request( $request ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$order = wc_get_order( (int) $response->get_data()['order_id'] );
		$this->assertInstanceOf( \WC_Order::class, $order );
		return $order;
	}

	public function test_without_marketing_consent_the_block_checkout_saves_no_attribution(): void {
		add_filter( 'tresen_consent_has', '__return_false' );
		$order = $this->order_from_newsletter();
		$this->assertSame( '', $order->get_meta( '_wc_order_attribution_source_type' ) );
		$this->assertSame( '', $order->get_meta( '_wc_order_attribution_utm_source' ) );
	}

	public function test_with_marketing_consent_woocommerces_attribution_is_saved(): void {
		add_filter( 'tresen_consent_has', '__return_true' );
		$order = $this->order_from_newsletter();
		$this->assertSame( 'utm', $order->get_meta( '_wc_order_attribution_source_type' ) );
		$this->assertSame( 'newsletter', $order->get_meta( '_wc_order_attribution_utm_source' ) );
	}

	public function test_the_block_script_gets_the_consent_category_and_the_currency(): void {
		$this->assertSame(
			array(
				'consentCategory' => 'analytics',
				'currency'        => 'EUR',
			),
			BlockCheckout::script_data()
		);
	}
}
