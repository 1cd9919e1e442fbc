<?php
/**
 * Shipping zones and VAT as the shop sets them up (Germany: 4,90 € or free
 * from 50 €; Austria: 9,90 €; 19 % and 20 % VAT): what the shopper is charged
 * in the cart, the calculator and the checkout. Runs on the double and on
 * real WooCommerce.
 *
 * @package WooCommerceDouble
 */

namespace Tresen\Tests\WooCommerceDouble;

use Tresen\Tests\Checkout;
use Tresen\Tests\TestCase;

/**
 * Shipping and tax contract.
 */
class ShippingTaxTest extends TestCase {

	use Checkout;

	protected function setUp(): void {
		parent::setUp();
		$this->add_test_gateway( Test_Gateway::class );
	}

	protected function tearDown(): void {
		$this->remove_test_gateways();
		parent::tearDown();
	}

	/**
	 * A cart holding gin at 25,90 € (gross, 19 % German VAT).
	 *
	 * @param int $qty Quantity.
	 */
	private function gin_in_cart( int $qty = 1 ): \WC_Product {
		$product = $this->factory()->product( array( 'regular_price' => '25.90' ) );
		WC()->cart->add_to_cart( $product->get_id(), $qty );
		WC()->cart->calculate_totals();
		return $product;
	}

	/**
	 * The cart totals box as the cart page shows it. Rendered directly: once an
	 * earlier test ran a checkout, WOOCOMMERCE_CHECKOUT stays defined in this
	 * process and WooCommerce's woocommerce_cart_totals() prints nothing.
	 */
	private function cart_totals_html(): string {
		WC()->cart->calculate_totals();
		return $this->render( 'wc_get_template', 'cart/cart-totals.php' );
	}

	/**
	 * Posts the cart page's shipping calculator.
	 *
	 * @param array<string, string> $fields Calculator fields.
	 * @return string The cart page.
	 */
	private function post_calculator( array $fields ): string {
		$_POST    = array_merge(
			array(
				'calc_shipping'                         => '1',
				'calc_shipping_state'                   => '',
				'calc_shipping_city'                    => '',
				'woocommerce-shipping-calculator-nonce' => wp_create_nonce( 'woocommerce-shipping-calculator' ),
			),
			$fields
		);
		$_REQUEST = $_POST;
		return $this->render( static fn() => print( do_shortcode( '[woocommerce_cart]' ) ) ); // phpcs:ignore WordPress.Security.EscapeOutput
	}

	/**
	 * Method ids of the chosen rates.
	 *
	 * @return string[]
	 */
	private function chosen_methods(): array {
		return array_map( static fn( $rate ) => $rate->get_method_id(), array_values( WC()->cart->calculate_shipping() ) );
	}

	public function test_the_shops_tax_rates_come_from_the_tax_table(): void {
		$de = \WC_Tax::find_rates( array( 'country' => 'DE' ) );
		$at = \WC_Tax::find_rates( array( 'country' => 'AT' ) );
		$this->assertSame( array( 19.0 ), array_column( $de, 'rate' ) );
		$this->assertSame( array( 20.0 ), array_column( $at, 'rate' ) );
		$this->assertSame( 'MwSt.', \WC_Tax::get_rate_label( key( $de ) ) );
		$this->assertSame( 'yes', current( $de )['shipping'] );
		$this->assertSame( array(), \WC_Tax::find_rates( array( 'country' => 'CH' ) ) );
		$this->assertSame( $de, \WC_Tax::get_base_tax_rates() );

		$id = \WC_Tax::_insert_tax_rate(
			array(
				'tax_rate_country'  => 'DE',
				'tax_rate'          => '0',
				'tax_rate_name'     => 'Büsingen',
				'tax_rate_priority' => 1,
				'tax_rate_order'    => 0,
				'tax_rate_class'    => '',
			)
		);
		\WC_Tax::_update_tax_rate_postcodes( $id, '78266' );
		$busingen = \WC_Tax::find_rates(
			array(
				'country'  => 'DE',
				'postcode' => '78266',
			)
		);
		$this->assertSame( array( 0.0 ), array_column( $busingen, 'rate' ), 'the postcode-limited rate wins in its postcode' );
		$this->assertSame(
			array( 19.0 ),
			array_column(
				\WC_Tax::find_rates(
					array(
						'country'  => 'DE',
						'postcode' => '10115',
					)
				),
				'rate'
			)
		);
	}

	public function test_a_german_cart_pays_the_advertised_shipping_of_4_90(): void {
		$this->gin_in_cart();
		$this->assertTrue( WC()->cart->needs_shipping() );
		$this->assertSame( array( 'flat_rate' ), $this->chosen_methods() );
		$this->assertEqualsWithDelta( 4.90, (float) WC()->cart->get_shipping_total() + (float) WC()->cart->get_shipping_tax(), 0.001 );
		$this->assertEqualsWithDelta( 30.80, (float) WC()->cart->get_total( 'edit' ), 0.001 );
		// 19 % of 25,90 € (4,14 €) plus 19 % of the net shipping (0,78 €).
		$this->assertEqualsWithDelta( 4.92, (float) WC()->cart->get_total_tax(), 0.001 );

		$rates = WC()->shipping()->get_packages()[0]['rates'];
		$flat  = current( array_filter( $rates, static fn( $r ) => 'flat_rate' === $r->get_method_id() ) );
		$label = wp_strip_all_tags( html_entity_decode( wc_cart_totals_shipping_method_label( $flat ) ) );
		$this->assertMatchesRegularExpression( '/^Standardversand \(DHL, mit Altersprüfung\): 4,90\s€$/u', $label );
	}

	public function test_from_50_euros_shipping_is_free_and_chosen_by_default(): void {
		$this->gin_in_cart( 2 );
		$rates = WC()->shipping()->calculate_shipping( WC()->cart->get_shipping_packages() )[0]['rates'];
		$this->assertSame( array( 'free_shipping', 'flat_rate' ), array_values( array_map( static fn( $r ) => $r->get_method_id(), $rates ) ) );
		$this->assertSame( array( 'free_shipping' ), $this->chosen_methods() );
		WC()->cart->calculate_totals();
		$this->assertEqualsWithDelta( 51.80, (float) WC()->cart->get_total( 'edit' ), 0.001 );

		// The shopper may still pick the paid method (wc-ajax=update_shipping_method).
		$flat = (string) key( array_filter( $rates, static fn( $r ) => 'flat_rate' === $r->get_method_id() ) );
		$this->ajax(
			'wc_ajax_update_shipping_method',
			array(
				'security'        => wp_create_nonce( 'update-shipping-method' ),
				'shipping_method' => array( $flat ),
			)
		);
		$this->assertSame( array( 'flat_rate' ), $this->chosen_methods() );
		WC()->cart->calculate_totals();
		$this->assertEqualsWithDelta( 56.70, (float) WC()->cart->get_total( 'edit' ), 0.001 );
		$this->assertMatchesRegularExpression( '/<input type="radio" name="shipping_method\[0\]"[^>]*value="' . preg_quote( $flat, '/' ) . '"[^>]*checked/', $this->cart_totals_html() );
	}

	public function test_choosing_a_rate_needs_the_shipping_nonce(): void {
		$this->gin_in_cart( 2 );
		$this->assertSame( array( 'free_shipping' ), $this->chosen_methods() );
		$this->ajax(
			'wc_ajax_update_shipping_method',
			array(
				'security'        => 'forged',
				'shipping_method' => array( 'flat_rate:1' ),
			)
		);
		$this->assertSame( array( 'free_shipping' ), $this->chosen_methods() );
	}

	public function test_austria_pays_austrian_vat_and_9_90_shipping(): void {
		$product = $this->gin_in_cart();
		WC()->customer->set_shipping_location( 'AT', '', '1010', 'Wien' );
		WC()->cart->calculate_totals();
		// 25,90 € holds 19 % German VAT: net 21,76 €, plus 20 % Austrian VAT = 26,11 €.
		$this->assertEqualsWithDelta( 26.11, (float) WC()->cart->get_subtotal() + (float) WC()->cart->get_subtotal_tax(), 0.001 );
		$this->assertEqualsWithDelta( 9.90, (float) WC()->cart->get_shipping_total() + (float) WC()->cart->get_shipping_tax(), 0.001 );
		$this->assertEqualsWithDelta( 36.01, (float) WC()->cart->get_total( 'edit' ), 0.001 );
		$this->assertEqualsWithDelta( 26.11, (float) wc_get_price_including_tax( $product ), 0.001 );
		$this->assertEqualsWithDelta( 21.76, (float) wc_get_price_excluding_tax( $product ), 0.01 );
		$labels = wp_list_pluck( WC()->cart->get_tax_totals(), 'label' );
		$this->assertSame( array( 'MwSt.' ), array_values( array_unique( $labels ) ) );
	}

	public function test_the_cart_page_calculator_sets_the_address_and_shows_its_costs(): void {
		$this->gin_in_cart();
		$this->go_to( wc_get_cart_url() );
		$before = $this->cart_totals_html();
		$this->assertStringContainsString( 'shipping-calculator-button', $before );
		$this->assertStringContainsString( 'name="calc_shipping_country"', $before );
		$this->assertStringContainsString( 'name="woocommerce-shipping-calculator-nonce"', $before );
		$this->assertStringContainsString( '4,90', $before );

		$this->post_calculator(
			array(
				'calc_shipping_country'  => 'AT',
				'calc_shipping_postcode' => '1010',
			)
		);
		$this->assertSame( 'AT', WC()->customer->get_shipping_country() );
		$this->assertTrue( WC()->customer->has_calculated_shipping() );
		$after = $this->cart_totals_html();
		$this->assertStringContainsString( '9,90', $after );
		$this->assertStringContainsString( 'Österreich', $after );
		$this->assertStringContainsString( 'calculated_shipping', $after );
		$this->assertEqualsWithDelta( 36.01, (float) WC()->cart->get_total( 'edit' ), 0.001 );
	}

	public function test_a_wrong_postcode_in_the_calculator_is_refused_in_german(): void {
		$this->gin_in_cart();
		$this->go_to( wc_get_cart_url() );
		$html = $this->post_calculator(
			array(
				'calc_shipping_country'  => 'DE',
				'calc_shipping_postcode' => '1234',
			)
		);
		$this->assertMatchesRegularExpression( '/<ul class="woocommerce-error" role="alert">\s*<li[^>]*>\s*Bitte gib eine gültige Postleitzahl ein\./u', $html );
		$this->assertFalse( WC()->customer->has_calculated_shipping() );
	}

	public function test_checkout_orders_carry_the_shipping_line_and_the_shipping_vat(): void {
		$this->gin_in_cart();
		$reply = $this->ajax_json(
			'wc_ajax_checkout',
			$this->checkout_post(
				array(
					'billing_country'   => 'AT',
					'billing_address_1' => 'Stephansplatz 1',
					'billing_postcode'  => '1010',
					'billing_city'      => 'Wien',
					'billing_phone'     => '01 1234567',
				)
			)
		);
		$this->assertSame( 'success', $reply['result'], wp_strip_all_tags( (string) ( $reply['messages'] ?? '' ) ) );
		$order    = wc_get_order( $reply['order_id'] );
		$shipping = array_values( $order->get_items( 'shipping' ) );
		$this->assertCount( 1, $shipping );
		$this->assertSame( 'flat_rate', $shipping[0]->get_method_id() );
		$this->assertSame( 'Standardversand (DHL, mit Altersprüfung)', $shipping[0]->get_name() );
		$this->assertEqualsWithDelta( 8.25, (float) $shipping[0]->get_total(), 0.001 );
		$this->assertEqualsWithDelta( 1.65, (float) $shipping[0]->get_total_tax(), 0.001 );
		$this->assertEqualsWithDelta( 36.01, (float) $order->get_total(), 0.001 );
		$this->assertEqualsWithDelta( 9.90, (float) $order->get_shipping_total() + (float) $order->get_shipping_tax(), 0.001 );
		$this->assertSame( 'Standardversand (DHL, mit Altersprüfung)', $order->get_shipping_method() );
		$totals = $order->get_order_item_totals();
		$this->assertArrayHasKey( 'shipping', $totals );
		$this->assertStringContainsString( '9,90', $totals['shipping']['value'] );
	}
}
