<?php
/**
 * Consent::has() for the other plugins.
 *
 * @package Tresen\CookieConsent
 */

namespace Tresen\CookieConsent\Tests;

use Tresen\CookieConsent\Consent;
use Tresen\CookieConsent\Options;
use Tresen\Tests\TestCase;

/**
 * Reads the cookies the banner writes.
 */
class CookieConsentHasTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		delete_option( Options::OPTION );
	}

	protected function tearDown(): void {
		remove_all_filters( 'tresen_consent_has' );
		parent::tearDown();
	}

	/**
	 * Cookies as PHP receives them after the banner saved a choice
	 * (the browser sends the record URL-encoded; PHP decodes it).
	 *
	 * @param string              $viewed yes|no.
	 * @param array<string, bool> $flags  Category flags.
	 * @param int                 $ver    Policy version.
	 * @return array<string, string>
	 */
	private function cookies( string $viewed, array $flags, int $ver = 1 ): array {
		$cookies = array(
			'viewed_cookie_policy' => $viewed,
			'CookieLawInfoConsent' => rawurldecode( rawurlencode( base64_encode( wp_json_encode( array( 'ver' => $ver ) + $flags ) ) ) ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode
		);
		foreach ( $flags as $slug => $flag ) {
			$cookies[ 'cookielawinfo-checkbox-' . $slug ] = $flag ? 'yes' : 'no';
		}
		return $cookies;
	}

	public function test_without_a_decision_only_necessary_is_granted(): void {
		$_COOKIE = array();
		$this->assertTrue( Consent::has( 'necessary' ) );
		$this->assertFalse( Consent::has( 'analytics' ) );
		$this->assertFalse( Consent::has( 'marketing' ) );
		$this->assertFalse( Consent::decided() );
	}

	public function test_reads_a_custom_choice_from_the_cookies(): void {
		$_COOKIE = $this->cookies( 'yes', array( 'necessary' => true, 'analytics' => true, 'marketing' => false ) );
		$this->assertTrue( Consent::decided() );
		$this->assertTrue( Consent::has( 'analytics' ) );
		$this->assertFalse( Consent::has( 'marketing' ) );
		$this->assertFalse( Consent::has( 'unknown' ) );
	}

	public function test_reject_grants_nothing_even_with_forged_flags(): void {
		$_COOKIE = $this->cookies( 'no', array( 'necessary' => true, 'marketing' => true ) );
		$this->assertTrue( Consent::decided() );
		$this->assertFalse( Consent::has( 'marketing' ) );
	}

	public function test_an_older_policy_version_counts_as_no_decision(): void {
		$_COOKIE = $this->cookies( 'yes', array( 'necessary' => true, 'marketing' => true ), 1 );
		$this->assertTrue( Consent::has( 'marketing' ) );
		$form                                      = Options::get();
		$form['categories']['marketing']['name'] = 'Werbung';
		foreach ( $form['categories'] as $slug => $category ) {
			$form['categories'][ $slug ]['cookies'] = implode( ',', $category['cookies'] );
		}
		update_option( Options::OPTION, Options::sanitize( $form ) );
		$this->assertSame( 2, Options::version() );
		$this->assertFalse( Consent::decided() );
		$this->assertFalse( Consent::has( 'marketing' ) );
	}

	public function test_a_disabled_category_is_never_granted(): void {
		$options                                     = Options::get();
		$options['categories']['marketing']['enabled'] = false;
		update_option( Options::OPTION, $options );
		$_COOKIE = $this->cookies( 'yes', array( 'necessary' => true, 'marketing' => true ) );
		$this->assertFalse( Consent::has( 'marketing' ) );
	}

	public function test_garbage_cookies_are_no_consent(): void {
		foreach ( array( 'x', '%%%', base64_encode( 'O:8:"stdClass":0:{}' ), base64_encode( '{"ver":"1<script>","marketing":true}' ), str_repeat( 'A', 5000 ) ) as $raw ) { // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode
			$_COOKIE = array(
				'viewed_cookie_policy' => 'yes',
				'CookieLawInfoConsent' => $raw,
			);
			$this->assertFalse( Consent::has( 'marketing' ), $raw );
		}
		$_COOKIE = array( 'viewed_cookie_policy' => array( 'yes' ) );
		$this->assertFalse( Consent::has( 'marketing' ) );
	}

	public function test_raw_base64_with_plus_signs_turned_into_spaces_still_reads(): void {
		$json    = wp_json_encode( array( 'ver' => 1, 'necessary' => true, 'marketing' => true, 'x' => '>>>?' ) );
		$b64     = base64_encode( $json ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode
		$this->assertStringContainsString( '+', $b64, 'fixture needs a plus sign' );
		$_COOKIE = array(
			'viewed_cookie_policy' => 'yes',
			'CookieLawInfoConsent' => str_replace( '+', ' ', $b64 ),
		);
		$this->assertTrue( Consent::has( 'marketing' ) );
	}

	public function test_filter_can_override(): void {
		$_COOKIE = array();
		add_filter(
			'tresen_consent_has',
			static function ( bool $has, string $category ): bool {
				return 'analytics' === $category ? true : $has;
			},
			10,
			2
		);
		$this->assertTrue( Consent::has( 'analytics' ) );
		$this->assertFalse( Consent::has( 'marketing' ) );
	}
}
