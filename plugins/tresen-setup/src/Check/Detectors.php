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
		'marker_size',
		'price_reference',
		'age_rule',
		'food_information',
		'delivery_info',
		'order_button',
		'legal_links',
		'dispute_resolution',
		'withdrawal_information',
		'withdrawal_button',
		'accessibility_statement',
		'consent',
		'accessibility_basics',
		'keyboard_contrast',
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
		// The gate as a file (`…-gate-js`) or printed in the page (`…-gate-js-after`).
		if ( $page->find( '//script[starts-with(@id, "tresen-cookie-consent-gate-js")]' ) ) {
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
	 * The EINWEG/MEHRWEG marker at least as large as the price (VerpackG
	 * § 32; §0 #4), read from the markup and the shop's CSS: no rule makes
	 * the marker smaller than the price text around it or the amount larger
	 * than the marker, and no <small>, <sub> or <sup> around it. The e2e
	 * compares the computed sizes in a browser.
	 *
	 * @param Snapshot $s The pages.
	 */
	public static function marker_size( Snapshot $s ): Result {
		$title   = __( 'EINWEG/MEHRWEG at least as large as the price', 'tresen-setup' );
		$found   = array();
		$checked = 0;
		$by_css  = array();
		foreach ( $s->storefront_pages() as $page ) {
			$markers = $page->by_class( 'tresen-deposit__marker' );
			if ( ! $markers ) {
				continue;
			}
			++$checked;
			foreach ( $markers as $marker ) {
				for ( $n = $marker; $n instanceof \DOMElement; $n = $n->parentNode ) {
					if ( in_array( $n->nodeName, array( 'small', 'sub', 'sup' ), true ) ) {
						/* translators: 1: page address, 2: HTML element. */
						$found[] = sprintf( __( '%1$s: the marker stands inside <%2$s>, which makes it smaller', 'tresen-setup' ), $page->url, $n->nodeName );
						break 2;
					}
					$size = preg_match( '/font-size\s*:\s*([^;]+)/i', $n->getAttribute( 'style' ), $m ) ? Css::font_size( $m[1] ) : null;
					if ( null !== $size && 'rel' === $size[0] && $size[1] < 0.999 ) {
						/* translators: 1: page address, 2: CSS value. */
						$found[] = sprintf( __( '%1$s: the marker’s markup sets font-size: %2$s', 'tresen-setup' ), $page->url, trim( $m[1] ) );
						break 2;
					}
					if ( $n->hasAttribute( 'class' ) && preg_match( '/(^|\s)price(\s|$)/', $n->getAttribute( 'class' ) ) ) {
						break;
					}
				}
			}
			// Product pages share the theme's stylesheets: each CSS is read once.
			$css = $s->css_of( $page );
			$key = md5( $css );
			if ( ! isset( $by_css[ $key ] ) ) {
				$by_css[ $key ] = self::marker_css_problems( $css );
			}
			foreach ( $by_css[ $key ] as $problem ) {
				/* translators: 1: page address, 2: what the CSS does. */
				$found[] = sprintf( __( '%1$s: %2$s', 'tresen-setup' ), $page->url, $problem );
			}
		}
		if ( ! $checked ) {
			return new Result( 'marker-size', $title, true, __( 'No page shows an EINWEG or MEHRWEG marker; nothing to compare.', 'tresen-setup' ) );
		}
		if ( $found ) {
			return new Result( 'marker-size', $title, false, __( 'The marker can be smaller than the price. Remove these styles (your theme or an extra CSS):', 'tresen-setup' ), admin_url( 'customize.php' ), array_values( array_unique( $found ) ) );
		}
		return new Result( 'marker-size', $title, true, __( 'No markup or style of the shop makes EINWEG/MEHRWEG smaller than the price.', 'tresen-setup' ) );
	}

	/**
	 * Rules of a stylesheet that make the marker smaller than the price.
	 *
	 * @param string $css Stylesheet.
	 * @return list<string>
	 */
	public static function marker_css_problems( string $css ): array {
		$marker_rel = array();
		$marker_abs = array();
		$amount     = array();
		foreach ( Css::rules( $css ) as $rule ) {
			$value = $rule['declarations']['font-size'] ?? '';
			$size  = '' === $value ? null : Css::font_size( $value );
			if ( null === $size ) {
				continue;
			}
			foreach ( $rule['selectors'] as $selector ) {
				$subject = Css::subject( $selector );
				if ( Css::has_class( $subject, 'tresen-deposit__marker' ) || Css::has_class( $subject, 'tresen-deposit' ) ) {
					if ( 'rel' === $size[0] ) {
						$marker_rel[] = array( $selector, $value, $size[1] );
					} else {
						$marker_abs[] = array( $selector, $value, $size[1] );
					}
				} elseif ( Css::has_class( $subject, 'woocommerce-Price-amount' ) || Css::has_class( $subject, 'amount' ) ) {
					$amount[] = array( $selector, $value, $size );
				}
			}
		}
		$out    = array();
		$marker = 1.0;
		foreach ( $marker_rel as list( $selector, $value, $factor ) ) {
			$marker = max( $marker, $factor );
			if ( $factor < 0.999 ) {
				/* translators: 1: CSS selector, 2: CSS value. */
				$out[] = sprintf( __( '“%1$s { font-size: %2$s }” makes the marker smaller than the price', 'tresen-setup' ), $selector, $value );
			}
		}
		$marker_px = $marker_abs ? min( array_column( $marker_abs, 2 ) ) : null;
		foreach ( $amount as list( $selector, $value, $size ) ) {
			$larger = 'rel' === $size[0] ? $size[1] > $marker + 0.001 && null === $marker_px : ( null === $marker_px || $marker_px + 0.01 < $size[1] );
			if ( $larger ) {
				/* translators: 1: CSS selector, 2: CSS value. */
				$out[] = sprintf( __( '“%1$s { font-size: %2$s }” makes the price larger than the marker', 'tresen-setup' ), $selector, $value );
			}
		}
		return $out;
	}

	/**
	 * A reduction names the lowest price of the 30 days before it (§ 11
	 * PAngV; §0 #5): no struck-through price without that reference, and a
	 * product on sale shows it.
	 *
	 * @param Snapshot $s The pages.
	 */
	public static function price_reference( Snapshot $s ): Result {
		$title   = __( 'Reductions name the lowest price of the last 30 days', 'tresen-setup' );
		$pattern = '/(niedrigste[rnms]?|tiefste[rnms]?|günstigste[rnms]?)\s+(gesamt)?preis\b[^.€]{0,40}\b30\s*tag|30[- ]tage[- ](tiefst|niedrigst|best)preis/iu';
		$found   = array();
		$seen    = 0;
		$fix     = '';
		foreach ( $s->products as $product ) {
			$page = $product['page'];
			if ( ! $product['sale'] || ! $page->ok() ) {
				continue;
			}
			++$seen;
			if ( ! preg_match( $pattern, $page->visible_text() ) ) {
				$found[] = $product['name'];
				$fix     = $fix ? $fix : $product['edit_url'];
			}
		}
		foreach ( $s->storefront_pages() as $page ) {
			foreach ( $page->by_class( 'price' ) as $price ) {
				if ( ! $page->find( './/del', $price ) ) {
					continue;
				}
				++$seen;
				if ( ! preg_match( $pattern, Page::text( $price ) ) ) {
					/* translators: %s: page address. */
					$found[] = sprintf( __( '%s: a struck-through price without the lowest price of the last 30 days', 'tresen-setup' ), $page->url );
					break;
				}
			}
		}
		if ( ! $seen ) {
			return new Result( 'price-reference', $title, true, __( 'No product the check saw is reduced; nothing to show.', 'tresen-setup' ) );
		}
		if ( $found ) {
			return new Result( 'price-reference', $title, false, __( 'A reduction must name the lowest price of the 30 days before it (“Niedrigster Preis der letzten 30 Tage”), not the regular price. Missing here:', 'tresen-setup' ), self::plugin_or( 'tresen-legal', $fix ? $fix : admin_url( 'edit.php?post_type=product' ) ), array_values( array_unique( $found ) ) );
		}
		return new Result( 'price-reference', $title, true, __( 'Reduced products name the lowest price of the last 30 days, and no regular price is struck through without it.', 'tresen-setup' ) );
	}

	/**
	 * The statement on consumer dispute resolution (§ 36 VSBG) in the
	 * Impressum or the AGB.
	 *
	 * @param Snapshot $s The pages.
	 */
	public static function dispute_resolution( Snapshot $s ): Result {
		$title = __( 'Statement on consumer dispute resolution (VSBG)', 'tresen-setup' );
		$read  = 0;
		foreach ( array( 'legal:imprint', 'legal:terms' ) as $kind ) {
			$page = $s->page( $kind );
			if ( ! $page || ! $page->ok() ) {
				continue;
			}
			++$read;
			$text = $page->visible_text();
			if ( preg_match( '/Verbraucherschlichtungsstelle|Schlichtungsstelle|Streitbeilegungsverfahren/iu', $text ) && preg_match( '/\b(bereit|verpflichtet|teilzunehmen|teilnehmen|nehmen[^.]{0,120}teil)\b/iu', $text ) ) {
				return new Result( 'dispute-resolution', $title, true, __( 'The Impressum or the AGB say whether you take part in dispute resolution before a consumer arbitration board.', 'tresen-setup' ) );
			}
		}
		return new Result(
			'dispute-resolution',
			$title,
			false,
			$read
				? __( 'Neither the Impressum nor the AGB say whether you take part in dispute resolution before a consumer arbitration board (§ 36 VSBG), e.g. “Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.” (The duty applies from 11 employees, and always when you take part or must take part.)', 'tresen-setup' )
				: __( 'Neither an Impressum nor AGB are linked from the shop, so there is no statement on consumer dispute resolution.', 'tresen-setup' ),
			self::page_url( 'tresen_imprint_page_id', 'impressum' )
		);
	}

	/**
	 * What can be seen of keyboard use and contrast without a browser: no
	 * positive tabindex, no focus outline removed without a replacement,
	 * text colours on their background with at least 4.5:1 (inline styles
	 * of the pages and the theme's global styles). The full test is axe and
	 * a keyboard walk-through in a browser.
	 *
	 * @param Snapshot $s The pages.
	 */
	public static function keyboard_contrast( Snapshot $s ): Result {
		$title = __( 'Keyboard focus and colour contrast', 'tresen-setup' );
		$found = array();
		$pages = $s->storefront_pages();
		foreach ( $pages as $page ) {
			$positive = 0;
			foreach ( $page->find( '//*[@tabindex]' ) as $el ) {
				if ( (int) $el->getAttribute( 'tabindex' ) > 0 ) {
					++$positive;
				}
			}
			if ( $positive ) {
				/* translators: 1: page address, 2: number of elements. */
				$found[] = sprintf( _n( '%1$s: %2$d element with a positive tabindex changes the keyboard order', '%1$s: %2$d elements with a positive tabindex change the keyboard order', $positive, 'tresen-setup' ), $page->url, $positive );
			}
			foreach ( $page->find( '//*[@style]' ) as $el ) {
				$style = $el->getAttribute( 'style' );
				if ( preg_match( '/(?:^|;)\s*color\s*:\s*([^;]+)/i', $style, $fg ) && preg_match( '/background(?:-color)?\s*:\s*(#[0-9a-f]{3,8}|rgba?\([^)]*\)|white|black)\b/i', $style, $bg ) ) {
					$ratio = Css::contrast( $fg[1], $bg[1] );
					if ( null !== $ratio && $ratio < 4.5 && '' !== trim( Page::text( $el ) ) ) {
						/* translators: 1: page address, 2: text, 3: contrast ratio. */
						$found[] = sprintf( __( '%1$s: “%2$s” has a contrast of %3$s:1 (at least 4.5:1)', 'tresen-setup' ), $page->url, mb_substr( trim( Page::text( $el ) ), 0, 40 ), number_format_i18n( $ratio, 1 ) );
					}
				}
			}
		}
		// Every stylesheet of the pages once (they share the theme's).
		foreach ( array_unique( self::focus_css_problems( $s->css_of( ...$pages ) ) ) as $selector ) {
			/* translators: %s: CSS selector. */
			$found[] = sprintf( __( '“%s” removes the focus outline without showing focus otherwise', 'tresen-setup' ), $selector );
		}
		foreach ( $s->colors as list( $what, $fg, $bg ) ) {
			$ratio = Css::contrast( $fg, $bg );
			if ( null !== $ratio && $ratio < 4.5 ) {
				/* translators: 1: what (text, links, buttons), 2: colour, 3: colour, 4: contrast ratio. */
				$found[] = sprintf( __( 'Theme colours, %1$s: %2$s on %3$s has a contrast of %4$s:1 (at least 4.5:1)', 'tresen-setup' ), $what, $fg, $bg, number_format_i18n( $ratio, 1 ) );
			}
		}
		if ( $found ) {
			return new Result( 'keyboard-contrast', $title, false, __( 'Found on the shop’s pages:', 'tresen-setup' ), admin_url( 'customize.php' ), $found );
		}
		return new Result( 'keyboard-contrast', $title, true, __( 'No positive tabindex, no focus outline removed without a replacement, and the theme’s and the pages’ own text colours have at least 4.5:1 contrast. A keyboard walk-through and axe in a browser test the rest.', 'tresen-setup' ) );
	}

	/**
	 * Selectors of rules that remove the focus outline on :focus (not
	 * :focus-visible) without a box shadow, border or background instead.
	 *
	 * @param string $css Stylesheet.
	 * @return list<string>
	 */
	public static function focus_css_problems( string $css ): array {
		$out   = array();
		$rules = Css::rules( $css );
		// Classes of containers that show focus for their field (:focus-within, or a state class a script sets).
		$shown = array();
		foreach ( $rules as $rule ) {
			$d = $rule['declarations'];
			if ( ! array_intersect_key( $d, array_flip( array( 'outline', 'outline-color', 'box-shadow', 'border', 'border-color' ) ) ) || preg_match( '/^(none|0)$/i', (string) ( $d['outline'] ?? $d['box-shadow'] ?? 'x' ) ) ) {
				continue;
			}
			foreach ( $rule['selectors'] as $selector ) {
				$subject = Css::subject( $selector );
				if ( preg_match( '/:focus-within|\.(is-active|is-focused|has-focus|focused)(?![\w-])/', $subject ) && preg_match_all( '/\.([\w-]+)/', $subject, $m ) ) {
					$shown = array_merge( $shown, array_diff( $m[1], array( 'is-active', 'is-focused', 'has-focus', 'focused' ) ) );
				}
			}
		}
		foreach ( $rules as $rule ) {
			$d       = $rule['declarations'];
			$outline = strtolower( $d['outline'] ?? ( $d['outline-style'] ?? ( $d['outline-width'] ?? '' ) ) );
			if ( ! preg_match( '/^(none|0|0px|hidden)(\s|$)/', $outline ) ) {
				continue;
			}
			foreach ( array( 'box-shadow', 'border', 'border-color', 'border-bottom', 'background', 'background-color', 'text-decoration' ) as $instead ) {
				if ( isset( $d[ $instead ] ) && ! preg_match( '/^(none|0|transparent|inherit|initial)$/i', $d[ $instead ] ) ) {
					continue 2;
				}
			}
			foreach ( $rule['selectors'] as $selector ) {
				if ( str_contains( $selector, 'focus-visible' ) ) {
					continue; // :focus:not(:focus-visible) keeps the outline for the keyboard.
				}
				$plain = (string) preg_replace( '/:not\([^)]*\)/', '', $selector );
				if ( ! preg_match( '/:focus(?![\w-])/', $plain ) || ! self::is_control( Css::subject( $plain ) ) ) {
					continue;
				}
				foreach ( $shown as $class_name ) {
					if ( Css::has_class( $plain, $class_name ) ) {
						continue 2;
					}
				}
				$out[] = $selector;
			}
		}
		return $out;
	}

	/**
	 * Whether a compound selector selects controls a keyboard user tabs to:
	 * links, buttons, fields, summary, anything with an href, a role of a
	 * control or a tabindex of 0 or more, or every element (`*`, `:focus`).
	 * Containers focused by script (a dialog, `main` with tabindex -1) may
	 * go without an outline.
	 *
	 * @param string $compound Compound selector.
	 */
	private static function is_control( string $compound ): bool {
		$bare = (string) preg_replace( '/::?[\w-]+(\([^)]*\))?/', '', $compound );
		if ( '' === $bare || '*' === $bare ) {
			return true;
		}
		if ( preg_match( '/\[tabindex\s*=\s*["\']?-/', $bare ) ) {
			return false;
		}
		return (bool) preg_match( '/^(a|button|input|select|textarea|summary)(?![\w-])|\[href|\[tabindex|\[role\s*=\s*["\']?(button|link|tab|checkbox|radio|menuitem)/i', $bare );
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
