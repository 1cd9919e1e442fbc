<?php
/**
 * The loopback stand-in of PayPal's API (tests/paypal/standin.mjs) for PHPUnit.
 *
 * @package Tresen\PayPal
 */

namespace Tresen\PayPal\Tests;

/**
 * Starts the stand-in once per PHPUnit process and points the plugin at
 * it (TRESEN_PAYPAL_API_BASE, honoured because TRESEN_PAYPAL_TESTING is
 * on); stops it when PHP exits.
 */
final class Standin {

	public const CLIENT_ID  = 'tresen-phpunit-client';
	public const SECRET     = 'tresen-phpunit-secret';
	public const WEBHOOK_ID = 'WH-PHPUNIT';

	/**
	 * The server process.
	 *
	 * @var resource|null
	 */
	private static $process = null;

	/**
	 * Its pipes.
	 *
	 * @var array<int, resource>
	 */
	private static $pipes = array();

	/**
	 * Its base URL.
	 *
	 * @var string
	 */
	private static $url = '';

	/** Starts it (once) and returns its URL. */
	public static function url(): string {
		if ( '' !== self::$url ) {
			return self::$url;
		}
		$script        = dirname( __DIR__, 5 ) . '/tests/paypal/standin.mjs';
		$env           = getenv();
		$env          += array(
			'TRESEN_PAYPAL_CLIENT_ID'  => self::CLIENT_ID,
			'TRESEN_PAYPAL_SECRET'     => self::SECRET,
			'TRESEN_PAYPAL_WEBHOOK_ID' => self::WEBHOOK_ID,
		);
		self::$process = proc_open( array( 'node', $script ), array( 0 => array( 'pipe', 'r' ), 1 => array( 'pipe', 'w' ), 2 => array( 'file', '/dev/null', 'w' ) ), self::$pipes, null, $env );
		if ( ! is_resource( self::$process ) ) {
			throw new \RuntimeException( 'Could not start the PayPal stand-in (node).' );
		}
		$line = (string) fgets( self::$pipes[1] );
		$info = json_decode( $line, true );
		if ( ! is_array( $info ) || empty( $info['url'] ) ) {
			throw new \RuntimeException( 'The PayPal stand-in did not start: ' . $line );
		}
		// WP_HTTP_BLOCK_EXTERNAL lets requests to "localhost" through.
		self::$url = str_replace( '127.0.0.1', 'localhost', (string) $info['url'] );
		register_shutdown_function(
			static function () {
				fclose( self::$pipes[0] );
				proc_terminate( self::$process );
			}
		);
		if ( ! defined( 'TRESEN_PAYPAL_TESTING' ) ) {
			define( 'TRESEN_PAYPAL_TESTING', true );
		}
		if ( ! defined( 'TRESEN_PAYPAL_API_BASE' ) ) {
			define( 'TRESEN_PAYPAL_API_BASE', self::$url );
		}
		return self::$url;
	}

	/**
	 * Saves sandbox credentials and switches the gateway on.
	 *
	 * @param array<string, string> $extra More settings.
	 */
	public static function configure( array $extra = array() ): void {
		self::url();
		self::call( 'POST', '/_standin/reset' );
		update_option(
			'woocommerce_ppcp-gateway_settings',
			$extra + array(
				'enabled'               => 'yes',
				'sandbox'               => 'yes',
				'sandbox_client_id'     => self::CLIENT_ID,
				'sandbox_client_secret' => self::SECRET,
				'sandbox_webhook_id'    => self::WEBHOOK_ID,
			)
		);
	}

	/**
	 * A raw call to the stand-in's controls.
	 *
	 * @param string               $method GET or POST.
	 * @param string               $path   Path.
	 * @param array<string, mixed> $body   JSON body.
	 * @return array<string, mixed>
	 */
	public static function call( string $method, string $path, array $body = array() ): array {
		$response = wp_remote_request(
			self::url() . $path,
			array(
				'method'  => $method,
				'headers' => array( 'Content-Type' => 'application/json' ),
				'body'    => 'POST' === $method ? (string) wp_json_encode( (object) $body ) : null,
				'timeout' => 30,
			)
		);
		if ( is_wp_error( $response ) ) {
			throw new \RuntimeException( $response->get_error_message() );
		}
		return (array) json_decode( (string) wp_remote_retrieve_body( $response ), true );
	}

	/**
	 * What the buyer does in PayPal's window.
	 *
	 * @param string $order_id PayPal order id.
	 * @return array{orderID: string, payerID: string}
	 */
	public static function approve( string $order_id ): array {
		return self::call( 'POST', '/_standin/approve/' . $order_id );
	}

	/**
	 * An order's notes, newest last (comments of type order_note on both lanes).
	 *
	 * @param \WC_Order $order Order.
	 * @return string[]
	 */
	public static function notes( \WC_Order $order ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Test read.
		return $wpdb->get_col( $wpdb->prepare( "SELECT comment_content FROM {$wpdb->comments} WHERE comment_post_ID = %d AND comment_type = 'order_note' ORDER BY comment_ID", $order->get_id() ) );
	}

	/** Everything the stand-in holds. */
	public static function state(): array {
		return self::call( 'GET', '/_standin/state' );
	}
}
