<?php
/**
 * Malformed input to the cart's endpoints gets a German 400, never a fatal
 * error, a PHP notice or a silently changed quantity.
 *
 * @package Tresen\Storefront
 */

namespace Tresen\Storefront\Tests;

use Tresen\Tests\TestCase;
use Tresen\Storefront\Guard\InputGuard;
use Tresen\Storefront\Cart\QuantityEndpoint;

/**
 * Input checks of wc-ajax requests.
 */
class InputGuardTest extends TestCase {

	/**
	 * Runs the guard as WordPress would for a wc-ajax request.
	 *
	 * @param string               $endpoint wc-ajax endpoint.
	 * @param array<string, mixed> $post     POST data.
	 * @return array<string, mixed>|null Decoded reply, null when the guard let it pass.
	 */
	private function guard( string $endpoint, array $post ): ?array {
		$_GET['wc-ajax'] = $endpoint;
		add_action( 'tresen_test_input_guard', array( new InputGuard(), 'guard_wc_ajax' ) );
		try {
			$out = $this->ajax( 'tresen_test_input_guard', $post );
		} finally {
			remove_all_actions( 'tresen_test_input_guard' );
		}
		return '' === $out ? null : json_decode( $out, true );
	}

	public function test_quantities_are_taken_as_given_or_refused(): void {
		foreach ( array( '0', '1', '12', ' 3 ', '100000' ) as $ok ) {
			$this->assertTrue( InputGuard::valid_quantity( $ok ), "'$ok'" );
		}
		foreach ( array( '1e309', '-1', '1.5', 'NaN', 'INF', '0x1A', '', 'abc', '100001', '9999999999999999999' ) as $bad ) {
			$this->assertFalse( InputGuard::valid_quantity( $bad ), "'$bad'" );
		}
		$this->assertFalse( InputGuard::valid_quantity( array( '1' ) ) );
	}

	public function test_a_list_where_one_value_belongs_gets_a_german_400(): void {
		$reply = $this->guard( 'remove_from_cart', array( 'cart_item_key' => array( 'x' ) ) );
		$this->assertFalse( $reply['success'] );
		$this->assertSame( 'invalid_input', $reply['data']['code'] );
		$this->assertSame( 'Deine Anfrage konnte nicht gelesen werden. Bitte lade die Seite neu und versuche es noch einmal.', $reply['data']['message'] );
		$this->assertNotNull( $this->guard( 'add_to_cart', array( 'security' => array( 'a' ) ) ) );
	}

	public function test_unreadable_text_and_bad_quantities_are_refused_in_german(): void {
		$reply = $this->guard( 'add_to_cart', array( 'product_id' => "1\xC3\x28" ) );
		$this->assertSame( 'Deine Anfrage enthält Zeichen, die wir nicht lesen können. Bitte prüfe deine Eingaben.', $reply['data']['message'] );
		$reply = $this->guard( 'add_to_cart', array( 'product_id' => '1', 'quantity' => '1e309' ) );
		$this->assertSame( 'Bitte gib eine gültige Menge ein.', $reply['data']['message'] );
	}

	public function test_listed_nonces_checkout_fields_and_cart_quantities_are_refused_too(): void {
		$this->assertNotNull( $this->guard( 'checkout', array( 'woocommerce-process-checkout-nonce' => array( 'x' ) ) ) );
		$this->assertNotNull( $this->guard( 'checkout', array( 'billing_email' => array( 'a' => 'b' ) ) ) );
		$this->assertNotNull( $this->guard( 'checkout', array( 'tresen_birth_date' => array( '1990-01-01' ) ) ) );
		$unread = 'Deine Anfrage konnte nicht gelesen werden. Bitte lade die Seite neu und versuche es noch einmal.';
		$this->assertSame( $unread, InputGuard::problem( array( 'orderby' => array( 'price' ) ) ) );
		$this->assertSame( $unread, InputGuard::problem( array( 'post_type' => array( 'a' => array( 'b' ) ) ) ) );
		$this->assertSame( $unread, InputGuard::problem( array( 'cart' => array( 'abc' => array( 'qty' => array( '2' ) ) ) ) ) );
		$this->assertSame( 'Bitte gib eine gültige Menge ein.', InputGuard::problem( array( 'cart' => array( 'abc' => array( 'qty' => '-2' ) ) ) ) );
		$this->assertNull( InputGuard::problem( array( 'cart' => array( 'abc' => array( 'qty' => '3' ) ), 's' => 'gin', 'filter_groesse' => '0-7-l' ) ) );
	}

	public function test_good_input_passes_untouched(): void {
		$this->assertNull( $this->guard( 'add_to_cart', array( 'product_id' => '12', 'quantity' => '2' ) ) );
		$this->assertNull( $this->guard( 'update_order_review', array( 'shipping_method' => array( 'flat_rate:1' ), 'country' => 'DE' ) ) );
		$this->assertNull( $this->guard( 'add_to_cart', array( 'product_id' => '12', 'quantity' => '' ) ), 'empty means 1, as WooCommerce reads it' );
	}

	public function test_the_quantity_endpoint_never_empties_an_item_on_a_huge_number(): void {
		$product = $this->factory()->product( array( 'regular_price' => '9.90' ) );
		$key     = WC()->cart->add_to_cart( $product->get_id(), 2 );
		foreach ( array( '1e309', '1.5', '-1' ) as $quantity ) {
			$reply = json_decode(
				$this->ajax(
					'wc_ajax_' . QuantityEndpoint::ACTION,
					array(
						'security'      => wp_create_nonce( QuantityEndpoint::NONCE_ACTION ),
						'cart_item_key' => $key,
						'quantity'      => $quantity,
					)
				),
				true
			);
			$this->assertFalse( $reply['success'], $quantity );
			$this->assertSame( 'Bitte gib eine gültige Menge ein.', $reply['data']['message'] );
			$this->assertSame( 2, WC()->cart->get_cart_item( $key )['quantity'], "$quantity left the item alone" );
		}
		$reply = json_decode(
			$this->ajax(
				'wc_ajax_' . QuantityEndpoint::ACTION,
				array(
					'security'      => array( 'x' ),
					'cart_item_key' => $key,
					'quantity'      => '1',
				)
			),
			true
		);
		$this->assertSame( 'invalid_input', $reply['data']['code'] );
	}
}
