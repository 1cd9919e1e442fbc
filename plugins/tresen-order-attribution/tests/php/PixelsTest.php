<?php
/**
 * Marketing pixels: ids from the settings screen, scripts only behind the
 * consent gate.
 *
 * @package Tresen\OrderAttribution
 */

namespace Tresen\OrderAttribution\Tests;

use Tresen\OrderAttribution\Pixels;
use Tresen\Tests\TestCase;

/**
 * What the store owner and the visitor's browser get.
 */
class PixelsTest extends TestCase {

	private const META      = '1234567890123456';
	private const PINTEREST = '2612345678901';
	private const PAYPAL    = '72c78d11-9fef-11e7-8e06-e965c75268e8';

	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/template.php';
		delete_option( Pixels::OPTION );
		global $wp_settings_errors;
		$wp_settings_errors = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Reset between tests.
	}

	/** The footer's gated scripts, as the consent plugin prints them. */
	private function footer(): string {
		$this->assertTrue( class_exists( '\\Tresen\\CookieConsent\\GatedScripts' ), 'the consent plugin is active in tests' );
		return $this->render( array( '\\Tresen\\CookieConsent\\GatedScripts', 'print_filtered' ) );
	}

	public function test_no_id_loads_nothing(): void {
		$html = $this->footer();
		$this->assertStringNotContainsString( 'connect.facebook.net', $html );
		$this->assertStringNotContainsString( 'pinimg.com', $html );
		$this->assertStringNotContainsString( 'tagmanager/pptm.js', $html );
	}

	public function test_each_id_prints_its_vendor_script_inert_behind_marketing_consent(): void {
		update_option(
			Pixels::OPTION,
			array(
				'meta_pixel_id'    => self::META,
				'pinterest_tag_id' => self::PINTEREST,
				'paypal_tag_id'    => self::PAYPAL,
			)
		);
		$html = $this->footer();
		$this->assertStringContainsString( '<script type="text/plain" data-consent-category="marketing" data-src="https://connect.facebook.net/en_US/fbevents.js"></script>', $html );
		$this->assertStringContainsString( '<script type="text/plain" data-consent-category="marketing" data-src="https://s.pinimg.com/ct/core.js"></script>', $html );
		$this->assertStringContainsString( 'data-src="https://www.paypal.com/tagmanager/pptm.js?id=' . self::PAYPAL . '"', $html );
		$this->assertStringContainsString( 'fbq("init","' . self::META . '");fbq("track","PageView");', $html );
		$this->assertStringContainsString( 'pintrk("load","' . self::PINTEREST . '");pintrk("page");', $html );
		$this->assertStringContainsString( 'event:"snippetRun"', $html );
		// Nothing runs or loads without the gate: every tag of ours is inert.
		preg_match_all( '/<script\b[^>]*>/', $html, $tags );
		foreach ( $tags[0] as $tag ) {
			$this->assertStringContainsString( 'type="text/plain"', $tag );
			$this->assertStringNotContainsString( ' src=', $tag );
		}
		// The inline queue comes before its library (the gate keeps the order).
		$this->assertLessThan( strpos( $html, 'fbevents.js' ), strpos( $html, 'fbq("init"' ) );
	}

	public function test_only_the_ids_that_are_set_load(): void {
		update_option( Pixels::OPTION, array( 'pinterest_tag_id' => self::PINTEREST ) );
		$html = $this->footer();
		$this->assertStringContainsString( 's.pinimg.com/ct/core.js', $html );
		$this->assertStringNotContainsString( 'connect.facebook.net', $html );
		$this->assertStringNotContainsString( 'pptm.js', $html );
	}

	public function test_the_settings_screen_keeps_valid_ids_and_refuses_others_in_german(): void {
		$clean = Pixels::sanitize(
			array(
				'meta_pixel_id'    => ' ' . self::META . ' ',
				'pinterest_tag_id' => '',
				'paypal_tag_id'    => strtoupper( self::PAYPAL ),
			)
		);
		$this->assertSame(
			array(
				'meta_pixel_id'    => self::META,
				'pinterest_tag_id' => '',
				'paypal_tag_id'    => self::PAYPAL,
			),
			$clean
		);
		$this->assertSame( array(), get_settings_errors( Pixels::OPTION ) );
		update_option( Pixels::OPTION, $clean );

		$clean = Pixels::sanitize(
			array(
				'meta_pixel_id'    => '123<script>',
				'pinterest_tag_id' => 'pin-42',
				'paypal_tag_id'    => 'javascript:alert(1)',
			)
		);
		$this->assertSame( self::META, $clean['meta_pixel_id'], 'a wrong id keeps the saved one' );
		$this->assertSame( '', $clean['pinterest_tag_id'] );
		$this->assertSame( self::PAYPAL, $clean['paypal_tag_id'] );
		$messages = wp_list_pluck( get_settings_errors( Pixels::OPTION ), 'message' );
		$this->assertCount( 3, $messages );
		$this->assertContains( 'Die Meta-Pixel-ID muss eine Zahl mit 10 bis 20 Ziffern sein. Der bisherige Wert wurde behalten.', $messages );
	}

	public function test_a_tampered_option_never_reaches_the_page(): void {
		update_option( Pixels::OPTION, array( 'meta_pixel_id' => '1");alert(1);//' ) );
		$html = $this->footer();
		$this->assertStringNotContainsString( 'alert', $html );
		$this->assertStringNotContainsString( 'facebook', $html );
	}
}
