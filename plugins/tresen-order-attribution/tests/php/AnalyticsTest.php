<?php
/**
 * Analytics page data: a product page names its product (public data, the
 * page stays cacheable), the order-received page names its order once and
 * only with the order's key.
 *
 * @package Tresen\OrderAttribution
 */

namespace Tresen\OrderAttribution\Tests;

use Tresen\OrderAttribution\Analytics;
use Tresen\Tests\TestCase;

/**
 * Analytics.
 */
class AnalyticsTest extends TestCase {

	public function test_a_product_page_names_its_product_in_ga4_shape(): void {
		$product = $this->factory()->product( array( 'name' => 'Tresen Dry Gin 0,35 l', 'regular_price' => '25.90', 'sku' => 'TR-GIN-T1' ) );
		$this->go_to( '/?post_type=product&p=' . $product->get_id() );
		$settings = Analytics::settings();
		$this->assertSame( 'analytics', $settings['consentCategory'] );
		$this->assertSame( 'EUR', $settings['currency'] );
		$this->assertSame( (string) $product->get_id(), $settings['view']['item_id'] );
		$this->assertSame( 'TR-GIN-T1', $settings['view']['item_sku'] );
		$this->assertSame( 'Tresen Dry Gin 0,35 l', $settings['view']['item_name'] );
		$this->assertSame( 25.9, $settings['view']['price'] );
		$this->assertSame( 'simple', $settings['view']['product_type'] );
		$this->assertArrayNotHasKey( 'purchase', $settings );
		$this->assertArrayNotHasKey( 'beginCheckout', $settings );
	}

	public function test_the_order_received_page_names_the_purchase_once_and_only_with_its_key(): void {
		$product  = $this->factory()->product( array( 'regular_price' => '25.90' ) );
		$order    = $this->factory()->order( array( $product->get_id() => 2 ) );
		$checkout = $this->factory()->page( 'Kasse', '[woocommerce_checkout]' );
		update_option( 'woocommerce_checkout_page_id', $checkout->ID );
		$url = $order->get_checkout_order_received_url();

		$this->go_to( remove_query_arg( 'key', $url ) . '&key=wc_order_falsch' );
		$this->assertArrayNotHasKey( 'purchase', Analytics::settings(), 'a wrong key names nothing' );

		$this->go_to( $url );
		$purchase = Analytics::settings()['purchase'] ?? null;
		$this->assertIsArray( $purchase );
		$this->assertSame( (string) $order->get_order_number(), $purchase['transaction_id'] );
		$this->assertEqualsWithDelta( (float) $order->get_total(), $purchase['value'], 0.001 );
		$this->assertSame( 2, $purchase['items'][0]['quantity'] );

		$this->go_to( $url );
		$this->assertArrayNotHasKey( 'purchase', Analytics::settings(), 'a reload does not count the sale twice' );
	}
}
