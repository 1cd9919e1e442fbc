<?php
/**
 * The order confirmation e-mails in the shop check: WooCommerce's own
 * e-mails, rendered for an order that is never saved nor sent, must carry
 * the AGB and the cancellation policy with the model withdrawal form.
 *
 * @package Tresen\Setup
 */

namespace Tresen\Setup\Tests;

use Tresen\Setup\Check\Emails;
use Tresen\Tests\TestCase;

/**
 * E-mails.
 */
class EmailsTest extends TestCase {

	/**
	 * The AGB and the cancellation policy pages the legal plugin appends.
	 */
	private function legal_pages(): void {
		update_option( 'woocommerce_terms_page_id', $this->factory()->page( 'AGB', '<p>§ 1 Geltungsbereich</p>' )->ID );
		update_option( 'tresen_withdrawal_page_id', $this->factory()->page( 'Widerrufsbelehrung', '<h2>Widerrufsrecht</h2><p>Du hast das Recht, binnen vierzehn Tagen diesen Vertrag zu widerrufen.</p><h2>Muster-Widerrufsformular</h2>' )->ID );
	}

	public function test_the_confirmations_carry_agb_and_cancellation_policy_from_the_legal_plugin(): void {
		$this->legal_pages();
		$orders = count( wc_get_orders( array( 'limit' => -1, 'return' => 'ids' ) ) );
		$mails  = 0;
		add_filter(
			'pre_wp_mail',
			static function ( $pre ) use ( &$mails ) {
				++$mails;
				return $pre;
			}
		);
		$r = Emails::confirmation();
		$this->assertTrue( $r->met, $r->message . ' ' . implode( ' | ', $r->items ) );
		$this->assertSame( $orders, count( wc_get_orders( array( 'limit' => -1, 'return' => 'ids' ) ) ), 'the sample order is never saved' );
		$this->assertSame( 0, $mails, 'nothing is sent' );
	}

	public function test_without_the_cancellation_policy_page_the_email_lacks_it(): void {
		$this->legal_pages();
		// The page set as the cancellation policy holds something else.
		update_option( 'tresen_withdrawal_page_id', $this->factory()->page( 'Hinweise', '<p>Bitte ruf uns an.</p>' )->ID );
		$r = Emails::confirmation();
		$this->assertFalse( $r->met );
		$this->assertStringContainsString( 'fehlen: die Widerrufsbelehrung, das Muster-Widerrufsformular', implode( ' | ', $r->items ) );
	}

	public function test_a_switched_off_confirmation_is_named(): void {
		$this->legal_pages();
		add_filter( 'woocommerce_email_enabled_customer_on_hold_order', '__return_false' );
		$r = Emails::confirmation();
		$this->assertFalse( $r->met );
		$this->assertStringContainsString( 'ist ausgeschaltet', implode( ' | ', $r->items ) );
	}

	public function test_a_theme_or_plugin_that_drops_the_texts_is_found_in_the_rendered_email(): void {
		$this->legal_pages();
		$r = Emails::confirmation(
			static function ( \WC_Email $email, \WC_Order $order ): string {
				return '<p>Danke für deine Bestellung.</p>';
			}
		);
		$this->assertFalse( $r->met );
		$this->assertCount( 2, $r->items, 'on hold and processing' );
		$this->assertStringContainsString( 'fehlen: die AGB', $r->items[0] );
	}
}
