<?php
/**
 * The checkout page as German law wants it: one button reading
 * "Zahlungspflichtig bestellen" right under the full summary, delivery
 * countries and payment methods named at the start.
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal\Tests;

require_once __DIR__ . '/LegalTestHelpers.php';

use Tresen\Tests\TestCase;

/**
 * CheckoutSummary.
 */
class CheckoutSummaryTest extends TestCase {

	use LegalTestHelpers;

	/**
	 * The checkout page's form for the current cart.
	 */
	private function checkout_page(): string {
		$this->go_to( wc_get_checkout_url() );
		return $this->render( static fn() => print( do_shortcode( '[woocommerce_checkout]' ) ) ); // phpcs:ignore WordPress.Security.EscapeOutput
	}

	public function test_the_only_submit_button_reads_zahlungspflichtig_bestellen_and_follows_the_summary(): void {
		$beer = $this->beer();
		$beer->update_meta_data( '_tresen_delivery_time', '1–3 Werktage' );
		$beer->update_meta_data( '_tresen_alcohol_percent', '4.9' );
		$beer->save();
		$this->cart_with( array( $beer->get_id() => 6 ) );
		$html = $this->checkout_page();

		$form = substr( $html, (int) strpos( $html, '<form name="checkout"' ) );
		// To the checkout form's end: the last one (a test that rendered the cart page before
		// leaves WOOCOMMERCE_CART defined, and the summary then holds the calculator's form).
		$form = substr( $form, 0, (int) strrpos( $form, '</form>' ) );
		// WooCommerce's no-JavaScript "Update totals" button lives in <noscript> and is no element with scripts on.
		$scripted = (string) preg_replace( '#<noscript>.*?</noscript>#s', '', $form );
		// A test that rendered the cart page before leaves WOOCOMMERCE_CART defined, so is_cart() holds and
		// WooCommerce prints its shipping calculator (a form of its own) in the summary; no shopper sees that.
		$scripted = (string) preg_replace( '#<form class="woocommerce-shipping-calculator".*?</form>#s', '', $scripted );
		$this->assertSame( 1, preg_match_all( '/<(button|input)[^>]*type="submit"/', $scripted ), 'one submit button in the checkout form' );
		$this->assertMatchesRegularExpression( '/<button type="submit"[^>]*id="place_order"[^>]*>Zahlungspflichtig bestellen<\/button>/', $form );

		// Payment methods and terms come first, then the summary, then directly the button.
		$payment = strpos( $form, 'id="payment"' );
		$summary = strpos( $form, 'woocommerce-checkout-review-order-table' );
		$button  = strpos( $form, 'id="place_order"' );
		$this->assertNotFalse( $payment );
		$this->assertLessThan( $summary, $payment, 'payment methods above the summary' );
		$this->assertLessThan( $button, $summary );
		$between = substr( $form, (int) strrpos( substr( $form, 0, $button ), '</table>' ) );
		$between = substr( $between, 0, (int) strpos( $between, '<button' ) );
		$this->assertSame( '', trim( wp_strip_all_tags( $between ) ), 'nothing visible between the summary and the button' );

		// The summary: item with contents and delivery time, deposit line, shipping, total.
		$table = html_entity_decode( wp_strip_all_tags( substr( $form, $summary, $button - $summary ) ) );
		$this->assertMatchesRegularExpression( '/Inhalt:\s*0,5 l, 4,9 % vol/u', $table );
		$this->assertMatchesRegularExpression( '/Lieferzeit:\s*1–3 Werktage/u', $table );
		$this->assertStringContainsString( 'Standardversand (DHL, mit Altersprüfung): 4,90', $table );
		$this->assertStringContainsString( 'Gesamtsumme', $table );
		if ( method_exists( WC()->cart, 'get_fees' ) ) {
			$this->assertMatchesRegularExpression( '/Pfand \(Mehrweg\)\s*0,48/u', $table );
		}
	}

	public function test_delivery_countries_payment_methods_and_the_age_rule_are_named_before_the_form(): void {
		$this->cart_with( array( $this->gin()->get_id() => 1 ) );
		$html = html_entity_decode( wp_strip_all_tags( $this->checkout_page() ) );
		$this->assertMatchesRegularExpression( '/Lieferländer:\s*(Deutschland, Österreich|Österreich, Deutschland)/u', $html );
		$this->assertMatchesRegularExpression( '/Zahlungsarten:\s*\S/u', $html );
		$this->assertStringContainsString( 'Packstation', $html );
		$this->assertLessThan( strpos( $html, 'Rechnungsdetails' ) ?: PHP_INT_MAX, strpos( $html, 'Lieferländer' ) );
	}

	/**
	 * The "Zahlungsarten:" line of the delivery information as the shopper reads it.
	 */
	private function payment_line(): string {
		WC()->payment_gateways()->payment_gateways = array();
		WC()->payment_gateways()->init();
		$html = html_entity_decode( wp_strip_all_tags( $this->render( array( \Tresen\Legal\CheckoutSummary::class, 'print_delivery_info' ) ) ) );
		$this->assertSame( 1, preg_match( '/Zahlungsarten:([^\n]*)/u', $html, $m ), $html );
		return trim( $m[1] );
	}

	public function test_the_payment_methods_line_names_only_methods_that_take_the_shops_currency_and_the_shoppers_country(): void {
		if ( ! class_exists( \Tresen\Stripe\RedirectGateway::class ) ) {
			$this->markTestSkipped( 'Needs tresen-stripe (its OXXO, Boleto and eps methods).' );
		}
		update_option( 'woocommerce_bacs_settings', array( 'enabled' => 'yes', 'title' => 'Überweisung' ) );
		update_option(
			'woocommerce_stripe_settings',
			array(
				'enabled'              => 'yes',
				'title'                => 'Kreditkarte',
				'testmode'             => 'yes',
				'test_publishable_key' => 'pk_test_summary',
				'test_secret_key'      => 'sk_test_summary',
			)
		);
		foreach ( array( 'oxxo' => 'OXXO', 'boleto' => 'Boleto', 'eps' => 'eps' ) as $type => $title ) {
			update_option( 'woocommerce_stripe_' . $type . '_settings', array( 'enabled' => 'yes', 'title' => $title ) );
		}
		$this->cart_with( array( $this->gin()->get_id() => 1 ) );
		WC()->customer->set_billing_country( 'DE' );

		// A German shopper in a euro shop: OXXO (pesos), Boleto (reais) and eps (Austria) are switched on but not offered.
		$line = $this->payment_line();
		$this->assertStringContainsString( 'Überweisung', $line );
		$this->assertStringContainsString( 'Kreditkarte', $line );
		$this->assertStringNotContainsString( 'OXXO', $line );
		$this->assertStringNotContainsString( 'Boleto', $line );
		$this->assertStringNotContainsString( 'eps', $line );

		// An Austrian shopper gets eps, as the checkout offers it.
		WC()->customer->set_billing_country( 'AT' );
		$this->assertStringContainsString( 'eps', $this->payment_line() );

		// A shop in pesos names OXXO.
		update_option( 'woocommerce_currency', 'MXN' );
		$this->assertStringContainsString( 'OXXO', $this->payment_line() );
	}
}
