<?php
/**
 * The shop's legal pages the plugin links to, found the way the theme finds
 * them: by the option that holds the page id, else by the German slug.
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal;

defined( 'ABSPATH' ) || exit;

/**
 * Resolves legal page URLs.
 */
final class Pages {

	/**
	 * Key => [option holding the page id, slug].
	 *
	 * @var array<string, array{0: string, 1: string}>
	 */
	private const PAGES = array(
		'terms'      => array( 'woocommerce_terms_page_id', 'agb' ),
		'withdrawal' => array( 'tresen_withdrawal_page_id', 'widerrufsbelehrung' ),
		'shipping'   => array( 'tresen_shipping_page_id', 'versand-und-zahlung' ),
		'withdraw'   => array( 'tresen_withdrawal_form_page_id', 'vertrag-widerrufen' ),
	);

	/**
	 * The published page for a key, or null.
	 *
	 * @param string $key terms, withdrawal, shipping or withdraw (the withdrawal button's form).
	 */
	public static function get( string $key ): ?\WP_Post {
		if ( ! isset( self::PAGES[ $key ] ) ) {
			return null;
		}
		list( $option, $slug ) = self::PAGES[ $key ];
		$id                    = (int) get_option( $option, 0 );
		$page                  = $id > 0 ? get_post( $id ) : null;
		if ( ! $page instanceof \WP_Post || 'page' !== $page->post_type ) {
			$page = get_page_by_path( $slug );
		}
		return ( $page instanceof \WP_Post && 'publish' === $page->post_status ) ? $page : null;
	}

	/**
	 * Permalink of a key's page, or ''.
	 *
	 * @param string $key terms, withdrawal, shipping or withdraw (the withdrawal button's form).
	 */
	public static function url( string $key ): string {
		$page = self::get( $key );
		return $page ? (string) get_permalink( $page ) : '';
	}
}
