<?php
/**
 * The detectors: each reads the pages a guest received and says whether
 * one duty of a German drinks shop is met (see docs/setup.md for the list
 * and the law behind each).
 *
 * @package Tresen\Setup
 */

namespace Tresen\Setup\Check;

// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's own property names.

defined( 'ABSPATH' ) || exit;

/**
 * One static method per duty, each `( Snapshot ): Result`.
 */
final class Detectors {

	/**
	 * Detector methods in the order the check lists them.
	 *
	 * @var list<string>
	 */
	public const ALL = array(
		'store_visible',
		'price_notes',
		'unit_price',
		'deposit',
		'age_rule',
		'food_information',
		'delivery_info',
		'order_button',
		'legal_links',
		'withdrawal_information',
		'withdrawal_button',
		'accessibility_statement',
		'consent',
		'accessibility_basics',
		'personal_pages_not_cached',
	);

	/** Hosts of trackers that must not be contacted before consent. */
	public const TRACKER_HOSTS = array(
		'googletagmanager.com',
		'google-analytics.com',
		'analytics.google.com',
		'doubleclick.net',
		'connect.facebook.net',
		'facebook.com/tr',
		's.pinimg.com',
		'ct.pinterest.com',
		'bat.bing.com',
		'clarity.ms',
		'hotjar.com',
		'static.ads-twitter.com',
		'analytics.tiktok.com',
		'snap.licdn.com',
	);

	/** Cookie names (prefixes) of trackers that must not be set before consent. */
	public const TRACKER_COOKIES = array( '_ga', '_gid', '_gcl_', '_fbp', '_fbc', '_pin_', '_uet', '_clck', '_hj', 'sbjs_' );

	/** Order button texts that name the duty to pay (§ 312j BGB). */
	public const BUTTON_TEXTS = array( 'zahlungspflichtig bestellen', 'kaufen', 'jetzt kaufen', 'zahlungspflichtig kaufen', 'kostenpflichtig bestellen', 'jetzt zahlungspflichtig bestellen' );

	/**
	 * Footer links every page needs: key => [label, pattern of the link text].
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function footer_links(): array {
		return array(
			'imprint'       => array( __( 'Imprint', 'tresen-setup' ), '/^(impressum|anbieterkennzeichnung)\b/iu' ),
			'privacy'       => array( __( 'Privacy policy', 'tresen-setup' ), '/datenschutz/iu' ),
			'terms'         => array( __( 'Terms and conditions', 'tresen-setup' ), '/^(agb|allgemeine gesch)/iu' ),
			'withdrawal'    => array( __( 'Cancellation policy', 'tresen-setup' ), '/^widerrufs(belehrung|recht)/iu' ),
			'withdraw'      => array( __( 'Withdrawal button', 'tresen-setup' ), '/^vertrag(e)? (hier )?widerrufen$/iu' ),
			'shipping'      => array( __( 'Shipping and payment', 'tresen-setup' ), '/^versand/iu' ),
			'consent'       => array( __( 'Cookie settings', 'tresen-setup' ), '/cookie|einwilligung|datenschutz-einstellungen/iu' ),
			'accessibility' => array( __( 'Accessibility', 'tresen-setup' ), '/^barrierefreiheit/iu' ),
		);
	}

	/**
	 * "inkl. MwSt." and a shipping link beside the prices (§ 6 PAngV).
	 *
	 * @param Snapshot $s The pages.
	 */
	public static function price_notes( Snapshot $s ): Result {
		$title   = __( 'Price notes: incl. VAT, plus shipping (link)', 'tresen-setup' );
		$missing = array();
		$pages   = array();
		foreach ( $s->products as $product ) {
			if ( $product['page']->ok() ) {
				$pages[] = array( $product['page'], $product['name'] );
			}
		}
		$shop = $s->page( 'shop' );
		if ( $shop && $shop->ok() ) {
			$pages[] = array( $shop, __( 'Shop page', 'tresen-setup' ) );
		}
		if ( ! $pages ) {
			return new Result( 'price-notes', $title, false, __( 'No product page could be read, so no price note was seen.', 'tresen-setup' ), admin_url( 'edit.php?post_type=product' ) );
		}
		foreach ( $pages as list( $page, $name ) ) {
			if ( ! self::has_price_note( $page ) ) {
				$missing[] = $name . ' (' . $page->url . ')';
			}
		}
		if ( $missing ) {
			return new Result(
				'price-notes',
				$title,
				false,
				__( 'These pages show prices without “inkl. MwSt.” and a link to the shipping costs:', 'tresen-setup' ),
				self::plugin_or( 'tresen-legal', self::page_url( 'tresen_shipping_page_id', 'versand-und-zahlung' ) ),
				$missing
			);
		}
		return new Result( 'price-notes', $title, true, __( 'Every price shows “inkl. MwSt.” and links to the shipping costs.', 'tresen-setup' ) );
	}

	/**
	 * Whether a page has "inkl. MwSt." with a working link whose text names shipping,
	 * outside the footer (a footer note alone is not beside the price).
	 *
	 * @param Page $page Page.
	 */
	private static function has_price_note( Page $page ): bool {
		foreach ( $page->find( '//*[self::p or self::span or self::div or self::small][contains(translate(., "MWST", "mwst"), "inkl.")][not(ancestor::footer)]' ) as $node ) {
			$text = Page::text( $node );
			if ( ! preg_match( '/inkl\.?\s*(der\s+)?(gesetzl(\.|ichen)\s+)?mwst/iu', $text ) ) {
				continue;
			}
			foreach ( $page->find( './/a', $node ) as $a ) {
				$href = trim( (string) $a->getAttribute( 'href' ) );
				if ( preg_match( '/versand/iu', Page::text( $a ) ) && '' !== $href && '#' !== $href[0] ) {
					return true;
				}
			}
		}
		return false;
	}

	/**
	 * Unit price per 1 l / 1 kg next to the price (§ 4 PAngV).
	 *
	 * @param Snapshot $s The pages.
	 */
	public static function unit_price( Snapshot $s ): Result {
		$title   = __( 'Unit price per 1 l or 1 kg', 'tresen-setup' );
		$checked = 0;
		$missing = array();
		$fix     = '';
		foreach ( $s->products as $product ) {
			if ( ! $product['unit'] || ! $product['page']->ok() ) {
				continue;
			}
			++$checked;
			if ( ! preg_match( '/\d+,\d{2}\s*€\s*\/\s*1\s*(l|kg|m)\b/u', $product['page']->visible_text() ) ) {
				$missing[] = $product['name'];
				$fix       = $fix ? $fix : $product['edit_url'];
			}
		}
		if ( ! $checked ) {
			return new Result( 'unit-price', $title, false, __( 'No product with content data (e.g. 0,7 l) was found, so no unit price could be checked. Enter the content on the products (tab “Grundpreis”).', 'tresen-setup' ), admin_url( 'edit.php?post_type=product' ) );
		}
		if ( $missing ) {
			return new Result( 'unit-price', $title, false, __( 'These product pages show no unit price such as “74,00 € / 1 l”:', 'tresen-setup' ), self::plugin_or( 'tresen-unit-price', $fix ), $missing );
		}
		return new Result( 'unit-price', $title, true, __( 'Products with content data show their unit price per 1 l or 1 kg.', 'tresen-setup' ) );
	}

	/**
	 * Deposit beside the price with the EINWEG/MEHRWEG marker, and as a line in the cart.
	 *
	 * @param Snapshot $s The pages.
	 */
	public static function deposit( Snapshot $s ): Result {
		$title   = __( 'Deposit: “zzgl. 0,25 € Pfand” and EINWEG/MEHRWEG', 'tresen-setup' );
		$checked = 0;
		$missing = array();
		$fix     = '';
		foreach ( $s->products as $product ) {
			if ( ! $product['deposit'] || ! $product['page']->ok() ) {
				continue;
			}
			++$checked;
			$text = $product['page']->visible_text();
			if ( ! preg_match( '/zzgl\.\s*\d+,\d{2}\s*€\s*Pfand/u', $text ) || ! preg_match( '/\b(EINWEG|MEHRWEG)\b/u', $text ) ) {
				$missing[] = $product['name'];
				$fix       = $fix ? $fix : $product['edit_url'];
			}
		}
		$cart = $s->page( 'cart' );
		if ( $s->cart_deposit && $cart && $cart->ok() && ! preg_match( '/Pfand[^\n]{0,80}?\d+,\d{2}\s*€/u', $cart->visible_text() ) ) {
			$missing[] = __( 'Cart: no deposit line', 'tresen-setup' );
		}
		if ( ! $checked ) {
			return new Result( 'deposit', $title, true, __( 'No product carries a deposit; nothing to show.', 'tresen-setup' ) );
		}
		if ( $missing ) {
			return new Result( 'deposit', $title, false, __( 'The deposit is missing here:', 'tresen-setup' ), self::plugin_or( 'tresen-legal', $fix ), $missing );
		}
		return new Result( 'deposit', $title, true, __( 'Products with a deposit show it beside the price with EINWEG or MEHRWEG, and the cart lists it.', 'tresen-setup' ) );
	}

	/**
	 * Age rule on alcoholic products and the date of birth at checkout (JuSchG).
	 *
	 * @param Snapshot $s The pages.
	 */
	public static function age_rule( Snapshot $s ): Result {
		$title   = __( 'Age rule: notice on the product, age check at checkout', 'tresen-setup' );
		$missing = array();
		$fix     = '';
		$checked = 0;
		foreach ( $s->products as $product ) {
			if ( ! $product['alcoholic'] || ! $product['page']->ok() ) {
				continue;
			}
			++$checked;
			if ( ! preg_match( '/\b(ab|über|unter)\s+1[68]\b|\b1[68]\s*\+|\b1[68]\s+Jahre/u', $product['page']->visible_text() ) ) {
				$missing[] = $product['name'];
				$fix       = $fix ? $fix : $product['edit_url'];
			}
		}
		$checkout = $s->page( 'checkout' );
		if ( $s->cart_alcoholic && $checkout && $checkout->ok() && ! self::asks_birth_date( $checkout ) ) {
			$missing[] = __( 'Checkout: no date of birth asked for', 'tresen-setup' );
		}
		if ( ! $checked ) {
			return new Result( 'age-rule', $title, true, __( 'No alcoholic product was found; no age rule needed.', 'tresen-setup' ) );
		}
		if ( $missing ) {
			return new Result( 'age-rule', $title, false, __( 'The age rule is missing here:', 'tresen-setup' ), self::plugin_or( 'tresen-legal', $fix ), $missing );
		}
		return new Result( 'age-rule', $title, true, __( 'Alcoholic products name their minimum age and the checkout asks for the date of birth.', 'tresen-setup' ) );
	}

	/**
	 * Whether a checkout asks for a date of birth.
	 *
	 * @param Page $page Checkout page.
	 */
	private static function asks_birth_date( Page $page ): bool {
		// WooCommerce's checkout block draws its fields in the browser from the
		// field list it prints into the page (wcSettings' defaultFields, URL-encoded):
		// the legal plugin's date of birth is one of them there.
		if ( $page->by_class( 'wp-block-woocommerce-checkout' ) ) {
			$data = rawurldecode( $page->body );
			return str_contains( $data, '"tresen-legal\\/birth-date"' ) || str_contains( $data, '"tresen-legal/birth-date"' );
		}
		foreach ( $page->find( '//input' ) as $input ) {
			$name = strtolower( $input->getAttribute( 'name' ) . ' ' . $input->getAttribute( 'id' ) . ' ' . $input->getAttribute( 'autocomplete' ) );
			if ( preg_match( '/birth|geburt|\bbday\b/', $name ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The label the legal plugin's checkout block script gives the order
	 * button, when the page loads that script (null otherwise): its settings
	 * as WooCommerce prints an integration's data into the page (wcSettings,
	 * URL-encoded, key `tresen-legal_data`).
	 *
	 * @param Page $page Checkout page with the checkout block.
	 */
	private static function block_button_label( Page $page ): ?string {
		$loaded = false;
		foreach ( $page->find( '//script[@src]' ) as $script ) {
			if ( str_contains( (string) $script->getAttribute( 'src' ), '/tresen-legal/build/blocks-legal.' ) ) {
				$loaded = true;
			}
		}
		if ( ! $loaded ) {
			return null;
		}
		if ( ! preg_match( '/"tresen-legal_data":\{[^{}]*?"placeOrderLabel":"((?:[^"\\\\]|\\\\.)*)"/u', rawurldecode( $page->body ), $m ) ) {
			return null;
		}
		$label = json_decode( '"' . $m[1] . '"' );
		return is_string( $label ) ? $label : null;
	}

	/**
	 * Food information on the product page (LMIV): at least "% vol" and the operator section.
	 *
	 * @param Snapshot $s The pages.
	 */
	public static function food_information( Snapshot $s ): Result {
		$title   = __( 'Food information on the product page', 'tresen-setup' );
		$missing = array();
		$fix     = '';
		$checked = 0;
		foreach ( $s->products as $product ) {
			if ( ! $product['page']->ok() ) {
				continue;
			}
			++$checked;
			$text = $product['page']->visible_text();
			$ok   = (bool) preg_match( '/Lebensmittelinformation|Lebensmittelunternehmer|Inverkehrbringer/iu', $text );
			if ( $ok && $product['alcoholic'] ) {
				$ok = (bool) preg_match( '/\d+(,\d+)?\s*%\s*vol/iu', $text );
			}
			if ( ! $ok ) {
				$missing[] = $product['name'];
				$fix       = $fix ? $fix : $product['edit_url'];
			}
		}
		if ( ! $checked ) {
			return new Result( 'food-information', $title, false, __( 'No product page could be read.', 'tresen-setup' ), admin_url( 'edit.php?post_type=product' ) );
		}
		if ( $missing ) {
			return new Result( 'food-information', $title, false, __( 'These product pages show no food information (food business operator, alcohol in % vol):', 'tresen-setup' ), self::plugin_or( 'tresen-legal', $fix ), $missing );
		}
		return new Result( 'food-information', $title, true, __( 'Product pages show the food information.', 'tresen-setup' ) );
	}

	/**
	 * Delivery countries and payment methods named on the cart or checkout.
	 *
	 * @param Snapshot $s The pages.
	 */
	public static function delivery_info( Snapshot $s ): Result {
		$title = __( 'Delivery countries and payment methods before the order', 'tresen-setup' );
		$text  = '';
		foreach ( array( 'cart', 'checkout' ) as $kind ) {
			$page = $s->page( $kind );
			if ( $page && $page->ok() ) {
				$text .= ' ' . $page->visible_text();
			}
		}
		$countries = (bool) preg_match( '/Liefer(länder|ung nach|gebiet)|Versand(länder| nach)/iu', $text );
		$payments  = (bool) preg_match( '/Zahlungs(arten|methoden|möglichkeiten)/iu', $text );
		if ( ! $s->cart_filled ) {
			return new Result( 'delivery-info', $title, false, __( 'No product could be put into the cart, so the cart and checkout could not be checked.', 'tresen-setup' ), admin_url( 'edit.php?post_type=product' ) );
		}
		if ( ! $countries || ! $payments ) {
			$items = array();
			if ( ! $countries ) {
				$items[] = __( 'delivery countries', 'tresen-setup' );
			}
			if ( ! $payments ) {
				$items[] = __( 'payment methods', 'tresen-setup' );
			}
			return new Result( 'delivery-info', $title, false, __( 'Cart and checkout do not name:', 'tresen-setup' ), self::plugin_or( 'tresen-legal', admin_url( 'admin.php?page=wc-settings&tab=shipping' ) ), $items );
		}
		return new Result( 'delivery-info', $title, true, __( 'Cart and checkout name the delivery countries and the payment methods.', 'tresen-setup' ) );
	}

	/**
	 * One order button labelled "Zahlungspflichtig bestellen" (§ 312j BGB).
	 *
	 * @param Snapshot $s The pages.
	 */
	public static function order_button( Snapshot $s ): Result {
		$title    = __( 'Order button “Zahlungspflichtig bestellen”', 'tresen-setup' );
		$checkout = $s->page( 'checkout' );
		$fix      = self::plugin_or( 'tresen-legal', admin_url( 'admin.php?page=wc-settings&tab=advanced' ) );
		if ( ! $checkout || ! $checkout->ok() ) {
			return new Result( 'order-button', $title, false, __( 'The checkout page could not be read with a product in the cart.', 'tresen-setup' ), admin_url( 'admin.php?page=wc-settings&tab=advanced' ) );
		}
		if ( $checkout->by_class( 'wp-block-woocommerce-checkout' ) ) {
			$label = self::block_button_label( $checkout );
			if ( null === $label ) {
				return new Result( 'order-button', $title, false, __( 'The checkout uses WooCommerce’s checkout block, and the page does not load the legal plugin’s script for it, which labels its button: the block says “Place order”. Activate “Tresen Recht & Getränkedaten” or switch the checkout page to the classic checkout.', 'tresen-setup' ), $fix );
			}
			if ( ! in_array( mb_strtolower( trim( $label ) ), self::BUTTON_TEXTS, true ) ) {
				return new Result( 'order-button', $title, false, __( 'The checkout block’s order button is labelled with a text that does not say that the order costs money:', 'tresen-setup' ), $fix, array( $label ) );
			}
			/* translators: %s: the button's label. */
			return new Result( 'order-button', $title, true, sprintf( __( 'The checkout is WooCommerce’s checkout block; the legal plugin’s script, which the page loads, labels its order button “%s”.', 'tresen-setup' ), $label ) );
		}
		$buttons = array();
		foreach ( $checkout->find( '//form[contains(concat(" ", normalize-space(@class), " "), " checkout ")]//*[(self::button and (not(@type) or @type="submit")) or (self::input and @type="submit")][not(ancestor::noscript)]' ) as $button ) {
			$label     = 'input' === $button->nodeName ? (string) $button->getAttribute( 'value' ) : Page::text( $button );
			$buttons[] = $label;
		}
		if ( ! $buttons ) {
			return new Result( 'order-button', $title, false, __( 'The checkout page shows no order button.', 'tresen-setup' ), $fix );
		}
		$wrong = array_values(
			array_filter(
				$buttons,
				static function ( string $label ): bool {
					return ! in_array( mb_strtolower( trim( $label ) ), self::BUTTON_TEXTS, true );
				}
			)
		);
		if ( $wrong ) {
			return new Result( 'order-button', $title, false, __( 'The checkout has a submit button whose label does not say that the order costs money:', 'tresen-setup' ), $fix, $wrong );
		}
		return new Result( 'order-button', $title, true, __( 'The checkout has one order button, labelled “Zahlungspflichtig bestellen”.', 'tresen-setup' ) );
	}

	/**
	 * Legal links on every page, no ODR link (§ 5 DDG, Art. 246a EGBGB).
	 *
	 * @param Snapshot $s The pages.
	 */
	public static function legal_links( Snapshot $s ): Result {
		$title = __( 'Legal links on every page', 'tresen-setup' );
		$pages = $s->storefront_pages();
		if ( ! $pages ) {
			return new Result( 'legal-links', $title, false, __( 'No page of the shop could be read.', 'tresen-setup' ), home_url( '/' ) );
		}
		$missing = array();
		foreach ( $pages as $page ) {
			$lacks = array();
			foreach ( self::footer_links() as list( $label, $pattern ) ) {
				if ( ! $page->link_matching( $pattern ) ) {
					$lacks[] = $label;
				}
			}
			foreach ( $page->links() as $link ) {
				if ( str_contains( $link['href'], 'ec.europa.eu/consumers/odr' ) ) {
					$lacks[] = __( 'remove the link to the EU online dispute platform (closed since 20 July 2025)', 'tresen-setup' );
				}
			}
			if ( $lacks ) {
				/* translators: 1: page address, 2: list of missing links. */
				$missing[] = sprintf( __( '%1$s: %2$s', 'tresen-setup' ), $page->url, implode( ', ', array_unique( $lacks ) ) );
			}
		}
		foreach ( $s->pages as $kind => $page ) {
			if ( 0 === strpos( $kind, 'legal:' ) && ! $page->ok() ) {
				/* translators: 1: page address, 2: HTTP status. */
				$missing[] = sprintf( __( '%1$s does not open (status %2$d)', 'tresen-setup' ), $page->url, $page->status );
			}
		}
		if ( $missing ) {
			return new Result( 'legal-links', $title, false, __( 'These pages lack legal links:', 'tresen-setup' ), admin_url( 'nav-menus.php' ), $missing );
		}
		return new Result( 'legal-links', $title, true, __( 'Every page links to Impressum, Datenschutz, AGB, Widerrufsbelehrung, Vertrag widerrufen, Versand, Cookie-Einstellungen and Barrierefreiheit.', 'tresen-setup' ) );
	}

	/**
	 * The cancellation policy page with the model withdrawal form.
	 *
	 * @param Snapshot $s The pages.
	 */
	public static function withdrawal_information( Snapshot $s ): Result {
		$title = __( 'Cancellation policy with the model withdrawal form', 'tresen-setup' );
		$page  = $s->page( 'legal:withdrawal' );
		$fix   = self::page_url( 'tresen_withdrawal_page_id', 'widerrufsbelehrung' );
		if ( ! $page || ! $page->ok() ) {
			return new Result( 'withdrawal-information', $title, false, __( 'No page “Widerrufsbelehrung” is linked from the shop.', 'tresen-setup' ), $fix );
		}
		$text = $page->visible_text();
		if ( ! preg_match( '/Widerrufsformular/iu', $text ) ) {
			return new Result( 'withdrawal-information', $title, false, __( 'The cancellation policy lacks the model withdrawal form (Muster-Widerrufsformular).', 'tresen-setup' ), $fix );
		}
		if ( preg_match( '/(Alkohol|Spirituosen|Getränke)[^.]{0,80}vom\s+Widerruf(srecht)?\s+ausgeschlossen/iu', $text ) ) {
			return new Result( 'withdrawal-information', $title, false, __( 'The cancellation policy excludes drinks from withdrawal across the board; such a clause is not allowed.', 'tresen-setup' ), $fix );
		}
		return new Result( 'withdrawal-information', $title, true, __( 'The cancellation policy is linked and contains the model withdrawal form.', 'tresen-setup' ) );
	}

	/**
	 * The withdrawal button (§ 356a BGB): "Vertrag widerrufen" reachable as a guest, with a form.
	 *
	 * @param Snapshot $s The pages.
	 */
	public static function withdrawal_button( Snapshot $s ): Result {
		$title = __( 'Withdrawal button “Vertrag widerrufen”', 'tresen-setup' );
		$page  = $s->page( 'legal:withdraw' );
		$fix   = self::plugin_or( 'tresen-legal', self::page_url( 'tresen_withdrawal_form_page_id', 'vertrag-widerrufen' ) );
		if ( ! $page ) {
			return new Result( 'withdrawal-button', $title, false, __( 'No link “Vertrag widerrufen” was found on the shop’s pages.', 'tresen-setup' ), $fix );
		}
		if ( ! $page->ok() || ! $page->find( '//form' ) || $page->find( '//form//input[@type="password"]' ) ) {
			return new Result( 'withdrawal-button', $title, false, __( 'The page behind “Vertrag widerrufen” shows no form a guest can send without logging in.', 'tresen-setup' ), $fix, array( $page->url ) );
		}
		return new Result( 'withdrawal-button', $title, true, __( '“Vertrag widerrufen” opens a form a guest can send without logging in.', 'tresen-setup' ) );
	}

	/**
	 * The accessibility statement (BFSG): linked, naming the market surveillance authority.
	 *
	 * @param Snapshot $s The pages.
	 */
	public static function accessibility_statement( Snapshot $s ): Result {
		$title = __( 'Accessibility statement', 'tresen-setup' );
		$page  = $s->page( 'legal:accessibility' );
		$fix   = self::page_url( 'tresen_accessibility_page_id', 'barrierefreiheit' );
		if ( ! $page || ! $page->ok() ) {
			return new Result( 'accessibility-statement', $title, false, __( 'No page “Barrierefreiheit” is linked from the shop.', 'tresen-setup' ), $fix );
		}
		if ( ! preg_match( '/Marktüberwachung/iu', $page->visible_text() ) ) {
			return new Result( 'accessibility-statement', $title, false, __( 'The accessibility statement does not name the market surveillance authority (Marktüberwachungsbehörde).', 'tresen-setup' ), $fix );
		}
		return new Result( 'accessibility-statement', $title, true, __( 'The accessibility statement is linked and names the market surveillance authority.', 'tresen-setup' ) );
	}

	/**
	 * No tracker before consent, and a consent banner with a way to refuse.
	 *
	 * @param Snapshot $s The pages.
	 */
	public static function consent( Snapshot $s ): Result {
		$title = __( 'Consent before any tracker', 'tresen-setup' );
		$found = array();
		$pages = $s->storefront_pages();
		foreach ( $pages as $page ) {
			foreach ( $page->find( '//script[@src]|//iframe[@src]|//img[@src]|//link[@href]' ) as $el ) {
				if ( 'script' === $el->nodeName && 'text/plain' === strtolower( $el->getAttribute( 'type' ) ) ) {
					continue;
				}
				$src = (string) ( $el->getAttribute( 'src' ) ? $el->getAttribute( 'src' ) : $el->getAttribute( 'href' ) );
				foreach ( self::TRACKER_HOSTS as $host ) {
					if ( str_contains( $src, $host ) ) {
						$found[] = $src;
					}
				}
			}
			foreach ( $page->find( '//script[not(@src)]' ) as $el ) {
				$type = strtolower( $el->getAttribute( 'type' ) );
				if ( 'text/plain' === $type || str_contains( $type, 'json' ) ) {
					continue;
				}
				if ( preg_match( '/\b(fbq\(\s*[\'"]init|gtag\(\s*[\'"]config|_paq\.push|pintrk\(\s*[\'"]load|ttq\.load)/', (string) $el->textContent, $m ) ) {
					/* translators: %s: the tracker call found in an inline script. */
					$found[] = sprintf( __( 'inline script: %s', 'tresen-setup' ), $m[1] );
				}
			}
			$cookies = $page->header( 'set-cookie' );
			foreach ( explode( "\n", $cookies ) as $cookie ) {
				$name = trim( (string) strtok( $cookie, '=' ) );
				foreach ( self::TRACKER_COOKIES as $prefix ) {
					if ( '' !== $name && 0 === strpos( $name, $prefix ) ) {
						/* translators: %s: cookie name. */
						$found[] = sprintf( __( 'cookie %s', 'tresen-setup' ), $name );
					}
				}
			}
		}
		$fix = self::plugin_or( 'tresen-cookie-consent', admin_url( 'options-general.php?page=tresen-cookie-consent' ) );
		if ( $found ) {
			return new Result( 'consent', $title, false, __( 'Before any consent the shop loads or sets:', 'tresen-setup' ), $fix, array_values( array_unique( $found ) ) );
		}
		$home = $s->page( 'home' );
		if ( ! $home || ! $home->ok() || ! self::has_consent_banner( $home ) ) {
			return new Result( 'consent', $title, false, __( 'The home page offers no consent banner (with “Alle ablehnen”).', 'tresen-setup' ), $fix );
		}
		return new Result( 'consent', $title, true, __( 'No tracker loads before consent, and the consent banner is on the page.', 'tresen-setup' ) );
	}

	/**
	 * Whether a page carries a consent banner: Tresen's gate, or a visible "Alle ablehnen".
	 *
	 * @param Page $page Page.
	 */
	private static function has_consent_banner( Page $page ): bool {
		if ( $page->find( '//script[@id="tresen-cookie-consent-gate-js"]' ) ) {
			return true;
		}
		return (bool) preg_match( '/Alle ablehnen|Ablehnen/u', $page->visible_text() );
	}

	/**
	 * What can be seen of WCAG in the HTML: the page language, text for images,
	 * names for form fields, one main landmark. The full test is axe in a browser.
	 *
	 * @param Snapshot $s The pages.
	 */
	public static function accessibility_basics( Snapshot $s ): Result {
		$title = __( 'Accessibility basics: language, image texts, field labels', 'tresen-setup' );
		$found = array();
		foreach ( $s->storefront_pages() as $page ) {
			$html = $page->find( '//html' );
			$lang = $html ? strtolower( $html[0]->getAttribute( 'lang' ) ) : '';
			if ( 0 !== strpos( $lang, 'de' ) ) {
				/* translators: %s: page address. */
				$found[] = sprintf( __( '%s: the page language is not German (lang="de-DE")', 'tresen-setup' ), $page->url );
			}
			$no_alt = count( $page->find( '//img[not(@alt)]' ) );
			if ( $no_alt ) {
				/* translators: 1: page address, 2: number of images. */
				$found[] = sprintf( _n( '%1$s: %2$d image without alternative text', '%1$s: %2$d images without alternative text', $no_alt, 'tresen-setup' ), $page->url, $no_alt );
			}
			$unnamed = 0;
			foreach ( $page->find( '//input[not(@type="hidden") and not(@type="submit") and not(@type="button") and not(@type="image") and not(@type="reset")]|//select|//textarea' ) as $field ) {
				if ( ! self::field_has_name( $page, $field ) ) {
					++$unnamed;
				}
			}
			if ( $unnamed ) {
				/* translators: 1: page address, 2: number of fields. */
				$found[] = sprintf( _n( '%1$s: %2$d form field without a label', '%1$s: %2$d form fields without a label', $unnamed, 'tresen-setup' ), $page->url, $unnamed );
			}
			if ( ! $page->find( '//main|//*[@role="main"]' ) ) {
				/* translators: %s: page address. */
				$found[] = sprintf( __( '%s: no main landmark (<main>)', 'tresen-setup' ), $page->url );
			}
		}
		if ( $found ) {
			return new Result( 'accessibility-basics', $title, false, __( 'Found on the shop’s pages:', 'tresen-setup' ), admin_url( 'themes.php' ), $found );
		}
		return new Result( 'accessibility-basics', $title, true, __( 'The pages are German, images have alternative texts, form fields have labels and every page has a main landmark. A full WCAG test needs a browser (axe) and a keyboard walk-through.', 'tresen-setup' ) );
	}

	/**
	 * Whether a form field has an accessible name.
	 *
	 * @param Page        $page  Page.
	 * @param \DOMElement $field Field.
	 */
	private static function field_has_name( Page $page, \DOMElement $field ): bool {
		foreach ( array( 'aria-label', 'aria-labelledby', 'title' ) as $attr ) {
			if ( '' !== trim( $field->getAttribute( $attr ) ) ) {
				return true;
			}
		}
		$id = $field->getAttribute( 'id' );
		if ( '' !== $id && $page->find( '//label[@for=' . self::xpath_literal( $id ) . ']' ) ) {
			return true;
		}
		for ( $n = $field->parentNode; $n instanceof \DOMElement; $n = $n->parentNode ) {
			if ( 'label' === $n->nodeName ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * A string as an XPath literal.
	 *
	 * @param string $value Value.
	 */
	private static function xpath_literal( string $value ): string {
		if ( ! str_contains( $value, '"' ) ) {
			return '"' . $value . '"';
		}
		return "'" . str_replace( "'", '', $value ) . "'";
	}

	/**
	 * The shop is live: WooCommerce's coming-soon mode is off, so guests see
	 * the store pages (a new WooCommerce shop starts in that mode).
	 *
	 * @param Snapshot $s The pages.
	 */
	public static function store_visible( Snapshot $s ): Result {
		$title = __( 'The shop is open to guests', 'tresen-setup' );
		if ( ! $s->coming_soon ) {
			return new Result( 'store-visible', $title, true, __( 'The shop is live: guests see every page.', 'tresen-setup' ) );
		}
		return new Result(
			'store-visible',
			$title,
			false,
			$s->store_only
				? __( 'Your shop is still in WooCommerce’s “coming soon” mode: guests see a “coming soon” page instead of the shop, products, cart and checkout. The check looked at the pages as guests will see them once you open the shop.', 'tresen-setup' )
				: __( 'Your site is still in WooCommerce’s “coming soon” mode: guests see a “coming soon” page instead of every page. The check looked at the pages as guests will see them once you open the shop.', 'tresen-setup' ),
			admin_url( 'admin.php?page=wc-settings&tab=site-visibility' )
		);
	}

	/**
	 * Cart, checkout and account answered with headers that forbid caching.
	 *
	 * @param Snapshot $s The pages.
	 */
	public static function personal_pages_not_cached( Snapshot $s ): Result {
		$title = __( 'Personal pages are never cached', 'tresen-setup' );
		$found = array();
		$seen  = 0;
		foreach ( array( 'cart', 'checkout', 'account' ) as $kind ) {
			$page = $s->page( $kind );
			if ( ! $page || ! $page->ok() ) {
				continue;
			}
			++$seen;
			$cc = strtolower( $page->header( 'cache-control' ) );
			if ( ! preg_match( '/no-store|no-cache|private|max-age=0/', $cc ) ) {
				/* translators: 1: page address, 2: Cache-Control header. */
				$found[] = sprintf( __( '%1$s (Cache-Control: %2$s)', 'tresen-setup' ), $page->url, '' === $cc ? '–' : $cc );
			}
		}
		if ( ! $seen ) {
			return new Result( 'no-cache', $title, false, __( 'Neither cart, checkout nor account page could be read.', 'tresen-setup' ), admin_url( 'admin.php?page=wc-settings&tab=advanced' ) );
		}
		if ( $found ) {
			return new Result( 'no-cache', $title, false, __( 'These personal pages may be stored by a cache, so one customer could see another’s cart:', 'tresen-setup' ), admin_url( 'admin.php?page=wc-status' ), $found );
		}
		return new Result( 'no-cache', $title, true, __( 'Cart, checkout and account forbid caching.', 'tresen-setup' ) );
	}

	/**
	 * Where to fix a duty: the plugins screen when the suite's plugin for it is
	 * not active, else the given address.
	 *
	 * @param string $slug Plugin folder of the suite.
	 * @param string $url  Address otherwise.
	 */
	private static function plugin_or( string $slug, string $url ): string {
		return \Tresen\Setup\Plugin::suite_active( $slug ) ? $url : admin_url( 'plugins.php' );
	}

	/**
	 * The edit screen of a legal page (by option, else slug), or a new page.
	 *
	 * @param string $option Option holding the page id.
	 * @param string $slug   German slug.
	 */
	public static function page_url( string $option, string $slug ): string {
		$id   = (int) get_option( $option, 0 );
		$page = $id > 0 ? get_post( $id ) : null;
		if ( ! $page instanceof \WP_Post || 'page' !== $page->post_type ) {
			$page = get_page_by_path( $slug );
		}
		return $page instanceof \WP_Post ? admin_url( 'post.php?post=' . $page->ID . '&action=edit' ) : admin_url( 'post-new.php?post_type=page' );
	}
}
