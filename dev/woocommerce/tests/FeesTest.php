<?php
/**
 * Cart fees as a plugin adds them on woocommerce_cart_calculate_fees (a
 * bottle deposit of 0,25 € gross per bottle, a service charge without tax, a
 * discount): what the cart, the checkout review, the order, its totals rows,
 * the order details and the e-mail show. Runs on the double and on real
 * WooCommerce.
 *
 * @package WooCommerceDouble
 */

namespace Tresen\Tests\WooCommerceDouble;

use Tresen\Tests\Checkout;
use Tresen\Tests\TestCase;

/**
 * Fees contract.
 */
class FeesTest extends TestCase {

	use Checkout;

	/**
	 * Fee callbacks added by the test.
	 *
	 * @var callable[]
	 */
	private $fee_callbacks = array();

	protected function setUp(): void {
		parent::setUp();
		$this->add_test_gateway( Test_Gateway::class );
	}

	protected function tearDown(): void {
		$this->remove_fee_callbacks();
		$this->remove_test_gateways();
		parent::tearDown();
	}

	/**
	 * Adds fees on woocommerce_cart_calculate_fees, as a plugin does.
	 *
	 * @param callable $callback Receives the cart.
	 */
	private function on_calculate_fees( callable $callback ): void {
		$this->fee_callbacks[] = $callback;
		add_action( 'woocommerce_cart_calculate_fees', $callback );
	}

	/**
	 * Removes the test's fee callbacks (a plugin no longer adding its fees).
	 */
	private function remove_fee_callbacks(): void {
		foreach ( $this->fee_callbacks as $callback ) {
			remove_action( 'woocommerce_cart_calculate_fees', $callback );
		}
		$this->fee_callbacks = array();
	}

	/**
	 * A deposit of 0,25 € gross (19 % VAT included) per bottle in the cart,
	 * added net as WooCommerce expects fee amounts.
	 */
	private function charge_bottle_deposit(): void {
		$this->on_calculate_fees(
			static function ( $cart ) {
				$cart->add_fee( 'Flaschenpfand', $cart->get_cart_contents_count() * 0.25 / 1.19, true, '' );
				// A second fee of the same name is refused: the shopper pays it once.
				$cart->add_fee( 'Flaschenpfand', 5, true, '' );
			}
		);
	}

	/**
	 * Three bottles of beer at 1,79 € (gross) in the cart.
	 */
	private function beer_in_cart(): void {
		$beer = $this->factory()->product(
			array(
				'name'          => 'Pfandtest Helles 0,5 l',
				'regular_price' => '1.79',
			)
		);
		WC()->cart->add_to_cart( $beer->get_id(), 3 );
		WC()->cart->calculate_totals();
	}

	/**
	 * The cell of a fee's row in rendered totals, as the shopper reads it.
	 *
	 * @param string $html Rendered table.
	 * @param string $name Fee name.
	 */
	private function fee_cell( string $html, string $name ): string {
		$pattern = '#<tr class="fee">\s*<th>' . preg_quote( esc_html( $name ), '#' ) . '</th>\s*<td[^>]*>(.*?)</td>\s*</tr>#s';
		$this->assertMatchesRegularExpression( $pattern, $html, "a fee row for {$name}" );
		preg_match( $pattern, $html, $match );
		return trim( html_entity_decode( wp_strip_all_tags( $match[1] ) ) );
	}

	/**
	 * The amount of a tax rate in the cart's tax totals.
	 *
	 * @param string $label Rate label.
	 */
	private function cart_tax( string $label ): float {
		$amount = 0.0;
		foreach ( WC()->cart->get_tax_totals() as $tax ) {
			if ( $label === $tax->label ) {
				$amount += (float) $tax->amount;
			}
		}
		return $amount;
	}

	public function test_a_taxable_fee_is_shown_in_the_cart_and_charged_with_its_vat(): void {
		$this->beer_in_cart();
		// 5,37 € beer plus 4,90 € shipping; VAT 0,86 € + 0,78 €.
		$this->assertEqualsWithDelta( 10.27, (float) WC()->cart->get_total( 'edit' ), 0.001 );
		$this->assertEqualsWithDelta( 1.64, $this->cart_tax( 'MwSt.' ), 0.001 );
		$this->assertSame( array(), WC()->cart->get_fees() );

		$this->charge_bottle_deposit();
		WC()->cart->calculate_totals();

		$fees = array_values( WC()->cart->get_fees() );
		$this->assertCount( 1, $fees, 'one deposit line' );
		$this->assertSame( 'Flaschenpfand', $fees[0]->name );
		$this->assertEqualsWithDelta( 0.75, (float) $fees[0]->total + (float) $fees[0]->tax, 0.001 );
		$this->assertEqualsWithDelta( 0.12, (float) $fees[0]->tax, 0.001, '19 % of the net 0,63 €' );
		$this->assertEqualsWithDelta( 0.63, (float) WC()->cart->get_fee_total(), 0.001 );
		$this->assertEqualsWithDelta( 0.12, (float) WC()->cart->get_fee_tax(), 0.001 );
		$this->assertEqualsWithDelta( 11.02, (float) WC()->cart->get_total( 'edit' ), 0.001 );
		$this->assertEqualsWithDelta( 1.76, (float) WC()->cart->get_total_tax(), 0.001 );
		$this->assertEqualsWithDelta( 1.76, $this->cart_tax( 'MwSt.' ), 0.001 );

		$totals = $this->render( 'wc_get_template', 'cart/cart-totals.php' );
		$this->assertMatchesRegularExpression( '/^0,75\s€$/u', $this->fee_cell( $totals, 'Flaschenpfand' ) );
		$this->assertMatchesRegularExpression( '/11,02\s€\s*\(enthält 1,76\s€ MwSt\.\)/u', html_entity_decode( wp_strip_all_tags( $totals ) ) );

		$review = $this->render( 'wc_get_template', 'checkout/review-order.php' );
		$this->assertMatchesRegularExpression( '/^0,75\s€$/u', $this->fee_cell( $review, 'Flaschenpfand' ) );

		// Fees last one calculation: without the plugin's callback, the next one drops it.
		$this->remove_fee_callbacks();
		WC()->cart->calculate_totals();
		$this->assertSame( array(), WC()->cart->get_fees() );
		$this->assertEqualsWithDelta( 10.27, (float) WC()->cart->get_total( 'edit' ), 0.001 );
	}

	public function test_the_checkout_keeps_the_fee_as_an_order_line_shown_with_the_totals(): void {
		$this->charge_bottle_deposit();
		$this->beer_in_cart();
		$cart_total = (float) WC()->cart->get_total( 'edit' );

		$reply = $this->ajax_json( 'wc_ajax_checkout', $this->checkout_post() );
		$this->assertSame( 'success', $reply['result'], wp_strip_all_tags( (string) ( $reply['messages'] ?? '' ) ) );
		$order = wc_get_order( $reply['order_id'] );
		$fees  = array_values( $order->get_fees() );
		$this->assertCount( 1, $fees );
		$this->assertInstanceOf( \WC_Order_Item_Fee::class, $fees[0] );
		$this->assertSame( 'fee', $fees[0]->get_type() );
		$this->assertSame( 'Flaschenpfand', $fees[0]->get_name() );
		$this->assertEqualsWithDelta( 0.75, (float) $fees[0]->get_total() + (float) $fees[0]->get_total_tax(), 0.001 );
		$this->assertEqualsWithDelta( 0.12, (float) $fees[0]->get_total_tax(), 0.001 );
		$this->assertEqualsWithDelta( 0.75 / 1.19, (float) $fees[0]->get_amount(), 0.0001, 'the amount as the plugin added it' );
		$this->assertSame( 'taxable', $fees[0]->get_tax_status() );
		$this->assertSame( '', (string) $fees[0]->get_tax_class() );
		$this->assertEqualsWithDelta( 0.12, array_sum( array_map( 'floatval', $fees[0]->get_taxes()['total'] ) ), 0.001 );

		$this->assertEqualsWithDelta( 11.02, (float) $order->get_total(), 0.001 );
		$this->assertEqualsWithDelta( $cart_total, (float) $order->get_total(), 0.001, 'the order charges what the cart showed' );
		$this->assertEqualsWithDelta( 1.76, (float) $order->get_total_tax(), 0.001 );
		$this->assertEqualsWithDelta( 0.98, (float) $order->get_cart_tax(), 0.001, 'beer and deposit VAT' );
		$order_vat = 0.0;
		foreach ( $order->get_tax_totals() as $tax ) {
			$order_vat += wc_round_tax_total( (float) $tax->amount );
		}
		$this->assertEqualsWithDelta( 1.76, $order_vat, 0.001 );

		$rows = $order->get_order_item_totals();
		$this->assertArrayHasKey( 'fee_' . $fees[0]->get_id(), $rows );
		$row = $rows[ 'fee_' . $fees[0]->get_id() ];
		$this->assertSame( 'Flaschenpfand:', $row['label'] );
		$this->assertMatchesRegularExpression( '/^0,75\s€$/u', html_entity_decode( wp_strip_all_tags( $row['value'] ) ) );
		$keys = array_keys( $rows );
		$this->assertLessThan( array_search( 'order_total', $keys, true ), array_search( 'fee_' . $fees[0]->get_id(), $keys, true ), 'the fee comes before the total' );

		// Order received and the account's order view: the order details table.
		$details = html_entity_decode( wp_strip_all_tags( $this->render( 'woocommerce_order_details_table', $order->get_id() ) ) );
		$this->assertMatchesRegularExpression( '/Flaschenpfand:\s*0,75\s€/u', $details );
		$this->assertMatchesRegularExpression( '/11,02\s€/u', $details );

		// The customer's e-mail lists it too.
		$mails = array_values( array_filter( $this->mails, static fn( $m ) => false !== strpos( (string) ( is_array( $m['to'] ) ? implode( ',', $m['to'] ) : $m['to'] ), 'erika@example.test' ) ) );
		$this->assertNotEmpty( $mails, 'the customer got a mail' );
		$this->assertMatchesRegularExpression( '/Flaschenpfand:\s*0,75\s€/u', html_entity_decode( wp_strip_all_tags( (string) end( $mails )['message'] ) ) );
	}

	public function test_an_untaxed_fee_adds_no_vat(): void {
		$this->on_calculate_fees(
			static function ( $cart ) {
				$cart->add_fee( 'Servicegebühr', 1.5 );
			}
		);
		$this->beer_in_cart();
		$fees = array_values( WC()->cart->get_fees() );
		$this->assertCount( 1, $fees );
		$this->assertEqualsWithDelta( 0.0, (float) $fees[0]->tax, 0.001 );
		$this->assertEqualsWithDelta( 11.77, (float) WC()->cart->get_total( 'edit' ), 0.001 );
		$this->assertEqualsWithDelta( 1.64, (float) WC()->cart->get_total_tax(), 0.001 );
		$this->assertEqualsWithDelta( 1.64, $this->cart_tax( 'MwSt.' ), 0.001 );
		$this->assertMatchesRegularExpression( '/^1,50\s€$/u', $this->fee_cell( $this->render( 'wc_get_template', 'cart/cart-totals.php' ), 'Servicegebühr' ) );

		$reply = $this->ajax_json( 'wc_ajax_checkout', $this->checkout_post() );
		$this->assertSame( 'success', $reply['result'], wp_strip_all_tags( (string) ( $reply['messages'] ?? '' ) ) );
		$order = wc_get_order( $reply['order_id'] );
		$fees  = array_values( $order->get_fees() );
		$this->assertCount( 1, $fees );
		$this->assertSame( 'Servicegebühr', $fees[0]->get_name() );
		$this->assertEqualsWithDelta( 1.50, (float) $fees[0]->get_total(), 0.001 );
		$this->assertEqualsWithDelta( 0.0, (float) $fees[0]->get_total_tax(), 0.001 );
		$this->assertSame( '0', (string) $fees[0]->get_tax_class(), 'an untaxed fee line gets tax class 0, as WooCommerce sets it' );
		$this->assertEqualsWithDelta( 11.77, (float) $order->get_total(), 0.001 );
		$this->assertEqualsWithDelta( 1.64, (float) $order->get_total_tax(), 0.001 );
		$rows = wp_list_pluck( $order->get_order_item_totals(), 'value', 'label' );
		$this->assertMatchesRegularExpression( '/^1,50\s€$/u', html_entity_decode( wp_strip_all_tags( (string) ( $rows['Servicegebühr:'] ?? '' ) ) ) );
	}

	public function test_a_fee_is_taxed_with_its_tax_class_at_the_customers_address(): void {
		$class = \WC_Tax::create_tax_class( 'Saftpfand' );
		$this->assertIsArray( $class );
		$slug = $class['slug'];
		\WC_Tax::_insert_tax_rate(
			array(
				'tax_rate_country'  => 'DE',
				'tax_rate'          => '7.0000',
				'tax_rate_name'     => 'MwSt. 7 %',
				'tax_rate_priority' => 1,
				'tax_rate_compound' => 0,
				'tax_rate_shipping' => 0,
				'tax_rate_order'    => 0,
				'tax_rate_class'    => $slug,
			)
		);
		$this->on_calculate_fees(
			static function ( $cart ) use ( $slug ) {
				$cart->add_fee( 'Pfand Saft', 0.30 / 1.07, true, $slug );
			}
		);
		$this->beer_in_cart();
		$fees = array_values( WC()->cart->get_fees() );
		$this->assertEqualsWithDelta( 0.02, (float) $fees[0]->tax, 0.001, '7 % of the net 0,28 €' );
		$this->assertEqualsWithDelta( 0.02, $this->cart_tax( 'MwSt. 7 %' ), 0.001 );
		$this->assertEqualsWithDelta( 1.64, $this->cart_tax( 'MwSt.' ), 0.001, 'the standard rate is untouched' );
		$this->assertEqualsWithDelta( 10.57, (float) WC()->cart->get_total( 'edit' ), 0.001 );
		$this->assertMatchesRegularExpression( '/^0,30\s€$/u', $this->fee_cell( $this->render( 'wc_get_template', 'cart/cart-totals.php' ), 'Pfand Saft' ) );

		// Shipped to Austria, the fee gets Austria's rate (20 %, no reduced rate set up there).
		$this->remove_fee_callbacks();
		$this->charge_bottle_deposit();
		WC()->customer->set_shipping_location( 'AT', '', '1010', 'Wien' );
		WC()->cart->calculate_totals();
		$fees = array_values( WC()->cart->get_fees() );
		$this->assertEqualsWithDelta( 0.13, (float) $fees[0]->tax, 0.001, '20 % of the net 0,63 €' );
	}

	public function test_a_negative_fee_lowers_the_total_with_its_vat(): void {
		$this->on_calculate_fees(
			static function ( $cart ) {
				$cart->add_fee( 'Treuerabatt', -1 / 1.19, true );
			}
		);
		$this->beer_in_cart();
		// The discount's VAT comes off the cart's taxes (all at 19 % here).
		$this->assertEqualsWithDelta( 9.27, (float) WC()->cart->get_total( 'edit' ), 0.001 );
		$this->assertEqualsWithDelta( 1.48, (float) WC()->cart->get_total_tax(), 0.001 );
		$this->assertMatchesRegularExpression( '/^-1,00\s€$/u', str_replace( "\u{2212}", '-', $this->fee_cell( $this->render( 'wc_get_template', 'cart/cart-totals.php' ), 'Treuerabatt' ) ) );
	}
}
