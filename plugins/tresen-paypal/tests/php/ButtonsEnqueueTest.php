<?php
/**
 * The buttons script loads only where PayPal buttons show (product page,
 * cart, checkout); elsewhere a small loader brings it when a box comes into
 * view (the mini cart opening).
 *
 * @package Tresen\PayPal
 */

namespace Tresen\PayPal\Tests;

use Tresen\PayPal\Buttons;
use Tresen\Tests\TestCase;

/**
 * Where the buttons script loads.
 */
class ButtonsEnqueueTest extends TestCase {

	private const BUTTONS = 'tresen-paypal-buttons';
	private const LOADER  = 'tresen-paypal-buttons-loader';

	protected function setUp(): void {
		parent::setUp();
		update_option(
			'woocommerce_ppcp-gateway_settings',
			array(
				'enabled'               => 'yes',
				'sandbox'               => 'yes',
				'sandbox_client_id'     => 'test-client',
				'sandbox_client_secret' => 'test-secret',
			)
		);
	}

	/**
	 * The PayPal handles a page enqueues (after the footer's late settings).
	 *
	 * @param string $url URL.
	 * @return string[]
	 */
	private function paypal_scripts_on( string $url ): array {
		$this->go_to( $url );
		do_action( 'wp_enqueue_scripts' );
		return array_values(
			array_filter(
				wp_scripts()->queue,
				static fn( $handle ) => 0 === strpos( (string) $handle, 'tresen-paypal' )
			)
		);
	}

	/**
	 * The inline code printed before a script.
	 *
	 * @param string $handle Handle.
	 */
	private function before( string $handle ): string {
		return implode( '', array_filter( (array) wp_scripts()->get_data( $handle, 'before' ), 'is_string' ) );
	}

	public function test_pages_without_buttons_get_only_the_loader(): void {
		$product = $this->factory()->product( array( 'name' => 'Helles 0,5 l' ) );
		$page    = $this->factory()->page( 'Über uns' );

		$this->assertSame( array( self::LOADER ), $this->paypal_scripts_on( '/?page_id=' . $page->ID ), 'a plain page' );
		$this->assertFalse( wp_script_is( self::BUTTONS, 'enqueued' ) );
		$this->assertSame( array( self::LOADER ), $this->paypal_scripts_on( (string) get_permalink( wc_get_page_id( 'shop' ) ) ), 'the shop list' );
		$this->assertFalse( wp_script_is( self::BUTTONS, 'enqueued' ) );

		$this->assertSame( array( self::BUTTONS ), $this->paypal_scripts_on( '/?post_type=product&p=' . $product->get_id() ), 'a product page' );
		$this->assertSame( array( self::BUTTONS ), $this->paypal_scripts_on( (string) get_permalink( wc_get_page_id( 'cart' ) ) ), 'the cart' );
		$this->assertSame( array( self::BUTTONS ), $this->paypal_scripts_on( (string) get_permalink( wc_get_page_id( 'checkout' ) ) ), 'the checkout' );
	}

	public function test_the_loader_knows_the_buttons_script_with_its_settings_and_style(): void {
		$page = $this->factory()->page( 'Über uns' );
		$this->paypal_scripts_on( '/?page_id=' . $page->ID );
		Buttons::loader_settings();
		$settings = $this->before( self::LOADER );
		$this->assertStringContainsString( 'window.tresenPayPalLoader', $settings );
		$this->assertStringContainsString( 'build/buttons.js', $settings );
		$this->assertStringContainsString( 'build/buttons.css', $settings );
		// The buttons' own settings (no nonce: the page is cached) come along.
		$this->assertStringContainsString( 'window.tresenPayPal = ', $settings );
		$this->assertStringContainsString( '\\"nonce\\":\\"\\"', $settings );
		$this->assertStringContainsString( 'Bei der Verarbeitung deiner PayPal-Zahlung ist ein Fehler aufgetreten.', $settings, 'the failure in German' );
	}

	public function test_nothing_loads_while_paypal_is_off(): void {
		update_option( 'woocommerce_ppcp-gateway_settings', array( 'enabled' => 'no' ) );
		$page = $this->factory()->page( 'Über uns' );
		$this->assertSame( array(), $this->paypal_scripts_on( '/?page_id=' . $page->ID ) );
	}
}
