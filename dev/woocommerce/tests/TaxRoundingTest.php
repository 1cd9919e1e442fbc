<?php
/**
 * Tax rounding of the cart and the order, as WooCommerce 10.5's WC_Cart_Totals
 * does it: amounts in cents, each line's taxes rounded per rate (half down,
 * because this shop's prices include tax), each line's net amount rounded
 * half up, the grand total summed from the rounded parts. German and Austrian
 * customers, 19 % / 7 % (20 % / 10 % in Austria), several quantities. Runs on
 * the double and on real WooCommerce: the numbers are 10.5's.
 *
 * @package WooCommerceDouble
 */

namespace Tresen\Tests\WooCommerceDouble;

use Tresen\Tests\Checkout;
use Tresen\Tests\TestCase;

/**
 * Tax rounding contract.
 */
class TaxRoundingTest extends TestCase {

	use Checkout;

	protected function setUp(): void {
		parent::setUp();
		$this->add_test_gateway( Test_Gateway::class );
		if ( ! in_array( 'reduced-rate', \WC_Tax::get_tax_class_slugs(), true ) ) {
			\WC_Tax::create_tax_class( 'Reduced rate', 'reduced-rate' );
		}
		foreach ( array(
			'DE' => '7.0000',
			'AT' => '10.0000',
		) as $country => $rate ) {
			\WC_Tax::_insert_tax_rate(
				array(
					'tax_rate_country'  => $country,
					'tax_rate_state'    => '',
					'tax_rate'          => $rate,
					'tax_rate_name'     => 'MwSt. ermäßigt',
					'tax_rate_priority' => 1,
					'tax_rate_compound' => 0,
					'tax_rate_shipping' => 1,
					'tax_rate_order'    => 0,
					'tax_rate_class'    => 'reduced-rate',
				)
			);
		}
	}

	protected function tearDown(): void {
		$this->remove_test_gateways();
		parent::tearDown();
	}

	/**
	 * Gin 25,90 € (19 %) once, juice 2,22 € (7 %) three times, crisps 3,33 € (7 %) twice, tonic 6,90 € (7 %) once, shipped to $country.
	 *
	 * @param string $country DE or AT.
	 * @return array<string, string> Cart item keys by product.
	 */
	private function fill_cart( string $country ): array {
		WC()->customer->set_billing_location( $country, '', 'DE' === $country ? '10115' : '1010', 'DE' === $country ? 'Berlin' : 'Wien' );
		WC()->customer->set_shipping_location( $country, '', 'DE' === $country ? '10115' : '1010', 'DE' === $country ? 'Berlin' : 'Wien' );
		$lines = array(
			'gin'    => array( '25.90', '', 1 ),
			'juice'  => array( '2.22', 'reduced-rate', 3 ),
			'crisps' => array( '3.33', 'reduced-rate', 2 ),
			'tonic'  => array( '6.90', 'reduced-rate', 1 ),
		);
		$keys  = array();
		foreach ( $lines as $name => list( $price, $tax_class, $qty ) ) {
			$product = $this->factory()->product(
				array(
					'regular_price' => $price,
					'meta'          => array(),
				)
			);
			$product->set_tax_class( $tax_class );
			$product->save();
			$keys[ $name ] = (string) WC()->cart->add_to_cart( $product->get_id(), $qty );
		}
		WC()->cart->calculate_totals();
		return $keys;
	}

	/**
	 * A line's expected numbers (nothing is discounted, so subtotal and total agree).
	 *
	 * @param float $net Net amount, unrounded as WooCommerce keeps it.
	 * @param float $tax Tax, rounded per line (or not, when rounding at subtotal).
	 * @return array<string, float>
	 */
	private function line( float $net, float $tax ): array {
		return array(
			'line_subtotal'     => $net,
			'line_subtotal_tax' => $tax,
			'line_total'        => $net,
			'line_tax'          => $tax,
		);
	}

	/**
	 * The cart's numbers, rounded to six places to compare floats.
	 *
	 * @param array<string, string> $keys Cart item keys.
	 * @return array<string, mixed>
	 */
	private function cart_numbers( array $keys ): array {
		$cart    = WC()->cart;
		$six     = static fn( $value ) => round( (float) $value, 6 );
		$numbers = array();
		foreach ( $keys as $name => $key ) {
			$item             = $cart->get_cart()[ $key ];
			$numbers[ $name ] = array(
				'line_subtotal'     => $six( $item['line_subtotal'] ),
				'line_subtotal_tax' => $six( $item['line_subtotal_tax'] ),
				'line_total'        => $six( $item['line_total'] ),
				'line_tax'          => $six( $item['line_tax'] ),
			);
		}
		$numbers['subtotal']          = $six( $cart->get_subtotal() );
		$numbers['subtotal_tax']      = $six( $cart->get_subtotal_tax() );
		$numbers['contents_total']    = $six( $cart->get_cart_contents_total() );
		$numbers['contents_tax']      = $six( $cart->get_cart_contents_tax() );
		$numbers['shipping_total']    = $six( $cart->get_shipping_total() );
		$numbers['shipping_tax']      = $six( $cart->get_shipping_tax() );
		$numbers['total_tax']         = $six( $cart->get_total_tax() );
		$numbers['total']             = $six( $cart->get_total( 'edit' ) );
		$numbers['tax_rows']          = array_values( array_map( static fn( $row ) => $six( $row->amount ), $cart->get_tax_totals() ) );
		$numbers['displayed_total']   = wp_strip_all_tags( html_entity_decode( $cart->get_total() ) );
		return $numbers;
	}

	public function test_a_german_cart_of_19_and_7_percent_lines(): void {
		$numbers = $this->cart_numbers( $this->fill_cart( 'DE' ) );
		$this->assertSame(
			array(
				'gin' => $this->line( 21.764706, 4.14 ),
				'juice' => $this->line( 6.224299, 0.44 ),
				'crisps' => $this->line( 6.224299, 0.44 ),
				'tonic' => $this->line( 6.448598, 0.45 ),
				'subtotal'        => 40.65,
				'subtotal_tax'    => 5.47,
				'contents_total'  => 40.65,
				'contents_tax'    => 5.47,
				'shipping_total'  => 4.117647,
				'shipping_tax'    => 0.78,
				'total_tax'       => 6.25,
				'total'           => 51.02,
				'tax_rows'        => array( 4.92, 1.33 ),
				'displayed_total' => "51,02\u{a0}€",
			),
			$numbers
		);
	}

	public function test_the_same_cart_to_austria(): void {
		$numbers = $this->cart_numbers( $this->fill_cart( 'AT' ) );
		$this->assertSame(
			array(
				'gin' => $this->line( 21.764706, 4.35 ),
				'juice' => $this->line( 6.224299, 0.62 ),
				'crisps' => $this->line( 6.224299, 0.62 ),
				'tonic' => $this->line( 6.448598, 0.64 ),
				'subtotal'        => 40.65,
				'subtotal_tax'    => 6.23,
				'contents_total'  => 40.65,
				'contents_tax'    => 6.23,
				'shipping_total'  => 8.25,
				'shipping_tax'    => 1.65,
				'total_tax'       => 7.88,
				'total'           => 56.78,
				'tax_rows'        => array( 6.0, 1.88 ),
				'displayed_total' => "56,78\u{a0}€",
			),
			$numbers
		);
	}

	public function test_the_order_keeps_the_carts_numbers(): void {
		$this->fill_cart( 'AT' );
		$reply = $this->ajax_json(
			'wc_ajax_checkout',
			$this->checkout_post(
				array(
					'billing_country'  => 'AT',
					'billing_postcode' => '1010',
					'billing_city'     => 'Wien',
				)
			)
		);
		$this->assertSame( 'success', $reply['result'], wp_strip_all_tags( (string) ( $reply['messages'] ?? '' ) ) );
		$order   = wc_get_order( $reply['order_id'] );
		$six     = static fn( $value ) => round( (float) $value, 6 );
		$numbers = array(
			'items'        => array_values( array_map( static fn( $item ) => array( $six( $item->get_subtotal() ), $six( $item->get_total() ), $six( $item->get_total_tax() ) ), $order->get_items() ) ),
			'cart_tax'     => $six( $order->get_cart_tax() ),
			'shipping'     => $six( $order->get_shipping_total() ),
			'shipping_tax' => $six( $order->get_shipping_tax() ),
			'total_tax'    => $six( $order->get_total_tax() ),
			'total'        => $order->get_total(),
			'tax_rows'     => array_values( array_map( static fn( $row ) => $six( $row->amount ), $order->get_tax_totals() ) ),
		);
		$this->assertSame(
			array(
				'items'        => array(
					array( 21.764706, 21.764706, 4.35 ),
					array( 6.224299, 6.224299, 0.62 ),
					array( 6.224299, 6.224299, 0.62 ),
					array( 6.448598, 6.448598, 0.64 ),
				),
				'cart_tax'     => 6.23,
				'shipping'     => 8.25,
				'shipping_tax' => 1.65,
				'total_tax'    => 7.88,
				'total'        => '56.78',
				'tax_rows'     => array( 6.0, 1.88 ),
			),
			$numbers
		);
	}

	public function test_rounding_at_subtotal(): void {
		update_option( 'woocommerce_tax_round_at_subtotal', 'yes' );
		$numbers = $this->cart_numbers( $this->fill_cart( 'DE' ) );
		$this->assertSame(
			array(
				'gin' => $this->line( 21.764706, 4.135294 ),
				'juice' => $this->line( 6.224299, 0.435701 ),
				'crisps' => $this->line( 6.224299, 0.435701 ),
				'tonic' => $this->line( 6.448598, 0.451402 ),
				'subtotal'        => 40.661902,
				'subtotal_tax'    => 5.458098,
				'contents_total'  => 40.661902,
				'contents_tax'    => 5.458098,
				'shipping_total'  => 4.117647,
				'shipping_tax'    => 0.782353,
				'total_tax'       => 6.24,
				'total'           => 51.02,
				'tax_rows'        => array( 4.92, 1.32 ),
				'displayed_total' => "51,02\u{a0}€",
			),
			$numbers
		);
	}
}
