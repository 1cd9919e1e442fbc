<?php
/**
 * The PayPal account settings.
 *
 * @package Tresen\PayPal
 */

namespace Tresen\PayPal;

use Tresen\Common\V4\Payments;

defined( 'ABSPATH' ) || exit;

/**
 * Client ids, secrets, webhook ids and the mode live in the gateway's
 * settings (WooCommerce → Settings → Payments → PayPal).
 */
final class Settings {

	/**
	 * One setting as a string.
	 *
	 * @param string $key Setting.
	 */
	private static function get( string $key ): string {
		return Payments::setting( Gateway::ID, $key );
	}

	/**
	 * Whether the store owner switched PayPal on (and the official PayPal
	 * plugin, which answers to the same gateway id, is not active).
	 */
	public static function enabled(): bool {
		return 'yes' === self::get( 'enabled' ) && ! Plugin::official_active();
	}

	/** Whether the sandbox is used (the default until live credentials are entered). */
	public static function sandbox(): bool {
		return 'no' !== self::get( 'sandbox' );
	}

	/** The client id of the current mode (public by design: the JS SDK needs it). */
	public static function client_id(): string {
		return self::get( self::sandbox() ? 'sandbox_client_id' : 'client_id' );
	}

	/** The secret of the current mode (never printed). */
	public static function secret(): string {
		return self::get( self::sandbox() ? 'sandbox_client_secret' : 'client_secret' );
	}

	/** The webhook id of the current mode (for PayPal's signature check). */
	public static function webhook_id(): string {
		return self::get( self::sandbox() ? 'sandbox_webhook_id' : 'webhook_id' );
	}

	/** Whether client id and secret of the current mode are set. */
	public static function configured(): bool {
		return '' !== self::client_id() && '' !== self::secret();
	}

	/** A client for the current mode's app. */
	public static function api(): Api {
		return new Api( self::client_id(), self::secret(), self::sandbox() );
	}
}
