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

	private const HANDLE = 'tresen-paypal-checkout';

	protected function setUp(): void {
		parent::setUp();
		// A fresh script registry: enqueues of earlier tests must not leak in.
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
	}

	protected function tearDown(): void {
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		parent::tearDown();
	}

	public function test_the_gateway_is_listed_with_german_texts_and_off_by_default(): void {
		$gateways = WC()->payment_gateways()->payment_gateways();
		$this->assertArrayHasKey( Gateway::ID, $gateways );
		delete_option( 'woocommerce_' . Gateway::ID . '_settings' );
		$gateway = new Gateway();
		$this->assertSame( 'no', $gateway->enabled );
		$this->assertSame( 'PayPal', $gateway->get_title() );
		$this->assertSame( 'Bezahle schnell und sicher mit deinem PayPal-Konto.', $gateway->get_description() );
	}

	/**
	 * Points the shop's checkout page option at a new page and opens it.
	 */
	private function open_checkout(): void {
		$page = $this->factory()->page( 'Kasse', '[woocommerce_checkout]' );
		update_option( 'woocommerce_checkout_page_id', $page->ID );
		$this->go_to( '/?page_id=' . $page->ID );
		$this->assertTrue( is_checkout(), 'the test page counts as the checkout' );
	}

	public function test_the_script_stays_off_the_checkout_while_the_gateway_is_disabled(): void {
		delete_option( 'woocommerce_' . Gateway::ID . '_settings' );
		$this->open_checkout();
		do_action( 'wp_enqueue_scripts' );
		$this->assertFalse( wp_script_is( self::HANDLE, 'enqueued' ) );
	}

	public function test_the_script_loads_on_the_checkout_only_when_enabled(): void {
		update_option( 'woocommerce_' . Gateway::ID . '_settings', array( 'enabled' => 'yes' ) );
		$other = $this->factory()->page( 'Über uns' );
		$this->go_to( '/?page_id=' . $other->ID );
		do_action( 'wp_enqueue_scripts' );
		$this->assertFalse( wp_script_is( self::HANDLE, 'enqueued' ), 'not on other pages' );

		$this->open_checkout();
		do_action( 'wp_enqueue_scripts' );
		$this->assertTrue( wp_script_is( self::HANDLE, 'enqueued' ) );
		$before = implode( "\n", (array) wp_scripts()->get_data( self::HANDLE, 'before' ) );
		$this->assertStringContainsString( 'window.tresenPayPal = {"gatewayId":"tresen_paypal"', $before );
		$this->assertStringContainsString( '"currency":"EUR"', $before );
	}
}
