<?php
/**
 * The attribution inputs in the checkout form and the saved order meta.
 *
 * @package Tresen\OrderAttribution
 */

namespace Tresen\OrderAttribution\Tests;

use Tresen\Tests\TestCase;

/**
 * Inputs and order meta.
 */
class FieldsTest extends TestCase {

	public function test_the_checkout_form_carries_one_empty_input_per_field(): void {
		$html = $this->render(
			static function () {
				do_action( 'woocommerce_after_order_notes', function_exists( 'WC' ) ? WC()->checkout() : null );
			}
		);
		$this->assertSame( 1, preg_match( '#<div class="tresen-order-attribution"[^>]*>(.*?)</div>#s', $html, $m ), 'one group of inputs' );
		preg_match_all( '#<input type="hidden" name="wc_order_attribution_([a-z_]+)" value="" />#', $m[1], $inputs );
		$this->assertSame(
			array( 'source_type', 'referrer', 'utm_campaign', 'utm_source', 'utm_medium', 'utm_content', 'utm_id', 'utm_term', 'utm_source_platform', 'utm_creative_format', 'utm_marketing_tactic', 'session_entry', 'session_start_time', 'session_pages', 'session_count', 'user_agent' ),
			$inputs[1]
		);
	}

	public function test_a_checkout_order_keeps_where_the_customer_came_from(): void {
		$product = $this->factory()->product();
		$order   = $this->factory()->order( array( $product->get_id() => 1 ) );
		$_POST   = array(
			'wc_order_attribution_source_type'   => 'utm',
			'wc_order_attribution_utm_source'    => 'newsletter',
			'wc_order_attribution_utm_medium'    => 'email',
			'wc_order_attribution_utm_campaign'  => '<script>alert(1)</script>Frühling',
			'wc_order_attribution_session_pages' => '3',
			'wc_order_attribution_session_count' => 'zwei',
			'wc_order_attribution_referrer'      => 'https://suche.example.test/?q=' . str_repeat( 'x', 2000 ),
			'wc_order_attribution_utm_term'      => '',
			'billing_email'                      => 'erika@example.test',
		);
		do_action( 'woocommerce_checkout_order_processed', $order->get_id(), array(), $order );

		$saved = wc_get_order( $order->get_id() );
		$this->assertSame( 'utm', $saved->get_meta( '_wc_order_attribution_source_type' ) );
		$this->assertSame( 'newsletter', $saved->get_meta( '_wc_order_attribution_utm_source' ) );
		$this->assertSame( 'email', $saved->get_meta( '_wc_order_attribution_utm_medium' ) );
		$this->assertSame( 'Frühling', $saved->get_meta( '_wc_order_attribution_utm_campaign' ), 'markup is stripped' );
		$this->assertSame( '3', $saved->get_meta( '_wc_order_attribution_session_pages' ) );
		$this->assertSame( '0', $saved->get_meta( '_wc_order_attribution_session_count' ), 'counts are numbers' );
		$this->assertSame( 500, strlen( $saved->get_meta( '_wc_order_attribution_referrer' ) ), 'long values are capped' );
		$this->assertSame( '', $saved->get_meta( '_wc_order_attribution_utm_term' ) );
	}

	public function test_nothing_is_saved_without_a_recorded_source(): void {
		$order = $this->factory()->order( array( $this->factory()->product()->get_id() => 1 ) );
		$_POST = array(
			'wc_order_attribution_source_type' => '',
			'wc_order_attribution_utm_source'  => 'newsletter',
		);
		do_action( 'woocommerce_checkout_order_processed', $order->get_id(), array(), $order );
		$this->assertSame( '', wc_get_order( $order->get_id() )->get_meta( '_wc_order_attribution_utm_source' ) );
	}

	public function test_a_javascript_referrer_and_an_unknown_source_type_are_dropped(): void {
		$values = \Tresen\OrderAttribution\Fields::from_request(
			array(
				'wc_order_attribution_source_type'   => 'referral',
				'wc_order_attribution_referrer'      => 'javascript:alert(document.cookie)',
				'wc_order_attribution_session_entry' => 'data:text/html,<b>x</b>',
				'wc_order_attribution_utm_source'    => 'shop.example.test',
			)
		);
		$this->assertArrayNotHasKey( 'referrer', $values );
		$this->assertArrayNotHasKey( 'session_entry', $values );
		$this->assertSame( 'referral', $values['source_type'] );

		$values = \Tresen\OrderAttribution\Fields::from_request(
			array(
				'wc_order_attribution_source_type' => 'evil',
				'wc_order_attribution_referrer'    => 'https://www.google.de/',
			)
		);
		$this->assertArrayNotHasKey( 'source_type', $values, 'an unknown source type is no source' );
		$this->assertSame( 'https://www.google.de/', $values['referrer'] );
	}

	public function test_the_block_checkout_keeps_woocommerce_s_own_recorder(): void {
		$page = $this->factory()->page( 'Kasse', '<!-- wp:woocommerce/checkout --><div class="wp-block-woocommerce-checkout"></div><!-- /wp:woocommerce/checkout -->' );
		update_option( 'woocommerce_checkout_page_id', $page->ID );
		$this->assertTrue( \Tresen\OrderAttribution\Plugin::block_checkout() );
		$classic = $this->factory()->page( 'Kasse klassisch', '[woocommerce_checkout]' );
		update_option( 'woocommerce_checkout_page_id', $classic->ID );
		$this->assertFalse( \Tresen\OrderAttribution\Plugin::block_checkout() );
	}
}
