<?php
/**
 * The deposit as its own line: Σ quantity × deposit, taxed as the drinks,
 * in the cart total, on the order and in its totals.
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal\Tests;

require_once __DIR__ . '/LegalTestHelpers.php';

use Tresen\Legal\Deposit;
use Tresen\Tests\Checkout;
use Tresen\Tests\TestCase;

/**
 * Deposit fees.
 */
class DepositTest extends TestCase {

	use Checkout;
	use LegalTestHelpers;

	/**
	 * The cart's deposit fee lines as name => gross amount.
	 *
	 * @param \WC_Cart $cart Cart.
	 * @return array<string, float>
	 */
	private function deposit_lines( \WC_Cart $cart ): array {
		$out = array();
		foreach ( $cart->get_fees() as $fee ) {
			$out[ $fee->name ] = round( (float) $fee->total + (float) $fee->tax, 2 );
		}
		return $out;
	}

	public function test_the_cart_charges_quantity_times_deposit_as_its_own_line_with_the_drinks_vat(): void {
		$beer  = $this->beer();
		$six   = $this->beer( 6, '7.49' );
		$gin   = $this->gin();
		$cart  = $this->cart_with(
			array(
				$beer->get_id() => 3,
				$six->get_id()  => 2,
				$gin->get_id()  => 1,
			)
		);
		// 3 × 0,08 € + 2 × 6 × 0,08 € = 1,20 €; the gin has none.
		$this->assertSame( array( 'Pfand (Mehrweg)' => 1.20 ), $this->deposit_lines( $cart ) );
		$fee = current( $cart->get_fees() );
		$this->assertTrue( $fee->taxable );
		$this->assertEqualsWithDelta( 0.19, (float) $fee->tax, 0.001, '19 % VAT of 1,20 € gross' );

		// Items 3 × 1,79 + 2 × 7,49 + 25,90 = 46,25 €, shipping 4,90 €, deposit 1,20 €.
		$this->assertEqualsWithDelta( 46.25, (float) $cart->get_subtotal() + (float) $cart->get_subtotal_tax(), 0.001, 'the deposit is not in the items' );
		$this->assertEqualsWithDelta( 52.35, (float) $cart->get_total( 'edit' ), 0.001 );

		// The cart totals show the line with its gross amount.
		$html = html_entity_decode( wp_strip_all_tags( $this->render( 'wc_get_template', 'cart/cart-totals.php' ) ) );
		$this->assertMatchesRegularExpression( '/Pfand \(Mehrweg\)\s+1,20\s€/u', $html );
	}

	public function test_single_use_and_returnable_get_a_line_each(): void {
		$can  = $this->drink( 'bier', array( '_tresen_deposit_type' => 'einweg', '_tresen_alcohol_percent' => 5 ), '1.29' );
		$beer = $this->beer();
		$cart = $this->cart_with(
			array(
				$can->get_id()  => 4,
				$beer->get_id() => 1,
			)
		);
		$this->assertEquals(
			array(
				'Pfand (Einweg)'  => 1.00,
				'Pfand (Mehrweg)' => 0.08,
			),
			$this->deposit_lines( $cart )
		);
	}

	public function test_a_reduced_rate_drink_gets_its_deposit_taxed_at_its_rate(): void {
		$reduced = $this->drink( 'saft', array( '_tresen_deposit_type' => 'mehrweg', '_tresen_deposit_amount' => '0.15', '_tresen_alcohol_percent' => 0 ), '2.49' );
		if ( ! in_array( 'reduced-rate', \WC_Tax::get_tax_class_slugs(), true ) ) {
			\WC_Tax::create_tax_class( 'Reduced rate', 'reduced-rate' );
		}
		$reduced->set_tax_class( 'reduced-rate' );
		$reduced->save();
		\WC_Tax::_insert_tax_rate(
			array(
				'tax_rate_country'  => 'DE',
				'tax_rate'          => '7',
				'tax_rate_name'     => 'MwSt.',
				'tax_rate_priority' => 1,
				'tax_rate_order'    => 0,
				'tax_rate_class'    => 'reduced-rate',
				'tax_rate_shipping' => 1,
			)
		);
		$beer = $this->beer();
		$cart = $this->cart_with(
			array(
				$reduced->get_id() => 2,
				$beer->get_id()    => 1,
			)
		);
		$this->assertEquals(
			array(
				'Pfand (Mehrweg) – 7 %'  => 0.30,
				'Pfand (Mehrweg) – 19 %' => 0.08,
			),
			$this->deposit_lines( $cart ),
			'one line per tax class, each at its gross amount'
		);
		$taxes = wp_list_pluck( $cart->get_fees(), 'tax', 'name' );
		$this->assertEqualsWithDelta( 0.02, (float) $taxes['Pfand (Mehrweg) – 7 %'], 0.001, '7 % of 0,30 € gross' );
		$this->assertEqualsWithDelta( 0.01, (float) $taxes['Pfand (Mehrweg) – 19 %'], 0.001, '19 % of 0,08 € gross' );
	}

	public function test_the_order_keeps_the_deposit_line_and_shows_it_in_its_totals(): void {
		$beer = $this->beer();
		$this->cart_with( array( $beer->get_id() => 6 ) );
		$reply = $this->ajax_json( 'wc_ajax_checkout', $this->checkout_post( array( 'payment_method' => 'bacs' ) ) );
		$this->assertSame( 'success', $reply['result'], wp_strip_all_tags( (string) ( $reply['messages'] ?? '' ) ) );
		$order = wc_get_order( $reply['order_id'] );
		$fees  = array_values( $order->get_fees() );
		$this->assertCount( 1, $fees );
		$this->assertSame( 'Pfand (Mehrweg)', $fees[0]->get_name() );
		$this->assertSame( 'mehrweg', $fees[0]->get_meta( Deposit::ITEM_META ) );
		// Stored net with full precision, as WooCommerce stores prices entered with tax: 0,48 € to the cent.
		$this->assertEqualsWithDelta( 0.48, (float) $fees[0]->get_total() + (float) $fees[0]->get_total_tax(), 0.005 );
		// 6 × 1,79 € + 4,90 € shipping + 0,48 € deposit.
		$this->assertEqualsWithDelta( 16.12, (float) $order->get_total(), 0.001 );
		$rows = wp_list_pluck( $order->get_order_item_totals(), 'value', 'label' );
		$this->assertArrayHasKey( 'Pfand (Mehrweg):', $rows );
		$this->assertStringContainsString( '0,48', html_entity_decode( (string) $rows['Pfand (Mehrweg):'] ) );
	}
}
