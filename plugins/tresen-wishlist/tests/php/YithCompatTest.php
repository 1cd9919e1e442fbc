<?php
/**
 * Third-party code written against YITH Wishlist finds `yith_wcwl_l10n`
 * right after jQuery, with YITH's keys and the suite's values; a page
 * without jQuery gets nothing.
 *
 * @package Tresen\Wishlist
 */

namespace Tresen\Wishlist\Tests;

use Tresen\Tests\TestCase;
use Tresen\Wishlist\Ajax;
use Tresen\Wishlist\Settings;
use Tresen\Wishlist\YithCompat;

/**
 * The localized object.
 */
class YithCompatTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
	}

	protected function tearDown(): void {
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		parent::tearDown();
	}

	/**
	 * The scripts a page prints (head and footer), after enqueueing.
	 *
	 * @param bool $jquery Whether something on the page enqueues jQuery.
	 */
	private function printed( bool $jquery ): string {
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		$this->go_to( '/' );
		do_action( 'wp_enqueue_scripts' );
		if ( $jquery ) {
			wp_enqueue_script( 'jquery' );
		}
		ob_start();
		wp_print_scripts();
		return (string) ob_get_clean();
	}

	public function test_printed_after_jquery_with_yiths_keys(): void {
		$html = $this->printed( true );
		$this->assertMatchesRegularExpression( '#jquery(\.min)?\.js.*var yith_wcwl_l10n=#s', $html );
		$this->assertStringContainsString( 'Object.freeze', $html );
		$values = YithCompat::values();
		foreach ( array( 'ajax_url', 'redirect_to_cart', 'yith_wcwl_button_position', 'multi_wishlist', 'hide_add_button', 'enable_ajax_loading', 'ajax_loader_url', 'remove_from_wishlist_after_add_to_cart', 'is_wishlist_responsive', 'time_to_close_prettyphoto', 'fragments_index_glue', 'reload_on_found_variation', 'mobile_media_query', 'labels', 'actions', 'nonce', 'redirect_after_ask_estimate', 'ask_estimate_redirect_url' ) as $key ) {
			$this->assertArrayHasKey( $key, $values, $key );
		}
		$this->assertSame( admin_url( 'admin-ajax.php', 'relative' ), $values['ajax_url'] );
		$this->assertSame( 'add_to_wishlist', $values['actions']['add_to_wishlist_action'] );
		$this->assertSame( 'load_fragments', $values['actions']['load_fragments'] );
		$this->assertNotFalse( wp_verify_nonce( $values['nonce']['add_to_wishlist_nonce'], Ajax::NONCE ) );
		$this->assertSame( '.', $values['fragments_index_glue'] );
	}

	public function test_values_follow_the_owners_settings(): void {
		update_option( Settings::REMOVE_AFTER_CART, 'no' );
		$this->assertFalse( YithCompat::values()['remove_from_wishlist_after_add_to_cart'] );
		update_option( Settings::REMOVE_AFTER_CART, 'yes' );
		$this->assertTrue( YithCompat::values()['remove_from_wishlist_after_add_to_cart'] );
	}

	public function test_nothing_without_jquery(): void {
		$html = $this->printed( false );
		$this->assertStringNotContainsString( 'yith_wcwl_l10n', $html );
	}
}
