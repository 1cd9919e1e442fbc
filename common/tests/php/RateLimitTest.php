<?php
/**
 * The abuse limits of the wishlist's estimate, the withdrawal form and the
 * contact form: never more than the limit, also when requests arrive at
 * once, and per visitor behind the owner's trusted proxy.
 *
 * @package Tresen
 */

namespace Tresen\Common\Tests;

use Tresen\Common\V5\Claim;
use Tresen\Common\V5\RateLimit;
use Tresen\Tests\TestCase;

/**
 * RateLimit.
 */
class RateLimitTest extends TestCase {

	/**
	 * $_SERVER before the test.
	 *
	 * @var array<string, mixed>
	 */
	private $server = array();

	protected function setUp(): void {
		parent::setUp();
		$this->server = $_SERVER;
	}

	protected function tearDown(): void {
		$_SERVER = $this->server;
		parent::tearDown();
	}

	public function test_the_sixth_request_in_the_window_is_refused_and_the_window_ends(): void {
		for ( $n = 1; $n <= 5; $n++ ) {
			$this->assertNull( RateLimit::take( 'tresen_t_', array( 'form:a' => 5 ), 60 ), "request $n fits" );
		}
		$this->assertSame( 'form:a', RateLimit::take( 'tresen_t_', array( 'form:a' => 5 ), 60 ) );
		$this->assertNull( RateLimit::take( 'tresen_t_', array( 'form:b' => 5 ), 60 ), 'another key has its own count' );

		// The window has passed (its end lies in the past): counting starts again.
		global $wpdb;
		$name = Claim::RATE_PREFIX . 'tresen_t_' . md5( 'form:a' );
		$wpdb->update( $wpdb->options, array( 'option_value' => ( time() - 1 ) . ':5' ), array( 'option_name' => $name ) );
		$this->assertNull( RateLimit::take( 'tresen_t_', array( 'form:a' => 5 ), 60 ) );
	}

	public function test_a_full_key_counts_nothing_under_the_other_keys(): void {
		$this->assertNull( RateLimit::take( 'tresen_t_', array( 'shop' => 1 ), 60 ) );
		for ( $n = 1; $n <= 3; $n++ ) {
			$this->assertSame( 'shop', RateLimit::take( 'tresen_t_', array( 'visitor' => 2, 'shop' => 1 ), 60 ) );
		}
		$this->assertNull( RateLimit::take( 'tresen_t_', array( 'visitor' => 2 ), 60 ), 'the refused requests were not counted for the visitor' );
		$this->assertNull( RateLimit::take( 'tresen_t_', array( 'visitor' => 2 ), 60 ) );
		$this->assertSame( 'visitor', RateLimit::take( 'tresen_t_', array( 'visitor' => 2 ), 60 ) );
	}

	public function test_two_requests_for_the_last_slot_at_the_same_moment_exactly_one_gets_it(): void {
		for ( $n = 1; $n <= 4; $n++ ) {
			RateLimit::take( 'tresen_t_', array( 'form:c' => 5 ), 60 );
		}
		// Another request takes the fifth slot between this request's read and its write.
		$done = false;
		add_filter(
			'query',
			static function ( $query ) use ( &$done ) {
				if ( ! $done && is_string( $query ) && 0 === strpos( ltrim( $query ), 'UPDATE' ) ) {
					$done = true;
					RateLimit::take( 'tresen_t_', array( 'form:c' => 5 ), 60 );
				}
				return $query;
			}
		);
		$this->assertSame( 'form:c', RateLimit::take( 'tresen_t_', array( 'form:c' => 5 ), 60 ), 'the slower request reads again and finds it full' );
		$this->assertTrue( $done );
		global $wpdb;
		$value = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", Claim::RATE_PREFIX . 'tresen_t_' . md5( 'form:c' ) ) );
		$this->assertSame( 5, (int) substr( (string) $value, strpos( (string) $value, ':' ) + 1 ), 'five counted, not six' );
	}

	public function test_the_address_is_remote_addr_unless_it_is_a_trusted_proxy(): void {
		$_SERVER['REMOTE_ADDR']          = '198.51.100.20';
		$_SERVER['HTTP_X_FORWARDED_FOR'] = '203.0.113.9';
		$this->assertSame( '198.51.100.20', RateLimit::client_ip(), 'no trusted proxy by default: the header is ignored' );
		$direct = RateLimit::address();

		add_filter( 'tresen_trusted_proxies', static fn() => array( '10.0.0.0/8', '2001:db8::/32' ) );
		$this->assertSame( '198.51.100.20', RateLimit::client_ip(), 'a visitor that is no proxy cannot choose an address' );

		$_SERVER['REMOTE_ADDR'] = '10.1.2.3';
		$this->assertSame( '203.0.113.9', RateLimit::client_ip(), 'behind the trusted proxy: the visitor it forwarded' );
		$_SERVER['HTTP_X_FORWARDED_FOR'] = '1.2.3.4, 203.0.113.9, 10.9.9.9';
		$this->assertSame( '203.0.113.9', RateLimit::client_ip(), 'read from the right past the trusted hops; what the visitor wrote to the left is ignored' );
		$_SERVER['HTTP_X_FORWARDED_FOR'] = 'garbage';
		$this->assertSame( '10.1.2.3', RateLimit::client_ip(), 'an unreadable header leaves the proxy\'s address' );

		$_SERVER['REMOTE_ADDR']          = '2001:db8::1';
		$_SERVER['HTTP_X_FORWARDED_FOR'] = '2a00:1450::5';
		$this->assertSame( '2a00:1450::5', RateLimit::client_ip(), 'IPv6 ranges' );

		// Two visitors behind one proxy count apart.
		$_SERVER['REMOTE_ADDR']          = '10.0.0.2';
		$_SERVER['HTTP_X_FORWARDED_FOR'] = '198.51.100.20';
		$this->assertSame( $direct, RateLimit::address(), 'the same visitor as when it came directly' );
		$_SERVER['HTTP_X_FORWARDED_FOR'] = '198.51.100.21';
		$this->assertNotSame( $direct, RateLimit::address() );
	}
}
