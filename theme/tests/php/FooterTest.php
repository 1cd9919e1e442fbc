<?php
/**
 * The site footer.
 *
 * @package Tresen\Theme
 */

namespace Tresen\Theme\Tests;

use Tresen\Tests\TestCase;

/**
 * Legal links, consent link and price note on every page.
 */
class FooterTest extends TestCase {

	/**
	 * Creates a published page with a slug.
	 *
	 * @param string $title Title.
	 * @param string $slug  Slug.
	 */
	private function page( string $title, string $slug ): int {
		return (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => $title,
				'post_name'   => $slug,
			)
		);
	}

	/**
	 * The <footer id="colophon"> element.
	 */
	private function colophon(): string {
		$html = $this->render( 'load_template', get_template_directory() . '/footer.php', false );
		$this->assertSame( 1, preg_match( '#<footer id="colophon".*?</footer>#s', $html, $m ) );
		return $m[0];
	}

	public function test_lists_every_existing_legal_page_and_the_cookie_settings_link(): void {
		set_theme_mod( 'nav_menu_locations', array() );
		$this->without_pages( 'impressum', 'datenschutzerklaerung', 'agb', 'widerrufsbelehrung', 'versand-und-zahlung', 'barrierefreiheit', 'kontakt' );
		foreach ( array( 'tresen_imprint_page_id', 'tresen_withdrawal_page_id', 'tresen_shipping_page_id', 'tresen_accessibility_page_id', 'tresen_contact_page_id' ) as $option ) {
			delete_option( $option );
		}
		$pages = array(
			'Impressum'            => $this->page( 'Impressum', 'impressum' ),
			'Datenschutzerklärung' => $this->page( 'Datenschutzerklärung', 'datenschutzerklaerung' ),
			'AGB'                  => $this->page( 'AGB', 'agb' ),
			'Widerrufsbelehrung'   => $this->page( 'Widerrufsbelehrung', 'widerrufsbelehrung' ),
			'Versand &amp; Zahlung' => $this->page( 'Versand & Zahlung', 'versand-und-zahlung' ),
			'Kontakt'              => $this->page( 'Kontakt', 'kontakt' ),
		);
		update_option( 'wp_page_for_privacy_policy', $pages['Datenschutzerklärung'] );
		update_option( 'woocommerce_terms_page_id', $pages['AGB'] );

		$footer = $this->colophon();
		$last   = 0;
		foreach ( $pages as $title => $id ) {
			$link = '<a href="' . esc_url( get_permalink( $id ) ) . '">' . $title . '</a>';
			$pos  = strpos( $footer, $link );
			$this->assertNotFalse( $pos, "footer links to {$title}" );
			$this->assertGreaterThan( $last, $pos, "{$title} comes in legal order" );
			$last = $pos;
		}
		$this->assertStringContainsString( '<a href="#" class="tresen-manage-consent">Cookie-Einstellungen</a>', $footer );
		$this->assertStringContainsString( 'aria-label="Rechtliches"', $footer );
	}

	public function test_price_note_links_to_the_shipping_page(): void {
		$shipping = $this->page( 'Versand & Zahlung', 'versand-und-zahlung' );
		update_option( 'tresen_shipping_page_id', $shipping );
		$this->assertStringContainsString(
			'Alle Preise inkl. gesetzl. MwSt., zzgl. <a href="' . esc_url( get_permalink( $shipping ) ) . '">Versandkosten</a>.',
			$this->colophon()
		);
	}

	public function test_assigned_legal_menu_keeps_the_cookie_settings_link(): void {
		$menu = wp_create_nav_menu( 'Rechtliches ' . wp_generate_password( 4, false ) );
		$imp  = $this->page( 'Impressum', 'impressum' );
		wp_update_nav_menu_item( $menu, 0, array( 'menu-item-type' => 'post_type', 'menu-item-object' => 'page', 'menu-item-object-id' => $imp, 'menu-item-status' => 'publish' ) );
		set_theme_mod( 'nav_menu_locations', array( 'footer-legal' => $menu ) );

		$footer = $this->colophon();
		$this->assertMatchesRegularExpression( '#<ul id="menu-[^"]*" class="menu legal-menu">.*Impressum</a></li>\s*<li class="menu-item menu-item-consent"><a href="\#" class="tresen-manage-consent">Cookie-Einstellungen</a></li></ul>#s', $footer );
	}
}
