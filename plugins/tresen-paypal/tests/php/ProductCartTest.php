<?php
/**
 * The product page's PayPal button: generating the cart.
 *
 * @package Tresen\PayPal
 */

namespace Tresen\PayPal\Tests;

use Tresen\PayPal\ProductCart;
use Tresen\Tests\TestCase;

require_once __DIR__ . '/includes/class-standin.php';

/**
 * What happens to the shopper's cart.
 */
class ProductCartTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		Standin::configure();
		WC()->cart->empty_cart();
		ProductCart::forget();
		wc_clear_notices();
	}

	protected function tearDown(): void {
		WC()->cart->empty_cart();
		parent::tearDown();
	}

	/**
	 * Posts the product form as the button does.
	 *
	 * @param array<string, string> $post Fields.
	 * @return array<string, mixed>
	 */
	private function generate( array $post ): array {
		return $this->ajax_json( 'wc_ajax_tresen_paypal_generate_cart', $post + array( 'nonce' => wp_create_nonce( ProductCart::NONCE ) ) );
	}

	public function test_the_product_joins_the_cart_and_other_items_stay(): void {
		$beer = $this->factory()->product( array( 'regular_price' => '1.79' ) );
		WC()->cart->add_to_cart( $beer->get_id(), 3 );
		$gin   = $this->factory()->product( array( 'regular_price' => '25.90' ) );
		$reply = $this->generate(
			array(
				'add-to-cart' => (string) $gin->get_id(),
				'quantity'    => '2',
			)
		);
		$this->assertTrue( $reply['success'] );
		$this->assertSame( 3, $reply['data']['others'], 'the button can say that three other items are paid along' );
		$quantities = WC()->cart->get_cart_item_quantities();
		$this->assertSame( 3, (int) $quantities[ $beer->get_id() ] );
		$this->assertSame( 2, (int) $quantities[ $gin->get_id() ] );

		// A second click (after a cancel) does not add the product twice.
		$this->generate(
			array(
				'add-to-cart' => (string) $gin->get_id(),
				'quantity'    => '2',
			)
		);
		$quantities = WC()->cart->get_cart_item_quantities();
		$this->assertSame( 2, (int) $quantities[ $gin->get_id() ] );
		$this->assertSame( 3, (int) $quantities[ $beer->get_id() ] );
	}

	public function test_a_variable_product_without_a_variation_or_a_bad_nonce_is_refused(): void {
		$variable = $this->factory()->variable_product();
		$reply    = $this->generate( array( 'add-to-cart' => (string) $variable->get_id() ) );
		$this->assertFalse( $reply['success'] );
		$this->assertSame( 'Bitte wähle die Produktoptionen aus, bevor du mit PayPal bezahlst.', $reply['data']['messages'] );
		$reply = $this->generate(
			array(
				'add-to-cart' => (string) $this->factory()->product()->get_id(),
				'nonce'       => 'alt',
			)
		);
		$this->assertFalse( $reply['success'] );
		$this->assertTrue( WC()->cart->is_empty() );
	}

	public function test_the_nonces_come_by_ajax_not_in_the_cached_page(): void {
		$reply = $this->ajax_json( 'wc_ajax_tresen_paypal_nonces' );
		$this->assertSame( 1, wp_verify_nonce( $reply['data']['generateCart'], ProductCart::NONCE ) );
		$settings = \Tresen\PayPal\Buttons::settings( false );
		$this->assertSame( '', $settings['nonce'] );
	}
}
