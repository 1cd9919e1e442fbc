<?php
/**
 * Einstellungen → Wunschliste: the owner sets how many products a page of
 * the wishlist shows (a whole number from 1 to 100, German label and
 * message); the `tresen_wishlist_per_page` filter still has the last word.
 *
 * @package Tresen\Wishlist
 */

namespace Tresen\Wishlist\Tests;

use Tresen\Tests\TestCase;
use Tresen\Wishlist\Render;
use Tresen\Wishlist\Settings;
use Tresen\Wishlist\Store;
use Tresen\Wishlist\Visitor;

/**
 * The settings screen's items per page.
 */
class SettingsTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/template.php';
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		$GLOBALS['wp_settings_errors'] = array();
		Settings::register_settings();
	}

	protected function tearDown(): void {
		unregister_setting( 'tresen-wishlist', Settings::PER_PAGE );
		$GLOBALS['wp_settings_errors'] = array();
		parent::tearDown();
	}

	public function test_the_settings_screen_has_a_german_items_per_page_field(): void {
		update_option( Settings::PER_PAGE, '7' );
		$html = $this->render( array( Settings::class, 'render' ) );
		$this->assertStringContainsString( '<label for="tresen_wishlist_per_page">Produkte pro Seite auf der Wunschliste</label>', $html );
		$this->assertMatchesRegularExpression( '#<input type="number" class="small-text" id="tresen_wishlist_per_page" name="tresen_wishlist_per_page" value="7" min="1" max="100" step="1"#', $html );
		$this->assertStringContainsString( 'Eine ganze Zahl von 1 bis 100.', $html );
	}

	public function test_saving_keeps_whole_numbers_from_1_to_100_and_says_why_not_in_german(): void {
		$this->assertSame( 20, Settings::per_page(), 'the default' );
		update_option( Settings::PER_PAGE, ' 12 ' );
		$this->assertSame( 12, (int) get_option( Settings::PER_PAGE ) );
		$this->assertSame( 12, Settings::per_page() );
		$this->assertSame( array(), get_settings_errors( Settings::PER_PAGE ) );

		foreach ( array( '0', '101', '1.5', '-3', 'abc', '', '1e2' ) as $bad ) {
			$GLOBALS['wp_settings_errors'] = array();
			update_option( Settings::PER_PAGE, $bad );
			$this->assertSame( 12, (int) get_option( Settings::PER_PAGE ), 'kept after ' . var_export( $bad, true ) );
			$errors = get_settings_errors( Settings::PER_PAGE );
			$this->assertCount( 1, $errors, var_export( $bad, true ) );
			$this->assertSame( 'Bitte gib für „Produkte pro Seite“ eine ganze Zahl von 1 bis 100 ein. Der bisherige Wert bleibt.', $errors[0]['message'] );
		}
	}

	public function test_the_wishlist_pages_by_the_setting_and_the_filter_comes_after_it(): void {
		$_COOKIE = array( Visitor::SESSION_COOKIE => str_repeat( 'a', 32 ) );
		$list    = Store::create( Visitor::current(), 'Party', Store::SHARED, true );
		foreach ( array( 'Eins', 'Zwei', 'Drei' ) as $name ) {
			$product = $this->factory()->product( array( 'name' => $name ) );
			Store::add_item( $list['id'], $product->get_id(), $product->get_id(), 1 );
		}
		update_option( Settings::PER_PAGE, '2' );
		$html = Render::wishlist( $list, true );
		$this->assertSame( 2, substr_count( $html, 'class="tresen-wishlist__item"' ) );
		$this->assertStringContainsString( 'Nächste Seite', $html );
		$this->assertSame( 2, Render::view( $list, true )['pages'] );

		// The filter gets the setting and decides (still within 1–100).
		$seen   = 0;
		$filter = static function ( $per_page ) use ( &$seen ) {
			$seen = $per_page;
			return 3;
		};
		add_filter( 'tresen_wishlist_per_page', $filter );
		$this->assertSame( 3, substr_count( Render::wishlist( $list, true ), 'class="tresen-wishlist__item"' ) );
		$this->assertSame( 2, $seen );
		remove_filter( 'tresen_wishlist_per_page', $filter );
		$huge = static fn(): int => 500;
		add_filter( 'tresen_wishlist_per_page', $huge );
		$this->assertSame( 100, Settings::per_page() );
		remove_filter( 'tresen_wishlist_per_page', $huge );
	}
}
