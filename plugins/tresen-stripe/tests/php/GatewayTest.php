<?php
/**
 * The Stripe gateway as the store owner meets it.
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe\Tests;

use Tresen\Stripe\Gateway;
use Tresen\Tests\TestCase;

/**
 * Gateway registration and settings.
 */
class GatewayTest extends TestCase {

	public function test_the_gateway_is_listed_in_woocommerce_and_off_by_default(): void {
		$gateways = WC()->payment_gateways()->payment_gateways();
		$this->assertArrayHasKey( Gateway::ID, $gateways );
		$this->assertInstanceOf( Gateway::class, $gateways[ Gateway::ID ] );
		$this->assertSame( 'no', $gateways[ Gateway::ID ]->enabled );
		$this->assertArrayNotHasKey( Gateway::ID, WC()->payment_gateways()->get_available_payment_gateways() );
	}

	public function test_a_fresh_shop_offers_the_card_payment_under_a_german_name(): void {
		delete_option( 'woocommerce_' . Gateway::ID . '_settings' );
		$gateway = new Gateway();
		$this->assertSame( 'Kreditkarte', $gateway->get_title() );
		$this->assertSame( 'Bezahle sicher mit deiner Kreditkarte.', $gateway->get_description() );
		$fields = $gateway->get_form_fields();
		$this->assertSame( 'no', $fields['enabled']['default'] );
		$this->assertSame( 'Kreditkartenzahlung über Stripe aktivieren', $fields['enabled']['label'] );
	}

	public function test_the_saved_title_wins_over_the_default(): void {
		update_option(
			'woocommerce_' . Gateway::ID . '_settings',
			array(
				'enabled'     => 'yes',
				'title'       => 'Visa & Mastercard',
				'description' => '',
			)
		);
		$gateway = new Gateway();
		$this->assertSame( 'yes', $gateway->enabled );
		// As the shopper reads it (WooCommerce escapes the title for HTML).
		$this->assertSame( 'Visa & Mastercard', html_entity_decode( $gateway->get_title(), ENT_QUOTES ) );
	}
}
