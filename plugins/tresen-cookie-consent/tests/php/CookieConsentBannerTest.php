<?php
/**
 * The banner markup and the scripts.
 *
 * @package Tresen\CookieConsent
 */

namespace Tresen\CookieConsent\Tests;

use Tresen\CookieConsent\Banner;
use Tresen\CookieConsent\GatedScripts;
use Tresen\CookieConsent\Options;
use Tresen\CookieConsent\Plugin;
use Tresen\Tests\TestCase;

/**
 * Server-rendered, hidden, the same for everyone.
 */
class CookieConsentBannerTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		delete_option( Options::OPTION );
	}

	protected function tearDown(): void {
		remove_all_filters( 'tresen_consent_gated_scripts' );
		remove_all_filters( 'tresen_consent_gated_handles' );
		$GLOBALS['wp_scripts'] = null;
		parent::tearDown();
	}

	public function test_banner_is_hidden_with_three_equal_buttons_and_a_locked_necessary_switch(): void {
		$html = Banner::render();
		$this->assertMatchesRegularExpression( '/<section[^>]+data-tresen-cc="banner"[^>]*\shidden>/', $html );
		$this->assertMatchesRegularExpression( '/<div class="tresen-cc-modal" data-tresen-cc="modal" hidden>/', $html );
		$this->assertMatchesRegularExpression( '/role="dialog" aria-modal="true" aria-labelledby="tresen-cc-dialog-title"/', $html );
		foreach ( array( 'accept' => 'Accept all', 'reject' => 'Reject', 'settings' => 'Settings' ) as $action => $label ) {
			$this->assertMatchesRegularExpression(
				'/<button type="button" class="tresen-cc-button" data-tresen-cc-action="' . $action . '"[^>]*>' . preg_quote( esc_html( __( $label, 'tresen-cookie-consent' ) ), '/' ) . '<\/button>/', // phpcs:ignore WordPress.WP.I18n -- test compares with the translated label.
				$html
			);
		}
		$this->assertMatchesRegularExpression( '/data-tresen-cc-category="necessary"[^>]* checked disabled>/', $html );
		$this->assertDoesNotMatchRegularExpression( '/data-tresen-cc-category="analytics"[^>]*checked/', $html, 'nothing optional is pre-ticked' );
		$this->assertSame( 5, substr_count( $html, 'data-tresen-cc-category=' ) );
	}

	public function test_markup_is_the_same_for_every_visitor(): void {
		$_COOKIE        = array();
		$guest          = Banner::render();
		$guest_settings = wp_json_encode( Plugin::gate_settings() );

		$_COOKIE = array(
			'viewed_cookie_policy'             => 'yes',
			'cookielawinfo-checkbox-analytics' => 'yes',
			'CookieLawInfoConsent'             => base64_encode( '{"ver":1,"necessary":true,"analytics":true}' ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode
		);
		wp_set_current_user( $this->factory()->user( 'customer' )->ID );
		$this->assertSame( $guest, Banner::render() );
		$this->assertSame( $guest_settings, wp_json_encode( Plugin::gate_settings() ), 'the printed settings do not depend on the visitor either' );
	}

	public function test_long_text_is_cut_at_250_characters_with_read_more(): void {
		$text = str_repeat( 'Wort ', 80 ) . 'ENDE';
		update_option( Options::OPTION, array_merge( Options::get(), array( 'banner_text' => $text ) ) );
		list( $shown, $rest ) = Banner::split_text( $text, 250 );
		$this->assertLessThanOrEqual( 250, mb_strlen( $shown ) );
		$this->assertSame( preg_replace( '/\s+/', ' ', $text ), preg_replace( '/\s+/', ' ', $shown . $rest ) );
		$this->assertStringEndsWith( 'Wort', $shown, 'cut at a word boundary' );

		$html = Banner::render();
		$this->assertMatchesRegularExpression( '/<span class="tresen-cc-more-text"[^>]*hidden>.*ENDE<\/span>/s', $html );
		$this->assertStringContainsString( '>' . esc_html__( 'Read more', 'tresen-cookie-consent' ) . '</button>', $html );
		$this->assertSame( array( 'Kurz', '' ), Banner::split_text( 'Kurz', 250 ) );
	}

	public function test_banner_text_is_escaped(): void {
		update_option( Options::OPTION, array_merge( Options::get(), array( 'banner_text' => 'A <img src=x onerror=alert(1)> B' ) ) );
		$html = Banner::render();
		$this->assertStringNotContainsString( '<img', $html );
		$this->assertStringContainsString( '&lt;img src=x onerror=alert(1)&gt;', $html );
	}

	public function test_privacy_link_defaults_to_the_wordpress_privacy_page(): void {
		$page = $this->factory()->page( 'Datenschutzerklärung' );
		update_option( 'wp_page_for_privacy_policy', $page->ID );
		$this->assertStringContainsString( 'href="' . esc_url( get_permalink( $page ) ) . '"', Banner::render() );

		$other = $this->factory()->page( 'Cookie-Richtlinie' );
		update_option( Options::OPTION, array_merge( Options::get(), array( 'privacy_page_id' => $other->ID ) ) );
		$this->assertStringContainsString( 'href="' . esc_url( get_permalink( $other ) ) . '"', Banner::render() );
	}

	public function test_gate_loads_in_head_without_defer_and_the_banner_is_printed_in_the_footer(): void {
		$GLOBALS['wp_scripts'] = null;
		Plugin::enqueue();
		$scripts = wp_scripts();
		$gate    = $scripts->registered[ Plugin::GATE_HANDLE ];
		$this->assertNotSame( 1, $scripts->get_data( Plugin::GATE_HANDLE, 'group' ), 'gate is in <head>' );
		$this->assertEmpty( $scripts->get_data( Plugin::GATE_HANDLE, 'strategy' ), 'gate is neither deferred nor async' );
		// Printed in the page: no request before the first paint; its settings before its code.
		$this->assertFalse( $gate->src );
		$code = implode( '', (array) $scripts->get_data( Plugin::GATE_HANDLE, 'after' ) );
		$this->assertStringContainsString( 'tresenCookieConsent', $code );
		$this->assertStringNotContainsString( 'sourceMappingURL', $code );
		$this->assertContains( Plugin::GATE_HANDLE, $scripts->registered['tresen-cookie-consent-banner']->deps );
		$this->assertStringContainsString( 'window.tresenCookieConsent = {"version":1', implode( '', (array) $scripts->get_data( Plugin::GATE_HANDLE, 'before' ) ) );
		$head = $this->render( static fn() => $scripts->do_items( array( Plugin::GATE_HANDLE ) ) );
		$this->assertLessThan( strpos( $head, 'id="tresen-cookie-consent-gate-js-after"' ) ?: strpos( $head, "id='tresen-cookie-consent-gate-js-after'" ), strpos( $head, 'window.tresenCookieConsent = ' ) );
		$this->assertStringNotContainsString( '/build/gate.js', $head );

		$footer = $this->render( array( Plugin::class, 'print_banner' ) );
		$this->assertStringContainsString( 'data-tresen-cc="banner"', $footer );
	}

	public function test_the_gate_stays_a_file_when_the_owner_filters_it_so(): void {
		$GLOBALS['wp_scripts'] = null;
		add_filter( 'tresen_cookie_consent_inline_gate', '__return_false' );
		Plugin::enqueue();
		remove_filter( 'tresen_cookie_consent_inline_gate', '__return_false' );
		$gate = wp_scripts()->registered[ Plugin::GATE_HANDLE ];
		$this->assertStringEndsWith( '/build/gate.js', $gate->src );
		$this->assertEmpty( wp_scripts()->get_data( Plugin::GATE_HANDLE, 'after' ) );
	}

	public function test_gated_scripts_from_the_filter_are_printed_inert(): void {
		add_filter(
			'tresen_consent_gated_scripts',
			static function ( array $scripts ): array {
				$scripts[] = array( 'category' => 'analytics', 'src' => 'https://tags.example/gtag.js?id=G-1&x="y"' );
				$scripts[] = array( 'category' => 'marketing', 'code' => 'var a = "</script><b>";' );
				$scripts[] = array( 'category' => 'nonsense', 'code' => 'var b = 1;' );
				return $scripts;
			}
		);
		$html = $this->render( array( GatedScripts::class, 'print_filtered' ) );
		$this->assertStringContainsString( '<script type="text/plain" data-consent-category="analytics" data-src="https://tags.example/gtag.js?id=G-1&#038;x=y"></script>', $html );
		$this->assertStringContainsString( '<script type="text/plain" data-consent-category="marketing">var a = "<\/script><b>";</script>', $html );
		$this->assertStringNotContainsString( 'var b', $html, 'unknown categories are dropped' );
		$this->assertStringNotContainsString( ' src=', $html );
	}

	public function test_registered_handles_can_be_gated(): void {
		$GLOBALS['wp_scripts'] = null;
		add_filter(
			'tresen_consent_gated_handles',
			static function ( array $handles ): array {
				return $handles + array( 'tresen-test-pixel' => 'marketing' );
			}
		);
		wp_register_script( 'tresen-test-pixel', 'https://pixel.example/p.js', array(), '1', array( 'in_footer' => false ) );
		wp_add_inline_script( 'tresen-test-pixel', 'window.pixelReady = true;' );
		$html = $this->render( 'wp_print_scripts', array( 'tresen-test-pixel' ) );
		$this->assertMatchesRegularExpression( '/<script[^>]*type="text\/plain"[^>]*data-src="https:\/\/pixel\.example\/p\.js\?ver=1"[^>]*>|<script[^>]*data-src="https:\/\/pixel\.example\/p\.js\?ver=1"[^>]*type="text\/plain"/', $html );
		$this->assertDoesNotMatchRegularExpression( '/<script[^>]*\ssrc="https:\/\/pixel/', $html );
		$this->assertMatchesRegularExpression( '/<script[^>]*type="text\/plain"[^>]*id="tresen-test-pixel-js-after"|<script[^>]*id="tresen-test-pixel-js-after"[^>]*type="text\/plain"/', $html );
	}
}
