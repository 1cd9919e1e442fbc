<?php
/**
 * The storefront's cart fragments: the header count (any theme's `span[data-cart-count]`) and the session nonce of the
 * mini-cart quantity endpoint. Fragments are per session and never part of
 * a cached page.
 *
 * @package Tresen\Storefront
 */

namespace Tresen\Storefront\Cart;

defined( 'ABSPATH' ) || exit;

/**
 * Adds fragments through `woocommerce_add_to_cart_fragments`.
 */
final class Fragments {

	public const COUNT_SELECTOR   = 'span[data-cart-count]';
	public const SESSION_SELECTOR = 'div.tresen-cart-session';

	/**
	 * Adds the storefront's fragments.
	 *
	 * @param mixed $fragments Selector => markup.
	 * @return array<string, string>
	 */
	public static function add( $fragments ): array {
		$fragments = is_array( $fragments ) ? $fragments : array();
		$count     = function_exists( 'WC' ) && WC()->cart ? (int) WC()->cart->get_cart_contents_count() : 0;

		$fragments[ self::COUNT_SELECTOR ]   = sprintf(
			'<span class="cart-count" data-cart-count="%1$d">%2$s</span>',
			$count,
			esc_html( number_format_i18n( $count ) )
		);
		$fragments[ self::SESSION_SELECTOR ] = sprintf(
			'<div class="tresen-cart-session" hidden data-nonce="%s"></div>',
			esc_attr( wp_create_nonce( QuantityEndpoint::NONCE_ACTION ) )
		);
		return $fragments;
	}
}
