<?php
/**
 * The owner's settings (Customizer "Tresen-Design", theme.json): what is
 * stored is cleaned, and what an owner chose reaches the page escaped.
 *
 * @package Tresen\Theme
 */

namespace Tresen\Theme\Tests;

use Tresen\Tests\TestCase;
use Tresen\Theme\Owner\Customizer;
use Tresen\Theme\Owner\Settings;
use Tresen\Theme\Template\Footer;
use Tresen\Theme\WooCommerce\CartLayout;

/**
 * Sanitizing and output of the owner's settings.
 */
class OwnerSettingsTest extends TestCase {

	protected function tearDown(): void {
		foreach ( array_keys( Settings::DEFAULTS ) as $key ) {
			remove_theme_mod( $key );
		}
		$this->clean_theme_json();
		parent::tearDown();
	}

	/**
	 * Forgets the theme.json data WordPress computed, so a changed setting counts.
	 */
	private function clean_theme_json(): void {
		\WP_Theme_JSON_Resolver::clean_cached_data();
		if ( function_exists( 'wp_clean_theme_json_cache' ) ) {
			wp_clean_theme_json_cache();
		}
	}

	/**
	 * The <header id="masthead"> element of the rendered header.php.
	 */
	private function masthead(): string {
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		$html                  = $this->render( 'load_template', get_template_directory() . '/header.php', false );
		$this->assertSame( 1, preg_match( '#<header id="masthead".*?</header>#s', $html, $m ) );
		return $m[0];
	}

	/**
	 * A Customizer with the theme's panel registered.
	 */
	private function customizer(): \WP_Customize_Manager {
		require_once ABSPATH . WPINC . '/class-wp-customize-manager.php';
		wp_set_current_user( $this->factory()->user( 'administrator' )->ID );
		$manager = new \WP_Customize_Manager();
		( new Customizer() )->customize( $manager );
		return $manager;
	}

	public function test_numbers_are_kept_in_their_range_and_anything_else_is_the_default(): void {
		$this->assertSame( 120, Settings::sanitize( 'tresen_logo_height', '500' ) );
		$this->assertSame( 24, Settings::sanitize( 'tresen_logo_height', 3 ) );
		$this->assertSame( 64, Settings::sanitize( 'tresen_logo_height', ' 64 ' ) );
		$this->assertSame( 48, Settings::sanitize( 'tresen_logo_height', '64px;}body{display:none' ) );
		$this->assertSame( 48, Settings::sanitize( 'tresen_logo_height', array( 80 ) ) );
		$this->assertSame( 2, Settings::sanitize( 'tresen_shop_columns_phone', '5' ) );
		$this->assertSame( 6, Settings::sanitize( 'tresen_shop_columns_desk', '9' ) );
		$this->assertSame( 1, Settings::sanitize( 'tresen_footer_columns', '0' ) );
	}

	public function test_choices_accept_only_their_values(): void {
		$this->assertSame( 'center', Settings::sanitize( 'tresen_header_layout', 'center' ) );
		$this->assertSame( 'left', Settings::sanitize( 'tresen_header_layout', 'center" onclick="x' ) );
		$this->assertSame( 'button', Settings::sanitize( 'tresen_header_search', 'button' ) );
		$this->assertSame( 'bar', Settings::sanitize( 'tresen_header_search', 'BUTTON' ) );
		$this->assertSame( 'plain', Settings::sanitize( 'tresen_card_style', null ) );
		$this->assertFalse( Settings::sanitize( 'tresen_header_sticky', '' ) );
		$this->assertTrue( Settings::sanitize( 'tresen_header_sticky', '1' ) );
		$this->assertFalse( Settings::sanitize( 'tresen_header_sticky', 'no' ) );
	}

	public function test_colours_are_hex_lower_case_and_anything_else_is_the_default_accent(): void {
		$this->assertSame( '#0b5394', Settings::sanitize( 'tresen_accent_color', '#0B5394' ) );
		$this->assertSame( '#aabbcc', Settings::sanitize( 'tresen_accent_color', '#abc' ) );
		$this->assertSame( '#7b1e3a', Settings::sanitize( 'tresen_accent_color', 'red;}body{display:none}' ) );
		$this->assertSame( '#7b1e3a', Settings::sanitize( 'tresen_accent_color', 'url(x)' ) );
	}

	public function test_footer_text_keeps_links_and_emphasis_and_drops_scripts_and_handlers(): void {
		$clean = Settings::sanitize( 'tresen_footer_text_1', '<p>Mo–Fr <strong>10–18 Uhr</strong></p><a href="https://example.test/" onclick="steal()">Kontakt</a><script>alert(1)</script><img src=x onerror=alert(2)>' );
		$this->assertSame( '<p>Mo–Fr <strong>10–18 Uhr</strong></p><a href="https://example.test/">Kontakt</a>alert(1)', $clean );
		$this->assertStringNotContainsString( 'javascript:', Settings::sanitize( 'tresen_footer_text_2', '<a href="javascript:alert(1)">x</a>' ) );
	}

	public function test_defaults_print_no_css_and_chosen_values_print_custom_properties(): void {
		$this->assertSame( '', Settings::css(), 'nothing inline while every setting is at its default' );
		set_theme_mod( 'tresen_shop_columns_desk', 4 );
		set_theme_mod( 'tresen_logo_height', 72 );
		set_theme_mod( 'tresen_accent_color', '#0b5394' );
		$this->assertSame( ':root{--tresen-logo-h:72px;--tresen-cols-l:4;--tresen-accent:#0b5394}', Settings::css() );
	}

	public function test_a_tampered_stored_value_never_reaches_the_css(): void {
		// A value written around the sanitizer (e.g. an imported theme-mods row).
		set_theme_mod( 'tresen_accent_color', '#000;}body{display:none' );
		set_theme_mod( 'tresen_shop_columns_tab', '3;}html{display:none' );
		$this->assertSame( '', Settings::css() );
	}

	public function test_the_css_goes_inline_after_the_themes_stylesheet(): void {
		set_theme_mod( 'tresen_shop_columns_phone', 1 );
		wp_register_style( 'tresen-theme', false, array(), '1' );
		wp_enqueue_style( 'tresen-theme' );
		Customizer::inline_css();
		$after = (array) wp_styles()->get_data( 'tresen-theme', 'after' );
		wp_dequeue_style( 'tresen-theme' );
		wp_deregister_style( 'tresen-theme' );
		$this->assertSame( array( ':root{--tresen-cols-s:1}' ), $after );
	}

	public function test_on_the_page_the_owner_s_css_follows_the_inline_theme_stylesheet(): void {
		set_theme_mod( 'tresen_shop_columns_phone', 1 );
		$GLOBALS['wp_styles'] = new \WP_Styles();
		$this->go_to( '/' );
		do_action( 'wp_enqueue_scripts' );
		ob_start();
		wp_styles()->do_items( array( 'tresen-theme' ) );
		$html                 = (string) ob_get_clean();
		$GLOBALS['wp_styles'] = new \WP_Styles();
		// One <style>, no request: the theme's rules first, the owner's choice after them (it wins).
		$this->assertStringNotContainsString( '<link', $html );
		$theme = strpos( $html, '.site-header{' );
		$owner = strpos( $html, ':root{--tresen-cols-s:1}' );
		$this->assertNotFalse( $theme );
		$this->assertNotFalse( $owner );
		$this->assertGreaterThan( $theme, $owner );
	}

	public function test_header_layout_search_and_sticky_choices_reach_the_header(): void {
		$this->assertMatchesRegularExpression( '#<header id="masthead" class="site-header">#', $this->masthead() );
		$this->assertStringContainsString( 'class="header-search-toggle', $this->masthead() );

		set_theme_mod( 'tresen_header_layout', 'center' );
		set_theme_mod( 'tresen_header_search', 'button' );
		set_theme_mod( 'tresen_header_sticky', false );
		$header = $this->masthead();
		$this->assertStringContainsString( '<header id="masthead" class="site-header site-header--center site-header--search-button site-header--static">', $header );
		// The search is a button (summary) that opens the same form; no second toggle.
		$this->assertMatchesRegularExpression( '#<details class="header-search-pop">\s*<summary class="header-icon-link">.*?Produkte suchen</span>\s*</summary>\s*<div class="site-header__search" id="site-search">\s*<form role="search"#s', $header );
		$this->assertStringNotContainsString( 'header-search-toggle', $header );
		$this->assertSame( 1, substr_count( $header, 'id="site-search"' ) );
	}

	public function test_card_style_is_a_body_class(): void {
		$this->assertContains( 'tresen-cards-plain', get_body_class() );
		set_theme_mod( 'tresen_card_style', 'boxed' );
		$this->assertContains( 'tresen-cards-boxed', get_body_class() );
	}

	public function test_footer_shows_the_owners_text_columns_cleaned_and_only_as_many_as_chosen(): void {
		$this->assertSame( '', Footer::text_columns(), 'no empty box without texts' );
		set_theme_mod( 'tresen_footer_columns', 2 );
		set_theme_mod( 'tresen_footer_text_1', 'Tresen GmbH<br>Hauptstraße 1' );
		set_theme_mod( 'tresen_footer_text_2', '<a href="/kontakt/" onmouseover="x()">Kontakt</a>' );
		set_theme_mod( 'tresen_footer_text_3', 'Nicht gezeigt' );
		$html = $this->render( 'load_template', get_template_directory() . '/footer.php', false );
		$this->assertStringContainsString( '<div class="footer-columns-area"><div class="footer-columns"><div class="footer-column"><p>Tresen GmbH<br />Hauptstraße 1</p>', $html );
		$this->assertStringContainsString( '<div class="footer-column"><p><a href="/kontakt/">Kontakt</a></p>', $html );
		$this->assertStringNotContainsString( 'Nicht gezeigt', $html );
		$this->assertStringNotContainsString( 'onmouseover', $html );
	}

	public function test_shop_shows_the_owners_desktop_columns(): void {
		$this->assertSame( 3, (int) apply_filters( 'loop_shop_columns', 4 ) );
		set_theme_mod( 'tresen_shop_columns_desk', 5 );
		$this->assertSame( 5, (int) apply_filters( 'loop_shop_columns', 4 ) );
	}

	public function test_theme_json_palette_with_the_accent_reaches_the_editor_settings(): void {
		$this->clean_theme_json();
		$palette = wp_get_global_settings( array( 'color', 'palette', 'theme' ) );
		$this->assertContains(
			array(
				'slug'  => 'accent',
				'name'  => 'Akzent',
				'color' => '#7b1e3a',
			),
			$palette
		);
		$this->assertFalse( wp_get_global_settings( array( 'color', 'defaultPalette' ) ), 'core\'s palette is not offered' );
		$sizes = wp_list_pluck( (array) wp_get_global_settings( array( 'typography', 'fontSizes', 'theme' ) ), 'size', 'slug' );
		$this->assertSame( '1.25rem', $sizes['large'] ?? null );

		set_theme_mod( 'tresen_accent_color', '#0b5394' );
		$this->clean_theme_json();
		$colors = wp_list_pluck( (array) wp_get_global_settings( array( 'color', 'palette', 'theme' ) ), 'color', 'slug' );
		$this->assertSame( '#0b5394', $colors['accent'] ?? null, 'the Customizer\'s accent is the editor\'s accent' );
		$this->assertStringContainsString( '--wp--preset--color--accent: #0b5394', wp_get_global_stylesheet( array( 'variables' ) ) );
		$this->assertStringNotContainsString( '--wp--preset--color--vivid-red', wp_get_global_stylesheet( array( 'variables' ) ), 'core\'s default palette is not printed' );
	}

	public function test_customizer_offers_german_controls_with_live_preview_and_sanitizes_what_it_saves(): void {
		$manager = $this->customizer();
		$this->assertSame( 'Tresen-Design', $manager->get_panel( Customizer::PANEL )->title );
		foreach ( array( 'tresen_logo_height', 'tresen_header_layout', 'tresen_header_sticky', 'tresen_shop_columns_desk', 'tresen_card_style', 'tresen_accent_color', 'tresen_footer_text_1' ) as $id ) {
			$this->assertSame( 'postMessage', $manager->get_setting( $id )->transport, $id . ' previews live' );
		}
		$this->assertSame( 'Akzentfarbe', $manager->get_control( 'tresen_accent_color' )->label );
		$this->assertSame( 'Logo-Position', $manager->get_control( 'tresen_header_layout' )->label );
		$this->assertSame( array( 'left' => 'Links', 'center' => 'Zentriert' ), $manager->get_control( 'tresen_header_layout' )->choices );
		$this->assertSame( 4, $manager->get_setting( 'tresen_shop_columns_tab' )->sanitize( '9' ) );
		$this->assertSame( '#7b1e3a', $manager->get_setting( 'tresen_accent_color' )->sanitize( 'javascript:alert(1)' ) );
	}

	public function test_an_accent_too_light_for_text_on_white_is_refused_in_german(): void {
		$manager = $this->customizer();
		$setting = $manager->get_setting( 'tresen_accent_color' );
		$this->assertTrue( $setting->validate( '#0b5394' ) );
		$error = $setting->validate( '#ffcc00' );
		$this->assertInstanceOf( \WP_Error::class, $error );
		$this->assertSame( 'Diese Farbe ist zu hell: Ihr Kontrast zu Weiß ist 1,5:1, nötig sind mindestens 4,5:1. Bitte wähle einen dunkleren Ton.', $error->get_error_message() );
		$this->assertSame( 1.0, Settings::contrast_on_white( '#ffffff' ) );
		$this->assertSame( 21.0, Settings::contrast_on_white( '#000000' ) );
	}

	public function test_shipping_choices_become_a_radio_group_and_a_single_rate_stays_as_it_is(): void {
		$two = '<td><ul id="shipping_method" class="woocommerce-shipping-methods"><li><input type="radio" name="shipping_method[0]" value="a" /><label>A</label></li><li><input type="radio" name="shipping_method[0]" value="b" /><label>B</label></li></ul><p>x</p></td>';
		$this->assertSame(
			'<td><fieldset class="tresen-shipping-choice"><legend class="screen-reader-text">Versandart wählen</legend><ul id="shipping_method" class="woocommerce-shipping-methods"><li><input type="radio" name="shipping_method[0]" value="a" /><label>A</label></li><li><input type="radio" name="shipping_method[0]" value="b" /><label>B</label></li></ul></fieldset><p>x</p></td>',
			CartLayout::radio_group( $two )
		);
		$one = '<td><ul id="shipping_method" class="woocommerce-shipping-methods"><li><input type="hidden" name="shipping_method[0]" value="a" /><label>A</label></li></ul></td>';
		$this->assertSame( $one, CartLayout::radio_group( $one ) );
	}

	public function test_the_cart_totals_shipping_row_of_woocommerce_is_a_radio_group(): void {
		$html = $this->render(
			static function (): void {
				do_action( 'woocommerce_before_template_part', 'cart/cart-shipping.php', '', '', array() );
				echo '<ul id="shipping_method"><li><input type="radio" /></li></ul>';
				do_action( 'woocommerce_after_template_part', 'cart/cart-shipping.php', '', '', array() );
			}
		);
		$this->assertStringStartsWith( '<fieldset class="tresen-shipping-choice"><legend', $html );
	}
}
