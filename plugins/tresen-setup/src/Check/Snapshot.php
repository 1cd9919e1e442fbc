<?php
/**
 * The shop as a guest saw it during one check: the fetched pages and, for
 * each product page, what the catalogue says the page must show.
 *
 * @package Tresen\Setup
 */

namespace Tresen\Setup\Check;

defined( 'ABSPATH' ) || exit;

/**
 * Pages of one check run.
 */
final class Snapshot {

	/**
	 * Pages by kind (home, shop, cart, checkout, account, legal:<key>, withdraw).
	 *
	 * @var array<string, Page>
	 */
	public array $pages = array();

	/**
	 * Product pages with their duties.
	 *
	 * @var list<array{page: Page, name: string, edit_url: string, unit: bool, deposit: bool, alcoholic: bool, sale: bool}>
	 */
	public array $products = array();

	/**
	 * The shop's own stylesheets the pages link: address => CSS.
	 *
	 * @var array<string, string>
	 */
	public array $styles = array();

	/**
	 * Colour pairs the theme's global styles set: [what, text colour, background colour], CSS colours.
	 *
	 * @var list<array{0: string, 1: string, 2: string}>
	 */
	public array $colors = array();

	/**
	 * Whether the cart holds an item (the checkout page can only be seen with one).
	 *
	 * @var bool
	 */
	public bool $cart_filled = false;

	/**
	 * Whether the item in the cart needs an age check.
	 *
	 * @var bool
	 */
	public bool $cart_alcoholic = false;

	/**
	 * Whether the item in the cart carries a deposit.
	 *
	 * @var bool
	 */
	public bool $cart_deposit = false;

	/**
	 * Whether WooCommerce's coming-soon mode is on (guests do not see the
	 * shop; the check saw the pages through its preview, Preview).
	 *
	 * @var bool
	 */
	public bool $coming_soon = false;

	/**
	 * In coming-soon mode: only the store pages are hidden (WooCommerce's
	 * "store pages only"), not the whole site.
	 *
	 * @var bool
	 */
	public bool $store_only = false;

	/**
	 * A page by kind, or null.
	 *
	 * @param string $kind Kind.
	 */
	public function page( string $kind ): ?Page {
		return $this->pages[ $kind ] ?? null;
	}

	/**
	 * Every storefront page the footer must be on: home, shop, products, cart, checkout.
	 *
	 * @return list<Page>
	 */
	public function storefront_pages(): array {
		$out = array();
		foreach ( array( 'home', 'shop', 'cart', 'checkout' ) as $kind ) {
			if ( isset( $this->pages[ $kind ] ) && $this->pages[ $kind ]->ok() ) {
				$out[] = $this->pages[ $kind ];
			}
		}
		foreach ( $this->products as $product ) {
			if ( $product['page']->ok() ) {
				$out[] = $product['page'];
			}
		}
		return $out;
	}

	/**
	 * Adds a product page.
	 *
	 * @param Page   $page      The page.
	 * @param string $name      Product name.
	 * @param string $edit_url  Where the owner edits it.
	 * @param bool   $unit      Whether it must show a unit price.
	 * @param bool   $deposit   Whether it must show a deposit.
	 * @param bool   $alcoholic Whether it must show an age rule.
	 * @param bool   $sale      Whether it is reduced (must name the 30-day lowest price).
	 */
	public function add_product( Page $page, string $name, string $edit_url, bool $unit, bool $deposit, bool $alcoholic, bool $sale = false ): void {
		$this->products[] = compact( 'page', 'name', 'edit_url', 'unit', 'deposit', 'alcoholic', 'sale' );
	}

	/**
	 * The addresses of the stylesheets a page links.
	 *
	 * @param Page $page Page.
	 * @return list<string>
	 */
	public static function stylesheet_links( Page $page ): array {
		$out = array();
		foreach ( $page->find( '//link[@href]' ) as $link ) {
			if ( preg_match( '/(^|\s)stylesheet(\s|$)/i', $link->getAttribute( 'rel' ) ) ) {
				$out[] = html_entity_decode( $link->getAttribute( 'href' ) );
			}
		}
		return $out;
	}

	/**
	 * The CSS pages are styled with: their linked stylesheets of this shop
	 * (as fetched) and their own <style> elements, each text once.
	 *
	 * @param Page ...$pages Pages.
	 */
	public function css_of( Page ...$pages ): string {
		$parts = array();
		foreach ( $pages as $page ) {
			foreach ( self::stylesheet_links( $page ) as $href ) {
				if ( isset( $this->styles[ $href ] ) ) {
					$parts[ $href ] = $this->styles[ $href ];
				}
			}
			foreach ( $page->find( '//style' ) as $style ) {
				$text                  = $style->textContent; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM.
				$parts[ md5( $text ) ] = $text;
			}
		}
		return implode( "\n", $parts );
	}
}
