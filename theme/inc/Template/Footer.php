<?php
/**
 * Pieces of the site footer.
 *
 * @package Tresen\Theme
 */

namespace Tresen\Theme\Template;

use Tresen\Theme\LegalPages;
use Tresen\Theme\Owner\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Renders the legal links, the consent link and the price note.
 */
final class Footer {

	/**
	 * The legal links list: the footer-legal menu when assigned, otherwise
	 * every existing legal page; the cookie settings link comes last.
	 */
	public static function legal_links(): string {
		$consent = sprintf(
			'<li class="menu-item menu-item-consent"><a href="#" class="tresen-manage-consent">%s</a></li>',
			esc_html__( 'Cookie settings', 'tresen' )
		);
		if ( has_nav_menu( 'footer-legal' ) ) {
			$menu = (string) wp_nav_menu(
				array(
					'theme_location' => 'footer-legal',
					'container'      => '',
					'menu_class'     => 'menu legal-menu',
					'depth'          => 1,
					'echo'           => false,
					'fallback_cb'    => false,
					// items_wrap is a sprintf() format: a "%" in a translation must not break it.
					'items_wrap'     => '<ul id="%1$s" class="%2$s">%3$s' . str_replace( '%', '%%', $consent ) . '</ul>',
				)
			);
			if ( '' !== $menu ) {
				return $menu;
			}
		}
		$items = '';
		foreach ( LegalPages::links() as $key => $link ) {
			$items .= sprintf(
				'<li class="menu-item menu-item-%1$s"><a href="%2$s">%3$s</a></li>',
				esc_attr( $key ),
				esc_url( $link['url'] ),
				esc_html( $link['title'] )
			);
		}
		return '<ul class="menu legal-menu">' . $items . $consent . '</ul>';
	}

	/**
	 * The owner's text columns (Customizer, "Tresen-Design" > "Footer"): nothing
	 * while all are empty, except in the Customizer's preview, which fills the
	 * area as the owner types.
	 */
	public static function text_columns(): string {
		$inner = self::text_columns_inner();
		if ( '' === $inner && ! is_customize_preview() ) {
			return '';
		}
		return '<div class="footer-columns-area">' . $inner . '</div>';
	}

	/**
	 * The columns themselves (also the Customizer's partial refresh).
	 */
	public static function text_columns_inner(): string {
		$texts = Settings::footer_texts();
		if ( ! $texts ) {
			return '';
		}
		$out = '';
		foreach ( $texts as $text ) {
			$out .= '<div class="footer-column">' . wpautop( Settings::footer_text( $text ) ) . '</div>';
		}
		return '<div class="footer-columns">' . $out . '</div>';
	}

	/**
	 * "All prices incl. VAT, plus shipping" with a link to the shipping page when it exists.
	 */
	public static function price_note(): string {
		$url = LegalPages::url( 'shipping' );
		if ( '' === $url ) {
			return '<p class="footer-price-note">' . esc_html__( 'All prices incl. statutory VAT, plus shipping costs.', 'tresen' ) . '</p>';
		}
		return '<p class="footer-price-note">' . sprintf(
			/* translators: %s: URL of the shipping and payment page. */
			wp_kses( __( 'All prices incl. statutory VAT, plus <a href="%s">shipping costs</a>.', 'tresen' ), array( 'a' => array( 'href' => array() ) ) ),
			esc_url( $url )
		) . '</p>';
	}

	/**
	 * Copyright line.
	 */
	public static function copyright(): string {
		return '<p class="site-info">' . sprintf(
			/* translators: 1: year, 2: site name. */
			esc_html__( '© %1$s %2$s', 'tresen' ),
			esc_html( wp_date( 'Y' ) ),
			esc_html( get_bloginfo( 'name' ) )
		) . '</p>';
	}
}
