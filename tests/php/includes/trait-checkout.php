<?php
/**
 * Checkout helpers for tests: test gateways and the posted checkout form of
 * a German guest.
 *
 * @package Tresen\Tests
 */

namespace Tresen\Tests;

/**
 * Posts WooCommerce's checkout as the shop's form would.
 */
trait Checkout {

	/**
	 * Gateway classes added for this test.
	 *
	 * @var string[]
	 */
	private $test_gateway_classes = array();

	/**
	 * Offers a test gateway (until remove_test_gateways()).
	 *
	 * @param string $gateway_class WC_Payment_Gateway subclass.
	 */
	protected function add_test_gateway( string $gateway_class ): void {
		$this->test_gateway_classes[] = $gateway_class;
		add_filter( 'woocommerce_payment_gateways', array( $this, 'with_test_gateways' ) );
		WC()->payment_gateways()->init();
	}

	/**
	 * The gateways plus the test ones (woocommerce_payment_gateways).
	 *
	 * @param array $gateways Gateways.
	 * @return array
	 */
	public function with_test_gateways( $gateways ) {
		return array_merge( (array) $gateways, $this->test_gateway_classes );
	}

	/**
	 * Takes the test gateways away again.
	 */
	protected function remove_test_gateways(): void {
		remove_filter( 'woocommerce_payment_gateways', array( $this, 'with_test_gateways' ) );
		$this->test_gateway_classes = array();
		WC()->payment_gateways()->init();
	}

	/**
	 * The checkout form of a guest in Berlin (born 1990), terms accepted, with a valid nonce.
	 *
	 * @param array<string, string> $override Changed or added fields.
	 * @return array<string, string>
	 */
	protected function checkout_post( array $override = array() ): array {
		return array_merge(
			array(
				'billing_first_name'                 => 'Erika',
				'billing_last_name'                  => 'Mustermann',
				'billing_country'                    => 'DE',
				'billing_address_1'                  => 'Hauptstraße 1',
				'billing_postcode'                   => '10115',
				'billing_city'                       => 'Berlin',
				'billing_email'                      => 'erika@example.test',
				'billing_phone'                      => '030 1234567',
				// Asked (and required) only when the cart holds drinks with a minimum age.
				'tresen_birth_date'                  => '1990-05-17',
				'payment_method'                     => 'tresen_test_gateway',
				'terms'                              => 'on',
				'terms-field'                        => '1',
				'woocommerce-process-checkout-nonce' => wp_create_nonce( 'woocommerce-process_checkout' ),
			),
			$override
		);
	}
}
