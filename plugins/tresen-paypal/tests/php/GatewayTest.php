<?php
/**
 * The PayPal gateway as the store owner and the shopper meet it.
 *
 * @package Tresen\PayPal
 */

namespace Tresen\PayPal\Tests;

use Tresen\PayPal\Gateway;
use Tresen\Tests\TestCase;

/**
 * Gateway registration and the checkout script.
 */
class GatewayTest extends TestCase {

	public function test_the_gateway_is_listed_with_german_texts_and_off_by_default(): void {
		$gateways = WC()->payment_gateways()->payment_gateways();
		$this->assertArrayHasKey( Gateway::ID, $gateways );
		delete_option( 'woocommerce_' . Gateway::ID . '_settings' );
		$gateway = new Gateway();
		$this->assertSame( 'no', $gateway->enabled );
		$this->assertSame( 'PayPal', $gateway->get_title() );
		$this->assertSame( 'Bezahle schnell und sicher mit deinem PayPal-Konto.', $gateway->get_description() );
		$this->assertSame( 'ppcp-gateway', Gateway::ID, 'WooCommerce PayPal Payments\' id' );
	}

	public function test_an_enabled_gateway_without_credentials_is_not_offered(): void {
		update_option( 'woocommerce_' . Gateway::ID . '_settings', array( 'enabled' => 'yes' ) );
		$this->assertFalse( ( new Gateway() )->is_available() );
	}

	public function test_the_settings_screen_never_prints_a_saved_secret(): void {
		update_option( 'woocommerce_' . Gateway::ID . '_settings', array( 'sandbox_client_secret' => 'streng-geheim' ) );
		$gateway = new Gateway();
		$html    = $gateway->generate_secret_html( 'sandbox_client_secret', $gateway->get_form_fields()['sandbox_client_secret'] );
		$this->assertStringNotContainsString( 'streng-geheim', $html );
		$this->assertStringContainsString( 'Gespeichert', $html );
		$this->assertSame( 'streng-geheim', $gateway->validate_secret_field( 'sandbox_client_secret', '' ), 'an empty input keeps it' );
	}
}
