<?php
/**
 * Cart and checkout writes from another website are refused in German;
 * the shop's own requests and links from anywhere still work.
 *
 * @package Tresen\Storefront
 */

namespace Tresen\Storefront\Tests;

use Tresen\Tests\TestCase;
use Tresen\Common\V5\CrossSite;
use Tresen\Storefront\Guard\CrossSiteGuard;

/**
 * The cross-site guard.
 */
class CrossSiteGuardTest extends TestCase {

	private const HOME = 'https://shop.example/';

	/**
	 * Request headers.
	 *
	 * @param array<string, string> $headers HTTP_* values.
	 * @return array<string, string>
	 */
	private function server( array $headers ): array {
		return array_merge( array( 'HTTP_HOST' => 'shop.example', 'HTTPS' => 'on' ), $headers );
	}

	public function test_the_browsers_headers_decide(): void {
		$this->assertTrue( CrossSite::is_cross_site( $this->server( array( 'HTTP_SEC_FETCH_SITE' => 'cross-site' ) ), self::HOME ) );
		$this->assertTrue( CrossSite::is_cross_site( $this->server( array( 'HTTP_ORIGIN' => 'https://evil.example' ) ), self::HOME ) );
		$this->assertTrue( CrossSite::is_cross_site( $this->server( array( 'HTTP_ORIGIN' => 'null' ) ), self::HOME ) );
		$this->assertTrue( CrossSite::is_cross_site( $this->server( array( 'HTTP_ORIGIN' => 'http://shop.example' ) ), self::HOME ), 'another scheme is another origin' );
		$this->assertTrue( CrossSite::is_cross_site( $this->server( array( 'HTTP_ORIGIN' => 'https://shop.example.evil.example' ) ), self::HOME ) );

		$this->assertFalse( CrossSite::is_cross_site( $this->server( array( 'HTTP_SEC_FETCH_SITE' => 'same-origin', 'HTTP_ORIGIN' => 'https://shop.example' ) ), self::HOME ) );
		$this->assertFalse( CrossSite::is_cross_site( $this->server( array( 'HTTP_ORIGIN' => 'https://SHOP.example:443' ) ), self::HOME ) );
		$this->assertFalse( CrossSite::is_cross_site( $this->server( array() ), self::HOME ), 'no headers: left to the nonce' );
		$this->assertFalse( CrossSite::is_cross_site( $this->server( array( 'HTTP_SEC_FETCH_SITE' => 'none' ) ), self::HOME ), 'typed or bookmarked' );
		// The host the request was sent to counts as the shop's too (a second domain).
		$this->assertFalse(
			CrossSite::is_cross_site(
				array(
					'HTTP_HOST'   => 'www.shop.example',
					'HTTPS'       => 'on',
					'HTTP_ORIGIN' => 'https://www.shop.example',
				),
				self::HOME
			)
		);
	}

	/**
	 * Runs the wc-ajax guard for a POST with an Origin.
	 *
	 * @param string $origin Origin header.
	 */
	private function wc_ajax_from( string $origin ): string {
		$_GET['wc-ajax']        = 'add_to_cart';
		$_SERVER['HTTP_ORIGIN'] = $origin;
		unset( $_SERVER['HTTP_SEC_FETCH_SITE'] );
		add_action( 'tresen_test_guard', array( new CrossSiteGuard(), 'guard_wc_ajax' ) );
		try {
			return $this->ajax( 'tresen_test_guard', array( 'product_id' => '1' ) );
		} finally {
			remove_all_actions( 'tresen_test_guard' );
		}
	}

	public function test_a_cross_site_wc_ajax_post_gets_a_german_403(): void {
		$status = 0;
		$grab   = static function ( $header, $code ) use ( &$status ) {
			$status = $code;
			return $header;
		};
		add_filter( 'status_header', $grab, 10, 2 );
		$reply = json_decode( $this->wc_ajax_from( 'https://evil.example' ), true );
		remove_filter( 'status_header', $grab, 10 );
		$this->assertFalse( $reply['success'] );
		$this->assertSame( 'cross_site', $reply['data']['code'] );
		$this->assertSame( 'Diese Anfrage kam von einer anderen Website und wurde abgelehnt. Bitte lade die Seite neu und versuche es noch einmal.', $reply['data']['message'] );
		$this->assertSame( 403, $status );
	}

	public function test_the_shops_own_wc_ajax_post_passes(): void {
		$this->assertSame( '', $this->wc_ajax_from( home_url() ) );
	}

	/**
	 * Runs the form guard and WooCommerce's add-to-cart form handler, in
	 * their wp_loaded order, for a cross-site POST with an add-to-cart field.
	 *
	 * @param array<string, string> $get  Query.
	 * @param array<string, string> $post Fields.
	 * @return array{0: string, 1: int} Reply and the cart's item count.
	 */
	private function add_field_posted_from_another_site( array $get, array $post ): array {
		WC()->cart->empty_cart();
		$_GET                   = $get;
		$_SERVER['HTTP_ORIGIN'] = 'https://evil.example';
		unset( $_SERVER['HTTP_SEC_FETCH_SITE'] );
		add_action( 'tresen_test_loaded', array( new CrossSiteGuard(), 'guard_forms' ), 1 );
		add_action( 'tresen_test_loaded', array( 'WC_Form_Handler', 'add_to_cart_action' ), 20 );
		try {
			$reply = $this->ajax( 'tresen_test_loaded', $post );
		} finally {
			remove_all_actions( 'tresen_test_loaded' );
			$_GET = array();
			unset( $_SERVER['HTTP_ORIGIN'] );
		}
		return array( $reply, (int) WC()->cart->get_cart_contents_count() );
	}

	public function test_an_add_to_cart_field_posted_cross_site_to_any_wc_ajax_or_admin_ajax_endpoint_adds_nothing(): void {
		$id = $this->factory()->product()->get_id();
		foreach ( array( 'tresen_paypal_generate_cart', 'get_refreshed_fragments', 'anything' ) as $endpoint ) {
			list( $reply, $count ) = $this->add_field_posted_from_another_site(
				array( 'wc-ajax' => $endpoint ),
				array(
					'add-to-cart' => (string) $id,
					'quantity'    => '3',
				)
			);
			$this->assertSame( 0, $count, "nothing added through ?wc-ajax={$endpoint}" );
			$this->assertSame( 'cross_site', json_decode( $reply, true )['data']['code'] ?? '', $endpoint );
		}
		// admin-ajax.php (WooCommerce's form handlers run there as well).
		list( $reply, $count ) = $this->add_field_posted_from_another_site(
			array(),
			array(
				'action'      => 'heartbeat',
				'add-to-cart' => (string) $id,
			)
		);
		$this->assertSame( 0, $count, 'nothing added through admin-ajax' );
		$this->assertSame( 'cross_site', json_decode( $reply, true )['data']['code'] ?? '' );

		// The shop's own page still adds so.
		WC()->cart->empty_cart();
		$_SERVER['HTTP_ORIGIN'] = untrailingslashit( home_url() );
		$_GET                   = array( 'wc-ajax' => 'anything' );
		add_action( 'tresen_test_loaded', array( new CrossSiteGuard(), 'guard_forms' ), 1 );
		add_action( 'tresen_test_loaded', array( 'WC_Form_Handler', 'add_to_cart_action' ), 20 );
		try {
			$this->ajax(
				'tresen_test_loaded',
				array(
					'add-to-cart' => (string) $id,
					'quantity'    => '2',
				)
			);
		} finally {
			remove_all_actions( 'tresen_test_loaded' );
			$_GET = array();
			unset( $_SERVER['HTTP_ORIGIN'] );
		}
		$this->assertSame( 2, (int) WC()->cart->get_cart_contents_count() );
		WC()->cart->empty_cart();
	}

	public function test_the_guard_runs_before_woocommerce_handles_wc_ajax(): void {
		$guard = has_action( 'template_redirect', array( $this->guard_instance(), 'guard_wc_ajax' ) );
		$wc    = has_action( 'template_redirect', array( 'WC_AJAX', 'do_wc_ajax' ) );
		$this->assertIsInt( $guard );
		$this->assertIsInt( $wc );
		$this->assertLessThan( $wc, $guard );
		$this->assertLessThan( 20, has_action( 'wp_loaded', array( $this->guard_instance(), 'guard_forms' ) ), 'before WooCommerce\'s form handlers' );
	}

	/**
	 * The guard instance the plugin registered.
	 */
	private function guard_instance(): CrossSiteGuard {
		global $wp_filter;
		foreach ( $wp_filter['template_redirect']->callbacks as $callbacks ) {
			foreach ( $callbacks as $callback ) {
				if ( is_array( $callback['function'] ) && $callback['function'][0] instanceof CrossSiteGuard ) {
					return $callback['function'][0];
				}
			}
		}
		$this->fail( 'the plugin registered no CrossSiteGuard' );
	}
}
