<?php
/**
 * The order confirmation e-mail carries the terms, the withdrawal
 * instructions with the model form, the link to withdraw online, and the
 * deposit line.
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal\Tests;

require_once __DIR__ . '/LegalTestHelpers.php';

use Tresen\Tests\Checkout;
use Tresen\Tests\TestCase;

/**
 * OrderEmails.
 */
class OrderEmailsTest extends TestCase {

	use Checkout;
	use LegalTestHelpers;

	/**
	 * A published page registered in its option.
	 *
	 * @param string $option  Option.
	 * @param string $slug    Slug.
	 * @param string $title   Title.
	 * @param string $content Content.
	 */
	private function page( string $option, string $slug, string $title, string $content ): void {
		$this->without_pages( $slug );
		$id = (int) wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => $title,
				'post_name'    => $slug,
				'post_content' => $content,
			)
		);
		update_option( $option, $id );
	}

	public function test_the_confirmation_carries_terms_withdrawal_instructions_and_the_model_form(): void {
		$this->page( 'woocommerce_terms_page_id', 'agb', 'Allgemeine Geschäftsbedingungen', '<h2>§ 1 Geltungsbereich</h2><p>Diese AGB gelten für alle Bestellungen.</p>' );
		$this->page( 'tresen_withdrawal_page_id', 'widerrufsbelehrung', 'Widerrufsbelehrung', '<p>Du hast das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.</p><h2>Muster-Widerrufsformular</h2><p>An Tresen Getränke GmbH …</p>' );
		$this->page( 'tresen_withdrawal_form_page_id', 'vertrag-widerrufen', 'Vertrag widerrufen', '' );

		$this->cart_with( array( $this->beer()->get_id() => 6 ) );
		$this->mails = array();
		$reply       = $this->ajax_json( 'wc_ajax_checkout', $this->checkout_post( array( 'payment_method' => 'bacs' ) ) );
		$this->assertSame( 'success', $reply['result'], wp_strip_all_tags( (string) ( $reply['messages'] ?? '' ) ) );

		$to_customer = array_values( array_filter( $this->mails, static fn( $m ) => in_array( 'erika@example.test', (array) $m['to'], true ) || 'erika@example.test' === $m['to'] ) );
		$this->assertCount( 1, $to_customer, 'one confirmation to the customer' );
		$body = html_entity_decode( wp_strip_all_tags( $to_customer[0]['message'] ) );
		$this->assertStringContainsString( 'Allgemeine Geschäftsbedingungen', $body );
		$this->assertStringContainsString( 'Diese AGB gelten für alle Bestellungen.', $body );
		$this->assertStringContainsString( 'binnen vierzehn Tagen', $body );
		$this->assertStringContainsString( 'Muster-Widerrufsformular', $body );
		$this->assertStringContainsString( 'Vertrag widerrufen', $body );
		$this->assertStringContainsString( '/vertrag-widerrufen/', $to_customer[0]['message'] );
		$this->assertMatchesRegularExpression( '/Pfand \(Mehrweg\):?\s*0,48/u', $body );

		// The shop's own notice has no customer texts.
		$to_shop = array_values( array_filter( $this->mails, static fn( $m ) => get_option( 'admin_email' ) === $m['to'] || in_array( get_option( 'admin_email' ), (array) $m['to'], true ) ) );
		foreach ( $to_shop as $mail ) {
			$this->assertStringNotContainsString( 'Muster-Widerrufsformular', $mail['message'] );
		}
	}

	public function test_the_seeded_withdrawal_page_has_the_model_form_and_no_blanket_exclusion_of_drinks(): void {
		$text = (string) file_get_contents( dirname( __DIR__, 4 ) . '/bin/php/seed/pages/widerrufsbelehrung.html' );
		$this->assertStringContainsString( 'Muster-Widerrufsformular', $text );
		$this->assertDoesNotMatchRegularExpression( '/(alkohol|spirituose|getränk)[^.]*(vom widerruf )?ausgeschlossen/iu', $text );
	}
}
