<?php
/**
 * Page caching rules (WooCommerce's subset): cart, checkout and account pages
 * are sent with WordPress's no-cache headers and tell page caches not to keep
 * them (DONOTCACHEPAGE, DONOTCACHEOBJECT, DONOTCACHEDB).
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Cache helper.
 */
class WC_Cache_Helper {

	/**
	 * Hooks.
	 */
	public static function init() {
		add_filter( 'wp_headers', array( __CLASS__, 'prevent_caching' ), 5 );
	}

	/**
	 * Adds the no-cache headers on cart, checkout and account pages. As in
	 * WooCommerce 10.5, guests get no `no-store` (so the back/forward cache
	 * still works); `private, no-cache` keeps shared caches away.
	 *
	 * @param array $headers Headers.
	 * @return array
	 */
	public static function prevent_caching( $headers ) {
		if ( ! is_blog_installed() ) {
			return $headers;
		}
		$page_ids = array_filter( array( wc_get_page_id( 'cart' ), wc_get_page_id( 'checkout' ), wc_get_page_id( 'myaccount' ) ) );
		if ( ! $page_ids || ! is_page( $page_ids ) ) {
			return $headers;
		}
		self::set_nocache_constants();
		$old_directives = isset( $headers['Cache-Control'] ) ? preg_split( '/\s*,\s*/', trim( $headers['Cache-Control'] ) ) : array();
		$nocache        = wp_get_nocache_headers();
		$new_directives = isset( $nocache['Cache-Control'] ) ? preg_split( '/\s*,\s*/', trim( $nocache['Cache-Control'] ) ) : array();
		$headers        = array_merge( $headers, $nocache );
		if ( ! is_user_logged_in() ) {
			$new_directives = array_diff( $new_directives, array( 'no-store' ) );
		}
		$headers['Cache-Control'] = implode( ', ', array_unique( array_merge( (array) $old_directives, (array) $new_directives ) ) );
		return $headers;
	}

	/**
	 * Tells page, object and database caches not to cache this request.
	 *
	 * @param mixed $return Value to return (for use as a filter).
	 * @return mixed
	 */
	public static function set_nocache_constants( $return = true ) {
		wc_maybe_define_constant( 'DONOTCACHEPAGE', true );
		wc_maybe_define_constant( 'DONOTCACHEOBJECT', true );
		wc_maybe_define_constant( 'DONOTCACHEDB', true );
		return $return;
	}
}
