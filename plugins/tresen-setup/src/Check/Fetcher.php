<?php
/**
 * Fetches the shop's own pages as a guest: loopback requests without the
 * owner's cookies, with a cookie jar of their own so the cart keeps its item.
 *
 * @package Tresen\Setup
 */

namespace Tresen\Setup\Check;

defined( 'ABSPATH' ) || exit;

/**
 * Guest loopback fetcher.
 */
final class Fetcher {

	/**
	 * Cookies the shop set for this guest.
	 *
	 * @var array<string, \WP_Http_Cookie>
	 */
	private array $jar = array();

	/**
	 * Constructor.
	 *
	 * @param string $preview The run's preview token (Preview::begin()), '' for none.
	 */
	public function __construct( private string $preview = '' ) {}

	/**
	 * Why loopback requests cannot work from this request, or ''.
	 *
	 * PHP's built-in server answers one request at a time unless
	 * PHP_CLI_SERVER_WORKERS is 2 or more: a page asking its own server would
	 * wait for itself until the timeout.
	 *
	 * @param string   $sapi    Server API (default: this process's).
	 * @param int|null $workers Built-in server workers (default: PHP_CLI_SERVER_WORKERS).
	 */
	public static function loopback_problem( string $sapi = PHP_SAPI, ?int $workers = null ): string {
		$workers = $workers ?? (int) getenv( 'PHP_CLI_SERVER_WORKERS' );
		if ( 'cli-server' === $sapi && $workers < 2 ) {
			return __( 'This shop runs on PHP’s built-in server with a single worker, which cannot answer the check’s requests while it runs the check. Start it with PHP_CLI_SERVER_WORKERS=4 (as `npm start` does) or run `wp tresen check` on the command line.', 'tresen-setup' );
		}
		return '';
	}

	/**
	 * Fetches one page.
	 *
	 * @param string $kind What the page is.
	 * @param string $url  Address (of this shop).
	 */
	public function get( string $kind, string $url ): Page {
		$response = wp_remote_get(
			$url,
			array(
				'timeout'     => 15,
				'redirection' => 0,
				'sslverify'   => false,
				'cookies'     => array_values( $this->jar ),
				'headers'     => array_filter(
					array(
						'Accept-Language' => 'de-DE,de;q=0.9',
						Preview::HEADER   => $this->preview,
					)
				),
				'user-agent'  => 'Tresen-Shop-Check/' . TRESEN_SETUP_VERSION,
			)
		);
		if ( is_wp_error( $response ) ) {
			return new Page( $kind, $url, 0, array(), '', $response->get_error_message() );
		}
		foreach ( wp_remote_retrieve_cookies( $response ) as $cookie ) {
			if ( $cookie instanceof \WP_Http_Cookie ) {
				if ( '' === (string) $cookie->value || ( $cookie->expires && $cookie->expires < time() ) ) {
					unset( $this->jar[ $cookie->name ] );
				} else {
					$this->jar[ $cookie->name ] = $cookie;
				}
			}
		}
		$headers = array();
		foreach ( wp_remote_retrieve_headers( $response ) as $name => $value ) {
			$headers[ strtolower( (string) $name ) ] = is_array( $value ) ? implode( "\n", $value ) : (string) $value;
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		// Follow a redirect inside the shop once (e.g. a trailing slash), keeping the cookies.
		$location = $headers['location'] ?? '';
		if ( $status >= 300 && $status < 400 && '' !== $location && self::is_own( $location ) && $location !== $url && 'redirected' !== $kind ) {
			$page = $this->get( 'redirected', $location );
			return new Page( $kind, $page->url, $page->status, $page->headers + array( 'set-cookie' => $headers['set-cookie'] ?? '' ), $page->body, $page->error );
		}
		return new Page( $kind, $url, $status, $headers, (string) wp_remote_retrieve_body( $response ) );
	}

	/**
	 * Whether the guest holds a cookie whose name starts with a prefix.
	 *
	 * @param string $prefix Name prefix.
	 */
	public function has_cookie( string $prefix ): bool {
		foreach ( array_keys( $this->jar ) as $name ) {
			if ( 0 === strpos( (string) $name, $prefix ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether an address belongs to this shop.
	 *
	 * @param string $url Address.
	 */
	public static function is_own( string $url ): bool {
		$home = wp_parse_url( home_url( '/' ) );
		$that = wp_parse_url( $url );
		if ( ! is_array( $home ) || ! is_array( $that ) || empty( $that['host'] ) ) {
			return false;
		}
		return strtolower( (string) $that['host'] ) === strtolower( (string) ( $home['host'] ?? '' ) ) && ( $that['port'] ?? null ) === ( $home['port'] ?? null );
	}
}
