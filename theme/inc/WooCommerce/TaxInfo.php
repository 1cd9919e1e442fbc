<?php
/**
 * "incl. VAT, plus shipping" next to every product price (§ 6 PAngV).
 *
 * @package Tresen\Theme
 */

namespace Tresen\Theme\WooCommerce;

use Tresen\Theme\Feature;
use Tresen\Theme\LegalPages;
use Tresen\Theme\Theme;

defined( 'ABSPATH' ) || exit;

/**
 * Prints the tax and shipping note under the price in the product loop and
 * on the product page, linking to the shipping page.
 */
final class TaxInfo implements Feature {

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		if ( ! Theme::has_woocommerce() ) {
			return;
		}
		// In the loop, title and price sit inside the product link: the note (which holds a
		// link itself) goes right after that link closes (priority 5), before the button (10).
		add_action( 'woocommerce_after_shop_loop_item', array( $this, 'render' ), 7 );
		// On the product page: right after the price (10), before the short description (20).
		add_action( 'woocommerce_single_product_summary', array( $this, 'render' ), 15 );
	}

	/**
	 * Echoes the note.
	 */
	public function render(): void {
		echo self::html(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
	}

	/**
	 * The note's markup.
	 */
	public static function html(): string {
		$url = LegalPages::url( 'shipping' );
		/**
		 * Filters the URL the note's "shipping" links to.
		 *
		 * @param string $url URL of the shipping and payment page ('' when missing).
		 */
		$url = (string) apply_filters( 'tresen_shipping_info_url', $url );
		if ( '' === $url ) {
			return '<p class="tresen-tax-info">' . esc_html__( 'incl. VAT, plus shipping', 'tresen' ) . '</p>';
		}
		return '<p class="tresen-tax-info">' . sprintf(
			/* translators: %s: URL of the shipping and payment page. */
			wp_kses( __( 'incl. VAT, plus <a href="%s">shipping</a>', 'tresen' ), array( 'a' => array( 'href' => array() ) ) ),
			esc_url( $url )
		) . '</p>';
	}
}
