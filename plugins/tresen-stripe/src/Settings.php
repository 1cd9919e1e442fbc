<?php
/**
 * The Stripe account settings shared by every Stripe payment method.
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe;

use Tresen\Common\V5\Payments;

defined( 'ABSPATH' ) || exit;

/**
 * Keys, mode and webhook secret live in the card gateway's settings
 * (WooCommerce → Settings → Payments → Kreditkarte); SEPA reads them too.
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

	/** Whether test keys are used (the default). */
	public static function test_mode(): bool {
		return 'no' !== self::get( 'testmode' );
	}

	/** The secret key of the current mode (never printed). */
	public static function secret_key(): string {
		return self::get( self::test_mode() ? 'test_secret_key' : 'secret_key' );
	}

	/** The publishable key of the current mode (public by design). */
	public static function publishable_key(): string {
		return self::get( self::test_mode() ? 'test_publishable_key' : 'publishable_key' );
	}

	/** The webhook signing secret of the current mode (whsec_…). */
	public static function webhook_secret(): string {
		return self::get( self::test_mode() ? 'test_webhook_secret' : 'webhook_secret' );
	}

	/** Whether prepaid cards are taken. */
	public static function allow_prepaid_card(): bool {
		return 'yes' === self::get( 'allow_prepaid_card' );
	}

	/**
	 * Whether the bank's 3-D Secure check opens in the shop's page (Stripe.js
	 * handles the next action: the default) rather than on the bank's page
	 * the shopper is redirected to.
	 */
	public static function three_d_secure_in_page(): bool {
		return 'redirect' !== self::get( 'three_d_secure' );
	}

	/**
	 * Whether the checkout shows one Payment Element for every Stripe method
	 * (the card gateway's box; the other methods' gateways are then not
	 * offered on their own) rather than one gateway per method (the default).
	 */
	public static function single_element(): bool {
		return 'single' === self::get( 'payment_element' );
	}

	/**
	 * The Stripe dashboard's payment method configuration (`pmc_…`) the
	 * single Payment Element and its intents use, or '' for the methods
	 * switched on in the plugin's settings.
	 */
	public static function payment_method_configuration(): string {
		$id = self::get( self::test_mode() ? 'test_payment_method_configuration' : 'payment_method_configuration' );
		return 1 === preg_match( '/^pmc_[A-Za-z0-9]+$/', $id ) ? $id : '';
	}

	/** Whether both keys of the current mode are set. */
	public static function configured(): bool {
		return '' !== self::secret_key() && '' !== self::publishable_key();
	}

	/** A client for the current mode's account. */
	public static function api(): Api {
		return new Api( self::secret_key() );
	}
}
