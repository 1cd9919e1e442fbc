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

	public function test_secret_keys_are_never_printed_back_and_an_empty_field_keeps_them(): void {
		update_option(
			'woocommerce_' . Gateway::ID . '_settings',
			array(
				'test_secret_key'     => 'sk_test_verySecret123456',
				'test_webhook_secret' => 'whsec_verySecret',
			)
		);
		$gateway = new Gateway();
		$fields  = $gateway->get_form_fields();
		$this->assertSame( 'secret', $fields['test_secret_key']['type'] );
		$html = $gateway->generate_secret_html( 'test_secret_key', $fields['test_secret_key'] );
		$this->assertStringNotContainsString( 'verySecret', $html );
		$this->assertStringContainsString( 'type="password"', $html );
		$this->assertStringContainsString( 'Gespeichert – leer lassen, um ihn zu behalten', $html );
		$this->assertStringContainsString( 'Geheimer Testschlüssel', $html );

		$this->assertSame( 'sk_test_verySecret123456', $gateway->validate_secret_field( 'test_secret_key', '' ) );
		$this->assertSame( 'sk_test_newKey987654', $gateway->validate_secret_field( 'test_secret_key', ' sk_test_newKey987654 ' ) );
		$_POST[ $gateway->get_field_key( 'test_webhook_secret' ) . '_clear' ] = '1';
		$this->assertSame( '', $gateway->validate_secret_field( 'test_webhook_secret', '' ) );
	}

	public function test_the_checkout_script_settings_carry_no_secret(): void {
		update_option(
			'woocommerce_' . Gateway::ID . '_settings',
			array(
				'testmode'             => 'yes',
				'test_publishable_key' => 'pk_test_public123',
				'test_secret_key'      => 'sk_test_verySecret123456',
				'test_webhook_secret'  => 'whsec_verySecret',
			)
		);
		$json = (string) wp_json_encode( \Tresen\Stripe\Plugin::settings() );
		$this->assertStringContainsString( 'pk_test_public123', $json );
		$this->assertStringNotContainsString( 'verySecret', $json );
	}
}
