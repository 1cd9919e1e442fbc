<?php
/**
 * Third-party code written against Cookie Law Info finds `Cli_Data` right
 * after jQuery, with its keys and the suite's consent settings; a page
 * without jQuery gets nothing.
 *
 * @package Tresen\CookieConsent
 */

namespace Tresen\CookieConsent\Tests;

use Tresen\CookieConsent\CliCompat;
use Tresen\CookieConsent\Options;
use Tresen\Tests\TestCase;

/**
 * The localized object.
 */
class CliCompatTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
	}

	protected function tearDown(): void {
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		parent::tearDown();
	}

	/**
	 * The scripts a page prints.
	 *
	 * @param bool $jquery Whether something on the page enqueues jQuery.
	 */
	private function printed( bool $jquery ): string {
		$this->go_to( '/' );
		do_action( 'wp_enqueue_scripts' );
		if ( $jquery ) {
			wp_enqueue_script( 'jquery' );
		}
		ob_start();
		wp_print_scripts();
		return (string) ob_get_clean();
	}

	public function test_printed_after_jquery_with_cookie_law_infos_keys(): void {
		$html = $this->printed( true );
		$this->assertMatchesRegularExpression( '#jquery(\.min)?\.js.*var Cli_Data=#s', $html );
		$values = CliCompat::values();
		$this->assertSame( array( 'nn_cookie_ids', 'cookielist', 'non_necessary_cookies', 'ccpaEnabled', 'ccpaRegionBased', 'ccpaBarEnabled', 'strictlyEnabled', 'ccpaType', 'js_blocking', 'custom_integration', 'triggerDomRefresh', 'secure_cookies' ), array_keys( $values ) );
		$this->assertSame( array( 'necessary' ), $values['strictlyEnabled'] );
		$this->assertContains( '_ga', $values['nn_cookie_ids'] );
		$this->assertContains( 'sbjs_*', $values['nn_cookie_ids'] );
		$this->assertNotContains( 'viewed_cookie_policy', $values['nn_cookie_ids'] );
		$this->assertSame( array( 'sbjs_*', '_gcl_au', '_fbp' ), ( (array) $values['non_necessary_cookies'] )['marketing'] );
	}

	public function test_follows_the_owners_categories(): void {
		$settings                                       = Options::get();
		$settings['categories']['marketing']['enabled'] = false;
		update_option( Options::OPTION, $settings );
		$values = CliCompat::values();
		$this->assertArrayNotHasKey( 'marketing', (array) $values['non_necessary_cookies'] );
		$this->assertNotContains( '_fbp', $values['nn_cookie_ids'] );
	}

	public function test_nothing_without_jquery(): void {
		$this->assertStringNotContainsString( 'Cli_Data', $this->printed( false ) );
	}
}
