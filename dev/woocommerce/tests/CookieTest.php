<?php
/**
 * Cart and session cookies are set and cleared exactly when WooCommerce does.
 *
 * The CLI has already written output, so the double's headers check is
 * turned off and cookies are observed through its development hook.
 *
 * @package WooCommerceDouble
 */

namespace Tresen\Tests\WooCommerceDouble;

use Tresen\Tests\TestCase;

/**
 * Cookie contract.
 */
class CookieTest extends TestCase {

	/**
	 * Cookies "sent": name => [ value, expire ].
	 *
	 * @var array<string, array{0: string, 1: int}>
	 */
	private $sent = array();

	protected function setUp(): void {
		parent::setUp();
		$this->sent = array();
		// WooCommerce's public switch for its cookies: record them instead of sending headers.
		add_filter( 'woocommerce_set_cookie_enabled', array( $this, 'record' ), 10, 4 );
	}

	protected function tearDown(): void {
		remove_filter( 'woocommerce_set_cookie_enabled', array( $this, 'record' ), 10 );
		parent::tearDown();
	}

	/**
	 * Records a cookie and keeps it from being sent.
	 *
	 * @param bool   $enabled Whether to send it.
	 * @param string $name    Name.
	 * @param string $value   Value.
	 * @param int    $expire  Expiry.
	 */
	public function record( $enabled, $name, $value, $expire ): bool {
		$this->sent[ $name ] = array( (string) $value, (int) $expire );
		return false;
	}

	public function test_no_cookie_for_an_empty_cart(): void {
		WC()->cart->maybe_set_cart_cookies();
		$this->assertSame( array(), $this->sent, 'pages stay cacheable: a visitor without a cart gets no cookie' );
	}

	public function test_adding_sets_cart_and_session_cookies(): void {
		WC()->cart->add_to_cart( $this->factory()->product()->get_id() );
		WC()->cart->maybe_set_cart_cookies();
		$this->assertSame( '1', $this->sent['woocommerce_items_in_cart'][0] );
		$this->assertSame( WC()->cart->get_cart_hash(), $this->sent['woocommerce_cart_hash'][0] );
		$session_cookie = 'wp_woocommerce_session_' . COOKIEHASH;
		$this->assertArrayHasKey( $session_cookie, $this->sent );
		$parts = explode( '|', $this->sent[ $session_cookie ][0] );
		$this->assertCount( 4, $parts );
		$this->assertSame( WC()->session->get_customer_id(), $parts[0] );
		$this->assertGreaterThan( time(), $this->sent[ $session_cookie ][1] );
	}

	public function test_emptying_clears_the_cart_cookies_only_if_the_browser_has_them(): void {
		$key = WC()->cart->add_to_cart( $this->factory()->product()->get_id() );
		WC()->cart->remove_cart_item( $key );
		// A browser that never got the cart cookies.
		unset( $_COOKIE['woocommerce_items_in_cart'], $_COOKIE['woocommerce_cart_hash'] );
		$this->sent = array();
		WC()->cart->maybe_set_cart_cookies();
		$this->assertSame( array(), $this->sent );

		$_COOKIE['woocommerce_items_in_cart'] = '1';
		$_COOKIE['woocommerce_cart_hash']     = 'old';
		WC()->cart->maybe_set_cart_cookies();
		$this->assertLessThan( time(), $this->sent['woocommerce_items_in_cart'][1] );
		$this->assertLessThan( time(), $this->sent['woocommerce_cart_hash'][1] );
		$this->assertArrayNotHasKey( 'woocommerce_items_in_cart', $_COOKIE );
	}

	public function test_session_is_persisted_and_read_back_through_the_cookie(): void {
		global $wpdb;
		$product = $this->factory()->product();
		WC()->cart->add_to_cart( $product->get_id(), 2 );
		WC()->cart->maybe_set_cart_cookies();
		WC()->session->save_data();
		$customer_id = WC()->session->get_customer_id();
		$row         = $wpdb->get_var( $wpdb->prepare( "SELECT session_value FROM {$wpdb->prefix}woocommerce_sessions WHERE session_key = %s", $customer_id ) );
		$this->assertNotNull( $row, 'session row in woocommerce_sessions' );

		// A new request from the same browser.
		$_COOKIE[ 'wp_woocommerce_session_' . COOKIEHASH ] = $this->sent[ 'wp_woocommerce_session_' . COOKIEHASH ][0];
		wp_cache_flush();
		$session = new \WC_Session_Handler();
		$session->init_session_cookie();
		$this->assertSame( $customer_id, $session->get_customer_id() );
		$cart = $session->get( 'cart' );
		$this->assertSame( 2, current( $cart )['quantity'] );

		// A forged cookie is ignored.
		$_COOKIE[ 'wp_woocommerce_session_' . COOKIEHASH ] = $customer_id . '||' . ( time() + 3600 ) . '||' . time() . '||forged';
		$forged = new \WC_Session_Handler();
		$forged->init_session_cookie();
		$this->assertNotSame( $customer_id, $forged->get_customer_id() );
	}
}
