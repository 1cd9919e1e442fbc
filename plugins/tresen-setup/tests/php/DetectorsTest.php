<?php
/**
 * Each detector of the shop check: met on a page that has its duty, not met
 * on the same page without it.
 *
 * @package Tresen\Setup
 */

namespace Tresen\Setup\Tests;

use Tresen\Setup\Check\Detectors;
use Tresen\Setup\Check\Result;
use Tresen\Setup\Check\Snapshot;
use Tresen\Tests\TestCase;

require_once __DIR__ . '/ShopPages.php';

/**
 * Detectors.
 */
class DetectorsTest extends TestCase {

	use ShopPages;

	/**
	 * Runs one detector.
	 *
	 * @param string   $method Detector.
	 * @param Snapshot $s      Pages.
	 */
	private function detect( string $method, Snapshot $s ): Result {
		return Detectors::$method( $s );
	}

	public function test_every_detector_is_met_on_a_shop_that_has_every_duty(): void {
		$s = $this->good_shop();
		foreach ( Detectors::ALL as $method ) {
			$r = $this->detect( $method, $s );
			$this->assertTrue( $r->met, $method . ': ' . $r->message . ' ' . implode( ' | ', $r->items ) );
		}
	}

	public function test_a_shop_in_coming_soon_mode_is_not_open_to_guests(): void {
		$s              = $this->good_shop();
		$s->coming_soon = true;
		$s->store_only  = true;
		$r              = $this->detect( 'store_visible', $s );
		$this->assertFalse( $r->met );
		$this->assertStringContainsString( 'Shop, Produkte, Warenkorb und Kasse', $r->message );
		$this->assertSame( admin_url( 'admin.php?page=wc-settings&tab=site-visibility' ), $r->fix_url );
		$s->store_only = false;
		$this->assertStringContainsString( 'jeder Seite', $this->detect( 'store_visible', $s )->message );
		$s->coming_soon = false;
		$this->assertTrue( $this->detect( 'store_visible', $s )->met );
	}

	public function test_price_notes_are_missing_when_a_product_page_lacks_incl_vat(): void {
		$r = $this->detect( 'price_notes', $this->shop_with_product( $this->beer_page( array( 'tax' ) ) ) );
		$this->assertFalse( $r->met );
		$this->assertStringContainsString( 'Helles 0,5 l', implode( ' ', $r->items ) );
		$this->assertNotSame( '', $r->fix_url );
	}

	public function test_price_notes_need_the_shipping_link_not_only_the_words(): void {
		$html = str_replace( '<a href="' . home_url( '/versand-und-zahlung/' ) . '">Versand</a></p><p class="price-unit">', 'Versand</p><p class="price-unit">', $this->beer_page() );
		$this->assertStringNotContainsString( '">Versand</a></p><p class="price-unit">', $html );
		$this->assertFalse( $this->detect( 'price_notes', $this->shop_with_product( $html ) )->met );
	}

	public function test_unit_price_is_missing_when_a_product_with_content_shows_none(): void {
		$r = $this->detect( 'unit_price', $this->shop_with_product( $this->beer_page( array( 'unit' ) ) ) );
		$this->assertFalse( $r->met );
		$this->assertSame( array( 'Helles 0,5 l' ), $r->items );
		$this->assertSame( admin_url( 'post.php?post=12&action=edit' ), $r->fix_url, 'the fix opens the product' );
	}

	public function test_a_unit_price_per_100_ml_does_not_count(): void {
		$html = str_replace( '2,58&nbsp;€ / 1 l', '0,26&nbsp;€ / 100 ml', $this->beer_page() );
		$this->assertFalse( $this->detect( 'unit_price', $this->shop_with_product( $html ) )->met );
	}

	public function test_deposit_is_missing_beside_the_price(): void {
		$r = $this->detect( 'deposit', $this->shop_with_product( $this->beer_page( array( 'deposit' ) ) ) );
		$this->assertFalse( $r->met );
		$this->assertSame( array( 'Helles 0,5 l' ), $r->items );
	}

	public function test_deposit_without_the_einweg_mehrweg_marker_is_not_enough(): void {
		$this->assertFalse( $this->detect( 'deposit', $this->shop_with_product( $this->beer_page( array( 'marker' ) ) ) )->met );
	}

	public function test_deposit_line_missing_in_the_cart(): void {
		$s                = $this->good_shop();
		$s->pages['cart'] = $this->page( 'cart', '/warenkorb/', $this->cart_page( false ) );
		$r                = $this->detect( 'deposit', $s );
		$this->assertFalse( $r->met );
		$this->assertSame( array( 'Warenkorb: keine Pfandzeile' ), $r->items );
	}

	public function test_age_rule_missing_on_an_alcoholic_product(): void {
		$r = $this->detect( 'age_rule', $this->shop_with_product( $this->beer_page( array( 'age' ) ) ) );
		$this->assertFalse( $r->met );
		$this->assertSame( array( 'Helles 0,5 l' ), $r->items );
	}

	public function test_age_rule_missing_at_checkout(): void {
		$s                    = $this->good_shop();
		$s->pages['checkout'] = $this->page( 'checkout', '/kasse/', $this->checkout_page( 'Zahlungspflichtig bestellen', false ) );
		$r                    = $this->detect( 'age_rule', $s );
		$this->assertFalse( $r->met );
		$this->assertSame( array( 'Kasse: kein Geburtsdatum abgefragt' ), $r->items );
	}

	public function test_food_information_missing(): void {
		$r = $this->detect( 'food_information', $this->shop_with_product( $this->beer_page( array( 'food' ) ) ) );
		$this->assertFalse( $r->met );
		$this->assertSame( array( 'Helles 0,5 l' ), $r->items );
	}

	public function test_delivery_info_missing_on_cart_and_checkout(): void {
		$s = $this->good_shop();
		foreach ( array( 'cart', 'checkout' ) as $kind ) {
			$s->pages[ $kind ] = $this->page( $kind, '/' . $kind . '/', preg_replace( '#<div class="tresen-delivery-info".*?</div>#s', '', $s->pages[ $kind ]->body ) );
		}
		$r = $this->detect( 'delivery_info', $s );
		$this->assertFalse( $r->met );
		$this->assertSame( array( 'Lieferländer', 'Zahlungsarten' ), $r->items );
	}

	public function test_order_button_labelled_bestellen_is_not_enough(): void {
		$s                    = $this->good_shop();
		$s->pages['checkout'] = $this->page( 'checkout', '/kasse/', $this->checkout_page( 'Bestellen' ) );
		$r                    = $this->detect( 'order_button', $s );
		$this->assertFalse( $r->met );
		$this->assertSame( array( 'Bestellen' ), $r->items );
	}

	public function test_a_second_submit_button_in_the_checkout_form_is_named(): void {
		$s                    = $this->good_shop();
		$s->pages['checkout'] = $this->page( 'checkout', '/kasse/', $this->checkout_page( 'Zahlungspflichtig bestellen', true, '<button type="submit" name="apply_coupon">Gutschein anwenden</button>' ) );
		$r                    = $this->detect( 'order_button', $s );
		$this->assertFalse( $r->met );
		$this->assertSame( array( 'Gutschein anwenden' ), $r->items );
	}

	/**
	 * WooCommerce's checkout block page as a guest receives it: the block's
	 * empty container, the legal plugin's block script and WooCommerce's
	 * settings, URL-encoded JSON as its AssetDataRegistry prints them.
	 *
	 * @param string|null $label  The legal plugin's button label (null: its script not on the page).
	 * @param bool        $birth  Whether the date of birth is among the block's fields.
	 */
	private function block_checkout( ?string $label, bool $birth = true ): string {
		$settings = array( 'defaultFields' => array( 'email' => array( 'label' => 'E-Mail-Adresse' ) ) );
		if ( $birth ) {
			$settings['defaultFields']['tresen-legal/birth-date'] = array( 'label' => 'Geburtsdatum' );
		}
		$script = '';
		if ( null !== $label ) {
			$settings['tresen-legal_data'] = array(
				'placeOrderLabel' => $label,
				'lockerWords'     => array( 'packstation' ),
			);
			$script                        = '<script src="http://example.test/wp-content/plugins/tresen-legal/build/blocks-legal.js?ver=0.1.0" id="tresen-legal-blocks-js"></script>';
		}
		$data = '<script id="wc-settings-js-before">var wcSettings = wcSettings || JSON.parse( decodeURIComponent( \'' . rawurlencode( (string) wp_json_encode( $settings ) ) . '\' ) );</script>';
		return $this->document( '<div class="wp-block-woocommerce-checkout alignwide wc-block-checkout is-loading"></div>', $data . $script );
	}

	public function test_the_checkout_block_is_read_from_the_legal_plugins_script_and_woocommerces_field_list(): void {
		$s                    = $this->good_shop();
		$s->pages['checkout'] = $this->page( 'checkout', '/kasse/', $this->block_checkout( 'Zahlungspflichtig bestellen' ) );
		$r                    = $this->detect( 'order_button', $s );
		$this->assertTrue( $r->met, $r->message );
		$this->assertStringContainsString( '„Zahlungspflichtig bestellen“', $r->message );
		$this->assertTrue( $this->detect( 'age_rule', $s )->met, 'the date of birth is one of the block’s fields' );

		$s->pages['checkout'] = $this->page( 'checkout', '/kasse/', $this->block_checkout( 'Zahlungspflichtig bestellen', false ) );
		$age                  = $this->detect( 'age_rule', $s );
		$this->assertFalse( $age->met );
		$this->assertContains( 'Kasse: kein Geburtsdatum abgefragt', $age->items );
	}

	public function test_a_checkout_block_without_the_legal_plugins_label_is_not_met(): void {
		$s                    = $this->good_shop();
		$s->pages['checkout'] = $this->page( 'checkout', '/kasse/', $this->block_checkout( null ) );
		$r                    = $this->detect( 'order_button', $s );
		$this->assertFalse( $r->met );
		$this->assertStringContainsString( 'Kassen-Block', $r->message );

		$s->pages['checkout'] = $this->page( 'checkout', '/kasse/', $this->block_checkout( 'Bestellung abschicken' ) );
		$r                    = $this->detect( 'order_button', $s );
		$this->assertFalse( $r->met );
		$this->assertSame( array( 'Bestellung abschicken' ), $r->items );
	}

	public function test_legal_links_missing_impressum_on_every_page(): void {
		$s = $this->good_shop();
		foreach ( array( 'home', 'cart' ) as $kind ) {
			$s->pages[ $kind ] = $this->page( $kind, '/' . $kind . '/', $this->document( '<h1>x</h1>', '', $this->footer( array( 'Impressum', 'Vertrag widerrufen' ) ) ) );
		}
		$r = $this->detect( 'legal_links', $s );
		$this->assertFalse( $r->met );
		$this->assertCount( 2, $r->items );
		$this->assertStringContainsString( 'Impressum, Widerrufsbutton', $r->items[0] );
		$this->assertSame( admin_url( 'nav-menus.php' ), $r->fix_url );
	}

	public function test_legal_links_refuse_the_odr_platform_link(): void {
		$s                = $this->good_shop();
		$s->pages['home'] = $this->page( 'home', '/', $this->document( '<a href="https://ec.europa.eu/consumers/odr/">OS-Plattform</a>' ) );
		$r                = $this->detect( 'legal_links', $s );
		$this->assertFalse( $r->met );
		$this->assertStringContainsString( 'Streitbeilegungsplattform', $r->items[0] );
	}

	public function test_a_legal_page_that_does_not_open_is_named(): void {
		$s                           = $this->good_shop();
		$s->pages['legal:imprint']   = new \Tresen\Setup\Check\Page( 'legal:imprint', home_url( '/impressum/' ), 404, array(), 'Not found' );
		$r                           = $this->detect( 'legal_links', $s );
		$this->assertFalse( $r->met );
		$this->assertStringContainsString( 'Status 404', implode( ' ', $r->items ) );
	}

	public function test_withdrawal_information_without_the_model_form(): void {
		$s                             = $this->good_shop();
		$s->pages['legal:withdrawal']  = $this->page( 'legal:withdrawal', '/widerrufsbelehrung/', $this->document( '<h1>Widerrufsbelehrung</h1><p>Du hast das Recht zu widerrufen.</p>' ) );
		$this->assertFalse( $this->detect( 'withdrawal_information', $s )->met );
	}

	public function test_withdrawal_information_with_a_blanket_exclusion_of_alcohol(): void {
		$s                            = $this->good_shop();
		$s->pages['legal:withdrawal'] = $this->page( 'legal:withdrawal', '/widerrufsbelehrung/', $this->document( '<h1>Widerrufsbelehrung</h1><p>Alkoholische Getränke sind vom Widerruf ausgeschlossen.</p><h2>Muster-Widerrufsformular</h2>' ) );
		$r                            = $this->detect( 'withdrawal_information', $s );
		$this->assertFalse( $r->met );
		$this->assertStringContainsString( 'pauschal', $r->message );
	}

	public function test_withdrawal_button_missing_or_behind_a_login(): void {
		$s = $this->good_shop();
		unset( $s->pages['legal:withdraw'] );
		$this->assertFalse( $this->detect( 'withdrawal_button', $s )->met, 'no link' );

		$s->pages['legal:withdraw'] = $this->page( 'legal:withdraw', '/vertrag-widerrufen/', $this->document( '<form><label for="p">Passwort</label><input id="p" type="password" name="password"></form>' ) );
		$this->assertFalse( $this->detect( 'withdrawal_button', $s )->met, 'login form' );
	}

	public function test_accessibility_statement_without_the_authority(): void {
		$s                               = $this->good_shop();
		$s->pages['legal:accessibility'] = $this->page( 'legal:accessibility', '/barrierefreiheit/', $this->document( '<h1>Barrierefreiheit</h1><p>Wir bemühen uns.</p>' ) );
		$this->assertFalse( $this->detect( 'accessibility_statement', $s )->met );
		unset( $s->pages['legal:accessibility'] );
		$this->assertFalse( $this->detect( 'accessibility_statement', $s )->met );
	}

	public function test_consent_fails_on_a_tracker_loaded_before_consent(): void {
		$s                = $this->good_shop();
		$s->pages['home'] = $this->page( 'home', '/', $this->document( '<h1>x</h1>', '<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>' ) );
		$r                = $this->detect( 'consent', $s );
		$this->assertFalse( $r->met );
		$this->assertSame( array( 'https://www.googletagmanager.com/gtag/js?id=G-1' ), $r->items );
	}

	public function test_consent_accepts_a_tracker_held_back_by_the_gate(): void {
		$s                = $this->good_shop();
		$s->pages['home'] = $this->page( 'home', '/', $this->document( '<h1>x</h1>', '<script type="text/plain" data-consent-category="marketing" data-src="https://connect.facebook.net/en_US/fbevents.js"></script><script type="text/plain" data-consent-category="marketing">fbq(\'init\', \'1\');</script>' ) );
		$this->assertTrue( $this->detect( 'consent', $s )->met );
	}

	public function test_consent_fails_on_an_inline_pixel_and_a_tracking_cookie(): void {
		$s                = $this->good_shop();
		$s->pages['home'] = $this->page( 'home', '/', $this->document( '<script>fbq(\'init\', \'123\');</script>' ), array( 'set-cookie' => "_ga=GA1.1.1; path=/\nwoocommerce_cart_hash=1; path=/" ) );
		$r                = $this->detect( 'consent', $s );
		$this->assertFalse( $r->met );
		$this->assertContains( 'Cookie _ga', $r->items );
		$this->assertContains( "Inline-Skript: fbq('init", $r->items );
	}

	public function test_consent_fails_without_a_banner(): void {
		$s                = $this->good_shop();
		$s->pages['home'] = $this->page( 'home', '/', str_replace( 'id="tresen-cookie-consent-gate-js"', '', $this->document( '<h1>x</h1>' ) ) );
		$r                = $this->detect( 'consent', $s );
		$this->assertFalse( $r->met );
		$this->assertStringContainsString( 'Einwilligungsbanner', $r->message );
	}

	public function test_accessibility_basics_find_language_images_and_labels(): void {
		$s                = $this->good_shop();
		$s->pages['home'] = $this->page( 'home', '/', $this->document( '<img src="x.jpg"><input type="text" name="q">', '', null, 'en-US' ) );
		$r                = $this->detect( 'accessibility_basics', $s );
		$this->assertFalse( $r->met );
		$joined = implode( ' | ', $r->items );
		$this->assertStringContainsString( 'nicht Deutsch', $joined );
		$this->assertStringContainsString( '1 Bild ohne Alternativtext', $joined );
		$this->assertStringContainsString( '1 Formularfeld ohne Beschriftung', $joined );
	}

	public function test_personal_pages_that_may_be_cached(): void {
		$s                = $this->good_shop();
		$s->pages['cart'] = $this->page( 'cart', '/warenkorb/', $this->cart_page(), array( 'cache-control' => 'public, max-age=600' ) );
		$r                = $this->detect( 'personal_pages_not_cached', $s );
		$this->assertFalse( $r->met );
		$this->assertSame( array( home_url( '/warenkorb/' ) . ' (Cache-Control: public, max-age=600)' ), $r->items );
	}

	/**
	 * The beer's page with a stylesheet the page links.
	 *
	 * @param string $css  The stylesheet.
	 * @param string $html The page (default: the beer's).
	 */
	private function shop_with_css( string $css, string $html = '' ): Snapshot {
		$href = home_url( '/wp-content/themes/other/style.css' );
		$html = '' === $html ? $this->beer_page() : $html;
		$s    = $this->shop_with_product( str_replace( '</head>', '<link rel="stylesheet" href="' . $href . '"></head>', $html ) );
		$s->styles[ $href ] = $css;
		return $s;
	}

	public function test_the_marker_is_at_least_as_large_as_the_price_with_the_legal_plugins_own_rule(): void {
		$r = $this->detect( 'marker_size', $this->shop_with_css( '.price{font-size:1.5rem}.tresen-deposit__marker{display:inline-block;font-size:1em;font-weight:700}.price del{font-size:.875em}' ) );
		$this->assertTrue( $r->met, implode( ' | ', $r->items ) );
	}

	public function test_a_theme_that_shrinks_the_deposit_or_enlarges_the_amount_makes_the_marker_too_small(): void {
		$r = $this->detect( 'marker_size', $this->shop_with_css( '@media (min-width:600px){.summary .price .tresen-deposit{font-size:.75em}}' ) );
		$this->assertFalse( $r->met );
		$this->assertStringContainsString( '„.summary .price .tresen-deposit { font-size: .75em }“ macht die Kennzeichnung kleiner als den Preis', implode( ' | ', $r->items ) );

		$r = $this->detect( 'marker_size', $this->shop_with_css( '.summary .price .woocommerce-Price-amount{font-size:1.4em}' ) );
		$this->assertFalse( $r->met );
		$this->assertStringContainsString( 'macht den Preis größer als die Kennzeichnung', implode( ' | ', $r->items ) );

		$this->assertTrue( $this->detect( 'marker_size', $this->shop_with_css( '.price .amount{font-size:1.4em}.price .tresen-deposit__marker{font-size:1.4em}' ) )->met, 'as large as the amount' );
		$this->assertFalse( $this->detect( 'marker_size', $this->shop_with_css( '.price .amount{font-size:20px}.price .tresen-deposit__marker{font-size:14px}' ) )->met, 'absolute sizes compared' );
	}

	public function test_a_marker_inside_small_or_with_a_smaller_inline_size_is_too_small(): void {
		$small = str_replace( '<span class="tresen-deposit__marker">MEHRWEG</span>', '<small><span class="tresen-deposit__marker">MEHRWEG</span></small>', $this->beer_page() );
		$r     = $this->detect( 'marker_size', $this->shop_with_product( $small ) );
		$this->assertFalse( $r->met );
		$this->assertStringContainsString( '<small>', implode( ' | ', $r->items ) );
		$inline = str_replace( '<span class="tresen-deposit">', '<span class="tresen-deposit" style="font-size:80%">', $this->beer_page() );
		$this->assertFalse( $this->detect( 'marker_size', $this->shop_with_product( $inline ) )->met );
	}

	public function test_a_product_on_sale_names_its_30_day_lowest_price(): void {
		$sale = str_replace( '</p><p class="tresen-tax-info">', ' <span class="tresen-price-reference">Niedrigster Preis der letzten 30 Tage: <span class="woocommerce-Price-amount amount">1,49&nbsp;€</span></span></p><p class="tresen-tax-info">', $this->beer_page() );
		$s    = $this->shop_with_product( $sale );
		$s->products[0]['sale'] = true;
		$this->assertTrue( $this->detect( 'price_reference', $s )->met );

		$s                      = $this->shop_with_product( $this->beer_page() );
		$s->products[0]['sale'] = true;
		$r                      = $this->detect( 'price_reference', $s );
		$this->assertFalse( $r->met );
		$this->assertSame( array( 'Helles 0,5 l' ), $r->items );
		$this->assertStringContainsString( 'Niedrigster Preis der letzten 30 Tage', $r->message );
	}

	public function test_a_struck_through_regular_price_without_the_reference_is_named(): void {
		$s                = $this->good_shop();
		$s->pages['shop'] = $this->page( 'shop', '/shop/', $this->document( '<ul class="products"><li><span class="price"><del aria-hidden="true">1,99 €</del> <ins>1,29 €</ins></span></li></ul>' ) );
		$r                = $this->detect( 'price_reference', $s );
		$this->assertFalse( $r->met );
		$this->assertStringContainsString( home_url( '/shop/' ), implode( ' ', $r->items ) );
		$this->assertTrue( $this->detect( 'price_reference', $this->good_shop() )->met, 'a shop without reductions' );
	}

	public function test_the_dispute_resolution_statement_is_missing_from_impressum_and_agb(): void {
		$s                         = $this->good_shop();
		$s->pages['legal:imprint'] = $this->page( 'legal:imprint', '/impressum/', $this->document( '<h1>Impressum</h1><p>Tresen GmbH</p>' ) );
		$r                         = $this->detect( 'dispute_resolution', $s );
		$this->assertFalse( $r->met );
		$this->assertStringContainsString( '§ 36 VSBG', $r->message );
		$s->pages['legal:terms'] = $this->page( 'legal:terms', '/agb/', $this->document( '<h2>§ 10 Streitbeilegung</h2><p>Wir nehmen an Streitbeilegungsverfahren vor der Universalschlichtungsstelle des Bundes teil.</p>' ) );
		$this->assertTrue( $this->detect( 'dispute_resolution', $s )->met, 'stated in the AGB' );
	}

	public function test_keyboard_and_contrast_find_a_positive_tabindex_a_removed_outline_and_low_contrast(): void {
		$html = str_replace( '<button type="submit" name="add-to-cart"', '<button type="submit" tabindex="3" name="add-to-cart"', $this->beer_page() );
		$html = str_replace( '<h1>Helles 0,5 l</h1>', '<h1>Helles 0,5 l</h1><p style="color:#aaaaaa;background-color:#ffffff">Nur heute</p>', $html );
		$s    = $this->shop_with_css( 'a:focus, button:focus { outline: none } .pswp:focus{outline:0} input:focus:not(:focus-visible){outline:none} .search:focus-within{outline:2px solid}.search input:focus{outline:none}', $html );
		$s->colors = array( array( 'Links', '#8ab4f8', '#ffffff' ) );
		$r         = $this->detect( 'keyboard_contrast', $s );
		$this->assertFalse( $r->met );
		$items = implode( ' | ', $r->items );
		$this->assertStringContainsString( '1 Element mit positivem tabindex', $items );
		$this->assertStringContainsString( '„Nur heute“ hat einen Kontrast von 2,3:1', $items );
		$this->assertStringContainsString( '„a:focus“ entfernt den Fokusrahmen', $items );
		$this->assertStringContainsString( '„button:focus“', $items );
		$this->assertStringNotContainsString( 'pswp', $items, 'a container focused by script may go without an outline' );
		$this->assertStringNotContainsString( 'focus-visible', $items );
		$this->assertStringNotContainsString( '.search input', $items, 'the field’s container shows the focus' );
		$this->assertStringContainsString( 'Links: #8ab4f8 auf #ffffff', $items );
		$this->assertTrue( $this->detect( 'keyboard_contrast', $this->good_shop() )->met );
	}
}
