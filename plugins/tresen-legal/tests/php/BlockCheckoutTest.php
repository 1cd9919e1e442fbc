<?php
/**
 * German law on WooCommerce's Cart and Checkout blocks, through the Store
 * API as the blocks call it: the extension data beside each line and on the
 * cart, the date of birth (required only with an age limit, refused when
 * under age, never stored) and the Packstation refusal. Real WooCommerce
 * only (TRESEN_WC=real): the double has no Store API and no blocks.
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal\Tests;

require_once __DIR__ . '/LegalTestHelpers.php';

use Tresen\Legal\AgeCheck;
use Tresen\Legal\Blocks\BlockCheckout;
use Tresen\Tests\TestCase;

/**
 * Blocks\BlockCheckout.
 */
class BlockCheckoutTest extends TestCase {

	use LegalTestHelpers;

	protected function setUp(): void {
		parent::setUp();
		if ( ! class_exists( \Automattic\WooCommerce\StoreApi\StoreApi::class ) ) {
			$this->markTestSkipped( 'The WooCommerce double has no Store API and no blocks; real lane only: TRESEN_WC=real.' );
		}
		// The blocks send WooCommerce's nonce; the test calls the API directly.
		add_filter( 'woocommerce_store_api_disable_nonce_check', '__return_true' );
		update_option( 'woocommerce_bacs_settings', array( 'enabled' => 'yes' ) );
		WC()->payment_gateways()->payment_gateways = array();
		WC()->payment_gateways()->init();
	}

	/**
	 * A date of birth as a German shopper types it, for someone $years old today.
	 *
	 * @param int $years Age.
	 */
	private function born( int $years ): string {
		return ( new \DateTimeImmutable( 'today', wp_timezone() ) )->modify( '-' . $years . ' years' )->format( 'd.m.Y' );
	}

	/**
	 * The Store API's cart.
	 *
	 * @return array<string, mixed>
	 */
	private function store_cart(): array {
		$response = $this->rest( 'GET', '/wc/store/v1/cart' );
		$this->assertSame( 200, $response->get_status() );
		return (array) json_decode( (string) wp_json_encode( $response->get_data() ), true );
	}

	/**
	 * Places the order through the Store API as the Checkout block does.
	 *
	 * @param string                $street Delivery street.
	 * @param array<string, string> $fields Additional fields.
	 */
	private function place_order( string $street, array $fields ): \WP_REST_Response {
		$address = array(
			'first_name' => 'Erika',
			'last_name'  => 'Musterfrau',
			'company'    => '',
			'address_1'  => $street,
			'address_2'  => '',
			'city'       => 'Berlin',
			'state'      => '',
			'postcode'   => '10119',
			'country'    => 'DE',
			'phone'      => '',
		);
		$request = new \WP_REST_Request( 'POST', '/wc/store/v1/checkout' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body(
			(string) wp_json_encode(
				array(
					'billing_address'   => $address + array( 'email' => 'erika-' . wp_rand() . '@example.test' ),
					'shipping_address'  => $address,
					'payment_method'    => 'bacs',
					'additional_fields' => (object) $fields,
				)
			)
		);
		return rest_ensure_response( rest_do_request( $request ) );
	}

	public function test_the_cart_and_each_line_carry_the_deposit_marker_and_the_age(): void {
		$beer = $this->beer();
		$gin  = $this->gin();
		$this->cart_with( array( $beer->get_id() => 6, $gin->get_id() => 1 ) );
		$cart = $this->store_cart();

		$this->assertSame( array( 'min_age' => 18 ), $cart['extensions']['tresen-legal'] );
		$lines = array();
		foreach ( $cart['items'] as $item ) {
			$lines[ $item['id'] ] = $item['extensions']['tresen-legal'];
		}
		$this->assertSame( 'MEHRWEG', $lines[ $beer->get_id() ]['marker'] );
		$this->assertSame( 'zzgl. 0,08 € Pfand', str_replace( "\u{a0}", ' ', $lines[ $beer->get_id() ]['deposit'] ) );
		$this->assertSame( 'zzgl. 0,48 € Pfand', str_replace( "\u{a0}", ' ', $lines[ $beer->get_id() ]['deposit_line'] ) );
		$this->assertSame( 16, $lines[ $beer->get_id() ]['min_age'] );
		$this->assertSame( '', $lines[ $gin->get_id() ]['marker'] );
		$this->assertSame( 18, $lines[ $gin->get_id() ]['min_age'] );
		// The deposit is a fee line of the cart, which the blocks list in the summary.
		$this->assertSame( 'Pfand (Mehrweg)', $cart['totals']['total_fees'] > 0 ? ( WC()->cart->get_fees() ? current( WC()->cart->get_fees() )->name : '' ) : '' );
	}

	public function test_a_line_on_sale_names_the_lowest_price_of_the_last_30_days(): void {
		$gin = $this->gin();
		\Tresen\Legal\PriceHistory\PriceHistory::install();
		$gin->set_sale_price( '22.90' );
		$gin->save();
		$this->cart_with( array( $gin->get_id() => 1 ) );
		$item = $this->store_cart()['items'][0]['extensions']['tresen-legal'];
		$this->assertStringStartsWith( 'Niedrigster Preis der letzten 30 Tage:', $item['reference'] );
		$this->assertStringContainsString( '25,90', $item['reference'] );
	}

	public function test_the_date_of_birth_is_required_only_with_an_age_limit_and_refused_when_under_age(): void {
		$soft = $this->drink( 'alkoholfrei', array( '_tresen_alcohol_percent' => 0 ) );
		$this->cart_with( array( $soft->get_id() => 1 ) );
		$this->assertSame( 200, $this->place_order( 'Torstraße 1', array() )->get_status() );

		$this->cart_with( array( $this->gin()->get_id() => 1 ) );
		$missing = $this->place_order( 'Torstraße 1', array() );
		$this->assertSame( 400, $missing->get_status() );
		$this->assertSame( 'rest_invalid_param', $missing->get_data()['code'] );
		$this->assertArrayHasKey( 'additional_fields', $missing->get_data()['data']['params'] );

		$young = $this->place_order( 'Torstraße 1', array( BlockCheckout::BIRTH_FIELD => $this->born( 17 ) ) );
		$this->assertSame( 400, $young->get_status() );
		$detail = $young->get_data()['data']['details']['additional_fields'];
		$this->assertStringContainsString( 'ab 18 Jahren', $detail['message'] );
		$this->assertSame( BlockCheckout::BIRTH_FIELD, $detail['data']['key'] );
		$this->assertSame( 'contact', $detail['data']['location'] );

		$typo = $this->place_order( 'Torstraße 1', array( BlockCheckout::BIRTH_FIELD => '31.02.1990' ) );
		$this->assertSame( 400, $typo->get_status() );
		$this->assertSame( 'Bitte gib dein Geburtsdatum im Format TT.MM.JJJJ an.', $typo->get_data()['data']['details']['additional_fields']['message'] );
	}

	public function test_an_adults_order_keeps_only_the_age_result(): void {
		$this->cart_with( array( $this->gin()->get_id() => 1 ) );
		$response = $this->place_order( 'Torstraße 1', array( BlockCheckout::BIRTH_FIELD => $this->born( 30 ) ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$order = wc_get_order( (int) $response->get_data()['order_id'] );
		$this->assertInstanceOf( \WC_Order::class, $order );
		$this->assertSame( '18', $order->get_meta( AgeCheck::ORDER_MIN_AGE ) );
		$this->assertSame( '30', $order->get_meta( AgeCheck::ORDER_VERIFIED ) );
		$this->assertSame( '', $order->get_meta( BlockCheckout::BIRTH_META ) );
		foreach ( $order->get_meta_data() as $meta ) {
			$this->assertStringNotContainsString( 'birth', (string) $meta->key );
		}
	}

	public function test_a_packstation_is_refused_for_drinks_with_an_age_limit_only(): void {
		$this->cart_with( array( $this->gin()->get_id() => 1 ) );
		$refused = $this->place_order( 'Packstation 123', array( BlockCheckout::BIRTH_FIELD => $this->born( 30 ) ) );
		$this->assertSame( 400, $refused->get_status() );
		$detail = $refused->get_data()['data']['details']['shipping_address'];
		$this->assertStringContainsString( 'nicht an eine Packstation', $detail['message'] );

		$soft = $this->drink( 'alkoholfrei', array( '_tresen_alcohol_percent' => 0 ) );
		$this->cart_with( array( $soft->get_id() => 1 ) );
		$this->assertSame( 200, $this->place_order( 'Packstation 123', array() )->get_status() );
	}

	public function test_delivery_countries_payment_methods_and_the_age_rule_come_before_the_block_checkout(): void {
		$this->cart_with( array( $this->gin()->get_id() => 1 ) );
		$html = render_block( parse_blocks( '<!-- wp:woocommerce/checkout --><div class="wp-block-woocommerce-checkout"></div><!-- /wp:woocommerce/checkout -->' )[0] );
		$info = strpos( $html, 'tresen-delivery-info' );
		$this->assertNotFalse( $info );
		$this->assertStringContainsString( 'Lieferländer', $html );
		$this->assertStringContainsString( 'ab 18', $html );
		// Before the block's own markup (which WooCommerce words differently once a checkout
		// has run in this process: WOOCOMMERCE_CHECKOUT is then defined for good).
		$this->assertStringNotContainsString( 'wp-block-woocommerce', substr( $html, 0, (int) $info ) );
	}
}
