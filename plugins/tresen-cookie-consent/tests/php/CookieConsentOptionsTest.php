<?php
/**
 * Settings page: sanitizing and the policy version.
 *
 * @package Tresen\CookieConsent
 */

namespace Tresen\CookieConsent\Tests;

use Tresen\CookieConsent\Admin\SettingsPage;
use Tresen\CookieConsent\Options;
use Tresen\Tests\TestCase;

/**
 * What the store owner saves is what the shop uses, cleaned.
 */
class CookieConsentOptionsTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		// The settings page runs in wp-admin, where these are loaded.
		require_once ABSPATH . 'wp-admin/includes/template.php';
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		delete_option( Options::OPTION );
		if ( ! has_filter( 'sanitize_option_' . Options::OPTION ) ) {
			SettingsPage::register();
		}
	}

	/**
	 * The form as the settings page posts it, with the current values.
	 *
	 * @return array<string, mixed>
	 */
	private function form(): array {
		$options = Options::get();
		$form    = $options;
		foreach ( $form['categories'] as $slug => $category ) {
			$form['categories'][ $slug ]['cookies'] = implode( ', ', $category['cookies'] );
			$form['categories'][ $slug ]['enabled'] = $category['enabled'] ? '1' : '';
		}
		unset( $form['version'] );
		return $form;
	}

	public function test_defaults_without_saving_match_the_shop_values(): void {
		$options = Options::get();
		$this->assertSame( 1, Options::version() );
		$this->assertSame( 250, $options['truncate'] );
		$this->assertFalse( $options['scroll_accept'] );
		$this->assertSame( 100, $options['scroll_offset'] );
		$this->assertFalse( $options['auto_hide'] );
		$this->assertSame( 10000, $options['auto_hide_delay'] );
		$this->assertSame( Options::CATEGORIES, array_keys( $options['categories'] ) );
		$this->assertSame( __( 'Necessary', 'tresen-cookie-consent' ), $options['categories']['necessary']['name'] );
		$this->assertContains( 'sbjs_*', $options['categories']['marketing']['cookies'] );
	}

	public function test_saving_strips_markup_and_clamps_numbers(): void {
		$form                                         = $this->form();
		$form['banner_text']                          = "Wir nutzen Cookies.<script>alert(1)</script>\nZweite Zeile <b>fett</b>";
		$form['truncate']                             = '-5';
		$form['scroll_offset']                        = '99999';
		$form['auto_hide_delay']                      = 'abc';
		$form['scroll_accept']                        = '1';
		$form['categories']['analytics']['name']      = '<img src=x onerror=alert(1)>Statistik';
		$form['categories']['analytics']['cookies']   = "_ga, _ga_*\n<script>, bad=name, ä_cookie, _gid";
		$form['categories']['necessary']['enabled']   = '';
		$form['categories']['marketing']['enabled']   = '';
		$form['privacy_page_id']                      = (string) wp_insert_post( array( 'post_title' => 'Kein Seitentyp', 'post_status' => 'publish', 'post_type' => 'post' ) );
		update_option( Options::OPTION, $form );

		$saved = Options::get();
		$this->assertSame( "Wir nutzen Cookies.\nZweite Zeile fett", $saved['banner_text'] );
		$this->assertSame( 0, $saved['truncate'] );
		$this->assertSame( 10000, $saved['scroll_offset'] );
		$this->assertSame( 1000, $saved['auto_hide_delay'] );
		$this->assertTrue( $saved['scroll_accept'] );
		$this->assertSame( 'Statistik', $saved['categories']['analytics']['name'] );
		$this->assertSame( array( '_ga', '_ga_*', '_gid' ), $saved['categories']['analytics']['cookies'] );
		$this->assertTrue( $saved['categories']['necessary']['enabled'], 'necessary can never be disabled' );
		$this->assertFalse( $saved['categories']['marketing']['enabled'] );
		$this->assertSame( 0, $saved['privacy_page_id'], 'only a page can be the privacy page' );
	}

	public function test_empty_banner_text_and_name_fall_back_to_the_defaults(): void {
		$form                                      = $this->form();
		$form['banner_text']                       = '   ';
		$form['categories']['functional']['name'] = '';
		update_option( Options::OPTION, $form );
		$this->assertSame( Options::defaults()['banner_text'], Options::get()['banner_text'] );
		$this->assertSame( __( 'Functional', 'tresen-cookie-consent' ), Options::get()['categories']['functional']['name'] );
	}

	public function test_version_rises_when_the_categories_change_and_only_then(): void {
		update_option( Options::OPTION, $this->form() );
		$this->assertSame( 1, Options::version(), 'saving unchanged defaults asks nobody again' );

		$form                = $this->form();
		$form['banner_text'] = 'Neuer Text';
		$form['truncate']    = '100';
		update_option( Options::OPTION, $form );
		$this->assertSame( 1, Options::version(), 'banner text and options are not categories' );

		$form                                         = $this->form();
		$form['categories']['analytics']['cookies'] = '_ga, _ga_*, _gid, _gat';
		update_option( Options::OPTION, $form );
		$this->assertSame( 2, Options::version() );

		$form                                       = $this->form();
		$form['categories']['others']['enabled'] = '';
		update_option( Options::OPTION, $form );
		$this->assertSame( 3, Options::version() );

		$form                                           = $this->form();
		$form['categories']['marketing']['description'] = 'Werbung auf anderen Seiten.';
		$form['version']                                = '1';
		update_option( Options::OPTION, $form );
		$this->assertSame( 4, Options::version(), 'the version cannot be set from the form' );
	}

	public function test_first_save_with_a_change_bumps_once(): void {
		// WordPress sanitizes twice when the option does not exist yet.
		$form                                     = $this->form();
		$form['categories']['marketing']['name'] = 'Werbung';
		update_option( Options::OPTION, $form );
		$this->assertSame( 2, Options::version() );
	}

	public function test_settings_page_is_for_administrators_only(): void {
		wp_set_current_user( $this->factory()->user( 'editor' )->ID );
		$this->assertSame( '', $this->render( array( SettingsPage::class, 'render' ) ) );
		wp_set_current_user( $this->factory()->user( 'administrator' )->ID );
		$html = $this->render( array( SettingsPage::class, 'render' ) );
		$this->assertStringContainsString( 'action="options.php"', $html );
		$this->assertMatchesRegularExpression( '/name=.option_page. value=.tresen_cookie_consent./', $html );
		$this->assertMatchesRegularExpression( '/name="_wpnonce" value="[0-9a-f]{10}"/', $html );
		$this->assertStringContainsString( 'name="tresen_cookie_consent[categories][analytics][cookies]"', $html );
	}
}
