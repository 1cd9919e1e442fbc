<?php
/**
 * Pages as a guest receives them from a shop that meets every duty, built
 * from the markup the suite prints, and the same pages with one duty left
 * out, for the detector tests.
 *
 * @package Tresen\Setup
 */

namespace Tresen\Setup\Tests;

use Tresen\Setup\Check\Page;
use Tresen\Setup\Check\Snapshot;

/**
 * Fixture pages.
 */
trait ShopPages {

	/**
	 * The footer of the Tresen theme with every legal link.
	 *
	 * @param list<string> $without Link texts to leave out.
	 */
	protected function footer( array $without = array() ): string {
		$links = array(
			'Impressum'              => '/impressum/',
			'Datenschutzerklärung'   => '/datenschutzerklaerung/',
			'AGB'                    => '/agb/',
			'Widerrufsbelehrung'     => '/widerrufsbelehrung/',
			'Vertrag widerrufen'     => '/vertrag-widerrufen/',
			'Versand & Zahlung'      => '/versand-und-zahlung/',
			'Barrierefreiheit'       => '/barrierefreiheit/',
			'Cookie-Einstellungen'   => '#',
		);
		$out = '<footer id="colophon"><nav class="footer-legal" aria-label="Rechtliches"><ul class="menu legal-menu">';
		foreach ( $links as $text => $href ) {
			if ( ! in_array( $text, $without, true ) ) {
				$out .= '<li><a href="' . ( '#' === $href ? '#' : home_url( $href ) ) . '"' . ( '#' === $href ? ' class="tresen-manage-consent"' : '' ) . '>' . $text . '</a></li>';
			}
		}
		return $out . '</ul></nav><p class="footer-price-note">Alle Preise inkl. gesetzl. MwSt., zzgl. <a href="' . home_url( '/versand-und-zahlung/' ) . '">Versandkosten</a>.</p></footer>';
	}

	/**
	 * A whole HTML document.
	 *
	 * @param string $main   Content of <main>.
	 * @param string $head   Extra <head> markup.
	 * @param string $footer Footer (default: complete).
	 * @param string $lang   Page language.
	 */
	protected function document( string $main, string $head = '', ?string $footer = null, string $lang = 'de-DE' ): string {
		return '<!DOCTYPE html><html lang="' . $lang . '"><head><meta charset="UTF-8"><title>Tresen</title>'
			. '<script id="tresen-cookie-consent-gate-js" src="' . home_url( '/wp-content/plugins/tresen-cookie-consent/build/gate.js' ) . '"></script>'
			. $head . '</head><body><header><a href="' . home_url( '/' ) . '"><img src="logo.png" alt="Tresen"></a></header><main id="main">'
			. $main . '</main>' . ( $footer ?? $this->footer() ) . '</body></html>';
	}

	/**
	 * A beer's product page as the suite prints it.
	 *
	 * @param list<string> $without Parts to leave out: tax, unit, deposit, marker, age, food.
	 */
	protected function beer_page( array $without = array() ): string {
		$parts = array(
			'price'   => '<p class="price"><span class="woocommerce-Price-amount amount"><bdi>1,29&nbsp;<span class="woocommerce-Price-currencySymbol">&euro;</span></bdi></span>',
			'deposit' => in_array( 'deposit', $without, true ) ? '' : ' <span class="tresen-deposit"><span class="tresen-deposit__marker">' . ( in_array( 'marker', $without, true ) ? '' : 'MEHRWEG' ) . '</span> <span class="tresen-deposit__amount">zzgl. 0,08&nbsp;€ Pfand</span></span>',
			'close'   => '</p>',
			'tax'     => in_array( 'tax', $without, true ) ? '' : '<p class="tresen-tax-info">inkl. MwSt., zzgl. <a href="' . home_url( '/versand-und-zahlung/' ) . '">Versand</a></p>',
			'unit'    => in_array( 'unit', $without, true ) ? '' : '<p class="price-unit"><span class="tresen-unit-price">2,58&nbsp;€ / 1 l</span></p>',
			'age'     => in_array( 'age', $without, true ) ? '' : '<p class="tresen-age-notice">Abgabe nur an Personen ab 16 Jahren (Altersprüfung bei Zustellung).</p>',
			'form'    => '<form class="cart" method="post"><label for="quantity_1">Menge</label><input type="number" id="quantity_1" name="quantity" value="1"><button type="submit" name="add-to-cart" value="12">In den Warenkorb</button></form>',
			'food'    => in_array( 'food', $without, true ) ? '' : '<section class="tresen-food-info" aria-labelledby="f"><h2 id="f">Lebensmittelinformationen</h2><dl><dt>Alkoholgehalt</dt><dd>4,9 % vol</dd><dt>Lebensmittelunternehmer</dt><dd>Brauerei Tresen, Hauptstr. 1, 10115 Berlin</dd></dl></section>',
		);
		return $this->document( '<div class="product"><h1>Helles 0,5 l</h1><div class="summary">' . implode( '', $parts ) . '</div></div>' );
	}

	/**
	 * The classic checkout with the age field and one order button.
	 *
	 * @param string $button   Button text.
	 * @param bool   $birth    Whether the date of birth is asked for.
	 * @param string $extra    More markup inside the form.
	 */
	protected function checkout_page( string $button = 'Zahlungspflichtig bestellen', bool $birth = true, string $extra = '' ): string {
		$form = '<form name="checkout" method="post" class="checkout woocommerce-checkout">'
			. '<p class="form-row"><label for="billing_first_name">Vorname</label><input type="text" id="billing_first_name" name="billing_first_name"></p>'
			. ( $birth ? '<p class="form-row"><label for="tresen_birth_date">Geburtsdatum</label><input type="date" id="tresen_birth_date" name="tresen_birth_date"></p>' : '' )
			. '<div class="tresen-delivery-info" role="note"><ul><li><strong>Lieferländer:</strong> Deutschland</li><li><strong>Zahlungsarten:</strong> Vorkasse</li></ul></div>'
			. '<ul class="wc_payment_methods"><li><input type="radio" id="payment_method_bacs" name="payment_method" value="bacs"><label for="payment_method_bacs">Vorkasse</label></li></ul>'
			. $extra
			. '<div class="form-row place-order tresen-place-order"><button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="' . $button . '">' . $button . '</button></div>'
			. '</form>';
		return $this->document( '<h1>Kasse</h1>' . $form );
	}

	/**
	 * The cart with a beer and its deposit line.
	 *
	 * @param bool $deposit Whether the deposit line is there.
	 */
	protected function cart_page( bool $deposit = true ): string {
		return $this->document(
			'<h1>Warenkorb</h1><table class="shop_table"><tr><td>Helles 0,5 l</td><td>1,29 €</td></tr></table>'
			. '<table class="cart_totals"><tr><th>Zwischensumme</th><td>1,29 €</td></tr>'
			. ( $deposit ? '<tr class="fee"><th>Pfand</th><td>0,08&nbsp;€</td></tr>' : '' )
			. '</table><div class="tresen-delivery-info" role="note"><ul><li><strong>Lieferländer:</strong> Deutschland</li><li><strong>Zahlungsarten:</strong> Vorkasse</li></ul></div>'
		);
	}

	/**
	 * A page.
	 *
	 * @param string                $kind    Kind.
	 * @param string                $path    Path below home.
	 * @param string                $html    HTML.
	 * @param array<string, string> $headers Headers.
	 */
	protected function page( string $kind, string $path, string $html, array $headers = array() ): Page {
		return new Page( $kind, home_url( $path ), 200, $headers + array( 'content-type' => 'text/html; charset=UTF-8' ), $html );
	}

	/**
	 * A snapshot of a shop that meets every duty; change it in the test.
	 */
	protected function good_shop(): Snapshot {
		$nocache            = array( 'cache-control' => 'no-cache, must-revalidate, max-age=0, no-store, private' );
		$s                  = new Snapshot();
		$s->pages['home']   = $this->page( 'home', '/', $this->document( '<h1>Willkommen</h1>' ) );
		$s->pages['shop']   = $this->page( 'shop', '/shop/', $this->document( '<h1>Shop</h1><ul class="products"><li><span class="price">1,29 €</span><p class="tresen-tax-info">inkl. MwSt., zzgl. <a href="' . home_url( '/versand-und-zahlung/' ) . '">Versand</a></p></li></ul>' ) );
		$s->pages['cart']   = $this->page( 'cart', '/warenkorb/', $this->cart_page(), $nocache );
		$s->pages['checkout'] = $this->page( 'checkout', '/kasse/', $this->checkout_page(), $nocache );
		$s->pages['account']  = $this->page( 'account', '/mein-konto/', $this->document( '<h1>Mein Konto</h1><form><label for="u">Benutzername</label><input id="u" name="username"><label for="p">Passwort</label><input id="p" type="password" name="password"></form>' ), $nocache );
		$s->pages['legal:withdrawal']    = $this->page( 'legal:withdrawal', '/widerrufsbelehrung/', $this->document( '<h1>Widerrufsbelehrung</h1><p>Du hast das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.</p><h2>Muster-Widerrufsformular</h2><p>An Tresen …</p>' ) );
		$s->pages['legal:withdraw']      = $this->page( 'legal:withdraw', '/vertrag-widerrufen/', $this->document( '<h1>Vertrag widerrufen</h1><form method="post"><label for="o">Bestellnummer</label><input id="o" name="order"><label for="e">E-Mail</label><input id="e" type="email" name="email"><button type="submit">Weiter</button></form>' ) );
		$s->pages['legal:accessibility'] = $this->page( 'legal:accessibility', '/barrierefreiheit/', $this->document( '<h1>Barrierefreiheit</h1><p>Zuständige Marktüberwachungsbehörde: Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF), Magdeburg.</p>' ) );
		$s->pages['legal:imprint']       = $this->page( 'legal:imprint', '/impressum/', $this->document( '<h1>Impressum</h1><h2>Verbraucherstreitbeilegung</h2><p>Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>' ) );
		$s->add_product( $this->page( 'product', '/produkt/helles/', $this->beer_page() ), 'Helles 0,5 l', admin_url( 'post.php?post=12&action=edit' ), true, true, true );
		$s->cart_filled    = true;
		$s->cart_alcoholic = true;
		$s->cart_deposit   = true;
		return $s;
	}

	/**
	 * The good shop with the beer's page replaced.
	 *
	 * @param string $html New product page.
	 */
	protected function shop_with_product( string $html ): Snapshot {
		$s           = $this->good_shop();
		$s->products = array();
		$s->add_product( $this->page( 'product', '/produkt/helles/', $html ), 'Helles 0,5 l', admin_url( 'post.php?post=12&action=edit' ), true, true, true );
		return $s;
	}
}
