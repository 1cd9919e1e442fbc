<?php
/**
 * The one cross-site check every package asks (theme cart and login,
 * unit price refresh, wishlist, withdrawal form).
 *
 * @package Tresen
 */

namespace Tresen\Common\Tests;

use Tresen\Common\V4\CrossSite;
use Tresen\Tests\TestCase;

/**
 * CrossSite.
 */
class CrossSiteTest extends TestCase {

	private const HOME = 'https://shop.example/';

	/**
	 * $_SERVER of a request to the shop.
	 *
	 * @param array<string, string> $headers HTTP_* values.
	 * @return array<string, string>
	 */
	private function server( array $headers ): array {
		return array_merge(
			array(
				'HTTP_HOST' => 'shop.example',
				'HTTPS'     => 'on',
			),
			$headers
		);
	}

	public function test_another_site_is_refused_and_the_shop_itself_is_not(): void {
		$this->assertTrue( CrossSite::is_cross_site( $this->server( array( 'HTTP_SEC_FETCH_SITE' => 'cross-site' ) ), self::HOME ) );
		$this->assertTrue( CrossSite::is_cross_site( $this->server( array( 'HTTP_SEC_FETCH_SITE' => ' Cross-Site ' ) ), self::HOME ), 'case and spaces do not matter' );
		$this->assertTrue( CrossSite::is_cross_site( $this->server( array( 'HTTP_ORIGIN' => 'https://evil.example' ) ), self::HOME ) );
		$this->assertTrue( CrossSite::is_cross_site( $this->server( array( 'HTTP_ORIGIN' => 'null' ) ), self::HOME ), 'sandboxed frames send null' );
		$this->assertTrue( CrossSite::is_cross_site( $this->server( array( 'HTTP_ORIGIN' => 'https://shop.example:8443' ) ), self::HOME ), 'another port is another origin' );
		$this->assertTrue( CrossSite::is_cross_site( $this->server( array( 'HTTP_ORIGIN' => 'not a url' ) ), self::HOME ) );

		$this->assertFalse( CrossSite::is_cross_site( $this->server( array( 'HTTP_SEC_FETCH_SITE' => 'same-site', 'HTTP_ORIGIN' => 'https://evil.example' ) ), self::HOME ), 'the browser\'s word wins' );
		$this->assertFalse( CrossSite::is_cross_site( $this->server( array( 'HTTP_ORIGIN' => 'https://SHOP.example:443' ) ), self::HOME ) );
		$this->assertFalse( CrossSite::is_cross_site( $this->server( array() ), self::HOME ), 'no headers: left to the nonce' );
		// Reached through another address of the same server (the requested host counts too).
		$this->assertFalse(
			CrossSite::is_cross_site(
				array(
					'HTTP_HOST'   => '127.0.0.1:8080',
					'HTTP_ORIGIN' => 'http://127.0.0.1:8080',
				),
				self::HOME
			)
		);
	}

	public function test_the_current_request_and_only_posts_count_as_cross_site_posts(): void {
		$home = (string) wp_parse_url( home_url( '/' ), PHP_URL_HOST );
		$_SERVER['HTTP_HOST']           = $home;
		$_SERVER['HTTP_ORIGIN']         = 'https://evil.example';
		$_SERVER['HTTP_SEC_FETCH_SITE'] = 'cross-site';
		$_SERVER['REQUEST_METHOD']      = 'GET';
		$this->assertTrue( CrossSite::request() );
		$this->assertFalse( CrossSite::post(), 'a link from anywhere still works' );
		$_SERVER['REQUEST_METHOD'] = 'POST';
		$this->assertTrue( CrossSite::post() );
		$_SERVER['HTTP_SEC_FETCH_SITE'] = 'same-origin';
		$this->assertFalse( CrossSite::post() );
	}

	public function test_origins_are_compared_without_default_ports_and_case(): void {
		$this->assertSame( 'https://shop.example', CrossSite::origin_of( 'HTTPS://Shop.Example:443/warenkorb/' ) );
		$this->assertSame( 'http://shop.example:8080', CrossSite::origin_of( 'http://shop.example:8080' ) );
		$this->assertSame( '', CrossSite::origin_of( '/relative' ) );
	}
}
