<?php
/**
 * The loopback stand-in of PayPal's API (tests/paypal/standin.mjs) for PHPUnit.
 *
 * @package Tresen\PayPal
 */

namespace Tresen\PayPal\Tests;

use Tresen\PayPal\Checkout;
use Tresen\Tests\StandinProcess;

/**
 * Starts the stand-in once per PHPUnit process and points the plugin at
 * it (TRESEN_PAYPAL_API_BASE, honoured because TRESEN_PAYPAL_TESTING is
 * on; tests/php/includes/class-standin-process.php); stops it when PHP exits.
 */
final class Standin {

	public const CLIENT_ID  = 'tresen-phpunit-client';
	public const SECRET     = 'tresen-phpunit-secret';
	public const WEBHOOK_ID = '8PHPUNIT0001WEBHOOK';

	/**
	 * Its base URL.
	 *
	 * @var string
	 */
	private static $url = '';

	/** Starts it (once) and returns its URL. */
	public static function url(): string {
		if ( '' === self::$url ) {
			self::$url = StandinProcess::start(
				'paypal/standin.mjs',
				'PayPal',
				'TRESEN_PAYPAL',
				array(
					'TRESEN_PAYPAL_CLIENT_ID'  => self::CLIENT_ID,
					'TRESEN_PAYPAL_SECRET'     => self::SECRET,
					'TRESEN_PAYPAL_WEBHOOK_ID' => self::WEBHOOK_ID,
				)
			);
		}
		return self::$url;
	}

	/**
	 * A test's start on the shop side: PayPal on the stand-in, an empty
	 * cart, no PayPal checkout in the session and no notices.
	 */
	public static function fresh_checkout(): void {
		self::configure();
		self::forget_checkout();
		wc_clear_notices();
	}

	/** Empties the cart and forgets the session's PayPal checkout (a test's end). */
	public static function forget_checkout(): void {
		WC()->cart->empty_cart();
		Checkout::forget();
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
