<?php
/**
 * English shop routes (/cart/, /basket/, /checkout/, /my-account/, /account/) lead to
 * the German pages, so old links, bookmarks and muscle memory keep working.
 *
 * @package Tresen\Shop
 */

namespace Tresen\Shop;

defined( 'ABSPATH' ) || exit;

/**
 * Redirects English aliases of the WooCommerce pages that would otherwise be 404s.
 */
final class RouteAliases {

	/**
	 * Alias path => WooCommerce page key (wc_get_page_id()).
	 */
	private const ALIASES = array(
		'cart'       => 'cart',
		'basket'     => 'cart',
		'checkout'   => 'checkout',
		'my-account' => 'myaccount',
		'account'    => 'myaccount',
	);

	/**
	 * Adds the hook.
	 */
	public static function register(): void {
		add_action( 'template_redirect', array( self::class, 'maybe_redirect' ), 5 );
	}

	/**
	 * Permanent redirect from an alias to the page, keeping the rest of the path and the query.
	 */
	public static function maybe_redirect(): void {
		if ( ! is_404() || ! function_exists( 'wc_get_page_id' ) ) {
			return;
		}
		$target = self::target( isset( $_SERVER['REQUEST_URI'] ) ? wp_unslash( $_SERVER['REQUEST_URI'] ) : '' ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- parsed, only matched against a fixed list.
		if ( '' !== $target ) {
			wp_safe_redirect( $target, 301, 'Tresen' );
			exit;
		}
	}

	/**
	 * The URL an alias request goes to, or '' when it is no alias.
	 *
	 * @param string $request_uri Request URI (path and query).
	 */
	public static function target( string $request_uri ): string {
		$path  = (string) wp_parse_url( $request_uri, PHP_URL_PATH );
		$query = (string) wp_parse_url( $request_uri, PHP_URL_QUERY );
		$home  = (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH );
		if ( '' !== $home && '/' !== $home && 0 === strpos( $path, $home ) ) {
			$path = substr( $path, strlen( rtrim( $home, '/' ) ) );
		}
		$parts = explode( '/', trim( $path, '/' ), 2 );
		$alias = strtolower( $parts[0] );
		if ( ! isset( self::ALIASES[ $alias ] ) ) {
			return '';
		}
		$page_id = wc_get_page_id( self::ALIASES[ $alias ] );
		if ( $page_id <= 0 || 'publish' !== get_post_status( $page_id ) ) {
			return '';
		}
		$url = (string) get_permalink( $page_id );
		if ( untrailingslashit( (string) wp_parse_url( $url, PHP_URL_PATH ) ) === '/' . $alias ) {
			return ''; // The page itself lives there.
		}
		if ( ! empty( $parts[1] ) ) {
			$url = trailingslashit( $url ) . implode( '/', array_map( 'rawurlencode', explode( '/', trim( $parts[1], '/' ) ) ) ) . '/';
		}
		return '' !== $query ? $url . '?' . $query : $url;
	}
}
