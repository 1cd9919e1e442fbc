<?php
/**
 * Express payment: the wc_stripe_* calls, the set-aside cart and the Klarna token.
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe\Tests;

use Tresen\Stripe\Express\CartStash;
use Tresen\Stripe\Express\Endpoints;
use Tresen\Stripe\Express\InteropToken;
use Tresen\Stripe\Verify;
use Tresen\Tests\Payments;
use Tresen\Tests\TestCase;

require_once __DIR__ . '/includes/class-standin.php';

/**
 * What the payment sheet is told and what the shopper's cart and order become.
 */
class ExpressTest extends TestCase {

	use Payments;

	protected function setUp(): void {
		parent::setUp();
		Standin::configure(
			array(
				'express_product' => 'yes',
				'express_cart'    => 'yes',
			)
		);
		// The gateways read their settings when built: build them with these.
		WC()->payment_gateways()->init();
		WC()->cart->empty_cart();
		WC()->session->set( 'tresen_stripe_express_stash', null );
		WC()->session->set( 'chosen_shipping_methods', null );
		WC()->customer->set_shipping_location( 'DE', '', '10115', 'Berlin' );
		WC()->customer->set_billing_location( 'DE', '', '10115', 'Berlin' );
		wc_clear_notices();
	}

	protected function tearDown(): void {
		WC()->cart->empty_cart();
		WC()->session->set( 'tresen_stripe_express_stash', null );
		parent::tearDown();
	}

	/**
	 * Calls one express endpoint with its nonce.
	 *
	 * @param string               $action Action (wc_stripe_…).
	 * @param array<string, mixed> $post   Fields.
	 * @return array<string, mixed>
	 */
	private function call( string $action, array $post = array() ): array {
		$reply = $this->ajax_json( 'wc_ajax_' . $action, $post + array( 'security' => wp_create_nonce( Endpoints::ACTIONS[ $action ] ) ) );
		$this->assertIsArray( $reply );
		return $reply;
	}

	/**
	 * Quantities in the cart by product id.
	 *
	 * @return array<int, int>
	 */
	private function cart(): array {
		$out = array();
		foreach ( WC()->cart->get_cart() as $item ) {
			$id         = (int) ( $item['variation_id'] ? $item['variation_id'] : $item['product_id'] );
			$out[ $id ] = (int) $item['quantity'];
		}
		return $out;
	}

	/**
	 * The amount of a labelled line.
	 *
	 * @param array<string, mixed> $reply Reply with displayItems.
	 * @param string               $label Label (start).
	 */
	private function line( array $reply, string $label ): ?int {
		foreach ( $reply['displayItems'] as $item ) {
			if ( 0 === strpos( $item['label'], $label ) ) {
				return $item['amount'];
			}
		}
		return null;
	}

	/**
	 * Asks for a product's price as the product page's payment sheet does.
	 *
	 * @param int|string           $product_id Product id (as the browser sends it).
	 * @param string               $qty        Quantity.
	 * @param array<string, mixed> $more       Further fields (attributes, what the browser adds).
	 * @return array<string, mixed>
	 */
	private function product_data( $product_id, string $qty, array $more = array() ): array {
		return $this->call(
			'wc_stripe_get_selected_product_data',
			array(
				'product_id' => (string) $product_id,
				'qty'        => $qty,
			) + $more
		);
	}

	/**
	 * Puts a product in the cart as the product page's express button does.
	 *
	 * @param int|string $product_id Product id (as the browser sends it).
	 * @param string     $qty        Quantity.
	 * @return array<string, mixed>
	 */
	private function express_add( $product_id, string $qty = '1' ): array {
		return $this->call(
			'wc_stripe_add_to_cart',
			array(
				'product_id' => (string) $product_id,
				'qty'        => $qty,
			)
		);
	}

	/** The shop's newest order (by id: orders placed in the same second share their date). */
	private function newest_order(): \WC_Order {
		$orders = wc_get_orders(
			array(
				'limit'   => 1,
				// 'ID', not 'id': WooCommerce's posts storage passes orderby to WP_Query, which
				// knows only 'ID' and otherwise sorts by date (HPOS takes both).
				'orderby' => 'ID',
				'order'   => 'DESC',
			)
		);
		$this->assertInstanceOf( \WC_Order::class, $orders[0] ?? null );
		return $orders[0];
	}

	/**
	 * Hands the shop a Klarna token as the browser does.
	 *
	 * @param string $token Token.
	 * @param string $nonce Nonce.
	 * @return array<string, mixed>
	 */
	private function send_klarna_token( string $token, string $nonce ): array {
		$reply = $this->ajax_json(
			'wc_ajax_' . InteropToken::ACTION,
			array(
				'token' => $token,
				'nonce' => $nonce,
			)
		);
		$this->assertIsArray( $reply );
		return $reply;
	}

	/** A beer with a returnable deposit of 0,08 €. */
	private function beer(): \WC_Product {
		return $this->factory()->product(
			array(
				'name'          => 'Helles',
				'regular_price' => '1.79',
				'meta'          => array(
					'_tresen_alcohol_percent' => 4.9,
					'_tresen_deposit_type'    => 'mehrweg',
					'_tresen_deposit_amount'  => '0.08',
					'_tresen_deposit_units'   => 1,
				),
			)
		);
	}

	public function test_the_nonces_come_by_ajax_one_per_call(): void {
		$reply = $this->ajax_json( 'wc_ajax_' . Endpoints::NONCES );
		foreach ( array_keys( Endpoints::ACTIONS ) as $action ) {
			$this->assertTrue( (bool) wp_verify_nonce( $reply['nonces'][ $action ], Endpoints::ACTIONS[ $action ] ), $action );
		}
		$this->assertTrue( (bool) wp_verify_nonce( $reply['nonces'][ InteropToken::ACTION ], InteropToken::NONCE ) );
	}

	public function test_every_call_refuses_a_missing_or_foreign_nonce_in_german(): void {
		$beer = $this->beer();
		WC()->cart->add_to_cart( $beer->get_id(), 3 );
		foreach ( array_keys( Endpoints::ACTIONS ) as $action ) {
			foreach ( array( '', wp_create_nonce( 'wc-stripe-something-else' ) ) as $nonce ) {
				$reply = $this->ajax_json(
					'wc_ajax_' . $action,
					array(
						'security'   => $nonce,
						'product_id' => (string) $beer->get_id(),
						'qty'        => '1',
					)
				);
				$this->assertSame( 'fail', $reply['result'], $action );
				$this->assertSame( 'Deine Sitzung ist abgelaufen. Bitte lade die Seite neu und versuche es noch einmal.', $reply['error'], $action );
			}
		}
		$this->assertSame( array( $beer->get_id() => 3 ), $this->cart(), 'nothing changed the cart' );
	}

	public function test_cart_details_in_minor_units_with_deposit_and_vat_note(): void {
		$gin  = $this->factory()->product( array( 'name' => 'Gin' ) );
		$beer = $this->beer();
		WC()->cart->add_to_cart( $gin->get_id(), 1 );
		WC()->cart->add_to_cart( $beer->get_id(), 2 );
		$reply = $this->call( 'wc_stripe_get_cart_details' );
		$data  = $reply['order_data'];
		$this->assertTrue( $reply['shipping_required'] );
		$this->assertSame( 'eur', $data['currency'] );
		$this->assertSame( 'DE', $data['country_code'] );
		$this->assertSame( 2590, $this->line( $data, 'Gin' ) );
		$this->assertSame( 358, $this->line( $data, 'Helles × 2' ) );
		$this->assertSame( 16, $this->line( $data, 'Pfand' ), 'the deposit is its own line' );
		$this->assertSame( (int) round( (float) WC()->cart->get_total( 'edit' ) * 100 ), $data['total']['amount'] );
		$this->assertNotNull( $this->line( $data, 'inkl. MwSt.' ) );
		$sum = 0;
		foreach ( $data['displayItems'] as $item ) {
			$sum += 'inkl. MwSt.' === $item['label'] ? 0 : $item['amount'];
		}
		$this->assertSame( $data['total']['amount'], $sum, 'the lines add up to the total; the VAT note is part of them' );
	}

	public function test_the_selected_product_is_priced_on_the_server_whatever_the_browser_sends(): void {
		$gin   = $this->factory()->product( array( 'name' => 'Gin' ) );
		$reply = $this->product_data(
			$gin->get_id(),
			'2',
			array(
				'addon_value' => '-50',
				'total'       => '1',
				'price'       => '0.01',
				'amount'      => '1',
			)
		);
		$this->assertSame( 5180, $reply['total']['amount'] );
		$this->assertSame( 5180, $this->line( $reply, 'Gin × 2' ) );
		$this->assertSame( 827, $this->line( $reply, 'inkl. MwSt.' ), '19 % of 51,80 € gross' );
		$this->assertTrue( $reply['requestShipping'] );
		$this->assertSame( array(), $this->cart(), 'asking for the price adds nothing to the cart' );

		$reply = $this->product_data( $this->beer()->get_id(), '6' );
		$this->assertSame( 48, $this->line( $reply, 'Pfand' ) );
		$this->assertSame( 1074 + 48, $reply['total']['amount'] );
	}

	public function test_variations_are_found_by_their_attributes(): void {
		$parent = $this->factory()->variable_product();
		$reply  = $this->product_data(
			$parent->get_id(),
			'1',
			array( 'attributes' => array( 'attribute_' . sanitize_title( 'Größe' ) => '0,7 l' ) )
		);
		$this->assertSame( 3490, $reply['total']['amount'] );
		$reply = $this->product_data( $parent->get_id(), '1' );
		$this->assertSame( 'Bitte wähle zuerst die Produktoptionen aus.', $reply['error'] );
	}

	public function test_unknown_or_unpurchasable_products_get_a_german_error_never_a_fatal(): void {
		$draft = $this->factory()->product();
		$draft->set_status( 'draft' );
		$draft->save();
		$gone = 'Dieses Produkt gibt es leider nicht (mehr).';
		foreach ( array( '999999', 'abc', '0', '-3', (string) $draft->get_id() ) as $id ) {
			$this->assertSame( $gone, $this->product_data( $id, '1' )['error'], "price of $id" );
			$this->assertSame( $gone, $this->express_add( $id )['error'], "add $id" );
		}
		$reply = $this->call( 'wc_stripe_add_to_cart', array( 'product_id' => array( '1' ) ) );
		$this->assertSame( $gone, $reply['error'] );
		$sold_out = $this->factory()->product( array( 'stock_status' => 'outofstock' ) );
		$this->assertSame( 'Dieses Produkt ist leider gerade nicht vorrätig.', $this->product_data( $sold_out->get_id(), '1' )['error'] );
		$this->assertSame( 'Bitte gib eine gültige Menge ein.', $this->product_data( $sold_out->get_id(), '1.5' )['error'] );
		$this->assertSame( array(), $this->cart() );
	}

	public function test_buying_from_the_product_page_sets_the_cart_aside_and_brings_it_back_on_cancel(): void {
		$beer = $this->beer();
		WC()->cart->add_to_cart( $beer->get_id(), 3 );
		$gin = $this->factory()->product( array( 'name' => 'Gin' ) );
		$this->assertSame( 'success', $this->express_add( $gin->get_id() )['result'] );
		$this->assertSame( array( $gin->get_id() => 1 ), $this->cart(), 'only the product is paid' );
		// A second press (after a cancel that never reached the shop) keeps the first copy.
		$this->express_add( $gin->get_id(), '2' );
		$this->assertSame( array( $gin->get_id() => 2 ), $this->cart() );
		$this->assertSame( 'success', $this->call( 'wc_stripe_clear_cart' )['result'] );
		$this->assertSame( array( $beer->get_id() => 3 ), $this->cart(), 'the shopper’s own cart is back, not merged' );
		// On the cart page there is nothing set aside: clear_cart leaves the cart alone.
		$this->call( 'wc_stripe_clear_cart' );
		$this->assertSame( array( $beer->get_id() => 3 ), $this->cart() );
	}

	public function test_the_cart_comes_back_once_the_express_order_is_paid(): void {
		$beer = $this->beer();
		WC()->cart->add_to_cart( $beer->get_id(), 2 );
		$gin = $this->factory()->product();
		$this->express_add( $gin->get_id() );
		$order = $this->factory()->order( array( $gin->get_id() => 1 ) );
		$order->set_status( 'pending' );
		$order->save();
		CartStash::order_placed( $order->get_id() );
		WC()->cart->empty_cart( false ); // As the gateway does after the payment.
		// The order-received page (a checkout page) runs it on woocommerce_thankyou.
		$this->go_to( $order->get_checkout_order_received_url() );
		$this->assertTrue( is_order_received_page() );
		CartStash::maybe_restore();
		$this->assertSame( array(), $this->cart(), 'not while the order is unpaid' );
		$order->set_status( 'processing' );
		$order->save();
		CartStash::maybe_restore();
		$this->assertSame( array( $beer->get_id() => 2 ), $this->cart() );
		$this->assertFalse( CartStash::active() );
	}

	public function test_shipping_options_for_the_sheets_address_and_a_changed_method(): void {
		$gin = $this->factory()->product();
		WC()->cart->add_to_cart( $gin->get_id(), 1 );
		$address = array(
			'country'              => 'DE',
			'state'                => '',
			'postcode'             => '10115',
			'city'                 => 'Berlin',
			'address'              => 'Hauptstraße 1',
			'address_2'            => '',
			'payment_request_type' => 'google_pay',
			'is_product_page'      => 'false',
		);
		$reply = $this->call( 'wc_stripe_get_shipping_options', $address );
		$this->assertSame( 'success', $reply['result'] );
		$this->assertNotEmpty( $reply['shipping_options'] );
		$first = $reply['shipping_options'][0];
		$this->assertSame( array( 'id', 'label', 'detail', 'amount' ), array_keys( $first ) );
		$this->assertSame( 2590 + $first['amount'], $reply['total']['amount'] );

		$reply = $this->call( 'wc_stripe_update_shipping_method', array( 'shipping_method' => array( 'no_such_rate:1' ) ) );
		$this->assertSame( 'fail', $reply['result'] );
		$reply = $this->call( 'wc_stripe_update_shipping_method', array( 'shipping_method' => array( $first['id'] ) ) );
		$this->assertSame( 'success', $reply['result'] );
		$this->assertSame( array( $first['id'] ), WC()->session->get( 'chosen_shipping_methods' ) );

		$reply = $this->call( 'wc_stripe_get_shipping_options', array( 'country' => 'US' ) + $address );
		$this->assertSame( 'invalid_shipping_address', $reply['result'] );
		$this->assertSame( array(), $reply['shipping_options'] );
	}

	/**
	 * The Express Checkout Element's sum: every line that is not shipping
	 * or the VAT note, plus a shipping amount.
	 *
	 * @param array<string, mixed> $data     Reply (or its order_data) with displayItems.
	 * @param int                  $shipping Shipping amount.
	 */
	private function element_sum( array $data, int $shipping ): int {
		$sum = $shipping;
		foreach ( $data['displayItems'] as $item ) {
			$this->assertContains( $item['key'], array( 'item', 'fee', 'discount', 'shipping', 'vat' ), $item['label'] );
			if ( ! in_array( $item['key'], array( 'shipping', 'vat' ), true ) ) {
				$sum += $item['amount'];
			}
		}
		return $sum;
	}

	/**
	 * The line with a key.
	 *
	 * @param array<string, mixed> $data Reply with displayItems.
	 * @param string               $key  Key.
	 * @return array<string, mixed>|null
	 */
	private function keyed( array $data, string $key ): ?array {
		foreach ( $data['displayItems'] as $item ) {
			if ( $key === $item['key'] ) {
				return $item;
			}
		}
		return null;
	}

	public function test_the_element_lines_and_the_chosen_rate_make_the_total_the_vat_note_is_marked(): void {
		$gin  = $this->factory()->product( array( 'name' => 'Gin' ) );
		$beer = $this->beer();

		// The product page, before an address: the product and its deposit are the amount.
		$reply = $this->product_data( $beer->get_id(), '6' );
		$this->assertSame( 'inkl. MwSt.', $this->keyed( $reply, 'vat' )['label'] ?? null );
		$this->assertSame( 0, $this->keyed( $reply, 'shipping' )['amount'] ?? null );
		$this->assertSame( $reply['total']['amount'], $this->element_sum( $reply, 0 ) );

		// The cart page: its current shipping line stands for the rate.
		WC()->cart->add_to_cart( $gin->get_id(), 1 );
		WC()->cart->add_to_cart( $beer->get_id(), 2 );
		$data     = $this->call( 'wc_stripe_get_cart_details' )['order_data'];
		$shipping = $this->keyed( $data, 'shipping' );
		$this->assertNotNull( $shipping );
		$this->assertSame( $data['total']['amount'], $this->element_sum( $data, $shipping['amount'] ) );
		$this->assertSame( 16, $this->keyed( $data, 'fee' )['amount'] ?? null, 'the deposit adds up as a fee' );

		// With the wallet's address: the lines and the chosen (first) rate.
		$reply = $this->call(
			'wc_stripe_get_shipping_options',
			array(
				'country'  => 'DE',
				'postcode' => '10115',
				'city'     => 'Berlin',
			)
		);
		$this->assertSame( 'success', $reply['result'] );
		$this->assertSame( $reply['total']['amount'], $this->element_sum( $reply, $reply['shipping_options'][0]['amount'] ) );
		$last  = end( $reply['shipping_options'] );
		$reply = $this->call( 'wc_stripe_update_shipping_method', array( 'shipping_method' => array( $last['id'] ) ) );
		$this->assertSame( $reply['total']['amount'], $this->element_sum( $reply, $last['amount'] ) );
	}

	/**
	 * The sheet's order payload (spec §3).
	 *
	 * @param array<string, string> $override Changed fields.
	 * @return array<string, mixed>
	 */
	private function payload( array $override = array() ): array {
		$pm = Standin::card();
		return $override + array(
			'billing_first_name'           => 'Erika',
			'billing_last_name'            => 'Musterfrau',
			'billing_company'              => '',
			'billing_email'                => 'erika@example.test',
			'billing_phone'                => '030 1234567',
			'billing_country'              => 'DE',
			'billing_address_1'            => 'Hauptstraße 1',
			'billing_address_2'            => '',
			'billing_city'                 => 'Berlin',
			'billing_state'                => '',
			'billing_postcode'             => '10115',
			'shipping_first_name'          => 'Erika',
			'shipping_last_name'           => 'Musterfrau',
			'shipping_country'             => 'DE',
			'shipping_address_1'           => 'Hauptstraße 1',
			'shipping_city'                => 'Berlin',
			'shipping_postcode'            => '10115',
			'ship_to_different_address'    => '1',
			'order_comments'               => '',
			'payment_method'               => 'stripe',
			'terms'                        => '1',
			'stripe_source'                => $pm,
			'wc-stripe-payment-method'     => $pm,
			'payment_request_type'         => 'google_pay',
			'wc-stripe-is-deferred-intent' => '1',
			'tresen_birth_date'            => '1990-05-17',
		);
	}

	public function test_the_order_goes_through_the_checkout_and_is_charged_the_orders_total(): void {
		$gin = $this->factory()->product();
		WC()->cart->add_to_cart( $gin->get_id(), 1 );
		$reply = $this->call(
			'wc_stripe_create_order',
			$this->payload(
				array(
					'total'  => '0.01',
					'amount' => '1',
				)
			)
		);
		$this->assertSame( 'success', $reply['result'], wp_json_encode( $reply ) );
		$order = wc_get_order( $reply['order_id'] ?? 0 );
		if ( ! $order instanceof \WC_Order ) {
			$order = $this->newest_order();
		}
		$this->assertTrue( $order->is_paid() );
		$this->assertSame( 'google_pay', $order->get_meta( Endpoints::ORDER_META ) );
		$this->assertSame( 'Kreditkarte (Google Pay)', $order->get_payment_method_title() );
		$this->assertSame( '18', (string) $order->get_meta( '_tresen_min_age' ), 'the age check ran' );
		$intents = array_values( array_filter( Standin::state()['payment_intents'], static fn( $pi ) => ( $pi['metadata']['order_id'] ?? '' ) === (string) $order->get_id() ) );
		$this->assertCount( 1, $intents );
		$this->assertSame( (int) round( (float) $order->get_total() * 100 ), $intents[0]['amount'], 'the order’s total, not the browser’s' );
		$this->assertGreaterThan( 2590, $intents[0]['amount'], 'with shipping' );
	}

	/**
	 * A PaymentMethod as the Express Checkout Element creates it for Link or Klarna.
	 *
	 * @param string $type Stripe's type: link or klarna.
	 */
	private function wallet_method( string $type ): string {
		$pm = Standin::call(
			'POST',
			'/v1/payment_methods',
			array(
				'type'            => $type,
				'billing_details' => array(
					'name'    => 'Erika Musterfrau',
					'email'   => 'erika@example.test',
					'address' => array( 'country' => 'DE' ),
				),
			)
		);
		return (string) $pm['id'];
	}

	/**
	 * The shop's express order placed with the element's Link or Klarna.
	 *
	 * @param string $type The element's expressPaymentType (and Stripe's type).
	 * @return array{0: array<string, mixed>, 1: \WC_Order, 2: array<string, mixed>} Reply, order, its intent.
	 */
	private function express_order_with( string $type ): array {
		WC()->cart->add_to_cart( $this->factory()->product()->get_id(), 1 );
		$pm    = $this->wallet_method( $type );
		$reply = $this->call(
			'wc_stripe_create_order',
			$this->payload(
				array(
					'stripe_source'            => $pm,
					'wc-stripe-payment-method' => $pm,
					'payment_request_type'     => $type,
					'express_payment_type'     => $type,
				)
			)
		);
		$this->assertSame( 'success', $reply['result'] ?? '', (string) wp_json_encode( $reply ) );
		$order   = $this->newest_order();
		$this->assertSame( (int) ( $reply['order_id'] ?? 0 ), $order->get_id(), 'the order this call placed' );
		$intents = array_values( array_filter( Standin::state()['payment_intents'], static fn( $pi ) => ( $pi['metadata']['order_id'] ?? '' ) === (string) $order->get_id() ) );
		$this->assertCount( 1, $intents );
		return array( $reply, $order, $intents[0] );
	}

	public function test_link_in_the_element_pays_the_order_with_a_link_payment_method(): void {
		list( $reply, $order, $intent ) = $this->express_order_with( 'link' );
		$order                          = wc_get_order( $order->get_id() );
		$this->assertTrue( $order->is_paid() );
		$this->assertSame( $order->get_checkout_order_received_url(), $reply['redirect'] );
		$this->assertSame( array( 'link' ), $intent['payment_method_types'], 'confirmed as Link, not as a card' );
		$this->assertSame( 'succeeded', $intent['status'] );
		$this->assertSame( (int) round( (float) $order->get_total() * 100 ), $intent['amount'] );
		$this->assertSame( 'link', $order->get_meta( Endpoints::ORDER_META ) );
		$this->assertSame( 'Link (über Stripe)', $order->get_payment_method_title() );
		$this->assertSame( 'stripe', $order->get_payment_method() );
	}

	public function test_klarna_in_the_element_sends_the_shopper_to_klarna_and_the_order_is_paid_on_return(): void {
		list( $reply, $order, $intent ) = $this->express_order_with( 'klarna' );
		$this->assertSame( array( 'klarna' ), $intent['payment_method_types'] );
		$this->assertSame( 'requires_action', $intent['status'] );
		$this->assertSame( 'redirect_to_url', $intent['next_action']['type'] );
		$this->assertSame( $intent['next_action']['redirect_to_url']['url'], $reply['redirect'], 'off to Klarna' );
		$this->assertSame( Verify::url( $order ), $intent['next_action']['redirect_to_url']['return_url'] );
		$this->assertFalse( wc_get_order( $order->get_id() )->is_paid(), 'not before Klarna said yes' );
		$this->assertSame( 'Klarna (über Stripe)', wc_get_order( $order->get_id() )->get_payment_method_title() );

		// The shopper says yes at Klarna and comes back.
		wp_remote_post( Standin::url() . '/_standin/redirect/' . $intent['id'], array( 'body' => array( 'result' => 'authorize' ), 'redirection' => 0 ) );
		$this->assertSame( wc_get_order( $order->get_id() )->get_checkout_order_received_url(), Verify::target( $order->get_id(), $order->get_order_key() ) );
		$this->assertTrue( wc_get_order( $order->get_id() )->is_paid() );
		$this->assertSame( 'klarna', wc_get_order( $order->get_id() )->get_meta( Endpoints::ORDER_META ) );
	}

	public function test_klarna_paypal_and_amazon_pay_orders_name_their_method_in_the_notes_not_the_bank(): void {
		foreach ( array(
			'klarna'     => 'Klarna',
			'paypal'     => 'PayPal',
			'amazon_pay' => 'Amazon Pay',
		) as $type => $name ) {
			list( , $order, $intent ) = $this->express_order_with( $type );
			wp_remote_post( Standin::url() . '/_standin/redirect/' . $intent['id'], array( 'body' => array( 'result' => 'authorize' ), 'redirection' => 0 ) );
			Verify::target( $order->get_id(), $order->get_order_key() );
			$order = wc_get_order( $order->get_id() );
			$this->assertTrue( $order->is_paid(), $type );
			$notes = implode( "\n", $this->order_notes( $order ) );
			$this->assertStringContainsString( 'Stripe: Der Kunde wurde zur Bestätigung der Zahlung zu ' . $name . ' weitergeleitet.', $notes, $type );
			$this->assertMatchesRegularExpression( '/Stripe: Zahlung über .+ mit ' . preg_quote( $name, '/' ) . ' erhalten \(Zahlung pi_/', $notes, $type );
			$this->assertStringNotContainsString( '3-D Secure', $notes, $type );
			$this->assertStringNotContainsString( 'zur Bank', $notes, $type );
		}
	}

	public function test_klarna_and_paypal_paid_while_the_browser_never_comes_back_are_paid_by_the_webhook_once_naming_the_method(): void {
		foreach ( array(
			'klarna' => 'Klarna',
			'paypal' => 'PayPal',
		) as $type => $name ) {
			list( , $order, $intent ) = $this->express_order_with( $type );
			// The shopper approves at Klarna/PayPal, but the browser never returns to the shop.
			wp_remote_post( Standin::url() . '/_standin/redirect/' . $intent['id'], array( 'body' => array( 'result' => 'authorize' ), 'redirection' => 0 ) );
			$this->assertFalse( wc_get_order( $order->get_id() )->is_paid(), $type );
			$event = Standin::event( 'payment_intent.succeeded', $intent['id'] );
			$this->assertSame( 200, Standin::deliver( $event )->get_status(), $type );
			$order = wc_get_order( $order->get_id() );
			$this->assertTrue( $order->is_paid(), $type );
			$this->assertSame( $intent['id'], $order->get_transaction_id(), $type );
			$this->assertSame( $type, $order->get_meta( Endpoints::ORDER_META ), $type );
			$this->assertSame( $name . ' (über Stripe)', $order->get_payment_method_title(), $type );
			$notes = $this->order_notes( $order );
			$this->assertMatchesRegularExpression( '/mit ' . preg_quote( $name, '/' ) . ' erhalten \(Zahlung pi_/', implode( "\n", $notes ), $type );
			$this->assertStringNotContainsString( '3-D Secure', implode( "\n", $notes ), $type );
			// Stripe delivers again: nothing changes.
			Standin::deliver( $event );
			$again = wc_get_order( $order->get_id() );
			$this->assertSame( $order->get_status(), $again->get_status(), $type );
			$this->assertCount( count( $notes ), $this->order_notes( $again ), $type );
		}
	}

	public function test_a_card_named_as_klarna_is_refused_nothing_is_charged(): void {
		WC()->cart->add_to_cart( $this->factory()->product()->get_id(), 1 );
		$reply = $this->call( 'wc_stripe_create_order', $this->payload( array( 'payment_request_type' => 'klarna' ) ) );
		$this->assertSame( 'failure', $reply['result'] ?? '' );
		$this->assertSame( array(), array_filter( Standin::state()['payment_intents'], static fn( $pi ) => 'succeeded' === $pi['status'] ) );
	}

	public function test_a_later_order_by_bank_transfer_is_not_marked_as_a_wallet_payment(): void {
		update_option( 'woocommerce_bacs_settings', array( 'enabled' => 'yes' ) + (array) get_option( 'woocommerce_bacs_settings', array() ) );
		WC()->payment_gateways()->init();
		WC()->cart->add_to_cart( $this->factory()->product()->get_id(), 1 );
		$express = $this->call( 'wc_stripe_create_order', $this->payload() );
		$this->assertSame( 'success', $express['result'], wp_json_encode( $express ) );

		// The same shopper (and PHP process) then orders again and pays by bank transfer.
		WC()->cart->add_to_cart( $this->factory()->product()->get_id(), 1 );
		$post = $this->payload(
			array(
				'payment_method'                     => 'bacs',
				'terms'                              => 'on',
				'terms-field'                        => '1',
				'woocommerce-process-checkout-nonce' => wp_create_nonce( 'woocommerce-process_checkout' ),
			)
		);
		unset( $post['stripe_source'], $post['wc-stripe-payment-method'], $post['payment_request_type'], $post['wc-stripe-is-deferred-intent'] );
		$reply = $this->ajax_json( 'wc_ajax_checkout', $post );
		$this->assertSame( 'success', $reply['result'], wp_json_encode( $reply ) );
		$order = $this->newest_order();
		$this->assertSame( 'bacs', $order->get_payment_method() );
		$this->assertSame( WC()->payment_gateways()->payment_gateways()['bacs']->get_title(), $order->get_payment_method_title(), 'the bank transfer title, not the wallet\'s' );
		$this->assertSame( '', (string) $order->get_meta( Endpoints::ORDER_META ) );
	}

	public function test_after_a_product_page_order_the_previous_cart_is_back_on_the_next_page(): void {
		$beer = $this->beer();
		WC()->cart->add_to_cart( $beer->get_id(), 2 );
		$gin = $this->factory()->product();
		$this->express_add( $gin->get_id() );
		$reply = $this->call( 'wc_stripe_create_order', $this->payload() );
		$this->assertSame( 'success', $reply['result'], wp_json_encode( $reply ) );
		$this->assertTrue( CartStash::active() );
		// The order-received page: WooCommerce empties the cart while it renders, then says thank you.
		wc_empty_cart();
		$this->render(
			static function () use ( $reply ) {
				do_action( 'woocommerce_thankyou', (int) ( $reply['order_id'] ?? 0 ) );
			}
		);
		$this->assertSame( array( $beer->get_id() => 2 ), $this->cart() );
	}

	public function test_an_express_order_without_date_of_birth_is_refused_in_german(): void {
		$gin = $this->factory()->product();
		WC()->cart->add_to_cart( $gin->get_id(), 1 );
		$payload = $this->payload();
		unset( $payload['tresen_birth_date'] );
		$reply = $this->call( 'wc_stripe_create_order', $payload );
		$this->assertSame( 'failure', $reply['result'] );
		$this->assertStringContainsString( 'Geburtsdatum', $reply['messages'] );
		$this->assertSame( array(), Standin::state()['payment_intents'], 'nothing was charged' );
	}

	public function test_the_klarna_token_is_kept_for_the_shoppers_session(): void {
		$this->assertFalse( $this->send_klarna_token( 'kt_abc.DEF-123', 'forged' )['success'] );
		$this->assertSame( '', InteropToken::get() );
		$this->assertTrue( $this->send_klarna_token( 'kt_abc.DEF-123', wp_create_nonce( InteropToken::NONCE ) )['success'] );
		$this->assertSame( 'kt_abc.DEF-123', InteropToken::get() );
		$this->assertFalse( $this->send_klarna_token( '<script>', wp_create_nonce( InteropToken::NONCE ) )['success'] );
		$this->assertSame( 'kt_abc.DEF-123', InteropToken::get() );
	}
}
