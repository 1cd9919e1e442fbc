<?php
/**
 * Finds the shop's legal pages.
 *
 * @package Tresen\Theme
 */

namespace Tresen\Theme;

defined( 'ABSPATH' ) || exit;

/**
 * Resolves the legal and service pages by their option (when WordPress or
 * WooCommerce keeps one) or by their German slug.
 */
final class LegalPages {

	/**
	 * Page keys in footer order: key => [option holding the page id, slug].
	 *
	 * @var array<string, array{0: string, 1: string}>
	 */
	private const PAGES = array(
		'imprint'       => array( 'tresen_imprint_page_id', 'impressum' ),
		'privacy'       => array( 'wp_page_for_privacy_policy', 'datenschutzerklaerung' ),
		'terms'         => array( 'woocommerce_terms_page_id', 'agb' ),
		'withdrawal'    => array( 'tresen_withdrawal_page_id', 'widerrufsbelehrung' ),
		'withdraw'      => array( 'tresen_withdrawal_form_page_id', 'vertrag-widerrufen' ),
		'shipping'      => array( 'tresen_shipping_page_id', 'versand-und-zahlung' ),
		'accessibility' => array( 'tresen_accessibility_page_id', 'barrierefreiheit' ),
		'contact'       => array( 'tresen_contact_page_id', 'kontakt' ),
	);

	/**
	 * Keys of every known page, in footer order.
	 *
	 * @return string[]
	 */
	public static function keys(): array {
		return array_keys( self::PAGES );
	}

	/**
	 * The published page for a key, or null.
	 *
	 * @param string $key One of keys().
	 */
	public static function get( string $key ): ?\WP_Post {
		if ( ! isset( self::PAGES[ $key ] ) ) {
			return null;
		}
		list( $option, $slug ) = self::PAGES[ $key ];
		$page                  = null;
		$id                    = (int) get_option( $option, 0 );
		if ( $id > 0 ) {
			$page = get_post( $id );
		}
		if ( ! $page instanceof \WP_Post || 'page' !== $page->post_type ) {
			$page = get_page_by_path( $slug );
		}
		return ( $page instanceof \WP_Post && 'publish' === $page->post_status ) ? $page : null;
	}

	/**
	 * Permalink of a key's page, or '' when the page does not exist.
	 *
	 * @param string $key One of keys().
	 */
	public static function url( string $key ): string {
		$page = self::get( $key );
		return $page ? (string) get_permalink( $page ) : '';
	}

	/**
	 * Every existing legal page as key => [title, url], in footer order.
	 *
	 * @return array<string, array{title: string, url: string}>
	 */
	public static function links(): array {
		$out = array();
		foreach ( self::keys() as $key ) {
			$page = self::get( $key );
			if ( $page ) {
				$out[ $key ] = array(
					'title' => get_the_title( $page ),
					'url'   => (string) get_permalink( $page ),
				);
			}
		}
		return $out;
	}
}
