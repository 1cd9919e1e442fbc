<?php
/**
 * The account's orders: the list links each order, and an order's page shows
 * its details to its customer only. Runs on the double and real WooCommerce.
 *
 * @package WooCommerceDouble
 */

namespace Tresen\Tests\WooCommerceDouble;

use Tresen\Tests\TestCase;

/**
 * Orders and view-order endpoint contract.
 */
class AccountOrdersTest extends TestCase {

	/**
	 * An order of a customer.
	 *
	 * @param int $user_id Customer.
	 */
	private function order_of( int $user_id ): \WC_Order {
		$order = $this->factory()->order( array( $this->factory()->product( array( 'name' => 'Kontotest Gin' ) )->get_id() => 2 ) );
		$order->set_customer_id( $user_id );
		$order->set_status( 'on-hold' );
		$order->save();
		return $order;
	}

	/**
	 * The account page's content at an endpoint.
	 *
	 * @param string $url Endpoint URL.
	 */
	private function account( string $url ): string {
		$this->go_to( $url );
		return $this->render( static fn() => print( do_shortcode( '[woocommerce_my_account]' ) ) ); // phpcs:ignore WordPress.Security.EscapeOutput
	}

	public function test_the_customer_sees_the_order_with_its_items_and_totals(): void {
		$user  = $this->factory()->user();
		$order = $this->order_of( $user->ID );
		wp_set_current_user( $user->ID );

		$list = $this->account( wc_get_account_endpoint_url( 'orders' ) );
		$this->assertStringContainsString( esc_url( $order->get_view_order_url() ), $list );

		$html = html_entity_decode( wp_strip_all_tags( $this->account( $order->get_view_order_url() ) ) );
		$this->assertMatchesRegularExpression( '/Bestellung #' . $order->get_order_number() . ' wurde am .+ aufgegeben und ist derzeit In Wartestellung\./u', $html );
		$this->assertStringContainsString( 'Kontotest Gin', $html );
		$this->assertMatchesRegularExpression( '/Gesamt:\s*51,80\s€/u', $html );
	}

	public function test_someone_else_gets_invalid_order(): void {
		$order = $this->order_of( $this->factory()->user()->ID );
		wp_set_current_user( $this->factory()->user()->ID );
		$html = $this->account( $order->get_view_order_url() );
		$this->assertStringContainsString( 'Ungültige Bestellung.', $html );
		$this->assertStringNotContainsString( 'Kontotest Gin', $html );
	}
}
