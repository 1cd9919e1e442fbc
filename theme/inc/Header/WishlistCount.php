<?php
/**
 * `admin-ajax.php?action=flatsome_update_wishlist_count`: the number of
 * products on the visitor's wishlists, as a JSON number. The header script
 * asks after the page has loaded (pages are cached, so the count is never
 * in their HTML). The count comes from the documented filter
 * `tresen_wishlist_count` (the wishlist plugin answers it; 0 without it).
 * When the wishlist plugin is active it also answers the action itself
 * (priority 10, before this handler), with the same number.
 *
 * @package Tresen\Theme
 */

namespace Tresen\Theme\Header;

use Tresen\Theme\Feature;

defined( 'ABSPATH' ) || exit;

/**
 * Wishlist count endpoint.
 */
final class WishlistCount implements Feature {

	public const ACTION = 'flatsome_update_wishlist_count';

	/**
	 * Adds the action for guests and customers.
	 */
	public function register(): void {
		add_action( 'wp_ajax_' . self::ACTION, array( self::class, 'respond' ), 20 );
		add_action( 'wp_ajax_nopriv_' . self::ACTION, array( self::class, 'respond' ), 20 );
	}

	/**
	 * The current visitor's count (never negative).
	 */
	public static function count(): int {
		/**
		 * Filters the number of products on the current visitor's wishlists
		 * (the header's wishlist badge). The wishlist plugin answers it.
		 *
		 * @param int $count Count (0 when no wishlist plugin answers).
		 */
		$count = apply_filters( 'tresen_wishlist_count', 0 );
		return is_numeric( $count ) ? max( 0, (int) $count ) : 0;
	}

	/**
	 * Name of the script-readable cookie the wishlist plugin keeps while the
	 * visitor's lists hold items. The header script asks for the count only
	 * for logged-in visitors and guests with this cookie; '' asks for everyone.
	 */
	public static function cookie(): string {
		/**
		 * Filters the cookie that tells the header script a guest has wishlist
		 * items (default the wishlist plugin's `tresen_wishlist_count`; '' makes
		 * the script ask for every visitor, e.g. for another wishlist plugin).
		 *
		 * @param string $cookie Cookie name.
		 */
		$cookie = apply_filters( 'tresen_wishlist_count_cookie', 'tresen_wishlist_count' );
		return is_string( $cookie ) ? sanitize_key( $cookie ) : '';
	}

	/**
	 * Answers the action with the count and ends the request.
	 */
	public static function respond(): void {
		nocache_headers();
		wp_send_json( self::count() );
	}
}
