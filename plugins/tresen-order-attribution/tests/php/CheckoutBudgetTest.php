<?php
/**
 * On the checkout (never cached, so the visitor's choice is known) the
 * attribution and analytics scripts come only with consent.
 *
 * @package Tresen\OrderAttribution
 */

namespace Tresen\OrderAttribution\Tests;

use Tresen\Tests\TestCase;

/**
 * Checkout budget.
 */
class CheckoutBudgetTest extends TestCase {

	/**
	 * Handles enqueued on the checkout.
	 *
	 * @return string[]
	 */
	private function checkout_scripts(): array {
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		WC()->cart->add_to_cart( $this->factory()->product()->get_id() );
		$page = $this->factory()->page( 'Kasse', '[woocommerce_checkout]' );
		update_option( 'woocommerce_checkout_page_id', $page->ID );
		$this->go_to( '/?page_id=' . $page->ID );
		do_action( 'wp_enqueue_scripts' );
		$queue                 = wp_scripts()->queue;
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		return $queue;
	}

	public function test_without_consent_the_checkout_loads_neither_recorder_nor_analytics(): void {
		if ( ! class_exists( '\Tresen\CookieConsent\Consent' ) ) {
			$this->markTestSkipped( 'needs the consent plugin' );
		}
		add_filter( 'tresen_consent_has', '__return_false' );
		$queue = $this->checkout_scripts();
		$this->assertNotContains( 'tresen-order-attribution-attribution', $queue );
		$this->assertNotContains( 'tresen-order-attribution-analytics', $queue );
	}

	public function test_with_consent_both_come(): void {
		add_filter( 'tresen_consent_has', '__return_true' );
		$queue = $this->checkout_scripts();
		$this->assertContains( 'tresen-order-attribution-attribution', $queue );
		$this->assertContains( 'tresen-order-attribution-analytics', $queue );
	}
}
