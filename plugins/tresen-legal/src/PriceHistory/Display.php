<?php
/**
 * How a reduction is announced in the shop (§ 11 PAngV; CJEU C-330/23):
 * WooCommerce strikes through the regular price, which is no lawful
 * reference. Instead a product on sale shows its sale price and, below,
 * "Niedrigster Preis der letzten 30 Tage: 27,90 €"; a percentage in the
 * sale badge is computed from that reference.
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal\PriceHistory;

defined( 'ABSPATH' ) || exit;

/**
 * Filters the price HTML, the variation prices and the sale badge.
 */
final class Display {

	/** Style handle of the few rules the reference needs in any theme. */
	private const STYLE = 'tresen-legal-price-history';

	/**
	 * Adds the hooks.
	 */
	public static function register(): void {
		// Early: replace WooCommerce's strike-through before others add to the price (deposit at 20).
		add_filter( 'woocommerce_get_price_html', array( self::class, 'replace_strike_through' ), 1, 2 );
		// Late: the reference goes last, on its own line.
		add_filter( 'woocommerce_get_price_html', array( self::class, 'append_reference' ), 90, 2 );
		// A chosen variation on sale shows its own price and reference, even when all cost the same.
		add_filter( 'woocommerce_show_variation_price', array( self::class, 'show_variation_price' ), 20, 3 );
		add_filter( 'woocommerce_sale_flash', array( self::class, 'sale_flash' ), 90, 3 );
		add_action( 'wp_enqueue_scripts', array( self::class, 'enqueue_style' ) );
	}

	/**
	 * Replaces WooCommerce's "<del>regular</del> <ins>sale</ins>" with the
	 * sale price alone. A simple product or variation seen for the first time
	 * gets its price recorded here.
	 *
	 * @param string|mixed $html    Price HTML.
	 * @param mixed        $product Product.
	 * @return string|mixed
	 */
	public static function replace_strike_through( $html, $product ) {
		if ( ! is_string( $html ) || '' === $html || ! $product instanceof \WC_Product ) {
			return $html;
		}
		if ( $product instanceof \WC_Product_Variable ) {
			$prices = $product->get_variation_prices( true );
			if ( ! $product->is_on_sale() || empty( $prices['price'] ) ) {
				return $html;
			}
			$price   = current( $prices['price'] );
			$regular = end( $prices['regular_price'] );
			// WooCommerce strikes through only when every variation costs the same.
			$struck = wc_format_sale_price( wc_price( $regular ), wc_price( $price ) );
			return str_replace( $struck, self::sale_price_html( wc_price( $price ) ), $html );
		}
		if ( ! PriceHistory::has_own_price( $product ) ) {
			return $html;
		}
		PriceHistory::observe( $product );
		if ( ! $product->is_on_sale() ) {
			return $html;
		}
		$sale = (string) wc_get_price_to_display( $product );
		// The same call WooCommerce makes (a number as string formats the same).
		$struck = wc_format_sale_price( (string) wc_get_price_to_display( $product, array( 'price' => $product->get_regular_price() ) ), $sale );
		$own    = self::sale_price_html( wc_price( (float) $sale ) );
		if ( str_contains( $html, $struck ) ) {
			return str_replace( $struck, $own, $html );
		}
		// Another filter reshaped WooCommerce's markup: keep no strike-through of the regular price.
		return str_contains( $html, '<del' ) ? $own . $product->get_price_suffix() : $html;
	}

	/**
	 * Appends "Lowest price in the last 30 days: X" to the price of a product
	 * on sale (and of a variable product whose variations share one reference).
	 *
	 * @param string|mixed $html    Price HTML.
	 * @param mixed        $product Product.
	 * @return string|mixed
	 */
	public static function append_reference( $html, $product ) {
		if ( ! is_string( $html ) || '' === $html || ! $product instanceof \WC_Product || ! $product->is_on_sale() ) {
			return $html;
		}
		$reference = self::display_reference( $product );
		return null === $reference ? $html : $html . self::reference_html( $reference );
	}

	/**
	 * The reference as displayed (with or without tax, as the shop shows
	 * prices). For a variable product the one reference all its variations on
	 * sale share, when their price is the same (no range); otherwise null.
	 *
	 * @param \WC_Product $product Product.
	 */
	public static function display_reference( \WC_Product $product ): ?float {
		if ( $product instanceof \WC_Product_Variable ) {
			$prices = $product->get_variation_prices( true );
			if ( empty( $prices['price'] ) || current( $prices['price'] ) !== end( $prices['price'] ) ) {
				return null; // A range: each variation shows its own reference once chosen.
			}
			$shared = null;
			foreach ( $product->get_visible_children() as $child_id ) {
				$child = wc_get_product( $child_id );
				if ( ! $child instanceof \WC_Product || ! $child->is_on_sale() ) {
					continue;
				}
				$reference = self::display_reference( $child );
				if ( null === $reference || ( null !== $shared && abs( $shared - $reference ) >= 0.005 ) ) {
					return null;
				}
				$shared = $reference;
			}
			return $shared;
		}
		$reference = PriceHistory::reference_price( $product );
		return null === $reference ? null : (float) wc_get_price_to_display( $product, array( 'price' => $reference ) );
	}

	/**
	 * Shows a chosen variation's price (and reference) when it is on sale.
	 *
	 * @param bool|mixed $show      WooCommerce's decision.
	 * @param mixed      $parent    Variable product.
	 * @param mixed      $variation Variation.
	 * @return bool|mixed
	 */
	public static function show_variation_price( $show, $parent, $variation ) {
		unset( $parent );
		return $show || ( $variation instanceof \WC_Product && $variation->is_on_sale() );
	}

	/**
	 * A sale badge that names a percentage gets it from the 30-day reference;
	 * when there is no reduction against it, the badge goes. A badge without
	 * a percentage stays as it is.
	 *
	 * @param string|mixed $html    Badge HTML.
	 * @param mixed        $post    Post.
	 * @param mixed        $product Product.
	 * @return string|mixed
	 */
	public static function sale_flash( $html, $post = null, $product = null ) {
		unset( $post );
		if ( ! is_string( $html ) || ! $product instanceof \WC_Product ) {
			return $html;
		}
		$parts = preg_split( '/(<[^>]*>)/', $html, -1, PREG_SPLIT_DELIM_CAPTURE );
		if ( false === $parts ) {
			return $html;
		}
		$pattern = '/\d+(?:[.,]\d+)?(?=(?:\s|&nbsp;|&#160;|\x{00A0}|\x{202F})*%)/u';
		foreach ( $parts as $i => $part ) {
			if ( str_starts_with( $part, '<' ) || ! preg_match( $pattern, $part ) ) {
				continue;
			}
			$percent = PriceHistory::reduction_percent( $product );
			if ( null === $percent ) {
				return $html;
			}
			if ( $percent <= 0 ) {
				return '';
			}
			$parts[ $i ] = (string) preg_replace( $pattern, (string) $percent, $part, 1 );
			return implode( '', $parts );
		}
		return $html;
	}

	/**
	 * The sale price, with WooCommerce's screen reader wording.
	 *
	 * @param string $price Formatted price (wc_price()).
	 */
	public static function sale_price_html( string $price ): string {
		return '<ins aria-hidden="true">' . $price . '</ins><span class="screen-reader-text">'
			. esc_html(
				sprintf(
					/* translators: %s: the current (sale) price, e.g. "24,90 €". */
					__( 'Current price is: %s.', 'tresen-legal' ),
					wp_strip_all_tags( $price )
				)
			)
			. '</span>';
	}

	/**
	 * "Lowest price in the last 30 days: 27,90 €".
	 *
	 * @param float $reference Displayed reference price.
	 */
	public static function reference_html( float $reference ): string {
		return ' <span class="tresen-price-reference">' . sprintf(
			/* translators: %s: the lowest price of the 30 days before the reduction, e.g. "27,90 €". */
			esc_html__( 'Lowest price in the last 30 days: %s', 'tresen-legal' ),
			wc_price( $reference )
		) . '</span>';
	}

	/**
	 * The reference on its own line, in the text's weight, in any theme.
	 */
	public static function enqueue_style(): void {
		wp_register_style( self::STYLE, false, array(), TRESEN_LEGAL_VERSION );
		wp_enqueue_style( self::STYLE );
		wp_add_inline_style( self::STYLE, '.tresen-price-reference{display:block;margin-top:.125rem;font-size:.8125rem;font-weight:400;line-height:1.4}' );
	}
}
