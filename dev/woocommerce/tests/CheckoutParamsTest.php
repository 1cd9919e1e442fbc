<?php
/**
 * The checkout's script settings as WooCommerce 10.5 localizes them:
 * wc_checkout_params, wc_address_i18n_params and wc_country_select_params,
 * read from what the page prints. Runs on the double and on real WooCommerce.
 *
 * @package WooCommerceDouble
 */

namespace Tresen\Tests\WooCommerceDouble;

use Tresen\Tests\TestCase;

/**
 * Checkout parameter objects contract.
 */
class CheckoutParamsTest extends TestCase {

	/**
	 * The objects the checkout page prints, by variable name.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private function printed_params(): array {
		$this->go_to( get_permalink( wc_get_page_id( 'checkout' ) ) );
		remove_all_actions( 'wp_enqueue_scripts' );
		\WC_Frontend_Scripts::init();
		do_action( 'wp_enqueue_scripts' );
		\WC_Frontend_Scripts::localize_printed_scripts();
		$objects = array();
		foreach ( array( 'wc-checkout', 'wc-address-i18n', 'wc-country-select' ) as $handle ) {
			$data = (string) wp_scripts()->get_data( $handle, 'data' );
			if ( preg_match_all( '/var (\w+) = (\{.*?\});\n?/s', $data, $matches, PREG_SET_ORDER ) ) {
				foreach ( $matches as $match ) {
					$objects[ $match[1] ] = json_decode( $match[2], true );
				}
			}
		}
		return $objects;
	}

	/**
	 * WooCommerce localizes each handle once per request: a request of its own.
	 *
	 * @runInSeparateProcess
	 * @preserveGlobalState disabled
	 */
	public function test_the_checkout_prints_10_5s_three_objects(): void {
		$params = $this->printed_params();
		$this->assertSame( array( 'wc_checkout_params', 'wc_address_i18n_params', 'wc_country_select_params' ), array_keys( $params ) );

		$checkout = $params['wc_checkout_params'];
		$this->assertSame( array( 'ajax_url', 'wc_ajax_url', 'update_order_review_nonce', 'apply_coupon_nonce', 'remove_coupon_nonce', 'option_guest_checkout', 'checkout_url', 'is_checkout', 'debug_mode', 'i18n_checkout_error' ), array_keys( $checkout ) );
		$this->assertSame( '/?wc-ajax=%%endpoint%%', $checkout['wc_ajax_url'] );
		$this->assertSame( '/?wc-ajax=checkout', $checkout['checkout_url'] );
		$this->assertSame( '1', $checkout['is_checkout'] );
		$this->assertSame( 'yes', $checkout['option_guest_checkout'] );
		$this->assertSame( 1, wp_verify_nonce( $checkout['update_order_review_nonce'], 'update-order-review' ) );
		$this->assertStringContainsString( 'href="' . esc_url( wc_get_account_endpoint_url( 'orders' ) ) . '"', $checkout['i18n_checkout_error'] );

		$i18n = $params['wc_address_i18n_params'];
		$this->assertSame( array( 'locale', 'locale_fields', 'i18n_required_text', 'i18n_optional_text' ), array_keys( $i18n ) );
		$this->assertSame( 'erforderlich', $i18n['i18n_required_text'] );
		$this->assertSame( 'optional', $i18n['i18n_optional_text'] );
		$locale = json_decode( $i18n['locale'], true );
		$this->assertSame( array( 'AT', 'DE', 'default' ), array_keys( $locale ) );
		$this->assertSame( 65, $locale['DE']['postcode']['priority'], 'postcode before city in Germany' );
		$this->assertSame( 65, $locale['AT']['postcode']['priority'], 'and in Austria' );
		$this->assertSame( array( 'required' => false, 'hidden' => true ), $locale['AT']['state'] );
		foreach ( array( 'first_name', 'last_name', 'company', 'country', 'address_1', 'address_2', 'city', 'postcode' ) as $field ) {
			$this->assertArrayHasKey( $field, $locale['default'] );
		}
		$this->assertSame( 90, $locale['default']['postcode']['priority'] );
		$this->assertSame( 'Postleitzahl', $locale['default']['postcode']['label'] );
		$this->assertArrayNotHasKey( 'phone', $locale['default'], 'phone and e-mail are no address fields' );
		$this->assertSame(
			array(
				'address_1' => '#billing_address_1_field, #shipping_address_1_field',
				'address_2' => '#billing_address_2_field, #shipping_address_2_field',
				'state'     => '#billing_state_field, #shipping_state_field, #calc_shipping_state_field',
				'postcode'  => '#billing_postcode_field, #shipping_postcode_field, #calc_shipping_postcode_field',
				'city'      => '#billing_city_field, #shipping_city_field, #calc_shipping_city_field',
			),
			json_decode( $i18n['locale_fields'], true )
		);

		$select = $params['wc_country_select_params'];
		$this->assertSame( array( 'countries', 'i18n_select_state_text', 'i18n_no_matches', 'i18n_ajax_error', 'i18n_input_too_short_1', 'i18n_input_too_short_n', 'i18n_input_too_long_1', 'i18n_input_too_long_n', 'i18n_selection_too_long_1', 'i18n_selection_too_long_n', 'i18n_load_more', 'i18n_searching' ), array_keys( $select ) );
		$this->assertSame( array( 'DE', 'AT' ), array_keys( json_decode( $select['countries'], true ) ) );
		$this->assertSame( array(), json_decode( $select['countries'], true )['AT'] );
		$this->assertSame( 'Wähle eine Option…', $select['i18n_select_state_text'] );
		$this->assertSame( 'Suche…', $select['i18n_searching'], 'German on both lanes: the local site loads the shop WooCommerce translations for real WooCommerce too' );
	}
}
